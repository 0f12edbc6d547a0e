// Importing Search Analytics into D1: rows by day × page (the page totals) and day × page × query,
// for a range of days, written in ONE D1 batch (one transaction) per range — a day is either
// replaced whole or left as it was. Re-running a range is harmless: its days are deleted and
// upserted on their natural keys (date, page[, query]). Two callers: the daily cron
// (daily-import.server.ts) and the back-fill Workflow (backfill.server.ts).
import { addDays, dayOfMs, monthsBefore, RETENTION_MONTHS } from "./days";
import { type ApiRow, querySearchAnalytics, type SearchConsoleConfig } from "./search-console-api.server";
import { pagePath } from "./search-pages";
import { refreshTotals, searchCoverage } from "./search-totals.server";

export interface ImportDeps {
  db: D1Database;
  config: SearchConsoleConfig;
}

type Merged = { clicks: number; impressions: number; weighted: number };

/** Sums rows that share a key after URL → path (http/https/www variants of one page). */
function merge(rows: ApiRow[], keyOf: (r: ApiRow) => string[] | null): Map<string, { key: string[] } & Merged> {
  const out = new Map<string, { key: string[] } & Merged>();
  for (const r of rows) {
    const key = keyOf(r);
    if (!key) continue;
    const id = key.join("\u0000");
    const m = out.get(id) ?? { key, clicks: 0, impressions: 0, weighted: 0 };
    m.clicks += r.clicks;
    m.impressions += r.impressions;
    m.weighted += r.position * r.impressions;
    out.set(id, m);
  }
  return out;
}

const position = (m: Merged) => (m.impressions > 0 ? Math.round((m.weighted / m.impressions) * 100) / 100 : 0);

/** Rows per statement: keeps each bound JSON value around 150 kB. */
const ROWS_PER_STATEMENT = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface RangeResult {
  /** Days that had rows (and were replaced). */
  days: number;
  /** Rows written (page rows + query rows). */
  rows: number;
}

/**
 * The API's rows as D1 rows: URLs turned into paths and merged, only the range's days, and the
 * days that had rows (a day Google has not published yet is left as it is).
 */
export function prepareRows(pageRows: ApiRow[], queryRows: ApiRow[], range: { startDate: string; endDate: string }) {
  const pages = [
    ...merge(pageRows, (r) => {
      const path = r.keys[1] && pagePath(r.keys[1]);
      return r.keys[0] && path ? [r.keys[0], path] : null;
    }).values(),
  ].map((m) => [m.key[0], m.key[1], m.clicks, m.impressions, position(m)]);
  const queries = [
    ...merge(queryRows, (r) => {
      const path = r.keys[1] && pagePath(r.keys[1]);
      return r.keys[0] && path && r.keys[2] ? [r.keys[0], path, r.keys[2]] : null;
    }).values(),
  ].map((m) => [m.key[0], m.key[1], m.key[2], m.clicks, m.impressions, position(m)]);
  const days = [...new Set(pages.map((p) => p[0] as string))].filter((d) => d >= range.startDate && d <= range.endDate);
  const daySet = new Set(days);
  return {
    days,
    keptPages: pages.filter((p) => daySet.has(p[0] as string)),
    keptQueries: queries.filter((q) => daySet.has(q[0] as string)),
  };
}

/**
 * Fetches [startDate, endDate] from the API (every page of rows first, nothing written yet), then
 * replaces those days in one batch, together with `extra` statements (a job's progress) and the
 * screens' sums (search-totals.server.ts): every page's when the range adds a newer day than D1
 * had, else only the pages of the range's days (a back-fill step of older days). `totals: false`
 * leaves them to the caller (the daily cron: its retention delete recomputes them right after).
 */
export async function importRange(
  deps: ImportDeps,
  accessToken: string,
  property: string,
  range: { startDate: string; endDate: string },
  extra: (result: RangeResult) => D1PreparedStatement[] = () => [],
  now = Date.now(),
  totals = true,
): Promise<RangeResult> {
  const { db, config } = deps;
  const pageRows = await querySearchAnalytics(config, accessToken, property, range, ["date", "page"]);
  const queryRows = await querySearchAnalytics(config, accessToken, property, range, ["date", "page", "query"]);
  const { days, keptPages, keptQueries } = prepareRows(pageRows, queryRows, range);
  const result = { days: days.length, rows: keptPages.length + keptQueries.length };
  const dayList = JSON.stringify(days);
  const perDay = days.map((d) => [
    d,
    keptPages.filter((p) => p[0] === d).length,
    keptQueries.filter((q) => q[0] === d).length,
  ]);
  const statements: D1PreparedStatement[] = [
    db.prepare("DELETE FROM search_pages WHERE date IN (SELECT value FROM json_each(?1))").bind(dayList),
    db.prepare("DELETE FROM search_queries WHERE date IN (SELECT value FROM json_each(?1))").bind(dayList),
    ...chunks(keptPages, ROWS_PER_STATEMENT).map((part) =>
      db
        .prepare(
          `INSERT INTO search_pages (date, page, clicks, impressions, position)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each(?1) WHERE true
           ON CONFLICT (date, page) DO UPDATE SET clicks = excluded.clicks, impressions = excluded.impressions,
             position = excluded.position`,
        )
        .bind(JSON.stringify(part)),
    ),
    ...chunks(keptQueries, ROWS_PER_STATEMENT).map((part) =>
      db
        .prepare(
          `INSERT INTO search_queries (date, page, query, clicks, impressions, position)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5 FROM json_each(?1) WHERE true
           ON CONFLICT (date, page, query) DO UPDATE SET clicks = excluded.clicks, impressions = excluded.impressions,
             position = excluded.position`,
        )
        .bind(JSON.stringify(part)),
    ),
    db
      .prepare(
        `INSERT INTO search_days (date, pages, queries, imported_at)
         SELECT value ->> 0, value ->> 1, value ->> 2, ?2 FROM json_each(?1) WHERE true
         ON CONFLICT (date) DO UPDATE SET pages = excluded.pages, queries = excluded.queries, imported_at = excluded.imported_at`,
      )
      .bind(JSON.stringify(perDay), now),
    ...extra(result),
  ];
  if (totals && days.length > 0) {
    const pages = await touchedPages(db, days, keptPages);
    statements.push(...refreshTotals(db, pages, addDays(dayOfMs(now), -1)));
  }
  await db.batch(statements);
  return result;
}

/**
 * The pages whose sums a range's import changes: null (every page) when it brings a newer day than
 * D1 had, since every window moves; else the pages of its days, before and after.
 */
async function touchedPages(db: D1Database, days: string[], keptPages: unknown[][]): Promise<string[] | null> {
  const { last } = await searchCoverage(db);
  if (last === null || days.some((d) => d > last)) return null;
  const before = await db
    .prepare("SELECT DISTINCT page FROM search_pages WHERE date IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(days))
    .all<{ page: string }>();
  return [...new Set([...before.results.map((r) => r.page), ...keptPages.map((p) => p[1] as string)])];
}

/** Deletes what is older than Search Console's own 16 months, and recomputes the screens' sums. */
export async function deleteOldSearchData(db: D1Database, today: string): Promise<void> {
  const cutoff = monthsBefore(today, RETENTION_MONTHS);
  await db.batch([
    db.prepare("DELETE FROM search_pages WHERE date < ?1").bind(cutoff),
    db.prepare("DELETE FROM search_queries WHERE date < ?1").bind(cutoff),
    db.prepare("DELETE FROM search_days WHERE date < ?1").bind(cutoff),
    ...refreshTotals(db, null, addDays(today, -1)),
  ]);
}
