// The generated-page listing as a public render needs it: visitors get the cached listing (at most
// one list() per isolate every 5 minutes); a signed-in admin reads KV directly and sees their own
// writes at once (read-your-write), whatever isolate served the write.
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  ListingUnavailableError,
  cachedListing,
  listPagesAndTexts,
  publishedOnly,
  type Listing,
} from "~/lib/pages/listing.server";
import type { PageSummary } from "~/lib/pages/page-record";
import { sellerTextHtml } from "~/lib/pages/seller-text.server";
import { hasSessionCookie, readAdmin } from "./session.server";
import { log } from "~/lib/platform/log";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

/**
 * The listing for a public render: the indexable public pages. A page renders without the generated pages when no listing
 * exists at all (logged); it is rare, since the last good listing is kept for 30 days.
 */
export async function pagesForRender(request: Request, context: AppLoadContext): Promise<PageSummary[]> {
  return (await listing(request, context))?.pages ?? [];
}

/**
 * The seller's own text on a built-in page (`path`), sanitized for display, or null. The listing
 * this render already reads says whether the page has one, so only a page with a text pays a read.
 */
export async function sellerTextFor(request: Request, context: AppLoadContext, path: string): Promise<string | null> {
  const texts = (await listing(request, context))?.texts ?? [];
  if (!texts.includes(path)) return null;
  return sellerTextHtml(context.services.kv, path);
}

/**
 * The listing for sitemap.xml, or null when there is none: a sitemap missing pages would tell
 * search engines they were removed, so the sitemap answers 503 instead (sitemapUnavailable).
 */
export async function pagesForSitemap(request: Request, context: AppLoadContext): Promise<PageSummary[] | null> {
  return (await listing(request, context))?.pages ?? null;
}

export function sitemapUnavailable(): Response {
  return new Response("Mapa do site temporariamente indisponível. Tente novamente em alguns minutos.", {
    status: 503,
    headers: { "Retry-After": "300", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

// The layout and the page loader run concurrently and both ask: one answer per request, keyed by
// the request's load context (workerd cancels continuations that cross requests).
type Visible = { pages: PageSummary[]; texts: string[] };
const perRequest = isolateWeakMap<object, Promise<Visible | null>>({
  name: "http/listing per request",
  key: "the request's load context",
  invalidatedBy: "the request's end (its context is dropped)",
});

// The indexable pages of a listing copy, filtered once per copy (not per request: at 10,000 pages
// the filter was a millisecond of every render), and the same array for every request that reads
// that copy, so what is computed from it can be kept with it (seo/sitemap-xml.ts sitemapLinks).
// Read-only: nothing sorts or changes it in place.
const indexable = isolateWeakMap<PageSummary[], PageSummary[]>({
  name: "http/listing indexable pages",
  key: "a listing copy (its pages array)",
  invalidatedBy: "a new listing copy (pages/listing.server.ts: a write's stamp or the 5-minute expiry)",
});
function indexableOf(pages: PageSummary[]): PageSummary[] {
  let out = indexable.get(pages);
  if (!out) {
    out = publishedOnly(pages).filter((p) => p.ix === 1);
    indexable.set(pages, out);
  }
  return out;
}

function listing(request: Request, context: AppLoadContext): Promise<Visible | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = load(request, context).then(
      (l) => {
        // The edge cache keeps this render no longer than the listing it shows stays fresh (nor
        // than the jobs snapshot it may show: the older of the two bounds it).
        context.listingReadAt = Math.min(context.listingReadAt ?? l.readAt, l.readAt);
        // Only pages Google may index: one the uniqueness gate holds out (noindex) stays public at
        // its address but is in no menu, "Links úteis" listing or sitemap (the admin sees why).
        return { pages: indexableOf(l.pages), texts: l.texts };
      },
      (error: unknown) => {
        if (error instanceof ListingUnavailableError) return null;
        throw error;
      },
    );
    perRequest.set(context, pending);
  }
  return pending;
}

async function load(request: Request, context: AppLoadContext): Promise<Listing> {
  const { kv, origin, config, now } = context.services;
  if (hasSessionCookie(request) && (await readAdmin(request, context))) {
    try {
      return { ...(await listPagesAndTexts(kv)), readAt: now() };
    } catch (error) {
      log.error("Page listing failed", { error });
    }
  }
  return cachedListing(kv, origin, config.LIST_CACHE_MS, now());
}
