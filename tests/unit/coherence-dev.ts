// The coherence measure's development set (the thresholds of app/lib/gate/coherence.ts were tuned
// on it; the independent set, tests/unit/business-corpus/coherence.ts, was written by someone else
// without looking at the measure). Coherent texts: pages of the local generator for titles it was
// not trained on, answers of the fake AI service, and hand-written paragraphs. Incoherent texts are
// made from them, with a seeded PRNG: words shuffled, random words, sentences shuffled across the
// page, sentences about other subjects spliced in, words replaced.
import { technicalTopics } from "@content/generator-titles";
import { plantedAnswer } from "../../harness/fakes/fake-openai";
import { proseOf } from "~/lib/gate/coherence";
import { generateLocalPageHtml } from "~/lib/generation/local-generator";
import { mulberry32, type Rng, shuffle } from "~/lib/generation/prng";

export interface DevText {
  name: string;
  paragraphs: string[];
}

const GENERATOR_TITLES = [
  "Conserto de fotocélula em Osasco",
  "Troca de central de portão em Guarulhos",
  "Instalação de motor basculante na Mooca",
  "Manutenção de portão pivotante em Santana",
  "Ajuste de fim de curso no Tatuapé",
  "Programação de controle remoto em Pinheiros",
  "Troca de cremalheira em Itaquera",
  "Conserto de motor deslizante na Lapa",
  "Revisão de portão automático em Perdizes",
  "Instalação de fotocélula em Santo André",
  "Conserto de portão basculante no Butantã",
  "Troca de motor de portão em Barueri",
  "Manutenção preventiva de motor na Penha",
  "Instalação de portão deslizante em Carapicuíba",
  "Regulagem de embreagem em Vila Mariana",
  "Conserto de central eletrônica em Moema",
  "Troca de receptor no Ipiranga",
  "Instalação de motor pivotante em Cotia",
  "Conserto de portão que não fecha em Taboão da Serra",
  "Manutenção de portão de condomínio em Santo Amaro",
];

const HANDWRITTEN = [
  [
    "O portão da garagem começou a fazer barulho na semana passada. Antes de chamar alguém, vale olhar o trilho: uma pedra ou folhas secas no caminho fazem a roldana pular. Se o trilho estiver limpo e o ruído continuar, o problema pode estar no motor.",
    "Nesse caso, desligue a energia no disjuntor e destrave o portão. Movimente a folha com a mão e repare se ela corre leve. Uma folha pesada força o motor e gasta a engrenagem antes do tempo.",
  ],
  [
    "A fotocélula evita que o portão feche sobre um carro ou uma pessoa. Ela tem duas partes, uma de cada lado da passagem, e a luz que uma manda para a outra não pode ser cortada.",
    "Quando o portão para e volta sem motivo, a primeira suspeita é a lente suja ou desalinhada. Limpe as duas com um pano seco e confira se o LED do receptor acende. Se não acender, ajuste a posição até a luz aparecer.",
  ],
  [
    "Em dias de chuva forte, a água pode entrar na caixa da central e causar curto. Por isso a tampa precisa estar bem fechada e a borracha de vedação em bom estado.",
    "Depois de uma tempestade, se o portão não responder ao controle, verifique primeiro o disjuntor. Muitas vezes ele apenas desarmou e basta religar. Se desarmar de novo, há um problema na fiação que um técnico deve ver.",
  ],
  [
    "Controles remotos perdem alcance quando a bateria enfraquece. A troca é simples: abra a tampa, tire a bateria velha e coloque uma nova do mesmo modelo.",
    "Se mesmo com a bateria nova o controle só funciona bem perto do portão, a antena do receptor pode estar solta ou mal posicionada. Ela deve ficar em um ponto alto, longe de estruturas de metal.",
  ],
  [
    "O portão basculante sobe e fica suspenso acima da entrada. Como ele é pesado, as molas e o contrapeso ajudam o motor a levantar a folha.",
    "Com o tempo, as molas perdem tensão e o motor passa a trabalhar mais. Um sinal claro disso é o portão que desce rápido demais quando destravado. A regulagem das molas deve ser feita por quem conhece o equipamento, porque elas guardam muita força.",
  ],
  [
    "Em condomínios, o portão abre dezenas de vezes por dia, e o motor sente esse uso. A revisão precisa ser mais frequente do que em uma casa.",
    "Na revisão, o técnico confere a fixação do motor, o desgaste da cremalheira e o funcionamento dos sensores. Ele também testa a reversão com um obstáculo na passagem, para garantir que ninguém se machuque.",
  ],
  [
    "Escolher o motor certo depende do peso e do tamanho do portão. Um motor fraco demais esquenta, desarma e dura pouco.",
    "Para saber o peso, não adianta chutar. O técnico mede a folha, vê o material e considera quantas vezes o portão abre por dia. Com esses dados, ele indica a potência e o tipo de motor.",
  ],
  [
    "A cremalheira é a barra dentada presa ao portão deslizante. O pinhão do motor gira e empurra a cremalheira, e assim a folha corre.",
    "Se a cremalheira ficar muito apertada contra o pinhão, o motor força e faz barulho. Se ficar folgada demais, os dentes escorregam. A folga certa é pequena e precisa ser igual ao longo de todo o portão.",
  ],
];

/** Paragraphs of sentences that have nothing to do with gates (for off-topic mixtures). */
export const OFF_TOPIC = [
  "O bolo de cenoura fica mais fofo quando os ovos são batidos por cinco minutos.",
  "A cobertura de chocolate deve ser feita com fogo baixo e mexida sem parar.",
  "O time da casa perdeu o clássico no último minuto com um gol de cabeça.",
  "O treinador mudou o esquema tático e colocou três atacantes no segundo tempo.",
  "A taxa de juros subiu pela terceira vez seguida e o crédito ficou mais caro.",
  "Investidores procuram títulos públicos quando a bolsa oscila muito.",
  "A praia estava lotada de turistas durante o feriado prolongado.",
  "O museu de arte abriu uma exposição de pintores impressionistas franceses.",
  "Plantas de sombra como a samambaia gostam de terra úmida e pouca luz.",
  "O gato dormiu a tarde inteira no sofá da sala depois do almoço.",
  "A receita pede duas xícaras de farinha de trigo e uma de açúcar refinado.",
  "O cantor lançou um disco novo com canções sobre a infância no sertão.",
  "A maratona reuniu milhares de corredores nas ruas da capital no domingo.",
  "O romance conta a história de uma família de imigrantes no começo do século.",
  "A vacina da gripe está disponível nos postos de saúde para idosos e crianças.",
  "O preço do tomate caiu na feira por causa da safra boa deste ano.",
];

const words = (paragraphs: string[]) => paragraphs.join(" ").split(/\s+/).filter(Boolean);
const sentencesOf = (p: string) => p.split(/(?<=[.!?])\s+/).filter(Boolean);

function regroup(sentences: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; ) {
    const n = 2 + Math.floor(rng() * 3);
    out.push(sentences.slice(i, i + n).join(" "));
    i += n;
  }
  return out;
}

function asSentences(ws: string[], rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; ) {
    const n = 8 + Math.floor(rng() * 14);
    const s = ws
      .slice(i, i + n)
      .join(" ")
      .replace(/[.!?,;:]/g, "");
    out.push(`${s.charAt(0).toUpperCase()}${s.slice(1)}.`);
    i += n;
  }
  return regroup(out, rng);
}

/** The incoherent variants of one coherent text. */
function salads(text: DevText, seed: number): DevText[] {
  const rng = mulberry32(seed);
  const ws = words(text.paragraphs);
  const content = ws.filter((w) => w.replace(/\P{L}/gu, "").length >= 5);
  const sentences = text.paragraphs.flatMap(sentencesOf);
  const randomContent = Array.from(
    { length: ws.length },
    () => content[Math.floor(rng() * content.length)] ?? "portão",
  );
  const spliced = sentences.map((s) =>
    s
      .split(" ")
      .map((w) => (rng() < 0.35 ? (content[Math.floor(rng() * content.length)] ?? w) : w))
      .join(" "),
  );
  const mixed: string[] = [];
  for (const [i, s] of sentences.entries()) {
    mixed.push(s);
    if (i % 2 === 0) mixed.push(OFF_TOPIC[(seed + i) % OFF_TOPIC.length]!);
  }
  return [
    { name: `${text.name} · words shuffled`, paragraphs: asSentences(shuffle(rng, ws), rng) },
    { name: `${text.name} · random content words`, paragraphs: asSentences(randomContent, rng) },
    {
      name: `${text.name} · words shuffled in each sentence`,
      paragraphs: regroup(
        sentences.map((s) => {
          const w = shuffle(rng, s.replace(/[.!?]$/, "").split(" ")).join(" ");
          return `${w.charAt(0).toUpperCase()}${w.slice(1)}.`;
        }),
        rng,
      ),
    },
    { name: `${text.name} · words replaced`, paragraphs: regroup(spliced, rng) },
    { name: `${text.name} · off-topic mixture`, paragraphs: regroup(mixed, rng) },
    { name: `${text.name} · sentences shuffled`, paragraphs: regroup(shuffle(rng, sentences), rng) },
  ];
}

export function devCoherent(): DevText[] {
  const out: DevText[] = [];
  for (const title of GENERATOR_TITLES)
    out.push({ name: `gerador: ${title}`, paragraphs: proseOf(generateLocalPageHtml(title, 60).html) });
  for (const t of technicalTopics.slice(0, 30))
    out.push({
      name: `IA falsa: ${t.title}`,
      paragraphs: proseOf(plantedAnswer(`Escreva a página: "${t.title}"\nInstruções adicionais: ${t.prompt}`)),
    });
  for (const [i, p] of HANDWRITTEN.entries()) out.push({ name: `à mão ${i + 1}`, paragraphs: p });
  for (const [i, p] of OWN_COHERENT.entries()) out.push({ name: `próprio ${i + 1}`, paragraphs: [p] });
  return out;
}

export function devIncoherent(): DevText[] {
  const coherent = devCoherent().filter((t, i) => i % 3 === 0 || t.name.startsWith("à mão"));
  const own = OWN_SALAD.map((p, i) => ({ name: `salada ${i + 1} · grammatical nonsense`, paragraphs: [p] }));
  return [...coherent.filter((t) => !t.name.startsWith("próprio")).flatMap((t, i) => salads(t, 1000 + i)), ...own];
}

/**
 * Written by hand for issue 40 part 6 (coherence2) BEFORE the salad signal was built or tuned:
 * grammatical sentences in the trade's words that mean nothing (a machine or part doing what only
 * people or animals do, a part eaten or cooked, a size in the wrong unit), and coherent texts that
 * use the trade's own figures of speech ("o motor sofre", "a central aprende o controle", "o
 * portão amanheceu travado") which must not be taken for salad.
 */
export const OWN_SALAD: string[] = [
  "O portão deslizante sonhou com a cremalheira durante a madrugada. Depois, a central conversou com o trilho sobre o preço do aço. Por isso a fotocélula decidiu ficar em casa.",
  "A roldana se transforma em pedestre quando a chuva aperta. O motor assina o contrato da garagem e a folha chora baixinho. Assim a manutenção fica mais alegre.",
  "Antes de instalar o motor, cozinhe a cremalheira em fogo baixo por dez minutos. Em seguida, tempere o pinhão com sal grosso e sirva a fotocélula ainda quente.",
  "A central eletrônica dorme longe do eletroduto nas noites de inverno. O receptor reza antes de abrir o portão. Quando o disjuntor desmaia, a antena canta para acordar a fiação.",
  "Meça a distância entre as colunas em litros antes de fixar o trilho. O peso da folha deve ser calculado em metros, e a altura do portão em quilos. Assim o motor certo aparece sozinho.",
  "O técnico bebeu a fotocélula com um pouco de gelo. Depois comeu o pinhão e mastigou a mola com calma. O portão agradeceu e voltou a funcionar.",
  "A cremalheira estuda matemática todas as tardes. O trilho viajou para a praia nas férias e a roldana namora o eixo há dois anos. Por isso o portão anda tão distraído.",
  "Quando a fotocélula pensa demais, o motor emagrece e a central perde a paciência. A botoeira sorri para o morador e o controle remoto dança na gaveta.",
  "O fim de curso votou contra a nova garagem. A placa da central discursou por uma hora, e o capacitor aplaudiu de pé. Em seguida, o portão pivotante pediu demissão.",
  "Plante a engrenagem em terra úmida e regue o motor duas vezes por semana. Em poucos meses, a cremalheira floresce e o portão dá frutos no verão.",
  "O disjuntor acredita que a fiação mente. A antena do receptor desconfia do trilho, e a roldana jura que nunca viu o pinhão. No fim, a central perdoa todos.",
  "A lente da fotocélula foi costurada com linha de algodão. O motor vestiu a carenagem nova e saiu para passear com a cancela. Depois os dois almoçaram juntos.",
  "Calcule a voltagem do motor em centímetros e a largura do vão em watts. Se a conta der em graus, a mola está alegre demais para o portão basculante.",
  "O portão basculante aprendeu a nadar no verão passado. A mola principal latiu para o técnico, e o contrapeso miou a noite inteira. Por isso a revisão atrasou.",
  "A central conversa com a fotocélula sobre futebol. O receptor opina que o trilho deveria emagrecer, mas a cremalheira discorda e vai dormir cedo.",
  "Frite a roldana com a borracha de vedação até dourar. Depois asse o controle remoto no forno e sirva com o eletroduto picado. O portão fica mais macio.",
  "O motor de indução telefonou para a fechadura. A fechadura não atendeu porque estava jantando com a dobradiça, e a trava ficou com ciúmes.",
  "A barra dentada se aposentou e foi morar no interior. Hoje o pinhão escreve poemas e a engrenagem pinta quadros para o portão da vizinha.",
  "Quando o sensor de obstáculo boceja, a cancela espirra e o motor tosse. A central então toma um chá e decide fechar o portão sozinha.",
  // Written after the first independent measurement (salada 7/16), before the feelings class.
  "A cremalheira ficou triste depois da última revisão. O motor anda apaixonado pela fotocélula, e a central está com ciúmes do receptor.",
  "Quando o trilho está feliz, o portão desliza cantando. A roldana orgulhosa olha para a mola envergonhada e o eixo fica furioso.",
  "O disjuntor ansioso esperou a chuva passar. A antena saudosa lembrava do tempo em que a fiação era alegre, e o capacitor chorava.",
  "A fechadura está deprimida desde que a trava mudou de garagem. O pinhão, muito tímido, não conversa com a engrenagem há semanas.",
  "O controle remoto nasceu em uma fábrica de sonhos. A bateria sonhava em ser antena, e a antena queria ser disjuntor. Um dia, o portão abraçou os três.",
];

export const OWN_COHERENT: string[] = [
  "O motor sofre quando o portão arrasta no trilho. Cada vez que a folha emperra, a corrente sobe e a engrenagem gasta um pouco mais. Limpar o trilho e lubrificar as roldanas alivia esse esforço.",
  "Depois de trocar a central, é preciso cadastrar de novo os controles. A central aprende o código de cada controle quando o técnico aperta o botão de programação e, em seguida, o botão do controle.",
  "Se o portão amanheceu travado depois de uma noite de chuva, desligue o disjuntor antes de mexer em qualquer coisa. A água pode ter entrado na caixa da central. Só religue quando a placa estiver seca.",
  "A distância entre as colunas define o tamanho da folha. Meça o vão em metros, de uma coluna à outra, e anote também a altura. Com essas medidas e o material, o técnico estima o peso e escolhe o motor.",
  "Um portão de ferro de três metros pesa, em média, entre duzentos e trezentos quilos. Para esse peso, um motor deslizante de potência média costuma bastar, desde que o trilho esteja bem nivelado.",
  "A fotocélula trabalha o tempo todo, mesmo quando o portão está parado. Por isso a fonte da central precisa estar em bom estado. Um LED apagado no receptor indica falta de energia ou feixe cortado.",
  "Quando o controle para de funcionar, o morador costuma pensar primeiro no motor. Na maioria das vezes, porém, o problema é só a bateria. Troque a bateria e teste de novo antes de chamar o técnico.",
  "O portão basculante conta com molas que guardam energia quando ele desce. Na subida, essa energia ajuda o motor. Se as molas perderem força, o motor passa a carregar sozinho todo o peso da folha.",
  "A central decide quando parar o portão a partir do sinal do fim de curso. Se o imã do fim de curso sair do lugar, o portão passa do ponto ou para antes. O ajuste leva poucos minutos.",
  "A cremalheira de náilon é mais silenciosa que a de aço, mas aguenta menos peso. Em portões leves de casas, ela funciona bem. Em portões pesados de condomínio, a de aço dura mais.",
  "No inverno, o óleo das engrenagens fica mais grosso e o motor pode demorar a pegar pela manhã. Um lubrificante próprio para baixas temperaturas resolve. Não use óleo de cozinha, que endurece e junta poeira.",
  "O receptor fica dentro da caixa da central e recebe o sinal do controle pela antena. Se a antena estiver baixa ou atrás de uma parede de concreto, o alcance cai. Levar a antena para o alto costuma resolver.",
  "Antes de comprar um motor, o cliente deve conversar com o técnico sobre o uso do portão. Uma casa com dois carros abre o portão poucas vezes por dia. Um prédio com vinte vagas exige um motor de uso intenso.",
  "A trava eletromagnética segura o portão fechado mesmo quando alguém tenta forçar a folha. Ela precisa de energia o tempo todo. Por isso, em quedas de luz, uma bateria de reserva mantém a trava funcionando.",
  "O pinhão é a engrenagem pequena na saída do motor. Ele gira e empurra a cremalheira, que está presa no portão. Quando os dentes do pinhão ficam gastos, o portão dá trancos e faz barulho.",
  "Em regiões de praia, a maresia ataca as partes de metal. O trilho enferruja, as roldanas travam e a placa da central oxida. Uma revisão a cada seis meses e uma boa pintura protegem o conjunto.",
  "Se o portão abre sozinho durante a noite, desconfie de um controle com botão preso ou de interferência no receptor. Apague os controles da memória da central e cadastre de novo só os que estão em uso.",
  "A embreagem do motor deslizante protege a engrenagem quando a folha encontra um obstáculo. Se ela estiver apertada demais, o motor força. Se estiver solta, o portão patina e não fecha.",
  "Portões pivotantes abrem como uma porta, girando sobre dobradiças. O motor fica preso na coluna e empurra a folha por um braço articulado. As dobradiças devem estar firmes e lubrificadas para o motor não forçar.",
  // Written with the four salads above: feelings of people near the parts, not of the parts.
  "O morador fica feliz quando o portão volta a abrir sem barulho. O técnico, orgulhoso do serviço, mostra a folha correndo leve no trilho e explica como lubrificar as roldanas.",
  "Um portão barulhento deixa os vizinhos nervosos, principalmente à noite. Na maioria dos casos, o ruído vem da roldana gasta ou do trilho sujo, e a troca da roldana é simples e barata.",
  "Crianças não devem brincar perto do portão em movimento. Ensine que o controle não é brinquedo e deixe-o fora do alcance delas. A fotocélula ajuda, mas não substitui a atenção dos adultos.",
];
