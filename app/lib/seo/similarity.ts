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

/**
 * Highest 5-word-shingle Jaccard allowed between two indexable pages: the search-integrity audit
 * (`npm run seo-audit`) fails above it, and the admin's duplicate check warns above it.
 */
export const MAX_JACCARD = 0.35;

/** |A ∩ B| / |A ∪ B| of two shingle sets; 0 when both are empty. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let inter = 0;
  for (const s of small) if (large.has(s)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

/** Number of hash functions of a MinHash signature (64 × 4 bytes, 344 characters in base64). */
export const MINHASH_SIZE = 64;

// FNV-1a over UTF-16 code units, then a murmur3 finalizer per seed: 64 cheap, independent-enough
// hash functions. Hand-written because a MinHash of a few hundred shingles is 20 lines, and a
// library would bring its own shingler, which must stay the one above.
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mix(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

const SEEDS = Array.from({ length: MINHASH_SIZE }, (_, i) => mix(0x9e3779b9 + i * 0x632be5ab));

/**
 * MinHash signature of a shingle set: for each of MINHASH_SIZE hash functions, the smallest hash
 * over the set. The share of equal positions of two signatures estimates their Jaccard (standard
 * error √(J(1−J)/64), about 0.06 around 0.35), so a page's signature can sit in its KV metadata
 * and a listing compares a new text with every page without reading them.
 */
export function minhash(set: ReadonlySet<string>): Uint32Array {
  const sig = new Uint32Array(MINHASH_SIZE).fill(0xffffffff);
  for (const s of set) {
    const h = fnv1a(s);
    for (let i = 0; i < MINHASH_SIZE; i++) {
      const v = mix(h ^ SEEDS[i]!);
      if (v < sig[i]!) sig[i] = v;
    }
  }
  return sig;
}

/**
 * The MinHash signature of a page's shingle hashes (shingleHashes), for the gate's locality-
 * sensitive buckets (gate/shingle-index.server.ts): the same estimate as `minhash`, from the hashes
 * a page's index row keeps, so a row's buckets can be moved without its text.
 */
export function hashSignature(hashes: Uint32Array): Uint32Array {
  const sig = new Uint32Array(MINHASH_SIZE).fill(0xffffffff);
  for (const h of hashes) {
    for (let i = 0; i < MINHASH_SIZE; i++) {
      const v = mix(h ^ SEEDS[i]!);
      if (v < sig[i]!) sig[i] = v;
    }
  }
  return sig;
}

export function estimateJaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++;
  return same / a.length;
}

export function encodeSignature(sig: Uint32Array): string {
  const bytes = new Uint8Array(sig.buffer, sig.byteOffset, sig.byteLength);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The signature of `encodeSignature`, or null for anything else (older metadata, damage). */
export function decodeSignature(text: string | undefined): Uint32Array | null {
  if (!text) return null;
  try {
    const binary = atob(text);
    if (binary.length !== MINHASH_SIZE * 4) return null;
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Uint32Array(bytes.buffer);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The site-wide uniqueness measure: what share of a page's 5-word shingles appears on no other
// indexable page. One function (uniqueShares) serves the admin's gate before a page is indexed
// (gate/duplicates.server.ts) and the search-integrity audit of the built site
// (harness/seo-audit.ts), so the two cannot disagree on what "unique" means.

/** Lowest share of a page's shingles found on no other indexable page for it to be indexable. */
export const MIN_UNIQUE_SHARE = 0.4;

/**
 * What the admin's gate asks, a few points above the audit's minimum, and keeps every indexed page
 * that far above it: the audit measures the rendered page (the same text parts, but read from the
 * HTML), so the margin keeps a page the gate indexed from failing it.
 */
export const GATE_UNIQUE_SHARE = MIN_UNIQUE_SHARE + 0.03;

/**
 * A shingle set as sorted, distinct 32-bit hashes (FNV-1a). Compact enough to keep per page
 * (4 bytes a shingle); two different shingles rarely share a hash, and when they do the page only
 * looks less unique than it is, never more.
 */
export function shingleHashes(set: ReadonlySet<string>): Uint32Array {
  const out = new Uint32Array(set.size);
  let i = 0;
  for (const s of set) out[i++] = fnv1a(s);
  out.sort();
  // Drop the (rare) repeated hashes.
  let n = 0;
  for (let j = 0; j < out.length; j++) if (j === 0 || out[j] !== out[j - 1]) out[n++] = out[j]!;
  return out.slice(0, n);
}

/** The hashes of a page's text parts (title, summary, body, later a job's photo captions…). */
export function textHashes(parts: readonly string[]): Uint32Array {
  return shingleHashes(shingles(parts.join(" ")));
}

/**
 * One shingle hash in MEASURE_EVERY is measured for uniqueness: the same hashes on every page (the
 * choice depends on the hash alone), so how many pages hold a measured hash is exact, and a page's
 * share of measured hashes held by no other page estimates its share of all of them (standard
 * error √(p(1−p)/m) for m measured hashes: ±3 points at 550 shingles). The gate's index keeps
 * counts of these hashes only, which is what bounds a save's D1 reads by half of its text. One in
 * four (2026-11-27 until migration 0021) moved 6 to 11 of the launched site's 91 pages across the
 * 43 % line; one in two moves none (tests/integration/gate-index.test.ts).
 */
export const MEASURE_EVERY = 2;
const MEASURE_SEED = 0x2545f491;
/**
 * The near-copy search's sample: the measured hashes whose mixed value is also 0 modulo NEAR_EVERY
 * (half of the measured ones). Its candidates are found from these hashes' holders, and D1 counts
 * how many of them each candidate holds (`page_index.measured_hex` lists a page's sample): the
 * bytes a save reads stay those of a quarter of its text, where every measured hash's holders
 * read 204 kB at 10,000 pages. The pages left are then measured on every hash.
 */
const NEAR_EVERY = 4;

/**
 * A text with no measured hash (fewer than ~10 shingles, or a rare short text whose few hashes
 * are none of the measured ones) has no share to measure: the gate keeps it out of the index as
 * too short. A text with a few is measured coarsely (3 measured hashes: 0, 33, 67 or 100 %), as
 * a text of 12 shingles was before.
 */
export const MIN_MEASURED = 1;

/** Whether a shingle hash is one the uniqueness measure counts. */
export const isMeasured = (h: number): boolean => mix(h ^ MEASURE_SEED) % MEASURE_EVERY === 0;
/** Whether a shingle hash is in the near-copy search's sample (always a measured one). */
export const isNearSampled = (h: number): boolean => mix(h ^ MEASURE_SEED) % NEAR_EVERY === 0;

/** `pick` of a sorted hash array (sorted), computed once per array. */
function memoFilter(pick: (h: number) => boolean): (hashes: Uint32Array) => Uint32Array {
  const cache = new WeakMap<Uint32Array, Uint32Array>();
  return (hashes) => {
    let out = cache.get(hashes);
    if (!out) {
      out = hashes.filter(pick);
      cache.set(hashes, out);
    }
    return out;
  };
}

/** The measured hashes of a sorted hash array (sorted), computed once per array. */
export const measuredHashes = memoFilter(isMeasured);
/** The near-copy sample of a sorted hash array (sorted), computed once per array. */
export const nearHashes = memoFilter(isNearSampled);

/**
 * THE measure: the share of `page`'s measured hashes held by none of `others` (all sorted, as
 * shingleHashes makes them); 0 for a page with none. The admin's gate asks it of one page against
 * the indexable ones, the audit of every indexable page against the rest (uniqueShares).
 */
export function uniqueShare(all: Uint32Array, others: readonly Uint32Array[]): number {
  const page = measuredHashes(all);
  if (page.length === 0) return 0;
  const seen = new Uint8Array(page.length);
  for (const other of others) markShared(page, other, seen);
  let own = 0;
  for (const s of seen) if (s === 0) own++;
  return own / page.length;
}

/** Marks in `seen` the hashes of `page` that `other` holds (a merge of two sorted arrays). */
function markShared(page: Uint32Array, other: Uint32Array, seen: Uint8Array): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < page.length && j < other.length) {
    const a = page[i]!;
    const b = other[j]!;
    if (a === b) {
      seen[i] = 1;
      n++;
      i++;
      j++;
    } else if (a < b) i++;
    else j++;
  }
  return n;
}

/** How many hashes two sorted arrays share. */
export function sharedCount(a: Uint32Array, b: Uint32Array): number {
  return markShared(a, b, new Uint8Array(a.length));
}

/**
 * A page's uniqueShare (of its measured hashes) against `others`, and what it would be with `added` among them too, in one
 * pass: what the gate asks of a page already indexed before letting another in.
 */
export function uniqueShareBeforeAfter(
  all: Uint32Array,
  others: readonly Uint32Array[],
  added: Uint32Array,
): { before: number; after: number } {
  const page = measuredHashes(all);
  if (page.length === 0) return { before: 0, after: 0 };
  const seen = new Uint8Array(page.length);
  for (const other of others) markShared(page, other, seen);
  let before = 0;
  for (const s of seen) if (s === 0) before++;
  markShared(page, added, seen);
  let after = 0;
  for (const s of seen) if (s === 0) after++;
  return { before: before / page.length, after: after / page.length };
}

/** For each page of a site, its uniqueShare against every other page. */
export function uniqueShares(pages: readonly Uint32Array[]): number[] {
  return pages.map((p, i) =>
    uniqueShare(
      p,
      pages.filter((_, j) => j !== i),
    ),
  );
}

/** |A ∩ B| / |A ∪ B| of two sorted hash arrays (the Jaccard of their shingles). */
export function hashJaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let inter = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      inter++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - inter;
  return union === 0 ? 0 : inter / union;
}

/** Hashes as text (base64 of the little-endian bytes), for a D1 TEXT column. */
export function encodeHashes(hashes: Uint32Array): string {
  const bytes = new Uint8Array(hashes.buffer, hashes.byteOffset, hashes.byteLength);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function decodeHashes(text: string): Uint32Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length - (binary.length % 4));
  for (let i = 0; i < bytes.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Uint32Array(bytes.buffer);
}

/**
 * Hashes as ",xxxxxxxx,yyyyyyyy," (8 hex digits each): the form SQL can search, `instr(text,
 * ',xxxxxxxx,')` telling exactly whether a page holds a hash (the gate counts in D1 how many of a
 * text's hashes a page holds, without reading the page's hashes out).
 */
export function encodeHex(hashes: Uint32Array): string {
  let out = ",";
  for (const h of hashes) out += `${hexOf(h)},`;
  return out;
}

/** One hash as its 8 hex digits. */
export const hexOf = (h: number): string => h.toString(16).padStart(8, "0");

export function decodeHex(text: string): Uint32Array {
  const parts = text.split(",").filter((p) => p !== "");
  return Uint32Array.from(parts, (p) => Number.parseInt(p, 16));
}
