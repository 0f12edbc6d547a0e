// Edge caching of public HTML with the Cache API. Visitors get a copy at most EDGE_TTL_S old
// (the spec's 5-minute list window); a signed-in admin always gets a fresh render; admin writes
// purge the pages that show or list what they changed, in this data centre, at once. Every URL
// variant of a page (letter case, trailing slash, tracking parameters) shares one entry, so one
// purge removes it.
import type { MiddlewareHandler } from "hono";
import { LISTING_CACHE_PATHS } from "../app/lib/pages/store.server";
import { hasSessionCookie } from "../app/http/session.server";

/** Same window as the generated-page listing cache (spec §9: 5 minutes). */
export const EDGE_TTL_S = 300;
const BROWSER_TTL_S = 60;

/** Pages whose content includes the generated-page listing. */
const LISTING_PATHS = ["/", "/sitemap", "/sitemap.xml"];

function isPublicPath(path: string): boolean {
  // Route matching ignores case, so must this: "/Admin/..." is still the admin area.
  const p = path.toLowerCase();
  // "/__…" are the Worker's own Cache API entries (the shared listing), never answered to anyone.
  return !p.startsWith("/admin") && !p.startsWith("/__") && p !== "/healthz" && p !== "/robots.txt";
}

/** Query parameters that only track a visit: the page is the same with or without them. */
const TRACKING =
  /^(utm_.*|gclid|gbraid|wbraid|fbclid|msclkid|dclid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|igshid|srsltid)$/i;

/** The path as routes and the site's links spell it: lower case, no trailing slash. */
function canonicalPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

/**
 * The one cache key of every variant of a public URL: tracking parameters go and the rest are
 * sorted. Paths in another letter case or with a trailing slash are never stored nor answered from
 * the cache (cachePublicPages): the app answers them (a 301 to the canonical URL, or a fresh render),
 * so no purge can miss them. The host stays (the cache is per zone anyway).
 */
export function cacheKey(requestUrl: string, identityVersion = ""): string {
  const url = new URL(requestUrl);
  const params = [...url.searchParams].filter(([name]) => !TRACKING.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Last, after the page's own parameters: the version of the seller's identity the page was
  // rendered with (identity.server.ts). Saving "Dados da empresa" changes it, so no page with the
  // old phone or address is served again, without a purge of every URL.
  if (identityVersion) params.push(["__identity", identityVersion]);
  const query = new URLSearchParams(params).toString();
  return `${url.origin}${canonicalPath(url.pathname)}${query ? `?${query}` : ""}`;
}

function edgeCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `W/"${hex.slice(0, 32)}"`;
}

function notModified(request: Request, etag: string | null, headers: Headers): Response | null {
  if (!etag || request.headers.get("If-None-Match") !== etag) return null;
  const out = new Headers({ ETag: etag });
  const cc = headers.get("Cache-Control");
  if (cc) out.set("Cache-Control", cc);
  return new Response(null, { status: 304, headers: out });
}

/** Stored pages that carry nonces (they have inline scripts) are marked so hits know to rewrite. */
const NEEDS_NONCE = "X-Needs-Nonce";

/**
 * The copy to store: external same-origin scripts and styles need no nonce (the CSP's 'self'
 * allows them), so a page without inline scripts is stored without nonces and its hits are
 * served byte for byte. A page with inline scripts keeps them and is marked for rewriting.
 */
async function storedCopy(body: string, headers: Headers): Promise<Response> {
  let inline = false;
  const stripped = await new HTMLRewriter()
    .on("script", {
      element(el) {
        const type = el.getAttribute("type") ?? "";
        if (el.hasAttribute("src")) el.removeAttribute("nonce");
        else if (!type.includes("json")) inline = true;
      },
    })
    .on("link[nonce]", {
      element(el) {
        el.removeAttribute("nonce");
      },
    })
    .transform(new Response(body))
    .text();
  if (inline) {
    headers.set(NEEDS_NONCE, "1");
    return new Response(body, { status: 200, headers });
  }
  return new Response(stripped, { status: 200, headers });
}

/**
 * A stored page with inline scripts carries the CSP nonce of the render that produced it: each
 * hit gets this response's nonce written into its scripts, so nonces are never reused across
 * visitors. Pages without inline scripts were stored without nonces and pass untouched.
 */
function withNonce(response: Response, nonce: string | undefined): Response {
  if (!response.headers.has(NEEDS_NONCE)) return response;
  response.headers.delete(NEEDS_NONCE);
  if (!nonce) return response;
  return new HTMLRewriter()
    .on("script[nonce], link[nonce]", {
      element(el) {
        el.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}

type CacheEnv = { Variables: { secureHeadersNonce?: string; identityVersion?: string } };

/** GET of a public page by a visitor: answer from the edge cache or store what Remix rendered. */
export const cachePublicPages: MiddlewareHandler<CacheEnv> = async (c, next) => {
  const cache = edgeCache();
  const request = c.req.raw;
  const url = new URL(c.req.url);
  const cacheable =
    c.req.method === "GET" && isPublicPath(url.pathname) && canonicalPath(url.pathname) === url.pathname;
  // Parsed as Remix parses it: any spelling Remix takes for a session cookie bypasses the cache.
  const maybeAdmin = hasSessionCookie(request);
  if (!cache || !cacheable || maybeAdmin) {
    await next();
    // The admin sees read-your-write renders; they must not be kept by the browser or a proxy.
    if (cacheable && maybeAdmin) c.res.headers.set("Cache-Control", "private, no-store");
    return;
  }
  const key = new Request(cacheKey(url.toString(), c.get("identityVersion")), { method: "GET" });
  const nonce = c.get("secureHeadersNonce");
  const hit = await cache.match(key);
  if (hit) {
    const unchanged = notModified(request, hit.headers.get("ETag"), hit.headers);
    if (unchanged) {
      c.res = unchanged;
      return;
    }
    const response = new Response(hit.body, hit);
    response.headers.set("X-Edge-Cache", "HIT");
    c.res = withNonce(response, nonce);
    return;
  }
  await next();
  const res = c.res;
  const type = res.headers.get("Content-Type") ?? "";
  if (res.status !== 200 || res.headers.has("Set-Cookie") || !/text\/html|application\/xml/.test(type)) return;
  const body = await res.text();
  const headers = new Headers(res.headers);
  const etag = await etagOf(body);
  headers.set("ETag", etag);
  headers.set("Cache-Control", `public, max-age=${BROWSER_TTL_S}, s-maxage=${EDGE_TTL_S}`);
  // The stored copy has no CSP header: each response gets its own from secureHeaders.
  const stored = new Headers(headers);
  stored.delete("Content-Security-Policy");
  // Stored after the response is sent: the visitor never waits for the cache write.
  c.executionCtx.waitUntil(storedCopy(body, stored).then((copy) => cache.put(key, copy)));
  headers.set("X-Edge-Cache", "MISS");
  c.res = notModified(request, etag, headers) ?? new Response(body, { status: 200, headers });
};

/**
 * After a request wrote generated pages (the store records which), drop the cached copies that
 * show or list them. Only real writes by an authorised action reach the store, so visitors cannot
 * trigger purges.
 */
export function purgeChangedPages(
  ctx: ExecutionContext,
  requestUrl: string,
  slugs: string[],
  listingOrigin: string,
  identityVersion: string,
): void {
  const cache = edgeCache();
  if (!cache || slugs.length === 0) return;
  // The data centre's shared listing (pages.server.ts), keyed by the canonical origin.
  ctx.waitUntil(cache.delete(new Request(listingOrigin + LISTING_CACHE_PATHS.fresh)));
  const paths = new Set(LISTING_PATHS);
  for (const slug of slugs) {
    paths.add(`/links-uteis/${slug}`);
    paths.add(`/topicos/${slug}`);
  }
  ctx.waitUntil(
    Promise.all(
      [...paths].map((p) => cache.delete(new Request(cacheKey(new URL(p, requestUrl).toString(), identityVersion)))),
    ),
  );
}
