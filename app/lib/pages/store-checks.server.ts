// The checks a page is saved with (duplicates.server.ts does the measuring): the status a save
// may give it and its uniqueness verdict, and its row in the D1 page index, which the store
// writes before the page's KV record (page-index.server.ts).
import { markUnindexed } from "~/lib/gate/unindexed-mark.server";
import { floorVerdict } from "~/lib/gate/floor";
import { log } from "~/lib/platform/log";
import { MAX_JACCARD } from "~/lib/seo/similarity";
import { type GateStore, type PageCheck, type Similar, checkPage } from "~/lib/gate/duplicates.server";
import { deleteRow, upsertRow } from "~/lib/gate/page-index.server";
import { type IndexVerdict, type PageRecord, type PageStatus, isIndexable } from "./page-record";
import { DuplicateError } from "./store-errors";

/**
 * What to do when a page going public is a near-duplicate: refuse (the admin's forms, which then
 * ask for a confirmation), save it as a draft (the generators), or publish (confirmed, imports).
 */
export type DuplicatePolicy = "refuse" | "draft" | "allow";

/** What the checks read: KV (pages saved before the index) and D1 (the index; absent: unchecked). */
type CheckStore = { kv: KVNamespace; db?: D1Database };
/** The same, with the store's way to read a page (passed in: the checks do not import the store). */
type ReadingStore = CheckStore & GateStore;

type CheckedPage = Pick<PageRecord, "title" | "description" | "content" | "category" | "status"> &
  Partial<Pick<PageRecord, "origin" | "slug" | "kind">>;

export interface Checked {
  status: PageStatus;
  /** The published page it resembled, when that made it a draft. */
  similar: Similar | null;
  /** Why it could not be compared with the other pages, when that made it a draft. */
  unchecked: string | null;
  /** The uniqueness verdict it is saved with (none for a draft the seller chose). */
  verdict: IndexVerdict | undefined;
  check: PageCheck | null;
}

/**
 * The status and index verdict a page is saved with. A public page is always measured against
 * the indexable ones (re-checked on every save); a page going public or changing its text is
 * also compared with the published ones unless the save was confirmed ("allow"): a near-copy is
 * refused or kept as a draft, as the policy says, and so is a page that could not be compared.
 */
export async function checkedStatus(
  store: ReadingStore,
  page: CheckedPage,
  policy: DuplicatePolicy,
  { exceptId, exceptSlug, compare }: { exceptId?: string; exceptSlug?: string; compare: boolean },
  now: Date,
): Promise<Checked> {
  if (page.status !== "published")
    return { status: page.status, similar: null, unchecked: null, verdict: undefined, check: null };
  const pairwise = compare && policy !== "allow";
  const check = await checkPage(store, page, { exceptId, exceptSlug, pairwise, now });
  const near = pairwise && check.closest && check.closest.score > MAX_JACCARD ? check.closest : null;
  if (near && policy === "refuse") throw new DuplicateError(near);
  if (near) return { status: "draft", similar: near, unchecked: null, verdict: undefined, check };
  if (pairwise && check.unchecked) {
    const reason = `Salva como rascunho: ${lcFirst(check.unchecked)} Publique de novo em alguns minutos.`;
    return {
      status: "draft",
      similar: null,
      unchecked: check.unchecked,
      verdict: { ok: false, code: "unchecked", unique: -1, reason, checkedAt: now.toISOString() },
      check,
    };
  }
  // The quality floor (gate/quality.ts) of a generated page, once the uniqueness gate lets it in.
  const verdict = floorVerdict(page, check.verdict, check.hashes.length);
  return { status: "published", similar: null, unchecked: null, verdict, check };
}

const lcFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The page's index row, written before its KV record (page-index.server.ts). A published page
 * left without one (no D1, or no check) is marked, so the next save lists KV for it
 * (gate/unindexed-mark.server.ts).
 */
export async function writeRow(store: CheckStore, record: PageRecord, check: PageCheck | null): Promise<void> {
  if (record.status === "published" && (!store.db || !check)) await markUnindexed(store.kv);
  if (!store.db) return;
  if (!check || record.status !== "published") {
    await dropRow(store, record.slug);
    return;
  }
  await upsertRow(store.db, {
    slug: record.slug,
    pageId: record.id,
    published: true,
    indexable: isIndexable(record),
    title: record.title,
    topic: check.topic,
    hashes: check.hashes,
    updatedAt: record.updated_at,
  });
}

/**
 * Deletes a page's index row once it is no longer public. A row left behind (D1 unavailable)
 * makes the checks stricter, never looser, so the write it follows is not failed for it.
 */
export async function dropRow(store: CheckStore, slug: string): Promise<void> {
  if (!store.db) return;
  try {
    await deleteRow(store.db, slug);
  } catch (error) {
    log.error("Page index row not deleted", { slug, error });
  }
}
