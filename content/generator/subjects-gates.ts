// What the generator says about the gate as a whole and about each kind of gate: what it is,
// the signs of a fault, what installing, repairing, servicing and adjusting it involve, what
// changes the price, and how the places the site serves change the job. No business claim
// (price, warranty, deadline): those are rendered around the page from the seller's data.
import type { Subject } from "./types";

export const PORTAO: Subject = {
  id: "portao",
  noun: "portão automático",
  gender: "m",
  summary: "o motor, a central, os controles e a parte mecânica do portão",
  what: [
    "O portão automático é o conjunto de portão, motor, central eletrônica, controles e sensores que abre e fecha a passagem sem esforço de quem chega.",
    "Quem faz o portão se mover é o motor; quem decide quando ele para, inverte ou fecha sozinho é a central, que recebe os sinais dos controles, do fim de curso e da fotocélula.",
    "Um portão automático só funciona bem quando a parte mecânica colabora: folha alinhada, roldanas ou dobradiças livres e estrutura firme.",
    "Deslizante, basculante ou pivotante, cada tipo de portão pede um motor e uma forma de fixação diferentes.",
  ],
  parts: [
    "Motor com redutor e embreagem",
    "Central eletrônica de comando",
    "Receptor e controles remotos",
    "Sensores de fim de curso",
    "Fotocélula de segurança",
    "Destravamento manual para falta de energia",
    "Cremalheira, braço ou trilho, conforme o portão",
  ],
  groups: {
    repair: {
      sentences: [
        "O conserto começa pelo sintoma: portão que não obedece ao controle, que para no meio, que volta sozinho ou que faz força sem sair do lugar.",
        "Boa parte dos defeitos tem causa mecânica, como roldana travada ou trilho sujo, e não exige troca de motor.",
        "Quando o problema é elétrico, o técnico mede a alimentação, testa o capacitor e a central antes de apontar qualquer peça.",
        "Depois do reparo, o portão é testado em ciclos completos, com atenção à reversão de segurança.",
        "Se a peça defeituosa não está no veículo, o portão fica em condição segura de uso manual até o retorno combinado.",
      ],
      bullets: [
        "Portão que não responde a nenhum comando",
        "Parada no meio do curso",
        "Portão que abre e volta sozinho",
        "Motor zumbindo sem movimentar a folha",
        "Trancos e barulho de metal",
        "Controle que só funciona bem perto",
        "Fechamento que bate forte no batente",
        "Disjuntor que desarma ao acionar o motor",
      ],
      faqs: [
        {
          q: "O portão parou de vez. Posso abrir na mão?",
          a: "Pode, pelo destravamento manual do motor, com a energia desligada. Destravado, o portão corre solto; trave de novo antes de voltar a usar o controle.",
        },
        {
          q: "Conserto ou troca: como saber?",
          a: "O diagnóstico mostra o estado do motor e da central. Quando o defeito é pontual, o conserto resolve; quando o desgaste é geral, o técnico apresenta as duas alternativas antes de qualquer decisão.",
        },
      ],
    },
    install: {
      sentences: [
        "A instalação começa pela avaliação do portão: peso da folha, espaço disponível, ponto de energia e estado das roldanas ou dobradiças.",
        "Com essas medidas, o técnico indica o tipo de motor e a potência, e só então o kit é fixado.",
        "A fiação é passada protegida até a central, que fica em caixa vedada, longe da água da chuva.",
        "No fim, o fim de curso é regulado, os controles são cadastrados e o portão é testado com quem vai usá-lo.",
        "Portões que arrastam ou empenaram precisam de um acerto de serralheria antes: motor nenhum compensa uma folha emperrada.",
      ],
      bullets: [
        "Avaliação do portão e do espaço",
        "Escolha do tipo de motor e da potência",
        "Fixação do motor e da cremalheira ou do braço",
        "Instalação da central em caixa protegida",
        "Regulagem do fim de curso",
        "Cadastro dos controles remotos",
        "Teste da reversão de segurança",
        "Orientação sobre o destravamento manual",
      ],
      faqs: [
        {
          q: "Meu portão manual pode virar automático?",
          a: "Na maioria dos casos, sim, desde que a estrutura esteja firme e a folha corra ou abra com pouco esforço na mão. Se não estiver, o técnico aponta o ajuste necessário antes.",
        },
      ],
    },
    care: {
      sentences: [
        "A manutenção preventiva encontra o desgaste antes que ele pare o portão: engrenagens, roldanas, capacitor e contatos elétricos.",
        "Na revisão, o técnico limpa o trilho, lubrifica o que deve ser lubrificado e reaperta fixações que afrouxam com a vibração.",
        "Os itens de segurança, como fotocélula e reversão, são testados em toda visita.",
        "Portão revisado abre mais suave, faz menos barulho e poupa o motor de esforço desnecessário.",
      ],
      bullets: [
        "Limpeza do trilho ou das guias",
        "Lubrificação de roldanas e dobradiças",
        "Reaperto de suportes e parafusos",
        "Teste do capacitor e da central",
        "Conferência do fim de curso",
        "Teste da fotocélula e da reversão",
        "Checagem do destravamento manual",
        "Observações sobre o que acompanhar",
      ],
      faqs: [
        {
          q: "Preciso revisar o portão mesmo funcionando?",
          a: "Sim. A revisão existe justamente para achar o desgaste antes que ele vire defeito, e custa menos do que consertar depois de uma quebra.",
        },
      ],
    },
    adjust: {
      sentences: [
        "O ajuste corrige o portão que bate no fim do curso, para antes da hora, fecha torto ou faz força demais para correr.",
        "Força, velocidade, desaceleração e tempo de fechamento são regulados na central e no próprio motor.",
        "A força certa move a folha com folga e ainda deixa o portão parar diante de um obstáculo.",
        "Com o tempo, o portão assenta e as regulagens saem do lugar, mesmo em instalações bem feitas.",
      ],
      bullets: [
        "Regulagem da força e da embreagem",
        "Ajuste da velocidade e da desaceleração",
        "Reposicionamento do fim de curso",
        "Alinhamento da folha e das guias",
        "Tempo de fechamento automático",
        "Teste da reversão de segurança",
      ],
      faqs: [
        {
          q: "Por que o portão bate forte ao fechar?",
          a: "Em geral, o fim de curso ou a desaceleração saíram do ponto. Um ajuste devolve a parada suave e poupa a estrutura e o motor.",
        },
      ],
    },
    visit: {
      sentences: [
        "Na visita, o técnico ouve a sua descrição: quando o problema começou, em que situação aparece e se houve chuva forte ou queda de energia.",
        "Depois testa o portão em funcionamento, mede a alimentação e confere mecânica, central e sensores.",
        "Você recebe a explicação do que foi encontrado e o orçamento antes de qualquer serviço.",
        "Ajustes simples costumam ser resolvidos na mesma visita; peças específicas são encomendadas e o retorno é combinado.",
      ],
      bullets: [
        "Conversa sobre o histórico do portão",
        "Teste de abertura e fechamento",
        "Medição da alimentação elétrica",
        "Inspeção da mecânica da folha",
        "Teste da central e dos sensores",
        "Orçamento explicado antes do serviço",
      ],
      faqs: [
        {
          q: "O que devo informar ao pedir a visita?",
          a: "O tipo de portão, o que ele está fazendo e desde quando. Um vídeo curto do portão tentando abrir ajuda o técnico a chegar com as peças certas.",
        },
      ],
    },
  },
  price: [
    "Tipo de portão: deslizante, basculante ou pivotante",
    "Peso e tamanho da folha",
    "Frequência de uso (casa, comércio ou condomínio)",
    "Estado das roldanas, dobradiças e da estrutura",
    "Distância até o ponto de energia",
    "Acessórios pedidos, como fotocélula e controles extras",
    "Peças que precisam ser trocadas",
  ],
  priceNote: [
    "O valor de um serviço no portão automático depende do que o diagnóstico encontra: do tipo de portão, do motor e do estado da parte mecânica.",
  ],
  place: {
    condo: ["o portão abre dezenas de vezes por dia, e a revisão precisa entrar no calendário do síndico."],
    commerce: [
      "os portões são largos e pesados, pedem motor de uso intenso e serviço em horário combinado com o expediente.",
    ],
    slope: ["o nivelamento da folha e a força do motor merecem atenção redobrada."],
    moisture: ["a água chega à central e aos contatos, e a caixa vedada faz diferença."],
    traffic: ["um portão rápido e confiável reduz o tempo com o carro parado na calçada."],
    houses: ["o espaço lateral ao lado da garagem define o tipo de motor possível."],
    rural: ["os portões ficam longe da casa, e o alcance do controle pesa na escolha."],
  },
  faqs: [
    {
      q: "O portão funciona se faltar energia?",
      a: "Sem energia o motor não aciona, mas o destravamento manual permite abrir e fechar com a mão. O técnico mostra como usar.",
    },
  ],
};

export const DESLIZANTE: Subject = {
  id: "deslizante",
  noun: "portão deslizante",
  gender: "m",
  summary: "o trilho, as roldanas, a cremalheira e o motor",
  what: [
    "O portão deslizante corre paralelo ao muro sobre um trilho no chão, apoiado em roldanas.",
    "O motor fica fixado ao lado da passagem, e o pinhão dele engata na cremalheira presa ao longo da folha.",
    "É o tipo mais comum em garagens com espaço lateral livre, porque não ocupa área na frente nem atrás do portão.",
    "Como a folha desliza, o estado do trilho e das roldanas decide quanto esforço o motor faz.",
  ],
  parts: [
    "Trilho no chão e roldanas",
    "Guia superior que mantém a folha em pé",
    "Cremalheira de nylon ou de aço",
    "Motor com pinhão e embreagem",
    "Sensores de fim de curso",
    "Batentes de abertura e fechamento",
  ],
  groups: {
    repair: {
      sentences: [
        "No deslizante, muito defeito começa no chão: areia, pedras ou uma roldana travada fazem o motor trabalhar no limite.",
        "Trancos durante o curso costumam indicar cremalheira desalinhada ou com dentes gastos.",
        "Quando a folha sai da guia superior, o portão balança e pode descarrilar; isso precisa de reparo antes de voltar ao uso.",
        "Se o motor gira e a folha não anda, a suspeita cai sobre o pinhão, a embreagem ou o destravamento esquecido aberto.",
        "O técnico corrige a mecânica primeiro e só depois mexe nas regulagens do motor.",
      ],
      bullets: [
        "Roldana gasta ou travada",
        "Trilho torto ou com sujeira",
        "Cremalheira solta ou desalinhada",
        "Pinhão com dentes gastos",
        "Folha raspando na guia superior",
        "Portão correndo sozinho em rampa",
        "Ruído de metal durante o curso",
        "Parada antes do batente",
      ],
      faqs: [
        {
          q: "Meu deslizante dá trancos. É o motor?",
          a: "Raramente. Trancos vêm quase sempre da cremalheira desalinhada, de dentes gastos ou de roldanas ruins. Corrigir isso devolve o movimento contínuo.",
        },
      ],
    },
    install: {
      sentences: [
        "Antes de fixar o motor, o técnico confere se a folha corre leve na mão de ponta a ponta do trilho.",
        "A base do motor fica nivelada ao lado da passagem, na altura certa para o pinhão encontrar a cremalheira.",
        "A cremalheira é montada em barras ao longo da folha, com emendas alinhadas e uma pequena folga para o pinhão.",
        "Batentes nas duas pontas impedem que a folha passe do curso se algo falhar.",
        "Com tudo fixado, o fim de curso é regulado e o portão é testado aberto, fechado e diante de obstáculo.",
      ],
      bullets: [
        "Conferência do trilho e das roldanas",
        "Base nivelada para o motor",
        "Montagem da cremalheira ao longo da folha",
        "Ajuste da folga entre pinhão e cremalheira",
        "Instalação dos batentes",
        "Fixação dos ímãs ou chaves de fim de curso",
        "Passagem protegida da fiação",
        "Teste completo com os controles",
      ],
      faqs: [
        {
          q: "Preciso de espaço lateral para o deslizante?",
          a: "Sim: a folha precisa de um trecho de muro livre, pelo menos do tamanho da passagem, para recolher. Sem esse espaço, o basculante ou o pivotante entram no lugar.",
        },
      ],
    },
    care: {
      sentences: [
        "No deslizante, a manutenção começa pelo trilho: limpo, reto e sem obstáculos.",
        "As roldanas são giradas uma a uma; rolamento áspero ou com folga é sinal de troca próxima.",
        "A cremalheira recebe reaperto e conferência do alinhamento em toda a extensão da folha.",
        "Graxa em excesso na cremalheira junta areia e vira lixa; a lubrificação certa é pouca e no lugar certo.",
      ],
      bullets: [
        "Limpeza do trilho e da canaleta",
        "Teste das roldanas, uma a uma",
        "Reaperto da cremalheira",
        "Conferência da guia superior",
        "Verificação do desgaste do pinhão",
        "Teste da embreagem e da reversão",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "O ajuste do deslizante começa pela folga entre pinhão e cremalheira: apertada demais força o motor, frouxa demais faz o pinhão pular dentes.",
        "Depois vêm a embreagem e a força, reguladas para mover a folha e ainda parar diante de um obstáculo.",
        "Os ímãs ou chaves de fim de curso são reposicionados para a folha parar antes dos batentes.",
        "Em terreno inclinado, o ajuste impede que a folha corra sozinha quando o motor desliga.",
      ],
      bullets: [
        "Folga entre pinhão e cremalheira",
        "Força e embreagem",
        "Pontos de parada do fim de curso",
        "Rampa de desaceleração",
        "Nivelamento do trilho",
        "Teste da reversão",
      ],
      faqs: [],
    },
  },
  price: [
    "Comprimento e peso da folha",
    "Estado do trilho e das roldanas",
    "Cremalheira de nylon ou de aço",
    "Necessidade de base nova para o motor",
    "Uso residencial ou intenso",
    "Acessórios como fotocélula e botoeira",
  ],
  priceNote: [
    "No deslizante, o orçamento depende muito do trilho e das roldanas: portão que corre leve pede menos trabalho.",
  ],
  place: {
    slope: [
      "o trilho precisa ficar nivelado mesmo que a calçada não seja, senão a folha tende a correr para o lado mais baixo.",
    ],
    commerce: ["os portões de correr são largos e pedem cremalheira de aço e motor para uso intenso."],
    moisture: ["a água empoçada na canaleta do trilho enferruja as roldanas; drenagem e limpeza evitam o travamento."],
    traffic: ["a poeira da rua se acumula no trilho e exige limpeza mais frequente."],
    houses: ["onde há recuo lateral, o deslizante é a escolha que não rouba espaço da garagem."],
    condo: [
      "o deslizante da entrada trabalha o dia inteiro, e roldanas e cremalheira são revisadas com mais frequência.",
    ],
  },
  faqs: [
    {
      q: "Cremalheira de nylon ou de aço?",
      a: "A de nylon é leve e silenciosa, boa para portões residenciais; a de aço aguenta folhas pesadas e uso intenso. O técnico indica pela folha e pelo uso.",
    },
    {
      q: "Quanto espaço o deslizante precisa ao lado?",
      a: "Um trecho de muro livre pelo menos do tamanho da passagem, para a folha recolher inteira, e espaço para a base do motor ao lado do vão.",
    },
    {
      q: "Roldana gasta pode travar o portão?",
      a: "Pode. Roldana com o rolamento ruim faz a folha arrastar, força o motor e, no limite, trava o portão no meio do curso.",
    },
    {
      q: "O deslizante pode correr sozinho?",
      a: "Em trilho inclinado, sim, quando o motor está destravado. Por isso o nivelamento do trilho e o destravamento bem usado importam.",
    },
  ],
};

export const BASCULANTE: Subject = {
  id: "basculante",
  noun: "portão basculante",
  gender: "m",
  summary: "o equilíbrio da folha, os cabos, as guias e o braço do motor",
  what: [
    "O portão basculante sobe em movimento de báscula e fica suspenso na horizontal, recolhido sob o teto da garagem.",
    "Contrapesos ou molas equilibram o peso da folha, e o motor, preso à estrutura, move o portão por um braço.",
    "É comum em garagens de frente estreita, onde não há muro lateral para um portão de correr.",
    "Um basculante bem balanceado sobe quase sozinho com a mão; é esse equilíbrio que poupa o motor.",
  ],
  parts: [
    "Folha com braços laterais",
    "Contrapesos ou molas de equilíbrio",
    "Guias e roldanas laterais",
    "Cabos de aço, nos modelos com contrapeso",
    "Motor com braço de acionamento",
    "Trava e destravamento manual",
  ],
  groups: {
    repair: {
      sentences: [
        "No basculante, o motor quase sempre sofre por causa do equilíbrio: contrapeso desregulado ou cabo gasto deixam a folha pesada.",
        "Portão que desce torto ou balança na subida pede revisão das guias, das roldanas laterais e dos cabos.",
        "Estalos no braço ou no suporte indicam fixação frouxa, que se agrava a cada ciclo.",
        "O técnico confere o balanço da folha na mão antes de condenar o motor.",
        "Até o reparo, evite usar o portão com a folha desequilibrada: o esforço entorta o braço.",
      ],
      bullets: [
        "Folha pesada para subir",
        "Portão descendo torto",
        "Cabo de aço desfiado",
        "Roldana lateral danificada",
        "Braço do motor com folga",
        "Estalos no suporte",
        "Parada antes de abrir por inteiro",
        "Batida forte ao fechar",
      ],
      faqs: [
        {
          q: "O basculante está pesado. Troco o motor?",
          a: "Antes, confira o equilíbrio da folha: contrapeso ou molas desregulados deixam qualquer motor sem força. O ajuste costuma resolver sem troca.",
        },
      ],
    },
    install: {
      sentences: [
        "A instalação no basculante começa pelo balanço: a folha precisa subir e descer na mão sem despencar nem subir sozinha.",
        "O motor é preso à estrutura superior, e o braço é ligado à folha no ponto que dá o curso completo.",
        "Guias, roldanas e cabos são conferidos antes, porque o motor não corrige desequilíbrio mecânico.",
        "O fim de curso é regulado para a folha parar na horizontal, sem bater no teto da garagem.",
        "No teste final, o portão deve parar e inverter ao encontrar um obstáculo na descida.",
      ],
      bullets: [
        "Teste do equilíbrio da folha",
        "Revisão de guias, roldanas e cabos",
        "Fixação do motor na estrutura",
        "Montagem do braço de acionamento",
        "Regulagem dos pontos de parada",
        "Cadastro dos controles",
        "Teste de reversão na descida",
        "Orientação sobre o destravamento",
      ],
      faqs: [
        {
          q: "Todo basculante aceita motor?",
          a: "Quase todos, desde que a estrutura esteja firme e a folha equilibrada. Se o contrapeso ou as molas precisarem de ajuste, isso vem antes do motor.",
        },
      ],
    },
    care: {
      sentences: [
        "A revisão do basculante confere o equilíbrio da folha, porque é ele que define o esforço do motor.",
        "Guias e roldanas laterais recebem limpeza e lubrificação, e os cabos são inspecionados fio a fio.",
        "O braço do motor e os parafusos da estrutura são reapertados, já que a vibração os afrouxa.",
        "Um basculante revisado sobe macio e desce sem trancos.",
      ],
      bullets: [
        "Teste do equilíbrio da folha",
        "Inspeção dos cabos de aço",
        "Lubrificação das guias",
        "Reaperto do braço e do suporte",
        "Verificação das roldanas laterais",
        "Teste da reversão na descida",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "O ajuste do basculante começa pelos contrapesos ou pelas molas, até a folha ficar parada em qualquer altura.",
        "Depois, o ponto de fixação do braço é conferido para o curso ficar completo.",
        "O fim de curso define a parada no alto e embaixo, sem batidas.",
        "A força do motor é regulada por último, já com a folha equilibrada.",
      ],
      bullets: [
        "Regulagem dos contrapesos ou molas",
        "Posição do braço",
        "Parada no alto e embaixo",
        "Força e reversão",
        "Alinhamento das guias",
      ],
      faqs: [],
    },
  },
  price: [
    "Peso e altura da folha",
    "Estado dos cabos, guias e roldanas",
    "Necessidade de reequilibrar contrapesos ou molas",
    "Firmeza da estrutura para fixar o motor",
    "Uso diário da garagem",
    "Acessórios de segurança pedidos",
  ],
  priceNote: [
    "No basculante, o equilíbrio da folha pesa no orçamento: reequilibrar contrapesos ou trocar cabos entra no valor quando necessário.",
  ],
  place: {
    houses: ["de lote estreito, o basculante aproveita a frente inteira da garagem sem precisar de muro lateral."],
    slope: ["a altura livre sob a folha suspensa precisa ser conferida antes da instalação."],
    moisture: ["cabos e roldanas oxidam mais cedo e entram no topo da lista da revisão."],
    commerce: ["com vaga na frente, o basculante libera a calçada depressa."],
    condo: ["de garagem com frente estreita, o basculante reforçado aguenta o vaivém dos moradores."],
  },
  faqs: [
    {
      q: "O basculante abre para fora?",
      a: "Parte da folha avança para fora durante o movimento. Por isso o técnico confere o espaço na calçada antes de indicar o motor.",
    },
    {
      q: "Por que o basculante desce torto?",
      a: "Quase sempre por guia ou roldana lateral danificada, ou por cabo gasto de um lado. O técnico confere os dois lados antes de mexer no motor.",
    },
    {
      q: "Cabo de aço desfiado é perigoso?",
      a: "É. Um cabo que rompe solta a folha de um lado. Ao notar fios soltos, pare de usar o portão e chame o técnico.",
    },
    {
      q: "O basculante precisa de molas ou contrapeso?",
      a: "Depende do modelo da folha. O que importa é o equilíbrio: a folha deve ficar parada em qualquer altura quando está destravada.",
    },
  ],
};

export const PIVOTANTE: Subject = {
  id: "pivotante",
  noun: "portão pivotante",
  gender: "m",
  summary: "as dobradiças, os braços e o atraso entre as folhas",
  what: [
    "O portão pivotante abre girando sobre dobradiças, como uma porta, com uma ou duas folhas.",
    "Cada folha recebe um braço motorizado preso à coluna, e a central comanda as duas com um pequeno atraso entre elas.",
    "Precisa de área livre na direção em que as folhas abrem, sem degraus, canteiros ou carros no caminho.",
    "É comum em casas com portões de ferro trabalhado ou de madeira, que o dono quer preservar.",
  ],
  parts: [
    "Folhas com dobradiças",
    "Braços articulados ou motores lineares",
    "Colunas de fixação",
    "Batente central e batentes de abertura",
    "Central com atraso entre as folhas",
    "Fechadura eletromagnética, quando indicada",
  ],
  groups: {
    repair: {
      sentences: [
        "No pivotante, dobradiça com folga muda o ângulo da folha e faz o motor forçar no fim do curso.",
        "Quando as folhas se chocam ao fechar, o atraso entre elas na central saiu do ponto ou um braço perdeu a referência.",
        "Braço torto ou com fixação solta na coluna aparece como estalo e parada fora do lugar.",
        "Vento forte em folhas grandes e fechadas também força os braços, e isso entra no diagnóstico.",
        "O técnico confere dobradiças, colunas e batentes antes de mexer no motor.",
      ],
      bullets: [
        "Folhas que se chocam ao fechar",
        "Uma folha abrindo antes da outra fora de hora",
        "Dobradiça com folga",
        "Braço solto na coluna",
        "Parada antes do batente",
        "Estalos no braço articulado",
        "Folha empenada pela umidade",
        "Portão que não trava fechado",
      ],
      faqs: [
        {
          q: "As folhas batem uma na outra. O que é?",
          a: "Em geral, o atraso entre as folhas na central ou o ponto de parada de um dos braços. O ajuste devolve a ordem certa de fechamento.",
        },
      ],
    },
    install: {
      sentences: [
        "A instalação do pivotante começa pelas dobradiças: as folhas precisam girar leves e sem raspar no chão.",
        "Os braços são fixados nas colunas e em cada folha em pontos medidos para o ângulo de abertura desejado.",
        "A central é programada com o atraso entre as folhas, para que a folha com batente feche por último.",
        "Batentes de abertura evitam que a folha passe do ângulo e force o braço.",
        "O teste final inclui a reversão de cada folha diante de obstáculo.",
      ],
      bullets: [
        "Conferência das dobradiças",
        "Medição do ângulo de abertura",
        "Fixação dos braços nas colunas",
        "Programação do atraso entre folhas",
        "Instalação dos batentes",
        "Fechadura eletromagnética, se indicada",
        "Teste de reversão de cada folha",
        "Orientação sobre o destravamento de cada braço",
      ],
      faqs: [
        {
          q: "Dá para automatizar portão de ferro antigo?",
          a: "Dá, se as colunas e dobradiças estiverem firmes. O pivotante preserva o desenho do portão: os braços ficam presos à coluna e às folhas.",
        },
      ],
    },
    care: {
      sentences: [
        "A revisão do pivotante começa pelas dobradiças, que recebem lubrificação e conferência de folga.",
        "Os braços são reapertados nas colunas e nas folhas, e as articulações são limpas.",
        "O atraso entre as folhas e os pontos de parada são testados em ciclos completos.",
        "Folhas de madeira são observadas quanto a empeno, que muda o fechamento com as estações.",
      ],
      bullets: [
        "Lubrificação das dobradiças",
        "Reaperto dos braços",
        "Teste do atraso entre folhas",
        "Conferência dos batentes",
        "Observação de empeno nas folhas",
        "Teste da reversão",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "O ajuste do pivotante acerta o atraso entre as folhas, para que não se choquem.",
        "Os pontos de parada de cada braço são regulados para as folhas encostarem no batente sem pancada.",
        "Dobradiças com folga são corrigidas antes, senão a regulagem não se sustenta.",
        "Por fim, a força de cada braço é conferida com um obstáculo macio no caminho.",
      ],
      bullets: [
        "Atraso entre as folhas",
        "Parada de cada braço",
        "Folga das dobradiças",
        "Força e reversão por folha",
        "Posição dos batentes",
      ],
      faqs: [],
    },
  },
  price: [
    "Uma ou duas folhas",
    "Peso e largura de cada folha",
    "Firmeza das colunas e dobradiças",
    "Ângulo de abertura desejado",
    "Fechadura eletromagnética",
    "Acessórios de segurança",
  ],
  priceNote: ["No pivotante, o número de folhas e o estado das dobradiças e colunas definem boa parte do orçamento."],
  place: {
    houses: ["com portão antigo de ferro e duas folhas, o pivotante automatiza sem mudar a fachada."],
    rural: ["as folhas largas pedem braços para folhas pesadas e atenção ao vento."],
    slope: [
      "quando o terreno sobe para dentro do lote, a rampa pode impedir a abertura completa das folhas, e isso é medido antes.",
    ],
    moisture: ["as folhas de madeira empenam e mudam o fechamento, o que pede revisão das dobradiças."],
  },
  faqs: [
    {
      q: "O pivotante precisa de fechadura?",
      a: "Em folhas grandes ou sujeitas a vento, a fechadura eletromagnética mantém o portão firme fechado. O técnico avalia caso a caso.",
    },
    {
      q: "Dá para automatizar só uma folha?",
      a: "Dá. Portões de uma folha recebem um braço; nos de duas, cada folha tem o seu, comandados pela mesma central.",
    },
    {
      q: "A folha precisa de espaço para abrir?",
      a: "Precisa: a área do arco de abertura deve ficar livre de degraus, canteiros e carros estacionados.",
    },
    {
      q: "Vento atrapalha o pivotante?",
      a: "Em folhas grandes e fechadas, sim: o vento força os braços. Fechadura eletromagnética e regulagem de força ajudam.",
    },
  ],
};
