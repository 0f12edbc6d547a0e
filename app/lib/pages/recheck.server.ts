// The panel's "Conferir de novo": public pages measured again against the indexable ones — one
// page, or those never checked (saved before the uniqueness gate existed), a batch at a time.
import { listAllPages } from "./listing.server";
import { getPage, type PageStore, recheckPage } from "./store.server";

/** Pages checked again per request (each is a D1 read and a KV write). */
export const RECHECK_BATCH = 40;

/** Checks `slug` again, or up to RECHECK_BATCH public pages never checked; counts those now indexed. */
export async function recheckPages(
  store: PageStore,
  which: { slug: string } | "unchecked",
): Promise<{ checked: number; indexed: number }> {
  const slugs =
    which === "unchecked"
      ? (await listAllPages(store.kv))
          .filter((p) => p.status === "published" && p.ixr === "unchecked")
          .slice(0, RECHECK_BATCH)
          .map((p) => p.slug)
      : [which.slug];
  let indexed = 0;
  for (const slug of slugs) {
    const page = await getPage(store.kv, slug);
    if (page && (await recheckPage(store, page)).index?.ok) indexed++;
  }
  return { checked: slugs.length, indexed };
}
