import type { AppLoadContext } from "@remix-run/cloudflare";
import { ListingUnavailableError, listAllPages, listPagesCached, type PageSummary } from "./store.server";
import { siteUrl } from "~/lib/platform/env.server";
import { hasSessionCookie, readAdmin } from "~/http/session.server";

/**
 * The generated-page listing for a public render: visitors get the cached listing (at most one
 * list() per isolate every 5 minutes); a signed-in admin reads KV directly and sees their own
 * writes at once (read-your-write), whatever isolate served the write.
 */
export async function pagesForRender(request: Request, context: AppLoadContext): Promise<PageSummary[]> {
  // A page renders without the generated pages when no listing exists at all (logged); it is
  // rare, since the last good listing is kept for 30 days.
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

/** Drafts never reach a public menu, listing or sitemap, whoever is looking. */
const published = (pages: PageSummary[]) => pages.filter((p) => p.status === "published");

function listing(request: Request, context: AppLoadContext): Promise<PageSummary[] | null> {
  // The root and the page loader run concurrently and both ask: one answer per request. Keyed by
  // the request's load context, since workerd cancels continuations that cross requests.
  let pending = perRequest.get(context);
  if (!pending) {
    pending = load(request, context).then(published, (error: unknown) => {
      if (error instanceof ListingUnavailableError) return null;
      throw error;
    });
    perRequest.set(context, pending);
  }
  return pending;
}

const perRequest = new WeakMap<object, Promise<PageSummary[] | null>>();

async function load(request: Request, context: AppLoadContext): Promise<PageSummary[]> {
  const kv = context.pages;
  const maybeAdmin = hasSessionCookie(request);
  if (maybeAdmin && (await readAdmin(request, context))) {
    try {
      return await listAllPages(kv);
    } catch (error) {
      console.error("Erro ao buscar paginas", error);
    }
  }
  // Keyed by the canonical origin, the same whatever host name the request came by.
  return listPagesCached(kv, siteUrl(context.cloudflare.env));
}
