// The contacts the insight screens sum (per path, over the same windows as Search Console's sums:
// the 28 days to the newest imported day, the 28 before, 90 days, 3 and 16 months), kept in D1 so
// a view reads one row per path instead of two per contact (migration 0017).
//
// lead_bounds holds the windows (ms, as São Paulo days: [start, end)); lead_sums the sums. The
// windows move with search_coverage's newest day (or, with no Search Console data, yesterday), so
// they are recomputed by the import's batch with Search Console's sums and by the daily cron.
// Between two recomputations the triggers on `leads` keep the sums exact: a contact written,
// closed, valued, moved or deleted adds or takes away its part (a new contact falls after the
// window's end and changes nothing). A view whose windows differ from lead_bounds (the day turned
// and the cron has not run yet) sums the contacts themselves, as before.
import { addDays, periodBounds, startOfDayMs } from "./days";

/** SQL of the contact's part in each sum, for a row `x` of leads and the bounds `b`. */
export function leadParts(x: string): Record<string, string> {
  const inWindow = (from: string, to = "b.e") => `(${x}.created_at >= ${from} AND ${x}.created_at < ${to})`;
  const closed = `${x}.closed_at IS NOT NULL`;
  const value = `coalesce(${x}.value_cents, 0)`;
  return {
    leads: inWindow("b.s"),
    closed: `(${inWindow("b.s")} AND ${closed})`,
    rev: `CASE WHEN ${inWindow("b.s")} THEN ${value} ELSE 0 END`,
    pleads: inWindow("b.ps", "b.s"),
    pclosed: `(${inWindow("b.ps", "b.s")} AND ${closed})`,
    prev: `CASE WHEN ${inWindow("b.ps", "b.s")} THEN ${value} ELSE 0 END`,
    cents: `CASE WHEN ${inWindow("b.s")} AND ${closed} THEN ${value} ELSE 0 END`,
    l90: inWindow("b.d90"),
    l3: inWindow("b.s3"),
    k3: `(${inWindow("b.s3")} AND ${closed})`,
    v3: `CASE WHEN ${inWindow("b.s3")} AND ${closed} THEN ${value} ELSE 0 END`,
    l16: inWindow("b.s16"),
    k16: `(${inWindow("b.s16")} AND ${closed})`,
    v16: `CASE WHEN ${inWindow("b.s16")} AND ${closed} THEN ${value} ELSE 0 END`,
  };
}
export const LEAD_COLUMNS = Object.keys(leadParts("x"));

/** The windows of `e` (the newest day) as ms bounds (São Paulo days); `e` is a column of `from`. */
export function leadBoundsSql(monthsBeforePlusOne: (n: number) => string): string {
  const sod = (day: string) => `((CAST(strftime('%s', ${day}) AS INTEGER) + 10800) * 1000)`;
  return `SELECT ${sod("date(e, '-27 days')")} AS s, ${sod("date(e, '-55 days')")} AS ps, ${sod("date(e, '+1 day')")} AS e,
    ${sod("date(e, '-89 days')")} AS d90, ${sod(monthsBeforePlusOne(3))} AS s3, ${sod(monthsBeforePlusOne(16))} AS s16`;
}

export interface LeadSums {
  path: string;
  leads: number;
  closed: number;
  rev: number;
  pleads: number;
  pclosed: number;
  prev: number;
  cents: number;
  l90: number;
  l3: number;
  k3: number;
  v3: number;
  l16: number;
  k16: number;
  v16: number;
}

/** The bounds a view of the windows ending on `end` needs, to compare with lead_bounds. */
export function expectedBounds(end: string): { s: number; e: number } {
  const { s, e } = periodBounds(end);
  return { s, e };
}

/** lead_bounds, then every path's sums; null when the bounds are not those of `end`. */
export function leadSumsStatements(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare("SELECT s, e FROM lead_bounds WHERE id = 1"),
    db.prepare(`SELECT path, ${LEAD_COLUMNS.join(", ")} FROM lead_sums`),
  ];
}

export function leadSumsOf(results: [D1Result<unknown>, D1Result<unknown>], end: string): LeadSums[] | null {
  const bounds = results[0].results[0] as { s: number; e: number } | undefined;
  const want = expectedBounds(end);
  if (!bounds || bounds.s !== want.s || bounds.e !== want.e) return null;
  return results[1].results as LeadSums[];
}

/** A path's contacts made after Search Console's newest day, up to now. */
export interface RecentLeads {
  path: string;
  leads: number;
  closed: number;
  cents: number;
}

/**
 * The contacts of the days after `end` (Search Console's newest day, ~2 days back) up to now:
 * the screens add them to their period, so a contact made today counts today, as "Contatos"
 * lists it. Only those days' rows are read (leads_created_at).
 */
export function recentLeadsStatement(db: D1Database, end: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT path, count(*) AS leads, sum(closed_at IS NOT NULL) AS closed,
         sum(CASE WHEN closed_at IS NOT NULL THEN coalesce(value_cents, 0) ELSE 0 END) AS cents
       FROM leads WHERE created_at >= ?1 GROUP BY path`,
    )
    .bind(startOfDayMs(addDays(end, 1)));
}
