// Near-duplicate measure for page copy: word-shingle containment between every pair of texts.
// Pure and dependency-free, so the content tests and scripts/similarity.ts share it.

export interface SimilarityText {
  id: string;
  text: string;
}

export interface SimilarityResult {
  /** Highest containment over all pairs, 0..1. */
  max: number;
  /** Ids of the pair with the highest containment (the first such pair in input order). */
  pair: [string, string];
  /** Mean containment over all pairs, 0..1. */
  mean: number;
}

/** Lower-cased words, accents kept, punctuation (anything but letters and digits) stripped. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/**
 * The distinct word n-shingles of a text. A text shorter than n words (but not empty) is one
 * shingle of all its words, so short texts still compare equal to themselves.
 */
export function shingles(text: string, shingleSize = 5): Set<string> {
  if (!Number.isInteger(shingleSize) || shingleSize < 1)
    throw new RangeError(`shingleSize must be a positive integer, got ${shingleSize}`);
  const w = words(text);
  const out = new Set<string>();
  if (w.length === 0) return out;
  if (w.length < shingleSize) {
    out.add(w.join(" "));
    return out;
  }
  for (let i = 0; i + shingleSize <= w.length; i++) out.add(w.slice(i, i + shingleSize).join(" "));
  return out;
}

/**
 * For every pair of texts, the share of the smaller text's distinct word shingles that also occur
 * in the other (containment: |A ∩ B| / min(|A|, |B|)); a pair where either text has no words
 * scores 0. Returns the maximum with its pair and the mean over all pairs. With fewer than two
 * texts there is no pair: max and mean are 0 and the pair is empty ids.
 *
 * Shingles are indexed in a Map (shingle → texts holding it), so the cost follows the number of
 * shared shingles rather than comparing every pair of sets.
 */
export function maxPairwiseSimilarity(texts: SimilarityText[], shingleSize = 5): SimilarityResult {
  const n = texts.length;
  if (n < 2) return { max: 0, pair: [texts[0]?.id ?? "", ""], mean: 0 };

  const sets = texts.map((t) => shingles(t.text, shingleSize));
  const index = new Map<string, number[]>();
  sets.forEach((set, i) => {
    for (const s of set) {
      const holders = index.get(s);
      if (holders) holders.push(i);
      else index.set(s, [i]);
    }
  });

  // shared[i * n + j], i < j: number of distinct shingles texts i and j have in common.
  const shared = new Uint32Array(n * n);
  for (const holders of index.values()) {
    if (holders.length < 2) continue;
    for (let a = 0; a < holders.length; a++) {
      const row = holders[a]! * n;
      for (let b = a + 1; b < holders.length; b++) shared[row + holders[b]!]!++;
    }
  }

  let max = -1;
  let pair: [string, string] = ["", ""];
  let sum = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const smaller = Math.min(sets[i]!.size, sets[j]!.size);
      const score = smaller === 0 ? 0 : shared[i * n + j]! / smaller;
      sum += score;
      if (score > max) {
        max = score;
        pair = [texts[i]!.id, texts[j]!.id];
      }
    }
  }
  return { max, pair, mean: sum / ((n * (n - 1)) / 2) };
}
