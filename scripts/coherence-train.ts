// Trains the coherence measure's model (app/lib/gate/coherence.ts) on the site's own Portuguese
// texts: the built-in pages' copy in content/ and the local generator's pages. Deterministic, so
// tests/unit/coherence.test.ts can rebuild it and fail when content/ changed and the committed
// table (app/lib/gate/coherence-model.ts, written by scripts/coherence-model.ts) is stale.
import { triflexArticle } from "@content/blog-triflex";
import { faqGroups } from "@content/faq";
import { batchTitles, technicalTopics } from "@content/generator-titles";
import { guide } from "@content/guide";
import { home } from "@content/home";
import { legalPages } from "@content/legal";
import { allLocations } from "@content/locations";
import { regionalPages } from "@content/regional";
import { servicesPage } from "@content/services";
import { topics } from "@content/topics";
import {
  EDGE,
  FIXED_CLASSES,
  PMI_ALPHABET,
  classTable,
  classesOf,
  isContent,
  sentencesIn,
  stemOf,
  wordsOf,
} from "~/lib/gate/coherence-words";
import { generateLocalPageHtml } from "~/lib/generation/local-generator";
import { hashString } from "~/lib/generation/prng";
import { htmlText } from "~/lib/html-stage/html-text";

const NOT_TEXT = new Set([
  "slug",
  "id",
  "href",
  "path",
  "url",
  "src",
  "image",
  "keywords",
  "videoId",
  "jsonLd",
  "meta",
]);

function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object")
    for (const [key, v] of Object.entries(value)) if (!NOT_TEXT.has(key)) stringsOf(v, out);
  return out;
}

/** A built-in string as a reader reads it: optional claims ([…]) dropped, tokens ({…}) as a number. */
const resolved = (s: string) =>
  htmlText(s)
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\{[^}]*\}/g, "1");

/** Every sentence of the training texts. */
export function trainingSentences(): string[] {
  const texts = stringsOf([home, guide, faqGroups, servicesPage, triflexArticle, topics, regionalPages, legalPages])
    .concat(stringsOf(allLocations))
    .map(resolved);
  for (const title of [...batchTitles, ...technicalTopics.map((t) => t.title)])
    for (const creativity of [0, 100])
      texts.push(htmlText(generateLocalPageHtml(title, creativity).html.replace(/<\/(p|li|h\d)>/g, "\n")));
  return texts.flatMap(sentencesIn).filter((s) => wordsOf(s).length >= 3);
}

/**
 * What the model was trained on, in short: how many sentences and a hash of them. The unit test
 * compares it with today's texts (rebuilding the model itself takes longer than a unit test may).
 */
export function fingerprint(sentences: readonly string[]): string {
  return `${sentences.length} ${hashString(sentences.join("\n")).toString(36)}`;
}

/** A stem the site's texts use this often is of its subject (portão, motor, instalação, revisão…). */
const CORE_STEM = 120;
const TOP_WORDS = 64;
const TOP_ENDINGS = 40;
/** Dirichlet smoothing toward the unigram: how many observations the prior weighs. */
const PRIOR = 4;

interface CoherenceModelData {
  trainedOn: string;
  words: string;
  endings: string;
  pmi: string;
  stems: string;
  vocabulary: string;
  dims: number;
  vectors: string;
}

/** Content stems of a sentence in order, names (a capital not first) left out. */
function contentStems(sentence: string): string[] {
  return wordsOf(sentence)
    .filter((w, i) => isContent(w.word) && (i === 0 || !w.capital))
    .map((w) => stemOf(w.word));
}

/**
 * Word vectors of the vocabulary's stems (coherence.ts, the "sense" signals): stems that stand
 * near one another in the site's sentences (at most WINDOW content words apart) get close vectors.
 * Positive PMI of those pairs (context counts smoothed to the power 0.75), then its top
 * VECTOR_DIMS + 1 eigenvectors by subspace iteration from a seeded start, the first (every stem's
 * share of the site's subject) dropped; each stem's vector normalised and written in 64 levels per
 * dimension, one character each.
 */
const WINDOW = 2;
export const VECTOR_DIMS = 8;
const ITERATIONS = 30;

function wordVectors(sentences: string[], vocabulary: string[]): string {
  const index = new Map(vocabulary.map((s, i) => [s, i]));
  const V = vocabulary.length;
  const pairs = new Map<number, number>();
  for (const s of sentences) {
    const ids = contentStems(s).map((x) => index.get(x) ?? -1);
    for (let i = 0; i < ids.length; i++)
      for (let j = Math.max(0, i - WINDOW); j <= Math.min(ids.length - 1, i + WINDOW); j++) {
        const a = ids[i]!;
        const b = ids[j]!;
        if (i === j || a < 0 || b < 0) continue;
        pairs.set(a * V + b, (pairs.get(a * V + b) ?? 0) + 1);
      }
  }
  const row = new Float64Array(V);
  for (const [k, n] of pairs) row[Math.floor(k / V)]! += n;
  let smoothed = 0;
  for (let i = 0; i < V; i++) smoothed += row[i]! ** 0.75;
  const rows: { to: number; w: number }[][] = Array.from({ length: V }, () => []);
  for (const k of [...pairs.keys()].sort((a, b) => a - b)) {
    const a = Math.floor(k / V);
    const b = k % V;
    const pmi = Math.log(pairs.get(k)! / row[a]! / (row[b]! ** 0.75 / smoothed));
    if (pmi > 0) rows[a]!.push({ to: b, w: pmi });
  }
  const times = (x: Float64Array) => {
    const y = new Float64Array(V);
    for (let a = 0; a < V; a++) {
      let sum = 0;
      for (const { to, w } of rows[a]!) sum += w * x[to]!;
      y[a] = sum;
    }
    return y;
  };
  const K = VECTOR_DIMS + 1;
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296 - 0.5;
  };
  let basis = Array.from({ length: K }, () => Float64Array.from({ length: V }, random));
  for (let it = 0; it < ITERATIONS; it++) {
    basis = basis.map(times);
    for (let i = 0; i < K; i++) {
      const v = basis[i]!;
      for (let j = 0; j < i; j++) {
        const u = basis[j]!;
        let dot = 0;
        for (let x = 0; x < V; x++) dot += v[x]! * u[x]!;
        for (let x = 0; x < V; x++) v[x]! -= dot * u[x]!;
      }
      let norm = 0;
      for (let x = 0; x < V; x++) norm += v[x]! ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let x = 0; x < V; x++) v[x]! /= norm;
    }
  }
  const projected = basis.slice(1).map(times);
  let out = "";
  for (let x = 0; x < V; x++) {
    const v = projected.map((p) => p[x]!);
    const norm = Math.hypot(...v) || 1;
    for (const d of v) out += PMI_ALPHABET[Math.max(0, Math.min(63, Math.round(((d / norm + 1) / 2) * 63)))];
  }
  return out;
}

const top = (counts: Map<string, number>, n: number) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, n)
    .map(([w]) => w);

export function buildCoherenceModel(sentences = trainingSentences()): CoherenceModelData {
  const wordCounts = new Map<string, number>();
  const stemCounts = new Map<string, number>();
  for (const s of sentences)
    for (const { word } of wordsOf(s)) {
      if (word === "#") continue;
      wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
      if (isContent(word)) stemCounts.set(stemOf(word), (stemCounts.get(stemOf(word)) ?? 0) + 1);
    }
  const words = top(wordCounts, TOP_WORDS);
  const frequent = new Set(words);
  const endingCounts = new Map<string, number>();
  for (const [w, n] of wordCounts)
    if (!frequent.has(w) && w.length >= 3) endingCounts.set(w.slice(-2), (endingCounts.get(w.slice(-2)) ?? 0) + n);
  const endings = top(endingCounts, TOP_ENDINGS);
  const table = classTable(words, endings);
  const size = FIXED_CLASSES + words.length + endings.length;
  const pair = new Float64Array(size * size);
  const from = new Float64Array(size);
  const to = new Float64Array(size);
  let total = 0;
  for (const s of sentences) {
    const c = classesOf(table, s);
    for (let i = 1; i < c.length; i++) {
      pair[c[i - 1]! * size + c[i]!]! += 1;
      from[c[i - 1]!]! += 1;
      to[c[i]!]! += 1;
      total += 1;
    }
  }
  let pmi = "";
  for (let a = 0; a < size; a++)
    for (let b = 0; b < size; b++) {
      const pb = (to[b]! + 0.5) / (total + 0.5 * size);
      const cond = (pair[a * size + b]! + PRIOR * pb) / (from[a]! + PRIOR);
      const q = Math.round(Math.log(cond / pb) * 8);
      pmi += PMI_ALPHABET[Math.max(0, Math.min(63, q + 32))];
    }
  if (EDGE !== 0) throw new Error("EDGE must be class 0");
  const stems = [...stemCounts.entries()]
    .filter(([, n]) => n >= CORE_STEM)
    .map(([s]) => s)
    .sort();
  // The vocabulary: every stem the site uses twice or more, names left out (their vectors, in order).
  const ownCounts = new Map<string, number>();
  for (const s of sentences) for (const stem of contentStems(s)) ownCounts.set(stem, (ownCounts.get(stem) ?? 0) + 1);
  const vocabulary = [...ownCounts.entries()]
    .filter(([, n]) => n >= 2)
    .map(([s]) => s)
    .sort();
  return {
    trainedOn: fingerprint(sentences),
    words: words.join(" "),
    endings: endings.join(" "),
    pmi,
    stems: stems.join(" "),
    vocabulary: vocabulary.join(" "),
    dims: VECTOR_DIMS,
    vectors: wordVectors(sentences, vocabulary),
  };
}
