// What comes back of the review requests, per month (São Paulo time): requests sent, links opened
// (first open), testimonials left, and the Google rating's count at the month's last reading. One
// D1 batch of four grouped scans, each over an index on its time column.
import type { MonthCounts } from "./review-counts";

// Months are São Paulo's (UTC-3, no daylight saving since 2019).
const MONTH = (column: string) => `strftime('%Y-%m', ${column} / 1000 - 10800, 'unixepoch')`;

export async function reviewCountsByMonth(db: D1Database, months = 12, now = Date.now()): Promise<MonthCounts[]> {
  const since = now - months * 31 * 24 * 60 * 60 * 1000;
  const [requests, opened, testimonials, ratings] = await db.batch([
    db
      .prepare(
        `SELECT ${MONTH("created_at")} AS m, count(*) AS n FROM review_requests WHERE created_at >= ?1 GROUP BY m`,
      )
      .bind(since),
    db
      .prepare(`SELECT ${MONTH("opened_at")} AS m, count(*) AS n FROM review_requests WHERE opened_at >= ?1 GROUP BY m`)
      .bind(since),
    db
      .prepare(`SELECT ${MONTH("created_at")} AS m, count(*) AS n FROM testimonials WHERE created_at >= ?1 GROUP BY m`)
      .bind(since),
    db
      .prepare(
        `SELECT ${MONTH("read_at")} AS m, count AS n, rating FROM google_ratings
         WHERE day IN (SELECT max(day) FROM google_ratings WHERE read_at >= ?1 GROUP BY substr(day, 1, 7))`,
      )
      .bind(since),
  ]);
  const byMonth = new Map<string, MonthCounts>();
  const month = (m: string) => {
    let row = byMonth.get(m);
    if (!row) {
      row = { month: m, requests: 0, opened: 0, testimonials: 0, googleCount: null, googleRating: null };
      byMonth.set(m, row);
    }
    return row;
  };
  type R = { m: string; n: number; rating?: number };
  for (const r of (requests?.results ?? []) as R[]) month(r.m).requests = r.n;
  for (const r of (opened?.results ?? []) as R[]) month(r.m).opened = r.n;
  for (const r of (testimonials?.results ?? []) as R[]) month(r.m).testimonials = r.n;
  for (const r of (ratings?.results ?? []) as R[]) {
    month(r.m).googleCount = r.n;
    month(r.m).googleRating = r.rating ?? null;
  }
  return [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month));
}
