import type { Topic } from "../types";
import { business } from "../business";
import { KIT_NAMES, KIT_TYPES } from "../claims";
import { lcFirst, pluralWord } from "../text";

// Topics of the 'Serviços' menu, part 1: installation, maintenance and repair, motor types.
// Every business fact below is read from `business`; nothing is retyped by hand.

const hours = business.installationHours;
const visitsHome = business.maintenancePerYear.home;
const visitsCondo = business.maintenancePerYear.condo;
const [powerLow, powerMid, powerHigh] = business.motorPowers;
const fastest = business.openingSeconds[0];
const slowest = business.openingSeconds[business.openingSeconds.length - 1];

export const topicsPart1: Topic[] = [
  // ───────────────────────────── Instalação ─────────────────────────────
  {
    slug: "instalacao-de-motor-de-portao",
    category: "instalacao",
    menuLabel: "Instalação de Motor de Portão",
    title: "Instalação de Motor de Portão em SP com Kit Completo",
    description:
      "Instalação de motor de portão PPA em São Paulo e Grande SP: visita técnica, kit completo, controles programados e teste de segurança antes de o técnico sair.",
    keywords: [
      "instalação de motor de portão",
      "instalar motor de portão",
      "kit motor PPA instalado",
      "instalador de motor de portão SP",
      "motor de portão com instalação",
    ],
    sections: [
      {
        id: "como-funciona-a-instalacao",
        heading: "Como funciona a instalação do motor",
        blocks: [
          {
            type: "p",
            text: "Instalar um motor de portão vai muito além de parafusar um equipamento no pilar. O serviço envolve avaliar a estrutura, escolher o modelo certo para o tipo de folha, fixar tudo com alinhamento preciso, fazer a ligação elétrica com segurança e programar a central eletrônica com os controles de cada morador.",
          },
          {
            type: "p",
            get text() {
              return `Na ${business.name}, esse trabalho é feito por técnicos que atendem ${business.serviceArea}[ desde {foundedYear}]. Na maior parte das residências, o motor fica pronto e funcionando em ${hours.min} a ${hours.max} horas, normalmente sem necessidade de obra.`;
            },
          },
        ],
      },
      {
        id: "o-que-vem-no-kit",
        heading: "O que está incluído no kit completo instalado",
        blocks: [
          {
            type: "ul",
            items: [
              "Motor PPA adequado ao tipo de portão: deslizante, basculante ou pivotante",
              "Central eletrônica com ajuste de força, velocidade e tempo de fechamento",
              "Controles remotos cadastrados na hora",
              "Cremalheira, trilho ou braços, conforme o modelo escolhido",
              "Mão de obra de instalação, regulagem e testes finais",
            ],
          },
          {
            type: "tip",
            text: "Peça ao técnico para mostrar onde fica a chave de desbloqueio e como abrir o portão à mão em caso de falta de energia. Vale guardar essa chave em lugar fácil de achar.",
          },
        ],
      },
      {
        id: "passo-a-passo",
        heading: "Passo a passo no dia da instalação",
        blocks: [
          {
            type: "ol",
            items: [
              "Conferência do portão: rodízios, dobradiças, trilho e prumo da folha.",
              "Definição do ponto de fixação do motor e do caminho dos fios.",
              "Fixação da base, do motor e da cremalheira ou dos braços.",
              "Ligação ao ponto de energia, com proteção por disjuntor.",
              "Programação do fim de curso, da força e dos controles.",
              "Teste de abertura e fechamento com o cliente acompanhando.",
            ],
          },
          {
            type: "p",
            text: "Se o portão estiver pesado, empenado ou arrastando no chão, o técnico avisa antes de começar. Nenhum motor compensa por muito tempo uma folha desalinhada, e corrigir o problema na hora evita desgaste precoce.",
          },
        ],
      },
      {
        id: "precos-e-garantia",
        heading: "Preços, prazos e garantia",
        blocks: [
          {
            type: "table",
            caption: "Kits PPA com instalação inclusa",
            head: ["Kit", "Valor"],
            rows: KIT_TYPES.map((k) => [KIT_NAMES[k], `{price.${k}}`]),
          },
          {
            type: "p",
            text: `[Os valores podem ser parcelados em até {instalments}.] [O motor sai com garantia de fábrica de {factoryWarranty}, e o serviço de instalação tem garantia de {serviceWarranty}.]`,
          },
        ],
      },
      {
        id: "agende-a-instalacao",
        heading: "Agende a visita do instalador",
        blocks: [
          {
            type: "p",
            text: `Envie pelo WhatsApp uma foto do portão visto de dentro e, se possível, a largura aproximada da folha. Com isso já conseguimos indicar o kit mais adequado e combinar o melhor dia para a instalação. [Damos {responseTime}.]`,
          },
        ],
      },
    ],
  },
  {
    slug: "instalacao-de-portao-automatico",
    category: "instalacao",
    menuLabel: "Instalação de Portão Automático",
    title: "Instalação de Portão Automático: Motor, Sensores e Acessórios",
    description:
      "Transforme o portão manual em automático: motor PPA, central, sensores, controles e trava instalados juntos, com projeto para casa, comércio ou condomínio.",
    keywords: [
      "instalação de portão automático",
      "automatizar portão",
      "portão automático residencial",
      "portão automático para condomínio",
      "sensor de portão automático",
    ],
    sections: [
      {
        id: "o-que-e-um-portao-automatico",
        heading: "O que faz um portão ser automático",
        blocks: [
          {
            type: "p",
            text: "Um portão automático é um conjunto: a folha e suas ferragens, o motor que a movimenta, a central que comanda cada manobra e os dispositivos que trazem segurança e praticidade. Quando uma dessas partes é esquecida, o portão até abre sozinho, mas não oferece o conforto nem a proteção que se espera dele.",
          },
          {
            type: "p",
            text: "Por isso, ao automatizar um portão existente, olhamos o sistema inteiro, e não apenas o motor. Muitas vezes a folha atual serve perfeitamente; em outras, pequenos reparos na estrutura vêm antes da automação.",
          },
        ],
      },
      {
        id: "componentes-do-sistema",
        heading: "Componentes do sistema",
        blocks: [
          {
            type: "table",
            head: ["Item", "Para que serve"],
            rows: [
              ["Motor PPA", "Movimenta a folha com força e velocidade adequadas ao tipo de portão"],
              ["Central eletrônica", "Recebe os comandos, faz a partida suave e o fechamento automático"],
              ["Sensor fotoelétrico", "Interrompe o fechamento se houver pessoa, animal ou carro na passagem"],
              ["Controles e receptor", "Permitem abrir o portão sem sair do carro"],
              ["Trava ou fechadura elétrica", "Reforça o travamento em portões de giro e de pedestres"],
              ["Nobreak para portão", "Mantém o funcionamento durante quedas de energia"],
            ],
          },
        ],
      },
      {
        id: "projeto-para-cada-imovel",
        heading: "Como adaptar o projeto a cada imóvel",
        blocks: [
          { type: "h3", text: "Casas e sobrados" },
          {
            type: "p",
            text: `A prioridade é entrar com o carro sem descer na chuva ou à noite. Em garagens residenciais, motores de ${business.residentialPower} costumam atender bem, e o sensor fotoelétrico é muito recomendado quando há crianças ou animais em casa.`,
          },
          { type: "h3", text: "Comércios" },
          {
            type: "p",
            text: "Lojas, oficinas e pequenos galpões abrem e fecham o portão várias vezes por dia. Pedem motor com folga de potência e uma botoeira interna para que os funcionários operem o portão sem depender de controle.",
          },
          { type: "h3", text: "Condomínios" },
          {
            type: "p",
            text: "O fluxo intenso exige sensores bem posicionados, controles cadastrados por unidade para facilitar o bloqueio de aparelhos perdidos e, com frequência, um portão separado para pedestres com fechadura elétrica acionada pela portaria.",
          },
        ],
      },
      {
        id: "checklist-antes-de-instalar",
        heading: "Antes de instalar: checklist",
        blocks: [
          {
            type: "ul",
            items: [
              "Ponto de energia próximo ao local do motor",
              "Portão correndo leve quando movido à mão",
              "Espaço livre para o motor e, nos portões de giro, para o curso dos braços",
              "Quantidade de controles necessária para a família ou para os condôminos",
              "Decisão sobre acessórios extras, como nobreak e botoeira",
            ],
          },
          {
            type: "p",
            text: `A instalação do motor em si costuma levar de ${hours.min} a ${hours.max} horas. Acessórios adicionais podem estender um pouco esse tempo, que é sempre combinado antes da visita.`,
          },
        ],
      },
      {
        id: "monte-seu-portao-automatico",
        heading: "Monte o seu portão automático com a gente",
        blocks: [
          {
            type: "p",
            text: `[Os kits instalados começam em {priceFrom} e podem ser divididos em até {instalments}.] Conte como é o portão e quem vai usá-lo no dia a dia: com essas informações, sugerimos a combinação de motor e acessórios que faz sentido para o seu imóvel, sem itens desnecessários.`,
          },
        ],
      },
    ],
  },
  {
    slug: "motor-para-portao-deslizante",
    category: "instalacao",
    menuLabel: "Motor para Portão Deslizante",
    title: "Motor para Portão Deslizante: Como Escolher e Instalar",
    description:
      "Saiba escolher o motor para portão deslizante pelo peso, comprimento e uso da folha, veja como é a instalação e quanto custa o kit PPA já instalado.",
    keywords: [
      "motor para portão deslizante",
      "motor portão de correr",
      "kit motor deslizante instalado",
      "qual motor para portão deslizante",
      "preço motor portão deslizante",
    ],
    sections: [
      {
        id: "seu-portao-e-deslizante",
        heading: "Seu portão é deslizante?",
        blocks: [
          {
            type: "p",
            text: "O portão deslizante corre para o lado sobre um trilho no chão e é o tipo mais comum nas garagens de casas e sobrados da capital. Ele precisa de um trecho de muro livre ao lado da abertura para recolher a folha, mas não invade a calçada nem ocupa a garagem durante o movimento.",
          },
          {
            type: "p",
            text: "Se a sua folha apoia em rodinhas que correm num trilho em forma de V ou de cantoneira, é desse motor que você precisa.",
          },
        ],
      },
      {
        id: "como-escolher",
        heading: "Três perguntas para escolher o motor",
        blocks: [
          {
            type: "ol",
            items: [
              "Quanto pesa a folha? Chapas fechadas, portões revestidos de madeira e folhas muito compridas pedem mais potência do que grades vazadas.",
              "Quantas vezes o portão abre por dia? Uma casa com dois carros tem rotina bem diferente de um pequeno comércio ou de um condomínio.",
              "Existe espaço para o motor? Ele é fixado no piso, colado à folha, do lado para onde ela recolhe.",
            ],
          },
          {
            type: "p",
            text: `Na maioria das residências, a faixa de ${business.residentialPower} resolve. O kit de ${powerLow} atende bem portões leves e médios; para folhas pesadas ou uso intenso, indicamos um modelo mais forte.`,
          },
        ],
      },
      {
        id: "instalacao-no-portao-deslizante",
        heading: "Como é feita a instalação",
        blocks: [
          {
            type: "p",
            text: "O motor é preso a uma base fixada no piso, e uma cremalheira dentada é parafusada ao longo da folha. Antes disso, o técnico confere se o portão está em condições de receber a automação:",
          },
          {
            type: "ul",
            items: [
              "Trilho limpo, reto e sem degraus nas emendas",
              "Roldanas girando livres, sem folga lateral",
              "Guia superior mantendo a folha em pé sem travá-la",
              "Batente no fim do curso para a folha não escapar do trilho",
            ],
          },
          {
            type: "p",
            text: `Com o portão em boas condições, o serviço leva de ${hours.min} a ${hours.max} horas e termina com o cadastro dos controles.`,
          },
        ],
      },
      {
        id: "quanto-custa",
        heading: "Quanto custa",
        blocks: [
          {
            type: "p",
            text: `[O kit deslizante instalado sai por {price.deslizante}, com material e mão de obra inclusos.] [O pagamento pode ser parcelado em até {instalments}, e o motor conta com garantia de fábrica de {factoryWarranty}.]`,
          },
          {
            type: "tip",
            text: "Se o trilho estiver torto ou afundado, corrija-o antes de automatizar. É o defeito que mais sobrecarrega um motor deslizante ao longo dos anos.",
          },
        ],
      },
      {
        id: "indicacao-para-seu-portao",
        heading: "Quer saber qual motor serve no seu portão?",
        blocks: [
          {
            type: "p",
            text: "Mande uma foto da folha inteira e outra do trilho pelo WhatsApp. Com as imagens, indicamos a potência adequada e já combinamos a visita técnica.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-para-portao-basculante",
    category: "instalacao",
    menuLabel: "Motor para Portão Basculante",
    title: "Motor para Portão Basculante: Escolha Certa para a Garagem",
    description:
      "Como escolher motor para portão basculante: altura da garagem, contrapesos, largura da folha e uso diário. Veja o preço do kit PPA instalado e as etapas.",
    keywords: [
      "motor para portão basculante",
      "kit motor basculante instalado",
      "automatizar portão basculante",
      "preço motor portão basculante",
      "motor basculante para garagem",
    ],
    sections: [
      {
        id: "quando-e-basculante",
        heading: "Quando o portão basculante é o seu caso",
        blocks: [
          {
            type: "p",
            text: "O portão basculante sobe e se recolhe para dentro, ficando quase paralelo ao teto quando aberto. É muito comum em sobrados geminados, casas com frente estreita e prédios mais antigos, onde não sobra muro lateral para um portão de correr.",
          },
          {
            type: "p",
            text: "Para receber motor, ele precisa estar bem balanceado. Um teste simples: solte a folha no meio do curso. Ela deve ficar parada ou se mover bem devagar, sem despencar nem subir sozinha.",
          },
        ],
      },
      {
        id: "o-que-avaliar",
        heading: "O que avaliar antes de comprar",
        blocks: [
          {
            type: "ul",
            items: [
              "Altura livre entre o topo do portão e o teto, para acomodar o trilho do motor",
              "Tipo de balanceamento: contrapesos nas laterais ou molas",
              "Largura e material da folha, que determinam o esforço exigido",
              "Portinhola de pedestre embutida, que acrescenta peso",
              "Laje ou estrutura do teto capaz de receber a fixação do suporte",
            ],
          },
          {
            type: "p",
            text: "Garagens com pé-direito muito baixo ou com vigas no caminho exigem um posicionamento especial do trilho, definido durante a visita técnica.",
          },
          {
            type: "p",
            text: "Lembre também que o portão aberto ocupa uma faixa do teto logo atrás da entrada. Luminárias, prateleiras ou armários nessa área precisam mudar de lugar antes da montagem.",
          },
        ],
      },
      {
        id: "etapas-da-instalacao",
        heading: "Etapas da instalação",
        blocks: [
          {
            type: "ol",
            items: [
              "Revisão do balanceamento e dos contrapesos.",
              "Fixação do suporte frontal acima do portão e do suporte traseiro no teto.",
              "Montagem do trilho e ligação do braço à parte superior da folha.",
              "Ajuste do fim de curso para a folha parar no ponto certo, em cima e embaixo.",
              "Cadastro dos controles e orientação sobre o desbloqueio manual.",
            ],
          },
          {
            type: "p",
            text: `A montagem completa leva entre ${hours.min} e ${hours.max} horas na maioria das garagens.`,
          },
        ],
      },
      {
        id: "preco-do-kit-basculante",
        heading: "Preço do kit basculante instalado",
        blocks: [
          {
            type: "p",
            text: `[O kit basculante instalado custa {price.basculante} e pode ser pago em até {instalments}.] Com a folha bem balanceada, o motor de ${powerLow} dá conta da grande maioria dos portões residenciais.`,
          },
          {
            type: "tip",
            text: "Portões basculantes muito largos ou de chapa dupla podem pedir um motor mais forte. Nesse caso, o orçamento é ajustado depois da medição.",
          },
        ],
      },
      {
        id: "fale-com-um-tecnico",
        heading: "Fale com um técnico",
        blocks: [
          {
            type: "p",
            text: "Uma foto do portão fechado e outra do espaço acima dele, tirada de dentro da garagem, ajudam a confirmar se o kit padrão serve. Envie as imagens e tire suas dúvidas antes de agendar.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-para-portao-pivotante",
    category: "instalacao",
    menuLabel: "Motor para Portão Pivotante",
    title: "Motor para Portão Pivotante de Uma ou Duas Folhas",
    description:
      "Escolha o motor para portão pivotante de uma ou duas folhas: espaço para os braços, sentido de abertura, peso e preço do kit PPA duplo instalado em SP.",
    keywords: [
      "motor para portão pivotante",
      "kit motor pivotante duplo",
      "motor portão de duas folhas",
      "instalação motor pivotante",
      "preço motor portão pivotante",
    ],
    sections: [
      {
        id: "quando-escolher",
        heading: "Quando escolher um motor pivotante",
        blocks: [
          {
            type: "p",
            text: "O portão pivotante abre como uma porta, girando nas dobradiças. Ele é a escolha natural quando não há trilho nem muro lateral livre, situação frequente em casas térreas de frente estreita e em entradas com portões de ferro trabalhado.",
          },
          {
            type: "p",
            text: "O motor pivotante é um braço preso ao pilar e à folha, que empurra e puxa o portão. Em garagens de duas folhas, usa-se um braço de cada lado, comandados pela mesma central.",
          },
          {
            type: "p",
            text: "Folhas de ferro trabalhado, comuns em casas mais antigas, costumam ser pesadas para o tamanho e merecem atenção redobrada na escolha da potência.",
          },
        ],
      },
      {
        id: "medidas-que-definem-o-modelo",
        heading: "Medidas e condições que definem o modelo",
        blocks: [
          {
            type: "ul",
            items: [
              "Largura e material de cada folha",
              "Distância entre a dobradiça e a borda interna do pilar",
              "Espaço livre atrás da folha aberta, sem carro, degrau ou canteiro no caminho",
              "Sentido de abertura, que deve ser para dentro do terreno",
              "Existência de batente central onde as duas folhas se encontram",
            ],
          },
          {
            type: "p",
            text: "A posição dos suportes define a força e o ângulo de abertura. Por isso o técnico mede tudo antes de marcar os furos: um ponto de fixação errado faz o portão abrir pouco ou obriga o motor a trabalhar forçado.",
          },
        ],
      },
      {
        id: "uma-ou-duas-folhas",
        heading: "Folha única ou duas folhas?",
        blocks: [
          {
            type: "table",
            head: ["Situação", "Indicação"],
            rows: [
              ["Portão de pedestre ou folha única leve", "Um braço pivotante"],
              ["Portão de garagem com duas folhas", "Kit duplo, com defasagem entre as folhas"],
              ["Folhas pesadas ou muito largas", "Braços de maior potência, avaliados na visita"],
            ],
          },
          {
            type: "p",
            text: "A defasagem faz uma folha começar a fechar um instante depois da outra, para que elas se sobreponham na ordem certa e não se choquem no meio.",
          },
        ],
      },
      {
        id: "preco-e-instalacao",
        heading: "Preço e instalação",
        blocks: [
          {
            type: "p",
            text: `[O kit pivotante duplo instalado sai por {price.pivotante}, com parcelamento em até {instalments}.] Colocar os dois braços, passar a fiação entre os pilares e regular a central costuma ocupar de ${hours.min} a ${hours.max} horas.`,
          },
          {
            type: "tip",
            text: "Quando a fiação precisa atravessar a entrada de um pilar ao outro, ela pode passar por um eletroduto rente ao piso ou por cima, conforme o acabamento da garagem.",
          },
        ],
      },
      {
        id: "indicacao-pivotante",
        heading: "Receba uma indicação para o seu portão",
        blocks: [
          {
            type: "p",
            text: "Fotografe o portão aberto, de dentro do terreno, mostrando os pilares e o espaço atrás das folhas. Com essa imagem fica fácil dizer se o braço pivotante encaixa ou se outra solução funciona melhor.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-para-portao-de-giro",
    category: "instalacao",
    menuLabel: "Motor para Portão de Giro",
    title: "Motor para Portão de Giro: Automatize seu Portão de Abrir",
    description:
      "Vai automatizar um portão de giro? Veja como avaliar dobradiças, rampa, vento e pilares, e qual tipo de braço combina com a entrada da sua casa ou empresa.",
    keywords: [
      "motor para portão de giro",
      "automatizar portão de abrir",
      "motor portão de abrir",
      "portão de giro automático",
      "braço articulado ou pivotante",
    ],
    sections: [
      {
        id: "portao-de-giro",
        heading: "Portão de giro e automação",
        blocks: [
          {
            type: "p",
            text: "Portão de giro é o nome popular do portão que abre girando sobre dobradiças, com uma ou duas folhas. Antes de escolher o motor, vale olhar para o próprio portão: a automação funciona bem quando a folha gira leve, fecha no esquadro e não raspa no piso em nenhum ponto do arco.",
          },
        ],
      },
      {
        id: "checklist-do-portao",
        heading: "Checklist do portão antes da automação",
        blocks: [
          {
            type: "ul",
            items: [
              "Dobradiças firmes, sem folga e lubrificadas",
              "Folha sem empeno, fechando alinhada com o batente",
              "Piso sem ressaltos na área percorrida pela folha",
              "Pilares sólidos, capazes de receber a fixação do suporte",
              "Trinco ou fechadura que possa dar lugar a uma trava elétrica",
            ],
          },
          {
            type: "p",
            text: "Em ruas inclinadas, comuns em bairros como Perdizes, Sumaré e nas encostas da Zona Norte perto da Cantareira, a garagem muitas vezes tem rampa logo atrás do portão. A folha pode bater no piso ao abrir, e às vezes é preciso erguer a folha, recortar a parte de baixo ou inverter o lado da abertura.",
          },
        ],
      },
      {
        id: "braco-reto-ou-articulado",
        heading: "Braço reto ou articulado?",
        blocks: [
          {
            type: "p",
            text: "O braço reto do motor pivotante é a solução mais comum quando o pilar é estreito e sobra espaço atrás da folha aberta.",
          },
          {
            type: "p",
            text: "O braço articulado, com uma espécie de cotovelo, entra em cena quando a coluna é larga ou a dobradiça fica longe da face interna do muro, o que impediria o braço reto de trabalhar no ângulo correto.",
          },
          {
            type: "p",
            text: `[Para garagens de duas folhas, o kit pivotante duplo de ${powerHigh} instalado custa {price.pivotante}.] Quando o braço articulado é necessário, o valor é informado após a visita.`,
          },
        ],
      },
      {
        id: "vento-calcada-e-seguranca",
        heading: "Vento, calçada e segurança",
        blocks: [
          {
            type: "p",
            text: "Folhas de chapa fechada funcionam como uma vela em dias de ventania, e a central precisa ser regulada com força suficiente, mas sem exagero. O sentido de abertura deve ser para dentro do terreno: folhas que avançam sobre a calçada atrapalham pedestres e costumam contrariar as regras municipais.",
          },
          {
            type: "p",
            text: "Recomendamos sensor fotoelétrico e fechadura elétrica, que mantém as folhas travadas mesmo se alguém tentar forçá-las pelo lado de fora.",
          },
        ],
      },
      {
        id: "avaliacao-portao-de-giro",
        heading: "Peça uma avaliação do seu portão de giro",
        blocks: [
          {
            type: "p",
            text: `Se o portão tem rampa, pilar largo ou folhas pesadas, conte isso na primeira mensagem. A visita confirma as medidas, e a instalação em si costuma ser concluída em ${hours.min} a ${hours.max} horas.`,
          },
        ],
      },
    ],
  },

  // ───────────────────────── Manutenção e Reparo ─────────────────────────
  {
    slug: "manutencao-de-motor-de-portao",
    category: "manutencao-e-reparo",
    menuLabel: "Manutenção de Motor de Portão",
    title: "Manutenção de Motor de Portão em São Paulo e Grande SP",
    description:
      "Manutenção de motor de portão com revisão de engrenagens, placa, fim de curso e controles. Conheça a Manutenção Express e a frequência ideal para seu imóvel.",
    keywords: [
      "manutenção de motor de portão",
      "manutenção motor PPA",
      "revisão de motor de portão",
      "técnico de motor de portão SP",
    ],
    sections: [
      {
        id: "por-que-fazer-manutencao",
        heading: "Por que o motor precisa de manutenção",
        blocks: [
          {
            type: "p",
            text: "Um motor de portão trabalha ao ar livre, exposto a poeira, chuva, calor e oscilações da rede elétrica. As engrenagens perdem graxa, os parafusos afrouxam com a vibração e os ajustes da central saem do ponto com o tempo. A manutenção corrige esses desvios enquanto eles ainda são pequenos e baratos de resolver.",
          },
          {
            type: "p",
            text: "A revisão também revela problemas que passam despercebidos no dia a dia, como um cabo ressecado pelo sol, formigas dentro da caixa da central ou um parafuso da base quase solto. Nenhum deles impede o portão de abrir hoje, mas qualquer um pode deixá-lo parado amanhã.",
          },
        ],
      },
      {
        id: "o-que-e-verificado",
        heading: "O que o técnico verifica no motor",
        blocks: [
          {
            type: "ul",
            items: [
              "Engrenagens e redutor, com limpeza e nova lubrificação",
              "Fixação do motor na base e dos parafusos da cremalheira ou dos braços",
              "Funcionamento do fim de curso e da embreagem",
              "Placa central: conexões, sinais de oxidação e regulagem de força",
              "Capacitor, fiação e proteção elétrica",
              "Alcance dos controles e resposta do receptor",
            ],
          },
        ],
      },
      {
        id: "manutencao-express",
        // The offer is named in its sentence, which shows only with the seller's price.
        heading: "Visita de revisão e regulagem",
        blocks: [
          {
            type: "p",
            text: `[A Manutenção Express é uma visita objetiva para revisar e regular o motor, por {expressPrice}.] [O serviço tem garantia de {expressWarranty} e é indicado para quem notou o portão mais lento, barulhento ou com algum comportamento estranho.]`,
          },
          {
            type: "tip",
            text: "Se alguma peça precisar de troca, o técnico mostra o problema e informa o valor antes de fazer qualquer substituição.",
          },
        ],
      },
      {
        id: "frequencia-da-manutencao",
        heading: "De quanto em quanto tempo revisar",
        blocks: [
          {
            type: "table",
            head: ["Imóvel", "Revisões recomendadas por ano"],
            rows: [
              ["Casa ou sobrado", `${visitsHome}`],
              ["Condomínio ou uso intenso", `${visitsCondo}`],
            ],
          },
          {
            type: "p",
            text: "Portões em ruas de terra, perto de obras ou que recebem muita poeira da avenida podem precisar de atenção extra, porque a sujeira acelera o desgaste das engrenagens.",
          },
          {
            type: "p",
            text: "Quando o reparo deixa de compensar, a troca do motor é orçada depois da avaliação técnica, que ajuda a decidir com segurança.",
          },
        ],
      },
      {
        id: "agende-a-revisao",
        heading: "Agende a revisão",
        blocks: [
          {
            type: "p",
            get text() {
              return `Nosso horário de atendimento: ${lcFirst(business.hours.weekdays)}; ${lcFirst(business.hours.saturday)}. Diga o modelo do motor, se souber, e há quanto tempo foi feita a última revisão: isso ajuda o técnico a levar as peças certas.`;
            },
          },
        ],
      },
    ],
  },
  {
    slug: "conserto-de-motor-de-portao",
    category: "manutencao-e-reparo",
    menuLabel: "Conserto de Motor de Portão",
    title: "Conserto de Motor de Portão: Diagnóstico e Reparo Rápido",
    description:
      "Portão parou, faz barulho ou não obedece ao controle? Conserto de motor de portão com diagnóstico no local, atendimento emergencial e garantia do serviço.",
    keywords: [
      "conserto de motor de portão",
      "motor de portão não funciona",
      "reparo de motor de portão",
      "técnico portão emergência",
      "portão automático parou",
    ],
    sections: [
      {
        id: "defeitos-mais-comuns",
        heading: "Defeitos mais comuns",
        blocks: [
          {
            type: "table",
            head: ["Sintoma", "Causa provável"],
            rows: [
              ["Motor gira, mas o portão não se move", "Engrenagem desgastada ou desbloqueio acionado"],
              ["Portão não responde ao controle", "Bateria do controle, receptor ou placa da central"],
              ["Abre e volta sozinho", "Sensor obstruído, força mal regulada ou fim de curso desajustado"],
              ["Motor zumbe e não parte", "Capacitor com defeito"],
              ["Parou depois de uma tempestade", "Placa atingida por surto elétrico"],
              ["Para antes do fim do curso", "Folha travando ou fim de curso fora de posição"],
            ],
          },
          {
            type: "p",
            text: "A tabela serve de orientação, não de diagnóstico: sintomas parecidos podem ter origens diferentes, e só a medição no local confirma a causa.",
          },
        ],
      },
      {
        id: "como-fazemos-o-diagnostico",
        heading: "Como fazemos o diagnóstico",
        blocks: [
          {
            type: "ol",
            items: [
              "Conversa com o cliente sobre quando e como o defeito apareceu.",
              "Teste do portão no modo manual, para separar falha mecânica de falha do motor.",
              "Medição de tensão e verificação da placa, do capacitor e dos sensores.",
              "Apresentação do problema encontrado e do orçamento, antes do reparo.",
              "Conserto, nova regulagem e teste completo na frente do cliente.",
            ],
          },
        ],
      },
      {
        id: "consertar-ou-trocar",
        heading: "Consertar ou trocar o motor?",
        blocks: [
          {
            type: "p",
            text: "Na maioria das vezes o conserto resolve: engrenagens, capacitores e centrais dos motores PPA têm reposição fácil, e a troca de uma dessas peças devolve o portão ao funcionamento normal.",
          },
          {
            type: "p",
            text: `Quando o motor está muito antigo, com a carcaça danificada ou sem peças disponíveis, substituir sai mais em conta a longo prazo. O valor de um motor novo depende do portão e do modelo indicado, residencial ou para uso pesado, e sai depois da avaliação.`,
          },
        ],
      },
      {
        id: "portao-travado-fora-de-hora",
        heading: "Portão travado fora de hora",
        blocks: [
          {
            type: "p",
            text: `Portão que não fecha é um problema de segurança, não só de conforto. [Por isso oferecemos {emergency}.] [Os chamados têm {responseTime}.]`,
          },
          {
            type: "tip",
            text: "Enquanto o técnico não chega, use a chave de desbloqueio para operar o portão à mão e evite acionar o motor repetidas vezes, o que pode agravar o defeito.",
          },
          {
            type: "p",
            text: `[Todo conserto tem garantia de {serviceWarranty} sobre o serviço executado.]`,
          },
        ],
      },
      {
        id: "chame-um-tecnico",
        heading: "Chame um técnico",
        blocks: [
          {
            type: "p",
            text: "Descreva o sintoma e, se conseguir, grave um vídeo curto do portão tentando abrir. O som do motor e o comportamento da folha dizem muito sobre a causa e agilizam o reparo.",
          },
        ],
      },
    ],
  },
  {
    slug: "manutencao-preventiva-de-motor",
    category: "manutencao-e-reparo",
    menuLabel: "Manutenção Preventiva de Motor",
    title: "Manutenção Preventiva de Motor de Portão: Plano e Checklist",
    description:
      "Plano de manutenção preventiva para motor de portão: frequência por tipo de imóvel, sinais de alerta, checklist da revisão e cuidados entre as visitas.",
    keywords: [
      "manutenção preventiva de motor de portão",
      "plano de manutenção portão",
      "revisão periódica portão automático",
      "manutenção preventiva condomínio",
      "checklist motor de portão",
    ],
    sections: [
      {
        id: "prevenir-custa-menos",
        heading: "Prevenir custa menos que consertar",
        blocks: [
          {
            type: "p",
            text: "A manutenção preventiva é a revisão feita com o portão ainda funcionando, antes que surja um defeito. O objetivo é manter a regulagem correta, encontrar peças em início de desgaste e evitar que o portão pare justamente quando alguém precisa sair com o carro.",
          },
          {
            type: "p",
            text: "Comparada a uma troca de motor, a revisão periódica pesa pouco no orçamento da casa ou do condomínio.",
          },
        ],
      },
      {
        id: "calendario-recomendado",
        heading: "Calendário recomendado",
        blocks: [
          {
            type: "ul",
            items: [
              `Residências: ${visitsHome} ${pluralWord(visitsHome, "revisão", "revisões")} por ano, de preferência antes do verão, quando chegam as chuvas fortes e as quedas de energia.`,
              `Condomínios: ${visitsCondo} ${pluralWord(visitsCondo, "revisão", "revisões")} por ano, por causa do grande número de aberturas diárias.`,
              "Comércios e garagens de alto movimento: intervalo definido com o técnico, de acordo com o uso real.",
            ],
          },
        ],
      },
      {
        id: "sinais-de-alerta",
        heading: "Sinais de que a revisão não pode esperar",
        blocks: [
          {
            type: "ul",
            items: [
              "Ruído metálico ou rangido durante o movimento",
              "Portão mais lento do que costumava ser",
              "Folha que para antes do fim ou bate com força no batente",
              "Controle que só funciona muito perto do portão",
              "Cheiro de queimado ou carcaça muito quente depois de poucas manobras",
            ],
          },
          {
            type: "p",
            text: "Anote quando cada sinal apareceu. Essa informação ajuda o técnico a diferenciar um desgaste gradual de uma falha repentina, como a provocada por um pico de energia.",
          },
        ],
      },
      {
        id: "checklist-da-visita",
        heading: "Checklist da visita preventiva",
        blocks: [
          {
            type: "ol",
            items: [
              "Inspeção visual do motor, da base e da fiação.",
              "Limpeza do redutor e reposição de graxa onde for preciso.",
              "Reaperto das fixações e da cremalheira ou dos braços.",
              "Ajuste de força, velocidade e tempo de pausa na central.",
              "Teste do sensor fotoelétrico e da reversão diante de obstáculo.",
              "Relato ao cliente do que foi feito e do que merece acompanhamento.",
            ],
          },
          {
            type: "tip",
            text: "Em condomínios, guarde o histórico das revisões com a administração. Ele facilita a prestação de contas em assembleia e o planejamento da troca de peças.",
          },
        ],
      },
      {
        id: "entre-as-visitas",
        heading: "O que você pode fazer entre as visitas",
        blocks: [
          {
            type: "p",
            text: "Manter o trilho e a área do motor livres de folhas e terra, não deixar vasos ou bicicletas na frente do sensor e testar o desbloqueio manual de vez em quando são cuidados simples e seguros. Abrir a central ou mexer nos ajustes de força, por outro lado, deve ficar a cargo do técnico.",
          },
          {
            type: "p",
            text: "Quer colocar seu portão em um plano de revisões? Combinamos as datas com você ou com a administração do condomínio, e cada visita é registrada.",
          },
        ],
      },
    ],
  },
  {
    slug: "manutencao-de-portao-automatico",
    category: "manutencao-e-reparo",
    menuLabel: "Manutenção de Portão Automático",
    title: "Manutenção de Portão Automático: Estrutura, Trilho e Sensores",
    description:
      "Manutenção de portão automático além do motor: trilho, roldanas, dobradiças, ferrugem, sensores, controles e trava revisados para a folha correr com leveza.",
    keywords: [
      "manutenção de portão automático",
      "manutenção de portão eletrônico",
      "roldana de portão",
      "revisão de portão de garagem",
      "sensor de portão automático",
    ],
    sections: [
      {
        id: "alem-do-motor",
        heading: "O portão também precisa de cuidado",
        blocks: [
          {
            type: "p",
            text: "Muitos defeitos atribuídos ao motor nascem no próprio portão. Uma roldana travada, uma dobradiça seca ou um trilho cheio de terra aumentam o esforço a cada abertura, e o motor passa a trabalhar no limite até falhar. Cuidar da estrutura é a forma mais barata de proteger a automação.",
          },
          {
            type: "p",
            text: "Na visita, o técnico desliga a automação, libera o motor e movimenta a folha à mão. Se ela corre pesada ou prende em algum ponto, a causa está na estrutura, e é por ali que o serviço começa.",
          },
        ],
      },
      {
        id: "pontos-por-tipo-de-portao",
        heading: "Pontos de atenção por tipo de portão",
        blocks: [
          { type: "h3", text: "Deslizante" },
          {
            type: "ul",
            items: [
              "Trilho do piso limpo, sem amassados nem pedras",
              "Roldanas girando sem ruído e sem folga",
              "Guias superiores sem desgaste",
            ],
          },
          { type: "h3", text: "Basculante" },
          {
            type: "ul",
            items: [
              "Contrapesos ou molas equilibrando a folha",
              "Cabos de aço e polias das laterais",
              "Trilhos laterais alinhados e firmes",
            ],
          },
          { type: "h3", text: "Pivotante e de giro" },
          {
            type: "ul",
            items: [
              "Dobradiças lubrificadas e sem jogo",
              "Folhas sem empeno nem ponto de atrito no piso",
              "Batente central e trava alinhados",
            ],
          },
        ],
      },
      {
        id: "teste-de-seguranca",
        heading: "Teste de segurança",
        blocks: [
          {
            type: "p",
            text: "Uma manutenção completa sempre inclui o teste dos dispositivos de proteção. O técnico coloca um obstáculo no caminho da folha para conferir se o sensor fotoelétrico impede o fechamento e se a central inverte o movimento ao encontrar resistência.",
          },
          {
            type: "p",
            text: "Em condomínios, também vale conferir a sinalização luminosa da saída de veículos, a botoeira da portaria e o acesso ao desbloqueio em caso de pane.",
          },
        ],
      },
      {
        id: "ferrugem-e-controles",
        heading: "Ferrugem, pintura e controles",
        blocks: [
          {
            type: "p",
            text: "Pontos de ferrugem na parte de baixo da folha e nas soldas enfraquecem a estrutura e devem ser tratados antes que se espalhem. Os controles remotos merecem bateria nova quando o alcance diminui, e aparelhos perdidos precisam ser apagados da central para que ninguém abra o portão com eles.",
          },
          {
            type: "p",
            text: `Como referência, uma casa pede ${visitsHome} ${pluralWord(visitsHome, "revisão completa", "revisões completas")} por ano, e um condomínio, ${visitsCondo}. [A Manutenção Express, por {expressPrice}, cobre a regulagem do motor e pode ser feita na mesma visita da revisão do portão.]`,
          },
        ],
      },
      {
        id: "revisao-completa",
        heading: "Peça uma revisão completa",
        blocks: [
          {
            type: "p",
            text: "Informe o tipo de portão e o que tem incomodado, seja barulho, lentidão ou um controle falhando. Assim a visita já chega preparada para cuidar da folha, das ferragens e da automação de uma só vez.",
          },
        ],
      },
    ],
  },

  // ─────────────────────────── Tipos de Motores ───────────────────────────
  {
    slug: "motor-deslizante",
    category: "tipos-de-motores",
    menuLabel: "Motor Deslizante",
    title: "Motor Deslizante: Como Funciona, Potência e Manutenção",
    description:
      "Entenda o motor deslizante por dentro: redutor, pinhão e cremalheira, fim de curso, potência, velocidade de abertura, vantagens, limites e cuidados.",
    keywords: [
      "motor deslizante",
      "como funciona motor deslizante",
      "cremalheira de portão",
      "fim de curso motor deslizante",
      "motor deslizante PPA",
    ],
    sections: [
      {
        id: "mecanismo",
        heading: "O mecanismo do motor deslizante",
        blocks: [
          {
            type: "p",
            text: "O motor deslizante combina um motor elétrico com um redutor de engrenagens, geralmente do tipo coroa e rosca sem fim. O redutor diminui a rotação e multiplica a força, que chega a um pinhão dentado no topo do equipamento. Esse pinhão engrena na cremalheira presa à folha e transforma o giro em movimento linear.",
          },
          {
            type: "p",
            text: "A central eletrônica decide quando partir, acelerar, desacelerar e parar. O ponto de parada vem do fim de curso, que pode ser magnético, com ímãs presos à cremalheira, ou digital, baseado na contagem das voltas do motor.",
          },
        ],
      },
      {
        id: "potencia-e-velocidade",
        heading: "Potência e velocidade",
        blocks: [
          {
            type: "p",
            text: `As potências com que trabalhamos vão de ${powerLow} a ${powerHigh}, passando por ${powerMid}. Mais potência não significa apenas mais força: ela dá folga para folhas pesadas e para muitas manobras seguidas sem superaquecimento.`,
          },
          {
            type: "p",
            text: `A velocidade também muda de um modelo para outro: nos equipamentos que vendemos, o portão abre em um tempo que varia de ${fastest} a ${slowest} segundos. Versões rápidas reduzem a espera na rua, mas dependem de partida e parada suaves para não sacudir a folha.`,
          },
          {
            type: "p",
            text: "O motor também precisa combinar com a cremalheira: folhas leves costumam receber cremalheira de nylon, mais silenciosa, enquanto portões pesados pedem cremalheira de aço.",
          },
        ],
      },
      {
        id: "vantagens-e-limitacoes",
        heading: "Vantagens e limitações",
        blocks: [
          {
            type: "table",
            head: ["Vantagens", "Limitações"],
            rows: [
              ["Não ocupa espaço da garagem nem da calçada", "Precisa de muro lateral livre para a folha recolher"],
              ["Aceita folhas longas e pesadas", "Depende de trilho limpo e nivelado"],
              ["Montagem simples, no nível do piso", "Fica exposto à água e à sujeira do chão"],
              ["Desbloqueio manual fácil de alcançar", "Cremalheira pede alinhamento periódico"],
            ],
          },
        ],
      },
      {
        id: "pontos-de-manutencao",
        heading: "Pontos de manutenção",
        blocks: [
          {
            type: "ul",
            items: [
              "Folga correta entre pinhão e cremalheira: nem apertada, nem solta",
              "Parafusos da cremalheira, que se soltam com a vibração",
              "Vedação da carcaça contra chuva e enxurrada",
              "Ímãs ou ajuste eletrônico do fim de curso no lugar certo",
              "Graxa do redutor e desgaste dos dentes do pinhão",
            ],
          },
          {
            type: "tip",
            text: "Em garagens que acumulam água em temporais, a base do motor pode ser elevada na instalação para manter o equipamento longe da poça.",
          },
        ],
      },
      {
        id: "duvidas-motor-deslizante",
        heading: "Dúvidas sobre o motor deslizante",
        blocks: [
          {
            type: "p",
            text: "Quer saber se o seu motor atual tem fim de curso magnético ou digital, ou se vale trocar por um modelo mais rápido? Mande uma foto da etiqueta do equipamento e explicamos as diferenças sem compromisso.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-basculante",
    category: "tipos-de-motores",
    menuLabel: "Motor Basculante",
    title: "Motor Basculante: Funcionamento, Vantagens e Cuidados",
    description:
      "Como funciona o motor basculante: trilho, carro, braço e transmissão por fuso, corrente ou correia, potência, rapidez, prós, contras e pontos de manutenção.",
    keywords: [
      "motor basculante",
      "como funciona motor basculante",
      "motor basculante fuso ou corrente",
      "trilho motor basculante",
      "motor basculante PPA",
    ],
    sections: [
      {
        id: "como-funciona",
        heading: "Como o motor basculante movimenta o portão",
        blocks: [
          {
            type: "p",
            text: "No motor basculante, o conjunto de motor e redutor fica em uma das pontas de um trilho longo, instalado acima do portão e preso ao teto da garagem. Dentro desse trilho corre um carro, levado por fuso, corrente ou correia, conforme o modelo. Um braço liga o carro à parte de cima da folha.",
          },
          {
            type: "p",
            text: "Quando o carro recua, puxa a folha, que gira sobre os eixos laterais e sobe; quando avança, empurra a folha de volta para baixo. O motor não levanta todo o peso sozinho: contrapesos ou molas fazem a maior parte do trabalho, e ele apenas conduz o movimento.",
          },
        ],
      },
      {
        id: "tipos-de-transmissao",
        heading: "Fuso, corrente ou correia",
        blocks: [
          {
            type: "table",
            head: ["Transmissão", "Características"],
            rows: [
              ["Fuso", "Movimento firme e travamento natural da folha fechada"],
              ["Corrente", "Robusta e de reposição simples, pede lubrificação"],
              ["Correia", "Funcionamento mais silencioso, bom perto de quartos"],
            ],
          },
          {
            type: "p",
            text: "A escolha pesa mais do que parece. Em sobrados com dormitório logo acima da garagem, o som do trilho atravessa a laje, e uma transmissão silenciosa faz diferença à noite. Já em garagens abertas e de uso pesado, a robustez conta mais que o silêncio.",
          },
        ],
      },
      {
        id: "potencia-e-rapidez",
        heading: "Potência e rapidez",
        blocks: [
          {
            type: "p",
            text: `Com a folha equilibrada, o esforço real é pequeno, e um motor de ${powerLow} costuma bastar em garagens residenciais. Como o curso do portão basculante é curto, a abertura tende a ser ágil; considerando toda a linha que oferecemos, o tempo de abertura vai de ${fastest} a ${slowest} segundos, conforme o tipo e a versão.`,
          },
          {
            type: "p",
            text: "Potências maiores ficam reservadas a folhas largas, pesadas ou com portinhola embutida.",
          },
        ],
      },
      {
        id: "pros-e-contras",
        heading: "Prós e contras",
        blocks: [
          { type: "h3", text: "A favor" },
          {
            type: "ul",
            items: [
              "Aproveita portões basculantes já existentes",
              "Dispensa espaço lateral e trilho no piso",
              "Motor protegido da chuva, debaixo da laje",
            ],
          },
          { type: "h3", text: "Contra" },
          {
            type: "ul",
            items: [
              "Depende de altura livre acima do portão",
              "Folha desbalanceada sobrecarrega o motor rapidamente",
              "A folha aberta reduz a altura útil da entrada, o que limita veículos altos",
            ],
          },
        ],
      },
      {
        id: "onde-a-manutencao-se-concentra",
        heading: "Onde a manutenção se concentra",
        blocks: [
          {
            type: "ul",
            items: [
              "Balanceamento: a folha solta no meio do curso deve ficar parada",
              "Cabos, polias e contrapesos das laterais",
              "Fixação do trilho no teto, que sofre com a vibração",
              "Lubrificação do fuso ou da corrente",
              "Regulagem da embreagem e do fim de curso",
            ],
          },
          {
            type: "p",
            text: "Percebeu o portão descendo torto ou o trilho balançando no teto? Fale com a gente antes que a folga vire quebra.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-pivotante",
    category: "tipos-de-motores",
    menuLabel: "Motor Pivotante",
    title: "Motor Pivotante: Braço, Fuso e Geometria de Instalação",
    description:
      "Como funciona o motor pivotante: braço com fuso, pontos de articulação, potência, travamento, vantagens, limites e manutenção de cada braço do portão.",
    keywords: [
      "motor pivotante",
      "como funciona motor pivotante",
      "braço pivotante portão",
      "motor pivotante duplo",
      "motor pivotante PPA",
    ],
    sections: [
      {
        id: "um-braco-que-empurra-e-puxa",
        heading: "Um braço que empurra e puxa",
        blocks: [
          {
            type: "p",
            text: "O motor pivotante é um atuador em forma de braço. Uma ponta se prende ao pilar por um suporte articulado, e a outra, à folha. Dentro do tubo, um fuso girado pelo motor faz uma haste avançar ou recuar, fechando ou abrindo o portão conforme o sentido da rotação.",
          },
          {
            type: "p",
            text: "As duas pontas giram nos suportes durante o movimento, daí o nome: o braço pivota enquanto a folha descreve o seu arco.",
          },
        ],
      },
      {
        id: "geometria",
        heading: "A geometria faz diferença",
        blocks: [
          {
            type: "p",
            text: "A posição dos suportes em relação à dobradiça determina o ângulo máximo de abertura, a velocidade no começo e no fim do curso e a força disponível. Suportes mais próximos da dobradiça ampliam o ângulo, mas exigem mais do motor; mais afastados, dão alavanca, porém limitam a abertura.",
          },
          {
            type: "p",
            text: "Cada fabricante indica as cotas ideais de montagem, e segui-las é o que separa uma instalação durável de outra que força o braço todos os dias.",
          },
          {
            type: "p",
            text: "Por isso o mesmo modelo pode ter desempenho ótimo em um portão e fraco em outro: a diferença costuma estar nas medidas de fixação, não na máquina.",
          },
        ],
      },
      {
        id: "potencia-e-travamento",
        heading: "Potência, travamento e duas folhas",
        blocks: [
          {
            type: "p",
            text: `Em portões de duas folhas, cada lado recebe um braço, e o conjunto duplo de ${powerHigh} é uma configuração comum em garagens residenciais.`,
          },
          {
            type: "p",
            text: "O fuso tem uma característica útil: com o motor parado, ele segura a folha e dificulta a abertura à força. Em folhas muito largas, uma fechadura elétrica complementa esse travamento, porque o vento e o empurrão atuam como alavanca na ponta do portão.",
          },
        ],
      },
      {
        id: "vantagens-e-limites",
        heading: "Vantagens e limites",
        blocks: [
          {
            type: "table",
            head: ["Vantagens", "Limites"],
            rows: [
              ["Automatiza portões de abrir sem trocar a estrutura", "Precisa de espaço atrás da folha aberta"],
              ["Não exige trilho no piso", "Folhas largas sofrem com rajadas de vento"],
              ["Trava mecânica com o motor parado", "Pilar largo pode exigir braço articulado"],
            ],
          },
        ],
      },
      {
        id: "cuidados-com-os-bracos",
        heading: "Cuidados com os braços",
        blocks: [
          {
            type: "ul",
            items: [
              "Limpeza da haste exposta, sem acúmulo de poeira grudada na graxa",
              "Pinos e buchas dos suportes sem folga nem estalos",
              "Parafusos de fixação no pilar e na folha bem apertados",
              "Sincronia e defasagem corretas entre as duas folhas",
              "Tampa do desbloqueio fechada, impedindo a entrada de água",
            ],
          },
          {
            type: "p",
            text: "Um braço que estala ou uma folha que chega antes da outra são sinais para chamar o técnico. Tire suas dúvidas pelo WhatsApp.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-de-giro",
    category: "tipos-de-motores",
    menuLabel: "Motor de Giro",
    title: "Motor de Giro: Tipos de Acionamento para Portões de Abrir",
    description:
      "Motor de giro é a família que movimenta portões de abrir. Compare braço linear, braço articulado e motor junto à dobradiça, com mecanismos, usos e cuidados.",
    keywords: [
      "motor de giro",
      "motor para portão de abrir",
      "tipos de motor de giro",
      "motor de giro duas folhas",
      "acionador de portão de giro",
    ],
    sections: [
      {
        id: "o-que-e-motor-de-giro",
        heading: "O que se chama de motor de giro",
        blocks: [
          {
            type: "p",
            text: "Motor de giro é o nome genérico dos equipamentos que fazem um portão girar sobre dobradiças, em vez de correr ou subir. Dentro dessa família convivem mecanismos bem diferentes, e cada um resolve um tipo de entrada.",
          },
          {
            type: "p",
            text: "Essa variedade explica por que dois portões de giro parecidos, vistos da rua, podem esconder equipamentos bem diferentes do lado de dentro.",
          },
        ],
      },
      {
        id: "tres-formas-de-girar",
        heading: "Três formas de girar a folha",
        blocks: [
          { type: "h3", text: "Braço linear, o pivotante" },
          {
            type: "p",
            text: "Trabalha como um pistão preso entre o pilar e a folha. É o mais difundido nas casas brasileiras e o de instalação mais direta.",
          },
          { type: "h3", text: "Braço articulado" },
          {
            type: "p",
            text: "Usa duas hastes unidas por uma articulação, como um cotovelo. O motor fica encostado ao pilar, o que permite automatizar portões com colunas largas ou dobradiças recuadas.",
          },
          { type: "h3", text: "Motor junto à dobradiça" },
          {
            type: "p",
            text: "Instalado sob o piso ou no eixo da folha, fica praticamente invisível. É escolhido em fachadas onde a estética pesa muito, mas exige obra e bom escoamento de água.",
          },
        ],
      },
      {
        id: "comparativo",
        heading: "Comparativo técnico",
        blocks: [
          {
            type: "table",
            head: ["Tipo", "Espaço necessário", "Visual", "Manutenção"],
            rows: [
              ["Linear", "Área livre atrás da folha aberta", "Braço aparente", "Simples, com acesso fácil"],
              [
                "Articulado",
                "Pouco espaço junto ao pilar",
                "Braço aparente e dobrável",
                "Mais articulações para revisar",
              ],
              ["Junto à dobradiça", "Caixa enterrada no piso", "Quase oculto", "Atenção à vedação e à drenagem"],
            ],
          },
        ],
      },
      {
        id: "como-a-central-comanda",
        heading: "Como a central comanda as folhas",
        blocks: [
          {
            type: "p",
            text: "Em portões de duas folhas, a central coordena dois motores: abre as duas quase juntas e, no fechamento, atrasa uma delas para que a folha com o batente feche por último. Ela também reduz a velocidade no fim do curso, poupando as dobradiças e o batente central de pancadas.",
          },
          {
            type: "p",
            text: `A faixa de ${business.residentialPower} atende a maior parte das folhas residenciais. Folhas altas de chapa lisa merecem atenção especial, porque a pressão do vento soma esforço ao motor.`,
          },
          {
            type: "p",
            text: "Outro recurso frequente é o fechamento automático depois de um tempo de pausa programado, que evita deixar a entrada aberta por esquecimento.",
          },
        ],
      },
      {
        id: "cuidados-comuns",
        heading: "Cuidados comuns a todo motor de giro",
        blocks: [
          {
            type: "ul",
            items: [
              "Dobradiças em bom estado: são elas que sustentam o peso, não o motor",
              "Batentes de abertura e fechamento firmes no lugar",
              "Cabos elétricos protegidos no trecho que acompanha a folha",
              "Teste periódico da reversão ao encontrar obstáculo",
            ],
          },
          {
            type: "p",
            text: "Não sabe qual desses mecanismos existe no seu portão? Uma foto do equipamento basta para identificarmos o tipo e orientar a manutenção.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-articulado",
    category: "tipos-de-motores",
    menuLabel: "Motor Articulado",
    title: "Motor Articulado: Braço com Cotovelo para Pilares Largos",
    description:
      "Saiba como funciona o motor articulado para portões de abrir: braço com cotovelo, fixação no pilar, quando ele supera o braço reto, vantagens e manutenção.",
    keywords: [
      "motor articulado",
      "motor de braço articulado",
      "motor para portão com pilar largo",
      "braço articulado portão",
      "motor articulado portão de giro",
    ],
    sections: [
      {
        id: "o-que-e-motor-articulado",
        heading: "O que é o motor articulado",
        blocks: [
          {
            type: "p",
            text: "O motor articulado é um acionador para portões de abrir em que a força chega à folha por um braço dobrável, formado por duas hastes unidas por um pino central. O motorredutor fica preso à face interna do pilar ou do muro e gira o primeiro segmento; o segundo, ligado à folha, acompanha o movimento como um cotovelo que se estica e se dobra.",
          },
          {
            type: "p",
            text: "O termo também aparece em motores para portões basculantes articulados, aqueles que dobram ao meio quando sobem, mas aqui o foco é o uso em portões de giro.",
          },
        ],
      },
      {
        id: "onde-o-braco-reto-nao-chega",
        heading: "Onde o braço reto não chega",
        blocks: [
          {
            type: "p",
            text: "O braço linear precisa de certa distância entre a dobradiça e a borda do pilar para trabalhar. Em colunas largas de alvenaria, em muros com a dobradiça recuada ou em portões instalados no meio da espessura da parede, essa medida não existe. O braço articulado contorna o problema porque o cotovelo dobra em volta do canto.",
          },
          {
            type: "ul",
            items: [
              "Casas com colunas largas de tijolo aparente ou revestidas de pedra",
              "Portões antigos chumbados no meio do muro",
              "Entradas em que a folha aberta precisa ficar rente à parede",
            ],
          },
        ],
      },
      {
        id: "mecanismo-e-desempenho",
        heading: "Mecanismo e desempenho",
        blocks: [
          {
            type: "p",
            text: "Como o motor gira um eixo em vez de empurrar uma haste, a força é aplicada de forma mais uniforme ao longo do arco. O desempenho depende do comprimento das duas hastes, ajustado na montagem de acordo com a largura da folha e a posição da dobradiça.",
          },
          {
            type: "p",
            text: `A potência é escolhida pelo peso e pela largura da folha, dentro da faixa residencial de ${business.residentialPower}. Cada folha tem seu próprio desbloqueio, útil para abrir só um lado quando falta energia.`,
          },
        ],
      },
      {
        id: "pontos-fortes-e-de-atencao",
        heading: "Pontos fortes e pontos de atenção",
        blocks: [
          {
            type: "table",
            head: ["Ponto forte", "Ponto de atenção"],
            rows: [
              ["Funciona com pilares largos e dobradiças recuadas", "Mais articulações, portanto mais pontos de folga"],
              ["Motor compacto, junto ao muro", "O braço aberto ocupa espaço ao lado da folha durante o movimento"],
              ["Permite abertura ampla em entradas difíceis", "Regulagem das hastes exige técnico experiente"],
            ],
          },
        ],
      },
      {
        id: "manutencao-do-braco-articulado",
        heading: "Manutenção do braço articulado",
        blocks: [
          {
            type: "ul",
            items: [
              "Pino do cotovelo e buchas sem folga nem rangido",
              "Parafusos do suporte no pilar e na folha",
              "Lubrificação das articulações com produto adequado",
              "Batentes mecânicos que limitam o curso bem fixados",
            ],
          },
          {
            type: "p",
            text: "Tem um pilar largo e achava que o seu portão não podia ser automatizado? Conte como é a entrada e avaliamos se o braço articulado resolve.",
          },
        ],
      },
    ],
  },
];
