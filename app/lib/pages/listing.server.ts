// The listing of generated pages: KV's own key listing by prefix (`page:`), with each page's
// listing fields in its key metadata, so a listing is list() calls and no value reads.
//
// Public renders must not pay a list() per request, nor per isolate: the listing is kept in this
// isolate and in the data centre's Cache API for LIST_CACHE_MS (so list() runs about once per data
// centre every 5 minutes), and the last good listing is kept in the Cache API for 30 days: when
// list() fails, every isolate serves it instead of dropping the generated pages. A signed-in admin
// reads KV directly and sees their own writes at once.
//
// A copy past its 5 minutes is listed again only when the pages changed: every write's
// onPagesChanged stamps the key `listing:changed` (announce.server.ts markListingChanged; its
// metadata `v`, the time of the change), read just before each list() and kept with the copy; an
// expired copy reads that one key (a get, not a list) and, if it still holds the stamp the copy was
// listed with, is kept 5 more minutes. The key is outside `page:`, so nothing that lists or exports
// the pages meets it. So list() runs once per data centre after a change, and at least
// every LISTING_MAX_AGE_MS (writes that bypass the app: `npm run pages` through wrangler).
import { z } from "zod";
import { dataCentreCache } from "~/lib/platform/data-centre-cache";
import { withTimeout } from "~/lib/platform/kv-timeout";
import {
  GUIDE_CATEGORIES,
  PAGE_PREFIX,
  type GuideCategory,
  type PageSummary,
  fromMetadata,
  pageSummarySchema,
} from "./page-record";
import { log } from "~/lib/platform/log";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

/** The generated-page list cache lives 5 minutes (config LIST_CACHE_MS). */
export const LIST_CACHE_MS = 300_000;

export interface PageList {
  pages: PageSummary[];
  /** Built-in pages' addresses that have a seller text (`page:/{path}`, seller-text.server.ts). */
  texts: string[];
  cursor: string | null;
}

/** The key every change of the pages stamps (outside `page:`: not a page, never listed with them). */
export const LISTING_MARK = "listing:changed";
/** A copy is listed again after this long even with no change stamped (6 hours). */
export const LISTING_MAX_AGE_MS = 6 * 3_600_000;
/** KV's list() may miss a write for up to a minute: a stamp younger than this is listed again later. */
const LIST_LAG_MS = 60_000;

const stampOf = (metadata: unknown): number | null => {
  const v = (metadata as { v?: unknown } | null)?.v;
  return typeof v === "number" ? v : null;
};

/**
 * Seller texts of built-in pages live under the pages' own prefix (`page:/cidades/…`: a slug never
 * starts with "/"), so the one listing a render already reads also says which pages have one: a
 * page without a text costs no read to find that out.
 */
export const SELLER_TEXT_PREFIX = `${PAGE_PREFIX}/`;

/** One KV list() call: up to `limit` pages in key order, with the cursor of the next batch. */
export async function listPages(
  kv: KVNamespace,
  { cursor, limit = 1000 }: { cursor?: string | null; limit?: number } = {},
): Promise<PageList> {
  const result = await withTimeout(
    kv.list<unknown>({ prefix: PAGE_PREFIX, cursor: cursor ?? undefined, limit }),
    "list",
  );
  const pages: PageSummary[] = [];
  const texts: string[] = [];
  for (const key of result.keys) {
    if (key.name.startsWith(SELLER_TEXT_PREFIX)) {
      texts.push(key.name.slice(PAGE_PREFIX.length));
      continue;
    }
    const meta = fromMetadata(key.metadata);
    if (!meta) {
      log.error("Invalid page metadata in KV", { key: key.name });
      continue;
    }
    pages.push({ ...meta, slug: key.name.slice(PAGE_PREFIX.length) });
  }
  return { pages, texts, cursor: result.list_complete ? null : result.cursor };
}

/** Every page, drafts included, newest first, and the addresses with a seller text. */
export async function listPagesAndTexts(kv: KVNamespace): Promise<{ pages: PageSummary[]; texts: string[] }> {
  const all: PageSummary[] = [];
  const texts: string[] = [];
  let cursor: string | null = null;
  do {
    const batch: PageList = await listPages(kv, { cursor });
    all.push(...batch.pages);
    texts.push(...batch.texts);
    cursor = batch.cursor;
  } while (cursor);
  all.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.slug.localeCompare(b.slug));
  return { pages: all, texts };
}

/** The change stamp now, read before a list(): -1 (never matches) when it cannot be read. */
async function currentStamp(kv: KVNamespace): Promise<number | null> {
  try {
    return stampOf((await withTimeout(kv.getWithMetadata(LISTING_MARK), "get")).metadata);
  } catch (error) {
    log.error("Listing stamp read failed", { error });
    return -1;
  }
}

/** Stamps a change of the pages (onPagesChanged, once per request or job): one KV write. */
export async function markListingChanged(kv: KVNamespace, now = Date.now()): Promise<void> {
  await kv.put(LISTING_MARK, "", { metadata: { v: now } });
}

/** Every page, drafts included, newest first. */
export async function listAllPages(kv: KVNamespace): Promise<PageSummary[]> {
  return (await listPagesAndTexts(kv)).pages;
}

/** A listing and when it was read from KV (what bounds the age of a page rendered from it). */
export interface Listing {
  pages: PageSummary[];
  /** Built-in pages' addresses with a seller text. */
  texts: string[];
  /** ms since the epoch; the copy is fresh until readAt + the cache time. */
  readAt: number;
  /** When list() made it (a copy kept because nothing changed keeps its listedAt). */
  listedAt?: number;
  /** The change stamp it was listed with (-1: listed within KV's lag of one, list again). */
  stamp?: number | null;
}

let isolateCopy: Listing | null = null;
// Set by a write in this isolate: the next refresh lists, whatever the stamp says (the write's
// stamp is put after its response, so it may not be in KV yet).
let mustList = false;
// Bumped by every write: a list() that started before a write must not store its older result.
let listingGeneration = 0;

/** Cache API paths of the shared listing (never answered to anyone: the edge cache skips "/__"). */
export const LISTING_CACHE_PATHS = { fresh: "/__listing/fresh", lastGood: "/__listing/last-good" } as const;
const LAST_GOOD_S = 30 * 24 * 3600;
const sharedSchema = z.object({
  pages: z.array(pageSummarySchema.extend({ slug: z.string() })),
  // A copy written before seller texts existed has none.
  texts: z.array(z.string()).default([]),
  readAt: z.number(),
  listedAt: z.number().optional(),
  stamp: z.number().nullable().optional(),
});

/** No listing at all: list() failed and no copy is left anywhere. */
export class ListingUnavailableError extends Error {
  constructor() {
    super("The generated-page listing is unavailable");
    this.name = "ListingUnavailableError";
  }
}

async function readShared(origin: string, path: string): Promise<Listing | null> {
  try {
    const hit = await dataCentreCache()?.match(new Request(origin + path));
    if (!hit) return null;
    return sharedSchema.safeParse(await hit.json()).data ?? null;
  } catch (error) {
    log.error("Listing cache read failed", { error });
    return null;
  }
}

async function writeShared(origin: string, listing: Listing, ttlMs: number): Promise<void> {
  const cache = dataCentreCache();
  if (!cache) return;
  const body = JSON.stringify(listing);
  const put = (path: string, ttl: number) =>
    cache.put(
      new Request(origin + path),
      new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${ttl}` } }),
    );
  try {
    await Promise.all([
      put(LISTING_CACHE_PATHS.fresh, Math.ceil(ttlMs / 1000)),
      put(LISTING_CACHE_PATHS.lastGood, LAST_GOOD_S),
    ]);
  } catch (error) {
    log.error("Listing cache write failed", { error });
  }
}

/**
 * The listing for visitors: this isolate's copy, else the data centre's, else one list(); when
 * list() fails, the last good listing. Throws ListingUnavailableError when there is none.
 */
export async function cachedListing(
  kv: KVNamespace,
  origin: string,
  ttlMs = LIST_CACHE_MS,
  now = Date.now(),
): Promise<Listing> {
  if (isolateCopy && isolateCopy.readAt + ttlMs > now) return isolateCopy;
  const generation = listingGeneration;
  const shared = await readShared(origin, LISTING_CACHE_PATHS.fresh);
  if (shared && shared.readAt + ttlMs > now) {
    if (generation === listingGeneration) isolateCopy = shared;
    return shared;
  }
  // The expired copy (this isolate's, else the last good one) is kept when no change was stamped since.
  const expired = isolateCopy ?? (await readShared(origin, LISTING_CACHE_PATHS.lastGood));
  // The stamp read for the expired copy, reused as the one read before the list() below.
  let seenStamp: number | null | undefined;
  if (
    !mustList &&
    expired?.listedAt !== undefined &&
    expired.stamp !== undefined &&
    expired.listedAt + LISTING_MAX_AGE_MS > now
  ) {
    try {
      const mark = await withTimeout(kv.getWithMetadata(LISTING_MARK), "get");
      seenStamp = stampOf(mark.metadata);
      if (seenStamp === expired.stamp) {
        const kept = { ...expired, readAt: now };
        if (generation === listingGeneration) {
          isolateCopy = kept;
          await writeShared(origin, kept, ttlMs);
        }
        return kept;
      }
    } catch (error) {
      log.error("Listing stamp read failed", { error });
    }
  }
  try {
    // Read before the list(): a change stamped in between is newer than this copy's stamp.
    const stamp = seenStamp !== undefined ? seenStamp : await currentStamp(kv);
    const listed = await listPagesAndTexts(kv);
    const listing: Listing = {
      ...listed,
      readAt: now,
      listedAt: now,
      stamp: stamp !== null && stamp + LIST_LAG_MS > now ? -1 : stamp,
    };
    if (generation === listingGeneration) {
      isolateCopy = listing;
      mustList = false;
      await writeShared(origin, listing, ttlMs);
    }
    return listing;
  } catch (error) {
    log.error("Page listing failed", { error });
    if (isolateCopy) return isolateCopy;
    const lastGood = await readShared(origin, LISTING_CACHE_PATHS.lastGood);
    if (lastGood) return lastGood;
    throw new ListingUnavailableError();
  }
}

/**
 * After a write: this isolate forgets its copy (the writer sees its own write at once), and the
 * data centre's copy is dropped by onPagesChanged (announce.server.ts).
 */
export function invalidateListing(): void {
  isolateCopy = null;
  mustList = true;
  listingGeneration++;
}

/** Drafts never reach a public menu, listing or sitemap, whoever is looking. */
export const publishedOnly = (pages: PageSummary[]) => pages.filter((p) => p.status === "published");

/** Groups technical guides for the 'Guias Técnicos' menu, up to `perGroup` each (8). */
type GuideGroups = { category: GuideCategory; pages: PageSummary[] }[];
// Every render's menu asks for the groups of the same listing copy (one array per copy,
// app/http/listing.server.ts): computed once per copy, not once per render (a pass over every page).
const grouped = isolateWeakMap<PageSummary[], Map<number, GuideGroups>>({
  name: "pages/listing guide groups",
  key: "a listing copy's indexable pages, then the group size",
  invalidatedBy: "a new listing copy",
});
export function groupGuides(pages: PageSummary[], perGroup = 8): GuideGroups {
  let byCount = grouped.get(pages);
  if (!byCount) {
    byCount = new Map();
    grouped.set(pages, byCount);
  }
  let groups = byCount.get(perGroup);
  if (!groups) {
    const firsts = new Map<GuideCategory, PageSummary[]>(GUIDE_CATEGORIES.map((c) => [c, []]));
    for (const p of pages) {
      const list = p.category ? firsts.get(p.category as GuideCategory) : undefined;
      if (list && list.length < perGroup) list.push(p);
    }
    groups = GUIDE_CATEGORIES.map((category) => ({ category, pages: firsts.get(category)! })).filter(
      (g) => g.pages.length > 0,
    );
    byCount.set(perGroup, groups);
  }
  return groups;
}
