import type { Section } from "./types";
// The seller's offers and warranties are tokens (content/claims.ts), filled in when the page
// renders; product facts (powers, opening times) come from `business`.
import { business } from "./business";
import { KIT_NAMES } from "./claims";
import { joinPt, lcFirst, plural } from "./text";

const [powerLight, powerMedium, powerHeavy] = business.motorPowers;
const { maintenancePerYear } = business;
const homeRevisions = plural(maintenancePerYear.home, "revisão preventiva", "revisões preventivas");
const condoRevisions = plural(maintenancePerYear.condo, "revisão preventiva", "revisões preventivas");

export const guide: {
  title: string;
  description: string;
  heading: string;
  intro: string[];
  sections: Section[];
  updated: string;
} = {
  get title() {
    return `Guia completo do motor de portão automático | ${business.name}`;
  },
  description:
    "Tipos de motor para portão, potência, kit completo, instalação, manutenção, preços, segurança e garantia: guia prático para São Paulo e Grande São Paulo.",
  heading: "Guia completo do motor de portão automático: escolha, instalação e manutenção",
  updated: "2026-11-21",
  get intro() {
    return [
      `Automatizar um portão parece simples até a hora de decidir: deslizante ou basculante, ${powerLight} ou ${powerHeavy}, motor rápido ou convencional, com ou sem nobreak. Este guia reúne o que a equipe da ${business.name} aprendeu instalando e consertando motores[ desde {foundedYear}] em casas, comércios e condomínios de ${business.serviceArea}. A ideia é que você chegue à conversa com o técnico sabendo o que perguntar e o que esperar do serviço.`,
      "O texto segue a ordem natural de uma decisão: primeiro entender o tipo de portão e de motor, depois dimensionar potência e velocidade, conhecer o que vem no kit, acompanhar a instalação, planejar a manutenção e saber quanto custa. Na sequência vêm orientações de segurança, garantia, falta de energia, sinais de alerta e as particularidades da capital e da região metropolitana.",
      "[Os valores citados são referências da nossa tabela atual.{?priceFrom}|Os valores de cada caso são informados no orçamento.] Eles são confirmados no atendimento, depois que conhecemos o tipo, o tamanho e o estado do portão.",
    ];
  },
  sections: [
    {
      id: "tipos-de-portao-e-motor",
      heading: "Tipos de portão e de motor automático",
      blocks: [
        {
          type: "p",
          text: "O motor é escolhido a partir do portão, e não o contrário. Cada forma de abertura pede um mecanismo diferente, com exigências próprias de espaço, fixação e estrutura. Antes de falar em potência, vale identificar em qual destes grupos o seu portão se encaixa.",
        },
        { type: "h3", text: "Portão deslizante", id: "portao-deslizante" },
        {
          type: "p",
          text: "É o mais comum nas garagens de casas e sobrados. A folha corre sobre um trilho no chão, apoiada em roldanas, e desliza paralela ao muro. O motor fica preso a uma base ao lado do vão e movimenta o portão por meio de uma engrenagem, o pinhão, que se encaixa numa cremalheira fixada na parte de baixo da folha. A grande vantagem é não ocupar espaço na frente nem atrás do portão, o que resolve garagens curtas e calçadas estreitas. A condição é ter muro livre ao lado, pelo menos do tamanho da abertura, para a folha recolher.",
        },
        { type: "h3", text: "Portão basculante", id: "portao-basculante" },
        {
          type: "p",
          text: "A folha sobe e gira para dentro, ficando suspensa quase na horizontal sob o teto da garagem. O motor basculante é instalado por dentro, na parte alta da folha ou junto a ela, e transmite o movimento por braços ou por um tubo de transmissão ligado às laterais. É muito usado em garagens de frente estreita, em que não há muro lateral para um deslizante. Exige altura livre do lado de dentro e uma folha bem equilibrada: um basculante pesado, com contrapeso ou molas desregulados, força qualquer motor e desgasta os braços antes do tempo.",
        },
        { type: "h3", text: "Portão pivotante ou de abrir", id: "portao-pivotante" },
        {
          type: "p",
          text: "É o portão de giro, com uma ou duas folhas presas em dobradiças, que abrem como uma porta. Cada folha recebe um atuador fixado entre a coluna e a própria folha. Quando o portão tem duas folhas, usa-se um kit duplo, com dois atuadores comandados pela mesma central, que abre uma folha um pouco antes da outra para que elas não se choquem no fechamento. O pivotante precisa de área livre no raio de giro das folhas, sem degraus, vasos, canteiros ou rampa subindo no caminho.",
        },
        { type: "h3", text: "Articulado: braço articulado e portão sanfonado", id: "portao-articulado" },
        {
          type: "p",
          text: "A palavra articulado aparece em dois sentidos. No primeiro, descreve o motor de braço articulado, usado em portões pivotantes: o braço tem duas partes unidas por uma articulação, como um cotovelo, e funciona bem quando a coluna é larga ou o ponto de fixação fica longe da dobradiça. No segundo, descreve o portão sanfonado, cujas folhas se dobram umas sobre as outras ao abrir e ocupam menos espaço do que um pivotante comum. Nos dois casos, dobradiças firmes são essenciais, porque qualquer folga se multiplica ao longo do braço ou das folhas. Às vezes vale recuperar a estrutura antes de pensar no motor.",
        },
        { type: "h3", text: "Condomínios, comércios e portões industriais", id: "portao-condominio-industrial" },
        {
          type: "p",
          text: "Portões de condomínio, estacionamento e galpão abrem e fecham muitas vezes por dia, costumam ser maiores e mais pesados e não podem ficar parados. Para eles existem motores de uso intenso, com redutor reforçado e ciclo de trabalho mais alto, além de centrais com mais recursos de segurança e integração com portaria, interfone e controle de acesso. Nesse segmento o dimensionamento é feito caso a caso, depois de medir o portão e conhecer o fluxo de veículos e pedestres.",
        },
        {
          type: "table",
          caption: "Comparativo rápido dos tipos de portão",
          head: ["Tipo", "Como abre", "Espaço necessário", "Indicado para"],
          rows: [
            [
              "Deslizante",
              "Corre sobre trilho, paralelo ao muro",
              "Muro livre ao lado do vão",
              "Casas, sobrados, comércios e condomínios",
            ],
            [
              "Basculante",
              "Sobe e gira para dentro",
              "Altura livre dentro da garagem",
              "Garagens de frente estreita sem muro lateral",
            ],
            [
              "Pivotante",
              "Gira em dobradiças, com uma ou duas folhas",
              "Área livre no raio de giro",
              "Casas com recuo e entradas com jardim",
            ],
            [
              "Articulado ou sanfonado",
              "Folhas que se dobram ao abrir",
              "Pouco recuo, vão largo",
              "Vãos largos com espaço interno limitado",
            ],
            [
              "Condomínio e industrial",
              "Em geral deslizante de grande porte",
              "Muro lateral e base reforçada",
              "Alto fluxo de veículos e portões pesados",
            ],
          ],
        },
        {
          type: "tip",
          text: "Fotografe o portão aberto e fechado, por dentro e por fora, e mande as fotos pelo WhatsApp. Só com isso o técnico já consegue indicar o tipo de motor e apontar ajustes que talvez sejam necessários antes da instalação.",
        },
      ],
    },
    {
      id: "como-escolher-potencia-e-velocidade",
      heading: "Como escolher a potência e a velocidade do motor",
      blocks: [
        {
          type: "p",
          text: `Os motores que instalamos trabalham nas potências de ${joinPt(business.motorPowers)}. Para portões residenciais, a faixa típica vai de ${business.residentialPower}; portões de condomínio, comércio e indústria podem pedir modelos de uso intenso. Três fatores definem a escolha: o peso do portão, a quantidade de aberturas por dia e a velocidade desejada.`,
        },
        { type: "h3", text: "Peso do portão" },
        {
          type: "p",
          text: "O peso depende do material, do tamanho e do acabamento. Um portão de alumínio ou de chapa fina é leve; um de ferro maciço, com chapa inteira ou grade grossa, pode pesar várias vezes mais com a mesma medida. Como quase ninguém sabe o peso exato do próprio portão, o técnico faz a estimativa pela medida, pelo material e pela espessura dos perfis. As faixas abaixo são orientativas e valem para portões deslizantes bem montados; a capacidade exata de cada modelo está no manual do fabricante.",
        },
        {
          type: "table",
          caption: "Faixas orientativas de peso e potência para portão deslizante",
          head: ["Portão", "Exemplo típico", "Potência indicada"],
          rows: [
            ["Leve, até cerca de 300 kg", "Alumínio, chapa fina ou grade simples de garagem residencial", powerLight],
            [
              "Médio, de cerca de 300 a 600 kg",
              "Ferro com chapa inteira ou portão residencial mais largo",
              powerMedium,
            ],
            [
              "Pesado, acima de cerca de 600 kg",
              "Ferro maciço de grande porte, comércio ou condomínio",
              `${powerHeavy} ou modelo de uso intenso`,
            ],
          ],
        },
        {
          type: "p",
          text: "Em portões pivotantes e basculantes, além do peso contam a largura de cada folha e o equilíbrio. Folhas largas sofrem mais com o vento e com o efeito de alavanca, e um basculante mal balanceado exige muito mais do motor do que o peso sugere. Por isso esses portões costumam pedir uma potência acima da que seria usada num deslizante de mesmo peso.",
        },
        { type: "h3", text: "Frequência de uso" },
        {
          type: "p",
          text: "Todo motor tem um ciclo de trabalho, que é a proporção de tempo em que pode funcionar antes de precisar esfriar. Em uma casa, o portão abre algumas vezes por dia e um motor residencial dá conta com folga. Em um prédio com muitas vagas, numa clínica, numa loja com estacionamento ou numa transportadora, o portão pode abrir e fechar quase sem pausa nos horários de pico. Nesses casos escolher só pelo peso não basta: é preciso um motor projetado para uso intenso, que não entre em proteção térmica no meio da manhã. Para dimensionar, responda:",
        },
        {
          type: "ul",
          items: [
            "Quantos veículos usam o portão ao longo do dia?",
            "Há horários de pico, como entrada e saída de escola ou de trabalho?",
            "O portão fecha a cada passagem ou fica aberto por longos períodos?",
            "Pedestres também passam pelo portão da garagem?",
          ],
        },
        { type: "h3", text: "Velocidade de abertura" },
        {
          type: "p",
          text: `Os modelos da nossa linha abrem o portão em ${joinPt(business.openingSeconds, "ou")} segundos, conforme a versão e o tamanho do vão. O motor rápido reduz o tempo em que o carro fica parado na rua, o que faz diferença em vias movimentadas e à noite. O motor de velocidade convencional é mais econômico e suficiente para muitas casas. Velocidade alta exige portão bem alinhado e desaceleração no fim do curso, para que a folha não bata no batente nem force as roldanas.`,
        },
        {
          type: "tip",
          text: "Se a dúvida for entre duas potências, prefira a maior. Um motor folgado trabalha mais frio, sofre menos desgaste e dura mais do que um motor operando no limite da capacidade.",
        },
      ],
    },
    {
      id: "o-que-vem-no-kit",
      heading: "O que vem no kit completo instalado",
      blocks: [
        {
          type: "p",
          text: "Chamamos de kit completo instalado o conjunto de peças e o serviço necessários para o portão ficar funcionando ao fim da visita. Os itens variam conforme o tipo de portão, mas a base é esta:",
        },
        {
          type: "ul",
          items: [
            "Motor com redutor e engrenagem, ou dois atuadores no caso do pivotante duplo, com sistema de destravamento manual e chave.",
            "Cremalheira na medida do vão, para portão deslizante, ou braços e peças de transmissão, para basculante e pivotante.",
            "Central de comando, a placa eletrônica, com receptor para controles remotos e ajustes de força, tempo de curso e fechamento automático.",
            "Dois controles remotos com tecnologia Rolling Code.",
            "Sensores de fim de curso, que indicam à central onde o portão deve parar ao abrir e ao fechar.",
            "Base de fixação, parafusos, buchas e chumbadores adequados à parede e ao piso.",
            "Mão de obra de instalação, programação, testes e orientação de uso.",
          ],
        },
        {
          type: "p",
          text: "Alguns itens não fazem parte do kit básico, mas podem entrar no orçamento conforme a necessidade de cada imóvel:",
        },
        {
          type: "ul",
          items: [
            "Fotocélula, o sensor infravermelho de passagem, muito recomendada onde há crianças, animais ou fluxo de pedestres.",
            "Nobreak próprio para motor de portão.",
            "Controles remotos adicionais para moradores, familiares ou funcionários.",
            "Botoeira ou acionamento pelo interfone.",
            "Trava eletromagnética, para portões que precisam de travamento extra.",
            "Protetor contra surtos elétricos no circuito do motor.",
          ],
        },
        {
          type: "tip",
          text: "Ao comparar orçamentos, confira item por item. Um preço mais baixo às vezes não inclui a cremalheira inteira, os sensores de fim de curso ou a própria instalação.",
        },
      ],
    },
    {
      id: "instalacao-passo-a-passo",
      heading: "Instalação passo a passo e quanto tempo leva",
      blocks: [
        {
          type: "p",
          // No duration: no field of "Ofertas e garantias" states one (the seller's promise to make).
          text: "O tempo da instalação depende do portão: portões pivotantes duplos, locais sem ponto de energia próximo e portões que precisam de pequenos ajustes levam mais tempo. Veja como funciona cada etapa:",
        },
        {
          type: "ol",
          items: [
            "Avaliação: o técnico confere o tipo de portão, o peso aproximado, o estado de roldanas, trilho, guias e dobradiças, o espaço para o motor e a distância até o ponto de energia.",
            "Preparação do portão: se a folha está pesada, desalinhada ou arrastando, isso é corrigido antes, porque um portão que não corre bem à mão também não vai correr bem com motor.",
            "Fixação do motor: no deslizante, a base é chumbada ou parafusada no piso ao lado do vão, nivelada e na altura certa; no basculante e no pivotante, os suportes são fixados na coluna e na folha.",
            "Cremalheira ou braços: no deslizante, a cremalheira é instalada ao longo da folha com a folga correta em relação à engrenagem; nos outros tipos, os braços são montados e ajustados ao arco de abertura.",
            "Ligação elétrica: a central fica em local protegido da chuva e a fiação segue por conduíte ou eletroduto, sem emendas expostas.",
            "Fim de curso: sensores e ímãs são posicionados para que o portão pare no ponto exato ao abrir e ao fechar.",
            "Programação: ajuste de força e de sensibilidade contra obstáculos, tempo de pausa, fechamento automático, desaceleração e cadastro dos controles.",
            "Testes: o portão é aberto e fechado repetidas vezes, com teste de obstáculo, de fotocélula, quando houver, e de destravamento manual.",
            "Orientação: mostramos como destravar o portão em caso de falta de energia, como trocar a bateria do controle e quais cuidados tomar no dia a dia.",
          ],
        },
        { type: "h3", text: "O que preparar antes da visita" },
        {
          type: "ul",
          items: [
            "Um ponto de energia perto do local do motor, de preferência com disjuntor próprio no quadro.",
            "Acesso livre à garagem e ao portão durante o serviço.",
            "Em condomínio, a autorização do síndico ou da administração, quando o regulamento exigir.",
            "Trilho limpo e nenhum objeto no caminho da folha ou no raio de abertura.",
          ],
        },
        {
          type: "p",
          text: "Se não houver ponto de energia no local, avisamos na avaliação o que é necessário. Em muitas casas basta estender a instalação existente por poucos metros; em outras, é preciso um circuito novo, feito por eletricista, antes do dia da instalação.",
        },
        {
          type: "p",
          text: "Acompanhe o teste final. É a melhor hora para aprender a destravar o portão e para conferir, com os próprios olhos, se ele para e volta quando encontra um obstáculo.",
        },
      ],
    },
    {
      id: "precos-e-pagamento",
      heading: "Quanto custa: kits, troca de motor e manutenção",
      blocks: [
        {
          type: "p",
          text: "[Os preços abaixo são da nossa tabela atual e incluem equipamento e instalação.{?priceFrom}|O preço de cada kit inclui equipamento e instalação e depende do tipo de portão e do motor indicado.] O valor final é confirmado no atendimento, depois que conhecemos as medidas, o material e o estado do portão[, e pode ser parcelado em até {instalments}].",
        },
        {
          type: "table",
          caption: "Kits completos instalados (valores de referência)",
          head: ["Kit", "Preço", "Parcelamento"],
          rows: (["deslizante", "basculante", "pivotante"] as const).map((kit) => [
            KIT_NAMES[kit],
            `{price.${kit}}`,
            "[em até {instalments}|à vista ou no cartão]",
          ]),
        },
        { type: "h3", text: "Troca de motor" },
        {
          type: "p",
          text: "Quando o motor antigo não compensa mais o conserto, a troca é orçada depois da avaliação: o valor depende do tipo de portão, da potência e do que pode ser reaproveitado, como cremalheira e suportes. Em portões pesados, de condomínio ou industriais, os motores são maiores e a instalação envolve mais trabalho.",
        },
        { type: "h3", text: "Manutenção Express{?expressPrice}" },
        {
          type: "p",
          text: "A Manutenção Express custa {expressPrice} e é a visita de revisão e ajuste: limpeza, lubrificação, regulagem de fim de curso e de embreagem, aperto de fixações e teste de controles e sensores[, com garantia de {expressWarranty} sobre o serviço]. Se for preciso trocar alguma peça, o valor é informado antes, e a troca só é feita com a sua aprovação.",
        },
        {
          type: "table",
          caption: "Outros serviços (valores de referência)",
          head: ["Serviço", "Valor", "Observação"],
          rows: [
            [
              "Manutenção Express",
              "{expressPrice}",
              "[Garantia de {expressWarranty} sobre o serviço|Peças orçadas à parte]",
            ],
          ],
        },
        {
          type: "tip",
          text: "O conserto vale a pena quando o motor é relativamente novo e o defeito está em peças como capacitor, placa ou engrenagem. Quando o redutor está gasto, a carcaça danificada ou o modelo já não tem peças de reposição, a troca costuma sair mais em conta no médio prazo.",
        },
      ],
    },
    {
      id: "manutencao-preventiva",
      heading: "Manutenção preventiva: intervalos e o que é verificado",
      blocks: [
        {
          type: "p",
          text: `A recomendação é de ${homeRevisions} por ano em residências e ${condoRevisions} por ano em condomínios, onde o portão trabalha muito mais. Comércios e estacionamentos com grande movimento podem precisar de intervalos menores, combinados após a avaliação. Além de evitar quebras, a manutenção preventiva em dia é uma das condições da garantia estendida.`,
        },
        {
          type: "table",
          caption: "Frequência recomendada de manutenção preventiva",
          head: ["Tipo de imóvel", "Frequência"],
          rows: [
            ["Residência", `${homeRevisions} por ano`],
            ["Condomínio", `${condoRevisions} por ano`],
            ["Comércio ou estacionamento de alto fluxo", "Definida após avaliação, conforme o uso"],
          ],
        },
        { type: "h3", text: "O que o técnico verifica" },
        {
          type: "ul",
          items: [
            "Alinhamento e folga entre engrenagem e cremalheira, ou fixação e folgas dos braços.",
            "Estado de roldanas, trilho, guias e dobradiças, com limpeza e lubrificação.",
            "Regulagem da embreagem e da sensibilidade contra obstáculos.",
            "Posição e funcionamento dos sensores de fim de curso.",
            "Funcionamento da fotocélula e alinhamento entre emissor e receptor.",
            "Estado da central, dos conectores e da vedação da caixa, com atenção a umidade e insetos.",
            "Capacitor, aquecimento e ruídos do motor.",
            "Alcance dos controles e carga das baterias.",
            "Destravamento manual e estado da chave.",
            "Aperto de parafusos e chumbadores da base.",
          ],
        },
        { type: "h3", text: "O que você pode fazer entre uma revisão e outra" },
        {
          type: "p",
          text: "Mantenha o trilho livre de pedras, terra e folhas, principalmente depois da chuva. Observe se o portão passou a fazer barulho, se ficou mais lento ou se deixou de parar no ponto certo. Evite excesso de graxa na engrenagem e na cremalheira: ela acumula poeira e vira uma pasta abrasiva. Na dúvida, pergunte ao técnico qual produto usar em cada parte.",
        },
        {
          type: "p",
          text: "Anote a data de cada revisão num lugar fácil de achar, como a agenda do celular ou o caderno do condomínio. Esse registro ajuda a manter a garantia estendida e a perceber quando um problema começa a se repetir.",
        },
      ],
    },
    {
      id: "seguranca",
      heading: "Segurança: embreagem, antiesmagamento, fotocélula e Rolling Code",
      blocks: [
        {
          type: "p",
          text: "Um portão automático é uma peça pesada em movimento, instalada justamente onde passam pessoas, carros, crianças e animais. Por isso a segurança não é opcional e depende de dispositivos que se complementam.",
        },
        { type: "h3", text: "Embreagem e antiesmagamento" },
        {
          type: "p",
          text: "A embreagem do motor permite que ele patine quando o portão encontra resistência, em vez de continuar empurrando com toda a força. Nas centrais mais modernas há também a proteção eletrônica: a placa percebe o aumento de esforço e para ou inverte o movimento. As duas precisam estar bem reguladas. Força demais anula a proteção; força de menos faz o portão parar sozinho em dias de vento ou com o trilho sujo.",
        },
        { type: "h3", text: "Fotocélula" },
        {
          type: "p",
          text: "A fotocélula é um par de sensores instalado nas laterais da passagem. Quando algo interrompe o feixe durante o fechamento, a central para o movimento e reabre o portão. É a proteção que atua antes do contato, por isso é muito recomendada em qualquer portão com fechamento automático, em casas com crianças e animais e em todos os condomínios.",
        },
        { type: "h3", text: "Controles com Rolling Code" },
        {
          type: "p",
          text: "Controles antigos, de código fixo, transmitiam sempre o mesmo sinal, que podia ser copiado com aparelhos baratos. No Rolling Code, o código muda a cada acionamento, segundo uma sequência que só o controle e a central conhecem, o que dificulta muito a clonagem. Em condomínios, vale manter uma lista dos controles cadastrados e apagar da central os que foram perdidos ou pertenciam a ex-moradores.",
        },
        { type: "h3", text: "Boas práticas de instalação e uso" },
        {
          type: "ul",
          items: [
            "Seguir o manual do fabricante e as normas técnicas brasileiras aplicáveis a portões automatizados e a instalações elétricas.",
            "Manter a central em caixa protegida e a fiação em conduíte, com aterramento e disjuntor adequados.",
            "Deixar o destravamento manual acessível e ensinar todos os usuários da casa a usá-lo.",
            "Nunca passar por baixo ou ao lado do portão em movimento e não deixar crianças brincarem com os controles.",
            "Acionar o portão apenas quando ele estiver à vista.",
            "Sinalizar portões de condomínio e comércio com aviso ou sinaleira quando houver fluxo de pedestres na calçada.",
          ],
        },
        {
          type: "tip",
          text: "Teste a proteção de vez em quando: com o portão fechando, coloque no caminho um objeto firme, como um bloco de madeira, nunca a mão ou o pé. O portão deve parar e voltar. Se ele empurrar o objeto, desligue o motor e chame o técnico.",
        },
      ],
    },
    {
      id: "garantia",
      heading: "Garantia: fábrica, estendida e serviços",
      blocks: [
        {
          type: "p",
          text: `[Todo motor novo tem garantia de fábrica de {factoryWarranty} contra defeitos de fabricação.|Todo motor novo tem garantia de fábrica contra defeitos de fabricação, nos termos informados no orçamento.] [Quando a instalação é feita pela nossa equipe e a manutenção preventiva é mantida em dia, com ${homeRevisions} por ano em residências e ${condoRevisions} por ano em condomínios, vale a garantia estendida de {extendedWarranty}.]`,
        },
        {
          type: "ul",
          items: [
            "Garantia de fábrica: {factoryWarranty} para defeitos de fabricação do motor, da central e das peças do kit.",
            "Garantia estendida: {extendedWarranty}, com instalação pela nossa equipe e revisões em dia.",
            "Serviços de reparo: {serviceWarranty} de garantia sobre o serviço executado.",
            "Manutenção Express: {expressWarranty} de garantia sobre o ajuste realizado.",
          ],
        },
        {
          type: "p",
          text: "A garantia cobre defeitos de fabricação do motor, da central e das peças fornecidas. Não cobre danos por mau uso, descargas atmosféricas e surtos na rede elétrica, alagamentos, intervenção de terceiros, desgaste natural de itens como a bateria dos controles e problemas na estrutura do portão. As condições completas estão na nossa política de garantia.",
        },
        {
          type: "p",
          text: "Guarde o comprovante de compra e o registro das revisões. Em caso de chamado, essas informações agilizam a análise da cobertura.",
        },
      ],
    },
    {
      id: "falta-de-energia-e-nobreak",
      heading: "Falta de energia: destravamento manual e nobreak",
      blocks: [
        {
          type: "p",
          text: "Sem energia, o motor não se movimenta e o portão fica travado pela própria redução. Todo motor que instalamos tem destravamento manual: com a chave, você libera o mecanismo e move o portão com as mãos. Quando a energia volta, basta travar de novo e acionar o controle; em alguns modelos, a central faz um primeiro ciclo mais lento para reconhecer a posição da folha.",
        },
        { type: "h3", text: "Como destravar com segurança" },
        {
          type: "ol",
          items: [
            "Desligue o disjuntor do motor se a energia estiver oscilando.",
            "Insira a chave de destravamento e gire ou puxe a alavanca, conforme o modelo.",
            "Mova o portão devagar e sem soltar a folha em movimento, principalmente em terrenos inclinados.",
            "Com a energia normalizada, trave o mecanismo novamente e religue o disjuntor.",
            "Acione o controle e acompanhe o primeiro ciclo completo.",
          ],
        },
        { type: "h3", text: "Nobreak para portão" },
        {
          type: "p",
          text: "O nobreak para motor de portão mantém o sistema funcionando durante quedas de energia. Ele é ligado entre a rede e a central e tem bateria própria. A autonomia depende da capacidade da bateria, da potência do motor e de quantas vezes o portão é acionado, por isso o dimensionamento é feito para cada caso. É especialmente útil em condomínios, em casas onde moram idosos ou pessoas com mobilidade reduzida e em ruas onde esperar na calçada à noite é um risco.",
        },
        {
          type: "p",
          text: "A bateria do nobreak também se desgasta com o tempo. Inclua o teste do nobreak na manutenção preventiva e troque a bateria quando a autonomia começar a cair.",
        },
      ],
    },
    {
      id: "quando-chamar-um-tecnico",
      heading: "Quando chamar um técnico: sinais de alerta",
      blocks: [
        {
          type: "p",
          text: "A maioria das quebras dá sinais antes de acontecer. Chame um técnico se notar qualquer um destes sintomas:",
        },
        {
          type: "ul",
          items: [
            "Motor zumbindo sem movimentar o portão, sintoma frequente de capacitor com defeito ou engrenagem travada.",
            "Ruídos metálicos, rangidos ou estalos que não existiam.",
            "Portão parando no meio do caminho ou invertendo sem motivo aparente.",
            "Portão passando do ponto e batendo no fim do curso.",
            "Abertura mais lenta do que o normal ou com trancos.",
            "Controle que só funciona muito perto do portão, mesmo com bateria nova.",
            "Portão abrindo ou fechando sozinho.",
            "Disjuntor desarmando, cheiro de queimado ou motor muito quente.",
            "Folha saindo do trilho, roldanas gastas ou dobradiças com folga.",
            "Cremalheira solta, torta ou com dentes gastos.",
          ],
        },
        {
          type: "p",
          text: "Não insista em acionar o motor quando ele mostra sinais de esforço. Desligue o disjuntor, destrave e use o portão manualmente até a visita. Evite abrir a central ou mexer nos ajustes sem conhecimento: além do risco elétrico, a intervenção de terceiros pode comprometer a garantia.",
        },
        {
          type: "p",
          get text() {
            return `O atendimento comercial funciona de ${lcFirst(business.hours.weekdays)}, e no ${lcFirst(business.hours.saturday)}.[ Os chamados têm {responseTime}.]`;
          },
        },
        {
          type: "tip",
          text: "Para emergências, como um portão travado aberto durante a noite, contamos com {emergency}.",
        },
      ],
    },
    {
      id: "sao-paulo-e-grande-sao-paulo",
      heading: "Particularidades de São Paulo e da Grande São Paulo",
      blocks: [
        {
          type: "p",
          text: "Automatizar um portão em São Paulo tem desafios que não aparecem no catálogo. O relevo, o regime de chuvas, o tamanho dos lotes e as regras de condomínio influenciam a escolha do motor e a forma de instalar.",
        },
        { type: "h3", text: "Ruas inclinadas e garagens em rampa" },
        {
          type: "p",
          text: "Bairros como Perdizes, Sumaré, Vila Madalena, Pacaembu e Morumbi, na capital, e trechos de São Bernardo do Campo, Santo André e da Zona Norte próximos à Serra da Cantareira têm ruas íngremes e garagens em desnível. No portão deslizante, o trilho precisa ficar nivelado mesmo que a calçada não seja; quando isso não acontece, a folha tende a correr sozinha para o lado mais baixo e sobrecarrega o motor e a embreagem. No pivotante, uma rampa subindo para dentro do lote pode impedir a abertura completa das folhas. Nesses casos avaliamos o vão antes de indicar o tipo de motor e, se necessário, uma potência acima da que o peso sozinho indicaria.",
        },
        { type: "h3", text: "Chuvas de verão e alagamentos" },
        {
          type: "p",
          text: "As tempestades de fim de tarde do verão paulistano trazem três riscos: água acumulada na canaleta do trilho, umidade na central e surtos elétricos provocados por raios. A central deve ficar acima do nível que a água pode alcançar, em caixa vedada; o trilho precisa de drenagem e limpeza; e um protetor contra surtos no circuito do motor reduz o risco de queimar a placa. Em ruas de baixada próximas a córregos, que costumam alagar, a altura de instalação do motor merece atenção especial.",
        },
        { type: "h3", text: "Condomínios: regras e organização" },
        {
          type: "p",
          text: "Em condomínios verticais e horizontais, a instalação ou a troca do motor costuma depender de aprovação do síndico ou da assembleia, e o regimento interno pode definir horários para obras e padrões de fachada. Confirme essas regras antes da visita. Depois da instalação, organize o cadastro de controles por unidade, retire da central os controles perdidos e os de moradores que se mudaram e coloque as revisões no calendário do condomínio.",
        },
        { type: "h3", text: "Sobrados, vilas e lotes estreitos" },
        {
          type: "p",
          text: "Em bairros de lotes estreitos, como Mooca, Tatuapé, Vila Mariana e Santana, e em muitas cidades do ABC, é comum a garagem ocupar quase toda a frente do sobrado, sem muro lateral livre. Nesses casos o basculante ou o pivotante entram no lugar do deslizante, e a escolha depende da altura da garagem e do recuo disponível. Em vilas e ruas sem saída, um motor silencioso e bem regulado também é uma gentileza com os vizinhos.",
        },
        { type: "h3", text: "Entrega, instalação e tempo de atendimento" },
        {
          type: "p",
          text: "[A entrega e a instalação do kit são gratuitas em {freeArea}: o preço do kit já inclui o equipamento instalado.] Nossa equipe atende a capital e cidades vizinhas como Guarulhos, Osasco, Barueri, Carapicuíba e as cidades do ABC[, com {responseTime} para os chamados].",
        },
        {
          type: "p",
          text: "Ao pedir orçamento, informe o bairro e se a rua é inclinada ou costuma alagar. Esses detalhes ajudam o técnico a levar as peças certas já na primeira visita.",
        },
      ],
    },
  ],
};
