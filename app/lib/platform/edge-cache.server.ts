// Edge caching of public HTML and XML with the Cache API. Visitors get a copy at most EDGE_TTL_S
// old (the 5-minute list window); a signed-in admin always gets a fresh render; writes purge the
// pages that show or list what they changed, in this data centre, at once (purgePaths). Every URL
// variant of a page shares one entry: parameters the route does not read (tracking tags, `?bust=1`)
// are not part of the key, so one purge removes them all and nobody can skip the cache with them.
import { hex } from "./crypto";
import { dataCentreCache } from "./data-centre-cache";
import { log } from "./log";
import { type PageTier, purgeTier, readTier, settledExpiry, tierKey, writeTier } from "./page-tier.server";

/** Same window as the generated-page listing cache: 5 minutes. */
export const EDGE_TTL_S = 300;
const BROWSER_TTL_S = 60;

/** Pages whose content includes the generated-page listing. */
export const LISTING_PATHS = ["/", "/sitemap", "/sitemap.xml"] as const;

/**
 * The query parameters each public page reads; every other parameter is dropped from the cache
 * key (and so never changes what is served). Paths not listed read none.
 */
const PARAMETERS_READ: Record<string, readonly string[]> = {
  // Home: the neighbourhood and generated-page lists' pages, and the city search without JavaScript.
  "/": ["bairros", "paginas", "cidade"],
  // The gallery of jobs done: its page.
  "/obras": ["pagina"],
};

/** Paths never answered from the cache: the admin, the Worker's own entries, health, robots, clicks. */
export function isPublicPath(path: string): boolean {
  // Route matching ignores case, so must this: "/Admin/..." is still the admin area.
  const p = path.toLowerCase();
  return (
    !p.startsWith("/admin") &&
    !p.startsWith("/__") &&
    !p.startsWith("/contato/") &&
    // A review link counts each open and carries a form: never a shared copy.
    !p.startsWith("/avaliar/") &&
    // The sitemap's parts (past 1,000 URLs): a write cannot know which part lists its page to
    // purge it, so each is rendered when asked (crawlers ask a few times a day; ≤ 10 ms of CPU).
    !p.startsWith("/sitemap/") &&
    p !== "/healthz" &&
    p !== "/robots.txt"
  );
}

/** Remix's single-fetch suffix: `/garantia.data` is the data of `/garantia`, `/_root.data` of `/`. */
const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root";

/** The page a `.data` request asks the data of, or null when the path is no `.data` request. */
function dataOf(path: string): string | null {
  if (!path.endsWith(DATA_SUFFIX)) return null;
  const page = path.slice(0, -DATA_SUFFIX.length);
  return page === ROOT_DATA ? "/" : page || null;
}

/** The `.data` address of a page's path (a query kept after it). */
function dataPathOf(pathWithQuery: string): string {
  const [path = "/", query] = pathWithQuery.split("?", 2);
  return `${path === "/" ? ROOT_DATA : path}${DATA_SUFFIX}${query ? `?${query}` : ""}`;
}

/** The path as routes and the site's links spell it: lower case, no trailing slash. */
export function canonicalPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

/**
 * The one cache key of every variant of a public URL: the canonical origin (whatever host name the
 * request came by, so a purge made without a request — a generation job — finds it), the path,
 * only the parameters its page reads, sorted, then the version of the seller's identity the page was rendered with (saving "Dados da empresa"
 * changes it, so no page with the old phone is served again, without a purge of every URL).
 * Paths in another letter case or with a trailing slash are never stored nor answered from the
 * cache: the app answers them (a 301 to the canonical URL).
 */
export function cacheKey(origin: string, requestUrl: string, identityVersion = ""): string {
  const url = new URL(requestUrl);
  const data = dataOf(url.pathname);
  const path = canonicalPath(data ?? url.pathname);
  const params = readParameters(url, path);
  // A page's `.data` (its loaders' data, Remix single fetch) is an entry of its own.
  if (data !== null) params.push(["__data", "1"]);
  if (identityVersion) params.push(["__identity", identityVersion]);
  const query = new URLSearchParams(params).toString();
  return `${origin}${path}${query ? `?${query}` : ""}`;
}

/** The parameters `path`'s page reads, sorted: the only ones a key (or a render of a copy to keep) holds. */
function readParameters(url: URL, path: string): [string, string][] {
  const read = PARAMETERS_READ[path] ?? [];
  const params = [...url.searchParams].filter(([name]) => read.includes(name));
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return params;
}

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(body));
  return `W/"${hex(digest).slice(0, 32)}"`;
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
  // A `.data` copy (turbo-stream) holds no markup.
  if (/text\/x-script/.test(headers.get("Content-Type") ?? "")) return new Response(body, { status: 200, headers });
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
function withNonce(response: Response, nonce: string): Response {
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

export interface CacheRequest {
  request: Request;
  /** The canonical origin (SITE_URL). */
  origin: string;
  identityVersion: string;
  nonce: string;
  waitUntil(promise: Promise<unknown>): void;
  /**
   * False: no copy is kept or served, the data centre's nor this isolate's (EDGE_CACHE "off": the
   * bench and the scale check time renders; Miniflare without a cache keeps nothing, but the
   * isolate's copies would still answer).
   */
  keep?: boolean;
  /** Now, ms (Services.now; default Date.now). */
  now?: () => number;
  /** The global tier behind the data centre's cache (page-tier.server.ts); none: this cache alone. */
  tier?: PageTier;
}

/**
 * Whether a request is a visitor's GET (or HEAD, answered from the same copy without its body) of
 * a public page in its canonical spelling.
 */
export function isCacheable(request: Request): boolean {
  const url = new URL(request.url);
  const path = dataOf(url.pathname) ?? url.pathname;
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    isPublicPath(path) &&
    canonicalPath(path) === path &&
    !hasStrayPager(url, path)
  );
}

/** The site's pager parameters: on a page that does not read one, its loader answers a 301. */
const PAGERS = ["pagina", "paginas", "bairros"];

/**
 * A pager parameter the page does not read ("/?pagina=999"): never answered from the copy of the
 * page without it, which would be a 200 for an address the page's loader redirects.
 */
function hasStrayPager(url: URL, path: string): boolean {
  const read = PARAMETERS_READ[path] ?? [];
  return PAGERS.some((name) => url.searchParams.has(name) && !read.includes(name));
}

/**
 * The request a cacheable visitor's request is rendered as: only the parameters its cache key
 * holds. For `.data` that drops Remix's `_routes` (the routes a client asks for): the copy holds
 * every matched route's data, a superset any client reads, so each page has one `.data` entry a
 * purge can name.
 */
export function requestToRender(request: Request): Request {
  const url = new URL(request.url);
  const data = dataOf(url.pathname);
  if (data === null || !url.searchParams.has("_routes")) return request;
  url.search = new URLSearchParams(readParameters(url, canonicalPath(data))).toString();
  return new Request(url, request);
}

// This isolate keeps the pages it served most recently for a short while (HOT_TTL_MS, never past
// the data-centre copy's own expiry): a hit then costs no Cache API read, which is what keeps a
// cached page as cheap as a static file. A purge clears them here at once; other isolates of the
// data centre drop theirs within HOT_TTL_MS.
const HOT_TTL_MS = 30_000;
const HOT_MAX_ENTRIES = 64;
const HOT_MAX_BYTES = 8 * 1024 * 1024;
interface HotPage {
  // Bytes, not a string: a Response copies bytes as they are, where a string is encoded to UTF-8
  // again on every hit (a 65 kB page).
  body: ArrayBuffer;
  headers: [string, string][];
  expires: number;
}
const hot = new Map<string, HotPage>();
let hotBytes = 0;

/** The absolute expiry (ms) of a stored copy, carried with it so the isolate copy never outlives it. */
const EXPIRES_AT = "X-Expires-At";

function forgetHot(key: string): void {
  const page = hot.get(key);
  if (!page) return;
  hot.delete(key);
  hotBytes -= page.body.byteLength;
}

function rememberHot(key: string, body: ArrayBuffer, headers: Headers, now = Date.now()): void {
  const expiresAt = Number(headers.get(EXPIRES_AT) ?? 0);
  const expires = Math.min(now + HOT_TTL_MS, expiresAt || now);
  if (expires <= now || body.byteLength > HOT_MAX_BYTES / 8) return;
  forgetHot(key);
  hot.set(key, { body, headers: [...headers], expires });
  hotBytes += body.byteLength;
  // Oldest first out (a Map keeps insertion order).
  for (const oldest of hot.keys()) {
    if (hot.size <= HOT_MAX_ENTRIES && hotBytes <= HOT_MAX_BYTES) break;
    forgetHot(oldest);
  }
}

function answerFrom(request: Request, body: ArrayBuffer, headers: Headers, nonce: string): Response {
  headers.delete(EXPIRES_AT);
  const unchanged = notModified(request, headers.get("ETag"), headers);
  if (unchanged) return unchanged;
  headers.set("X-Edge-Cache", "HIT");
  if (request.method === "HEAD") {
    headers.delete(NEEDS_NONCE);
    return new Response(null, { status: 200, headers });
  }
  return withNonce(new Response(body, { status: 200, headers }), nonce);
}

/** The data centre's copy of a visitor's page, or null (then render and call `storePage`). */
export async function cachedPage({
  request,
  origin,
  identityVersion,
  nonce,
  waitUntil,
  keep = true,
  now: clock = Date.now,
  tier,
}: CacheRequest): Promise<Response | null> {
  const cache = dataCentreCache();
  if (!cache || !keep) return null;
  const key = cacheKey(origin, request.url, identityVersion);
  const now = clock();
  const mine = hot.get(key);
  if (mine && mine.expires > now) return answerFrom(request, mine.body, new Headers(mine.headers), nonce);
  if (mine) forgetHot(key);
  const hit = await cache.match(new Request(key, { method: "GET" }));
  // The Cache API drops a copy at its s-maxage; the expiry it carries says the same, on this clock.
  if (hit && Number(hit.headers.get(EXPIRES_AT) ?? Number.POSITIVE_INFINITY) > now) {
    const body = await hit.arrayBuffer();
    rememberHot(key, body, hit.headers, now);
    return answerFrom(request, body, new Headers(hit.headers), nonce);
  }
  return tier ? tierPage({ request, origin, identityVersion, nonce, waitUntil, tier }, key, cache, now) : null;
}

/**
 * The global tier's copy (page-tier.server.ts) when this data centre has none: answered as a
 * data-centre hit, and kept here (the isolate and the Cache API) until the expiry it carries.
 */
async function tierPage(
  { request, origin, identityVersion, nonce, waitUntil, tier }: CacheRequest & { tier: PageTier },
  key: string,
  cache: Cache,
  now: number,
): Promise<Response | null> {
  const where = tierKey(origin, cacheKey(origin, request.url));
  if (!where) return null;
  const copy = await readTier(tier, where, { identityVersion, now });
  if (!copy) return null;
  // The tier's copy may answer for a day; this data centre's and this isolate's, which no write in
  // another data centre purges, keep the 5-minute window (the Cache API also drops it at its s-maxage).
  copy.headers.set(EXPIRES_AT, String(Math.min(copy.expires, now + EDGE_TTL_S * 1000)));
  rememberHot(key, copy.body, copy.headers, now);
  waitUntil(cache.put(new Request(key, { method: "GET" }), new Response(copy.body, { headers: copy.headers })));
  const answer = answerFrom(request, copy.body, new Headers(copy.headers), nonce);
  answer.headers.set("X-Edge-Cache", "TIER");
  return answer;
}

/** What a render tells the global tier about how long its page stays true (page-tier.server.ts). */
export interface RenderClock {
  /** The first moment the page would change by the clock alone (a rating turning 7 days old), if any. */
  changesAt?: number;
  /** The oldest read among its inputs (a listing or jobs copy's readAt, else the render's start). */
  inputsSince?: number;
}

/**
 * Keeps a rendered page (200 HTML or XML, no cookie set) and returns what to answer. `maxAgeS`:
 * the data centre's copy may be kept no longer than this (a render from a listing fetched earlier
 * expires when that listing does), capped at EDGE_TTL_S. The global tier keeps it until it would
 * change by the clock (`clock`, settledExpiry) when its inputs are settled, else as long.
 */
export async function storePage(
  { request, origin, identityVersion, waitUntil, keep = true, now = Date.now, tier }: CacheRequest,
  rendered: Response,
  maxAgeS = EDGE_TTL_S,
  clock: RenderClock = {},
): Promise<Response> {
  const cache = dataCentreCache();
  const type = rendered.headers.get("Content-Type") ?? "";
  if (
    !cache ||
    // A HEAD's render has no body to keep; its GET stores the page.
    request.method !== "GET" ||
    rendered.status !== 200 ||
    rendered.headers.has("Set-Cookie") ||
    !(dataOf(new URL(request.url).pathname) === null ? /text\/html|application\/xml/ : /text\/x-script/).test(type)
  )
    return rendered;
  const body = await rendered.text();
  const headers = new Headers(rendered.headers);
  const etag = await etagOf(body);
  const ttl = Math.max(1, Math.min(EDGE_TTL_S, Math.floor(maxAgeS)));
  headers.set("ETag", etag);
  headers.set("Cache-Control", `public, max-age=${Math.min(BROWSER_TTL_S, ttl)}, s-maxage=${ttl}`);
  // The stored copy has no CSP header: each response gets its own.
  const stored = new Headers(headers);
  stored.delete("Content-Security-Policy");
  const storedAt = now();
  stored.set(EXPIRES_AT, String(storedAt + ttl * 1000));
  const key = cacheKey(origin, request.url, identityVersion);
  // Stored after the response is sent: the visitor never waits for the cache write.
  if (keep)
    waitUntil(
      storedCopy(body, stored).then(async (copy) => {
        const bytes = await copy.clone().arrayBuffer();
        rememberHot(key, bytes, copy.headers, storedAt);
        const where = tier && tierKey(origin, cacheKey(origin, request.url));
        await Promise.all([
          cache.put(new Request(key, { method: "GET" }), copy),
          // Every other data centre and new isolate answers it from there until it expires.
          tier && where
            ? writeTier(tier, where, bytes, copy.headers, {
                identityVersion,
                expiresAt: storedAt + ttl * 1000,
                settledAt: settledExpiry(storedAt, clock.changesAt),
                inputsSince: clock.inputsSince ?? storedAt,
              }).catch((error: unknown) => log.error("Page tier write failed", { error, key: where }))
            : undefined,
        ]);
      }),
    );
  headers.set("X-Edge-Cache", "MISS");
  return notModified(request, etag, headers) ?? new Response(body, { status: 200, headers });
}

/**
 * Drops this data centre's copies of these paths (other data centres age out within EDGE_TTL_S)
 * and, given the tier's bucket, the global tier's (gone for every data centre at once; the write
 * stamped at `now` first). Returns when both are done (also handed to `waitUntil`): a render on
 * write stores after it.
 */
export function purgePaths(
  origin: string,
  paths: Iterable<string>,
  identityVersion: string,
  waitUntil: (promise: Promise<unknown>) => void,
  tierBucket?: R2Bucket,
  now = Date.now(),
): Promise<unknown> {
  const unique = [...new Set(paths)];
  const done: Promise<unknown>[] = [];
  if (unique.length > 0 && tierBucket) {
    const keys = unique.flatMap((p) => tierKey(origin, cacheKey(origin, origin + p)) ?? []);
    done.push(
      purgeTier(tierBucket, keys, now).catch((error: unknown) => log.error("Page tier purge failed", { error })),
    );
  }
  const cache = dataCentreCache();
  if (unique.length > 0 && cache) {
    // Each page's copy and its `.data` copy.
    const keys = unique.flatMap((p) => [
      cacheKey(origin, origin + p, identityVersion),
      cacheKey(origin, origin + dataPathOf(p), identityVersion),
    ]);
    for (const key of keys) forgetHot(key);
    done.push(Promise.all(keys.map((key) => cache.delete(new Request(key, { method: "GET" })))));
  }
  const all = Promise.allSettled(done);
  waitUntil(all);
  return all;
}
