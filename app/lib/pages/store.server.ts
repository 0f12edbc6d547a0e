// Generated pages in Workers KV: one key per page, `page:{slug}`, with the listing fields in the
// key's metadata (listing.server.ts). There is deliberately no index value: KV allows one write per
// second per key, and concurrent saves to one index would lose pages.
//
// Every write goes through this store, which validates and sanitizes (store-clean.server.ts, the
// only place), checks a page going public against the published ones and measures its uniqueness
// (store-checks.server.ts), keeps the previous version as a revision, and
// appends the change to `changes` — from which onPagesChanged (announce.server.ts) purges cached
// copies and notifies search engines, whatever the write path.
import { markAllIndexed, mayHaveUnindexed } from "~/lib/gate/unindexed-mark.server";
import type { Services } from "~/lib/platform/services.server";
import { withTimeout } from "~/lib/platform/kv-timeout";
import type { GateStore, Similar } from "~/lib/gate/duplicates.server";
import { type DuplicatePolicy, checkedStatus, dropRow, writeRow } from "./store-checks.server";
import { log } from "~/lib/platform/log";
import { invalidateListing, listAllPages } from "./listing.server";
import { pageTextParts } from "./page-view.server";
import {
  type NewPage,
  type PageRecord,
  type PageRef,
  type PageStatus,
  PAGE_PREFIX,
  isIndexable,
  pageRecordSchema,
  pageText,
  toMetadata,
  undecidedFlags,
} from "./page-record";
import { setRowIndexable } from "~/lib/gate/page-index.server";
import { deleteRevisions, keepRevision } from "./revisions.server";
import { SLUG_MAX, SLUG_PATTERN } from "./slug";
import type { StagedHtml } from "~/lib/html-stage/stage.server";
import { htmlSentences } from "~/lib/html-stage/sentences";
import { PAGE_LIMITS, SELLER_TEXT_MAX, assertContentBounds, cleanPage, cleanSellerText } from "./store-clean.server";
import { getTrashRecord, putInTrash, trashKey } from "./trash.server";
import { RestoreConflictError, SlugTakenError, UndecidedFlagsError } from "./store-errors";

export { PAGE_PREFIX };
export {
  DuplicateError,
  EmptyFieldsError,
  PageTooLargeError,
  RestoreConflictError,
  SlugTakenError,
  UndecidedFlagsError,
  undecidedMessage,
} from "./store-errors";
const REDIRECT_PREFIX = "redirect:";

/**
 * What a write needs: the request's (or step's) KV wrapper, its change log and D1 (the page index
 * the checks compare with). Without D1 (a script seeding KV), pages are saved unchecked: never
 * indexed until a save with it checks them.
 */
export type PageStore = Pick<Services, "kv" | "changes"> & { db?: D1Database };

export type { DuplicatePolicy };
export { PAGE_LIMITS, SELLER_TEXT_MAX, assertContentBounds, cleanPage, cleanSellerText };

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

/**
 * Where a page that left its address sends visitors: the slug it was renamed to, or (a page put
 * in the trash with a redirect) the site path of the closest page, which starts with "/".
 */
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
 * The store as the gate reads it: one page, the listing, a page's text as a visitor reads it
 * (gate/duplicates.server.ts and store-checks do not import the store; they are handed this).
 */
export function gateReader(store: { kv: KVNamespace; db?: D1Database }): GateStore {
  return {
    db: store.db,
    readPage: (slug) => getPage(store.kv, slug),
    listSummaries: () => listAllPages(store.kv),
    mayHaveUnindexed: () => mayHaveUnindexed(store.kv),
    markAllIndexed: (startedAt) => markAllIndexed(store.kv, startedAt),
    textParts: pageTextParts,
  };
}
const reading = (store: PageStore) => ({ ...store, ...gateReader(store) });

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
  /** Why it could not be compared with the other pages, when that made it a draft. */
  unchecked?: string | null;
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
    staged,
  }: {
    overwrite?: boolean;
    duplicates?: DuplicatePolicy;
    now?: Date;
    /** Imports keep the id and creation date of the row they came from. */
    keep?: { id: string; created_at: string };
    existing?: PageRecord | null;
    /** The HTML stage's result for `input.content` (a generator staged it): not parsed again. */
    staged?: StagedHtml;
  } = {},
): Promise<SavedPage> {
  const page = cleanPage(input, staged);
  const existing = known !== undefined ? known : await getPage(store.kv, page.slug);
  if (existing && !overwrite) throw new SlugTakenError(page.slug);
  const checked = await checkedStatus(
    reading(store),
    page,
    duplicates,
    { exceptId: existing?.id, exceptSlug: page.slug, compare: true },
    now,
  );
  const { status, similar, unchecked } = checked;
  const timestamp = now.toISOString();
  let record = pageRecordSchema.parse({
    ...page,
    status,
    index: checked.verdict,
    id: existing?.id ?? keep?.id ?? crypto.randomUUID(),
    created_at: existing?.created_at ?? keep?.created_at ?? timestamp,
    updated_at: timestamp,
    // A new page starts its list of revisions: its first edit needs no list() to find them.
    revisions: existing ? existing.revisions : [],
    // The seller's "tirar do Google" stays when a save replaces the page.
    noindex: existing?.noindex,
  });
  if (existing) record = await keepRevision(store.kv, existing, record, now);
  await writeRow(store, record, checked.check);
  await putPage(store.kv, record);
  recordChange(store, existing, record);
  return { record, similar, unchecked };
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
  // An edit that leaves a flagged sentence nobody decided keeps it flagged (and the page a draft in
  // "Para revisar"); what the seller typed over it is his.
  const review = input.review ?? stillFlagged(current.review, page);
  if (review) Object.assign(page, { review, status: undecidedFlags(review) > 0 ? "draft" : page.status });
  const moved = page.slug !== current.slug;
  if (moved && (await getPage(store.kv, page.slug))) throw new SlugTakenError(page.slug);
  // Checked when it goes public: a draft being published, or a public page whose text changed.
  const goesPublic =
    page.status === "published" && (current.status === "draft" || pageText(current) !== pageText(page));
  const checked = await checkedStatus(
    reading(store),
    { ...page, kind: current.kind },
    duplicates,
    { exceptId: current.id, exceptSlug: current.slug, compare: goesPublic },
    now,
  );
  const { status, similar, unchecked } = checked;
  let record = pageRecordSchema.parse({
    ...page,
    status,
    index: checked.verdict,
    id: current.id,
    // How the page was made, and the seller's "tirar do Google", do not change with an edit.
    kind: current.kind,
    noindex: current.noindex,
    created_at: current.created_at,
    updated_at: now.toISOString(),
    revisions: current.revisions,
  });
  record = await keepRevision(store.kv, current, record, now);
  await writeRow(store, record, checked.check);
  await putPage(store.kv, record);
  if (moved) {
    await withTimeout(store.kv.put(REDIRECT_PREFIX + current.slug, record.slug), "put");
    await withTimeout(store.kv.delete(PAGE_PREFIX + current.slug), "delete");
    // A page now lives at an address that was a redirect: the redirect goes.
    if ((await findRedirect(store.kv, record.slug)) !== null) {
      await withTimeout(store.kv.delete(REDIRECT_PREFIX + record.slug), "delete");
    }
  }
  if (moved) await dropRow(store, current.slug);
  recordChange(store, current, record);
  return { record, similar, unchecked };
}

/** The undecided flags of a waiting page whose sentence an edit left in place, or undefined. */
function stillFlagged(review: PageRecord["review"], page: Pick<PageRecord, "title" | "description" | "content">) {
  if (!review || undecidedFlags(review) === 0) return undefined;
  const norm = (t: string) => t.replace(/\s+/g, " ").trim();
  const sentences = new Set(htmlSentences(page.content).map(norm));
  const left = review.flags.filter((f) =>
    f.field === "content" ? sentences.has(norm(f.sentence)) : norm(page[f.field]).includes(norm(f.sentence)),
  );
  return left.some((f) => !f.decision) ? { ...review, flags: left } : undefined;
}

/** Publishes or unpublishes a page; the text is unchanged, so no revision. */
export async function setPageStatus(
  store: PageStore,
  current: PageRecord,
  status: PageStatus,
  { duplicates = "refuse", now = new Date() }: { duplicates?: DuplicatePolicy; now?: Date } = {},
): Promise<PageRecord> {
  if (current.status === status) return current;
  const undecided = status === "published" ? undecidedFlags(current.review) : 0;
  if (undecided > 0) throw new UndecidedFlagsError(undecided);
  const checked = await checkedStatus(
    reading(store),
    { ...current, status },
    duplicates,
    { exceptId: current.id, exceptSlug: current.slug, compare: true },
    now,
  );
  // A publish that could not be compared stays a draft, with the reason (and in "Para revisar").
  const { review, ...rest } = current;
  const record: PageRecord = {
    ...rest,
    ...(review && checked.status === "draft" ? { review } : {}),
    status: checked.status,
    index: checked.verdict,
    updated_at: now.toISOString(),
  };
  await writeRow(store, record, checked.check);
  await putPage(store.kv, record);
  recordChange(store, current, record);
  return record;
}

/**
 * Measures a public page again against the indexable ones (its text unchanged, so no revision):
 * the panel's "Conferir de novo", e.g. for pages saved before the gate existed, or after the
 * seller removed the page that took its place.
 */
export async function recheckPage(store: PageStore, current: PageRecord, now = new Date()): Promise<PageRecord> {
  if (current.status !== "published") return current;
  const checked = await checkedStatus(
    reading(store),
    current,
    "allow",
    { exceptId: current.id, exceptSlug: current.slug, compare: false },
    now,
  );
  const record: PageRecord = { ...current, index: checked.verdict };
  await writeRow(store, record, checked.check);
  await putPage(store.kv, record);
  recordChange(store, current, record);
  return record;
}

/**
 * Takes a public page out of Google (`noindex`: the seller's choice, kept across edits) or puts it
 * back; its text is unchanged, so no revision. Its index row follows, so the gate stops (or
 * starts again) comparing other pages with it.
 */
export async function setPageNoindex(store: PageStore, current: PageRecord, noindex: boolean): Promise<PageRecord> {
  if ((current.noindex === true) === noindex) return current;
  const { noindex: _was, ...rest } = current;
  const record: PageRecord = noindex ? { ...rest, noindex: true } : rest;
  if (store.db && record.status === "published") {
    // The row keeps its hashes and topic: only whether it counts as indexable changes.
    await setRowIndexable(store.db, record.slug, isIndexable(record));
  }
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
  await dropRow(store, slug);
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
export async function trashPage(
  store: PageStore,
  slug: string,
  now = new Date(),
  { redirectTo }: { redirectTo?: string } = {},
): Promise<PageRecord | null> {
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
  // Its visitors and search results go on to the closest page (301) instead of a 404; a restore
  // deletes the redirect.
  if (redirectTo) await withTimeout(store.kv.put(REDIRECT_PREFIX + slug, redirectTo), "put");
  await withTimeout(store.kv.delete(PAGE_PREFIX + slug), "delete");
  // Its index row goes after it (page-index.server.ts): the checks stop comparing with it.
  await dropRow(store, slug);
  recordChange(store, parsed.data, null);
  return parsed.data;
}

/**
 * Brings a page back from the trash to its address, with its status and revisions; then the
 * redirect rules apply as before it left (a redirect now at its address goes). Refused when
 * another page uses the address (RestoreConflictError). Null when the entry is not in the trash.
 */
export async function restorePage(store: PageStore, id: string, now = new Date()): Promise<PageRecord | null> {
  const entry = await getTrashRecord(store.kv, id);
  if (!entry) return null;
  const occupant = await getPage(store.kv, entry.page.slug);
  if (occupant) {
    throw new RestoreConflictError(
      { title: entry.page.title, slug: entry.page.slug },
      { title: occupant.title, slug: occupant.slug },
    );
  }
  // The site changed while it was in the trash: a public page is checked again, as on a publish
  // (a near-copy, or a check that cannot run, brings it back as a draft).
  const checked = await checkedStatus(
    reading(store),
    entry.page,
    "draft",
    { exceptId: entry.page.id, exceptSlug: entry.page.slug, compare: true },
    now,
  );
  const page: PageRecord = { ...entry.page, status: checked.status, index: checked.verdict };
  await writeRow(store, page, checked.check);
  await putPage(store.kv, page);
  await withTimeout(store.kv.delete(trashKey(id)), "delete");
  if ((await findRedirect(store.kv, page.slug)) !== null) {
    await withTimeout(store.kv.delete(REDIRECT_PREFIX + page.slug), "delete");
  }
  recordChange(store, null, page);
  return page;
}
