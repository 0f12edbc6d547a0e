// Perguntas frequentes: página /perguntas-frequentes, bloco da home e bloco local das páginas de bairro e cidade.
// Fatos dos produtos vêm de `business`; as ofertas e garantias do vendedor são tokens ({…},
// content/claims.ts), preenchidos quando a página é mostrada: sem a oferta confirmada, a frase
// que a cita some (o que está entre [ ]) ou a pergunta inteira sai da lista.

import type { FaqGroup } from "./types";
import { business } from "./business";
import { lcFirst, vezes } from "./text";

const openingList = `${business.openingSeconds[0]}, ${business.openingSeconds[1]} ou ${business.openingSeconds[2]} segundos`;
const powerList = `${business.motorPowers[0]}, ${business.motorPowers[1]} e ${business.motorPowers[2]}`;

export const faqGroups: FaqGroup[] = [
  {
    id: "compra-e-precos",
    title: "Compra e preços",
    items: [
      {
        question: "Quanto custa um motor de portão PPA instalado?",
        answer: `Os nossos kits já saem com a instalação inclusa[, a partir de {priceFrom}|, e o valor depende do tipo de portão e do motor indicado na avaliação]. [O kit deslizante instalado custa {price.deslizante}.] [O kit basculante sai por {price.basculante}.] [O kit pivotante duplo fica em {price.pivotante}.] O valor só muda se o portão precisar de algum ajuste antes da automação, como troca de roldanas, reforço na estrutura ou um ponto de energia novo. Esses itens são avaliados e informados antes de qualquer serviço, para não haver surpresa na hora de pagar.`,
      },
      {
        question: "Qual motor escolher: deslizante, basculante ou pivotante?",
        answer: `A escolha depende de como o portão se movimenta. O deslizante serve para o portão que corre sobre um trilho, paralelo ao muro, e é o mais comum nas casas de São Paulo, desde que haja espaço lateral para a folha correr. O basculante é para o portão que sobe e fica suspenso na horizontal, boa saída para garagens de frente estreita. O pivotante atende portões que abrem como porta, em arco, e pede área livre do lado de dentro. Na dúvida, o técnico confirma medindo o portão.`,
      },
      {
        question: "Qual a potência de motor ideal para o meu portão?",
        answer: `Trabalhamos com motores de ${powerList}. Para residências, a faixa usual vai de ${business.residentialPower}. O que define a potência é o peso e o comprimento da folha e quantas vezes o portão abre por dia. Portões leves de alumínio ou chapa fina funcionam bem com o motor menor; ferro maciço, madeira ou uso intenso pedem mais força. Motor fraco demais trabalha sobrecarregado e se desgasta cedo, por isso a indicação é feita depois de avaliar o portão.`,
      },
      {
        question: "Posso parcelar a compra do motor?",
        answer: `Sim. O kit completo instalado pode ser parcelado em até {instalments} no cartão de crédito, e também é possível pagar à vista. O valor de cada parcela e a forma de pagamento ficam registrados no orçamento antes do agendamento, então você sabe exatamente quanto vai pagar antes de o técnico sair para a instalação. Se surgir a necessidade de algum ajuste extra no portão, ele é orçado à parte e só é feito com a sua aprovação.`,
      },
      {
        question: "A entrega e a instalação são cobradas à parte?",
        answer: `Em {freeArea}, não: a entrega e a instalação são gratuitas, e o preço do kit já considera o motor instalado e funcionando. Em outras cidades, o deslocamento é combinado no orçamento. O técnico leva o equipamento, fixa o motor, monta a cremalheira ou os braços, programa os controles e testa todas as funções com você. Só são cobrados separadamente serviços fora do padrão, como obra de alvenaria, serralheria no portão ou uma fiação nova muito longa, sempre combinados antes.`,
      },
      {
        question: "O que vem no kit completo instalado?",
        answer: `O kit traz o motor PPA com a central de comando eletrônica, controles remotos e as peças de fixação próprias do tipo de portão: cremalheira no deslizante, trilho e braço no basculante e braços articulados no pivotante. Junto vem a mão de obra completa, com programação dos controles, regulagem do fim de curso e teste final. Itens opcionais, como fotocélula, bateria de emergência, módulo para celular e controles extras, podem ser incluídos no mesmo pedido.`,
      },
      {
        question: "Por que escolher um motor da marca PPA?",
        answer: `A PPA é uma fabricante brasileira, com fábrica em Garça, no interior paulista, e uma das marcas de automatizadores mais presentes no país. Na prática, isso significa peças de reposição fáceis de encontrar, centrais compatíveis com os acessórios mais usados e técnicos que conhecem bem o equipamento. [Trabalhamos com automação de portões desde {foundedYear}.] [Já atendemos mais de {customers} clientes.] Conhecer o equipamento a fundo é o que nos dá segurança para indicar o modelo certo para cada portão.`,
      },
      {
        question: "Como pedir um orçamento sem compromisso?",
        get answer() {
          return `Basta chamar pelo WhatsApp ou ligar para ${business.phoneDisplay}. Para agilizar, envie uma foto do portão tirada de dentro do imóvel, a largura e a altura aproximadas, o material (ferro, alumínio ou madeira) e se existe tomada ou ponto de energia perto de onde o motor vai ficar. Com essas informações já conseguimos indicar o kit e o valor. Quando o portão tem alguma particularidade, agendamos uma visita para avaliar no local antes de fechar.`;
        },
      },
    ],
  },
  {
    id: "instalacao",
    title: "Instalação",
    items: [
      {
        question: "Quanto tempo leva a instalação do motor?",
        answer: `Em condições normais, a instalação leva de ${business.installationHours.min} a ${business.installationHours.max} horas. Portões pivotantes de duas folhas e portões que precisam de pequenos ajustes costumam ficar perto do tempo maior. Durante o serviço, o técnico precisa de acesso livre ao portão e à energia. No final, ele demonstra o uso, ensina a fazer o destravamento manual e entrega os controles já programados, para você sair usando no mesmo dia.`,
      },
      {
        question: "Preciso preparar alguma coisa antes da instalação?",
        answer: `Pouca coisa. O ideal é ter um ponto de energia perto de onde o motor será fixado e deixar a área do portão livre, sem carros estacionados na passagem. Vale conferir se o portão corre ou abre com a mão sem agarrar: roldanas travadas, trilho torto ou dobradiças gastas atrapalham a automação. Se faltar tomada, avisamos na hora do orçamento o que precisa ser feito. Também é importante ter um adulto responsável no local durante o serviço.`,
      },
      {
        question: "Meu portão antigo pode ser automatizado?",
        answer: `Na maioria dos casos, sim. O que importa é a condição mecânica: a estrutura precisa estar firme, sem ferrugem que comprometa a fixação, e o portão deve se mover com a mão com pouco esforço. Se ele estiver empenado, pesado demais ou arrastando no chão, recomendamos passar antes por um serralheiro, porque automatizar um portão emperrado encurta a vida do motor. O técnico avalia esses pontos e diz com franqueza se vale a pena motorizar como está.`,
      },
      {
        question: "O que é a cremalheira e para que serve?",
        answer: `A cremalheira é a barra dentada fixada ao longo do portão deslizante. A engrenagem do motor, chamada pinhão, se encaixa nela e empurra o portão para abrir e fechar. A de nylon é leve e silenciosa, ideal para portões residenciais; a de aço é indicada para portões pesados e de uso intenso. O alinhamento é decisivo: uma cremalheira torta ou mal fixada causa trancos, barulho e desgaste precoce do pinhão, por isso ela é montada e conferida com cuidado.`,
      },
      {
        question: "É possível automatizar um portão de duas folhas?",
        answer: `Sim. Para portões de duas folhas que abrem em arco, usamos o kit pivotante duplo[, que sai por {price.pivotante} instalado]. Cada folha recebe o seu braço motorizado, e a central comanda as duas com um pequeno atraso entre elas, para que não se choquem ao fechar e a folha com batente feche por último. Portões deslizantes de abertura central também podem ser automatizados com dois motores; nesse caso, o orçamento é feito depois de avaliar o local.`,
      },
      {
        question: "O motor pode ser instalado em portão de madeira ou alumínio?",
        answer: `Pode. O material muda o peso e a forma de fixação. O alumínio é leve e costuma funcionar com o motor de menor potência. A madeira maciça pesa mais e pode empenar com sol e chuva, então é preciso conferir o alinhamento antes e nas revisões. Em portões de ferro, a cremalheira é soldada ou parafusada direto na estrutura; na madeira, ela é parafusada com reforço. Em todos os casos, o técnico dimensiona o kit conforme o portão real.`,
      },
      {
        question: "A instalação faz sujeira ou exige obra?",
        answer: `Normalmente não. O motor deslizante é fixado em uma base no piso ao lado do portão, e os modelos basculante e pivotante são presos na coluna ou na própria estrutura. A fiação segue por eletroduto aparente ou pelo caminho já existente. Ao terminar, o técnico recolhe as sobras e deixa a área limpa. Obra só é necessária quando falta ponto de energia ou quando o piso ou a coluna não aguentam a fixação, e isso é avisado antes.`,
      },
    ],
  },
  {
    id: "funcionamento",
    title: "Funcionamento",
    items: [
      {
        question: "Em quantos segundos o portão abre?",
        answer: `Os modelos que vendemos abrem em ${openingList}, conforme o tipo do motor e o tamanho do portão. Quem mora em rua movimentada ou chega tarde da noite costuma preferir os modelos mais rápidos, porque passa menos tempo parado na frente de casa. Para portões grandes ou pesados, uma velocidade moderada dá mais controle e poupa a mecânica. Quando a central permite, o técnico ainda ajusta a desaceleração no fim do curso, para o portão parar suave.`,
      },
      {
        question: "Qual a diferença entre controle de código fixo e Rolling Code?",
        answer: `O controle de código fixo envia sempre o mesmo sinal, que pode ser copiado por aparelhos clonadores vendidos com facilidade. No Rolling Code, também chamado de código variável, o sinal muda a cada toque e é criptografado; se alguém capturar uma transmissão, ela não serve para abrir o portão de novo. As centrais PPA atuais trabalham com Rolling Code, e recomendamos esse padrão em toda instalação nova ou troca de controles.`,
      },
      {
        question: "Posso cadastrar mais controles depois da instalação?",
        answer: `Sim. A central guarda os controles na memória, e novos controles podem ser cadastrados a qualquer momento seguindo o procedimento da central, que o técnico explica na entrega. Basta que o controle seja compatível com o receptor. Em casas com muitos moradores ou em condomínios, dá para usar um receptor externo de maior capacidade ou integrar o portão a um sistema de controle de acesso com tags e cartões.`,
      },
      {
        question: "O motor de portão faz muito barulho?",
        answer: `Um motor bem instalado é discreto. No deslizante, a cremalheira de nylon reduz bastante o ruído, e as centrais com desaceleração evitam a batida no fim do curso. Quando o barulho aparece, quase sempre a causa é mecânica: roldanas gastas, trilho sujo de areia, cremalheira desalinhada ou guias do basculante sem lubrificação. Se o seu motor era silencioso e começou a ranger ou dar trancos, vale chamar a manutenção antes que o desgaste vire quebra.`,
      },
      {
        question: "O que é o fim de curso do motor?",
        answer: `É o sistema que avisa a central onde o portão deve parar, totalmente aberto ou totalmente fechado. Ele pode ser magnético, com ímãs presos ao portão e lidos por um sensor no motor, mecânico, por chaves acionadas no percurso, ou eletrônico, com um encoder que conta as voltas do motor. Quando está desregulado, o portão bate no batente, para antes do ponto ou fica voltando. O ajuste é rápido, mas deve ser feito por um técnico.`,
      },
      {
        question: "Dá para abrir o portão pelo celular?",
        answer: `Dá. Instalamos módulos Wi-Fi compatíveis com a central, que permitem abrir e fechar o portão por aplicativo no smartphone, de qualquer lugar com internet. Conforme o módulo, também é possível compartilhar o acesso com a família e receber aviso quando o portão fica aberto. Para funcionar bem, o sinal de Wi-Fi precisa chegar com força até o portão; se não chegar, um repetidor resolve. O controle remoto continua funcionando normalmente.`,
      },
      {
        question: "O portão pode fechar sozinho depois que o carro passa?",
        answer: `Pode, se você quiser. A central tem a função de fechamento automático: depois de aberto, o portão espera um tempo programado e fecha sem precisar de novo comando. É prático para quem esquece o portão aberto, mas só recomendamos usar junto com a fotocélula, que impede o fechamento se houver carro, pessoa ou animal na passagem. Sem essa função ligada, o portão só fecha quando alguém aciona o controle.`,
      },
    ],
  },
  {
    id: "manutencao",
    title: "Manutenção",
    items: [
      {
        question: "Com que frequência devo fazer manutenção no motor?",
        answer: `Em residências, o recomendado é fazer a revisão pelo menos ${vezes(business.maintenancePerYear.home)} por ano. Em condomínios e portões de uso intenso, o ideal é ${vezes(business.maintenancePerYear.condo)} por ano, porque o número de ciclos é muito maior. Na revisão, o técnico limpa e lubrifica o que precisa, confere roldanas, cremalheira, fim de curso e embreagem, testa a fotocélula e os controles e verifica a central. Isso evita a maioria das quebras inesperadas.`,
      },
      {
        question: "O que é a Manutenção Express e quanto custa?",
        answer: `É uma visita técnica de manutenção com preço fechado de {expressPrice}. O técnico faz limpeza, lubrificação, regulagem do fim de curso e da embreagem, checagem elétrica da central e teste de controles e dispositivos de segurança. [O serviço tem garantia de {expressWarranty}.] Se durante a revisão aparecer uma peça gasta que precise de troca, ela é orçada separadamente e só é substituída com a sua autorização.`,
      },
      {
        question: "Posso fazer alguma manutenção por conta própria?",
        answer: `Alguns cuidados simples ajudam muito: mantenha o trilho livre de areia, pedras e folhas, limpe as lentes da fotocélula com pano seco e troque a bateria do controle quando o alcance diminuir. Observe ruídos novos e trancos. Por outro lado, evite abrir a central, mexer na embreagem ou aplicar graxa e óleo sem orientação, porque em algumas peças isso junta poeira e piora o atrito. Ajustes internos devem ficar com o técnico.`,
      },
      {
        question: "Quanto tempo dura um motor de portão PPA?",
        answer: `A durabilidade depende de três fatores: motor bem dimensionado para o portão, instalação correta e manutenção em dia. Nessas condições, um motor PPA trabalha por muitos anos. O que se desgasta primeiro são peças de reposição, como pinhão, roldanas, capacitor e, em casos de surto elétrico, a placa da central. Trocar essas peças custa bem menos do que um motor novo, por isso a revisão periódica compensa: ela identifica o desgaste antes da quebra.`,
      },
      {
        question: "Quanto custa trocar o motor do portão?",
        answer: `Depende do tipo e da potência do motor indicado e do que pode ser aproveitado da instalação atual, por isso o valor sai depois da avaliação no local. Antes de indicar a troca, o técnico verifica se um conserto resolve: quando o reparo fica perto do preço de um motor novo ou as peças já não compensam, a troca é o caminho mais econômico, e aproveitamos a cremalheira se ela estiver boa.`,
      },
      {
        question: "Vocês fazem manutenção em motor instalado por outra empresa?",
        answer: `Sim. Atendemos motores PPA instalados por outras empresas e também avaliamos equipamentos de outras marcas. Na primeira visita, o técnico faz um diagnóstico completo, porque instalações antigas às vezes têm problemas de origem, como motor subdimensionado, cremalheira desalinhada ou fiação exposta. Você recebe a explicação do que encontramos e o orçamento do que precisa ser corrigido, e decide o que fazer. A partir daí, o equipamento pode entrar na rotina de revisões.`,
      },
    ],
  },
  {
    id: "garantia",
    title: "Garantia",
    items: [
      {
        question: "Qual é a garantia do motor PPA?",
        answer: `O motor tem garantia de fábrica de {factoryWarranty} contra defeitos de fabricação. [Ela se estende para {extendedWarranty} quando a instalação é feita pela nossa equipe e a manutenção preventiva é mantida em dia (veja a política de garantia).] [Além disso, o serviço de instalação tem garantia de {serviceWarranty}: se algo ligado à montagem ou à regulagem não ficar certo nesse período, o técnico volta sem custo.] Guarde a nota fiscal e o comprovante do serviço para acionar a garantia com rapidez.`,
      },
      {
        question: "O que a garantia cobre e o que não cobre?",
        answer: `A garantia cobre defeitos de fabricação do motor e da central e falhas da instalação dentro do prazo do serviço. Ficam de fora danos causados por raio ou surto na rede elétrica, batida de veículo no portão, infiltração de água por falta de proteção, intervenção de terceiros e mau uso, como forçar o portão com o motor travado. Peças de desgaste natural e baterias de controle também não entram. Na dúvida, consulte a gente antes de mexer no equipamento.`,
      },
      {
        question: "Como funciona a garantia estendida?",
        answer: `A garantia estendida de {extendedWarranty} vale quando duas condições são cumpridas: a instalação feita pela nossa equipe e a manutenção preventiva em dia, também feita por nós (${vezes(business.maintenancePerYear.home)} por ano em residências e ${vezes(business.maintenancePerYear.condo)} por ano em condomínios). Se uma revisão deixar de ser feita no período previsto, a cobertura passa a ser apenas a de fábrica, pelo prazo que restar. Os detalhes estão na política de garantia.`,
      },
      {
        question: "Os consertos e as manutenções têm garantia?",
        answer: `Têm. Os serviços técnicos, como instalação, conserto e troca de peças, contam com garantia de {serviceWarranty}. [A Manutenção Express, que tem preço fechado, tem garantia própria de {expressWarranty}.] As peças novas colocadas no conserto seguem a garantia informada no orçamento. Se o mesmo problema voltar dentro do prazo, basta chamar: o técnico retorna para corrigir sem cobrar de novo pelo serviço.`,
      },
      {
        question: "O que faço se o motor apresentar defeito na garantia?",
        get answer() {
          return `Entre em contato pelo WhatsApp ou pelo telefone ${business.phoneDisplay}, conte o que está acontecendo e, se puder, mande um vídeo curto do portão tentando abrir. Tenha em mãos a nota fiscal ou o número do pedido. [Damos {responseTime}, e o técnico|O técnico] agenda a visita para diagnosticar no local. Não abra o motor nem chame outra pessoa para mexer, porque a intervenção de terceiros pode anular a garantia.`;
        },
      },
    ],
  },
  {
    id: "seguranca",
    title: "Segurança",
    items: [
      {
        question: "O que acontece com o portão quando falta energia?",
        answer: `Sem energia, o motor para e o portão fica travado na posição em que estava, o que mantém o imóvel fechado. Para abrir, use a chave de destravamento manual: ela solta o motor e o portão passa a correr com a mão. Quando a luz voltar, basta travar de novo para retomar o funcionamento automático. O técnico ensina esse procedimento na instalação. Quem não quer depender disso pode instalar um nobreak ou bateria de emergência.`,
      },
      {
        question: "Vale a pena instalar nobreak ou bateria no motor?",
        answer: `Vale para quem mora em rua com quedas de energia frequentes, chega tarde da noite ou não quer descer do carro para destravar o portão na chuva. O nobreak próprio para motor de portão mantém o funcionamento por alguns ciclos durante o apagão; a autonomia depende da bateria e do peso do portão. Algumas centrais aceitam bateria acoplada. As baterias perdem carga com o tempo, por isso são testadas em toda revisão.`,
      },
      {
        question: "Para que serve a fotocélula?",
        answer: `A fotocélula é um par de sensores infravermelhos instalados um de cada lado da passagem. Se o feixe for interrompido por um carro, uma pessoa ou um animal enquanto o portão fecha, a central interrompe o movimento e abre de novo. É essencial em condomínios, em casas com crianças ou animais de estimação e sempre que o fechamento automático estiver ligado. O custo é baixo perto do prejuízo de um portão fechando sobre o carro.`,
      },
      {
        question: "O portão automático pode prender ou esmagar alguém?",
        answer: `Os motores têm proteção contra esmagamento. No deslizante, a embreagem mecânica patina quando o portão encontra resistência; nas centrais eletrônicas, um sensor de esforço detecta o obstáculo e inverte o movimento. A embreagem precisa estar bem regulada: apertada demais perde a função de proteção, frouxa demais deixa o portão parar à toa. Com a fotocélula, a proteção age antes mesmo do contato. Ainda assim, oriente as crianças a não brincar perto do portão.`,
      },
      {
        question: "Perdi um controle remoto. O que devo fazer?",
        answer: `Aja rápido, porque quem encontrar o controle pode abrir o seu portão. O caminho mais seguro é apagar a memória da central e cadastrar de novo apenas os controles que continuam com você. O procedimento é simples e pode ser feito por um técnico em poucos minutos, junto com a entrega de um controle novo. Se os seus controles ainda forem de código fixo, aproveite para trocar por Rolling Code, que não pode ser clonado.`,
      },
      {
        question: "Quais cuidados tomar ao entrar e sair com o portão automático?",
        answer: `Abra o portão apenas quando estiver chegando, e não parado longe. Antes de seguir, espere o portão fechar por completo, porque muitas invasões acontecem aproveitando a folha ainda aberta. Um motor mais rápido reduz o tempo de exposição: há modelos que abrem em ${business.openingSeconds[0]} segundos. Mantenha a entrada bem iluminada, não deixe o controle à vista dentro do carro e prefira controles Rolling Code, que não podem ser copiados.`,
      },
    ],
  },
  {
    id: "problemas",
    title: "Problemas e soluções",
    items: [
      {
        question: "O portão não responde ao controle. O que verificar?",
        answer: `Comece pelo mais simples: teste outro controle. Se ele funcionar, troque a bateria do primeiro. Se nenhum funcionar, confira se há energia no imóvel e se o disjuntor do motor não desarmou. Depois de chuva forte ou queda de luz, a placa da central pode ter sofrido um surto. Se o motor zumbe sem se mover, o problema pode estar no capacitor ou em um portão emperrado. Nesses casos, chame o técnico[: damos {responseTime}].`,
      },
      {
        question: "O motor liga, mas o portão não se mexe. Por quê?",
        answer: `Quando você escuta o motor girando e o portão não sai do lugar, a força não está chegando ao portão. A causa mais comum é o destravamento manual esquecido aberto: confira se a trava está fechada. Outras possibilidades são a embreagem patinando, o pinhão gasto, a cremalheira solta ou, no basculante, o braço desconectado. Não force o portão com a mão nem insista no controle, porque isso aumenta o desgaste. Chame a manutenção.`,
      },
      {
        question: "O portão abre e fecha sozinho. Como resolver?",
        answer: `As causas mais comuns são um controle com botão preso no bolso ou no carro, o fechamento automático programado sem você saber, um controle de código fixo clonado ou com o mesmo código do vizinho e defeito na central após surto ou umidade. Faça um teste: retire as baterias de todos os controles e observe. Se o portão continuar se movendo, desligue o motor no disjuntor, use o destravamento manual e chame o técnico para revisar a central.`,
      },
      {
        question: "Por que o portão para no meio ou volta antes de fechar?",
        answer: `Em geral, é o sistema de segurança agindo. A fotocélula suja, desalinhada ou bloqueada por um vaso ou galho faz o portão reverter. Trilho com pedras, roldana travada ou portão pesando mais do que deveria obrigam o motor a fazer força demais, e a central interpreta isso como obstáculo. O fim de curso desregulado também faz o portão parar fora do ponto. Limpe o trilho e as lentes da fotocélula; se continuar, peça uma revisão.`,
      },
      {
        question: "O motor esquenta e para depois de vários ciclos. É normal?",
        answer: `Os motores têm um protetor térmico que desliga o equipamento quando ele esquenta demais, depois de muitos ciclos seguidos ou de esforço excessivo. Após alguns minutos de descanso, ele volta a funcionar. Se isso acontece com frequência, há um sinal de alerta: o motor pode estar subdimensionado para o uso, como um modelo residencial em um condomínio movimentado, ou o portão está emperrado. A solução é revisar a mecânica ou trocar por um motor mais adequado.`,
      },
      {
        question: "O portão basculante está pesado ou descendo torto. O que fazer?",
        answer: `O basculante depende do equilíbrio entre o peso da folha e os contrapesos ou molas, além de guias e roldanas em bom estado. Quando ele desce torto, balança ou exige muito esforço do motor, geralmente há cabo gasto, roldana da guia danificada ou contrapeso desregulado. Evite usar o portão até o ajuste, porque o desequilíbrio força o motor e pode entortar o braço. O técnico regula o conjunto e, se houver dano na estrutura, indica o reparo de serralheria.`,
      },
    ],
  },
  {
    id: "atendimento",
    title: "Atendimento",
    items: [
      {
        question: "Quais regiões vocês atendem?",
        answer: `Atendemos ${business.serviceArea}. Na capital, cobrimos todas as zonas, do Centro à Zona Leste, e na região metropolitana vamos a cidades como Guarulhos, Osasco, Barueri, Carapicuíba, Taboão da Serra e as cidades do ABC, entre elas Santo André, São Bernardo do Campo, São Caetano do Sul e Diadema. [A entrega e a instalação do kit são gratuitas em {freeArea}.] Se a sua cidade não estiver na lista, pergunte pelo WhatsApp.`,
      },
      {
        question: "Em quanto tempo vocês respondem a um chamado?",
        answer: `[Damos {responseTime} a partir do contato, dentro do horário de atendimento; a visita do técnico é combinada nessa conversa.|Respondemos dentro do horário de atendimento, e a visita do técnico é combinada nessa conversa.] [Para situações que não podem esperar, como portão travado aberto à noite ou carro preso na garagem, contamos com {emergency}.] Enquanto o técnico não chega, você pode usar a chave de destravamento manual para abrir ou fechar o portão com a mão, desde que ele esteja inteiro e corra normalmente.`,
      },
      {
        question: "Qual é o horário de atendimento?",
        get answer() {
          return `O atendimento comercial segue estes horários: ${lcFirst(business.hours.weekdays)}, e ${lcFirst(business.hours.saturday)}. [Para quebras e portões travados, há {emergency}.] Você pode falar com a gente pelo WhatsApp ou pelo telefone ${business.phoneDisplay}. Mensagens enviadas fora do horário comercial são respondidas logo no início do expediente seguinte[, exceto os chamados de emergência{?emergency}, que são atendidos na hora].`;
        },
      },
      {
        question: "Vocês atendem condomínios?",
        answer: `Sim, e com atenção especial, porque o portão de condomínio abre dezenas de vezes por dia. Indicamos motores para uso intenso, fotocélula e nobreak, cuidamos do cadastro de controles e tags dos moradores e mantemos revisões ${vezes(business.maintenancePerYear.condo)} por ano. O síndico recebe orçamento formal, que pode ser apresentado em assembleia, e um contato direto para chamados. Para portões de garagem e de pedestres, o técnico avalia o conjunto todo antes de indicar o equipamento.`,
      },
      {
        question: "Vocês instalam motores em portões comerciais e pesados?",
        answer: `Instalamos. Lojas, galpões, estacionamentos e indústrias costumam ter portões grandes, pesados e com muitos ciclos por dia, que pedem motores de linha industrial e cremalheira de aço. Nesses casos, o técnico faz uma visita para medir o portão, estimar o peso e entender a rotina de uso antes de indicar o modelo. A troca do motor e as instalações novas são orçadas depois dessa visita.`,
      },
    ],
  },
];
