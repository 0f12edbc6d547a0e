// The words of a text as the coherence measure (coherence.ts) sees them, shared with the script
// that trains its model on the site's own texts (scripts/coherence-model.ts): sentences, their
// words, each word's class in the word-sequence model, its stem. Pure.

/** Words whose order makes Portuguese grammar: articles, prepositions, pronouns, conjunctions, auxiliaries. */
export const FUNCTION_WORDS = new Set(
  (
    "o a os as um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas " +
    "para pra com sem sob sobre entre até após ante desde contra ao aos à às que se e ou mas nem " +
    "como quando onde porque pois quanto qual quais quem cujo cuja isso isto aquilo esse essa esses " +
    "essas este esta estes estas aquele aquela aqueles aquelas ele ela eles elas lhe lhes me te nos " +
    "vos você vocês seu sua seus suas meu minha nosso nossa dele dela deles delas não sim já mais " +
    "menos muito muita muitos muitas pouco pouca também ainda só sempre nunca bem mal tão então " +
    "é são foi era será seja está estão esteja estava ser estar ter tem têm tinha há ha pode podem " +
    "deve devem vai vão fica ficam faz fazem precisa precisam cada todo toda todos todas outro outra " +
    "outros outras mesmo mesma qualquer algum alguma alguns algumas nenhum nenhuma depois antes assim " +
    "aqui lá ali caso enquanto embora além"
  ).split(" "),
);

const WORD = /[\p{L}]+(?:-[\p{L}]+)*|\d+(?:[.,]\d+)*/gu;

/** Words of a sentence, lower-cased (accents kept: "é" is not "e"); numbers as "#". */
export function wordsOf(sentence: string): { word: string; capital: boolean }[] {
  const out: { word: string; capital: boolean }[] = [];
  for (const m of sentence.matchAll(WORD)) {
    const raw = m[0];
    if (/^\d/.test(raw)) out.push({ word: "#", capital: false });
    else out.push({ word: raw.toLowerCase(), capital: raw[0] !== raw[0]!.toLowerCase() });
  }
  return out;
}

/** Sentences of a plain text: ends at . ! ? followed by a space or the end, and at line breaks. */
export function sentencesIn(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…])["”»)]?\s+(?=["“«(]?[\p{Lu}\d])/u)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0);
}

const PLAIN: Record<string, string> = Object.fromEntries(
  ["áàâãä", "a", "éèêë", "e", "íìîï", "i", "óòôõö", "o", "úùûü", "u", "ç", "c", "ñ", "n"].flatMap((v, i, all) =>
    i % 2 === 0 ? [...v].map((ch) => [ch, all[i + 1]!]) : [],
  ),
);

/** A stem for topical overlap: the first five letters, accents dropped (a page measures thousands). */
export function stemOf(word: string): string {
  let out = "";
  for (const ch of word.slice(0, 5)) out += PLAIN[ch] ?? ch;
  return out;
}

/** A content word counts for topic: not a function word, four letters or more. */
export const isContent = (word: string) => word.length >= 4 && word !== "#" && !FUNCTION_WORDS.has(word);

/** The model's PMI in eighths of a nat, -4..+3.875, one character each (coherence-model.ts). */
export const PMI_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The word classes of the sequence model, besides its word and ending classes. */
export const EDGE = 0;
export const NUMBER = 1;
export const NAME = 2;
export const OTHER = 3;
export const FIXED_CLASSES = 4;

/** The model's vocabulary: frequent words with a class each, then endings (last two letters). */
export interface ClassTable {
  words: Map<string, number>;
  endings: Map<string, number>;
}

export function classTable(words: readonly string[], endings: readonly string[]): ClassTable {
  return {
    words: new Map(words.map((w, i) => [w, FIXED_CLASSES + i])),
    endings: new Map(endings.map((e, i) => [e, FIXED_CLASSES + words.length + i])),
  };
}

/** The class of a word: itself when frequent, a number, a name (capital not first), or its ending. */
export function classOf(table: ClassTable, w: { word: string; capital: boolean }, first: boolean): number {
  if (w.word === "#") return NUMBER;
  const own = table.words.get(w.word);
  if (own !== undefined) return own;
  if (w.capital && !first) return NAME;
  return table.endings.get(w.word.slice(-2)) ?? OTHER;
}

/** The classes of a sentence (or of its words) between its two edges. */
export function classesOf(table: ClassTable, sentence: string | { word: string; capital: boolean }[]): number[] {
  const words = typeof sentence === "string" ? wordsOf(sentence) : sentence;
  return [EDGE, ...words.map((w, i) => classOf(table, w, i === 0)), EDGE];
}
