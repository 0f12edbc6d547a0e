// The "Lixeira": a deleted page is kept for TRASH_DAYS under `trash:{page id}` (outside the `page:`
// prefix, so no listing, sitemap or public address sees it: its address answers 404) with its
// revisions, and can be restored (store.server.ts restorePage). The daily cron deletes what is
// older (purgeExpiredTrash), revisions included. Moving in and out goes through the page store,
// which records the change; what happens inside the trash is no public change.
import { z } from "zod";
import { withTimeout } from "~/lib/platform/kv-timeout";
import { asciiJson, pageRecordSchema, type PageRecord, type PageStatus } from "./page-record";
import { deleteRevisions } from "./revisions.server";
import { log } from "~/lib/platform/log";

export const TRASH_PREFIX = "trash:";
export const TRASH_DAYS = 30;
const DAY_MS = 86_400_000;

export const trashRecordSchema = z.object({ page: pageRecordSchema, deleted_at: z.iso.datetime() });
export type TrashRecord = z.infer<typeof trashRecordSchema>;

export interface TrashItem {
  /** The page's id: the key is `trash:{id}`, so two pages once at one address never collide. */
  id: string;
  title: string;
  slug: string;
  status: PageStatus;
  deleted_at: string;
}

const metaSchema = z.object({ title: z.string(), slug: z.string(), status: z.enum(["published", "draft"]) });

export const trashKey = (id: string) => TRASH_PREFIX + id;

/** Whether `id` can name a trash entry (a page id: a UUID, or an imported row's id). */
export const isTrashId = (id: string) => /^[\w-]{1,100}$/.test(id);

export async function putInTrash(kv: KVNamespace, page: PageRecord, now: Date): Promise<void> {
  const record: TrashRecord = { page, deleted_at: now.toISOString() };
  // The listing fields in the metadata, ASCII only as a page's own (page-record.ts).
  const meta = asciiJson({ title: page.title.slice(0, 200), slug: page.slug, status: page.status });
  // The deletion time too: the Lixeira's list and the cron's purge then need no reads.
  await withTimeout(
    kv.put(trashKey(page.id), JSON.stringify(record), { metadata: { j: meta, d: record.deleted_at } }),
    "put",
  );
}

export async function getTrashRecord(kv: KVNamespace, id: string): Promise<TrashRecord | null> {
  if (!isTrashId(id)) return null;
  const raw = await withTimeout(kv.get(trashKey(id), "json"), "get");
  const parsed = trashRecordSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Everything in the trash, most recently deleted first: list() calls only, no reads. */
export async function listTrash(kv: KVNamespace): Promise<TrashItem[]> {
  const items: TrashItem[] = [];
  let cursor: string | undefined;
  do {
    const result = await withTimeout(kv.list<unknown>({ prefix: TRASH_PREFIX, cursor }), "list");
    for (const key of result.keys) {
      const metadata = key.metadata as { j?: unknown; d?: unknown } | null;
      let meta: z.infer<typeof metaSchema> | undefined;
      try {
        meta = metaSchema.safeParse(JSON.parse(String(metadata?.j))).data;
      } catch {
        meta = undefined;
      }
      const deletedAt = typeof metadata?.d === "string" ? metadata.d : null;
      if (!meta || !deletedAt) {
        log.error("Invalid trash metadata in KV", { key: key.name });
        continue;
      }
      items.push({ id: key.name.slice(TRASH_PREFIX.length), ...meta, deleted_at: deletedAt });
    }
    cursor = result.list_complete ? undefined : result.cursor;
  } while (cursor);
  return items.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
}

/** The day an entry deleted at `deletedAt` leaves the trash for good. */
export function purgeDate(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS);
}

/** Deletes a trash entry and its page's revisions for good; false when it was not there. */
export async function deleteFromTrash(kv: KVNamespace, id: string): Promise<boolean> {
  const record = await getTrashRecord(kv, id);
  if (!record) return false;
  await withTimeout(kv.delete(trashKey(id)), "delete");
  await deleteRevisions(kv, record.page);
  return true;
}

/** The daily cron: entries older than TRASH_DAYS are deleted for good. */
export async function purgeExpiredTrash(kv: KVNamespace, now = new Date()): Promise<{ purged: string[] }> {
  const expired = (await listTrash(kv)).filter((item) => purgeDate(item.deleted_at) <= now);
  const purged: string[] = [];
  for (const item of expired) {
    if (await deleteFromTrash(kv, item.id)) purged.push(item.slug);
  }
  return { purged };
}
