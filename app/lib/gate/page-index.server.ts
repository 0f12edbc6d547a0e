// The D1 index of generated pages (migrations/0005_page_index.sql): what the duplicate check and
// the uniqueness gate compare a page with. D1 is strongly consistent, so a page saved a second
// ago is always in it; KV's list() may miss it for up to a minute. The store writes a page's row
// before its KV record (and deletes it after), so a failure between the two leaves a row for a
// page that is not public, which makes the checks stricter, never looser.
import { decodeHashes, encodeHashes, encodeHex, nearHashes } from "~/lib/seo/similarity";
import { indexChangeStatements, rowStateOf } from "./shingle-index.server";

export interface IndexRow {
  slug: string;
  pageId: string;
  published: boolean;
  indexable: boolean;
  title: string;
  /** 'service|subject|place' when the title names a served place (same service and place rule). */
  topic: string | null;
  hashes: Uint32Array;
  updatedAt: string;
}

interface RawRow {
  slug: string;
  page_id: string;
  published: number;
  indexable: number;
  title: string;
  topic: string | null;
  hashes: string;
  updated_at: string;
}

const fromRaw = (r: RawRow): IndexRow => ({
  slug: r.slug,
  pageId: r.page_id,
  published: r.published === 1,
  indexable: r.indexable === 1,
  title: r.title,
  topic: r.topic,
  hashes: decodeHashes(r.hashes),
  updatedAt: r.updated_at,
});

/**
 * Every published page's row: what the gate compared with before the shingle index (kept for the
 * comparison of the two methods, gate-full-scan.ts, and the one-off rebuild).
 */
export async function publishedRows(db: D1Database): Promise<IndexRow[]> {
  const { results } = await db.prepare("SELECT * FROM page_index WHERE published = 1").all<RawRow>();
  return results.map(fromRaw);
}

/**
 * Writes a page's row and, in the same batch, the counts of its hashes in the shingle index
 * (shingle-index.server.ts): the row as it was is read first, to move only what changed.
 */
export async function upsertRow(db: D1Database, row: IndexRow): Promise<void> {
  const { row: before, built } = await rowStateOf(db, row.slug);
  const write = db
    .prepare(
      `INSERT INTO page_index (slug, page_id, published, indexable, title, topic, hashes, updated_at, measured_hex)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (slug) DO UPDATE SET page_id = ?2, published = ?3, indexable = ?4, title = ?5,
         topic = ?6, hashes = ?7, updated_at = ?8, measured_hex = ?9`,
    )
    .bind(
      row.slug,
      row.pageId,
      row.published ? 1 : 0,
      row.indexable ? 1 : 0,
      row.title,
      row.topic,
      encodeHashes(row.hashes),
      row.updatedAt,
      encodeHex(nearHashes(row.hashes)),
    );
  await db.batch(indexChangeStatements(db, row.slug, before, row, write, built));
}

export async function deleteRow(db: D1Database, slug: string): Promise<void> {
  const { row: before, built } = await rowStateOf(db, slug);
  if (!before) return;
  const write = db.prepare("DELETE FROM page_index WHERE slug = ?1").bind(slug);
  await db.batch(indexChangeStatements(db, slug, before, null, write, built));
}

/**
 * Whether a page's row counts as indexable (the seller's "tirar do Google"), its text unchanged:
 * the shingle counts move with it in the same batch, or the page's own hashes would stay counted
 * as another indexable page's and its unique share would read near 0 % when it comes back.
 */
export async function setRowIndexable(db: D1Database, slug: string, indexable: boolean): Promise<void> {
  const { row: before, built } = await rowStateOf(db, slug);
  if (!before || before.indexable === indexable) return;
  const write = db.prepare("UPDATE page_index SET indexable = ?2 WHERE slug = ?1").bind(slug, indexable ? 1 : 0);
  await db.batch(indexChangeStatements(db, slug, before, { ...before, indexable }, write, built));
}
