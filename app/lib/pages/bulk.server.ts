// The panel's bulk actions: publish, unpublish or move to the trash the pages the admin ticked, one
// by one through the page store (each recorded, so purged and announced once). A page that is not
// there any more (deleted in another tab) or that cannot be published is named in the result; the
// others are done.
import type { Similar } from "~/lib/gate/duplicates.server";
import { getPage, setPageStatus, trashPage, DuplicateError, UndecidedFlagsError, type PageStore } from "./store.server";
import { SLUG_PATTERN } from "./slug";

export const BULK_ACTIONS = ["publicar", "despublicar", "lixeira"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Pages one request may change: each is a few KV operations, well inside the 1,000 per request. */
export const MAX_BULK = 100;

export type BulkOutcome =
  | { slug: string; title: string; outcome: "done" }
  | { slug: string; title: string; outcome: "unchanged" }
  | { slug: string; title: string; outcome: "duplicate"; similar: Similar }
  /** Flagged sentences the seller has not decided: never published in bulk (review-queue/). */
  | { slug: string; title: string; outcome: "undecided"; count: number }
  | { slug: string; title: null; outcome: "missing" };

export async function bulkChange(store: PageStore, action: BulkAction, slugs: string[]): Promise<BulkOutcome[]> {
  const results: BulkOutcome[] = [];
  for (const slug of [...new Set(slugs)].slice(0, MAX_BULK)) {
    const page = SLUG_PATTERN.test(slug) ? await getPage(store.kv, slug) : null;
    if (!page) {
      results.push({ slug, title: null, outcome: "missing" });
      continue;
    }
    const { title } = page;
    if (action === "lixeira") {
      const trashed = await trashPage(store, slug);
      results.push(trashed ? { slug, title, outcome: "done" } : { slug, title: null, outcome: "missing" });
      continue;
    }
    const status = action === "publicar" ? "published" : "draft";
    if (page.status === status) {
      results.push({ slug, title, outcome: "unchanged" });
      continue;
    }
    try {
      // A bulk publish never overrides the duplicate check: near-duplicates are named instead.
      await setPageStatus(store, page, status, { duplicates: "refuse" });
      results.push({ slug, title, outcome: "done" });
    } catch (error) {
      if (error instanceof UndecidedFlagsError) {
        results.push({ slug, title, outcome: "undecided", count: error.count });
        continue;
      }
      if (!(error instanceof DuplicateError)) throw error;
      results.push({ slug, title, outcome: "duplicate", similar: error.similar });
    }
  }
  return results;
}
