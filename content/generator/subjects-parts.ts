// What the generator says about the motor and each accessory of an automatic gate (central,
// fotocélula, fim de curso, controle, cremalheira). Same shape as subjects-gates.ts; no business
// claims.
import type { Subject } from "./types";

export const MOTOR: Subject = {
  id: "motor",
  noun: "motor de portão",
  gender: "m",
  summary: "o redutor, o capacitor, a embreagem e a potência certa",
  what: [
    "O motor de portão transforma a rotação de um motor elétrico em força, por meio de um redutor de engrenagens.",
    "Uma embreagem entre o redutor e o portão deixa a folha parar diante de um obstáculo sem quebrar nada.",
    "O capacitor dá a partida, e a central decide para que lado o motor gira e quando ele para.",
    "A potência é escolhida pelo peso da folha e pelo número de aberturas por dia, não pelo tamanho do portão apenas.",
  ],
  parts: [
    "Motor elétrico e capacitor de partida",
    "Redutor com engrenagem e coroa",
    "Embreagem de segurança",
    "Pinhão ou braço de saída",
    "Destravamento manual",
    "Central de comando acoplada ou separada",
  ],
  groups: {
    repair: {
      sentences: [
        "Motor que zumbe e não gira costuma ter capacitor fraco ou engrenagem travada.",
        "Estalo seco e portão que não sai do lugar apontam para a coroa de nylon gasta dentro do redutor.",
        "Quando o motor esquenta e para depois de alguns ciclos, o protetor térmico está agindo por excesso de esforço.",
        "O técnico mede tensão, testa o capacitor e abre o redutor só quando os testes indicam defeito interno.",
        "Se o desgaste é geral, o técnico mostra com clareza quando a troca compensa mais do que o conserto.",
      ],
      bullets: [
        "Zumbido sem movimento",
        "Estalos no redutor",
        "Aquecimento e parada após alguns ciclos",
        "Abertura mais lenta que antes",
        "Embreagem patinando",
        "Cheiro de queimado",
        "Disjuntor desarmando",
        "Ruído novo no motor",
      ],
      faqs: [
        {
          q: "Motor zumbindo e parado: o que pode ser?",
          a: "As suspeitas principais são o capacitor de partida, a engrenagem travada ou uma folha presa. Desligue o disjuntor e não insista no controle até o diagnóstico.",
        },
      ],
    },
    install: {
      sentences: [
        "A instalação do motor começa pela escolha: tipo de portão, peso da folha e uso diário definem o modelo e a potência.",
        "O motor é fixado em base firme e alinhado com a cremalheira ou com o braço, conforme o portão.",
        "A alimentação vem de um circuito com disjuntor, e a central é instalada protegida da água.",
        "Com o motor preso, a embreagem e a força são reguladas para a folha que ele vai mover.",
        "Na troca, o motor antigo sai, e cremalheira, fiação e suportes em bom estado são aproveitados.",
      ],
      bullets: [
        "Escolha do modelo e da potência",
        "Base firme e nivelada",
        "Alinhamento com a cremalheira ou o braço",
        "Circuito elétrico com disjuntor",
        "Central em caixa protegida",
        "Regulagem da embreagem e da força",
        "Aproveitamento do que está em bom estado",
        "Teste completo e orientação de uso",
      ],
      faqs: [
        {
          q: "Como sei a potência certa do motor?",
          a: "Pelo peso e pelo comprimento da folha e por quantas vezes o portão abre por dia. Motor fraco demais trabalha sobrecarregado; forte demais encarece sem necessidade.",
        },
      ],
    },
    care: {
      sentences: [
        "A revisão do motor confere o capacitor, o aquecimento, o ruído do redutor e o estado da embreagem.",
        "Parafusos da base e do suporte são reapertados, porque a vibração os afrouxa com o uso.",
        "A alimentação elétrica é medida: tensão baixa força o motor e encurta a vida do capacitor.",
        "Motor revisado trabalha mais frio e dura mais.",
      ],
      bullets: [
        "Teste do capacitor",
        "Medição da tensão de alimentação",
        "Ruído e aquecimento do redutor",
        "Regulagem da embreagem",
        "Reaperto da base",
        "Teste do destravamento manual",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "O ajuste do motor trata de força, embreagem e velocidade.",
        "A força fica só acima do necessário para mover a folha, para o portão parar diante de um obstáculo.",
        "A embreagem frouxa demais deixa o portão parar à toa; apertada demais perde a função de proteção.",
        "Na central, a desaceleração é regulada para a folha chegar ao fim do curso sem pancada.",
      ],
      bullets: [
        "Força de abertura e de fechamento",
        "Embreagem de segurança",
        "Velocidade e desaceleração",
        "Partida suave",
        "Tempo de pausa",
      ],
      faqs: [],
    },
    visit: {
      sentences: [
        "Na visita, o técnico testa o motor em carga, com o portão acoplado, e depois com a folha destravada.",
        "A comparação entre as duas situações separa defeito do motor de defeito da mecânica do portão.",
        "Capacitor, tensão e aquecimento são medidos antes de qualquer indicação de troca.",
        "O orçamento sai com a causa explicada e as alternativas.",
      ],
      bullets: [
        "Teste com a folha acoplada",
        "Teste com a folha destravada",
        "Medição do capacitor",
        "Verificação do aquecimento",
        "Explicação da causa",
      ],
      faqs: [],
    },
  },
  price: [
    "Modelo e potência do motor",
    "Tipo e peso do portão",
    "Peças do redutor a trocar",
    "Estado da cremalheira ou do braço",
    "Aproveitamento da instalação atual",
    "Uso residencial ou intenso",
  ],
  priceNote: [
    "No motor, o orçamento depende do modelo e da potência, das peças internas a trocar e do quanto da instalação atual pode ser aproveitado.",
  ],
  place: {
    condo: ["o motor é dimensionado pelo número de aberturas por hora, não só pelo peso da folha."],
    commerce: ["os portões pesados pedem motor de uso intenso e revisões mais próximas."],
    slope: ["o motor trabalha contra a inclinação, e a potência é calculada com folga."],
    moisture: ["a umidade encurta a vida do capacitor e das conexões; o motor protegido da chuva dura mais."],
    traffic: ["um motor mais rápido encurta a espera com o carro na calçada."],
    houses: ["um motor residencial bem dimensionado dá conta da rotina da família com folga."],
  },
  faqs: [
    {
      q: "Motor PPA aceita controle de outra marca?",
      a: "Só quando o controle é compatível com a frequência e a codificação da central. O técnico confere antes de cadastrar.",
    },
    {
      q: "O capacitor pode queimar?",
      a: "Pode, com o tempo ou depois de surtos. Motor que zumbe e não parte é o sinal mais comum; a troca do capacitor é rápida.",
    },
    {
      q: "Motor esquentando é normal?",
      a: "Um pouco, sim. Mas se ele para depois de alguns ciclos, o protetor térmico está agindo por esforço demais, e a causa precisa ser encontrada.",
    },
    {
      q: "Quanto tempo dura um motor de portão?",
      a: "Depende do dimensionamento, da instalação e da manutenção. Motor bem escolhido e revisado trabalha por muitos anos; peças como coroa e capacitor são trocadas antes.",
    },
  ],
};

export const CENTRAL: Subject = {
  id: "central",
  noun: "central de portão",
  gender: "f",
  summary: "a placa, o percurso, a força e os controles cadastrados",
  what: [
    "A central é a placa eletrônica que comanda o motor: recebe os sinais dos controles, da botoeira, do fim de curso e da fotocélula e decide o que o portão faz.",
    "Nela ficam programados o curso do portão, a força, a velocidade, o tempo de fechamento automático e a memória dos controles.",
    "Surtos na rede elétrica e umidade são os maiores inimigos da placa, que fica protegida numa caixa vedada.",
    "Centrais modernas usam controles com código variável, que não podem ser copiados com facilidade.",
  ],
  parts: [
    "Placa de comando",
    "Receptor dos controles",
    "Memória de controles cadastrados",
    "Entradas de fim de curso e fotocélula",
    "Ajustes de força e tempo",
    "Caixa de proteção",
  ],
  groups: {
    repair: {
      sentences: [
        "Depois de um temporal, central queimada é suspeita número um: o portão para de responder a qualquer comando.",
        "Componentes atingidos por surto às vezes têm reparo; quando a placa está muito danificada, a troca é o caminho seguro.",
        "Umidade dentro da caixa oxida contatos e provoca falhas intermitentes, que somem e voltam.",
        "O técnico testa a alimentação, as entradas e as saídas da placa antes de condenar a central.",
        "Na troca da placa, o percurso e os controles precisam ser programados de novo.",
      ],
      bullets: [
        "Portão sem resposta depois de chuva forte",
        "Comandos falhando de vez em quando",
        "Portão abrindo sozinho",
        "Controles apagados da memória",
        "Fechamento automático desregulado",
        "Marcas de queima na placa",
        "Contatos oxidados",
        "Receptor sem alcance",
      ],
      faqs: [
        {
          q: "A central queimou com um raio. Tem conserto?",
          a: "Às vezes tem: depende de quais componentes o surto atingiu. O técnico testa a placa e diz se o reparo é seguro ou se a troca é o melhor caminho.",
        },
      ],
    },
    install: {
      sentences: [
        "A central nova é instalada em caixa vedada, acima do nível que a água pode alcançar.",
        "Motor, fim de curso, fotocélula e botoeira são ligados com a energia desligada, cada fio no seu borne.",
        "Com tudo ligado, a central aprende o percurso, recebe o ajuste de força e cadastra os controles.",
        "Um protetor contra surtos no circuito do motor reduz o risco de perder a placa no próximo temporal.",
        "Ao final, todas as funções são testadas, inclusive a reversão pela fotocélula.",
      ],
      bullets: [
        "Caixa vedada e bem posicionada",
        "Ligação do motor e dos sensores",
        "Aprendizado do percurso",
        "Ajuste de força e velocidade",
        "Cadastro dos controles",
        "Protetor contra surtos",
        "Teste de todas as funções",
        "Anotação das configurações feitas",
      ],
      faqs: [
        {
          q: "Troquei a central. Perco os controles?",
          a: "A memória fica na placa antiga, então os controles são cadastrados de novo na central nova. É a hora de apagar os que não estão mais em uso.",
        },
      ],
    },
    care: {
      sentences: [
        "A revisão da central confere a vedação da caixa, a presença de insetos e a firmeza das conexões.",
        "Contatos oxidados são limpos, e bornes frouxos são reapertados com a energia desligada.",
        "A lista de controles cadastrados é revista: controles perdidos saem da memória.",
        "Os tempos e a força programados são conferidos com o portão em movimento.",
      ],
      bullets: [
        "Vedação da caixa",
        "Limpeza de contatos",
        "Reaperto dos bornes",
        "Revisão da lista de controles",
        "Teste do fechamento automático",
        "Teste da entrada da fotocélula",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "Configurar a central é definir como o portão se comporta: força, velocidade, tempo de pausa e fechamento automático.",
        "O percurso é aprendido num ciclo completo, com a área do portão livre de pessoas e carros.",
        "Chaves de configuração mudam funções importantes; a posição original é anotada antes de qualquer alteração.",
        "O fechamento automático só fica ligado com a fotocélula funcionando.",
      ],
      bullets: [
        "Aprendizado do percurso",
        "Força e velocidade",
        "Tempo de pausa",
        "Fechamento automático",
        "Abertura parcial para pedestres",
        "Cadastro e exclusão de controles",
      ],
      faqs: [
        {
          q: "Posso ligar o fechamento automático?",
          a: "Pode, desde que a fotocélula esteja instalada e funcionando: é ela que impede o portão de fechar sobre um carro ou uma pessoa.",
        },
      ],
    },
  },
  price: [
    "Modelo da central compatível com o motor",
    "Extensão do dano causado pelo surto",
    "Reprogramação do percurso e dos controles",
    "Protetor contra surtos",
    "Caixa de proteção nova",
    "Acessórios ligados à central",
  ],
  priceNote: [
    "Na central, o orçamento depende do modelo compatível com o motor, do dano sofrido e da reprogramação de percurso e controles.",
  ],
  place: {
    moisture: ["a caixa da central precisa de vedação impecável e de uma posição acima da água de chuva."],
    condo: ["a central guarda muitos controles, e manter a lista em dia é questão de segurança."],
    commerce: ["botoeiras e comandos extras ligados à central facilitam a rotina de quem abre o portão várias vezes."],
    rural: ["a distância até a casa pede receptor com bom alcance e antena bem posicionada."],
    traffic: ["o fechamento automático bem regulado evita portão esquecido aberto."],
  },
  faqs: [
    {
      q: "O que é um protetor contra surtos?",
      a: "É um dispositivo no circuito do motor que desvia picos de tensão, como os de raios próximos, antes que cheguem à placa.",
    },
    {
      q: "Como proteger a central de raios?",
      a: "Com protetor contra surtos no circuito do motor, aterramento e a caixa da central bem vedada e longe da água.",
    },
    {
      q: "A central nova funciona com o motor antigo?",
      a: "Funciona quando é compatível com ele. O técnico confere o modelo do motor antes de indicar a placa.",
    },
  ],
};

export const FOTOCELULA: Subject = {
  id: "fotocelula",
  noun: "fotocélula",
  gender: "f",
  summary: "os sensores, o alinhamento, os cabos e o teste de reversão",
  what: [
    "A fotocélula é um par de sensores, emissor e receptor, instalados um de cada lado da passagem do portão.",
    "Entre o emissor e o receptor da fotocélula passa um feixe infravermelho; se algo o interrompe durante o fechamento, a central para o portão e o faz abrir de novo.",
    "É o item que protege carros, pessoas e animais de um fechamento sobre eles, e é indispensável com fechamento automático.",
    "Há modelos com fio e modelos com o emissor a bateria, que dispensam passar cabo até o outro lado.",
  ],
  parts: [
    "Emissor infravermelho",
    "Receptor ligado à central",
    "Suportes ou colunas de fixação",
    "Cabo em eletroduto até a central",
    "LED de alinhamento",
    "Lentes protegidas do sol direto",
  ],
  groups: {
    repair: {
      sentences: [
        "Fotocélula com defeito costuma se mostrar no portão que começa a fechar e volta sem motivo.",
        "Lente suja, sensor desalinhado por uma batida ou sol batendo direto no receptor estão entre as causas mais comuns.",
        "Cabos roídos ou oxidados no caminho até a central provocam falhas intermitentes.",
        "O técnico confere o alinhamento pelo LED, mede o sinal e testa com um obstáculo na passagem.",
        "Fotocélula com defeito nunca deve ser desligada ou jumpeada: a proteção contra fechamento sobre alguém some junto.",
      ],
      bullets: [
        "Portão que fecha e volta sozinho",
        "Portão que não fecha de jeito nenhum",
        "LED do receptor piscando",
        "Sensor torto depois de uma batida",
        "Lente embaçada ou suja",
        "Sol batendo direto no receptor",
        "Cabo danificado",
        "Falha que aparece só com chuva",
      ],
      faqs: [
        {
          q: "Posso desligar a fotocélula que está com defeito?",
          a: "Não. Ela é a proteção contra o portão fechar sobre carro, pessoa ou animal. Enquanto não for consertada, use o portão com atenção e chame o técnico.",
        },
      ],
    },
    install: {
      sentences: [
        "A instalação da fotocélula começa pela escolha da altura, pensada para os carros da casa e para detectar também pessoas.",
        "Emissor e receptor ficam frente a frente, do lado de dentro da passagem, alinhados pelo LED de sinal.",
        "O cabo segue em eletroduto até a central, protegido de pisadas, sol e roedores.",
        "O receptor é posicionado para não receber sol direto na lente, que atrapalha a leitura do feixe.",
        "No teste final, um objeto atravessa o feixe com o portão fechando, e a folha deve parar e abrir de novo.",
      ],
      bullets: [
        "Definição da altura dos sensores",
        "Fixação em coluna ou suporte",
        "Alinhamento pelo LED",
        "Cabo em eletroduto até a central",
        "Ligação na entrada de segurança",
        "Teste com obstáculo na passagem",
        "Ajuste para evitar sol direto",
        "Orientação de limpeza das lentes",
      ],
      faqs: [
        {
          q: "Em que altura fica a fotocélula?",
          a: "Na altura em que o feixe encontra o para-choque dos carros da casa e ainda detecta uma pessoa. O técnico mede no local, porque muda de uma garagem para outra.",
        },
      ],
    },
    care: {
      sentences: [
        "A manutenção da fotocélula é simples e faz diferença: lentes limpas, sensores firmes e cabos inteiros.",
        "O teste com um obstáculo na passagem deve ser feito com frequência, pelo próprio morador.",
        "Suportes que levam batidas de carro saem do alinhamento e precisam ser refixados.",
        "Na revisão, o técnico confere também a ligação na central.",
      ],
      bullets: [
        "Limpeza das lentes com pano seco",
        "Teste com obstáculo",
        "Conferência do alinhamento",
        "Firmeza dos suportes",
        "Inspeção do cabo",
        "Teste da entrada na central",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "O alinhamento da fotocélula é feito pelo LED do receptor, que indica quando o feixe está chegando firme.",
        "Pequenos movimentos no suporte mudam muito a leitura, por isso o ajuste é feito com calma.",
        "Depois do alinhamento, o teste com obstáculo confirma a reversão.",
        "Onde bate sol forte, o receptor pode ganhar proteção ou troca de posição.",
      ],
      bullets: [
        "Alinhamento pelo LED",
        "Firmeza do suporte",
        "Proteção contra sol direto",
        "Teste de reversão",
        "Conferência da ligação",
      ],
      faqs: [],
    },
  },
  price: [
    "Modelo com fio ou com emissor a bateria",
    "Distância e caminho do cabo até a central",
    "Necessidade de colunas ou suportes",
    "Quantidade de pares de sensores",
    "Largura da passagem",
    "Compatibilidade com a central existente",
  ],
  priceNote: [
    "Na fotocélula, o valor varia com o modelo, com o caminho do cabo até a central e com a necessidade de colunas ou suportes.",
  ],
  place: {
    condo: ["passam moradores, crianças e entregadores, e a fotocélula é item obrigatório de segurança."],
    commerce: ["um segundo par de sensores cobre a passagem de caminhões e pedestres."],
    slope: ["a altura dos sensores é medida considerando a inclinação do carro na entrada."],
    moisture: ["lentes embaçadas e conexões oxidadas são as falhas mais comuns."],
    houses: ["com crianças e animais em casa, a fotocélula é o que impede o portão de fechar sobre eles."],
    traffic: ["motos e pedestres cruzam a passagem o tempo todo, e a fotocélula precisa responder sempre."],
  },
  faqs: [
    {
      q: "A fotocélula substitui a embreagem?",
      a: "Não, as duas se completam: a fotocélula evita o contato, e a embreagem faz o portão parar se algo for tocado mesmo assim.",
    },
    {
      q: "Sol atrapalha a fotocélula?",
      a: "Atrapalha quando bate direto na lente do receptor. Trocar o lado do receptor ou proteger a lente resolve.",
    },
    {
      q: "Quantos pares de sensores preciso?",
      a: "Em casas, um par costuma bastar. Em passagens largas ou com pedestres e veículos juntos, um segundo par aumenta a proteção.",
    },
  ],
};

export const FIM_DE_CURSO: Subject = {
  id: "fim-de-curso",
  noun: "fim de curso",
  gender: "m",
  summary: "os pontos de parada, o sensor e os acionadores",
  what: [
    "O fim de curso diz à central onde o portão deve parar, totalmente aberto ou totalmente fechado.",
    "Pode ser magnético, com ímãs presos à folha e um sensor no motor, mecânico, com chaves acionadas no percurso, ou eletrônico, contando as voltas do motor.",
    "Quando está desregulado, o portão bate no batente, para antes do ponto ou fica voltando.",
    "É uma peça pequena que protege o motor, o portão e a estrutura de pancadas repetidas.",
  ],
  parts: [
    "Ímãs ou acionadores na folha",
    "Sensor ou chaves no motor",
    "Ligação na central",
    "Batentes mecânicos de segurança",
    "LED de indicação na central",
  ],
  groups: {
    repair: {
      sentences: [
        "Fim de curso com defeito aparece como portão que não para, bate forte ou para longe do ponto.",
        "Ímã solto ou deslocado da folha é causa comum, principalmente depois de uma batida.",
        "Sensores invertidos na ligação fazem o portão parar no lugar errado ou forçar contra o batente.",
        "O técnico confere cada acionamento pelo LED da central antes de trocar qualquer peça.",
        "Enquanto o defeito não é corrigido, o motor força no fim do curso e desgasta a engrenagem.",
      ],
      bullets: [
        "Portão que não para no fim",
        "Batida forte no batente",
        "Parada antes do ponto",
        "Portão que fica voltando",
        "Ímã solto na folha",
        "Sensor invertido na ligação",
        "Motor forçando no fim do curso",
      ],
      faqs: [
        {
          q: "Meu portão passa do ponto e bate. É perigoso?",
          a: "É, para o portão e para o motor: a pancada repetida força engrenagens e estrutura. Evite usar até o fim de curso ser corrigido.",
        },
      ],
    },
    install: {
      sentences: [
        "Na troca do fim de curso, o sensor novo é ligado à central e os acionadores são presos à folha nos pontos de parada.",
        "A posição de cada ímã ou chave é ajustada com o portão em movimento lento.",
        "A confirmação vem pelo LED da central, que acende quando cada ponto é lido.",
        "Os batentes mecânicos continuam lá como segunda proteção.",
        "No final, o portão faz vários ciclos completos para confirmar a parada nos dois sentidos.",
      ],
      bullets: [
        "Ligação do sensor na central",
        "Fixação dos acionadores na folha",
        "Ajuste dos pontos de parada",
        "Conferência pelo LED",
        "Teste de vários ciclos",
        "Conferência dos batentes",
      ],
      faqs: [],
    },
    care: {
      sentences: [
        "Na revisão, o técnico confere se os acionadores continuam firmes e no lugar.",
        "A parada é testada nos dois sentidos, com atenção à distância até o batente.",
        "A fiação do sensor é inspecionada, porque fica exposta à umidade perto do motor.",
        "Pequenos deslocamentos são corrigidos antes de virarem pancada.",
      ],
      bullets: [
        "Firmeza dos ímãs ou chaves",
        "Parada ao abrir",
        "Parada ao fechar",
        "Fiação do sensor",
        "Distância até o batente",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "Ajustar o fim de curso é reposicionar os acionadores para a folha parar no ponto certo, sem pancada.",
        "O ajuste é feito com o portão em movimento lento, um sentido de cada vez.",
        "Depois, a desaceleração da central é conferida para a chegada ser suave.",
        "Quando o portão assenta com o tempo, os pontos de parada mudam e pedem novo ajuste.",
      ],
      bullets: [
        "Ponto de parada na abertura",
        "Ponto de parada no fechamento",
        "Desaceleração na chegada",
        "Folga até o batente",
        "Teste em ciclos completos",
        "Conferência pelo LED da central",
      ],
      faqs: [
        {
          q: "Posso ajustar o fim de curso sozinho?",
          a: "O ajuste envolve o portão em movimento e a central energizada. Para não inverter sensores nem forçar o motor, o ideal é deixar com o técnico.",
        },
      ],
    },
  },
  price: [
    "Tipo de fim de curso: magnético, mecânico ou eletrônico",
    "Troca do sensor ou só dos acionadores",
    "Estado da fiação até a central",
    "Modelo do motor",
    "Ajustes complementares na central",
  ],
  priceNote: [
    "No fim de curso, o valor depende do tipo de sensor, de trocar o sensor ou só os acionadores e do estado da fiação.",
  ],
  place: {
    slope: ["a folha tende a embalar perto do fim, e os pontos de parada ficam um pouco antes."],
    commerce: ["os acionadores levam vibração o dia todo e são conferidos com mais frequência."],
    moisture: ["a umidade perto do chão oxida a fiação do sensor, que merece proteção extra."],
    condo: ["um fim de curso desregulado faz o portão bater a cada carro que passa."],
  },
  faqs: [
    {
      q: "Como sei se o fim de curso é magnético?",
      a: "Há ímãs presos à folha do portão, perto das pontas do curso, e um sensor no motor que os lê.",
    },
    {
      q: "Fim de curso desregulado estraga o motor?",
      a: "Com o tempo, sim: o motor força contra o batente a cada ciclo e desgasta a engrenagem e a estrutura.",
    },
    {
      q: "O portão fica voltando. Pode ser o fim de curso?",
      a: "Pode, quando o acionador está fora do lugar ou os sensores foram invertidos. A fotocélula também causa isso e é testada junto.",
    },
  ],
};

export const CONTROLE: Subject = {
  id: "controle",
  noun: "controle remoto",
  gender: "m",
  summary: "o cadastro, o alcance, a bateria e o tipo de código",
  what: [
    "O controle remoto envia um sinal de rádio ao receptor da central, que confere se aquele controle está cadastrado na memória.",
    "Nos modelos de código variável, o sinal muda a cada toque e não pode ser copiado; nos de código fixo, é sempre o mesmo.",
    "Cada controle precisa ser compatível com a frequência e a codificação da central.",
    "A memória da central guarda os controles autorizados, que podem ser incluídos e excluídos.",
  ],
  parts: [
    "Controle de código variável ou fixo",
    "Bateria do controle",
    "Receptor na central",
    "Antena do receptor",
    "Memória de controles cadastrados",
  ],
  groups: {
    repair: {
      sentences: [
        "Controle que só funciona de perto costuma ter bateria fraca ou receptor com antena mal posicionada.",
        "Quando nenhum controle funciona, mas a botoeira abre o portão, o problema está no receptor ou na memória.",
        "Botão que trava apertado no bolso pode fazer o portão abrir sozinho.",
        "O técnico testa o controle, a bateria, o receptor e a antena antes de trocar qualquer peça.",
        "Controles de código fixo clonados são motivo para migrar para código variável.",
      ],
      bullets: [
        "Alcance curto",
        "Controle sem resposta",
        "Portão abrindo sem ninguém apertar",
        "Botão que trava",
        "Bateria que descarrega rápido",
        "Controle molhado ou quebrado",
        "Antena do receptor danificada",
      ],
      faqs: [
        {
          q: "Perdi um controle. O que fazer?",
          a: "Apague-o da memória da central o quanto antes: quem encontrar o controle pode abrir o portão. Conforme a central, dá para excluir só aquele ou refazer a lista.",
        },
      ],
    },
    install: {
      sentences: [
        "O controle novo é cadastrado na central seguindo o procedimento do modelo, com confirmação pelo LED.",
        "Antes, o técnico confere se ele é compatível com a frequência e a codificação do receptor.",
        "Controles perdidos ou de antigos moradores são apagados na mesma visita.",
        "Quando o receptor da central tem pouca memória, um receptor externo amplia a capacidade.",
        "No final, o alcance é testado do ponto onde o carro costuma parar.",
      ],
      bullets: [
        "Teste de compatibilidade",
        "Cadastro na central",
        "Exclusão de controles perdidos",
        "Teste de alcance",
        "Receptor externo, se necessário",
        "Orientação para cadastros futuros",
      ],
      faqs: [],
    },
    care: {
      sentences: [
        "Cuidar do controle é trocar a bateria quando o alcance diminui e protegê-lo de quedas e umidade.",
        "Deixar o controle no painel do carro ao sol encurta a vida da bateria.",
        "A lista de controles cadastrados deve ser revista de tempos em tempos.",
        "Controle que parou depois de molhar precisa secar totalmente antes de novo teste.",
      ],
      bullets: [
        "Troca da bateria",
        "Proteção contra quedas",
        "Longe do sol no painel do carro",
        "Revisão da lista de cadastrados",
        "Teste de alcance",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "Configurar os controles é cadastrar os que vão ser usados e excluir os que não devem mais abrir o portão.",
        "Em muitas centrais, cada botão do controle pode acionar uma função: portão inteiro, abertura para pedestre ou outro portão.",
        "O procedimento muda de uma central para outra, e seguir a sequência certa evita apagar ajustes importantes.",
        "Em condomínios, organizar os controles por unidade facilita bloquear um aparelho específico.",
      ],
      bullets: [
        "Cadastro de controles novos",
        "Exclusão de controles perdidos",
        "Função de cada botão",
        "Abertura para pedestre",
        "Organização por unidade",
        "Teste de alcance",
      ],
      faqs: [
        {
          q: "Controle de outra marca funciona no meu portão?",
          a: "Só se for compatível com a frequência e a codificação da central. O técnico testa antes de cadastrar.",
        },
      ],
    },
  },
  price: [
    "Quantidade de controles",
    "Código variável ou fixo",
    "Compatibilidade com a central",
    "Receptor externo, se a memória não basta",
    "Reorganização da lista de cadastrados",
  ],
  priceNote: ["Nos controles, o valor depende da quantidade, do tipo de código e da compatibilidade com a central."],
  place: {
    condo: ["cada morador tem seus controles, e a lista atualizada é o que mantém a portaria segura."],
    rural: ["o alcance do controle decide de onde dá para abrir o portão."],
    commerce: ["cada funcionário com o próprio controle facilita bloquear um aparelho quando alguém sai."],
    houses: ["com várias pessoas na família, controles extras evitam que alguém fique do lado de fora."],
  },
  faqs: [
    {
      q: "Código variável é mais seguro?",
      a: "É. O sinal muda a cada toque e não pode ser copiado por clonadores, ao contrário do código fixo.",
    },
    {
      q: "Quantos controles a central aceita?",
      a: "Depende do modelo do receptor. Quando a memória não basta, um receptor externo amplia a capacidade.",
    },
    {
      q: "O controle molhou. E agora?",
      a: "Tire a bateria, deixe secar por completo e teste de novo. Se não voltar, o controle é substituído e o antigo sai da memória.",
    },
  ],
};

export const CREMALHEIRA: Subject = {
  id: "cremalheira",
  noun: "cremalheira",
  gender: "f",
  summary: "as barras, as emendas, a folga com o pinhão e o alinhamento",
  what: [
    "A cremalheira é a barra dentada presa ao longo do portão deslizante, onde o pinhão do motor engata para empurrar a folha.",
    "Pode ser de nylon, leve e silenciosa, ou de aço, para portões pesados e uso intenso.",
    "O alinhamento é decisivo: cremalheira torta ou mal fixada causa trancos, barulho e desgaste do pinhão.",
    "É montada em barras, e as emendas precisam manter o passo dos dentes.",
  ],
  parts: [
    "Barras de nylon ou de aço",
    "Parafusos ou solda de fixação",
    "Emendas entre as barras",
    "Pinhão do motor",
    "Folga de engrenamento",
  ],
  groups: {
    repair: {
      sentences: [
        "Cremalheira com defeito se mostra em trancos, estalos e no portão que para num mesmo ponto do curso.",
        "Dentes gastos ou quebrados fazem o pinhão pular; barras soltas mudam a folga e forçam o motor.",
        "Emendas desalinhadas criam um degrau que o pinhão sente a cada passagem.",
        "O técnico percorre a folha inteira conferindo fixação, alinhamento e dentes.",
        "Trechos danificados podem ser trocados sem substituir a cremalheira toda.",
      ],
      bullets: [
        "Tranco sempre no mesmo ponto",
        "Dentes gastos ou quebrados",
        "Barra solta da folha",
        "Emenda desalinhada",
        "Pinhão pulando dentes",
        "Barulho de metal no curso",
      ],
      faqs: [],
    },
    install: {
      sentences: [
        "Na troca da cremalheira, as barras novas são fixadas ao longo da folha com o portão na posição certa.",
        "Cada barra é alinhada com a anterior, mantendo o passo dos dentes na emenda.",
        "A folga entre pinhão e cremalheira é ajustada em todo o curso, não só num ponto.",
        "Em portão de ferro, a fixação pode ser parafusada ou soldada; em madeira, com reforço.",
        "O teste final percorre o curso completo várias vezes, atento a qualquer tranco.",
      ],
      bullets: [
        "Retirada das barras antigas",
        "Fixação das barras novas",
        "Alinhamento das emendas",
        "Folga de engrenamento em todo o curso",
        "Conferência do pinhão",
        "Teste de ciclos completos",
      ],
      faqs: [
        {
          q: "Dá para trocar só um pedaço da cremalheira?",
          a: "Dá, quando o dano está num trecho e o resto está bom. O importante é manter o alinhamento e o passo dos dentes na emenda.",
        },
      ],
    },
    care: {
      sentences: [
        "A cremalheira pede pouca coisa: limpeza, reaperto e conferência do alinhamento.",
        "Graxa em excesso junta areia e acelera o desgaste; na de nylon, muitas vezes nem se usa.",
        "O pinhão é observado junto, porque os dois se desgastam em parceria.",
        "Barras que afrouxaram são refixadas antes de começarem a trancar o portão.",
      ],
      bullets: [
        "Limpeza dos dentes",
        "Reaperto das barras",
        "Conferência do alinhamento",
        "Observação do pinhão",
        "Lubrificação só quando indicada",
      ],
      faqs: [],
    },
    adjust: {
      sentences: [
        "Ajustar a cremalheira é acertar a altura das barras para a folga com o pinhão ficar igual do começo ao fim.",
        "Portões que assentaram com o tempo pedem esse ajuste mesmo com a cremalheira nova.",
        "Emendas são realinhadas para o pinhão passar sem degrau.",
        "Com a folga certa, o motor trabalha sem trancos e o desgaste cai.",
      ],
      bullets: ["Altura de cada barra", "Folga com o pinhão", "Alinhamento das emendas", "Teste em todo o curso"],
      faqs: [],
    },
  },
  price: [
    "Nylon ou aço",
    "Comprimento da folha",
    "Troca total ou de um trecho",
    "Fixação parafusada ou soldada",
    "Estado do pinhão do motor",
  ],
  priceNote: ["Na cremalheira, o valor depende do material, do comprimento da folha e de trocar tudo ou só um trecho."],
  place: {
    commerce: ["os portões largos pedem cremalheira de aço, que aguenta o peso e o uso."],
    moisture: ["a cremalheira de aço oxida e pede proteção; a de nylon sofre menos."],
    traffic: ["a poeira da rua gruda na cremalheira lubrificada, e a limpeza fica mais frequente."],
    slope: ["a folga com o pinhão muda ao longo da folha e precisa de ajuste barra a barra."],
  },
  faqs: [
    {
      q: "Cremalheira de nylon aguenta portão pesado?",
      a: "Para folhas pesadas e uso intenso, a de aço é a indicada. A de nylon vai bem em portões residenciais leves e médios.",
    },
    {
      q: "Precisa lubrificar a cremalheira?",
      a: "Pouco ou nada: graxa em excesso junta areia e desgasta os dentes. A limpeza frequente faz mais diferença.",
    },
    {
      q: "Pinhão gasto estraga a cremalheira?",
      a: "Sim, os dois se desgastam juntos. Na troca de um, o técnico confere o outro.",
    },
  ],
};
