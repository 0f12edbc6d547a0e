// The uniqueness gate's cost of a save as the site grows: a launched site's page_index padded with
// generated pages, then the same pages checked and saved (edited, and as a new page), each D1
// statement's own rows read (meta.rows_read) and bytes returned summed. CI holds the counts at
// 1,000 pages (tests/integration/gate-index.test.ts); `npm run scale-check` prints them at 10,000.
import { builtinTexts } from "~/lib/gate/builtin-texts.server";
import { indexedCheck } from "~/lib/gate/duplicates.server";
import { type IndexRow, deleteRow, upsertRow } from "~/lib/gate/page-index.server";
import { countRows, readIndexRows, rebuildShingleIndex, writeShingleIndex } from "~/lib/gate/shingle-rebuild.server";
import { encodeHashes, encodeHex, nearHashes } from "~/lib/seo/similarity";

export interface D1Used {
  rows: number;
  bytes: number;
  statements: number;
}

/** D1 with every statement's rows read and bytes returned summed (first() is read as all()). */
export function countingD1(inner: D1Database) {
  const used = { rows: 0, bytes: 0, statements: 0, each: [] as string[] };
  const note = (r: D1Result<unknown>, sql = "batch") => {
    used.each.push(
      `${r.meta.rows_read} rows, ${JSON.stringify(r.results ?? []).length} B: ${sql.replace(/\s+/g, " ").slice(0, 70)}`,
    );
    used.rows += r.meta.rows_read ?? 0;
    used.bytes += JSON.stringify(r.results ?? []).length;
    used.statements++;
    return r;
  };
  const wrap = (s: D1PreparedStatement, sql: string): D1PreparedStatement =>
    ({
      inner: s,
      sql,
      bind: (...v: unknown[]) => wrap(s.bind(...v), sql),
      all: async () => note(await s.all(), sql),
      run: async () => note(await s.run(), sql),
      first: async () => (note(await s.all(), sql).results[0] as unknown) ?? null,
    }) as unknown as D1PreparedStatement;
  const db = {
    prepare: (sql: string) => wrap(inner.prepare(sql), sql),
    batch: async (statements: D1PreparedStatement[]) => {
      const inners = statements as unknown as { inner: D1PreparedStatement; sql: string }[];
      return (await inner.batch(inners.map((s) => s.inner))).map((r, i) => note(r, inners[i]!.sql));
    },
  } as unknown as D1Database;
  return { db, used };
}

/** What one kind of save cost, and whether the gate could check it (null: it could). */
export type GateSaves = Record<string, D1Used & { unchecked: string | null }>;

/**
 * The median and the longest of the indexable pages, each edited (a tenth of its text rewritten:
 * checked, saved, then put back as it was) and saved again as a new page (a job's item: checked,
 * saved, then deleted), each counted. `label` names the site's size in the printed lines.
 */
export async function measureGateSaves(
  db: D1Database,
  rows: IndexRow[],
  label: string,
  checkedAt: string,
  print: (line: string) => void = console.info,
): Promise<GateSaves> {
  const builtins = builtinTexts();
  // The indexable pages: distinct texts, as the published pages of a site the gate kept are.
  const bySize = rows.filter((r) => r.indexable).sort((a, b) => a.hashes.length - b.hashes.length);
  const samples = { median: bySize[Math.floor(bySize.length / 2)]!, longest: bySize.at(-1)! };
  const out: GateSaves = {};
  const report = (name: string, hashes: number, used: D1Used & { each: string[] }, unchecked: string | null) => {
    print(
      `gate-index: ${name} (${hashes} hashes) at ${label}: ${used.rows} rows read, ${used.bytes} bytes, ${used.statements} statements${unchecked ? ` (held back: ${unchecked})` : ""}`,
    );
    if (process.env.GATE_DEBUG) print(used.each.join("\n"));
    out[name] = { rows: used.rows, bytes: used.bytes, statements: used.statements, unchecked };
  };
  for (const [name, sample] of Object.entries(samples)) {
    // A tenth of the text rewritten: the counts of those hashes move.
    const changed = Uint32Array.from(sample.hashes, (h, j) => (j % 10 === 0 ? (h ^ 0x5bd1e995) >>> 0 : h)).sort();
    // The page edited: checked, saved with the new text, then put back as it was.
    {
      const { db: d, used } = countingD1(db);
      const check = await indexedCheck(d, changed, sample.topic, builtins, {
        exceptSlug: sample.slug,
        exceptId: sample.pageId,
        pairwise: true,
        checkedAt,
      });
      await upsertRow(d, { ...sample, hashes: changed, indexable: check.verdict.ok, updatedAt: checkedAt });
      await upsertRow(db, sample);
      report(`edit of the ${name} page`, sample.hashes.length, used, check.unchecked);
    }
    // The same text as a new page (a job's item): every measured hash counted in.
    {
      const { db: d, used } = countingD1(db);
      const check = await indexedCheck(d, changed, null, builtins, { pairwise: true, checkedAt });
      const slug = `${sample.slug}-nova`;
      await upsertRow(d, {
        ...sample,
        slug,
        pageId: `${sample.pageId}-nova`,
        topic: null,
        hashes: changed,
        indexable: check.verdict.ok,
        updatedAt: checkedAt,
      });
      await deleteRow(db, slug);
      report(`new page like the ${name} one`, sample.hashes.length, used, check.unchecked);
    }
  }
  return out;
}

/**
 * Pads page_index up to `total` published pages (slugs `gerada-{i}`) made from the launched
 * site's indexable pages, and rebuilds the shingle index's counts; `unpad` takes them out again.
 * `rebuild`: the rebuild run elsewhere (a test's probe inside workerd, shingle-rebuild.server.ts
 * rebuildShingleIndex on the same D1) instead of here through `db`.
 */
export async function padIndex(
  db: D1Database,
  rows: IndexRow[],
  total: number,
  checkedAt: string,
  rebuild?: () => Promise<unknown>,
): Promise<void> {
  const indexable = rows.filter((r) => r.indexable);
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed;
  };
  const values: string[] = [];
  for (let i = rows.length; i < total; i++) {
    const base = indexable[i % indexable.length]!;
    // A generated page: three in ten of its base page's shingles (which three turns with the
    // page, as a generator's sentences do) and its own text.
    const hashes = Uint32Array.from(base.hashes, (h, j) =>
      (Math.floor(i / indexable.length) + j) % 10 < 3 ? h : random(),
    ).sort();
    values.push(
      JSON.stringify([
        `gerada-${i}`,
        `id-${i}`,
        `Página gerada ${i}`,
        encodeHashes(hashes),
        encodeHex(nearHashes(hashes)),
      ]),
    );
  }
  for (let i = 0; i < values.length; i += 1_000) {
    await db
      .prepare(
        `INSERT INTO page_index (slug, page_id, published, indexable, title, topic, hashes, updated_at, measured_hex)
         SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), 1, 0, json_extract(value, '$[2]'), NULL,
                json_extract(value, '$[3]'), '${checkedAt}', json_extract(value, '$[4]') FROM json_each(?1)`,
      )
      .bind(`[${values.slice(i, i + 1_000).join(",")}]`)
      .run();
  }
  if (rebuild) {
    await rebuild();
    return;
  }
  // Counted here, then written: the event loop turns between the two, so the D1 proxy's
  // connection a long count left idle is seen closed before it is used.
  const counted = countRows(await readIndexRows(db));
  await new Promise((resolve) => setImmediate(resolve));
  await writeShingleIndex(db, counted);
}

/** Takes padIndex's pages out and rebuilds the shingle index (with `rebuild` when given, as padIndex). */
export async function unpadIndex(db: D1Database, rebuild?: () => Promise<unknown>): Promise<void> {
  await db.prepare("DELETE FROM page_index WHERE slug LIKE 'gerada-%'").run();
  await (rebuild ? rebuild() : rebuildShingleIndex(db));
}

/** The budgets of issue 32 on a save: ≤ 1,000 rows and 200 kB, within 2× of the small site's. */
export const GATE_SAVE_BUDGET = { rows: 1_000, bytes: 200_000, growth: 2 } as const;
