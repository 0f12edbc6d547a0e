// Generated pages in Workers KV: one key per page, `page:{slug}`, with the listing fields in the
// key's metadata so a listing is list() calls and no value reads. There is deliberately no index
// value: KV allows one write per second per key, and concurrent saves to one index would lose pages.
import { z } from "zod";
import { withTimeout } from "~/lib/platform/kv-timeout";
import {
  newPageSchema,
  pageRecordSchema,
  pageSummarySchema,
  toMetadata,
  type NewPage,
  type PageRecord,
  type PageStatus,
  type PageSummary,
} from "./page-record";
import { deleteRevisions, keepRevision } from "./revisions.server";
import { SLUG_PATTERN } from "./slug";

export {
  GUIDE_CATEGORIES,
  PAGE_STATUSES,
  newPageSchema,
  pageRecordSchema,
  pageSummarySchema,
  toMetadata,
  type GuideCategory,
  type NewPage,
  type PageRecord,
  type PageStatus,
  type PageSummary,
} from "./page-record";
import { GUIDE_CATEGORIES, type GuideCategory } from "./page-record";

const PAGE_PREFIX = "page:";
const REDIRECT_PREFIX = "redirect:";
/** Spec §9: the generated-page list cache lives 5 minutes. */
export const LIST_CACHE_MS = 300_000;

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Slug already exists: ${slug}`);
    this.name = "SlugTakenError";
  }
}

/**
 * The generated pages that a request's KV writes touched (`page:{slug}`, `redirect:{slug}`), for
 * the Worker's edge-cache purge. Other keys (e.g. login throttling) are not pages.
 */
export function pageSlugsOfKeys(keys: Iterable<string>): string[] {
  const slugs = new Set<string>();
  for (const key of keys) {
    for (const prefix of [PAGE_PREFIX, REDIRECT_PREFIX]) {
      if (key.startsWith(prefix)) slugs.add(key.slice(prefix.length));
    }
  }
  return [...slugs];
}

export async function getPage(kv: KVNamespace, slug: string): Promise<PageRecord | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const raw = await withTimeout(kv.get(PAGE_PREFIX + slug, "json"), "get");
  if (raw === null) return null;
  const parsed = pageRecordSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(`Invalid page record in KV for ${slug}: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}

/** A public read: KV failures are logged and shown as "no page", never as a crash. */
export async function findPage(kv: KVNamespace, slug: string): Promise<PageRecord | null> {
  try {
    return await getPage(kv, slug);
  } catch (error) {
    console.error("Erro ao buscar paginas", error);
    return null;
  }
}

/** The slug a renamed page moved to, if any. */
export async function findRedirect(kv: KVNamespace, slug: string): Promise<string | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  try {
    return await withTimeout(kv.get(REDIRECT_PREFIX + slug), "get");
  } catch (error) {
    console.error("Erro ao buscar paginas", error);
    return null;
  }
}

export interface PageList {
  pages: PageSummary[];
  cursor: string | null;
}

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
  for (const key of result.keys) {
    const meta = pageSummarySchema.safeParse(key.metadata);
    if (!meta.success) {
      console.error(`Invalid page metadata in KV for ${key.name}`);
      continue;
    }
    pages.push({ ...meta.data, slug: key.name.slice(PAGE_PREFIX.length) });
  }
  return { pages, cursor: result.list_complete ? null : result.cursor };
}

/** Every page, newest first (spec §7 orders by created_at descending). */
export async function listAllPages(kv: KVNamespace): Promise<PageSummary[]> {
  const all: PageSummary[] = [];
  let cursor: string | null = null;
  do {
    const batch: PageList = await listPages(kv, { cursor });
    all.push(...batch.pages);
    cursor = batch.cursor;
  } while (cursor);
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.slug.localeCompare(b.slug));
}

// Public renders must not pay a list() per request, nor per isolate: the listing is kept in this
// isolate and in the data centre's Cache API for LIST_CACHE_MS (so list() runs about once per
// data centre every 5 minutes), and the last good listing is kept in the Cache API for 30 days:
// when list() fails, every isolate serves it instead of dropping the generated pages (spec §8).
let listingCache: { pages: PageSummary[]; expires: number } | null = null;
// Bumped by every write: a list() that started before a write must not store its older result.
let listingGeneration = 0;

/** Cache API paths of the shared listing (edge-cache.ts keeps them out of public answers). */
export const LISTING_CACHE_PATHS = { fresh: "/__listing/fresh", lastGood: "/__listing/last-good" } as const;
const LAST_GOOD_S = 30 * 24 * 3600;
const sharedSchema = z.object({ pages: z.array(pageSummarySchema.extend({ slug: z.string() })), expires: z.number() });

/** No listing at all: list() failed and no copy is left anywhere. */
export class ListingUnavailableError extends Error {
  constructor() {
    super("The generated-page listing is unavailable");
    this.name = "ListingUnavailableError";
  }
}

function sharedCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

async function readShared(origin: string, path: string): Promise<z.infer<typeof sharedSchema> | null> {
  try {
    const hit = await sharedCache()?.match(new Request(origin + path));
    if (!hit) return null;
    return sharedSchema.safeParse(await hit.json()).data ?? null;
  } catch (error) {
    console.error("Listing cache read failed", error);
    return null;
  }
}

async function writeShared(origin: string, pages: PageSummary[], expires: number): Promise<void> {
  const cache = sharedCache();
  if (!cache) return;
  const body = JSON.stringify({ pages, expires });
  const put = (path: string, ttl: number) =>
    cache.put(
      new Request(origin + path),
      new Response(body, { headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${ttl}` } }),
    );
  try {
    await Promise.all([
      put(LISTING_CACHE_PATHS.fresh, LIST_CACHE_MS / 1000),
      put(LISTING_CACHE_PATHS.lastGood, LAST_GOOD_S),
    ]);
  } catch (error) {
    console.error("Listing cache write failed", error);
  }
}

/**
 * The listing for public renders: this isolate's copy, else the data centre's, else one list();
 * when list() fails, the last good listing. Throws ListingUnavailableError when there is none.
 * The loaders of one request share one call through `pagesForRender` (listing.server.ts).
 */
export async function listPagesCached(kv: KVNamespace, origin: string, now = Date.now()): Promise<PageSummary[]> {
  if (listingCache && listingCache.expires > now) return listingCache.pages;
  const generation = listingGeneration;
  const shared = await readShared(origin, LISTING_CACHE_PATHS.fresh);
  if (shared && shared.expires > now) {
    if (generation === listingGeneration) listingCache = shared;
    return shared.pages;
  }
  try {
    const pages = await listAllPages(kv);
    if (generation === listingGeneration) {
      listingCache = { pages, expires: now + LIST_CACHE_MS };
      await writeShared(origin, pages, now + LIST_CACHE_MS);
    }
    return pages;
  } catch (error) {
    console.error("Erro ao buscar paginas", error);
    if (listingCache) return listingCache.pages;
    const lastGood = await readShared(origin, LISTING_CACHE_PATHS.lastGood);
    if (lastGood) return lastGood.pages;
    throw new ListingUnavailableError();
  }
}

/** Drops this isolate's listing so the writer sees its own write at once. */
export function invalidateListing(): void {
  listingCache = null;
  listingGeneration++;
}

async function putPage(kv: KVNamespace, record: PageRecord): Promise<void> {
  await withTimeout(kv.put(PAGE_PREFIX + record.slug, JSON.stringify(record), { metadata: toMetadata(record) }), "put");
}

/**
 * Saves a new page (status "published" unless the input says "draft"). With `overwrite`, an
 * existing page at the slug is replaced and kept as a revision.
 */
export async function savePage(
  kv: KVNamespace,
  input: NewPage,
  {
    overwrite = false,
    now = new Date(),
    keep,
  }: { overwrite?: boolean; now?: Date; keep?: { id: string; created_at: string } } = {},
): Promise<PageRecord> {
  const data = newPageSchema.parse(input);
  const existing = await getPage(kv, data.slug);
  if (existing && !overwrite) throw new SlugTakenError(data.slug);
  const timestamp = now.toISOString();
  const record = pageRecordSchema.parse({
    ...data,
    // Imports keep the id and creation date of the row they came from.
    id: existing?.id ?? keep?.id ?? crypto.randomUUID(),
    created_at: existing?.created_at ?? keep?.created_at ?? timestamp,
    updated_at: timestamp,
  });
  if (existing) await keepRevision(kv, existing, now);
  await putPage(kv, record);
  invalidateListing();
  return record;
}

/** The page before and after a change: IndexNow and the messages depend on both states. */
export interface PageChange {
  before: PageRecord;
  after: PageRecord;
}

/**
 * Changes title, description, content, category and status, keeping the previous version as a
 * revision; a new slug moves the page and leaves a redirect at the old one, so links and search
 * results keep working (301).
 */
export async function updatePage(
  kv: KVNamespace,
  oldSlug: string,
  input: NewPage,
  { now = new Date() }: { now?: Date } = {},
): Promise<PageChange> {
  const data = newPageSchema.parse(input);
  const existing = await getPage(kv, oldSlug);
  if (!existing) throw new Error(`Page not found: ${oldSlug}`);
  if (data.slug !== oldSlug && (await getPage(kv, data.slug))) throw new SlugTakenError(data.slug);
  const record = pageRecordSchema.parse({
    ...data,
    id: existing.id,
    created_at: existing.created_at,
    updated_at: now.toISOString(),
  });
  await keepRevision(kv, existing, now);
  await putPage(kv, record);
  if (record.slug !== oldSlug) {
    await withTimeout(kv.put(REDIRECT_PREFIX + oldSlug, record.slug), "put");
    await withTimeout(kv.delete(PAGE_PREFIX + oldSlug), "delete");
  }
  await withTimeout(kv.delete(REDIRECT_PREFIX + record.slug), "delete");
  invalidateListing();
  return { before: existing, after: record };
}

/** Publishes or unpublishes a page; the text is unchanged, so no revision. Null: no such page. */
export async function setPageStatus(
  kv: KVNamespace,
  slug: string,
  status: PageStatus,
  { now = new Date() }: { now?: Date } = {},
): Promise<PageChange | null> {
  const existing = await getPage(kv, slug);
  if (!existing) return null;
  if (existing.status === status) return { before: existing, after: existing };
  const record = { ...existing, status, updated_at: now.toISOString() };
  await putPage(kv, record);
  invalidateListing();
  return { before: existing, after: record };
}

/**
 * Deletes a page and its revisions; returns what it was (a record KV holds but the schema refuses
 * still goes, counted as published), or null when there was none.
 */
export async function deletePage(kv: KVNamespace, slug: string): Promise<{ slug: string; status: PageStatus } | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const raw = await withTimeout(kv.get(PAGE_PREFIX + slug, "json"), "get");
  if (raw === null) return null;
  await withTimeout(kv.delete(PAGE_PREFIX + slug), "delete");
  invalidateListing();
  const parsed = pageRecordSchema.safeParse(raw);
  if (parsed.success) await deleteRevisions(kv, parsed.data.id);
  return { slug, status: parsed.data?.status ?? "published" };
}

/** A request may make 1,000 KV operations: the panel exports up to this many pages. */
export const MAX_EXPORT_PAGES = 900;

/** Full records of every page, oldest first, for export. */
export async function exportAllPages(kv: KVNamespace): Promise<PageRecord[]> {
  const summaries = await listAllPages(kv);
  if (summaries.length > MAX_EXPORT_PAGES) {
    throw new Error(`Too many pages to export in one request (${summaries.length}); use npm run pages -- export`);
  }
  const records = await Promise.all(summaries.map((p) => getPage(kv, p.slug)));
  return records.filter((r): r is PageRecord => r !== null).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Groups technical guides for the 'Guias Técnicos' menu, up to `perGroup` each (spec §9: 8). */
export function groupGuides(pages: PageSummary[], perGroup = 8): { category: GuideCategory; pages: PageSummary[] }[] {
  return GUIDE_CATEGORIES.map((category) => ({
    category,
    pages: pages.filter((p) => p.category === category).slice(0, perGroup),
  })).filter((g) => g.pages.length > 0);
}
