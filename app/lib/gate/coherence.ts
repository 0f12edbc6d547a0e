// The coherence measure: whether a generated page's text reads as sentences that follow one
// another, or as word salad (random words, words out of order, unrelated sentences stitched
// together). Pure, no I/O. Cheap signals, each measured on the page's paragraphs:
//   order     how likely each word's class is after the one before (pointwise mutual information
//             of a word-class bigram model trained on the site's own texts, coherence-model.ts):
//             Portuguese in order scores well above 0, the same words shuffled near or under 0
//   function  the share of function words (articles, prepositions…): prose holds ~40 %, a list of
//             content words almost none
//   run-ons   words in "sentences" of more than 60 words with hardly a comma (salad rarely stops)
//   salad     the word-salad score (coherence-salad.ts: neighbouring content words close in
//             meaning by the model's word vectors, the order above, function words, agreement) of
//             the whole text, and of its paragraphs that look like salad on their own, pooled (salad
//             among prose); a text under 100 words has a higher bar (a few sentences in a new voice
//             are noisy; such a page is under the quality floor's own-words minimum anyway)
//   off-topic sentences with none of the words the site's texts use most (portão, motor, central…)
//             and words the site never uses, sharing no word with the sentences around them; and
//             sentences that stray: no word shared with their neighbours, and far in meaning from
//             the text (their words' vectors against the text's) or unknown to the site. Names (a
//             capital not first: "Avenida Mutinga") count for neither.
//   repeats   sentences said again word for word (a generator stuck in a loop)
//   opening   a text whose first sentence points back to something never said ("Por isso…")
//   continuity adjacent sentences of a paragraph sharing a content word (reported, not judged: it
//             did not tell shuffled sentences from the site's own on the development set)
// The floor (floor.ts) holds a generated page out of the index when the text fails it. The
// thresholds were tuned on the tuning part of tests/unit/coherence-validation.ts (the figures:
// tests/unit/coherence-validation.test.ts).
import { htmlText } from "~/lib/html-stage/html-text";
import { COHERENCE_MODEL } from "./coherence-model";
import { type SaladCounts, addAgreement, addCounts, addSense, emptyCounts, saladScore } from "./coherence-salad";
import { nonsensical } from "./coherence-sense";
import {
  type ClassTable,
  FUNCTION_WORDS,
  PMI_ALPHABET,
  classTable,
  classesOf,
  isContent,
  sentencesIn,
  stemOf,
  wordsOf,
} from "./coherence-words";

interface Model {
  table: ClassTable;
  size: number;
  pmi: Float32Array;
  stems: Set<string>;
  vocabulary: Set<string>;
  /** Each vocabulary stem's word vector (VECTOR_DIMS numbers, unit length). */
  vectors: Map<string, Float32Array>;
}

const VECTOR_DIMS = COHERENCE_MODEL.dims;

let model: Model | null = null;

/** The model decoded once per isolate, on the first page measured (see the test's cold figure). */
function loaded(): Model {
  if (model) return model;
  const words = COHERENCE_MODEL.words.split(" ");
  const endings = COHERENCE_MODEL.endings.split(" ");
  const table = classTable(words, endings);
  const size = Math.round(Math.sqrt(COHERENCE_MODEL.pmi.length));
  const pmi = new Float32Array(size * size);
  const value = new Float32Array(128);
  for (let i = 0; i < PMI_ALPHABET.length; i++) value[PMI_ALPHABET.charCodeAt(i)] = (i - 32) / 8;
  for (let i = 0; i < pmi.length; i++) pmi[i] = value[COHERENCE_MODEL.pmi.charCodeAt(i)]!;
  const stems = new Set(COHERENCE_MODEL.stems.split(" "));
  const vocabulary = COHERENCE_MODEL.vocabulary.split(" ");
  const vectors = new Map<string, Float32Array>();
  const level = new Float32Array(128);
  for (let i = 0; i < PMI_ALPHABET.length; i++) level[PMI_ALPHABET.charCodeAt(i)] = (i / 63) * 2 - 1;
  const dims = COHERENCE_MODEL.dims;
  for (let i = 0; i < COHERENCE_MODEL.vectors.length / dims; i++) {
    const v = new Float32Array(dims);
    for (let d = 0; d < dims; d++) v[d] = level[COHERENCE_MODEL.vectors.charCodeAt(i * dims + d)]!;
    vectors.set(vocabulary[i]!, v);
  }
  model = { table, size, pmi, stems, vocabulary: new Set(vocabulary), vectors };
  return model;
}

export interface CoherenceSignals {
  /** Words measured (in sentences of 3 words or more). */
  words: number;
  sentences: number;
  /** Mean PMI of the word-class bigrams, nats. */
  order: number;
  /** Share of sentences whose own mean PMI is under BAD_SENTENCE. */
  badSentences: number;
  function: number;
  runOns: number;
  /** Share of sentences (3 content words or more) without one word of the site's subject. */
  offTopic: number;
  offTopicSentences: number;
  /** Sentences (ALONE_MIN_WORDS content words or more) sharing no word with their neighbours, far in meaning from the text or unknown to the site. */
  alone: number;
  /** Sentences of 6 words or more that are not Portuguese prose (few function words, words the site never uses). */
  loose: number;
  /** Sentences (5 words or more) said again word for word. */
  repeated: number;
  /** Sentences no part or machine can mean (a part that dreams, a part cooked, a distance in litres: coherence-sense.ts). */
  nonsense: number;
  /** The first sentence refers back to something before it ("Por isso", "Com ele", "Um deles"…). */
  opensMidway: boolean;
  /** Share of adjacent sentence pairs in a paragraph sharing a content stem (-1: none measured). */
  continuity: number;
  /** The text's word-salad score (coherence-salad.ts): over 0, salad. */
  salad: number;
  /** The salad score of the paragraphs that look like salad on their own, together (-1: under SALAD_LONG_WORDS words). */
  saladPart: number;
  /** The counts the salad score is made of (scripts/coherence-fit.ts). */
  counts: SaladCounts;
}

/** From this many words a text's salad score is steady (THRESHOLDS.salad; under it, saladShort). */
const SALAD_LONG_WORDS = 100;

/** A paragraph this long is scored on its own (a salad paragraph among prose). */
const SALAD_PARAGRAPH_WORDS = 15;

/** A sentence whose words follow one another less than chance would have them (nats a pair). */
const BAD_SENTENCE = -0.2;

/** A sentence stands alone with at most this share of its content stems on the site's subject or elsewhere in the text. */
const ALONE_MIN_WORDS = 4;

/** Below this many words the measure says nothing (a short page is the floor's "words" problem). */
export const MIN_COHERENCE_WORDS = 20;

/** Share of a sentence's content words the site never uses, with none of its most used, to be off its subject. */
const OFF_TOPIC_UNKNOWN = 0.25;

/**
 * Openings that point back to something said before (pronouns, "por isso", "com ele", "um
 * deles", "é um…" with no subject): a text cannot start with one. A closed class of Portuguese
 * grammar, not a list of wordings.
 */
const ANAPHORIC_OPENING =
  /^(?:(?:ele|ela|eles|elas|isso|isto|esse|essa|esses|essas|nele|nela|neles|nelas|dele|dela|deles|delas|nesse caso|nessa|nesse|disso|por isso|por fim|depois disso|além disso|com isso|com ele|com ela|com eles|com elas|assim|então|portanto|porém|mas|e|também|já|mesmo assim|em seguida|logo depois|finalmente|um deles|uma delas|o outro|a outra)\b|(?:é|são|foi|fica|ficam) (?:um|uma|o|a|os|as)\b)/iu;

/** The signals of a text given as paragraphs (each a string of sentences). */
export function coherenceSignals(paragraphs: readonly string[]): CoherenceSignals {
  const m = loaded();
  let words = 0;
  let sentences = 0;
  let pmiSum = 0;
  let pairs = 0;
  let bad = 0;
  let fn = 0;
  let runOn = 0;
  let unknown = 0;
  let loose = 0;
  let repeated = 0;
  let nonsense = 0;
  let opensMidway = false;
  const seen = new Set<string>();
  let adjacent = 0;
  let linked = 0;
  const run: { stems: Set<string>; off: boolean; sum: Float32Array; known: number; content: number; core: boolean }[] =
    [];
  const centre = new Float32Array(VECTOR_DIMS);
  const total = emptyCounts();
  // The paragraphs that look like salad on their own, pooled: salad among prose is judged on them.
  const suspect = emptyCounts();
  for (const paragraph of paragraphs) {
    let previous: Set<string> | null = null;
    const own = emptyCounts();
    for (const sentence of sentencesIn(paragraph)) {
      const ws = wordsOf(sentence);
      if (ws.length < 3) {
        previous = null;
        continue;
      }
      sentences += 1;
      words += ws.length;
      // A long sentence with its commas is a list or a description; salad rarely stops at all.
      if (ws.length > 60 && (sentence.match(/[,;:]/g)?.length ?? 0) < ws.length / 20) runOn += ws.length;
      const classes = classesOf(m.table, ws);
      let ownPmi = 0;
      for (let i = 1; i < classes.length; i++) ownPmi += m.pmi[classes[i - 1]! * m.size + classes[i]!]!;
      pmiSum += ownPmi;
      pairs += classes.length - 1;
      const badOne = ownPmi / (classes.length - 1) < BAD_SENTENCE;
      if (badOne) bad += 1;
      const key = ws.map((w) => w.word).join(" ");
      if (ws.length >= 5 && seen.has(key)) repeated += 1;
      seen.add(key);
      if (nonsensical(sentence)) nonsense += 1;
      if (sentences === 1 && ANAPHORIC_OPENING.test(sentence)) opensMidway = true;
      const stems = new Set<string>();
      let ownContent = 0;
      let ownUnknown = 0;
      let onTopic = false;
      let ownFn = 0;
      const vectors: (Float32Array | null)[] = [];
      for (const [i, { word, capital }] of ws.entries()) {
        if (FUNCTION_WORDS.has(word)) ownFn += 1;
        // A name (a capital not first: "Avenida Mutinga") is no word of the subject or off it.
        if (!isContent(word) || (capital && i > 0)) continue;
        const stem = stemOf(word);
        vectors.push(m.vectors.get(stem) ?? null);
        ownContent += 1;
        if (m.stems.has(stem)) onTopic = true;
        if (!m.vocabulary.has(stem)) ownUnknown += 1;
        stems.add(stem);
      }
      fn += ownFn;
      own.words += ws.length;
      own.sentences += 1;
      own.pmiSum += ownPmi;
      own.pmiPairs += classes.length - 1;
      own.badSentences += badOne ? 1 : 0;
      own.functionWords += ownFn;
      addSense(own, vectors);
      addAgreement(
        own,
        ws.map((w) => w.word),
        isContent,
      );
      // Not Portuguese prose: hardly a function word, and mostly words the site never uses.
      if (ws.length >= 6 && ownFn / ws.length < 0.1 && ownUnknown / Math.max(1, ownContent) >= 0.5) loose += 1;
      // Off the site's subject: none of its most used words, and words it never uses.
      const off = ownContent >= 3 && !onTopic && ownUnknown / ownContent >= OFF_TOPIC_UNKNOWN;
      const sum = new Float32Array(VECTOR_DIMS);
      let known = 0;
      for (const v of vectors)
        if (v) {
          known += 1;
          for (let d = 0; d < VECTOR_DIMS; d++) sum[d]! += v[d]!;
        }
      for (let d = 0; d < VECTOR_DIMS; d++) centre[d]! += sum[d]!;
      run.push({ stems, off, sum, known, content: vectors.length, core: onTopic });
      if (previous && stems.size > 0) {
        adjacent += 1;
        for (const s of stems)
          if (previous.has(s)) {
            linked += 1;
            break;
          }
      }
      previous = stems.size > 0 ? stems : null;
    }
    addCounts(total, own);
    if (own.words >= SALAD_PARAGRAPH_WORDS && saladScore(own) > THRESHOLDS.saladSuspect) addCounts(suspect, own);
  }
  // An off-subject sentence counts when it shares no word with the sentences around it: an aside
  // about the oil not to use on a rack is still about the rack.
  const shares = (a: Set<string>, b: Set<string> | undefined) => !!b && [...a].some((x) => b.has(x));
  // Or it stands alone: hardly a word in it is the site's subject or said anywhere else in the text
  // ("O time da casa perdeu o clássico no último minuto" in a page about a gate).
  const counts = new Map<string, number>();
  for (const r of run) for (const x of r.stems) counts.set(x, (counts.get(x) ?? 0) + 1);
  // Or it strays: it shares no word with the sentences around it, and its words are far in meaning
  // from the text's (their vectors' mean against the whole text's), or unknown to the site
  // ("O time da casa perdeu o clássico no último minuto" in a page about a gate).
  let alone = 0;
  const centreNorm = Math.hypot(...centre) || 1;
  for (const [i, r] of run.entries()) {
    if (r.off && !shares(r.stems, run[i - 1]?.stems) && !shares(r.stems, run[i + 1]?.stems)) unknown += 1;
    else if (
      r.content >= ALONE_MIN_WORDS &&
      !shares(r.stems, run[i - 1]?.stems) &&
      !shares(r.stems, run[i + 1]?.stems)
    ) {
      let related = -1;
      if (r.known >= 2) {
        let d = 0;
        for (let k = 0; k < VECTOR_DIMS; k++) d += r.sum[k]! * centre[k]!;
        related = d / ((Math.hypot(...r.sum) || 1) * centreNorm);
      }
      const unknownShare = 1 - r.known / r.content;
      // Hardly a word of it is the site's subject or said elsewhere in the text.
      let linked = 0;
      for (const x of r.stems) if (m.stems.has(x) || counts.get(x)! > 1) linked += 1;
      const unlinked = r.stems.size >= ALONE_MIN_WORDS && linked / r.stems.size <= THRESHOLDS.aloneLinked;
      const closeness = related - unknownShare + (r.core ? THRESHOLDS.strayCore : 0);
      if (closeness < (unlinked ? THRESHOLDS.strayUnlinked : THRESHOLDS.stray)) alone += 1;
    }
  }
  return {
    words,
    sentences,
    order: pairs ? pmiSum / pairs : 0,
    badSentences: sentences ? bad / sentences : 0,
    function: words ? fn / words : 0,
    runOns: words ? runOn / words : 0,
    offTopic: sentences ? unknown / sentences : 0,
    offTopicSentences: unknown,
    alone,
    loose,
    repeated,
    nonsense,
    opensMidway,
    continuity: adjacent ? linked / adjacent : -1,
    salad: total.words ? saladScore(total) : -1,
    saladPart: suspect.words >= SALAD_LONG_WORDS ? saladScore(suspect) : -1,
    counts: total,
  };
}

/** The prose of a page's HTML: its paragraphs (headings and list items are labels, not sentences). */
export function proseOf(html: string): string[] {
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => htmlText(m[1]!).replace(/\s+/g, " ").trim());
}

export type CoherenceFault =
  | "order"
  | "function"
  | "runOns"
  | "offTopic"
  | "repeats"
  | "opening"
  | "nonsense"
  | "salad";

/** What makes a text incoherent, or [] when it reads as prose (or is too short to say). */
export function coherenceFaults(s: CoherenceSignals): CoherenceFault[] {
  if (s.words < MIN_COHERENCE_WORDS) return [];
  const faults: CoherenceFault[] = [];
  // One odd sentence of three is a third of a short text, not salad: two at least.
  const bad = s.badSentences > THRESHOLDS.badSentences && s.badSentences * s.sentences >= 2;
  if (s.order < THRESHOLDS.order || bad) faults.push("order");
  if (s.function < THRESHOLDS.function || (s.loose >= 2 && s.loose / s.sentences >= 0.1)) faults.push("function");
  if (s.runOns > THRESHOLDS.runOns) faults.push("runOns");
  if (s.offTopicSentences >= 2 && s.offTopic > THRESHOLDS.offTopic) faults.push("offTopic");
  else if (s.sentences >= 5) {
    // Stray sentences: three and a tenth of the text, or two and a larger share of a short one.
    const stray = s.offTopicSentences + s.alone;
    if (
      (stray >= THRESHOLDS.alone && stray / s.sentences >= THRESHOLDS.aloneShare) ||
      (stray >= 2 && stray / s.sentences >= THRESHOLDS.aloneShareFew)
    )
      faults.push("offTopic");
  }
  // A boilerplate sentence said twice in a long page is not a loop; a tenth of the text is.
  if (s.repeated >= 2 && s.repeated / s.sentences >= 0.1) faults.push("repeats");
  if (s.opensMidway) faults.push("opening");
  if (s.nonsense >= THRESHOLDS.nonsense) faults.push("nonsense");
  // Word salad: the whole text, or enough of its paragraphs.
  // A short text's score is noisy (a few sentences in a new voice look like salad): a higher bar.
  const saladBar = s.words >= SALAD_LONG_WORDS ? THRESHOLDS.salad : THRESHOLDS.saladShort;
  if (s.salad > saladBar || s.saladPart > THRESHOLDS.saladPart) faults.push("salad");
  return faults;
}

/** Tuned on the development set (tests/unit/coherence-dev.ts); see tests/unit/coherence.test.ts. */
export const THRESHOLDS = {
  order: 0,
  badSentences: 0.32,
  function: 0.2,
  runOns: 0.3,
  offTopic: 0.03,
  nonsense: 1,
  alone: 3,
  aloneShare: 0.1,
  aloneShareFew: 0.25,
  stray: -0.2,
  aloneLinked: 0.2,
  strayUnlinked: 0.5,
  strayCore: 0.3,
  salad: -0.5,
  saladShort: 3.5,
  saladSuspect: 0,
  saladPart: 4,
};

/** The reason the seller reads when the page's text fails, or null. */
export function coherenceReason(html: string): string | null {
  const signals = coherenceSignals(proseOf(html));
  // A heading before the first paragraph is what its opening may point back to
  // ("<h2>O que é a fotocélula</h2><p>É um par de sensores…").
  const first = html.search(/<p\b/i);
  if (first > 0 && /<h[1-6]\b/i.test(html.slice(0, first))) signals.opensMidway = false;
  const faults = coherenceFaults(signals);
  if (faults.length === 0) return null;
  const head = "Fora do Google até o texto ser corrigido: ";
  if (faults.some((f) => f === "order" || f === "function" || f === "runOns" || f === "salad"))
    return `${head}o texto não forma frases que se leiam em sequência (palavras soltas ou fora de ordem). Reescreva ou gere de novo.`;
  if (faults.includes("repeats"))
    return `${head}o texto repete as mesmas frases várias vezes. Reescreva ou gere de novo.`;
  if (faults.includes("nonsense"))
    return `${head}há frases sem sentido (peças do portão fazendo o que só pessoas fazem, medidas em unidades erradas). Reescreva ou gere de novo.`;
  if (faults.includes("offTopic"))
    return `${head}há frases sobre assuntos que nada têm a ver com portões e automação no meio do texto. Tire essas frases ou gere de novo.`;
  return `${head}o texto começa no meio de um assunto, falando de algo que não foi dito antes. Reescreva o começo ou gere de novo.`;
}
