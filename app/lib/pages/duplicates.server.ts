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
// Both compare with the D1 index of pages (page-index.server.ts), which a save a second ago is
// already in, plus pages KV lists that the index does not know (saved before it existed). Both
// fail closed: when the index or the listing cannot be read, the page is kept as a draft (or, for
// a confirmed save, published without being indexed), with the reason.
import { fold } from "@content/text";
import { pageTopicOf } from "~/lib/generation/local-generator";
import { log } from "~/lib/platform/log";
import { withTimeout } from "~/lib/platform/kv-timeout";
import {
  GATE_UNIQUE_SHARE,
  MAX_JACCARD,
  decodeSignature,
  estimateJaccard,
  hashJaccard,
  minhash,
  shingles,
  sharedCount,
  textHashes,
  uniqueShare,
  uniqueShareBeforeAfter,
} from "~/lib/seo/similarity";
import { type BuiltinText, builtinTexts } from "./builtin-texts.server";
import { type IndexRow, publishedRows } from "./page-index.server";
import type { IndexVerdict, PageRecord } from "./page-record";
import { pageText } from "./page-record";
import { listAllPages } from "./listing.server";
import { pageTextParts } from "./page-view.server";
import { getPage } from "./store.server";

export interface Similar {
  path: string;
  title: string;
  /** Jaccard of the two texts' 5-word shingles, 0..1. */
  score: number;
}

/** A signature's estimate is within ±0.2 of the truth far beyond 3 standard errors at 64 hashes. */
const ESTIMATE_MARGIN = 0.2;
/** Pages KV lists but the index does not know: this many are read at most (the closest first). */
const MAX_EXACT = 8;

type Checked = Pick<PageRecord, "title" | "description" | "content" | "category"> &
  Partial<Pick<PageRecord, "origin" | "slug">>;

export interface PageCheck {
  /** The page's hashes (what its index row keeps). */
  hashes: Uint32Array;
  /** 'service|subject|place' when the title names a served place, else null. */
  topic: string | null;
  /** The published page closest to this one, whatever the score (null when nothing compares). */
  closest: Similar | null;
  /** Why the pages could not be compared (the page must not go public unconfirmed), or null. */
  unchecked: string | null;
  /** Whether it may be indexed, measured against the indexable pages. */
  verdict: IndexVerdict;
}

export const percent = (score: number) => `${Math.round(score * 100)}%`;

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
  store: { kv: KVNamespace; db?: D1Database },
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
  const hashes = textHashes(pageTextParts(page));
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

  let rows: IndexRow[];
  try {
    rows = (await timed(publishedRows(store.db), "D1 page_index")).filter(
      (r) => r.slug !== exceptSlug && r.pageId !== exceptId,
    );
  } catch (error) {
    log.error("Page index read failed", { error });
    return refuse("Não foi possível ler o índice das páginas agora: a página não foi comparada com as outras.");
  }

  const builtins = builtinTexts();
  let closest: Similar | null = null;
  let unchecked: string | null = null;
  if (pairwise) {
    const consider = (candidate: Similar) => {
      if (!closest || candidate.score > closest.score) closest = candidate;
    };
    for (const b of builtins) consider({ path: b.path, title: b.title, score: hashJaccard(hashes, b.hashes) });
    for (const r of rows)
      consider({ path: `/links-uteis/${r.slug}`, title: r.title, score: hashJaccard(hashes, r.hashes) });
    try {
      for (const legacy of await unindexedCandidates(store.kv, page, rows, { exceptId, exceptSlug })) consider(legacy);
    } catch (error) {
      log.error("Listing for the duplicate check failed", { error });
      unchecked = "Não foi possível ler a lista de páginas agora: a página não foi comparada com todas as outras.";
    }
  }

  return { hashes, topic, closest, unchecked, verdict: uniquenessVerdict(hashes, topic, rows, builtins, checkedAt) };
}

/** Published pages KV lists that the index has no row for, scored exactly (the closest few). */
async function unindexedCandidates(
  kv: KVNamespace,
  page: Checked,
  rows: IndexRow[],
  { exceptId, exceptSlug }: { exceptId?: string; exceptSlug?: string },
): Promise<Similar[]> {
  const known = new Set(rows.map((r) => r.slug));
  const others = (await listAllPages(kv)).filter(
    (p) => p.status === "published" && p.id !== exceptId && p.slug !== exceptSlug && !known.has(p.slug),
  );
  if (others.length === 0) return [];
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
  const records = await Promise.all(toRead.map((slug) => getPage(kv, slug)));
  const mineHashes = textHashes(pageTextParts(page));
  return records.flatMap((r) =>
    r
      ? [
          {
            path: `/links-uteis/${r.slug}`,
            title: r.title,
            score: hashJaccard(mineHashes, textHashes(pageTextParts(r))),
          },
        ]
      : [],
  );
}

const GATE_MIN = GATE_UNIQUE_SHARE;

const ADVICE = "Adicione uma obra, uma foto ou um parágrafo seu sobre este serviço e este lugar, e salve de novo.";

/**
 * Whether a page may be indexed next to the indexable ones: its own unique share, the share it
 * leaves to each of them, and one indexable page per service and place. Cost: one merge of sorted
 * hash arrays per indexable page, plus, for the few pages it shares much text with, their share
 * before and after it (built-in pages' shares against one another are kept per isolate).
 */
function uniquenessVerdict(
  mine: Uint32Array,
  topic: string | null,
  rows: IndexRow[],
  builtins: BuiltinText[],
  checkedAt: string,
): IndexVerdict {
  const indexable = rows.filter((r) => r.indexable);
  const sameTopic = topic === null ? undefined : indexable.find((r) => r.topic === topic);
  const others: { title: string; hashes: Uint32Array; alone?: () => number }[] = [
    ...builtins.map((b) => ({ title: b.title, hashes: b.hashes, alone: () => builtinAlone(b, builtins) })),
    ...indexable,
  ];
  const all = others.map((o) => o.hashes);
  const unique = uniqueShare(mine, all);
  if (sameTopic) {
    return {
      ok: false,
      code: "topic",
      unique,
      reason: `Já existe uma página no Google para o mesmo serviço no mesmo lugar: “${sameTopic.title}”. Duas páginas disputando a mesma busca atrapalham as duas; complete aquela ou mude esta para outro serviço.`,
      checkedAt,
    };
  }
  if (unique < GATE_MIN) {
    return {
      ok: false,
      code: "low",
      unique,
      reason: `Só ${percent(unique)} do texto desta página não aparece em outras páginas do site (o mínimo é ${percent(GATE_MIN)}), por isso ela fica fora do Google. ${ADVICE}`,
      checkedAt,
    };
  }
  // A page may not take another indexable page under the minimum: the first one keeps its place.
  for (const [i, other] of others.entries()) {
    const shared = sharedCount(other.hashes, mine);
    if (shared === 0) continue;
    // A built-in page cannot fall under the minimum when its share among built-in pages alone
    // (an upper bound of its share now) stays above it after losing every hash it shares with
    // this page; a generated page is measured exactly.
    if (other.alone && other.alone() - shared / other.hashes.length >= GATE_MIN) continue;
    const { before, after } = uniqueShareBeforeAfter(
      other.hashes,
      all.filter((_, j) => j !== i),
      mine,
    );
    if (after < GATE_MIN && after < before) {
      return {
        ok: false,
        code: "hurts",
        unique,
        reason: `Esta página repete trechos de “${other.title}”, que já está no Google, e tiraria a exclusividade dela. ${ADVICE}`,
        checkedAt,
      };
    }
  }
  return { ok: true, code: "ok", unique, reason: "", checkedAt };
}

/** A built-in page's unique share among the built-in pages alone, computed once per isolate. */
const aloneCache = new WeakMap<BuiltinText, number>();
function builtinAlone(b: BuiltinText, builtins: BuiltinText[]): number {
  let share = aloneCache.get(b);
  if (share === undefined) {
    share = uniqueShare(
      b.hashes,
      builtins.filter((x) => x !== b).map((x) => x.hashes),
    );
    aloneCache.set(b, share);
  }
  return share;
}

/** What the admin reads when a text is too close to a published page. */
export function duplicateMessage(similar: Similar): string {
  return `O texto tem ${percent(similar.score)} de semelhança com “${similar.title}” (${similar.path}). Páginas quase iguais prejudicam o site no Google: reescreva o texto ou confirme que quer publicar assim mesmo.`;
}

/** The closest page when it is above the audit's threshold (the edit screen's warning). */
export async function duplicateOf(
  store: { kv: KVNamespace; db?: D1Database },
  page: Checked,
  options: { exceptId?: string; exceptSlug?: string } = {},
): Promise<Similar | null> {
  const { closest } = await checkPage(store, page, options);
  return closest && closest.score > MAX_JACCARD ? closest : null;
}

export { MAX_JACCARD };
