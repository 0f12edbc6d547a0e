// The shingle index rebuilt from page_index (shingle-index.server.ts): for a site that had pages
// before the index (migration 0016 starts it unbuilt), on the first check, or as a repair. One read
// of every published row, once, then the counts, buckets and each page's solo count written anew.
import { decodeHashes, encodeHex, isMeasured, nearHashes } from "~/lib/seo/similarity";
import { MAX_HOLDERS, bandsOf } from "./shingle-index.server";

/** Rows of the rebuild's INSERT, per statement (each ~40 bytes of JSON: well under D1's limits). */
const REBUILD_CHUNK = 5_000;
/** Rows given their measured_hex per statement (~1.5 kB each: a bound string stays under D1's 2 MB). */
const HEX_CHUNK = 500;
/** Statements per D1 batch of the rebuild. */
const REBUILD_BATCH = 4;

/**
 * Counts every published row of page_index again (a site that had pages before the index, or a
 * repair): one read of every row, once. Returns the number of hashes written.
 */
export async function rebuildShingleIndex(db: D1Database): Promise<number> {
  return writeShingleIndex(db, countRows(await readIndexRows(db)));
}

/** `stale`: 1 when the row has no measured_hex yet (written before migration 0019): the rebuild writes it. */
type IndexedRow = { key: number; indexable: number; hashes: string; stale?: number };

/** Every published row of page_index, in pages of rows (a D1 answer stays a few megabytes). */
export async function readIndexRows(db: D1Database): Promise<IndexedRow[]> {
  // Read in pages of rows (a D1 answer stays a few megabytes).
  const results: IndexedRow[] = [];
  for (let after = -1; ; ) {
    const page = await db
      .prepare(
        "SELECT rowid AS key, indexable, hashes, measured_hex IS NULL AS stale FROM page_index WHERE published = 1 AND rowid > ?1 ORDER BY rowid LIMIT 1000",
      )
      .bind(after)
      .all<IndexedRow>();
    results.push(...page.results);
    if (page.results.length < 1000) break;
    after = page.results.at(-1)!.key;
  }
  return results;
}

/** The index of `results`, as the statements that write it will need it. */
export function countRows(results: IndexedRow[]) {
  const counts = new Map<number, { p: number; i: number; s: number; holders: number[] | null }>();
  const bands = new Map<string, string[]>();
  const pages = results.map((r) => ({
    key: r.key,
    indexable: r.indexable === 1,
    hashes: decodeHashes(r.hashes),
    stale: r.stale === 1,
  }));
  const hexRows: [number, string][] = [];
  for (const page of pages) {
    for (const h of page.hashes) {
      if (!isMeasured(h)) continue;
      const c = counts.get(h) ?? { p: 0, i: 0, s: 0, holders: [] };
      c.p++;
      c.holders = c.holders && c.p <= MAX_HOLDERS ? [...c.holders, page.key] : null;
      if (page.indexable) {
        c.i++;
        c.s += page.key;
      }
      counts.set(h, c);
    }
    // Buckets list each page's near-copy sample size, measured_hex its sample.
    const size = nearHashes(page.hashes).length;
    if (page.stale) hexRows.push([page.key, encodeHex(nearHashes(page.hashes))]);
    for (const b of bandsOf(page.hashes)) bands.set(b, [...(bands.get(b) ?? []), `${page.key}:${size}`]);
  }
  const entries = [...counts].map(([h, c]) => [h, c.p, c.i, c.s, c.holders ? `,${c.holders.join(",")},` : null]);
  // Each page's solo: the hashes it is the one indexable holder of (the sum of keys is then its key).
  const solo = new Map<number, number>();
  for (const c of counts.values()) if (c.i === 1) solo.set(c.s, (solo.get(c.s) ?? 0) + 1);
  const soloRows = [...solo];
  const bandRows = [...bands].map(([b, keys]) => [b, `,${keys.join(",")},`]);
  return { entries, bandRows, hexRows, soloRows };
}

/** Writes a counted index in place of the one in D1. Returns the number of hashes. */
export async function writeShingleIndex(
  db: D1Database,
  { entries, bandRows, hexRows, soloRows }: ReturnType<typeof countRows>,
): Promise<number> {
  const statements = [
    db.prepare("DELETE FROM page_shingles"),
    db.prepare("DELETE FROM page_bands"),
    // Counted again from 0: set below from the counts.
    db.prepare("UPDATE page_index SET solo = 0"),
  ];
  const chunks = <T>(list: T[], size = REBUILD_CHUNK) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  for (const chunk of chunks(entries)) {
    statements.push(
      db
        .prepare(
          `INSERT INTO page_shingles (hash, published, indexable, indexable_sum, holders)
           SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'),
                  json_extract(value, '$[3]'), json_extract(value, '$[4]')
           FROM json_each(?1)`,
        )
        .bind(JSON.stringify(chunk)),
    );
  }
  for (const chunk of chunks(bandRows)) {
    statements.push(
      db
        .prepare(
          "INSERT INTO page_bands (band, keys) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?1)",
        )
        .bind(JSON.stringify(chunk)),
    );
  }
  for (const chunk of chunks(soloRows)) {
    statements.push(
      db
        .prepare(
          `UPDATE page_index SET solo = json_extract(j.value, '$[1]') FROM json_each(?1) AS j
           WHERE page_index.rowid = json_extract(j.value, '$[0]')`,
        )
        .bind(JSON.stringify(chunk)),
    );
  }
  // Rows written before migration 0019 get their measured hashes in the form the gate searches.
  for (const chunk of chunks(hexRows, HEX_CHUNK)) {
    statements.push(
      db
        .prepare(
          `UPDATE page_index SET measured_hex = json_extract(j.value, '$[1]') FROM json_each(?1) AS j
           WHERE page_index.rowid = json_extract(j.value, '$[0]')`,
        )
        .bind(JSON.stringify(chunk)),
    );
  }
  // In batches of a few megabytes; the state says "built" only once every one is written (a
  // rebuild cut short is started again from the top by the next check).
  await db.prepare("UPDATE shingle_index_state SET built = 0 WHERE id = 1").run();
  for (let i = 0; i < statements.length; i += REBUILD_BATCH) await db.batch(statements.slice(i, i + REBUILD_BATCH));
  await db.prepare("UPDATE shingle_index_state SET built = 1 WHERE id = 1").run();
  return entries.length;
}
