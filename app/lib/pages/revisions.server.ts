// Revisions of generated pages: before a save replaces a page, the previous record is kept under
// `rev:{page id}:{time}` (the id survives renames; the time, 20261122T223600123Z, sorts keys oldest
// first). They live outside the `page:` prefix, so the public and admin listings never see them
// and cost nothing more; a page's revisions are one list() with its own prefix. The newest
// MAX_REVISIONS are kept.
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

function prefixOf(pageId: string): string {
  return `${REVISION_PREFIX}${pageId}:`;
}

export function revisionIdOf(now: Date): string {
  return now.toISOString().replace(/[-:.]/g, "");
}

/** Keeps `previous` as a revision, then drops the oldest beyond MAX_REVISIONS. */
export async function keepRevision(kv: KVNamespace, previous: PageRecord, now: Date): Promise<void> {
  const key = prefixOf(previous.id) + revisionIdOf(now);
  await withTimeout(
    kv.put(key, JSON.stringify(previous), { metadata: { title: previous.title, updated_at: previous.updated_at } }),
    "put",
  );
  const keys = await revisionKeys(kv, previous.id);
  const extra = keys.length - MAX_REVISIONS;
  if (extra > 0) await Promise.all(keys.slice(0, extra).map((k) => withTimeout(kv.delete(k.name), "delete")));
}

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
      return meta.success ? { id, ...meta.data } : null;
    })
    .filter((r): r is RevisionSummary => r !== null)
    .reverse();
}

export async function getRevision(kv: KVNamespace, pageId: string, revisionId: string): Promise<PageRecord | null> {
  if (!REVISION_ID.test(revisionId)) return null;
  const raw = await withTimeout(kv.get(prefixOf(pageId) + revisionId, "json"), "get");
  const parsed = pageRecordSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A deleted page takes its revisions with it. */
export async function deleteRevisions(kv: KVNamespace, pageId: string): Promise<void> {
  const keys = await revisionKeys(kv, pageId);
  await Promise.all(keys.map((k) => withTimeout(kv.delete(k.name), "delete")));
}
