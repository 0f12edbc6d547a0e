// Revisions of generated pages: before a save replaces a page, the previous record is kept under
// `rev:{page id}:{time}` (the id survives renames; the time, 20261122T223600123Z, sorts keys oldest
// first). They live outside the `page:` prefix, so the public and admin listings never see them
// and cost nothing more. The page record lists its revisions' keys, so keeping one is one write
// and trimming the oldest one delete, with no list(); viewing a page's revisions is one list()
// with its own prefix. The newest MAX_REVISIONS are kept.
import { z } from "zod";
import { withTimeout } from "~/lib/platform/kv-timeout";
import { pageRecordSchema, type PageRecord } from "./page-record";

const REVISION_PREFIX = "rev:";
export const MAX_REVISIONS = 20;
const REVISION_ID = /^\d{8}T\d{9}Z$/;

export interface RevisionSummary {
  /** The time it was replaced, as in its key: 20261122T223600123Z. */
  id: string;
  title: string;
  /** When this version had been saved. */
  updated_at: string;
}

const revisionMetaSchema = z.object({ title: z.string(), updated_at: z.string() });

/** What can have revisions: a generated page, or a seller text on a built-in page (its id is its path). */
interface Revisable {
  id: string;
  title: string;
  updated_at: string;
  revisions?: string[];
}

function prefixOf(pageId: string): string {
  return `${REVISION_PREFIX}${pageId}:`;
}

export function revisionIdOf(now: Date): string {
  return now.toISOString().replace(/[-:.]/g, "");
}

/**
 * Keeps `previous` as a revision of `next` (the record about to replace it) and returns `next`
 * with its list of revision keys; the oldest beyond MAX_REVISIONS is deleted. A record saved
 * before the list existed learns its revisions with one list(), once.
 */
export async function keepRevision<T extends Revisable>(kv: KVNamespace, previous: T, next: T, now: Date): Promise<T> {
  const key = prefixOf(previous.id) + revisionIdOf(now);
  // The previous record without its own list: revisions never nest.
  const { revisions: known, ...kept } = previous;
  await withTimeout(
    kv.put(key, JSON.stringify(kept), {
      // ASCII only, as the page's own metadata (page-record.ts): the title's accents escaped.
      metadata: { title: escapeNonAscii(previous.title), updated_at: previous.updated_at },
    }),
    "put",
  );
  const keys = [...(known ?? (await revisionKeys(kv, previous.id)).map((k) => k.name)), key];
  const extra = keys.slice(0, Math.max(0, keys.length - MAX_REVISIONS));
  await Promise.all(extra.map((k) => withTimeout(kv.delete(k), "delete")));
  return { ...next, revisions: keys.slice(extra.length) };
}

// Backslashes too, so that unescaping gives back exactly what was escaped.
const escapeNonAscii = (text: string) =>
  text.replace(/[\\\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const unescapeNonAscii = (text: string) =>
  text.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function revisionKeys(kv: KVNamespace, pageId: string): Promise<KVNamespaceListKey<unknown>[]> {
  const keys: KVNamespaceListKey<unknown>[] = [];
  let cursor: string | undefined;
  do {
    const result = await withTimeout(kv.list<unknown>({ prefix: prefixOf(pageId), cursor }), "list");
    keys.push(...result.keys);
    cursor = result.list_complete ? undefined : result.cursor;
  } while (cursor);
  return keys;
}

/** A page's revisions, newest first. */
export async function listRevisions(kv: KVNamespace, pageId: string): Promise<RevisionSummary[]> {
  const keys = await revisionKeys(kv, pageId);
  return keys
    .map((k) => {
      const meta = revisionMetaSchema.safeParse(k.metadata);
      const id = k.name.slice(prefixOf(pageId).length);
      return meta.success ? { id, ...meta.data, title: unescapeNonAscii(meta.data.title) } : null;
    })
    .filter((r): r is RevisionSummary => r !== null)
    .reverse();
}

export async function getRevision(kv: KVNamespace, pageId: string, revisionId: string): Promise<PageRecord | null> {
  return getRevisionOf(kv, pageId, revisionId, pageRecordSchema);
}

/** A revision read with the schema of what it is a revision of. */
export async function getRevisionOf<T>(
  kv: KVNamespace,
  id: string,
  revisionId: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  if (!REVISION_ID.test(revisionId)) return null;
  const raw = await withTimeout(kv.get(prefixOf(id) + revisionId, "json"), "get");
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A deleted page takes its revisions with it. */
export async function deleteRevisions(kv: KVNamespace, page: Revisable): Promise<void> {
  const keys = page.revisions ?? (await revisionKeys(kv, page.id)).map((k) => k.name);
  await Promise.all(keys.map((k) => withTimeout(kv.delete(k), "delete")));
}
