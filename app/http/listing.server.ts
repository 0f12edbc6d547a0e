// The generated-page listing as a public render needs it: visitors get the cached listing (at most
// one list() per isolate every 5 minutes); a signed-in admin reads KV directly and sees their own
// writes at once (read-your-write), whatever isolate served the write.
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  ListingUnavailableError,
  cachedListing,
  listAllPages,
  publishedOnly,
  type Listing,
} from "~/lib/pages/listing.server";
import type { PageSummary } from "~/lib/pages/page-record";
import { hasSessionCookie, readAdmin } from "./session.server";
import { log } from "~/lib/platform/log";

/**
 * The listing for a public render. A page renders without the generated pages when no listing
 * exists at all (logged); it is rare, since the last good listing is kept for 30 days.
 */
export async function pagesForRender(request: Request, context: AppLoadContext): Promise<PageSummary[]> {
  return (await listing(request, context)) ?? [];
}

/**
 * The listing for sitemap.xml, or null when there is none: a sitemap missing pages would tell
 * search engines they were removed, so the sitemap answers 503 instead (sitemapUnavailable).
 */
export function pagesForSitemap(request: Request, context: AppLoadContext): Promise<PageSummary[] | null> {
  return listing(request, context);
}

export function sitemapUnavailable(): Response {
  return new Response("Mapa do site temporariamente indisponível. Tente novamente em alguns minutos.", {
    status: 503,
    headers: { "Retry-After": "300", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}

// The layout and the page loader run concurrently and both ask: one answer per request, keyed by
// the request's load context (workerd cancels continuations that cross requests).
const perRequest = new WeakMap<object, Promise<PageSummary[] | null>>();

function listing(request: Request, context: AppLoadContext): Promise<PageSummary[] | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = load(request, context).then(
      (l) => {
        // The edge cache keeps this render no longer than the listing it shows stays fresh.
        context.listingReadAt = l.readAt;
        return publishedOnly(l.pages);
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
  const { kv, origin, config } = context.services;
  if (hasSessionCookie(request) && (await readAdmin(request, context))) {
    try {
      return { pages: await listAllPages(kv), readAt: Date.now() };
    } catch (error) {
      log.error("Page listing failed", { error });
    }
  }
  return cachedListing(kv, origin, config.LIST_CACHE_MS);
}
