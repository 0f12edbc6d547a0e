// Topic pages, part 2: brands, accessories, services, problems and solutions.
// Every business fact is read from `business`; nothing here retypes a price, a deadline or a count.
import type { Topic } from "../types";
import { business } from "../business";
import { KIT_NAMES } from "../claims";
import { lcFirst, vezes } from "../text";

const b = business;

/** '1 ano', '2 anos'. */
/** 'Segunda a sexta, das 8h às 18h' → 'segunda a sexta, das 8h às 18h', for use mid-sentence. */

export const topicsPart2: Topic[] = [
  // ───────────────────────────── Marcas ─────────────────────────────
  {
    slug: "motor-ppa",
    category: "marcas",
    menuLabel: "PPA",
    title: "Motor PPA com Kit Completo Instalado em São Paulo",
    description: `Motor PPA deslizante, basculante ou pivotante instalado em São Paulo e na Grande SP, com controles programados[ e parcelamento em até {instalments}].`,
    keywords: [
      "motor ppa",
      "kit motor ppa instalado",
      "motor ppa deslizante",
      "motor ppa basculante",
      "motor ppa pivotante",
    ],
    sections: [
      {
        id: "por-que-ppa",
        heading: "Por que escolhemos vender motores PPA",
        blocks: [
          {
            type: "p",
            text: "A PPA é uma fabricante brasileira de automatizadores sediada em Garça, no interior paulista, e seus motores estão entre os mais encontrados em casas, comércios e condomínios do país. Para quem compra, essa presença tem consequência direta: peças de reposição, centrais eletrônicas e controles compatíveis são fáceis de achar, e um conserto raramente fica parado à espera de componente importado.",
          },
          {
            type: "p",
            text: `[Trabalhamos com a marca desde {foundedYear}.] [Já passamos de {customers} clientes atendidos em ${b.serviceArea}.] Conhecer a fundo um único fabricante nos permite indicar o modelo certo para cada portão, manter em estoque as peças que mais se desgastam e resolver a maior parte dos chamados logo na primeira visita.`,
          },
        ],
      },
      {
        id: "modelos-e-potencias",
        heading: "Modelos para portão deslizante, basculante e pivotante",
        blocks: [
          {
            type: "table",
            caption: "Kits PPA instalados mais procurados",
            head: ["Kit", "Indicado para", "Valor instalado"],
            rows: [
              [
                KIT_NAMES.deslizante,
                "Portões de correr sobre trilho, comuns em garagens de sobrados e fachadas de lojas",
                "[{price.deslizante}|sob orçamento]",
              ],
              [
                KIT_NAMES.basculante,
                "Portões que sobem em arco, frequentes em casas térreas com garagem rente à calçada",
                "[{price.basculante}|sob orçamento]",
              ],
              [
                KIT_NAMES.pivotante,
                "Portões de duas folhas que giram sobre dobradiças, típicos de chácaras e frentes largas",
                "[{price.pivotante}|sob orçamento]",
              ],
            ],
          },
          {
            type: "p",
            text: `A potência é definida pelo peso e pelo tamanho da folha. Oferecemos motores de ${b.motorPowers.join(", ")}; em residências, a faixa usual vai de ${b.residentialPower}. Conforme o modelo escolhido, o portão completa a abertura em ${b.openingSeconds[0]}, ${b.openingSeconds[1]} ou ${b.openingSeconds[2]} segundos, o que faz diferença em ruas movimentadas, onde ninguém quer ficar parado com o carro na calçada.`,
          },
        ],
      },
      {
        id: "kit-completo",
        heading: "O que está incluído no kit completo instalado",
        blocks: [
          {
            type: "ul",
            items: [
              "Motor PPA dimensionado para o peso e o tipo do portão",
              "Central de comando com receptor para controles remotos",
              "Controles remotos cadastrados e testados na entrega",
              "Cremalheira, braço ou suportes de fixação, conforme o modelo",
              "Ligação do motor ao ponto de energia existente junto ao portão",
              "Regulagem de fim de curso, força e velocidade, com demonstração de uso ao morador",
            ],
          },
          {
            type: "p",
            text: `A instalação leva de ${b.installationHours.min} a ${b.installationHours.max} horas na maioria dos portões residenciais. [Os kits instalados partem de {priceFrom}.] [O pagamento pode ser parcelado em até {instalments}.]`,
          },
        ],
      },
      {
        id: "garantia-e-suporte",
        heading: "Garantia e suporte depois da compra",
        blocks: [
          {
            type: "p",
            text: `[Todo motor sai com {warrantyTerms}.] [A instalação tem ainda {serviceWarranty} de garantia própria sobre o serviço executado.]`,
          },
          {
            type: "p",
            text: `Para o motor durar, indicamos revisão ${vezes(b.maintenancePerYear.home)} por ano em casas e ${vezes(b.maintenancePerYear.condo)} por ano em condomínios, onde o portão trabalha muito mais.`,
          },
          {
            type: "tip",
            get text() {
              return `Atendemos de ${lcFirst(b.hours.weekdays)}, e no ${lcFirst(b.hours.saturday)}. Chame pelo WhatsApp ou ligue para ${b.phoneDisplay}.`;
            },
          },
        ],
      },
    ],
  },
  {
    slug: "motor-garen",
    category: "marcas",
    menuLabel: "Garen",
    title: "Motor Garen: Conserto e Manutenção em São Paulo",
    description:
      "Conserto, manutenção e instalação de motor Garen em São Paulo e Grande SP: diagnóstico de central, engrenagens e controles, com orçamento por escrito.",
    keywords: ["motor garen", "conserto motor garen", "manutenção motor garen", "central garen", "técnico motor garen"],
    sections: [
      {
        id: "atendemos-garen",
        heading: "Atendemos portões com motor Garen",
        blocks: [
          {
            type: "p",
            text: "A Garen é uma fabricante nacional de automatizadores, com linhas para portões deslizantes, basculantes e pivotantes, além de equipamentos voltados a uso mais intenso. É comum encontrar seus motores em sobrados, galpões e prédios da capital, muitos deles instalados há vários anos e ainda em operação.",
          },
          {
            type: "p",
            text: "Embora o produto que vendemos seja PPA, nossos técnicos instalam, consertam e revisam motores Garen com o mesmo cuidado. Ninguém precisa trocar de marca para ser atendido: o ponto de partida é sempre entender o que o equipamento instalado ainda pode entregar.",
          },
        ],
      },
      {
        id: "defeitos-comuns",
        heading: "Situações que mais aparecem nos chamados",
        blocks: [
          {
            type: "p",
            text: "Os defeitos variam com a idade do motor e com a intensidade de uso, mas alguns sinais se repetem e merecem atenção antes que virem uma pane completa:",
          },
          {
            type: "ul",
            items: [
              "Ruído metálico ou trancos durante o curso, que costumam indicar desgaste de engrenagem ou folga na cremalheira",
              "Portão que para antes do fim ou passa do ponto, sinal de fim de curso desregulado ou sensor com defeito",
              "Controles que deixam de responder depois de uma queda de energia ou de uma tempestade",
              "Motor que zumbe sem movimentar a folha, caso que pede verificação elétrica antes de novas tentativas",
            ],
          },
        ],
      },
      {
        id: "como-trabalhamos",
        heading: "Como conduzimos o reparo",
        blocks: [
          {
            type: "p",
            text: "O técnico testa alimentação, central, motor e parte mecânica antes de sugerir qualquer troca. Você recebe o diagnóstico explicado em linguagem simples e um orçamento por escrito. Quando a peça necessária é compatível e está disponível, o conserto é feito no local; se o modelo saiu de linha e não há reposição confiável, mostramos as alternativas com prós e contras.",
          },
          {
            type: "p",
            text: `[Para revisões sem defeito grave, a Manutenção Express custa {expressPrice} e cobre lubrificação, reaperto e regulagem do conjunto, com {expressWarranty} de garantia sobre o serviço.]`,
          },
        ],
      },
      {
        id: "reparar-ou-substituir",
        heading: "Quando vale trocar por um motor novo",
        blocks: [
          {
            type: "p",
            text: `Se o reparo se aproxima do valor de um equipamento novo, a substituição tende a ser mais sensata. Nesses casos indicamos um kit PPA, que conhecemos em detalhe, mas a decisão é sua, com números claros na mesa.`,
          },
          {
            type: "tip",
            text: "Antes de chamar o técnico, anote o que acontece, em que ponto do curso e se houve chuva ou falta de luz recente. Esses detalhes encurtam o diagnóstico.",
          },
        ],
      },
    ],
  },
  {
    slug: "motor-rossi",
    category: "marcas",
    menuLabel: "Rossi",
    title: "Motor Rossi: Instalação e Reparo de Portão em SP",
    description:
      "Técnicos para motor Rossi em São Paulo: conserto de central, ajuste de fim de curso, cadastro de controles e revisão preventiva em casas e condomínios.",
    keywords: ["motor rossi", "conserto motor rossi", "portão rossi", "central rossi", "manutenção motor rossi"],
    sections: [
      {
        id: "motores-rossi",
        heading: "Manutenção de motores Rossi em São Paulo",
        blocks: [
          {
            type: "p",
            text: "Rossi é outra marca brasileira bastante presente no mercado de portões automáticos, com modelos para os três tipos de abertura mais usados em residências. Como acontece com qualquer fabricante, o desempenho ao longo dos anos depende muito da qualidade da instalação original e da regularidade das revisões.",
          },
          {
            type: "p",
            text: "Nossa equipe atende portões com motor Rossi para conserto, ajustes e manutenção. Vendemos motores PPA e deixamos isso claro desde o primeiro contato, mas o trabalho em outras marcas segue o mesmo padrão de transparência.",
          },
        ],
      },
      {
        id: "diagnostico",
        heading: "Diagnóstico em cinco etapas",
        blocks: [
          {
            type: "ol",
            items: [
              "Conferência da tensão na tomada ou no disjuntor que alimenta o motor",
              "Teste da central: entradas de comando, fotocélula, receptor e saída para o motor",
              "Verificação do fim de curso e da posição dos ímãs ou batentes",
              "Inspeção de engrenagens, rolamentos, roldanas e trilho",
              "Teste final com o portão percorrendo o curso completo várias vezes seguidas",
            ],
          },
          {
            type: "p",
            text: "Seguir essa ordem evita o erro mais caro do setor: trocar uma peça boa só porque o sintoma parecia apontar para ela.",
          },
        ],
      },
      {
        id: "controles-e-centrais",
        heading: "Controles e centrais de reposição",
        blocks: [
          {
            type: "p",
            text: "Controles remotos e receptores costumam seguir protocolos próprios de cada fabricante. Por isso, antes de comprar um controle novo pela internet, confirme com o técnico se ele conversa com o receptor instalado. Em alguns casos, trocar apenas o receptor ou a central por um modelo compatível resolve a incompatibilidade e ainda moderniza o sistema com código criptografado.",
          },
          {
            type: "p",
            text: "Quando a central original está queimada e não há reposição, uma placa de outro fabricante pode assumir o motor, desde que seja compatível com o tipo de motor e com o sistema de fim de curso. Essa adaptação exige teste cuidadoso de força e de reversão antes da entrega.",
          },
        ],
      },
      {
        id: "atendimento-rossi",
        heading: "Prazos e horários de atendimento",
        blocks: [
          {
            type: "p",
            get text() {
              return `Atendemos de ${lcFirst(b.hours.weekdays)}, e também no ${lcFirst(b.hours.saturday)}. [Damos {responseTime} aos chamados para combinar a visita.] [Para situações urgentes, como portão travado aberto durante a noite, vale o nosso {emergency}.]`;
            },
          },
          {
            type: "p",
            text: `Se a avaliação mostrar que o motor chegou ao fim da vida útil, apresentamos o valor de um kit PPA instalado[, a partir de {price.deslizante} para portões deslizantes][, com parcelamento em até {instalments}].`,
          },
        ],
      },
    ],
  },
  {
    slug: "motor-peccinin",
    category: "marcas",
    menuLabel: "Peccinin",
    title: "Motor Peccinin: Conserto e Revisão de Portão em SP",
    description:
      "Conserto e revisão de motor Peccinin em São Paulo e Grande SP: engrenagens, cremalheira, fotocélula e central avaliadas por técnicos com orçamento claro.",
    keywords: [
      "motor peccinin",
      "conserto motor peccinin",
      "revisão motor peccinin",
      "portão peccinin",
      "peças peccinin",
    ],
    sections: [
      {
        id: "peccinin",
        heading: "Técnicos para motor Peccinin",
        blocks: [
          {
            type: "p",
            text: "Peccinin é uma fabricante nacional de automatizadores para portões, com equipamentos em muitas residências e comércios da região metropolitana. Recebemos com frequência pedidos de quem tem esse motor e quer mantê-lo funcionando, seja pela confiança no equipamento, seja para adiar um investimento maior.",
          },
          {
            type: "p",
            text: "Atendemos esses portões normalmente. Somos revendedores PPA, mas não condicionamos o serviço à troca de marca, e um motor que ainda tem conserto recebe conserto.",
          },
          {
            type: "p",
            text: "Motores desse fabricante aparecem em portões de correr de sobrados, em basculantes de casas térreas e em entradas comerciais. Em todos esses casos, o diagnóstico começa pelo portão em si: uma folha empenada ou um trilho torto cobra do motor um esforço que nenhuma marca aguenta por muito tempo.",
          },
        ],
      },
      {
        id: "revisao-peccinin",
        heading: "O que checamos em uma revisão",
        blocks: [
          { type: "h3", text: "Parte mecânica" },
          {
            type: "ul",
            items: [
              "Estado das engrenagens internas e do pinhão de saída",
              "Alinhamento da cremalheira ou do braço articulado",
              "Roldanas, trilho, dobradiças e guias livres de sujeira e ferrugem",
            ],
          },
          { type: "h3", text: "Parte elétrica" },
          {
            type: "ul",
            items: [
              "Bornes da central e do motor reapertados e sem oxidação",
              "Fotocélula alinhada e com lentes limpas",
              "Receptor respondendo a todos os controles cadastrados",
            ],
          },
          {
            type: "p",
            text: `A frequência recomendada depende do uso: casas pedem ${vezes(b.maintenancePerYear.home)} ao ano, enquanto portões de condomínio, acionados dezenas de vezes por dia, precisam de ${vezes(b.maintenancePerYear.condo)}.`,
          },
        ],
      },
      {
        id: "consertar-ou-trocar",
        heading: "Consertar ou trocar: como decidir",
        blocks: [
          {
            type: "table",
            caption: "Caminhos mais comuns por tipo de problema",
            head: ["Situação", "Solução habitual"],
            rows: [
              ["Fim de curso ou força desregulados", "Regulagem no local, sem troca de peças"],
              ["Controle que não responde", "Novo cadastro ou reposição por controle compatível"],
              ["Engrenagem gasta com peça disponível", "Substituição da engrenagem e lubrificação"],
              ["Central queimada por descarga elétrica", "Troca da central por original ou compatível"],
              ["Vários componentes desgastados ao mesmo tempo", "Troca do motor, orçada depois da avaliação"],
            ],
          },
          {
            type: "p",
            text: "A tabela é um ponto de partida, não uma regra. Idade do equipamento, disponibilidade de peças e estado do próprio portão pesam na recomendação final.",
          },
        ],
      },
      {
        id: "agendamento-peccinin",
        heading: "Como agendar a visita",
        blocks: [
          {
            type: "p",
            get text() {
              return `Mande pelo WhatsApp fotos do motor, da etiqueta do modelo e do portão inteiro, ou ligue para ${b.phoneDisplay}. Com essas imagens, o técnico já chega com as peças mais prováveis. Em portões de aço pesados, comuns em galpões da Zona Leste e do ABC, a troca do motor pede um modelo para uso intenso, e o valor é informado antes de qualquer serviço.`;
            },
          },
        ],
      },
    ],
  },
  {
    slug: "motor-intelbras",
    category: "marcas",
    menuLabel: "Intelbras",
    title: "Motor Intelbras para Portão: Instalação e Manutenção",
    description:
      "Manutenção de motor Intelbras para portão e integração com interfone, botoeira e controle de acesso em casas e condomínios de São Paulo e Grande SP.",
    keywords: [
      "motor intelbras",
      "motor de portão intelbras",
      "manutenção motor intelbras",
      "portão intelbras interfone",
      "conserto motor intelbras",
    ],
    sections: [
      {
        id: "intelbras",
        heading: "Motores Intelbras em residências e condomínios",
        blocks: [
          {
            type: "p",
            text: "A Intelbras é uma empresa brasileira conhecida principalmente por equipamentos de segurança eletrônica, como câmeras, interfones, alarmes e controle de acesso, e também oferece automatizadores para portões. Por isso, é comum encontrar esses motores em imóveis que já usam outros produtos da marca.",
          },
          {
            type: "p",
            text: "Instalamos e mantemos esses motores, ainda que os kits vendidos por nós sejam PPA. O atendimento começa pelo que o cliente já tem instalado, e não por uma proposta de troca.",
          },
        ],
      },
      {
        id: "integracao",
        heading: "Integração com interfone e controle de acesso",
        blocks: [
          {
            type: "p",
            text: "Parte dos chamados nesses imóveis não envolve o motor em si, mas a ligação entre ele e os demais equipamentos. A central do portão normalmente aceita um comando por contato seco, o que permite acionar a abertura pelo interfone, por uma botoeira ou por um leitor de acesso, qualquer que seja a marca de cada peça.",
          },
          {
            type: "ul",
            items: [
              "Ligação do porteiro eletrônico à entrada de comando da central",
              "Botoeira interna para abrir o portão de dentro da casa ou da portaria",
              "Leitores de tag ou de senha para moradores e prestadores de serviço",
              "Separação da fiação do motor e dos cabos de câmera para evitar interferência",
            ],
          },
        ],
      },
      {
        id: "manutencao-intelbras",
        heading: "Manutenção e ajustes no dia a dia",
        blocks: [
          {
            type: "p",
            text: "Como em qualquer automatizador, o que mais desgasta o conjunto é o atrito: trilho sujo, roldana travada ou dobradiça ressecada obrigam o motor a fazer mais força do que deveria. Limpamos e lubrificamos o caminho do portão, conferimos a regulagem de força e testamos a reversão com obstáculo, que é o principal item de segurança.",
          },
          {
            type: "p",
            text: `[Uma visita de Manutenção Express sai por {expressPrice}.] Se aparecer algo além da revisão, o orçamento é apresentado antes de qualquer troca de peça.`,
          },
        ],
      },
      {
        id: "troca-intelbras",
        heading: "Se chegar a hora de substituir",
        blocks: [
          {
            type: "p",
            text: `Quando o motor não compensa mais o reparo, mostramos as opções com preços claros. [Um kit PPA basculante instalado custa {price.basculante}.] [O pivotante duplo sai por {price.pivotante}.] [Os dois têm garantia de fábrica de {factoryWarranty}.] Interfone, câmeras e leitores existentes continuam funcionando com o novo motor, porque a ligação por contato seco é a mesma.`,
          },
          {
            type: "tip",
            text: "Se o portão abre pelo controle mas não pelo interfone, o problema quase sempre está no cabo ou no relé do interfone, e não no motor.",
          },
        ],
      },
    ],
  },

  // ──────────────────────────── Acessórios ────────────────────────────
  {
    slug: "controle-remoto-para-portao",
    category: "acessorios",
    menuLabel: "Controle Remoto",
    title: "Controle Remoto para Portão: Cadastro e Reposição",
    description:
      "Controle remoto para portão automático de código fixo ou Rolling Code: cadastro no receptor, controles extras, troca de bateria e apagamento da memória.",
    keywords: [
      "controle remoto para portão",
      "controle de portão automático",
      "controle rolling code",
      "cadastrar controle de portão",
      "controle ppa",
    ],
    sections: [
      {
        id: "codigo-fixo-ou-rolling-code",
        heading: "Código fixo ou Rolling Code?",
        blocks: [
          {
            type: "p",
            text: "Todo controle de portão envia um código por rádio ao receptor da central, e a maioria dos modelos vendidos no Brasil opera na faixa de 433 MHz. O que muda entre eles é a forma como esse código é gerado, e isso tem impacto direto na segurança da casa.",
          },
          {
            type: "table",
            head: ["Característica", "Código fixo", "Rolling Code"],
            rows: [
              ["Código transmitido", "Sempre o mesmo", "Muda a cada acionamento"],
              ["Cópia por clonadores", "Possível com equipamento simples", "Muito mais difícil"],
              ["Compatibilidade", "Ampla entre receptores", "Depende do protocolo do fabricante"],
            ],
          },
        ],
      },
      {
        id: "cadastro-do-controle",
        heading: "Como o controle é cadastrado",
        blocks: [
          {
            type: "p",
            text: "O cadastro grava o código do controle na memória do receptor. Na maioria das centrais, o procedimento segue esta lógica:",
          },
          {
            type: "ol",
            items: [
              "Pressionar o botão de programação da placa até o LED acender",
              "Apertar o botão do controle que deve abrir o portão",
              "Aguardar a piscada do LED que confirma a gravação",
              "Testar o controle a alguns metros do portão",
            ],
          },
          {
            type: "p",
            text: "O tempo de cada etapa e a sequência de piscadas mudam conforme a central, por isso vale seguir o manual do modelo ou pedir o cadastro ao técnico na visita.",
          },
        ],
      },
      {
        id: "perda-ou-roubo",
        heading: "Perdeu o controle? Apague a memória",
        blocks: [
          {
            type: "p",
            text: "Um controle perdido continua abrindo o portão enquanto estiver gravado no receptor. Por isso, o correto é apagar toda a memória e recadastrar apenas os controles que ficaram com a família. Em condomínios, o ideal é manter uma lista de quem tem cada controle, o que facilita bloquear um aparelho específico sem afetar os demais moradores.",
          },
          {
            type: "p",
            text: "Vale o mesmo raciocínio quando um funcionário deixa a casa ou quando o imóvel é vendido ou alugado. Apagar a memória e gravar de novo os controles leva poucos minutos e elimina qualquer dúvida sobre quem ainda consegue entrar.",
          },
        ],
      },
      {
        id: "bateria-e-alcance",
        heading: "Bateria, alcance e cuidados",
        blocks: [
          {
            type: "ul",
            items: [
              "LED do controle fraco ou apagado indica bateria no fim",
              "Alcance que diminui aos poucos também costuma ser bateria, não defeito do receptor",
              "Quedas e umidade danificam o circuito; guarde o controle longe do painel exposto ao sol",
              "Controles de marcas diferentes podem funcionar, desde que sejam compatíveis com o receptor",
            ],
          },
          {
            type: "tip",
            get text() {
              return `Precisa de controles extras ou de recadastro? Ligue para ${b.phoneDisplay}; o técnico leva os controles compatíveis e faz a gravação no local.`;
            },
          },
        ],
      },
    ],
  },
  {
    slug: "placa-central-de-portao",
    category: "acessorios",
    menuLabel: "Placa de Comando",
    title: "Placa Central de Portão Automático: Conserto e Troca",
    description:
      "Placa central de portão queimada ou com falhas? Entenda os sinais de defeito, as causas mais comuns e quando vale consertar ou trocar a placa de comando.",
    keywords: [
      "placa central de portão",
      "central de portão automático",
      "placa de comando portão",
      "central queimada portão",
      "troca de central ppa",
    ],
    sections: [
      {
        id: "funcao-da-central",
        heading: "O que a placa de comando faz",
        blocks: [
          {
            type: "p",
            text: "A central é o cérebro do automatizador. Ela recebe o sinal do controle, decide se o portão deve abrir, parar ou fechar, lê os sensores de fim de curso e a fotocélula, e controla a força e a velocidade do motor. Quando ela falha, o motor pode estar perfeito e mesmo assim o portão não se move.",
          },
          {
            type: "p",
            text: "Centrais modernas, como a TRIFLEX CONNECT usada em motores PPA, também guardam os controles cadastrados e os ajustes de percurso em memória que não se perde na falta de energia.",
          },
          {
            type: "p",
            text: "É também pela central que se regulam o fechamento automático, a abertura parcial para pedestres e a sensibilidade da embreagem eletrônica. Uma placa mal configurada pode fazer um motor novo parecer defeituoso.",
          },
        ],
      },
      {
        id: "sinais-de-defeito",
        heading: "Sinais de que a central está com problema",
        blocks: [
          {
            type: "ul",
            items: [
              "Nenhum LED aceso na placa, mesmo com energia chegando à tomada",
              "Portão que inverte o movimento sem obstáculo algum",
              "Relés estalando sem que o motor gire",
              "Controles e botoeira que funcionam de forma intermitente",
              "Cheiro de queimado ou componentes escurecidos na placa",
            ],
          },
        ],
      },
      {
        id: "por-que-queimam",
        heading: "Por que as centrais queimam",
        blocks: [
          {
            type: "p",
            text: "A causa mais frequente em São Paulo é o surto elétrico: raios nas tempestades de verão e oscilações na rede chegam pela fiação e atingem a parte mais sensível do sistema. Umidade dentro da caixa da central, insetos como formigas que fazem ninho entre os componentes e ligações improvisadas completam a lista.",
          },
          {
            type: "tip",
            text: "Um dispositivo de proteção contra surtos (DPS) no quadro de energia custa pouco perto de uma central nova e reduz muito o risco de queima em tempestades.",
          },
        ],
      },
      {
        id: "consertar-ou-trocar-central",
        heading: "Consertar, trocar por original ou por compatível",
        blocks: [
          {
            type: "p",
            text: "Nem toda placa com defeito precisa ser descartada. Relés, fusíveis e conectores podem ser substituídos; já um processador danificado costuma tornar o reparo antieconômico. Na troca, a primeira opção é a central original do fabricante do motor. Quando ela não existe mais, uma central compatível pode assumir, desde que atenda ao tipo de motor e ao sistema de fim de curso.",
          },
          {
            type: "p",
            text: `Depois de trocar a placa, o técnico refaz o cadastro dos controles e a programação do percurso. Em motores muito antigos, comparamos o custo da central com o de um motor novo antes de recomendar qualquer troca.`,
          },
        ],
      },
    ],
  },
  {
    slug: "sensor-fotoeletrico",
    category: "acessorios",
    menuLabel: "Sensor Fotocélula",
    title: "Sensor Fotoelétrico para Portão: Instalação e Ajuste",
    description:
      "Sensor fotoelétrico para portão automático: como a fotocélula evita acidentes, onde instalar, como alinhar e o que fazer quando ela impede o fechamento.",
    keywords: [
      "sensor fotoelétrico portão",
      "fotocélula portão automático",
      "sensor de barreira portão",
      "instalar fotocélula",
      "fotocélula desalinhada",
    ],
    sections: [
      {
        id: "como-funciona-a-fotocelula",
        heading: "Como a fotocélula protege pessoas e veículos",
        blocks: [
          {
            type: "p",
            text: "O sensor fotoelétrico é formado por um emissor e um receptor instalados em lados opostos da passagem. O emissor envia um feixe infravermelho invisível; enquanto o receptor o enxerga, a central entende que o vão está livre. Se uma pessoa, um animal ou o para-choque de um carro interrompe o feixe durante o fechamento, a central para o portão e inverte o movimento.",
          },
          {
            type: "p",
            text: "É o acessório de segurança mais importante de um portão automático, sobretudo em casas com crianças e em garagens de condomínio, onde veículos e pedestres dividem o mesmo espaço.",
          },
        ],
      },
      {
        id: "onde-instalar",
        heading: "Onde e como instalar",
        blocks: [
          {
            type: "ul",
            items: [
              "Na altura em que o feixe cruze o para-choque dos carros que usam a garagem",
              "Emissor e receptor perfeitamente alinhados, de frente um para o outro",
              "Fiação passando por eletroduto, protegida de chuva e de cortes",
              "Longe de pontos onde o sol da tarde incida diretamente na lente do receptor",
            ],
          },
          {
            type: "p",
            text: "Em portões basculantes, que avançam sobre a calçada ou sobre a garagem ao abrir, a posição do sensor precisa considerar também o arco da folha, e não apenas o vão de entrada.",
          },
          {
            type: "p",
            text: "Em garagens compridas de condomínio, alguns projetos usam dois pares de sensores: um na linha do portão e outro mais para dentro, cobrindo a área em que os carros manobram enquanto a folha ainda se move.",
          },
        ],
      },
      {
        id: "problemas-na-fotocelula",
        heading: "Problemas comuns com a fotocélula",
        blocks: [
          {
            type: "p",
            text: "Quando o sensor falha, o sintoma típico é o portão que abre normalmente mas se recusa a fechar, ou que começa a descer e volta. As causas mais comuns são lente suja de poeira ou teia de aranha, sensor deslocado por uma batida, fio rompido e sol forte incidindo direto no receptor em certas horas do dia.",
          },
          {
            type: "tip",
            text: "Limpe as lentes com pano macio e seco e confira se o LED do receptor indica feixe recebido. Se nada mudar, não desligue o sensor: chame o técnico.",
          },
        ],
      },
      {
        id: "vale-a-pena",
        heading: "Vale a pena instalar mesmo em casa?",
        blocks: [
          {
            type: "p",
            get text() {
              return `Sim. A embreagem eletrônica reverte o portão ao encontrar resistência, mas só depois do contato; a fotocélula age antes. Instalamos o sensor em motores novos e em portões já automatizados, de qualquer marca, e o serviço costuma ser feito na mesma visita de revisão. Atendemos de ${lcFirst(b.hours.weekdays)}.`;
            },
          },
        ],
      },
    ],
  },
  {
    slug: "chave-eletronica-de-portao",
    category: "acessorios",
    menuLabel: "Chave Eletrônica",
    title: "Chave Eletrônica de Portão: Senha, Tag e Botoeira",
    description:
      "Chave eletrônica para portão automático: teclado com senha, leitor de tag, chave comutadora e botoeira, com ligação segura à central do motor em SP.",
    keywords: [
      "chave eletrônica de portão",
      "teclado senha portão",
      "tag para portão",
      "botoeira portão automático",
      "chave comutadora portão",
    ],
    sections: [
      {
        id: "o-que-e-chave-eletronica",
        heading: "O que é uma chave eletrônica de portão",
        blocks: [
          {
            type: "p",
            text: "Chamamos de chave eletrônica qualquer dispositivo que aciona o portão automático sem depender do controle remoto. Ela é útil para quem chega a pé, para funcionários, para prestadores de serviço e para aquelas situações em que o controle ficou dentro do carro de outra pessoa.",
          },
          {
            type: "p",
            text: "Diferente do controle, que depende de bateria e pode ser perdido ou copiado, a chave eletrônica fica fixa na parede ou no pilar. Senhas podem ser trocadas a qualquer momento, e tags podem ser bloqueadas individualmente, o que dá ao morador mais controle sobre quem entra.",
          },
        ],
      },
      {
        id: "opcoes",
        heading: "Opções mais usadas",
        blocks: [
          {
            type: "table",
            head: ["Dispositivo", "Como funciona", "Onde se encaixa melhor"],
            rows: [
              ["Teclado com senha", "Abre ao digitar um código numérico", "Casas com muitos usuários e funcionários"],
              [
                "Leitor de tag ou cartão",
                "Abre ao aproximar um chaveiro cadastrado",
                "Condomínios e empresas com controle de acesso",
              ],
              [
                "Chave comutadora",
                "Abre com uma chave física girada no miolo",
                "Entradas de serviço e acesso de emergência",
              ],
              [
                "Botoeira",
                "Abre ao apertar um botão instalado do lado de dentro",
                "Portarias, guaritas e saída de pedestres",
              ],
            ],
          },
        ],
      },
      {
        id: "ligacao-na-central",
        heading: "Como a chave se liga à central",
        blocks: [
          {
            type: "p",
            text: "Quase todas as centrais possuem uma entrada de comando que aceita um contato seco. A chave eletrônica fecha esse contato por um instante, e a central responde como se o botão do controle tivesse sido apertado. Por isso, é possível usar um teclado de uma marca com o motor de outra, desde que a alimentação e a ligação sejam feitas corretamente.",
          },
          {
            type: "p",
            text: "O cuidado principal está no lado de fora: teclados e leitores ficam expostos a chuva e vandalismo, então a fiação precisa ser embutida e o equipamento deve ter proteção adequada para área externa.",
          },
          {
            type: "p",
            text: "Em sobrados com portão na divisa da calçada, como é comum em bairros mais antigos da capital, o teclado costuma ficar no pilar ao lado da campainha, a uma altura confortável e sob alguma cobertura contra chuva direta.",
          },
        ],
      },
      {
        id: "cuidados-chave-eletronica",
        heading: "Cuidados de segurança",
        blocks: [
          {
            type: "ul",
            items: [
              "Troque a senha do teclado sempre que um funcionário deixar o imóvel",
              "Descadastre uma tag assim que ela se perder",
              "Não instale botoeiras ao alcance de quem está do lado de fora",
              "Mantenha a fotocélula funcionando, já que quem aciona pela chave nem sempre vê o portão",
            ],
          },
          {
            type: "p",
            text: `A instalação de teclado, leitor ou botoeira pode ser agendada junto com a revisão do motor. [Damos {responseTime} para marcar a visita.]`,
          },
        ],
      },
    ],
  },

  // ───────────────────────────── Serviços ─────────────────────────────
  {
    slug: "tecnico-em-portao-automatico",
    category: "servicos",
    menuLabel: "Técnico em Portão Automático",
    title: "Técnico em Portão Automático em São Paulo e Grande SP",
    description: `Técnico em portão automático com diagnóstico e conserto no local[, {responseTime}][ e {emergency}], em São Paulo e na Grande SP.`,
    keywords: [
      "técnico em portão automático",
      "técnico de portão eletrônico",
      "conserto de portão automático",
      "técnico de portão emergencial",
      "técnico motor ppa",
    ],
    sections: [
      {
        id: "quando-chamar",
        heading: "Quando chamar um técnico",
        blocks: [
          {
            type: "p",
            text: "Alguns sinais pedem visita antes que o portão pare de vez: barulho novo durante o curso, movimento mais lento que o habitual, folha que treme ou bate no fim, controle que só funciona bem perto do portão. Tratar esses sintomas cedo costuma sair mais barato que um conserto de emergência.",
          },
          {
            type: "p",
            text: "Outros casos exigem atendimento imediato, como portão travado aberto, motor que esquenta ou cheiro de queimado. Nessas situações, desligue o disjuntor do motor e não force a folha.",
          },
          {
            type: "p",
            text: "Também vale chamar quando o portão passou por uma batida de carro, mesmo que continue funcionando. Um trilho levemente amassado ou uma cremalheira desalinhada parecem inofensivos, mas aumentam o esforço do motor a cada ciclo e encurtam a vida das engrenagens.",
          },
        ],
      },
      {
        id: "como-e-a-visita",
        heading: "Como funciona a visita",
        blocks: [
          {
            type: "ol",
            items: [
              "Você descreve o problema por telefone ou WhatsApp, se possível com um vídeo curto",
              "Agendamos a visita e informamos a faixa de preço provável",
              "O técnico faz o diagnóstico completo e explica o que encontrou",
              "Com sua aprovação, o reparo é feito no local",
              "O portão é testado várias vezes diante de você antes da saída",
            ],
          },
          {
            type: "p",
            text: "Em cada visita, o técnico registra o que foi feito e o que merece atenção nas próximas revisões. Assim, quem voltar ao seu portão meses depois já sabe o histórico do equipamento e não começa do zero.",
          },
        ],
      },
      {
        id: "valores-tecnico",
        heading: "Quanto custa o atendimento",
        blocks: [
          {
            type: "p",
            text: `[A Manutenção Express, indicada para revisão e pequenos ajustes, custa {expressPrice} e tem {expressWarranty} de garantia.] Quando o diagnóstico aponta para a troca do motor, o valor é informado antes[ e pode ser parcelado em até {instalments}].`,
          },
          {
            type: "p",
            text: `Nossos técnicos trabalham com portões de todas as marcas, com especialidade em PPA[, que vendemos desde {foundedYear}].`,
          },
        ],
      },
      {
        id: "horarios-tecnico",
        heading: "Horários e emergências",
        blocks: [
          {
            type: "ul",
            get items() {
              return [b.hours.weekdays, b.hours.saturday, "{Emergency}"];
            },
          },
          {
            type: "p",
            text: `Cobrimos ${b.serviceArea}, da Zona Norte ao ABC, de Guarulhos a Osasco. O tempo de deslocamento varia com o trânsito[, mas o seu chamado tem {responseTime}].`,
          },
          {
            type: "tip",
            text: "Antes da visita, libere o acesso ao motor e à central. Vasos, bicicletas e caixas encostados no equipamento atrasam o serviço.",
          },
        ],
      },
    ],
  },
  {
    slug: "eletricista-de-portao",
    category: "servicos",
    menuLabel: "Eletricista de Portão",
    title: "Eletricista de Portão Automático: Ligação Elétrica Segura",
    description:
      "Eletricista de portão automático em SP: circuito exclusivo, disjuntor, aterramento, proteção contra surtos e ligação de fotocélula, botoeira e interfone.",
    keywords: [
      "eletricista de portão",
      "eletricista portão automático",
      "ligação elétrica motor de portão",
      "disjuntor motor portão",
      "aterramento portão automático",
    ],
    sections: [
      {
        id: "especialista-ou-eletricista-comum",
        heading: "Eletricista comum ou especialista em portão?",
        blocks: [
          {
            type: "p",
            text: "Um bom eletricista residencial resolve a chegada de energia até o motor. O que foge da rotina dele é o que vem depois: a ligação da central, os sensores de fim de curso, a fotocélula e os ajustes de força. Um profissional que trabalha só com portões enxerga o sistema inteiro e sabe diferenciar um problema elétrico de um defeito da placa ou da mecânica.",
          },
          {
            type: "p",
            text: "Nossos técnicos fazem as duas coisas. Na mesma visita, conferem a instalação elétrica do ponto até o motor e testam a central e os sensores, o que evita o jogo de empurra entre o eletricista que diz que a parte dele está certa e o instalador que culpa a rede.",
          },
        ],
      },
      {
        id: "ponto-de-energia",
        heading: "O ponto de energia do motor",
        blocks: [
          {
            type: "p",
            text: "Boa parte das falhas que atendemos começa numa instalação elétrica improvisada. Para funcionar bem por muitos anos, o motor precisa de:",
          },
          {
            type: "ul",
            items: [
              "Circuito próprio com disjuntor identificado no quadro",
              "Aterramento ligado à carcaça do motor e à central",
              "Dispositivo de proteção contra surtos, principalmente em áreas com muitas descargas atmosféricas",
              "Cabos dentro de eletroduto, sem emendas expostas à chuva",
              "Tensão da rede conferida e compatível com a versão do motor, seja 127 V ou 220 V",
            ],
          },
        ],
      },
      {
        id: "falhas-eletricas",
        heading: "Falhas elétricas que travam o portão",
        blocks: [
          { type: "h3", text: "Disjuntor que desarma" },
          {
            type: "p",
            text: "Indica curto na fiação, motor forçando por atrito mecânico ou disjuntor subdimensionado. Religar várias vezes sem investigar pode queimar o motor.",
          },
          { type: "h3", text: "Mau contato e oxidação" },
          {
            type: "p",
            text: "Bornes frouxos e emendas oxidadas provocam falhas intermitentes, que aparecem em dias de chuva e somem no tempo seco.",
          },
          { type: "h3", text: "Capacitor fraco" },
          {
            type: "p",
            text: "Em motores monofásicos de corrente alternada, o capacitor ajuda na partida. Quando enfraquece, o motor zumbe e não gira, ou gira sem força.",
          },
        ],
      },
      {
        id: "ligacao-de-acessorios",
        heading: "Ligação de acessórios e integração",
        blocks: [
          {
            type: "p",
            text: `Além da alimentação, fazemos a ligação de fotocélulas, botoeiras, interfones, teclados de senha e luz de garagem acionada pelo portão. Esses serviços podem ser feitos junto com a instalação de um kit PPA, que leva de ${b.installationHours.min} a ${b.installationHours.max} horas, ou em visita separada. [Tudo tem {serviceWarranty} de garantia sobre a mão de obra.]`,
          },
          {
            type: "p",
            text: "Em casas antigas de bairros como Mooca, Ipiranga e Lapa, é comum encontrar o motor ligado a uma tomada comum, dividindo circuito com a garagem ou a lavanderia. Separar esse circuito é uma das melhorias mais baratas e eficazes que se pode fazer.",
          },
        ],
      },
    ],
  },
  {
    slug: "assistencia-tecnica-ppa",
    category: "servicos",
    menuLabel: "Assistência Técnica",
    title: "Assistência Técnica para Motores PPA em São Paulo",
    description: `Assistência técnica para motores PPA em SP: reparo, peças originais, revisão preventiva e suporte na garantia de fábrica[ de {factoryWarranty}][, desde {foundedYear}].`,
    keywords: [
      "assistência técnica ppa",
      "conserto motor ppa",
      "peças motor ppa",
      "garantia motor ppa",
      "manutenção motor ppa",
    ],
    sections: [
      {
        id: "especialistas-ppa",
        heading: "Especialistas em PPA[ desde {foundedYear}]",
        blocks: [
          {
            type: "p",
            text: "Um motor PPA bem mantido trabalha por muitos anos. Quando algo sai do normal, a diferença entre um reparo rápido e uma dor de cabeça está em quem faz o serviço: conhecer as centrais, os redutores e os sensores da marca evita tentativas no escuro e troca de peças desnecessária.",
          },
          {
            type: "p",
            text: "Trabalhamos com os modelos atuais e também com equipamentos de gerações anteriores, que seguem funcionando em muitos sobrados e prédios da cidade. Nesses motores mais antigos, sabemos quais peças ainda têm reposição e quais pedem adaptação.",
          },
          {
            type: "p",
            text: `Vendemos, instalamos e consertamos PPA[, e a experiência de mais de {customers} clientes atendidos|, e essa experiência com a marca] aparece no diagnóstico: na maioria das vezes, o técnico já sabe onde olhar pelo sintoma descrito ao telefone.`,
          },
        ],
      },
      {
        id: "servicos-de-assistencia",
        heading: "Serviços de assistência",
        blocks: [
          {
            type: "ul",
            items: [
              "Diagnóstico e conserto de motores deslizantes, basculantes e pivotantes",
              "Troca e configuração de centrais, inclusive a TRIFLEX CONNECT",
              "Substituição de engrenagens, pinhões, cremalheiras e braços",
              "Cadastro de controles de código fixo e Rolling Code",
              "Instalação e alinhamento de fotocélulas",
              "Revisão preventiva com lubrificação e teste de segurança",
            ],
          },
        ],
      },
      {
        id: "garantia-ppa",
        heading: "Garantia de fábrica e garantia do serviço",
        blocks: [
          {
            type: "p",
            text: `[Motores PPA comprados conosco têm {warrantyTerms}, e a instalação tem {serviceWarranty} de garantia.] Como em qualquer fabricante, a garantia de fábrica não cobre danos por raios, inundações ou ligação elétrica inadequada, razão pela qual insistimos em proteção contra surtos e aterramento bem feitos.`,
          },
          {
            type: "tip",
            text: "Guarde a nota fiscal do motor e o comprovante da instalação. Eles são pedidos em qualquer acionamento de garantia.",
          },
          {
            type: "p",
            text: "Se o seu motor PPA foi instalado por outra empresa, também atendemos. Nesse caso, a garantia de fábrica continua seguindo as regras do fabricante, e o nosso serviço passa a ter a própria garantia de mão de obra.",
          },
        ],
      },
      {
        id: "pecas-e-prazos",
        heading: "Peças de reposição e prazos",
        blocks: [
          {
            type: "p",
            text: `Trabalhamos com peças originais, e os itens de maior desgaste seguem no veículo do técnico, o que costuma permitir resolver o problema já na primeira visita. [Damos {responseTime} após o contato.] [Para portões travados fora do horário comercial, oferecemos {emergency}.]`,
          },
          {
            type: "p",
            text: "Em condomínios, onde o portão não pode ficar parado, combinamos com o síndico ou a administradora as visitas de revisão programadas, preferencialmente em horários de menor movimento na garagem.",
          },
        ],
      },
    ],
  },
  {
    slug: "empresa-de-instalacao-de-portao",
    category: "servicos",
    menuLabel: "Empresa de Instalação",
    title: "Empresa de Instalação de Portão Automático em SP",
    description: `Empresa de instalação de portão automático[ desde {foundedYear}]: visita técnica, kit PPA completo e instalação com teste de segurança[, com {serviceWarranty} de garantia do serviço].`,
    keywords: [
      "empresa de instalação de portão",
      "instalação de portão automático",
      "instaladora de portão eletrônico",
      "instalar motor de portão",
      "kit portão automático instalado",
    ],
    sections: [
      {
        id: "como-escolher-empresa",
        heading: "Como escolher uma empresa de instalação",
        blocks: [
          {
            type: "p",
            text: "O motor é só metade do resultado; a outra metade é a instalação. Um equipamento excelente, fixado fora de esquadro ou ligado a uma rede sem proteção, vai dar problema cedo. Antes de fechar negócio, vale conferir alguns pontos:",
          },
          {
            type: "ul",
            items: [
              "Tempo de mercado e avaliações de clientes reais",
              "Orçamento por escrito, com o que está e o que não está incluído",
              "Garantia do produto e da mão de obra, com prazos claros",
              "Atendimento depois da instalação, inclusive em emergências",
            ],
          },
          {
            type: "p",
            text: `[Estamos no mercado desde {foundedYear}.]`,
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
              "Visita para medir o portão, avaliar peso, trilho, dobradiças e ponto de energia",
              "Escolha do motor e da potência adequados ao tipo de portão",
              "Preparação da base ou dos suportes e fixação do motor",
              "Montagem da cremalheira ou do braço e ligação da central",
              "Programação de percurso, força e controles remotos",
              "Teste de segurança com obstáculo e orientação de uso ao morador",
            ],
          },
          {
            type: "p",
            text: "Antes de qualquer furo, conferimos se o portão corre livre quando empurrado com a mão. Se ele trava, arrasta no chão ou pende para um lado, o ajuste de serralheria vem primeiro, porque motor nenhum compensa um portão desalinhado.",
          },
        ],
      },
      {
        id: "prazo-preco-pagamento",
        heading: "Prazo, preço e pagamento",
        blocks: [
          {
            type: "p",
            text: `Com o portão em bom estado, a instalação leva de ${b.installationHours.min} a ${b.installationHours.max} horas. [O kit PPA deslizante instalado sai por {price.deslizante}.] [O basculante sai por {price.basculante}.] [O pivotante duplo sai por {price.pivotante}.] [O parcelamento vai até {instalments}.] Se o portão precisar de reparo de serralheria antes, isso é informado na visita, nunca no dia da instalação.`,
          },
          {
            type: "p",
            text: "Também atendemos obras novas e reformas. Nesses casos, o ideal é nos chamar antes do acabamento, para deixar prontos o eletroduto e o ponto de energia junto ao portão, sem quebrar piso ou parede depois.",
          },
        ],
      },
      {
        id: "depois-da-instalacao",
        heading: "Depois da instalação",
        blocks: [
          {
            type: "p",
            text: `[A garantia do serviço vale por {serviceWarranty}, e a do motor segue as regras do fabricante.] Para manter tudo em ordem, agende a revisão preventiva ${vezes(b.maintenancePerYear.home)} por ano em residências; em condomínios, ${vezes(b.maintenancePerYear.condo)} por ano.`,
          },
          {
            type: "tip",
            text: "Peça ao instalador para mostrar como destravar o portão manualmente. Em uma falta de energia, é isso que vai tirar o carro da garagem.",
          },
        ],
      },
    ],
  },

  // ─────────────────────── Problemas e soluções ───────────────────────
  {
    slug: "portao-nao-fecha",
    category: "problemas-e-solucoes",
    menuLabel: "Portão Não Fecha",
    title: "Portão Automático Não Fecha? Causas e Soluções",
    description:
      "Portão automático que não fecha ou volta ao fechar: veja as verificações seguras, as causas mais comuns, como fechar manualmente e quando chamar o técnico.",
    keywords: [
      "portão não fecha",
      "portão automático não fecha",
      "portão abre mas não fecha",
      "portão volta ao fechar",
      "fotocélula portão não fecha",
    ],
    sections: [
      {
        id: "verificacoes-iniciais",
        heading: "Verifique antes de chamar o técnico",
        blocks: [
          {
            type: "p",
            text: "Um portão que fica aberto deixa a casa exposta, e a vontade é resolver na hora. Algumas checagens simples e seguras ajudam a entender o problema:",
          },
          {
            type: "ol",
            items: [
              "Veja se há algo no caminho do feixe da fotocélula, como vaso, lixeira ou folhagem",
              "Limpe as lentes do emissor e do receptor com pano seco",
              "Confira se existe pedra, terra ou objeto no trilho ou embaixo da folha",
              "Tente fechar pela botoeira, para descartar falha do controle",
            ],
          },
          {
            type: "p",
            text: "Observe também o LED da fotocélula e o comportamento do portão: se ele nem tenta fechar, a suspeita recai sobre o sensor; se começa a fechar e volta, o mais provável é atrito ou regulagem de força.",
          },
        ],
      },
      {
        id: "causas-portao-nao-fecha",
        heading: "Causas mais frequentes",
        blocks: [
          { type: "h3", text: "Fotocélula bloqueada ou desalinhada" },
          {
            type: "p",
            text: "É a causa número um. Se a central não recebe o feixe, ela simplesmente não autoriza o fechamento. Uma batida leve de carro ou bola basta para desalinhar o sensor.",
          },
          { type: "h3", text: "Embreagem sensível demais" },
          {
            type: "p",
            text: "Quando o trilho está sujo ou a roldana travando, o portão encontra resistência, a embreagem eletrônica entende que há um obstáculo e inverte o movimento.",
          },
          { type: "h3", text: "Fim de curso com defeito" },
          {
            type: "p",
            text: "Se a central perde a referência de fechamento, o portão pode parar no meio ou nem iniciar o movimento.",
          },
          { type: "h3", text: "Fechamento automático desativado" },
          {
            type: "p",
            text: "Às vezes não há defeito algum: o portão fechava sozinho e parou porque a central foi reconfigurada, por exemplo depois de uma troca de placa, e o fechamento temporizado ficou desligado. O ajuste é simples e feito na própria central.",
          },
        ],
      },
      {
        id: "fechar-manualmente",
        heading: "Como fechar manualmente com segurança",
        blocks: [
          {
            type: "p",
            text: "Desligue o disjuntor do motor, use a chave de destravamento que acompanha o equipamento e empurre a folha devagar até o fim. Depois, mantenha o portão trancado com cadeado ou fechadura até a visita técnica. Nunca force o portão com o motor travado: isso danifica engrenagens e cremalheira.",
          },
        ],
      },
      {
        id: "chamar-assistencia-fechamento",
        heading: "Quando chamar assistência",
        blocks: [
          {
            type: "p",
            get text() {
              return `Se as verificações não resolveram, o problema provavelmente está em sensor, central ou mecânica. [Damos {responseTime}.] [Como portão aberto é questão de segurança, contamos com {emergency}.] Ligue para ${b.phoneDisplay}.`;
            },
          },
          {
            type: "tip",
            text: "Jamais faça uma ponte na fotocélula para forçar o fechamento. O portão perde a principal proteção contra acidentes com pessoas e carros.",
          },
        ],
      },
    ],
  },
  {
    slug: "portao-nao-abre",
    category: "problemas-e-solucoes",
    menuLabel: "Portão Não Abre",
    title: "Portão Automático Não Abre: O Que Verificar Primeiro",
    description:
      "Portão automático que não abre: confira energia, disjuntor e controle, entenda cada sintoma do motor e saiba abrir manualmente para tirar o carro.",
    keywords: [
      "portão não abre",
      "portão automático não abre",
      "motor de portão não funciona",
      "portão travado",
      "abrir portão sem energia",
    ],
    sections: [
      {
        id: "comece-pela-energia",
        heading: "Comece pela energia",
        blocks: [
          {
            type: "p",
            text: "Antes de suspeitar do motor, descubra se a energia está chegando até ele. Veja se as luzes da casa funcionam, se o disjuntor do portão está ligado no quadro e se houve queda de energia recente na rua. Depois de uma queda, algumas centrais precisam de um primeiro comando para se reposicionar, e o portão pode se mover devagar nesse ciclo.",
          },
          {
            type: "p",
            text: "Também vale lembrar da última vez que alguém mexeu no motor. Se ele foi destravado para uma passagem manual e ninguém travou de novo, o motor gira em vazio e a folha fica parada, o que dá a impressão de defeito grave.",
          },
        ],
      },
      {
        id: "sintomas-portao-nao-abre",
        heading: "O que cada sintoma indica",
        blocks: [
          {
            type: "table",
            head: ["Sintoma", "Causa provável"],
            rows: [
              ["Nenhum som e nenhum LED na central", "Falta de energia, disjuntor desligado ou central queimada"],
              ["Motor zumbe, mas o portão não se move", "Capacitor fraco, engrenagem travada ou folha presa"],
              ["Abre um pouco e volta", "Força mal regulada ou atrito excessivo no trilho ou nas dobradiças"],
              ["Abre pela botoeira, mas não pelo controle", "Bateria do controle ou controle apagado da memória"],
              ["Motor gira, mas a folha fica parada", "Motor destravado ou engrenagem de saída desgastada"],
            ],
          },
        ],
      },
      {
        id: "abrir-manualmente",
        heading: "Como abrir manualmente para sair de casa",
        blocks: [
          {
            type: "p",
            text: "Todo motor tem um sistema de destravamento por chave ou alavanca. Com o disjuntor desligado, destrave o motor e empurre a folha com calma. Portões basculantes pesados exigem atenção redobrada: se as molas ou o contrapeso estiverem ruins, a folha pode descer de repente.",
          },
          {
            type: "p",
            text: "Depois de tirar o carro, não volte a travar o motor com o portão no meio do curso. Feche a folha manualmente e só então trave, para não confundir a referência de posição da central.",
          },
        ],
      },
      {
        id: "atendimento-portao-nao-abre",
        heading: "Atendimento para portão travado",
        blocks: [
          {
            type: "p",
            text: `Portão que não abre prende o carro e atrasa o dia. [Damos {responseTime}.] [Oferecemos {emergency}.] Se o diagnóstico indicar fim da vida útil do motor, apresentamos o valor da troca antes de qualquer serviço.`,
          },
          {
            type: "tip",
            text: "Grave um vídeo curto do portão ao receber o comando. O som do motor diz muito ao técnico antes mesmo da visita.",
          },
        ],
      },
    ],
  },
  {
    slug: "portao-abre-e-fecha-sozinho",
    category: "problemas-e-solucoes",
    menuLabel: "Portão Abre e Fecha Sozinho",
    title: "Portão Abre e Fecha Sozinho: Causas e Como Resolver",
    description:
      "Portão automático que abre e fecha sozinho: controle preso, clonagem, umidade na fiação ou fechamento automático. Veja como identificar e proteger a casa.",
    keywords: [
      "portão abre sozinho",
      "portão fecha sozinho",
      "portão automático abre sozinho",
      "controle clonado portão",
      "fechamento automático portão",
    ],
    sections: [
      {
        id: "por-que-se-mexe",
        heading: "Por que o portão se mexe sem comando",
        blocks: [
          {
            type: "p",
            text: "Ver o portão abrir sem ninguém ter apertado nada assusta, e com razão. A boa notícia é que quase sempre há uma explicação técnica identificável. As mais comuns são:",
          },
          {
            type: "ul",
            items: [
              "Controle com botão preso ou sendo pressionado dentro de bolsa ou gaveta",
              "Controle de código fixo de outra pessoa com o mesmo código gravado",
              "Botoeira ou fiação externa com infiltração de água, gerando falsos comandos",
              "Central com defeito no receptor ou na entrada de comando",
              "Fechamento automático programado, que é um recurso e não um defeito",
            ],
          },
          {
            type: "p",
            text: "Anote os horários em que o movimento acontece. Um padrão, como sempre depois de chuva ou sempre no mesmo horário, ajuda muito a separar falha elétrica de acionamento por controle.",
          },
        ],
      },
      {
        id: "fechamento-automatico-nao-e-defeito",
        heading: "Fechamento automático não é defeito",
        blocks: [
          {
            type: "p",
            text: "Muitas centrais permitem que o portão feche sozinho alguns segundos depois de abrir. Se esse recurso foi ativado na instalação e ninguém avisou, parece que o portão tem vontade própria. O tempo de pausa é ajustável, e o recurso pode ser desligado, mas só faz sentido mantê-lo com a fotocélula funcionando.",
          },
        ],
      },
      {
        id: "clonagem",
        heading: "O risco de clonagem e como se proteger",
        blocks: [
          {
            type: "p",
            text: "Quando o portão abre sozinho durante a madrugada e nenhuma causa elétrica aparece, é preciso considerar a hipótese de cópia do sinal. Controles de código fixo podem ser capturados por aparelhos vendidos livremente. A proteção é migrar para Rolling Code, cujo código muda a cada uso, e apagar toda a memória do receptor antes de recadastrar.",
          },
          {
            type: "p",
            text: "Em ruas com muitas casas automatizadas, como nas vilas residenciais da Zona Leste e do ABC, outra situação possível é a coincidência de códigos entre vizinhos que usam controles antigos de código fixo. A solução é a mesma: trocar o padrão de código e refazer o cadastro.",
          },
        ],
      },
      {
        id: "o-que-fazer-agora",
        heading: "O que fazer agora",
        blocks: [
          {
            type: "ol",
            items: [
              "Retire as baterias dos controles que não estão em uso e observe se o problema para",
              "Verifique se a botoeira ou o interfone tiveram contato com água",
              "Desligue o disjuntor do motor à noite até a visita, se houver risco à segurança",
              "Peça ao técnico a revisão da central e, se necessário, a troca para Rolling Code",
            ],
          },
          {
            type: "p",
            text: `Atendemos ${b.serviceArea}[, com {emergency} para casos em que o imóvel fica vulnerável].`,
          },
        ],
      },
    ],
  },
  {
    slug: "controle-nao-funciona",
    category: "problemas-e-solucoes",
    menuLabel: "Controle Não Funciona",
    title: "Controle do Portão Não Funciona: Guia de Solução",
    description:
      "Controle do portão não funciona ou tem alcance curto? Teste bateria, LED e botoeira, entenda falhas do receptor e saiba quando recadastrar ou trocar.",
    keywords: [
      "controle não funciona",
      "controle do portão não funciona",
      "controle de portão parou",
      "alcance controle portão",
      "recadastrar controle portão",
    ],
    sections: [
      {
        id: "teste-rapido",
        heading: "Teste rápido em casa",
        blocks: [
          {
            type: "ol",
            items: [
              "Aperte o botão e observe se o LED do controle acende com brilho normal",
              "Teste outro controle cadastrado no mesmo portão",
              "Acione o portão pela botoeira ou pelo interfone",
              "Aproxime-se do motor e tente novamente a poucos metros",
            ],
          },
          {
            type: "p",
            text: "Se nenhum controle funciona mas a botoeira sim, o problema está no receptor ou na memória da central. Se só um controle falha, o defeito está nele.",
          },
          {
            type: "p",
            text: "Se nada aciona o portão, nem controle nem botoeira, o problema deixa de ser o controle e passa a ser energia, central ou motor. Nesse caso, vale consultar o guia de portão que não abre.",
          },
        ],
      },
      {
        id: "causas-controle",
        heading: "O que pode estar acontecendo",
        blocks: [
          { type: "h3", text: "Bateria fraca" },
          {
            type: "p",
            text: "É a causa mais simples e mais comum. A bateria do tipo moeda ou cilíndrica perde carga aos poucos, e o primeiro sinal é o alcance cada vez menor.",
          },
          { type: "h3", text: "Memória apagada" },
          {
            type: "p",
            text: "Surtos e quedas de energia podem apagar os códigos gravados no receptor de centrais mais antigas. Os controles passam a não ser reconhecidos, todos de uma vez.",
          },
          { type: "h3", text: "Interferência de rádio" },
          {
            type: "p",
            text: "Outros transmissores na mesma faixa, antenas próximas e até alguns equipamentos eletrônicos reduzem o alcance, especialmente em áreas muito adensadas.",
          },
        ],
      },
      {
        id: "recadastro-e-troca",
        heading: "Recadastro e troca de controle",
        blocks: [
          {
            type: "p",
            text: "Quando a memória foi apagada, basta recadastrar os controles existentes. Se o controle caiu, molhou ou tem botão gasto, a troca sai mais em conta que o conserto. Na reposição, leve em conta a compatibilidade com o receptor; um controle bonito e barato que não conversa com a central não resolve nada.",
          },
          {
            type: "p",
            text: "Centrais mais novas aceitam tanto código fixo quanto Rolling Code, o que permite substituir aos poucos os controles antigos por modelos mais seguros, sem trocar o motor.",
          },
        ],
      },
      {
        id: "alcance-curto",
        heading: "Alcance curto mesmo com bateria nova",
        blocks: [
          {
            type: "p",
            text: `Antena do receptor solta, dobrada ou escondida atrás de estrutura metálica reduz bastante o alcance. Reposicionar a antena costuma resolver. [Esse ajuste cabe numa visita de Manutenção Express, por {expressPrice}, que inclui também a revisão geral do motor.]`,
          },
          {
            type: "tip",
            text: "Guarde o controle reserva fora do carro. Se o controle principal falhar, o reserva ajuda a descobrir se o defeito está nele ou no receptor.",
          },
        ],
      },
    ],
  },
];
