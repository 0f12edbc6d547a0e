// The global tier of rendered pages: a visitor's page, as the data centre's cache keeps it, also
// kept in R2 (the MEDIA bucket, under `html/`), so a data centre — or a new isolate — that has no
// copy answers with one R2 read instead of a render (docs/architecture/decisions.md, "The global
// tier of rendered pages"). It follows the edge cache's freshness rules, never longer: an object
// answers only for the build and the identity version it was rendered with, and only until the
// expiry its render set (≤ EDGE_TTL_S, ≤ the listing copy's window). Writes delete the objects of
// the pages they change (purgePaths): R2 reads after a write see it in every location at once.
// One object per canonical page address (and pager value): a new render replaces it.
import type { IoClock } from "./io-clock";

/** Where the tier's objects live in the MEDIA bucket (nothing else there starts with it). */
export const TIER_PREFIX = "html";

/** The tier of one request: the bucket and the build (a deploy never serves an older build's markup). */
export interface PageTier {
  bucket: R2Bucket;
  build: string;
  /** The request's I/O clock: an R2 read's wait counts as I/O, as KV's and D1's do (Server-Timing). */
  io?: IoClock;
}

/** R2 keys are at most 1,024 bytes; a longer address is never kept. */
const MAX_KEY_BYTES = 1_000;

/**
 * The tier's key of a page from its cache key without the identity (`edge-cache.server.ts`
 * cacheKey(origin, url)): `html` + path + the read parameters. Null when the page is not kept
 * here: a `.data` request (its own key in the data centre's cache only), or a parameter with free
 * text (the home page's `cidade`): only pager numbers, so the objects are bounded by the pages.
 */
export function tierKey(origin: string, keyWithoutIdentity: string): string | null {
  const rest = keyWithoutIdentity.slice(origin.length);
  const [path = "/", query = ""] = rest.split("?", 2);
  const params = new URLSearchParams(query);
  for (const [name, value] of params) if (name === "__data" || !/^\d{1,4}$/.test(value)) return null;
  const key = `${TIER_PREFIX}${rest}`;
  return new TextEncoder().encode(key).byteLength > MAX_KEY_BYTES || !path.startsWith("/") ? null : key;
}

interface TierMeta {
  build: string;
  identity: string;
  /** ms since the epoch, on the Worker's clock. */
  expires: string;
  /** The stored copy's headers, JSON. */
  headers: string;
}

/** Whether an object's metadata lets it answer now: same build, same identity, not expired. */
export function tierAnswers(
  meta: Partial<TierMeta> | undefined,
  { build, identityVersion, now }: { build: string; identityVersion: string; now: number },
): boolean {
  return (
    meta?.build === build &&
    meta.identity === identityVersion &&
    Number(meta.expires ?? 0) > now &&
    typeof meta.headers === "string"
  );
}

/** The tier's copy of a page (bytes and stored headers), or null. A failing R2 read is a miss. */
export async function readTier(
  tier: PageTier,
  key: string,
  { identityVersion, now }: { identityVersion: string; now: number },
): Promise<{ body: ArrayBuffer; headers: Headers } | null> {
  tier.io?.begin();
  try {
    const object = await tier.bucket.get(key);
    if (!object) return null;
    const meta = object.customMetadata as Partial<TierMeta> | undefined;
    if (!tierAnswers(meta, { build: tier.build, identityVersion, now })) {
      // An unread body would hold its stream open.
      await object.body.cancel();
      return null;
    }
    return { body: await object.arrayBuffer(), headers: new Headers(JSON.parse(meta!.headers!) as [string, string][]) };
  } catch {
    // R2 unreachable: the page is rendered, as without the tier.
    return null;
  } finally {
    tier.io?.end();
  }
}

/** Keeps a stored copy (its headers carry the expiry, `expiresAt`) under `key`. */
export async function writeTier(
  tier: PageTier,
  key: string,
  body: ArrayBuffer,
  headers: Headers,
  { identityVersion, expiresAt }: { identityVersion: string; expiresAt: number },
): Promise<void> {
  const meta: TierMeta = {
    build: tier.build,
    identity: identityVersion,
    expires: String(expiresAt),
    headers: JSON.stringify([...headers]),
  };
  await tier.bucket.put(key, body, { customMetadata: { ...meta } });
}

/** Deletes the tier's objects of these keys (R2 deletes up to 1,000 keys a call; deletes are free). */
export async function purgeTier(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}
