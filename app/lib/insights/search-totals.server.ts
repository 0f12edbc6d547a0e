// Search Console's rows summed once per import, so the screens read one row per page instead of
// every day of every page. "Desempenho no Google" and "Cada página vale a pena?" show sums over
// windows that end on the newest imported day (the 28 days, the 28 before, 90 days, 3 and 16
// months): those windows move only when an import adds a newer day, so the sums are written by the
// import's own batch (search_totals, one row per page with rows in the last 16 months, and
// search_coverage, the days imported) and the screens read them (migration 0017).
//
// The sums are recomputed from search_pages and search_queries, never added to: re-importing a day
// (the daily cron's lookback, a back-fill step run again) leaves them exactly as a first import
// would. An import that adds a newer day, and the daily retention delete, recompute every page; a
// back-fill step of older days only the pages of its days.
import { LEAD_COLUMNS, leadBoundsSql, leadParts } from "./lead-sums.server";
import type { Funnel } from "./search-report";

/** The newest imported day and the window starts, as SQL over search_days (one row). */
const BOUNDS = `WITH e AS (SELECT max(date) AS e FROM search_days),
  b AS (SELECT e,
    date(e, '-27 days') AS s,
    date(e, '-55 days') AS ps,
    date(e, '-89 days') AS d90,
    ${monthsBeforePlusOne(3)} AS s3,
    ${monthsBeforePlusOne(16)} AS s16
  FROM e WHERE e IS NOT NULL)`;

/** days.ts monthsBefore(e, n) + 1 day in SQL: the same day n months earlier, clamped to the month's end. */
function monthsBeforePlusOne(n: number): string {
  const first = `date(e, 'start of month', '-${n} months')`;
  return `date(min(date(${first}, '+' || (CAST(strftime('%d', e) AS INTEGER) - 1) || ' days'), date(${first}, '+1 month', '-1 day')), '+1 day')`;
}

const SUMS = {
  imp: "CASE WHEN date >= b.s THEN impressions ELSE 0 END",
  clk: "CASE WHEN date >= b.s THEN clicks ELSE 0 END",
  posw: "CASE WHEN date >= b.s THEN position * impressions ELSE 0 END",
  pimp: "CASE WHEN date >= b.ps AND date < b.s THEN impressions ELSE 0 END",
  pclk: "CASE WHEN date >= b.ps AND date < b.s THEN clicks ELSE 0 END",
  pposw: "CASE WHEN date >= b.ps AND date < b.s THEN position * impressions ELSE 0 END",
  recent: "date >= b.ps",
  imp90: "CASE WHEN date >= b.d90 THEN impressions ELSE 0 END",
  i3: "CASE WHEN date >= b.s3 THEN impressions ELSE 0 END",
  c3: "CASE WHEN date >= b.s3 THEN clicks ELSE 0 END",
  p3: "CASE WHEN date >= b.s3 THEN position * impressions ELSE 0 END",
  i16: "impressions",
  c16: "clicks",
  p16: "position * impressions",
} as const;
const COLUMNS = Object.keys(SUMS) as (keyof typeof SUMS)[];

/** `?1`: a JSON array of the pages to recompute, or NULL for every page. */
const ONLY = "(?1 IS NULL OR page IN (SELECT value FROM json_each(?1)))";

/**
 * The statements that bring search_totals and search_coverage up to date (run in an import's
 * batch); for every page (`pages` null) the contacts' sums too (lead-sums.server.ts), whose
 * windows end on the newest imported day, else on `yesterday` (São Paulo).
 */
export function refreshTotals(
  db: D1Database,
  pages: string[] | null = null,
  yesterday: string | null = null,
): D1PreparedStatement[] {
  const only = pages === null ? null : JSON.stringify(pages);
  return [
    ...(pages === null ? refreshLeadSums(db, yesterday) : []),
    db
      .prepare(
        `${BOUNDS}
         INSERT INTO search_totals (page, ${COLUMNS.join(", ")})
         SELECT page, ${COLUMNS.map((c) => (c === "recent" ? `max(${SUMS[c]})` : `sum(${SUMS[c]})`)).join(", ")}
         FROM search_pages JOIN b WHERE date >= b.s16 AND date <= b.e AND ${ONLY} GROUP BY page
         ON CONFLICT (page) DO UPDATE SET ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(", ")}
         WHERE ${COLUMNS.map((c) => `${c} IS NOT excluded.${c}`).join(" OR ")}`,
      )
      .bind(only),
    db
      .prepare(
        `${BOUNDS}
         DELETE FROM search_totals WHERE ${ONLY} AND page NOT IN (
           SELECT page FROM search_pages JOIN b WHERE date >= b.s16 AND date <= b.e AND ${ONLY})`,
      )
      .bind(only),
    // The query with the most impressions in the last 28 days (search_queries_page: the page's rows).
    db
      .prepare(
        `${BOUNDS}, top AS (
           SELECT t.page, (
             SELECT q.query FROM search_queries q
             WHERE q.page = t.page AND q.date >= b.s AND q.date <= b.e
             GROUP BY q.query ORDER BY sum(q.impressions) DESC, q.query LIMIT 1) AS query
           FROM search_totals t JOIN b WHERE ${ONLY.replaceAll("page", "t.page")})
         UPDATE search_totals SET top_query = top.query FROM top
         WHERE search_totals.page = top.page AND search_totals.top_query IS NOT top.query`,
      )
      .bind(only),
    db.prepare(
      `INSERT INTO search_coverage (id, first, last, days) SELECT 1, min(date), max(date), count(*) FROM search_days WHERE true
       ON CONFLICT (id) DO UPDATE SET first = excluded.first, last = excluded.last, days = excluded.days`,
    ),
  ];
}

/** Recomputes the contacts' windows and sums from `leads` (the triggers keep them between two runs). */
export function refreshLeadSums(db: D1Database, yesterday: string | null): D1PreparedStatement[] {
  const parts = leadParts("leads");
  const bounds = ["s", "ps", "e", "d90", "s3", "s16"];
  return [
    db
      .prepare(
        `WITH d AS (SELECT coalesce((SELECT max(date) FROM search_days), ?1) AS e)
         INSERT INTO lead_bounds (id, ${bounds.join(", ")}) SELECT 1, * FROM (${leadBoundsSql(monthsBeforePlusOne)} FROM d) WHERE true
         ON CONFLICT (id) DO UPDATE SET ${bounds.map((c) => `${c} = excluded.${c}`).join(", ")}`,
      )
      .bind(yesterday),
    db.prepare("DELETE FROM lead_sums"),
    db.prepare(
      `INSERT INTO lead_sums (path, ${LEAD_COLUMNS.join(", ")})
       SELECT leads.path, ${LEAD_COLUMNS.map((c) => `sum(${parts[c]})`).join(", ")}
       FROM leads JOIN lead_bounds b WHERE leads.created_at >= min(b.ps, b.s16) AND leads.created_at < b.e
       GROUP BY leads.path`,
    ),
  ];
}

/** The triggers that keep lead_sums exact between two refreshes (migration 0017, one line each). */
export function leadSumsTriggers(): string[] {
  const change = (x: string, sign: "" | "-") => {
    const parts = leadParts(x);
    return `INSERT INTO lead_sums (path, ${LEAD_COLUMNS.join(", ")}) SELECT ${x}.path, ${LEAD_COLUMNS.map((c) => `${sign}(${parts[c]})`).join(", ")} FROM lead_bounds b WHERE ${x}.created_at >= min(b.ps, b.s16) AND ${x}.created_at < b.e ON CONFLICT (path) DO UPDATE SET ${LEAD_COLUMNS.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")}`;
  };
  return [
    `CREATE TRIGGER lead_sums_insert AFTER INSERT ON leads BEGIN ${change("NEW", "")}; END`,
    `CREATE TRIGGER lead_sums_delete AFTER DELETE ON leads BEGIN ${change("OLD", "-")}; END`,
    `CREATE TRIGGER lead_sums_update AFTER UPDATE OF created_at, path, closed_at, value_cents ON leads BEGIN ${change("OLD", "-")}; ${change("NEW", "")}; END`,
  ];
}

export interface Coverage {
  first: string | null;
  last: string | null;
  days: number;
}

/** Days of Search Console data in D1 (oldest, newest, how many): one row. */
export async function searchCoverage(db: D1Database): Promise<Coverage> {
  return (
    (await db.prepare("SELECT first, last, days FROM search_coverage WHERE id = 1").first<Coverage>()) ?? {
      first: null,
      last: null,
      days: 0,
    }
  );
}

export interface PageTotals {
  page: string;
  /** The last 28 days, and the 28 before (Desempenho). */
  imp: number;
  clk: number;
  posw: number;
  pimp: number;
  pclk: number;
  pposw: number;
  /** 1 when the page has rows in those 56 days. */
  recent: number;
  topQuery: string | null;
  imp90: number;
  /** 3 and 16 months (Vale a pena). */
  i3: number;
  c3: number;
  p3: number;
  i16: number;
  c16: number;
  p16: number;
}

const SELECT_TOTALS = `SELECT page, ${COLUMNS.join(", ")}, top_query AS topQuery FROM search_totals`;

/** Every page's sums (one row per page with Search Console rows in the last 16 months). */
export function totalsStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(SELECT_TOTALS);
}

/** One page's sums, or null. */
export async function pageTotals(db: D1Database, path: string): Promise<PageTotals | null> {
  return db.prepare(`${SELECT_TOTALS} WHERE page = ?1`).bind(path).first<PageTotals>();
}

/** Clicks, impressions and position of a window of a page's sums. */
export function searchFigures(
  t: PageTotals | undefined | null,
  window: "28" | "prev" | "3" | "16",
): Pick<Funnel, "impressions" | "clicks" | "position"> {
  const [imp, clk, posw] = !t
    ? [0, 0, 0]
    : window === "28"
      ? [t.imp, t.clk, t.posw]
      : window === "prev"
        ? [t.pimp, t.pclk, t.pposw]
        : window === "3"
          ? [t.i3, t.c3, t.p3]
          : [t.i16, t.c16, t.p16];
  return { impressions: imp, clicks: clk, position: imp > 0 ? posw / imp : null };
}
