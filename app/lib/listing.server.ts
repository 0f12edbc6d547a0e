import type { AppLoadContext } from "@remix-run/cloudflare";
import { listAllPages, listPagesCached, type PageSummary } from "./pages.server";
import { SESSION_COOKIE, readAdmin } from "./session.server";

/**
 * The generated-page listing for a public render: visitors get the cached listing (at most one
 * list() per isolate every 5 minutes); a signed-in admin reads KV directly and sees their own
 * writes at once (read-your-write), whatever isolate served the write.
 */
export function pagesForRender(request: Request, context: AppLoadContext): Promise<PageSummary[]> {
  // The root and the page loader run concurrently and both ask: one answer per request. Keyed by
  // the request's load context, since workerd cancels continuations that cross requests.
  let pending = perRequest.get(context);
  if (!pending) {
    pending = load(request, context);
    perRequest.set(context, pending);
  }
  return pending;
}

const perRequest = new WeakMap<object, Promise<PageSummary[]>>();

async function load(request: Request, context: AppLoadContext): Promise<PageSummary[]> {
  const kv = context.pages;
  const maybeAdmin = (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE}=`);
  if (maybeAdmin && (await readAdmin(request, context))) {
    try {
      return await listAllPages(kv);
    } catch (error) {
      console.error("Erro ao buscar paginas", error);
    }
  }
  return listPagesCached(kv);
}
