// The duplicate-content check before a page is published: its text against every published page,
// generated (KV) and built-in (content/), with the 5-word shingles and the Jaccard threshold of
// the search-integrity audit (`npm run seo-audit`). Generated pages are compared through the
// MinHash signature in their listing metadata, so the check costs one listing and no reads; the
// best candidates are then read and scored exactly. Pages saved before signatures existed have
// none and are read in full until their next save.
import { builtinTexts } from "./builtin-texts.server";
import { pageText, type PageRecord } from "./page-record";
import { listAllPages } from "./listing.server";
import { getPage } from "./store.server";
import { MAX_JACCARD, decodeSignature, estimateJaccard, jaccard, minhash, shingles } from "~/lib/seo/similarity";

export interface Similar {
  path: string;
  title: string;
  /** Exact Jaccard of the two texts' 5-word shingles, 0..1. */
  score: number;
}

/** A signature's estimate is within ±0.2 of the truth far beyond 3 standard errors at 64 hashes. */
const ESTIMATE_MARGIN = 0.2;
/** Exact scores are computed for this many candidates at most (one read each). */
const MAX_EXACT = 8;
/** Unsigned pages are read this many at a time. */
const READ_BATCH = 50;

/**
 * The published page most similar to `page`, whatever the score, or null when there is nothing to
 * compare with. `exceptId`: the page's own id when it is being edited.
 */
export async function closestPage(
  kv: KVNamespace,
  page: Pick<PageRecord, "title" | "description" | "content">,
  { exceptId }: { exceptId?: string } = {},
): Promise<Similar | null> {
  const mine = shingles(pageText(page));
  const sig = minhash(mine);
  let best: Similar | null = null;
  const consider = (candidate: Similar) => {
    if (!best || candidate.score > best.score) best = candidate;
  };

  for (const b of builtinTexts()) consider({ path: b.path, title: b.title, score: jaccard(mine, b.shingles) });

  const others = (await listAllPages(kv)).filter((p) => p.status === "published" && p.id !== exceptId);
  const unsigned: string[] = [];
  const estimated: { slug: string; estimate: number }[] = [];
  for (const p of others) {
    const theirs = decodeSignature(p.sig);
    if (!theirs) unsigned.push(p.slug);
    else estimated.push({ slug: p.slug, estimate: estimateJaccard(sig, theirs) });
  }
  const floor = MAX_JACCARD - ESTIMATE_MARGIN;
  const toRead = [
    ...estimated
      .filter((e) => e.estimate >= floor)
      .sort((a, b) => b.estimate - a.estimate)
      .slice(0, MAX_EXACT)
      .map((e) => e.slug),
    ...unsigned,
  ];
  for (let i = 0; i < toRead.length; i += READ_BATCH) {
    const records = await Promise.all(toRead.slice(i, i + READ_BATCH).map((slug) => getPage(kv, slug)));
    for (const r of records) {
      if (r) consider({ path: `/links-uteis/${r.slug}`, title: r.title, score: jaccard(mine, shingles(pageText(r))) });
    }
  }
  return best;
}

/** The closest page when it is above the audit's threshold: publishing this text needs a confirmation. */
export async function duplicateOf(
  kv: KVNamespace,
  page: Pick<PageRecord, "title" | "description" | "content">,
  options: { exceptId?: string } = {},
): Promise<Similar | null> {
  const closest = await closestPage(kv, page, options);
  return closest && closest.score > MAX_JACCARD ? closest : null;
}

export function percent(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** What the admin reads when a text is too close to a published page. */
export function duplicateMessage(similar: Similar): string {
  return `O texto tem ${percent(similar.score)} de semelhança com “${similar.title}” (${similar.path}). Páginas quase iguais prejudicam o site no Google: reescreva o texto ou confirme que quer publicar assim mesmo.`;
}
