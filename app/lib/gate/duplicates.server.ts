// The checks a page passes before it goes public and before it is indexed (the store calls
// checkPage on every save that publishes or changes a public page):
//
// 1. Near-copies: its text against every published page, generated and built-in, with the 5-word
//    shingles and the Jaccard threshold of `npm run seo-audit` (MAX_JACCARD). Above it, the forms
//    ask for a confirmation and the generators keep the page as a draft.
// 2. Uniqueness: the share of its shingles found on no other indexable page (uniqueShare, the
//    audit's own measure). Under GATE_UNIQUE_SHARE, or when it would take another indexable page
//    under it, or when an indexable page already targets the same service and place, the page is
//    public but noindex and out of sitemap.xml, and the seller reads why and what to do.
//
// Both are answered from the shingle index (shingle-index.server.ts): the counts of the page's own
// hashes say its unique share and which indexable pages it could take under the minimum, and the
// holders they list are the only published pages it could be a near-copy of; only those pages'
// rows are read. A save reads rows in proportion to its text, not to the site. gate-verdict.ts
// keeps the full scan the index replaced (every published row), which tests hold it to and which
// answers the rare page whose text is mostly shingles held by many pages. Pages KV lists without a
// verdict and without a row (saved before the index existed) are read from KV. Both fail closed:
// when the index or the listing cannot be read, the page is kept as a draft (or, for a confirmed
// save, published without being indexed), with the reason.
import { fold } from "@content/text";
import { pageTopicOf } from "~/lib/html-stage/title-topic";
import { log } from "~/lib/platform/log";
import { withTimeout } from "~/lib/platform/kv-timeout";
import {
  MAX_JACCARD,
  MIN_MEASURED,
  decodeSignature,
  estimateJaccard,
  hashJaccard,
  measuredHashes,
  minhash,
  nearHashes,
  shingles,
  sharedCount,
  textHashes,
} from "~/lib/seo/similarity";
import { type BuiltinText, builtinTexts } from "./builtin-texts.server";
import type { IndexVerdict, PageRecord, PageSummary } from "~/lib/pages/page-record";
import { pageText } from "~/lib/html-stage/html-text";
import {
  GATE_MIN,
  type Similar,
  builtinAlone,
  builtinHashCounts,
  fullScanClosest,
  percent,
  verdicts,
} from "./gate-verdict";
import {
  type ShingleCount,
  indexableWithTopic,
  isBuilt,
  ownRows,
  readCounts,
  fullRowsByKey,
  overlapsByKey,
  rowsByKey,
  slugsWithRows,
  bandsOf,
  readBands,
} from "./shingle-index.server";
import { rebuildShingleIndex } from "./shingle-rebuild.server";

export type { Similar };
export { percent };

/** A signature's estimate is within ±0.2 of the truth far beyond 3 standard errors at 64 hashes. */
const ESTIMATE_MARGIN = 0.2;
/** Pages KV lists but the index does not know: this many are read at most (the closest first). */
const MAX_EXACT = 8;
/**
 * Standard errors of the measured sample a page may fall short by and still be measured on every
 * hash: a page just above MAX_JACCARD is missed with probability under 1 in 30,000.
 */
const NEAR_MARGIN = 4;
/** Under this many measured hashes the sample says little: such pairs are measured on every hash. */
const FEW_MEASURED = 12;
/** Rows the near-copy search reads at most; past them it cannot decide (fail closed). */
const MAX_CANDIDATES = 300;

type Checked = Pick<PageRecord, "title" | "description" | "content" | "category"> &
  Partial<Pick<PageRecord, "origin" | "slug" | "clean">>;

/** How the gate reads a page it must measure exactly (the store's getPage; the gate does not import the store). */
export type ReadPage = (slug: string) => Promise<PageRecord | null>;

/**
 * How the gate reads pages, handed in by the store (pages/store.server.ts `gateReader`): one page,
 * the listing's summaries, and a page's text as a visitor reads it (the text the gate measures).
 */
export interface PageReader {
  readPage: ReadPage;
  listSummaries: () => Promise<PageSummary[]>;
  /** Whether KV may hold published pages without an index row (unindexed-mark.server.ts). */
  mayHaveUnindexed: () => Promise<boolean>;
  /** A listing started at `startedAt` found none. */
  markAllIndexed: (startedAt: number) => Promise<void>;
  textParts: (page: Checked) => string[];
}

/** What a check reads: D1 (the index; absent: unchecked) and the store's reader. */
export type GateStore = PageReader & { db?: D1Database };

export interface PageCheck {
  /** The page's hashes (what its index row keeps). */
  hashes: Uint32Array;
  /** 'service|subject|place' when the title names a served place, else null. */
  topic: string | null;
  /**
   * The published page closest to this one when it is above MAX_JACCARD (pages under it are not
   * all measured), else the closest measured, or null.
   */
  closest: Similar | null;
  /** Why the pages could not be compared (the page must not go public unconfirmed), or null. */
  unchecked: string | null;
  /** Whether it may be indexed, measured against the indexable pages. */
  verdict: IndexVerdict;
}

/** The topic a page targets, for "one indexable page per service and place". */
export function topicOf(title: string): string | null {
  const t = pageTopicOf(title);
  return t.served ? `${fold(t.service)}|${t.subject.id}|${t.served.slug}` : null;
}

const timed = <T>(p: Promise<T>, what: string) => withTimeout(p, what);

/**
 * Compares `page` with the site. `exceptSlug`/`exceptId`: the page itself when it is being
 * edited; `pairwise: false` skips the near-copy comparison (a confirmed save).
 */
export async function checkPage(
  store: GateStore,
  page: Checked,
  {
    exceptId,
    exceptSlug,
    pairwise = true,
    now = new Date(),
  }: {
    exceptId?: string;
    exceptSlug?: string;
    pairwise?: boolean;
    now?: Date;
  } = {},
): Promise<PageCheck> {
  const hashes = textHashes(store.textParts(page));
  const topic = topicOf(page.title);
  const checkedAt = now.toISOString();
  const refuse = (reason: string): PageCheck => ({
    hashes,
    topic,
    closest: null,
    unchecked: reason,
    verdict: { ok: false, code: "unchecked", unique: -1, reason, checkedAt },
  });
  if (!store.db) return refuse("O índice das páginas não está disponível: a página não foi comparada com as outras.");

  const builtins = builtinTexts();
  let measured: IndexedCheck;
  try {
    measured = await timed(
      indexedCheck(store.db, hashes, topic, builtins, { exceptId, exceptSlug, pairwise, checkedAt }),
      "D1 page_index",
    );
  } catch (error) {
    log.error("Page index read failed", { error });
    return refuse("Não foi possível ler o índice das páginas agora: a página não foi comparada com as outras.");
  }

  let closest = measured.closest;
  let unchecked: string | null = measured.unchecked;
  if (pairwise) {
    try {
      for (const legacy of await unindexedCandidates(store, page, { exceptId, exceptSlug }))
        if (!closest || legacy.score > closest.score) closest = legacy;
    } catch (error) {
      log.error("Listing for the duplicate check failed", { error });
      unchecked = "Não foi possível ler a lista de páginas agora: a página não foi comparada com todas as outras.";
    }
  }
  return { hashes, topic, closest, unchecked, verdict: measured.verdict };
}

export interface IndexedCheck {
  closest: Similar | null;
  verdict: IndexVerdict;
  /** Why the near-copy search could not decide (too many similar pages to read), or null. */
  unchecked: string | null;
}

/** A hash's counts without the page's own rows (it is measured against the others). */
interface Others {
  published: number;
  indexable: number;
  indexableSum: number;
  holders: number[] | null;
}

/**
 * The gate answered from the shingle index: the verdict and the closest published page above
 * MAX_JACCARD, the same as the full scan's (gate-verdict.ts), reading the counts of the page's own
 * hashes, its own old row, and the rows (and counts) of the few pages those counts point to.
 */
export async function indexedCheck(
  db: D1Database,
  mine: Uint32Array,
  topic: string | null,
  builtins: BuiltinText[],
  {
    exceptId,
    exceptSlug,
    pairwise,
    checkedAt,
  }: { exceptId?: string; exceptSlug?: string; pairwise: boolean; checkedAt: string },
): Promise<IndexedCheck> {
  if (!(await isBuilt(db))) await rebuildShingleIndex(db);
  const own = await ownRows(db, exceptSlug, exceptId);
  const ownSets = own.map((r) => ({ row: r, set: new Set(r.measured) }));
  const counts = new Map<number, Others>();
  const withoutOwn = (h: number, c: ShingleCount | undefined): Others => {
    const o: Others = c
      ? { ...c, holders: c.holders === null ? null : [...c.holders] }
      : { published: 0, indexable: 0, indexableSum: 0, holders: [] };
    for (const { row, set } of ownSets) {
      if (!set.has(h)) continue;
      if (row.published) {
        o.published--;
        o.holders = o.holders === null ? null : o.holders.filter((k) => k !== row.key);
      }
      if (row.indexable) {
        o.indexable--;
        o.indexableSum -= row.key;
      }
    }
    return o;
  };
  /** Reads the counts of the hashes not read yet. */
  const load = async (hashes: Iterable<number>) => {
    const missing = [...new Set(hashes)].filter((h) => !counts.has(h));
    const read = await readCounts(db, missing);
    for (const h of missing) counts.set(h, withoutOwn(h, read.get(h)));
  };
  // The index counts the measured hashes only (similarity.ts isMeasured): the share is read from
  // those, half of the text; the holders from the near-copy sample, half of them.
  const mineM = measuredHashes(mine);
  const m = mineM.length;
  await load(mineM);
  const at = (h: number) => counts.get(h)!;
  const ownKeys = own.map((r) => r.key);
  const ownIndexable = new Set(own.filter((r) => r.indexable).flatMap((r) => [...r.measured]));
  const inBuiltins = builtinHashCounts(builtins);

  // The verdict (gate-verdict.ts fullScanVerdict, answered from the counts).
  let uniqueCount = 0;
  for (const h of mineM) if (at(h).indexable === 0 && !inBuiltins.has(h)) uniqueCount++;
  const unique = mineM.length === 0 ? 0 : uniqueCount / mineM.length;
  let verdict: IndexVerdict | null = null;
  const sameTopic = topic === null ? null : await indexableWithTopic(db, topic, ownKeys);
  if (sameTopic) verdict = verdicts.topic(unique, sameTopic.title, checkedAt);
  else if (m < MIN_MEASURED) verdict = verdicts.short(unique, checkedAt);
  else if (unique < GATE_MIN) verdict = verdicts.low(unique, checkedAt);
  else verdict = await hurtsVerdict();

  async function hurtsVerdict(): Promise<IndexVerdict> {
    const mineSet = new Set(mine);
    for (const b of builtins) {
      const bM = measuredHashes(b.hashes);
      const shared = sharedCount(bM, mine);
      if (shared === 0) continue;
      if (builtinAlone(b, builtins) - shared / bM.length >= GATE_MIN) continue;
      await load(bM);
      let before = 0;
      let after = 0;
      for (const h of bM) {
        if (inBuiltins.get(h) !== 1 || at(h).indexable !== 0) continue;
        before++;
        if (!mineSet.has(h)) after++;
      }
      if (after / bM.length < GATE_MIN && after < before) return verdicts.hurts(unique, b.title, checkedAt);
    }
    // A generated page loses to this one only hashes that were its own: held by no built-in page
    // and by one indexable page, which the sum of keys names.
    const taken = new Map<number, number>();
    for (const h of mineM) {
      const c = at(h);
      if (c.indexable === 1 && !inBuiltins.has(h)) taken.set(c.indexableSum, (taken.get(c.indexableSum) ?? 0) + 1);
    }
    // Its share before: its own hashes (`solo`, kept with the counts) with those it shares only
    // with this page's old text added, and those a built-in page holds taken away.
    for (const other of await rowsByKey(db, taken.keys())) {
      const otherM = other.measured;
      const shared = otherM.filter((h) => inBuiltins.has(h) || ownIndexable.has(h));
      await load(shared);
      let before = other.solo;
      for (const h of shared) {
        if (at(h).indexable !== 1) continue;
        if (ownIndexable.has(h)) before++;
        if (inBuiltins.has(h)) before--;
      }
      const after = before - (taken.get(other.key) ?? 0);
      if (after / otherM.length < GATE_MIN && after < before) return verdicts.hurts(unique, other.title, checkedAt);
    }
    return verdicts.ok(unique, checkedAt);
  }

  if (!pairwise) return { closest: null, verdict, unchecked: null };

  // Near-copies, in three narrowing reads, measured in the end on every hash. They work on the
  // near-copy sample (similarity.ts isNearSampled, a quarter of the text: its holders are read,
  // and measured_hex and the buckets' sizes count it). A page above MAX_JACCARD holds more than
  // MAX_JACCARD of this text's hashes (J = s/(a+b−s) ≤ s/a), so about that share of its sampled
  // ones. (1) Candidates: the pages the holders name for more than that share of its sampled
  // hashes, and the pages in its signature's buckets of every hash (a page at 0.35 shares one with
  // 98.5 % probability, at 0.5 with 99.99 %) whose sampled Jaccard may pass, counting the hashes
  // held by "many" as shared; (2) D1 counts how many of the "many" hashes each holds (the holders
  // told the rest), which makes their sampled Jaccard exact, and those whose sampled Jaccard may
  // pass with NEAR_MARGIN standard errors to spare are (3) read whole. What it can miss: a page
  // just above the threshold whose sampled share falls under it (the sample's error is ±4 points
  // at 550 shingles); on the launched site's 273 cases it finds every near-copy the full scan finds
  // (tests/integration/gate-index.test.ts). A text with under FEW_MEASURED sampled hashes takes
  // every page of its buckets whose size may pass.
  const mineS = nearHashes(mine);
  const n = mineS.length;
  let closest = fullScanClosest(mine, [], builtins);
  const found = new Map<number, number>();
  let many = 0;
  for (const h of mineS) {
    const c = at(h);
    if (c.published <= 0) continue;
    if (c.holders === null) many++;
    else for (const k of c.holders) found.set(k, (found.get(k) ?? 0) + 1);
  }
  const few = n < FEW_MEASURED;
  const slack = (union: number) => NEAR_MARGIN * Math.sqrt((MAX_JACCARD * (1 - MAX_JACCARD)) / Math.max(union, 1));
  const held = [...found]
    .filter(([, count]) => count > MAX_JACCARD * n)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([k]) => k);
  const sizes = new Map<number, number>();
  if (mine.length > 0)
    for (const pages of (await readBands(db, bandsOf(mine))).values())
      for (const [k, size] of pages) if (!ownKeys.includes(k)) sizes.set(k, size);
  const bound = (k: number, size: number) => {
    if (few || size < FEW_MEASURED) return 1;
    const shared = Math.min((found.get(k) ?? 0) + many, size, n);
    return shared / (n + size - shared);
  };
  const ranked = [...sizes]
    .map(([k, size]) => [k, bound(k, size)] as const)
    .filter(([, b]) => b > MAX_JACCARD)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([k]) => k);
  const all = [...new Set([...held, ...ranked])];
  // Past MAX_CANDIDATES the search cannot decide (fails closed) and reads no more.
  const over = all.length > MAX_CANDIDATES ? all.length : 0;
  const candidates = over ? [] : all;
  const unchecked = over
    ? `A página se parece com ${over} outras páginas: não foi possível comparar com todas agora.`
    : null;
  // The holders name every page holding each sampled hash but the "many" ones: D1 counts how
  // many of those each candidate holds, and the two make its shared sampled hashes exactly.
  const manyHashes = mineS.filter((h) => at(h).published > 0 && at(h).holders === null);
  const close = (await overlapsByKey(db, candidates, manyHashes))
    .filter((r) => {
      const theirs = r.measuredCount;
      // Too few sampled hashes on either side: only the sizes bound the Jaccard.
      if (few || theirs < FEW_MEASURED)
        return Math.min(mine.length, r.size) / Math.max(mine.length, r.size) > MAX_JACCARD;
      const shared = (found.get(r.key) ?? 0) + r.holds;
      const union = n + theirs - shared;
      return shared / union + slack(union) > MAX_JACCARD;
    })
    .map((r) => r.key);
  for (const r of await fullRowsByKey(db, close)) {
    const score = hashJaccard(mine, r.hashes);
    if (!closest || score > closest.score) closest = { path: `/links-uteis/${r.slug}`, title: r.title, score };
  }
  return { closest, verdict, unchecked };
}

/**
 * Published pages KV lists without a verdict that the index has no row for (saved before it
 * existed), scored exactly (the closest few).
 */
async function unindexedCandidates(
  store: GateStore,
  page: Checked,
  { exceptId, exceptSlug }: { exceptId?: string; exceptSlug?: string },
): Promise<Similar[]> {
  // Only when a page may have been written without a row since the last listing found none.
  if (!(await store.mayHaveUnindexed())) return [];
  const startedAt = Date.now();
  const unverdicted = (await store.listSummaries()).filter(
    (p) =>
      p.status === "published" &&
      p.id !== exceptId &&
      p.slug !== exceptSlug &&
      p.ix !== 1 &&
      (p.ixr === undefined || p.ixr === "unchecked"),
  );
  if (!store.db) return [];
  const known =
    unverdicted.length === 0
      ? new Set<string>()
      : await slugsWithRows(
          store.db,
          unverdicted.map((p) => p.slug),
        );
  const others = unverdicted.filter((p) => !known.has(p.slug));
  if (others.length === 0) {
    await store.markAllIndexed(startedAt);
    return [];
  }
  const mine = shingles(pageText(page));
  const sig = minhash(mine);
  const toRead: string[] = [];
  const estimated: { slug: string; estimate: number }[] = [];
  for (const p of others) {
    const theirs = decodeSignature(p.sig);
    if (!theirs) toRead.push(p.slug);
    else estimated.push({ slug: p.slug, estimate: estimateJaccard(sig, theirs) });
  }
  toRead.unshift(
    ...estimated
      .filter((e) => e.estimate >= MAX_JACCARD - ESTIMATE_MARGIN)
      .sort((a, b) => b.estimate - a.estimate)
      .slice(0, MAX_EXACT)
      .map((e) => e.slug),
  );
  const records = await Promise.all(toRead.map((slug) => store.readPage(slug)));
  const mineHashes = textHashes(store.textParts(page));
  return records.flatMap((r) =>
    r
      ? [
          {
            path: `/links-uteis/${r.slug}`,
            title: r.title,
            score: hashJaccard(mineHashes, textHashes(store.textParts(r))),
          },
        ]
      : [],
  );
}

/** What the admin reads when a text is too close to a published page. */
export function duplicateMessage(similar: Similar): string {
  return `O texto tem ${percent(similar.score)} de semelhança com “${similar.title}” (${similar.path}). Páginas quase iguais prejudicam o site no Google: reescreva o texto ou confirme que quer publicar assim mesmo.`;
}

/** The closest page when it is above the audit's threshold (the edit screen's warning). */
export async function duplicateOf(
  store: GateStore,
  page: Checked,
  options: { exceptId?: string; exceptSlug?: string } = {},
): Promise<Similar | null> {
  const { closest } = await checkPage(store, page, options);
  return closest && closest.score > MAX_JACCARD ? closest : null;
}

export { MAX_JACCARD };
