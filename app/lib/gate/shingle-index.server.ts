// The uniqueness gate's shingle index (migrations/0016_shingle_index.sql): per measured 5-word
// shingle hash (one in two, similarity.ts isMeasured) of the published generated pages, how many
// published and indexable pages hold it, which page when one indexable page does (the sum of the
// holders' keys), and the published holders while they are few (read for the near-copy sample,
// half of the measured hashes, only). A save reads the rows of its own measured hashes (and of the
// few pages they point to), never every page's row: its cost follows half of its text, not the
// site. D1 counts a row read for every hash looked up, written or moved. Lists of hashes, keys and
// buckets are given as a VALUES table joined to the one read (`lookup`): one row per item, found
// or not, where an IN list or json_each counts two or three. Each page's `solo` is kept by the
// update triggers of migration 0018 and, for hashes a save inserts, by the save.
//
// It is kept in step with page_index (page-index.server.ts) by applyIndexChange, which writes a
// page's row and the counts of its hashes in one D1 batch. Counts are updated relatively
// (`published = published + 1`), so two saves at once never lose one; a page's key is page_index's
// rowid, which an update of its row keeps.
import {
  decodeHashes,
  hashSignature,
  hexOf,
  isMeasured,
  isNearSampled,
  measuredHashes,
  nearHashes,
  sharedCount,
} from "~/lib/seo/similarity";

/** Published holders kept per hash; past this, "many" (NULL). */
export const MAX_HOLDERS = 256;

export interface ShingleCount {
  published: number;
  indexable: number;
  /** Sum of the indexable holders' keys: the holder itself when `indexable` is 1. */
  indexableSum: number;
  /**
   * Keys of the published holders, or null when more than MAX_HOLDERS held it at some time, or when
   * not read (readCounts reads them for the near-copy sample only).
   */
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

/** A list of hashes or keys as SQL literals (32-bit unsigned integers, checked). */
function sqlList(hashes: readonly number[]): string {
  return hashes.map(sqlHash).join(",");
}

/** A hash or key as an SQL literal: checked to be a 32-bit unsigned integer. */
function sqlHash(h: number): string {
  if (!Number.isInteger(h) || h < 0 || h > 0xffffffff) throw new RangeError(`not a hash: ${h}`);
  return String(h);
}

/**
 * `VALUES (a),(b),…` of hashes or keys: a table D1 counts no rows of. Joined first (CROSS JOIN
 * keeps it the outer loop) to the table read, each item costs the one row its lookup reads, found
 * or not; `WHERE x IN (a, b, …)` and json_each cost two (the list's own row and the lookup).
 */
const valuesOf = (items: readonly number[]): string => `VALUES ${sqlList(items).replace(/([^,]+)/g, "($1)")}`;

/** `SELECT columns FROM table` for the rows whose `column` is one of `items`, one row read each. */
const lookup = (columns: string, table: string, column: string, items: readonly number[]): string =>
  `WITH k(v) AS (${valuesOf(items)}) SELECT ${columns} FROM k CROSS JOIN ${table} ON ${table}.${column} = k.v`;

/**
 * The counts of `hashes` (hashes no published page holds are absent, or at 0 until the daily
 * cron deletes them), with their holders for the near-copy search's sample only (similarity.ts
 * isNearSampled; null for the others, which that search never reads): the holders are most of the
 * bytes, a few hundred keys a hash on a big site.
 */
export async function readCounts(db: D1Database, hashes: Iterable<number>): Promise<Map<number, ShingleCount>> {
  const list = [...hashes];
  const out = new Map<number, ShingleCount>();
  if (list.length === 0) return out;
  const items = `VALUES ${list.map((h) => `(${sqlHash(h)},${isNearSampled(h) ? 1 : 0})`).join(",")}`;
  const { results } = await db
    .prepare(
      `WITH k(v, near) AS (${items})
       SELECT hash, published, indexable, indexable_sum, CASE WHEN k.near = 1 THEN holders END AS holders
       FROM k CROSS JOIN page_shingles ON page_shingles.hash = k.v`,
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
  /** Its measured hashes (similarity.ts isMeasured), from its hashes. */
  measured: Uint32Array;
  /** How many hashes it has (the measured ones are about half). */
  size: number;
  /** How many of its measured hashes no other indexable page holds (built-in pages not counted). */
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
  ...sizes(r.hashes),
  solo: r.solo,
});

/** A row's measured hashes and number of hashes, from its base64 hashes. */
function sizes(base64: string): { measured: Uint32Array; size: number } {
  const all = decodeHashes(base64);
  return { measured: measuredHashes(all), size: all.length };
}
// The measured hashes are half of a page's: read from its hashes (~3 kB a page, for the page saved
// and the few a verdict names), where `measured_hex` lists the near-copy sample only.
const COLUMNS = "rowid AS key, slug, page_id, published, indexable, title, hashes, solo";
const KEYED = `SELECT ${COLUMNS} FROM page_index`;
const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;

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
  const { results } = await db.prepare(lookup(COLUMNS, "page_index", "rowid", list)).all<RawKeyed>();
  return results.map(keyed).sort(byKey);
}

/** A candidate of the near-copy search as its second read sees it. */
export interface Overlap {
  key: number;
  /** How many hashes it has. */
  size: number;
  /** How many hashes of the near-copy sample it has (similarity.ts isNearSampled). */
  measuredCount: number;
  /** How many of the asked hashes it holds. */
  holds: number;
}

/**
 * How many of `hashes` each page at `keys` holds, counted in D1 (instr on its `measured_hex`),
 * with its sizes: the near-copy search's second read, of up to MAX_CANDIDATES pages, returns
 * three numbers a page instead of its hashes. A row written before migration 0019 is counted
 * from its hashes, read out.
 */
export async function overlapsByKey(db: D1Database, keys: readonly number[], hashes: Uint32Array): Promise<Overlap[]> {
  if (keys.length === 0) return [];
  const terms = [...hashes].map((h) => `(instr(measured_hex, ',${hexOf(h)},') > 0)`);
  const { results } = await db
    .prepare(
      lookup(
        `rowid AS key, length(hashes) AS hashes_length, (length(measured_hex) - 1) / 9 AS measured_count,
         ${sumOf(terms)} AS holds, CASE WHEN measured_hex IS NULL THEN hashes END AS legacy`,
        "page_index",
        "rowid",
        keys,
      ),
    )
    .all<{
      key: number;
      hashes_length: number;
      measured_count: number | null;
      holds: number | null;
      legacy: string | null;
    }>();
  return results
    .map((r) => {
      const size = Math.floor((r.hashes_length * 3) / 16);
      if (r.legacy === null) return { key: r.key, size, measuredCount: r.measured_count ?? 0, holds: r.holds ?? 0 };
      const sample = nearHashes(decodeHashes(r.legacy));
      return { key: r.key, size, measuredCount: sample.length, holds: sharedCount(hashes, sample) };
    })
    .sort(byKey);
}

/** `a + b + …` as a balanced tree (SQLite's expression depth is at most 100). */
function sumOf(terms: readonly string[]): string {
  if (terms.length === 0) return "0";
  if (terms.length === 1) return terms[0]!;
  const mid = terms.length >> 1;
  return `(${sumOf(terms.slice(0, mid))} + ${sumOf(terms.slice(mid))})`;
}

/** The slug, title and every hash of the pages at `keys` (the few the near-copy search measures whole). */
export async function fullRowsByKey(
  db: D1Database,
  keys: readonly number[],
): Promise<{ key: number; slug: string; title: string; hashes: Uint32Array }[]> {
  if (keys.length === 0) return [];
  const { results } = await db
    .prepare(lookup("rowid AS key, slug, title, hashes", "page_index", "rowid", keys))
    .all<{ key: number; slug: string; title: string; hashes: string }>();
  return results.map((r) => ({ key: r.key, slug: r.slug, title: r.title, hashes: decodeHashes(r.hashes) })).sort(byKey);
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

/** `(?from),(?from+1),…` for `items`. */
const params = (items: readonly unknown[], from: number) => items.map((_, i) => `(?${i + from})`).join(",");

/** The pages listed in each of `bands` (one row per band): key → its number of measured hashes. */
export async function readBands(db: D1Database, bands: readonly string[]): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (bands.length === 0) return out;
  // As bound parameters (32) in a VALUES table: one row read a bucket (lookup above).
  const { results } = await db
    .prepare(
      `WITH k(v) AS (VALUES ${params(bands, 1)}) SELECT band, keys FROM k CROSS JOIN page_bands ON page_bands.band = k.v`,
    )
    .bind(...bands)
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

/**
 * [hash, Δpublished, Δindexable] for every measured hash whose counts a change from `before` to
 * `after` moves.
 */
export function countDeltas(before: RowState | null, after: RowState | null): [number, number, number][] {
  const delta = new Map<number, [number, number]>();
  const add = (row: RowState | null, sign: number) => {
    if (!row) return;
    for (const h of row.hashes) {
      if (!isMeasured(h)) continue;
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
 * The counts of `deltas` moved for the page at `slug` (a hash no page holds any more stays at 0
 * for the daily cron, deleteUnheldHashes). Each page's `solo` follows: a hash whose indexable
 * count leaves 1 stops being its sole holder's own, one whose count reaches 1 becomes its new
 * sole holder's own (triggers of page_shingles' updates); a hash this page adds to the index as
 * its only indexable holder is counted before the upsert, by this page (migration 0020 dropped the
 * insert trigger: its mere presence made SQLite read every row an upsert updates twice, 603 rows
 * for 300 hashes).
 */
function countStatements(db: D1Database, slug: string, deltas: [number, number, number][]): D1PreparedStatement[] {
  if (deltas.length === 0) return [];
  // (hash, Δpublished, Δindexable) as literals: a VALUES table costs a row per hash its upsert
  // finds, where json_each cost three.
  for (const [, p, i] of deltas) if (!Number.isInteger(p) || !Number.isInteger(i)) throw new RangeError("not a delta");
  const rows = deltas.map(([h, p, i]) => `(${sqlList([h])},${p},${i})`).join(",");
  const adding = deltas.filter(([, , i]) => i > 0).map(([h]) => h);
  // Hashes this page becomes the first indexable holder of by inserting them: one row read for
  // each that exists (and is then not counted), none for a new one.
  const ownNew =
    adding.length > 0
      ? [
          db
            .prepare(
              `UPDATE page_index SET solo = solo + (
                 SELECT count(*) FROM (${valuesOf(adding)}) AS j
                 WHERE NOT EXISTS (SELECT 1 FROM page_shingles WHERE hash = j.column1))
               WHERE slug = ?1`,
            )
            .bind(slug),
        ]
      : [];
  return [
    ...ownNew,
    db
      .prepare(
        `INSERT INTO page_shingles (hash, published, indexable, indexable_sum, holders)
         SELECT j.column1, j.column2, j.column3, j.column3 * k.key, ',' || k.key || ','
         FROM (VALUES ${rows}) AS j, (SELECT rowid AS key FROM page_index WHERE slug = ?2) AS k WHERE true
         ON CONFLICT (hash) DO UPDATE SET
           published = published + excluded.published,
           indexable = indexable + excluded.indexable,
           indexable_sum = indexable_sum + excluded.indexable_sum,
           holders = CASE
             WHEN published <= 0 THEN excluded.holders
             WHEN holders IS NULL OR published + excluded.published > ?3 THEN NULL
             WHEN excluded.published > 0 THEN holders || substr(excluded.holders, 2)
             WHEN excluded.published < 0 THEN replace(holders, excluded.holders, ',')
             ELSE holders END`,
      )
      .bind(null, slug, MAX_HOLDERS),
  ];
}

/**
 * Deletes the hashes no published page holds any more (the daily cron). A save leaves them at 0
 * (every reader takes a count of 0 as no holder, and a hash held again starts its holders anew):
 * deleting them in the save cost two rows read each, half of a save that rewrites its text.
 * Migration 0022's partial index lists them, so this reads them, not the table.
 */
export async function deleteUnheldHashes(db: D1Database): Promise<number> {
  const res = await db.prepare("DELETE FROM page_shingles WHERE published <= 0").run();
  return res.meta.changes;
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
  // A page is listed as 'key:size' (its number of measured hashes bounds its measured Jaccard
  // with a new text).
  const size = (row: RowState) => nearHashes(row.hashes).length;
  const sameSize = before && after ? size(before) === size(after) : false;
  const leave = [...old].filter((b) => !now.has(b) || !sameSize);
  const join = [...now].filter((b) => !old.has(b) || !sameSize);
  const entry = (size: number) => `',' || ${KEY_OF} || ':${size},'`;
  const out: D1PreparedStatement[] = [];
  // The buckets as bound parameters (at most 32) in a VALUES table, each moved by an upsert: one
  // row read a bucket, where UPDATE … WHERE band IN (…) and its DELETE of the emptied ones read
  // four. A bucket left empty stays as ',' (a lookup of it costs what a lookup of a missing one
  // does; a rebuild drops it).
  if (leave.length > 0) {
    out.push(
      db
        .prepare(
          `INSERT INTO page_bands (band, keys) SELECT column1, ',' FROM (VALUES ${params(leave, 3)}) WHERE true
           ON CONFLICT (band) DO UPDATE SET keys = replace(keys, ${entry(size(before!))}, ',')`,
        )
        .bind(null, slug, ...leave),
    );
  }
  if (join.length > 0) {
    out.push(
      db
        .prepare(
          `INSERT INTO page_bands (band, keys) SELECT column1, ${entry(size(after!))} FROM (VALUES ${params(join, 3)}) WHERE true
           ON CONFLICT (band) DO UPDATE SET keys = keys || substr(excluded.keys, 2)`,
        )
        .bind(null, slug, ...join),
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
