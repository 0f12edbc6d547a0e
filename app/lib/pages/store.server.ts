// Generated pages in Workers KV: one key per page, `page:{slug}`, with the listing fields in the
// key's metadata (listing.server.ts). There is deliberately no index value: KV allows one write per
// second per key, and concurrent saves to one index would lose pages.
//
// Every write goes through this store, which validates, sanitizes (here and only here), checks a
// page going public against the published ones, keeps the previous version as a revision, and
// appends the change to `changes` — from which onPagesChanged (announce.server.ts) purges cached
// copies and notifies search engines, whatever the write path.
import type { Services } from "~/lib/platform/services.server";
import { withTimeout } from "~/lib/platform/kv-timeout";
import { log } from "~/lib/platform/log";
import { type Similar, duplicateOf } from "./duplicates.server";
import { invalidateListing } from "./listing.server";
import {
  type NewPage,
  type PageRecord,
  type PageRef,
  type PageStatus,
  PAGE_PREFIX,
  newPageSchema,
  pageRecordSchema,
  pageText,
  toMetadata,
} from "./page-record";
import { deleteRevisions, keepRevision } from "./revisions.server";
import { MAX_DEPTH, MAX_HTML_CHARS, MAX_TAGS, htmlProblem, sanitizeHtml, sanitizeText } from "./sanitize.server";
import { SLUG_MAX, SLUG_PATTERN, slugify } from "./slug";
import { getTrashRecord, putInTrash, trashKey } from "./trash.server";
import {
  DuplicateError,
  EmptyFieldsError,
  PageTooLargeError,
  RestoreConflictError,
  SlugTakenError,
} from "./store-errors";

export { PAGE_PREFIX };
export {
  DuplicateError,
  EmptyFieldsError,
  PageTooLargeError,
  RestoreConflictError,
  SlugTakenError,
} from "./store-errors";
const REDIRECT_PREFIX = "redirect:";

/** What a write needs: the request's (or step's) KV wrapper and its change log. */
export type PageStore = Pick<Services, "kv" | "changes">;

/** Longest title, summary and content a page keeps (page-record.ts), and the raw text before cleaning. */
export const PAGE_LIMITS = { title: 200, description: 500, content: MAX_HTML_CHARS } as const;
// Markup in a title or summary is stripped, so the raw text may be somewhat longer than what is kept.
const RAW_TEXT_FACTOR = 5;

/**
 * What to do when a page going public is a near-duplicate: refuse (the admin's forms, which then
 * ask for a confirmation), save it as a draft (the generators), or publish (confirmed, imports).
 */
export type DuplicatePolicy = "refuse" | "draft" | "allow";

/**
 * The generated pages that a set of written KV keys touched (`page:{slug}`, `redirect:{slug}`),
 * for scripts that write KV directly.
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

/** A slug that can name a stored page: canonical and at most SLUG_MAX long (KV keys stay short). */
export const isStorableSlug = (slug: string) => slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);

export async function getPage(kv: KVNamespace, slug: string): Promise<PageRecord | null> {
  if (!isStorableSlug(slug)) return null;
  const raw = await withTimeout(kv.get(PAGE_PREFIX + slug, "json"), "get");
  if (raw === null) return null;
  const parsed = pageRecordSchema.safeParse(raw);
  if (!parsed.success) {
    log.error("Invalid page record in KV", { slug, issues: parsed.error.message });
    return null;
  }
  return parsed.data;
}

/** A public read: KV failures are logged and shown as "no page", never as a crash. */
export async function findPage(kv: KVNamespace, slug: string): Promise<PageRecord | null> {
  try {
    return await getPage(kv, slug);
  } catch (error) {
    log.error("Page read failed", { error });
    return null;
  }
}

/** The slug a renamed page moved to, if any. */
export async function findRedirect(kv: KVNamespace, slug: string): Promise<string | null> {
  if (!isStorableSlug(slug)) return null;
  try {
    return await withTimeout(kv.get(REDIRECT_PREFIX + slug), "get");
  } catch (error) {
    log.error("Page read failed", { error });
    return null;
  }
}

/**
 * Validates and sanitizes a page's fields: the only place stored text is cleaned. Fields that
 * are empty once cleaned (only markup or symbols) are an EmptyFieldsError naming them.
 */
export function cleanPage(input: NewPage) {
  // Sizes first: nothing is parsed, slugified or sanitized that could not be kept anyway.
  for (const field of ["title", "description"] as const) {
    if ((input[field]?.length ?? 0) > PAGE_LIMITS[field] * RAW_TEXT_FACTOR) {
      throw new PageTooLargeError(field, "size", PAGE_LIMITS[field]);
    }
  }
  if ((input.slug?.length ?? 0) > SLUG_MAX * RAW_TEXT_FACTOR) throw new PageTooLargeError("slug", "size", SLUG_MAX);
  const problem = htmlProblem(input.content ?? "");
  if (problem) {
    const limit = problem === "size" ? MAX_HTML_CHARS : problem === "depth" ? MAX_DEPTH : MAX_TAGS;
    throw new PageTooLargeError("content", problem, limit);
  }
  const fields = {
    title: sanitizeText(input.title ?? ""),
    slug: slugify(input.slug ?? ""),
    description: sanitizeText(input.description ?? ""),
    content: sanitizeHtml(input.content ?? "").trim(),
  };
  // Content is empty when nothing of it would show: no text and no image once cleaned.
  const shows = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "";
  const empty = (Object.keys(fields) as (keyof typeof fields)[]).filter(
    (f) => !fields[f] || (f === "content" && !shows(fields.content)),
  );
  if (empty.length > 0) throw new EmptyFieldsError(empty);
  // Escaping (& → &amp;) can make content longer than it came in.
  for (const field of ["title", "description", "content"] as const) {
    if (fields[field].length > PAGE_LIMITS[field]) throw new PageTooLargeError(field, "size", PAGE_LIMITS[field]);
  }
  return newPageSchema.parse({ ...input, ...fields });
}

/** The largest seller text on a built-in page (characters of HTML, before cleaning). */
export const SELLER_TEXT_MAX = 50_000;

/**
 * A seller text on a built-in page, cleaned like a generated page's content; "" when nothing of
 * it would show (the text is then removed).
 */
export function cleanSellerText(html: string): string {
  const clean = sanitizeHtml(html.slice(0, SELLER_TEXT_MAX)).trim();
  const shows = /<img\b/i.test(clean) || clean.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "";
  return shows ? clean : "";
}

/**
 * The status a page is saved with: a page going public whose text is too close to a published
 * one is refused or kept as a draft, as the policy says.
 */
async function checkedStatus(
  kv: KVNamespace,
  page: ReturnType<typeof cleanPage>,
  policy: DuplicatePolicy,
  exceptId: string | undefined,
): Promise<{ status: PageStatus; similar: Similar | null }> {
  if (page.status !== "published" || policy === "allow") return { status: page.status, similar: null };
  const similar = await duplicateOf(kv, page, { exceptId });
  if (!similar) return { status: "published", similar: null };
  if (policy === "refuse") throw new DuplicateError(similar);
  return { status: "draft", similar };
}

async function putPage(kv: KVNamespace, record: PageRecord): Promise<void> {
  await withTimeout(kv.put(PAGE_PREFIX + record.slug, JSON.stringify(record), { metadata: toMetadata(record) }), "put");
}

/** Every write of a page (or of a seller text, seller-text.server.ts) is recorded here, once. */
export function recordChange(store: PageStore, before: PageRef | null, after: PageRef | null): void {
  store.changes.push({ before, after });
  invalidateListing();
}

export interface SavedPage {
  record: PageRecord;
  /** The published page it resembled, when that made it a draft. */
  similar: Similar | null;
}

/**
 * Saves a new page (published unless the input says "draft"). An existing page at the slug is an
 * error, unless `overwrite` (it is replaced and kept as a revision). `existing`: the caller has
 * just read the slug (a generation job checks before it generates), so it is not read again.
 */
export async function savePage(
  store: PageStore,
  input: NewPage,
  {
    overwrite = false,
    duplicates = "refuse",
    now = new Date(),
    keep,
    existing: known,
  }: {
    overwrite?: boolean;
    duplicates?: DuplicatePolicy;
    now?: Date;
    /** Imports keep the id and creation date of the row they came from. */
    keep?: { id: string; created_at: string };
    existing?: PageRecord | null;
  } = {},
): Promise<SavedPage> {
  const page = cleanPage(input);
  const existing = known !== undefined ? known : await getPage(store.kv, page.slug);
  if (existing && !overwrite) throw new SlugTakenError(page.slug);
  const { status, similar } = await checkedStatus(store.kv, page, duplicates, existing?.id);
  const timestamp = now.toISOString();
  let record = pageRecordSchema.parse({
    ...page,
    status,
    id: existing?.id ?? keep?.id ?? crypto.randomUUID(),
    created_at: existing?.created_at ?? keep?.created_at ?? timestamp,
    updated_at: timestamp,
    // A new page starts its list of revisions: its first edit needs no list() to find them.
    revisions: existing ? existing.revisions : [],
  });
  if (existing) record = await keepRevision(store.kv, existing, record, now);
  await putPage(store.kv, record);
  recordChange(store, existing, record);
  return { record, similar };
}

/**
 * Changes a page's text, category and status, keeping the previous version as a revision; a new
 * slug moves the page and leaves a redirect at the old one, so links and search results keep
 * working (301). `current` is the page as the caller just read it.
 */
export async function updatePage(
  store: PageStore,
  current: PageRecord,
  input: NewPage,
  { duplicates = "refuse", now = new Date() }: { duplicates?: DuplicatePolicy; now?: Date } = {},
): Promise<SavedPage> {
  const page = cleanPage(input);
  const moved = page.slug !== current.slug;
  if (moved && (await getPage(store.kv, page.slug))) throw new SlugTakenError(page.slug);
  // Checked when it goes public: a draft being published, or a public page whose text changed.
  const goesPublic =
    page.status === "published" && (current.status === "draft" || pageText(current) !== pageText(page));
  const { status, similar } = goesPublic
    ? await checkedStatus(store.kv, page, duplicates, current.id)
    : { status: page.status, similar: null };
  let record = pageRecordSchema.parse({
    ...page,
    status,
    id: current.id,
    // How the page was made does not change with an edit.
    kind: current.kind,
    created_at: current.created_at,
    updated_at: now.toISOString(),
    revisions: current.revisions,
  });
  record = await keepRevision(store.kv, current, record, now);
  await putPage(store.kv, record);
  if (moved) {
    await withTimeout(store.kv.put(REDIRECT_PREFIX + current.slug, record.slug), "put");
    await withTimeout(store.kv.delete(PAGE_PREFIX + current.slug), "delete");
    // A page now lives at an address that was a redirect: the redirect goes.
    if ((await findRedirect(store.kv, record.slug)) !== null) {
      await withTimeout(store.kv.delete(REDIRECT_PREFIX + record.slug), "delete");
    }
  }
  recordChange(store, current, record);
  return { record, similar };
}

/** Publishes or unpublishes a page; the text is unchanged, so no revision. */
export async function setPageStatus(
  store: PageStore,
  current: PageRecord,
  status: PageStatus,
  { duplicates = "refuse", now = new Date() }: { duplicates?: DuplicatePolicy; now?: Date } = {},
): Promise<PageRecord> {
  if (current.status === status) return current;
  if (status === "published") await checkedStatus(store.kv, { ...current, status }, duplicates, current.id);
  const record = { ...current, status, updated_at: now.toISOString() };
  await putPage(store.kv, record);
  recordChange(store, current, record);
  return record;
}

/**
 * Deletes a page and its revisions; returns what it was (a record KV holds but the schema refuses
 * still goes, counted as published), or null when there was none.
 */
export async function deletePage(store: PageStore, slug: string): Promise<{ slug: string; status: PageStatus } | null> {
  if (!isStorableSlug(slug)) return null;
  const raw = await withTimeout(store.kv.get(PAGE_PREFIX + slug, "json"), "get");
  if (raw === null) return null;
  await withTimeout(store.kv.delete(PAGE_PREFIX + slug), "delete");
  const parsed = pageRecordSchema.safeParse(raw);
  // An unreadable record is announced as the public page it may have been.
  const before: PageRecord = parsed.success
    ? parsed.data
    : {
        id: "",
        slug,
        title: slug,
        description: "",
        content: "",
        category: null,
        status: "published",
        created_at: new Date(0).toISOString(),
        updated_at: new Date(0).toISOString(),
      };
  recordChange(store, before, null);
  if (parsed.success) await deleteRevisions(store.kv, parsed.data);
  return { slug, status: before.status };
}

/**
 * Moves a page to the trash (trash.server.ts): its address answers 404 from now on, its revisions
 * stay for a restore. Returns the page, or null when there was none; a record the schema refuses
 * cannot be restored, so it is deleted for good (deletePage).
 */
export async function trashPage(store: PageStore, slug: string, now = new Date()): Promise<PageRecord | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const raw = await withTimeout(store.kv.get(PAGE_PREFIX + slug, "json"), "get");
  if (raw === null) return null;
  const parsed = pageRecordSchema.safeParse(raw);
  if (!parsed.success) {
    await deletePage(store, slug);
    return null;
  }
  // Kept before the page goes: a failure in between leaves the page where it was, never lost.
  await putInTrash(store.kv, parsed.data, now);
  await withTimeout(store.kv.delete(PAGE_PREFIX + slug), "delete");
  recordChange(store, parsed.data, null);
  return parsed.data;
}

/**
 * Brings a page back from the trash to its address, with its status and revisions; then the
 * redirect rules apply as before it left (a redirect now at its address goes). Refused when
 * another page uses the address (RestoreConflictError). Null when the entry is not in the trash.
 */
export async function restorePage(store: PageStore, id: string): Promise<PageRecord | null> {
  const entry = await getTrashRecord(store.kv, id);
  if (!entry) return null;
  const { page } = entry;
  const occupant = await getPage(store.kv, page.slug);
  if (occupant) {
    throw new RestoreConflictError(
      { title: page.title, slug: page.slug },
      { title: occupant.title, slug: occupant.slug },
    );
  }
  await putPage(store.kv, page);
  await withTimeout(store.kv.delete(trashKey(id)), "delete");
  if ((await findRedirect(store.kv, page.slug)) !== null) {
    await withTimeout(store.kv.delete(REDIRECT_PREFIX + page.slug), "delete");
  }
  recordChange(store, null, page);
  return page;
}
