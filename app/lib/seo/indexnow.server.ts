// IndexNow: after a public page is published, changed, unpublished or deleted, its URL is sent to
// the endpoint of INDEXNOW_ENDPOINT (e.g. https://api.indexnow.org/indexnow), which shares it with
// the participating search engines. It runs after the response (waitUntil): never blocking nor
// failing the save. The key proves the site is ours: the Worker serves it at /{key}.txt.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getEnv, siteUrl } from "~/lib/platform/env.server";
import type { PageChange } from "~/lib/pages/store.server";

const TIMEOUT_MS = 10_000;

export function indexNowKey(env: Cloudflare.Env): string | null {
  const { INDEXNOW_KEY, INDEXNOW_ENDPOINT } = getEnv(env);
  return INDEXNOW_KEY && INDEXNOW_ENDPOINT ? INDEXNOW_KEY : null;
}

async function send(env: Cloudflare.Env, paths: string[]): Promise<void> {
  const { INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: endpoint } = getEnv(env);
  if (!key || !endpoint) return;
  const origin = siteUrl(env);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        host: new URL(origin).host,
        key,
        keyLocation: `${origin}/${key}.txt`,
        urlList: paths.map((p) => origin + p),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // 200 and 202 are both success; anything else is logged, never retried in the request.
    if (!response.ok) console.error(`IndexNow answered ${response.status}`);
    await response.body?.cancel();
  } catch (error) {
    console.error("IndexNow notification failed", error);
  }
}

/** Tells search engines about these public paths once the response is sent. */
export function announce(context: AppLoadContext, paths: string[]): void {
  const unique = [...new Set(paths)];
  if (unique.length === 0 || !indexNowKey(context.cloudflare.env)) return;
  context.cloudflare.ctx.waitUntil(send(context.cloudflare.env, unique));
}

const pathOf = (slug: string) => `/links-uteis/${slug}`;

/**
 * The public URLs a change touched: the page when it is or was public, and its old address when
 * a public page moved (now a redirect). A draft that stays a draft concerns nobody.
 */
export function changedPaths({ before, after }: Partial<PageChange> & Pick<PageChange, "after">): string[] {
  const paths: string[] = [];
  if (after.status === "published" || before?.status === "published") paths.push(pathOf(after.slug));
  if (before && before.slug !== after.slug && before.status === "published") paths.push(pathOf(before.slug));
  return paths;
}

export function announceChange(context: AppLoadContext, change: Partial<PageChange> & Pick<PageChange, "after">) {
  announce(context, changedPaths(change));
}

export function announceDeleted(context: AppLoadContext, deleted: { slug: string; status: string } | null) {
  if (deleted?.status === "published") announce(context, [pathOf(deleted.slug)]);
}
