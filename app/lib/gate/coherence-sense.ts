// Selectional plausibility for the coherence measure (coherence.ts): sentences whose grammar is
// fine but whose meaning is not — a machine or part of the trade doing what only people or animals
// do ("a roldana sonha", "a central dorme"), a part eaten, cooked or planted ("cozinhe a
// cremalheira"), a size in a unit that cannot measure it ("a distância em litros"). Small classes
// of meaning (Portuguese verbs that want a living subject, verbs of food and garden that want food
// or plants, the trade's parts, units by what they measure), not a list of sentences. Verbs the
// trade uses as figures of speech are left out: "o motor sofre", "a central aprende o controle",
// "o portão amanheceu travado", "a folha corre", "o motor pede revisão". Pure.

/** The trade's machines and parts (singular and plural), the subjects and objects judged. */
const PARTS = new Set(
  (
    "portão portões motor motores central centrais roldana roldanas fotocélula fotocélulas cremalheira " +
    "cremalheiras trilho trilhos receptor receptores sensor sensores engrenagem engrenagens pinhão pinhões " +
    "mola molas folha placa placas eletroduto eletrodutos disjuntor disjuntores fiação cabo cabos antena " +
    "antenas bateria baterias botoeira botoeiras trava travas fechadura fechaduras dobradiça dobradiças " +
    "capacitor capacitores fusível fusíveis transformador redutor carenagem cancela cancelas lente lentes " +
    "fim eixo eixos rolamento rolamentos embreagem contrapeso controle controles interfone barra coluna colunas"
  ).split(" "),
);

/**
 * Verbs that want a living subject, by stem; a word is one of them when the stem is followed by a
 * verb ending. Left out on purpose: decidir ("a central decide para que lado o motor gira"), sentir, sofrer, aprender, esquecer, entender, ler, pedir,
 * correr, pular, respirar, gostar, morrer, amanhecer, envelhecer, acordar (the trade's figures).
 */
const ANIMATE_STEMS = [
  "dorm",
  "durm",
  "sonh",
  "pens",
  "convers",
  "assin",
  "emagrec",
  "engord",
  "cozinh",
  "chor",
  "sorr",
  "danç",
  "danc",
  "almoç",
  "almoc",
  "jant",
  "namor",
  "rez",
  "acredit",
  "desconfi",
  "viaj",
  "estud",
  "vot",
  "discurs",
  "aplaud",
  "opin",
  "discord",
  "perdo",
  "agradec",
  "telefon",
  "passe",
  "bocej",
  "espirr",
  "lat",
  "mi",
  "nad",
  "brinc",
  "abraç",
  "abrac",
  "beij",
  "ju",
  "filosof",
  "medit",
  "desmai",
  "mastig",
  "escrev",
  "pint",
  "bebe",
  "beb",
];

const VERB_ENDING =
  "(?:o|a|as|am|e|es|em|ou|ei|aram|eram|iram|ava|avam|ia|iam|ará|arão|erá|erão|irá|irão|ar|er|ir|ando|endo|indo|iu|eu|ue|uem|ará|asse|esse|isse)";
// A few stems are words of their own ("nada", "mia", "lata", "juro"): only verb forms that cannot be read otherwise.
const AMBIGUOUS: Record<string, string> = {
  nad: "(?:ou|ava|avam|aram|ando|ar|am|ará)",
  mi: "(?:ou|ava|avam|aram|ando|ar|am|ará)",
  lat: "(?:iu|ia|iam|indo|ir|iram|e|em)",
  ju: "(?:rou|ra|ram|rava|raram|rando)",
  vot: "(?:ou|ava|aram|ando|a|am)",
  rez: "(?:ou|a|am|ava|aram|ando)",
  jant: "(?:ou|a|am|ava|aram|ando)",
  beb: "(?:eu|e|em|ia|eram|endo|er)",
  bebe: "(?:u)",
  passe: "(?:ou|ia|iam|ava|aram|ando|ar)",
  pens: "(?:ou|a|am|ava|aram|ando)",
  pint: "(?:ou|a|am|ava|aram|ando)",
};
const ANIMATE_VERB = new RegExp(
  `^(?:${ANIMATE_STEMS.map((s) => `${s}${AMBIGUOUS[s] ?? VERB_ENDING}`).join("|")})$`,
  "u",
);

/** Verbs of food and garden: their object is food or a plant, never a part ("cozinhe a cremalheira"). */
const FOOD_VERB = new RegExp(
  `^(?:(?:cozinh|frit|temper|plant|costur|mastig)${VERB_ENDING}|ass(?:e|a|ou|ar|ando)|reg(?:ue|a|ar|ou)|com(?:eu|er|e|endo)|beb(?:eu|e|er|endo)|vest(?:iu|e|ir|indo))$`,
  "u",
);

/** Units by what they measure; a size and a unit of another kind in one clause is nonsense. */
const UNIT_KIND: Record<string, string> = {
  litro: "volume",
  litros: "volume",
  quilo: "peso",
  quilos: "peso",
  metro: "comprimento",
  metros: "comprimento",
  centímetros: "comprimento",
  milímetros: "comprimento",
  graus: "ângulo",
  volts: "elétrica",
  watts: "elétrica",
  amperes: "elétrica",
};
const QUANTITY_KIND: Record<string, string> = {
  distância: "comprimento",
  largura: "comprimento",
  altura: "comprimento",
  comprimento: "comprimento",
  vão: "comprimento",
  peso: "peso",
  voltagem: "elétrica",
  potência: "elétrica",
  volume: "volume",
};

/** People and animals: what no part can turn into ("a roldana se transforma em pedestre"). */
const BEINGS = new Set(
  (
    "pedestre pedestres pessoa pessoas homem mulher criança crianças menino menina bebê vizinho vizinha " +
    "cachorro gato pássaro peixe cavalo médico professor professora poeta cantor cantora bailarina " +
    "jogador padre advogado princesa príncipe rei rainha palhaço fantasma"
  ).split(" "),
);
/** Feelings: what no part can have ("a cremalheira ficou triste", "o motor apaixonado"). */
const FEELINGS =
  /^(?:triste|tristes|feliz|felizes|alegre|alegres|apaixonad[oa]s?|ciument[oa]s?|furios[oa]s?|ansios[oa]s?|saudos[oa]s?|orgulhos[oa]s?|envergonhad[oa]s?|deprimid[oa]s?|tímid[oa]s?|emocionad[oa]s?|magoad[oa]s?|zangad[oa]s?|entediad[oa]s?|ciúmes?|saudade)$/u;
const BECOMES = /^(?:transforma|transformam|transformou|transformaram|vira|viram|virou|viraram|torna|tornou|tornam)$/u;

const ARTICLES = new Set("o a os as um uma esse essa este esta seu sua nosso nossa cada".split(" "));
const PREPOSITIONS = new Set("de em por para com sobre entre sem até contra".split(" "));
const BREAKS = new Set(["que", "de", "do", "da", "dos", "das", "quem", "onde", "e", "ou", "com", "para"]);

/** Whether one sentence's words (lower case) say something no machine or part can be or do. */
export function nonsensical(sentence: string): boolean {
  for (const clause of sentence.toLowerCase().split(/[,;:()—]/))
    if (clauseNonsense(clause.match(/\p{L}+/gu) ?? [])) return true;
  return false;
}

function clauseNonsense(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // A part as subject: article + part (+ up to two modifiers, "de curso", "se") + a living being's verb.
    if (PARTS.has(w) && ARTICLES.has(words[i - 1] ?? "") && !PREPOSITIONS.has(words[i - 2] ?? "")) {
      for (let j = i + 1; j <= i + 4 && j < words.length; j++) {
        const v = words[j]!;
        if (ANIMATE_VERB.test(v) || FEELINGS.test(v)) return true;
        if (BECOMES.test(v)) {
          for (let k = j + 1; k <= j + 4 && k < words.length; k++) if (BEINGS.has(words[k]!)) return true;
        }
        if (j > i + 1 && ((BREAKS.has(v) && v !== "de") || ARTICLES.has(v))) break;
        if (v === "que" || v === "quem" || v === "onde") break;
      }
    }
    // A part as object of cooking, eating, planting.
    if (FOOD_VERB.test(w)) {
      for (let j = i + 1; j <= i + 3 && j < words.length; j++) {
        const o = words[j]!;
        if (PARTS.has(o) && ARTICLES.has(words[j - 1] ?? "")) return true;
        if (!ARTICLES.has(o) && j > i + 1) break;
      }
    }
    // A size in another kind's unit, within a few words: "a distância … em litros".
    const q = QUANTITY_KIND[w];
    if (q)
      for (let j = Math.max(0, i - 5); j <= i + 5 && j < words.length; j++) {
        const u = UNIT_KIND[words[j]!];
        if (u && u !== q && words[j - 1] === "em") return true;
      }
  }
  return false;
}
