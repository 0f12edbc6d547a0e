// The global tier of rendered pages: a visitor's page, as the data centre's cache keeps it, also
// kept in R2 (the MEDIA bucket, under `html/`), so a data centre — or a new isolate — that has no
// copy answers with one R2 read instead of a render (docs/architecture/decisions.md, "The global
// tier of rendered pages"). An object answers only for the build and the identity version it was
// rendered with, and until the first moment its page would change by the clock alone (the Google
// rating it shows turning 7 days old, the year in its footer), at most TIER_MAX_AGE_MS: every write
// that changes what a page shows deletes its object (purgePaths; R2 reads after a write see it in
// every location at once), or moves a version the answer checks (the identity's). A render whose
// inputs may predate a write (a listing or jobs copy of another data centre, KV's propagation) is
// kept only as long as the data centre's copy (≤ EDGE_TTL_S, ≤ the listing copy's window): each
// write stamps TIER_STAMP_KEY before it deletes, and a render's put is checked against it after.
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

/**
 * The longest an object answers with no write deleting it: a day. It bounds what a writer missed
 * here could leave stale to the daily cron's cadence (the rating's own refresh purges its pages
 * every day anyway), and an object no visitor asked for in a day costs one render.
 */
export const TIER_MAX_AGE_MS = 24 * 3_600_000;

/**
 * A write this recent before a render read its inputs may be missing from them: KV reaches other
 * locations within about a minute (a get, the listing's change stamp), and list() lags up to a
 * minute more (pages/listing.server.ts). Such a render is kept only as long as the data centre's copy.
 */
export const TIER_SETTLE_MS = 2 * 60_000;

/** The object every write stamps (its metadata `v`: when) before it deletes objects; outside `html/`. */
export const TIER_STAMP_KEY = "html-changed";

const HOUR_MS = 3_600_000;

/**
 * The first moment after `now` the year changes — in UTC (the claims check's year, a founding year's
 * "anos de experiência") or in São Paulo (the footer's year: UTC−3, Jan 1 at 03:00 UTC),
 * whichever comes first: a page showing the year is never kept past it, whichever zone it reads.
 */
export function nextYearTurn(now: number): number {
  const utc = Date.UTC(new Date(now).getUTCFullYear() + 1, 0, 1);
  const saoPaulo = Date.UTC(new Date(now - 3 * HOUR_MS).getUTCFullYear() + 1, 0, 1, 3);
  return Math.min(utc, saoPaulo);
}

/**
 * Until when a render kept at `storedAt` may answer from the tier when no write changes it: the
 * first moment it would change by the clock alone (`changesAt`, set by what the render showed —
 * the rating's 7 days — and the year's turn), at most TIER_MAX_AGE_MS.
 */
export function settledExpiry(storedAt: number, changesAt = Number.POSITIVE_INFINITY): number {
  return Math.min(storedAt + TIER_MAX_AGE_MS, nextYearTurn(storedAt), changesAt);
}

/**
 * Whether a render whose inputs were read from `inputsSince` on may be kept to its settled expiry:
 * the newest write's stamp is known (`stamp`: null when none was ever made, undefined when it
 * could not be read) and older than the inputs by TIER_SETTLE_MS.
 */
export function inputsSettled(stamp: number | null | undefined, inputsSince: number): boolean {
  if (stamp === undefined) return false;
  return stamp === null || stamp <= inputsSince - TIER_SETTLE_MS;
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

/** The tier's copy of a page (bytes, stored headers, expiry), or null. A failing R2 read is a miss. */
export async function readTier(
  tier: PageTier,
  key: string,
  { identityVersion, now }: { identityVersion: string; now: number },
): Promise<{ body: ArrayBuffer; headers: Headers; expires: number } | null> {
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
    return {
      body: await object.arrayBuffer(),
      headers: new Headers(JSON.parse(meta!.headers!) as [string, string][]),
      expires: Number(meta!.expires),
    };
  } catch {
    // R2 unreachable: the page is rendered, as without the tier.
    return null;
  } finally {
    tier.io?.end();
  }
}

/** The newest write's stamp: null when none was ever made, undefined when R2 did not answer. */
async function readStamp(bucket: R2Bucket): Promise<number | null | undefined> {
  try {
    const head = await bucket.head(TIER_STAMP_KEY);
    if (!head) return null;
    const v = Number(head.customMetadata?.v);
    return Number.isFinite(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a stored copy under `key` until `expiresAt` (the data centre's copy's expiry) or, when its
 * inputs were settled (inputsSettled), until `settledAt`. The stamp is read after the put: a write
 * that stamped before that read is seen here (the copy is put again with `expiresAt`); one that
 * stamps after it deletes the copy, which was put before the write's delete.
 */
export async function writeTier(
  tier: PageTier,
  key: string,
  body: ArrayBuffer,
  headers: Headers,
  {
    identityVersion,
    expiresAt,
    settledAt = expiresAt,
    inputsSince = Number.NEGATIVE_INFINITY,
  }: { identityVersion: string; expiresAt: number; settledAt?: number; inputsSince?: number },
): Promise<void> {
  const put = (expires: number) => {
    const meta: TierMeta = {
      build: tier.build,
      identity: identityVersion,
      expires: String(expires),
      headers: JSON.stringify([...headers]),
    };
    return tier.bucket.put(key, body, { customMetadata: { ...meta } });
  };
  if (settledAt <= expiresAt) {
    await put(expiresAt);
    return;
  }
  await put(settledAt);
  if (!inputsSettled(await readStamp(tier.bucket), inputsSince)) await put(expiresAt);
}

/** Stamps a write (before its deletes: see writeTier). */
async function stampTier(bucket: R2Bucket, now: number): Promise<void> {
  await bucket.put(TIER_STAMP_KEY, "", { customMetadata: { v: String(now) } });
}

/**
 * Deletes the tier's objects of these keys (R2 deletes up to 1,000 keys a call; deletes are free),
 * the write stamped first.
 */
export async function purgeTier(bucket: R2Bucket, keys: string[], now = Date.now()): Promise<void> {
  await stampTier(bucket, now);
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

/**
 * Deletes every object of the tier: after a write whose pages cannot be named (a restore, which
 * may remove pages; the jobs snapshot brought up to D1 by the cron after a failed put).
 */
export async function wipeTier(bucket: R2Bucket, now = Date.now()): Promise<number> {
  await stampTier(bucket, now);
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `${TIER_PREFIX}/`, cursor, limit: 1000 });
    const keys = listed.objects.map((o) => o.key);
    if (keys.length > 0) await bucket.delete(keys);
    deleted += keys.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return deleted;
}
