import type { AppLoadContext } from "@remix-run/cloudflare";
import { listAllPages, listPagesCached, type PageSummary } from "./pages.server";
import { SESSION_COOKIE, readAdmin } from "./session.server";

/**
 * The generated-page listing for a public render: visitors get the cached listing (at most one
 * list() per isolate every 5 minutes); a signed-in admin reads KV directly and sees their own
 * writes at once (read-your-write), whatever isolate served the write.
 */
export async function pagesForRender(request: Request, context: AppLoadContext): Promise<PageSummary[]> {
  const kv = context.cloudflare.env.PAGES;
  const maybeAdmin = (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE}=`);
  if (maybeAdmin && (await readAdmin(request, context))) {
    try {
      return await listAllPages(kv);
    } catch (error) {
      console.error("Erro ao buscar paginas", error);
    }
  }
  return listPagesCached(kv, context);
}
