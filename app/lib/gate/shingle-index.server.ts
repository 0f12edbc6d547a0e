// The uniqueness gate's shingle index (migrations/0016_shingle_index.sql): per 5-word shingle hash
// of the published generated pages, how many published and indexable pages hold it, which page
// when one indexable page does (the sum of the holders' keys), and the published holders while
// they are few. A save reads the rows of its own hashes (and of the few pages they point to), never
// every page's row: its cost follows its text, not the site.
//
// It is kept in step with page_index (page-index.server.ts) by applyIndexChange, which writes a
// page's row and the counts of its hashes in one D1 batch. Counts are updated relatively
// (`published = published + 1`), so two saves at once never lose one; a page's key is page_index's
// rowid, which an update of its row keeps.
import { decodeHashes, hashSignature } from "~/lib/seo/similarity";

/** Published holders kept per hash; past this, "many" (NULL). */
export const MAX_HOLDERS = 64;

export interface ShingleCount {
  published: number;
  indexable: number;
  /** Sum of the indexable holders' keys: the holder itself when `indexable` is 1. */
  indexableSum: number;
  /** Keys of the published holders, or null when more than MAX_HOLDERS held it at some time. */
  holders: number[] | null;
}

interface RawCount {
  hash: number;
  published: number;
  indexable: number;
  indexable_sum: number;
  holders: string | null;
}

const parseHolders = (text: string | null): number[] | null =>
  text === null
    ? null
    : text
        .split(",")
        .filter((k) => k !== "")
        .map(Number);

/**
 * A list of hashes as SQL (they are 32-bit integers, checked): an IN list of literals reads only
 * the rows it finds, where json_each would count its own rows and each lookup as read too.
 */
function sqlList(hashes: readonly number[]): string {
  for (const h of hashes) if (!Number.isInteger(h) || h < 0 || h > 0xffffffff) throw new RangeError(`not a hash: ${h}`);
  return hashes.join(",");
}

/** The counts of `hashes` (hashes no published page holds are absent). */
export async function readCounts(db: D1Database, hashes: Iterable<number>): Promise<Map<number, ShingleCount>> {
  const list = [...hashes];
  const out = new Map<number, ShingleCount>();
  if (list.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT hash, published, indexable, indexable_sum, holders FROM page_shingles WHERE hash IN (${sqlList(list)})`,
    )
    .all<RawCount>();
  for (const r of results) {
    out.set(r.hash, {
      published: r.published,
      indexable: r.indexable,
      indexableSum: r.indexable_sum,
      holders: parseHolders(r.holders),
    });
  }
  return out;
}

/** A page_index row as the gate reads it, with its key. */
export interface KeyedRow {
  key: number;
  slug: string;
  pageId: string;
  published: boolean;
  indexable: boolean;
  title: string;
  hashes: Uint32Array;
  /** How many of its hashes no other indexable page holds (built-in pages not counted). */
  solo: number;
}

interface RawKeyed {
  key: number;
  slug: string;
  page_id: string;
  published: number;
  indexable: number;
  title: string;
  hashes: string;
  solo: number;
}

const keyed = (r: RawKeyed): KeyedRow => ({
  key: r.key,
  slug: r.slug,
  pageId: r.page_id,
  published: r.published === 1,
  indexable: r.indexable === 1,
  title: r.title,
  hashes: decodeHashes(r.hashes),
  solo: r.solo,
});

const COLUMNS = "rowid AS key, slug, page_id, published, indexable, title, hashes, solo";
const KEYED = `SELECT ${COLUMNS} FROM page_index`;

/** The rows of the page being saved (by its slug or its id): the gate measures without them. */
export async function ownRows(db: D1Database, slug?: string, pageId?: string): Promise<KeyedRow[]> {
  if (slug === undefined && pageId === undefined) return [];
  const { results } = await db
    .prepare(`${KEYED} WHERE slug = ?1 UNION SELECT ${COLUMNS} FROM page_index WHERE page_id = ?2`)
    .bind(slug ?? null, pageId ?? null)
    .all<RawKeyed>();
  return results.map(keyed);
}

/** Rows by key, in key order. */
export async function rowsByKey(db: D1Database, keys: Iterable<number>): Promise<KeyedRow[]> {
  const list = [...keys];
  if (list.length === 0) return [];
  const { results } = await db.prepare(`${KEYED} WHERE rowid IN (${sqlList(list)}) ORDER BY rowid`).all<RawKeyed>();
  return results.map(keyed);
}

/** An indexable page other than `except` that targets `topic`, or null. */
export async function indexableWithTopic(
  db: D1Database,
  topic: string,
  except: readonly number[],
): Promise<{ title: string } | null> {
  return db
    .prepare(
      "SELECT title FROM page_index WHERE topic = ?1 AND indexable = 1 AND rowid NOT IN (SELECT value FROM json_each(?2)) ORDER BY rowid LIMIT 1",
    )
    .bind(topic, JSON.stringify(except))
    .first<{ title: string }>();
}

/** Published pages (of `slugs`) that have a row. */
export async function slugsWithRows(db: D1Database, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const { results } = await db
    .prepare("SELECT slug FROM page_index WHERE slug IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(slugs))
    .all<{ slug: string }>();
  return new Set(results.map((r) => r.slug));
}

/** Bands of the MinHash signature (32 of 2 values): the buckets a page is listed in. */
export const BANDS = 32;
export function bandsOf(hashes: Uint32Array): string[] {
  if (hashes.length === 0) return [];
  const sig = hashSignature(hashes);
  const rows = sig.length / BANDS;
  return Array.from({ length: BANDS }, (_, b) => `${b}.${[...sig.subarray(b * rows, (b + 1) * rows)].join(".")}`);
}

/** The pages listed in each of `bands` (one row per band): key → its number of hashes. */
export async function readBands(db: D1Database, bands: readonly string[]): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (bands.length === 0) return out;
  const { results } = await db
    .prepare("SELECT band, keys FROM page_bands WHERE band IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(bands))
    .all<{ band: string; keys: string }>();
  for (const r of results) {
    const pages = new Map<number, number>();
    for (const entry of r.keys.split(",")) {
      const [key, size] = entry.split(":");
      if (key && size) pages.set(Number(key), Number(size));
    }
    out.set(r.band, pages);
  }
  return out;
}

export async function isBuilt(db: D1Database): Promise<boolean> {
  const row = await db.prepare("SELECT built FROM shingle_index_state WHERE id = 1").first<{ built: number }>();
  return row?.built === 1;
}

/** What a page's row says (for the counts), before or after a write. */
export interface RowState {
  published: boolean;
  indexable: boolean;
  hashes: Uint32Array;
}

/** [hash, Δpublished, Δindexable] for every hash whose counts a change from `before` to `after` moves. */
export function countDeltas(before: RowState | null, after: RowState | null): [number, number, number][] {
  const delta = new Map<number, [number, number]>();
  const add = (row: RowState | null, sign: number) => {
    if (!row) return;
    for (const h of row.hashes) {
      const d = delta.get(h) ?? [0, 0];
      if (row.published) d[0] += sign;
      if (row.indexable) d[1] += sign;
      delta.set(h, d);
    }
  };
  add(before, -1);
  add(after, 1);
  const out: [number, number, number][] = [];
  for (const [h, [p, i]] of delta) if (p !== 0 || i !== 0) out.push([h, p, i]);
  return out;
}

/** The page's key, read in the statement (the page's row must exist when it runs). */
const KEY_OF = "(SELECT rowid FROM page_index WHERE slug = ?2)";

/**
 * The counts of `deltas` moved for the page at `slug`, the hashes no page holds removed, and each
 * page's `solo` kept: a hash whose indexable count changes stops being its sole holder's own
 * before the move, and is its new sole holder's own after it.
 */
function countStatements(db: D1Database, slug: string, deltas: [number, number, number][]): D1PreparedStatement[] {
  if (deltas.length === 0) return [];
  const json = JSON.stringify(deltas);
  const moved = sqlList(deltas.filter(([, , i]) => i !== 0).map(([h]) => h));
  const solo = (sign: "+" | "-") =>
    db.prepare(
      `UPDATE page_index SET solo = solo ${sign} d.n
       FROM (SELECT indexable_sum AS key, count(*) AS n FROM page_shingles
             WHERE hash IN (${moved}) AND indexable = 1 GROUP BY indexable_sum) AS d
       WHERE page_index.rowid = d.key`,
    );
  return [
    ...(moved ? [solo("-")] : []),
    db
      .prepare(
        `INSERT INTO page_shingles (hash, published, indexable, indexable_sum, holders)
         SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), json_extract(j.value, '$[2]'),
                json_extract(j.value, '$[2]') * k.key, ',' || k.key || ','
         FROM json_each(?1) AS j, (SELECT rowid AS key FROM page_index WHERE slug = ?2) AS k WHERE true
         ON CONFLICT (hash) DO UPDATE SET
           published = published + excluded.published,
           indexable = indexable + excluded.indexable,
           indexable_sum = indexable_sum + excluded.indexable_sum,
           holders = CASE
             WHEN holders IS NULL OR published + excluded.published > ?3 THEN NULL
             WHEN excluded.published > 0 THEN holders || substr(excluded.holders, 2)
             WHEN excluded.published < 0 THEN replace(holders, excluded.holders, ',')
             ELSE holders END`,
      )
      .bind(json, slug, MAX_HOLDERS),
    db.prepare(`DELETE FROM page_shingles WHERE hash IN (${sqlList(deltas.map(([h]) => h))}) AND published <= 0`),
    ...(moved ? [solo("+")] : []),
  ];
}

/** The page's key moved between the buckets of its old and new signatures. */
function bandStatements(
  db: D1Database,
  slug: string,
  before: RowState | null,
  after: RowState | null,
): D1PreparedStatement[] {
  const old = new Set(before?.published ? bandsOf(before.hashes) : []);
  const now = new Set(after?.published ? bandsOf(after.hashes) : []);
  // A page is listed as 'key:size' (its number of hashes bounds its Jaccard with a new text).
  const sameSize = before?.hashes.length === after?.hashes.length;
  const leave = [...old].filter((b) => !now.has(b) || !sameSize);
  const join = [...now].filter((b) => !old.has(b) || !sameSize);
  const entry = (size: number) => `',' || ${KEY_OF} || ':${size},'`;
  const out: D1PreparedStatement[] = [];
  if (leave.length > 0) {
    out.push(
      db
        .prepare(
          `UPDATE page_bands SET keys = replace(keys, ${entry(before!.hashes.length)}, ',') WHERE band IN (SELECT value FROM json_each(?1))`,
        )
        .bind(JSON.stringify(leave), slug),
      db
        .prepare("DELETE FROM page_bands WHERE keys = ',' AND band IN (SELECT value FROM json_each(?1))")
        .bind(JSON.stringify(leave)),
    );
  }
  if (join.length > 0) {
    out.push(
      db
        .prepare(
          `INSERT INTO page_bands (band, keys) SELECT value, ${entry(after!.hashes.length)} FROM json_each(?1) WHERE true
           ON CONFLICT (band) DO UPDATE SET keys = keys || substr(excluded.keys, 2)`,
        )
        .bind(JSON.stringify(join), slug),
    );
  }
  return out;
}

/**
 * The statements that write a page's row change into the index: `rowWrite` (the page_index upsert
 * or delete) with the counts its hashes move. `before`: the row as it was (read by the caller).
 * While the index is not built, only the row is written (the rebuild counts it).
 */
export function indexChangeStatements(
  db: D1Database,
  slug: string,
  before: RowState | null,
  after: RowState | null,
  rowWrite: D1PreparedStatement,
  built: boolean,
): D1PreparedStatement[] {
  if (!built) return [rowWrite];
  const deltas = countDeltas(before, after);
  const index = [...countStatements(db, slug, deltas), ...bandStatements(db, slug, before, after)];
  // The counts need the row's key: after an upsert, before a delete.
  return after ? [rowWrite, ...index] : [...index, rowWrite];
}

/** The row at `slug` as the counts know it, and whether the index is built. */
export async function rowStateOf(db: D1Database, slug: string): Promise<{ row: RowState | null; built: boolean }> {
  const [state, row] = await db.batch([
    db.prepare("SELECT built FROM shingle_index_state WHERE id = 1"),
    db.prepare("SELECT published, indexable, hashes FROM page_index WHERE slug = ?1").bind(slug),
  ]);
  const raw = row?.results[0] as { published: number; indexable: number; hashes: string } | undefined;
  const built = (state?.results[0] as { built: number } | undefined)?.built === 1;
  return {
    built,
    row: raw
      ? { published: raw.published === 1, indexable: raw.indexable === 1, hashes: decodeHashes(raw.hashes) }
      : null,
  };
}
