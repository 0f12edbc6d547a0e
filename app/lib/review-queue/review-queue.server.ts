// "Para revisar": pages a generator made (batch creator, technical generator, the content
// generator's "process all") wait here as drafts until the seller has read them. A draft answers
// 404 to visitors, is in no listing or sitemap and is never announced; publishing one runs the same
// checks as any publish (similarity, uniqueness gate) and is announced as any publish is.
import { listAllPages } from "~/lib/pages/listing.server";
import type { PageRecord, PageSummary } from "~/lib/pages/page-record";
import {
  DuplicateError,
  UndecidedFlagsError,
  getPage,
  setPageStatus,
  trashPage,
  updatePage,
  type PageStore,
} from "~/lib/pages/store.server";
import { type Decision, decideFlag } from "./decisions";
import type { Similar } from "~/lib/gate/duplicates.server";

/** The pages waiting for the seller, newest first (read from the listing: no page is read). */
export async function listReviewQueue(kv: KVNamespace): Promise<PageSummary[]> {
  return reviewQueueOf(await listAllPages(kv));
}

/** The waiting pages of a listing the caller already has (the panel's count). */
export function reviewQueueOf(pages: PageSummary[]): PageSummary[] {
  return pages
    .filter((p) => p.rv === 1 && p.status === "draft")
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** A page waiting in the queue, or null (gone, or already read). */
export async function getReviewPage(kv: KVNamespace, slug: string): Promise<PageRecord | null> {
  const page = await getPage(kv, slug);
  return page?.review && page.status === "draft" ? page : null;
}

export type PublishOutcome =
  | { kind: "published"; record: PageRecord }
  /** Kept a draft: it could not be compared with the other pages now (the reason is on the record). */
  | { kind: "held"; record: PageRecord }
  /** Too close to a published page: the seller rewrites it (or confirms on the edit screen). */
  | { kind: "duplicate"; similar: Similar }
  /** Flagged sentences he has not decided yet: nothing goes public before he does. */
  | { kind: "undecided"; count: number }
  | { kind: "gone" };

/** Publishes a page the seller has read: out of the queue, checked and announced as any publish. */
export async function publishReviewed(store: PageStore, slug: string): Promise<PublishOutcome> {
  const page = await getReviewPage(store.kv, slug);
  if (!page) return { kind: "gone" };
  try {
    const record = await setPageStatus(store, page, "published");
    return record.status === "published" ? { kind: "published", record } : { kind: "held", record };
  } catch (error) {
    if (error instanceof DuplicateError) return { kind: "duplicate", similar: error.similar };
    if (error instanceof UndecidedFlagsError) return { kind: "undecided", count: error.count };
    throw error;
  }
}

/** Sends a waiting page to the trash (it can come back from there for 30 days). */
export async function discardReviewed(store: PageStore, slug: string): Promise<PageRecord | null> {
  if (!(await getReviewPage(store.kv, slug))) return null;
  return trashPage(store, slug);
}

export type DecideOutcome = { ok: true; record: PageRecord } | { ok: false; status: 404 | 409 | 422; message: string };

/**
 * Records the seller's decision on one flagged sentence of a waiting page (its text changed as he
 * chose, kept as a revision); the page stays a draft in the queue until he publishes it.
 */
export async function decideReviewed(
  store: PageStore,
  slug: string,
  index: number,
  sentence: string,
  decision: Decision,
  now = new Date(),
): Promise<DecideOutcome> {
  const page = await getReviewPage(store.kv, slug);
  if (!page) return { ok: false, status: 404, message: "Esta página não está mais em “Para revisar”." };
  const decided = decideFlag(page, index, sentence, decision, now);
  if (!decided.ok) return decided;
  const { record } = await updatePage(
    store,
    page,
    {
      slug: page.slug,
      category: page.category,
      status: "draft",
      origin: page.origin,
      kind: page.kind,
      ...decided.page,
    },
    { now },
  );
  return { ok: true, record };
}
