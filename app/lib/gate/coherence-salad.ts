// The word-salad score of the coherence measure (coherence.ts): one number for a text or a
// paragraph, from counts taken sentence by sentence. Pure.
//   near      how close in meaning neighbouring content words are (their word vectors, trained on
//             the site's sentences: coherence-model.ts): "trilho sujo", "lubrificar as roldanas"
//             are close; the site's words drawn at random ("a lanterna do síndico lubrifica a
//             frequência") are not
//   far       the share of neighbouring content words, and of all pairs in a sentence, that are
//             unrelated (cosine under FAR)
//   order     the word-class sequence model's mean PMI, and the share of sentences under zero
//   function  the share of function words
//   known     the share of content words the site uses (salad of the site's words is all known;
//             a new text in another voice less so, and unknown words count neither way)
//   agreement articles that do not agree with the word after them ("os portão", "uma motor")
// A logistic score over them: weights fitted on the tuning part of the validation set
// (tests/unit/coherence-validation.ts) by scripts/coherence-fit.ts; over 0, salad.

export interface SaladCounts {
  words: number;
  sentences: number;
  pmiSum: number;
  pmiPairs: number;
  badSentences: number;
  functionWords: number;
  nearSum: number;
  nearPairs: number;
  nearFar: number;
  pairSum: number;
  pairs: number;
  pairFar: number;
  content: number;
  known: number;
  articles: number;
  disagree: number;
}

export const emptyCounts = (): SaladCounts => ({
  words: 0,
  sentences: 0,
  pmiSum: 0,
  pmiPairs: 0,
  badSentences: 0,
  functionWords: 0,
  nearSum: 0,
  nearPairs: 0,
  nearFar: 0,
  pairSum: 0,
  pairs: 0,
  pairFar: 0,
  content: 0,
  known: 0,
  articles: 0,
  disagree: 0,
});

export function addCounts(into: SaladCounts, from: SaladCounts): void {
  for (const k of Object.keys(into) as (keyof SaladCounts)[]) into[k] += from[k];
}

/** Two content words this far apart in meaning (cosine under it) are unrelated. */
const FAR = 0.1;

const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** Adds one sentence's meaning counts: its content words' vectors in order (null: not in the vocabulary). */
export function addSense(c: SaladCounts, vectors: (Float32Array | null)[]): void {
  c.content += vectors.length;
  const known = vectors.filter((v): v is Float32Array => v !== null);
  c.known += known.length;
  for (let i = 1; i < vectors.length; i++) {
    const a = vectors[i - 1];
    const b = vectors[i];
    if (!a || !b) continue;
    const cos = dot(a, b);
    c.nearSum += cos;
    c.nearPairs += 1;
    if (cos < FAR) c.nearFar += 1;
  }
  for (let i = 0; i < known.length; i++)
    for (let j = i + 1; j < known.length; j++) {
      const cos = dot(known[i]!, known[j]!);
      c.pairSum += cos;
      c.pairs += 1;
      if (cos < FAR) c.pairFar += 1;
    }
}

const MASCULINE = new Set(["o", "um", "do", "no", "pelo", "ao", "os", "uns", "dos", "nos", "pelos", "aos"]);
const FEMININE = new Set(["a", "uma", "da", "na", "pela", "à", "as", "umas", "das", "nas", "pelas", "às"]);
const PLURAL = new Set(["os", "uns", "dos", "nos", "pelos", "aos", "as", "umas", "das", "nas", "pelas", "às"]);
/** Masculine nouns in -a (o sistema, o dia, o motorista) and feminine in -o (a foto) are not disagreement. */
const EXCEPTIONS = /(?:ma|mas|ia|ias|ista|istas|eta|etas|uta|utas)$|^(?:foto|fotos|moto|motos|tribo)$/u;

/** Adds one sentence's article–word disagreements; `content` says which words count as nouns or adjectives. */
export function addAgreement(c: SaladCounts, words: readonly string[], content: (w: string) => boolean): void {
  for (let i = 1; i < words.length; i++) {
    const article = words[i - 1]!;
    const w = words[i]!;
    const male = MASCULINE.has(article);
    if (!male && !FEMININE.has(article)) continue;
    if (!content(w)) continue;
    c.articles += 1;
    const plural = PLURAL.has(article);
    const gender = EXCEPTIONS.test(w) ? null : /as?$/u.test(w) ? "a" : /[^ã]os?$/u.test(w) ? "o" : null;
    if ((plural && !w.endsWith("s")) || (gender && gender !== (male ? "o" : "a"))) c.disagree += 1;
  }
}

/** The features of the score, in the order of SALAD_WEIGHTS. */
export function saladFeatures(c: SaladCounts): number[] {
  const share = (a: number, b: number, none: number) => (b > 0 ? a / b : none);
  return [
    share(c.nearSum, c.nearPairs, 0.35),
    share(c.nearFar, c.nearPairs, 0.2),
    share(c.pmiSum, c.pmiPairs, 0.5),
    share(c.badSentences, c.sentences, 0),
    share(c.functionWords, c.words, 0.44),
    share(c.pairFar, c.pairs, 0.3),
    share(c.pairSum, c.pairs, 0.3),
    share(c.known, c.content, 1),
    share(c.disagree, c.articles, 0),
  ];
}

export const SALAD_FEATURES = ["near", "nearFar", "order", "bad", "function", "pairFar", "pair", "known", "disagree"];

/** Fitted by scripts/coherence-fit.ts (bias last). */
export const SALAD_WEIGHTS = [-7.412, 3.884, -3.589, 6.495, -9.398, 9.8, -7.282, 2.462, 19.005, -0.913];

/** The salad score of a text or paragraph: over 0, salad. */
export function saladScore(c: SaladCounts, weights: readonly number[] = SALAD_WEIGHTS): number {
  const f = saladFeatures(c);
  let s = weights[f.length]!;
  for (let i = 0; i < f.length; i++) s += weights[i]! * f[i]!;
  return s;
}
