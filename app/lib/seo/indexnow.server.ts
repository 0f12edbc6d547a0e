// IndexNow: after a public page is published, changed, unpublished or deleted, its URL is sent to
// the endpoint of INDEXNOW_ENDPOINT (e.g. https://api.indexnow.org/indexnow), which shares it with
// the participating search engines. Called after the response (onPagesChanged, waitUntil): never
// blocking nor failing a save. The key proves the site is ours: the Worker serves it at /{key}.txt.
import type { Env } from "~/lib/platform/env.server";
import { log } from "~/lib/platform/log";

const TIMEOUT_MS = 10_000;
/** IndexNow accepts up to 10,000 URLs per request. */
const MAX_URLS = 10_000;

export function indexNowKey(config: Env): string | null {
  return config.INDEXNOW_KEY && config.INDEXNOW_ENDPOINT ? config.INDEXNOW_KEY : null;
}

/** Posts these public paths to IndexNow; failures are logged, never thrown nor retried. */
export async function notifyIndexNow(config: Env, origin: string, paths: string[]): Promise<void> {
  const key = indexNowKey(config);
  const unique = [...new Set(paths)];
  if (!key || !config.INDEXNOW_ENDPOINT || unique.length === 0) return;
  for (let i = 0; i < unique.length; i += MAX_URLS) {
    try {
      const response = await fetch(config.INDEXNOW_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify({
          host: new URL(origin).host,
          key,
          keyLocation: `${origin}/${key}.txt`,
          urlList: unique.slice(i, i + MAX_URLS).map((p) => origin + p),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // 200 and 202 are both success; anything else is logged.
      if (!response.ok) log.error("IndexNow answered an error", { status: response.status });
      await response.body?.cancel();
    } catch (error) {
      log.error("IndexNow notification failed", { error });
    }
  }
}
