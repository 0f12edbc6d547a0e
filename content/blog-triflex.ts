// Blog article /blog/triflex-connect-ppa: setting up the TRIFLEX CONNECT control board of PPA motors.
// Every business fact is read from `business`.
import type { Section } from "./types";
import { business } from "./business";
import { lcFirst, plural } from "./text";

const b = business;

export const triflexArticle: {
  title: string;
  description: string;
  heading: string;
  published: string;
  readingMinutes: 10;
  intro: string[];
  specs: { label: string; value: string }[];
  steps: { id: string; name: string; text: string; items: string[] }[];
  sections: Section[];
  ctaMessage: string;
} = {
  title: "TRIFLEX CONNECT PPA: Como Configurar a Central Passo a Passo",
  description:
    "Guia para configurar a central TRIFLEX CONNECT dos motores PPA: reset, DIP Switch, controles, fim de curso, percurso e ajustes finos, em seis etapas.",
  heading: "Como configurar a central TRIFLEX CONNECT dos motores PPA",
  published: "2026-11-21",
  readingMinutes: 10,
  intro: [
    "A TRIFLEX CONNECT é a central eletrônica que comanda boa parte dos motores PPA atuais. É ela que recebe o sinal dos controles, lê os sensores de fim de curso e a fotocélula e decide a força, a velocidade e o momento exato de parar o portão. Uma central bem configurada faz o motor trabalhar com suavidade e segurança; uma central mal ajustada faz até um equipamento excelente parecer defeituoso.",
    "Este guia reúne, em seis etapas, a sequência que nossos técnicos seguem ao configurar a placa: reset, DIP Switch, cadastro de controles, sensores de fim de curso, programação do percurso e ajustes finos. Ele serve ao instalador que quer um roteiro de conferência e ao morador que deseja entender o que está sendo feito no próprio portão antes de chamar alguém ou de acompanhar a visita.",
    `Uma ressalva importante: detalhes como a posição das chaves, o tempo de pressionar cada botão e o significado das piscadas do LED podem variar entre versões da placa. Tenha sempre à mão o manual que acompanha o seu motor e, na dúvida, prefira um técnico. Trabalhamos com PPA[ desde {foundedYear}] e fazemos essa configuração para clientes em ${b.serviceArea}.`,
  ],
  specs: [
    { label: "Placa", value: "Central eletrônica TRIFLEX CONNECT, fabricada pela PPA" },
    {
      label: "Motores compatíveis",
      value:
        "Automatizadores PPA deslizantes, basculantes e pivotantes indicados pelo fabricante para esta central; confira o modelo no manual",
    },
    {
      label: "Controles remotos",
      value: "Código fixo e Rolling Code, com protocolo de código rolante próprio da PPA",
    },
    {
      label: "Entradas",
      value: "Fotocélula, sensor de fim de curso de abertura, sensor de fim de curso de fechamento e botoeira",
    },
    {
      label: "Ajustes",
      value:
        "Velocidade, partida, rampas de desaceleração, força, embreagem eletrônica, fechamento automático e abertura para pedestres",
    },
    { label: "Configuração", value: "DIP Switch e botões da própria placa, com LED de sinalização" },
    { label: "Memória", value: "Controles e parâmetros guardados em memória que não se perde sem energia" },
    { label: "Programador", value: "PROG opcional, com display LCD e menus de ajuste" },
  ],
  steps: [
    {
      id: "reset-da-central",
      name: "Faça o reset da central",
      text: "O reset apaga qualquer ajuste anterior e coloca a placa em um ponto de partida conhecido. Ele é indispensável quando a central foi reaproveitada de outro portão, quando alguém já tentou configurá-la sem sucesso ou quando o comportamento do portão simplesmente não faz sentido. Começar do zero evita que um parâmetro esquecido, como uma força reduzida ou um fechamento automático ativo, atrapalhe as etapas seguintes. Antes de tudo, desligue a energia no disjuntor do motor e aguarde alguns segundos para que a placa descarregue por completo. O procedimento de reset consiste em manter pressionado o botão indicado no manual, normalmente identificado como reset ou PROG, enquanto a energia é religada, ou segurá-lo pelo tempo indicado com a placa já ligada, conforme a versão. A central responde com uma sequência de piscadas do LED que confirma o retorno às configurações de fábrica. Se essa sequência não aparecer, repita o procedimento com calma, conferindo o botão e o tempo corretos.",
      items: [
        "Desligue o disjuntor do motor e aguarde alguns segundos",
        "Mantenha pressionado o botão de reset ou PROG conforme o manual da sua versão",
        "Religue a energia ou aguarde o tempo indicado, sem soltar o botão antes da hora",
        "Observe a sequência de piscadas do LED que confirma o reset",
        "Considere a central de volta às configurações de fábrica e siga para a próxima etapa",
      ],
    },
    {
      id: "dip-switch",
      name: "Configure o DIP Switch",
      text: "O DIP Switch é um pequeno bloco de chaves liga e desliga soldado na placa, geralmente numeradas. Cada chave habilita ou desabilita uma função, e a combinação entre elas define o modo de trabalho da central. Na TRIFLEX CONNECT, é por ele que se entra nos modos de programação e que se apaga o histórico de controles gravados. Localize o bloco com a energia desligada e use uma ferramenta fina e não metálica, como um palito plástico, para mudar as chaves de posição: ferramentas de metal podem encostar nas trilhas da placa. Antes de mexer, anote a posição original de cada chave, porque, ao final da configuração, algumas precisam voltar ao modo de operação normal. Consulte a tabela do manual e posicione as chaves para habilitar a programação. Em seguida, use a combinação indicada para apagar todos os controles da memória. Essa limpeza é uma medida de segurança: controles de antigos moradores, de ex-funcionários ou simplesmente perdidos deixam de abrir o portão.",
      items: [
        "Localize o bloco de chaves numeradas na placa",
        "Anote a posição original de cada chave",
        "Posicione as chaves conforme o manual para habilitar a programação",
        "Apague o histórico de controles armazenados na memória",
        "Ao concluir a configuração, retorne as chaves ao modo de operação indicado",
      ],
    },
    {
      id: "cadastro-de-controles",
      name: "Cadastre os controles remotos",
      text: "Com a memória limpa, é hora de gravar os controles que vão realmente abrir o portão. A TRIFLEX CONNECT aceita controles de código fixo e de Rolling Code, o que permite aproveitar controles compatíveis que a família já usa e, ao mesmo tempo, adotar modelos mais seguros. Sempre que possível, prefira Rolling Code: o código muda a cada acionamento e não pode ser reaproveitado por quem capturar o sinal com um clonador. O procedimento é simples. Pressione o botão de programação da placa até o LED acender, indicando que a central está pronta para aprender um novo código. Aperte o botão do controle que deve acionar o portão e aguarde o LED piscar, confirmando a gravação. Repita a sequência para cada controle adicional, um de cada vez. Depois, teste todos a alguns metros do portão, e não colados à placa, para verificar também o alcance. Em condomínios, mantenha uma lista com os controles cadastrados e seus responsáveis, o que facilita qualquer bloqueio futuro.",
      items: [
        "Pressione o botão de programação da placa até o LED acender",
        "Aperte o botão do controle que vai acionar o portão",
        "Aguarde a piscada do LED que confirma o cadastro",
        "Repita o processo para cada controle extra, de código fixo ou Rolling Code",
        "Teste todos os controles a alguns metros do portão",
      ],
    },
    {
      id: "sensores-de-fim-de-curso",
      name: "Posicione os sensores de fim de curso",
      text: "Os sensores de fim de curso informam à central onde o portão deve parar. São dois: o sensor de abertura, que marca o ponto de abertura máxima, e o sensor de fechamento, que marca o ponto de fechamento máximo. Em portões deslizantes, o acionamento costuma ser feito por peças presas à cremalheira; em basculantes e pivotantes, a referência fica no braço ou na estrutura, conforme o modelo. Destrave o motor, leve o portão manualmente até a abertura desejada e posicione ali o acionador do sensor de abertura. Faça o mesmo com o portão totalmente fechado. A cada sensor acionado, o LED correspondente na placa acende, o que permite confirmar a leitura antes de ligar o motor. Nunca inverta os sensores: se a central entender que o portão está fechado quando ele está aberto, o motor vai forçar contra o batente, com risco de danificar a estrutura, a cremalheira e o próprio equipamento. Confira duas vezes antes de travar o motor.",
      items: [
        "Destrave o motor e leve o portão até a abertura máxima desejada",
        "Posicione o acionador do sensor de abertura nesse ponto",
        "Leve o portão até o fechamento completo e posicione o sensor de fechamento",
        "Confirme que o LED de cada sensor acende quando ele é acionado",
        "Verifique que abertura e fechamento não estão trocados antes de travar o motor",
      ],
    },
    {
      id: "programacao-de-percurso",
      name: "Programe o percurso",
      text: "Com controles e sensores prontos, a central precisa aprender o percurso completo do portão. É nessa etapa que ela mede a distância entre os dois pontos de parada e calcula onde começar a desacelerar. Antes de iniciar, trave o motor novamente, deixe o portão em uma posição intermediária e garanta que a área de movimento esteja livre de pessoas, animais, carros e objetos. Durante o aprendizado, a proteção contra obstáculos ainda não está calibrada, e ninguém deve atravessar o vão. Inicie o modo de programação de percurso conforme o manual, pelo DIP Switch ou pelos botões da placa. O motor abre o portão até encontrar o sensor de abertura e, em seguida, fecha até o sensor de fechamento. Não interrompa o ciclo. Ao terminar, a central armazena o percurso na memória. Faça então alguns ciclos completos pelo controle e observe se o portão para nos pontos certos e reduz a velocidade suavemente antes de cada parada.",
      items: [
        "Trave o motor e deixe o portão em posição intermediária",
        "Isole a área de movimento: ninguém deve passar pelo portão durante o aprendizado",
        "Ative o modo de programação de percurso conforme o manual",
        "Deixe o motor abrir até o sensor de abertura e fechar até o sensor de fechamento",
        "Confirme que a central memorizou o percurso e teste alguns ciclos completos",
      ],
    },
    {
      id: "ajustes-finos",
      name: "Faça os ajustes finos",
      text: "Com o percurso gravado, o portão já funciona, mas a configuração de fábrica raramente é a ideal. Os ajustes finos adaptam o comportamento do motor ao peso da folha, ao tipo de portão e à rotina da casa ou do condomínio. Faça uma alteração por vez e teste o resultado com alguns ciclos completos antes de passar para a próxima; assim fica fácil saber qual mudança produziu qual efeito. Velocidade alta agrada no dia a dia, mas exige rampas bem reguladas para que o portão não bata no fim do curso. A força deve ser apenas a suficiente para mover a folha com folga, e a sensibilidade da embreagem eletrônica precisa fazer o portão reverter ao encontrar um obstáculo, sem disparar por qualquer atrito do trilho. O fechamento automático só deve ser ativado com a fotocélula funcionando, e a parada parcial para pedestres evita abrir o portão inteiro para quem passa a pé. Depois de mexer na força ou na embreagem, repita o teste de reversão com um objeto macio no caminho. Os parâmetros disponíveis são:",
      items: [
        "Velocidade de abertura e fechamento",
        "Velocidade de partida",
        "Rampas de desaceleração por distância e tempo",
        "Força do motor",
        "Sensibilidade da embreagem eletrônica",
        "Fechamento automático temporizado",
        "Parada parcial na abertura para pedestres",
      ],
    },
  ],
  sections: [
    {
      id: "programador-prog",
      heading: "Programador PROG (opcional)",
      blocks: [
        {
          type: "p",
          text: "O PROG é um programador externo que se conecta à central e exibe os parâmetros em um display LCD, organizados em menus. Com ele, o técnico navega pelas funções, altera valores e vê o efeito no portão em tempo real, sem consultar tabelas de DIP Switch nem contar piscadas de LED.",
        },
        {
          type: "p",
          text: "O ganho é de tempo e de precisão. Ajustes que pedem várias tentativas, como rampas de desaceleração e sensibilidade da embreagem, ficam muito mais rápidos, e a configuração inicial de uma central nova se resolve em poucos minutos. Por isso o PROG é recomendado para técnicos e instaladores que configuram centrais com frequência.",
        },
        {
          type: "p",
          text: "Ele não é obrigatório. Sem o programador, todas as configurações descritas neste guia continuam acessíveis pelo DIP Switch e pelos botões da placa, apenas com um pouco mais de paciência.",
        },
      ],
    },
    {
      id: "recursos-de-seguranca",
      heading: "Recursos de segurança",
      blocks: [
        {
          type: "ul",
          items: [
            "Embreagem eletrônica: ao detectar resistência anormal, a central para e inverte o movimento, protegendo pessoas, veículos e o próprio portão",
            "Entrada para fotocélula: quando o feixe é interrompido, o fechamento é impedido antes mesmo de qualquer contato",
            "Proteção térmica: em uso intenso, o sistema protege o motor contra superaquecimento",
            "Rolling Code: o código dos controles muda a cada acionamento, o que dificulta a clonagem",
          ],
        },
        {
          type: "p",
          text: "Nenhum desses recursos dispensa atenção no uso. Acione o portão apenas com ele à vista e oriente as crianças a não brincar perto da folha em movimento.",
        },
      ],
    },
    {
      id: "manutencao-preventiva",
      heading: "Manutenção preventiva",
      blocks: [
        {
          type: "p",
          text: "Uma central bem configurada continua precisando de acompanhamento. Este é o calendário que recomendamos para manter a TRIFLEX CONNECT e seus sensores funcionando como no primeiro dia:",
        },
        {
          type: "ul",
          items: [
            "A cada 3 meses: testar os sensores de fim de curso e as fotocélulas",
            "A cada 6 meses: limpar a placa com ar comprimido, sempre com a energia desligada",
            "Uma vez por ano: inspecionar e reapertar as conexões elétricas",
          ],
        },
        {
          type: "p",
          text: `Além desses cuidados, que o morador ou o zelador consegue acompanhar, recomendamos a revisão profissional do conjunto ${plural(b.maintenancePerYear.home, "vez", "vezes")} por ano em residências e ${plural(b.maintenancePerYear.condo, "vez", "vezes")} por ano em condomínios, onde o portão trabalha muito mais.`,
        },
      ],
    },
    {
      id: "conclusao",
      heading: "Conclusão",
      blocks: [
        {
          type: "p",
          text: "Configurar a TRIFLEX CONNECT segue uma lógica clara: zerar a placa, liberar a programação, cadastrar os controles, marcar os pontos de parada, ensinar o percurso e, por fim, refinar o comportamento do motor. Respeitar essa ordem e fazer um ajuste de cada vez resolve a grande maioria das configurações.",
        },
        {
          type: "p",
          get text() {
            return `Se preferir deixar o trabalho com quem faz isso todos os dias, nossa equipe configura a central, testa os itens de segurança e explica cada ajuste. [Damos {responseTime}.] [O serviço tem {serviceWarranty} de garantia.] O atendimento funciona de ${lcFirst(b.hours.weekdays)}, e no ${lcFirst(b.hours.saturday)}. Fale conosco pelo WhatsApp ou pelo telefone ${b.phoneDisplay}.`;
          },
        },
      ],
    },
  ],
  ctaMessage: "Olá! Gostaria de um orçamento gratuito para a configuração da central TRIFLEX CONNECT do meu motor PPA.",
};
