// What follows a write of the page store, in one place for every write path (forms, status,
// restore, delete, import, the generators): the data centre's cached copies of the pages that
// show or list the changed pages are purged, and search engines are told about the public URLs
// that changed (IndexNow). The Worker calls it after each request's response; a generation job
// once, when it ends.
import { LISTING_PATHS, purgePaths } from "~/lib/platform/edge-cache.server";
import { dataCentreCache } from "~/lib/platform/data-centre-cache";
import type { Services } from "~/lib/platform/services.server";
import { notifyIndexNow } from "~/lib/seo/indexnow.server";
import { log } from "~/lib/platform/log";
import { LISTING_CACHE_PATHS, markListingChanged } from "./listing.server";
import { isIndexable, type PageChange, type PageRecord, type PageRef } from "./page-record";

export const pagePath = (slug: string) => `/links-uteis/${slug}`;

/** Where a changed page is served: a built-in page's own address, or its generated-page address. */
const addressOf = (ref: PageRef) => ref.path ?? pagePath(ref.slug);

/**
 * The public URLs a change concerns: the page when it is or was public, and its old address when a
 * public page moved (now a redirect) or was deleted. A draft that stays a draft concerns nobody.
 */
export function publicPathsOf(changes: readonly PageChange[]): string[] {
  const paths = new Set<string>();
  for (const change of changes) {
    // The rating's daily read changes its date on the pages: not worth a search engine's visit.
    if (change.kind === "nota") continue;
    if (change.kind !== undefined) {
      // Pages whose shown jobs or the seller's data changed: each one's content changed.
      for (const path of change.paths) paths.add(path);
      continue;
    }
    const { before, after } = change;
    // A page the uniqueness gate holds out of Google is not announced, unless it just left the
    // index (search engines should see its noindex soon).
    const wasIndexed = before?.status === "published" && indexedRef(before);
    if ((after?.status === "published" && indexedRef(after)) || (after && wasIndexed)) paths.add(addressOf(after));
    if (wasIndexed && (!after || addressOf(before) !== addressOf(after))) paths.add(addressOf(before));
  }
  return [...paths];
}

/**
 * Whether a changed page may be in Google's index: a stored record says so by the gate's verdict
 * (isIndexable); a bare reference (a built-in page's text, a job's item) is taken as indexed.
 */
function indexedRef(ref: PageRef): boolean {
  if (ref.path !== undefined || !("id" in ref)) return true;
  return isIndexable(ref as PageRef & Pick<PageRecord, "index">);
}

/**
 * Cached copies a change makes stale: the listing pages and both addresses a generated page is
 * served at, or a built-in page's own address.
 */
function stalePaths(changes: readonly PageChange[]): string[] {
  const paths = new Set<string>(LISTING_PATHS);
  for (const change of changes) {
    if (change.kind !== undefined) {
      for (const path of change.paths) paths.add(path);
      continue;
    }
    const { before, after } = change;
    for (const page of [before, after]) {
      if (!page) continue;
      if (page.path) {
        paths.add(page.path);
        continue;
      }
      paths.add(pagePath(page.slug));
      paths.add(`/topicos/${page.slug}`);
    }
  }
  return [...paths];
}

/**
 * Purges and announces the changes recorded in `services.changes` (then empties it, so a second
 * call announces nothing twice). `identityVersion`: the version cached pages are keyed with.
 * Returns the paths purged — the listing pages first, then the changed pages; none without a
 * change — and when the purge is done.
 */
export function onPagesChanged(
  services: Pick<Services, "changes" | "origin" | "config" | "waitUntil" | "kv" | "media" | "now">,
  identityVersion: string,
): { paths: string[]; purged: Promise<unknown> } {
  const changes = services.changes.splice(0);
  if (changes.length === 0) return { paths: [], purged: Promise.resolve() };
  const cache = dataCentreCache();
  // The page listing changes only with generated pages and seller texts (a job write leaves it as
  // it is): the change is stamped for every data centre's copy (listing.server.ts), then this data
  // centre's copy dropped — in that order, so a copy listed in between carries the new stamp.
  let listing: Promise<unknown> = Promise.resolve();
  if (changes.some((c) => c.kind === undefined)) {
    listing = markListingChanged(services.kv)
      .catch((error: unknown) => log.error("Listing stamp write failed", { error }))
      .then(() => cache?.delete(new Request(services.origin + LISTING_CACHE_PATHS.fresh)));
    services.waitUntil(listing);
  }
  // The global tier's copies too (page-tier.server.ts), for every data centre at once.
  const paths = stalePaths(changes);
  // Done when the copies are purged AND the listing's change is stamped: a render on write that
  // started before the stamp read the old listing (a seller text's old words kept for 5 minutes).
  const purged = Promise.all([
    listing,
    purgePaths(services.origin, paths, identityVersion, services.waitUntil, services.media, services.now()),
  ]);
  const urls = publicPathsOf(changes);
  if (urls.length > 0) services.waitUntil(notifyIndexNow(services.config, services.origin, urls));
  return { paths, purged };
}
