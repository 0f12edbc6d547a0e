// Bulk data for scale measurements, written with one SQL statement per table (recursive CTEs and
// json_each generate the rows inside D1): 16 months of Search Console rows, leads and a year of
// Web Vitals in seconds, never one request per row. The numbers are arithmetic on the row's day
// and page, so two runs seed the same data.
import { addDays, startOfDayMs } from "~/lib/insights/days";

const DAYS = (count: number) =>
  `WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < ${count - 1})`;

/**
 * Search Console rows for `days` days ending on `end`: every path each day (search_pages), and
 * `queriesPerPage` queries a page a day (search_queries; the query names turn over with the days),
 * with the search_days rows an import writes.
 */
export async function seedSearchConsole(
  db: D1Database,
  { end, days, paths, queriesPerPage }: { end: string; days: number; paths: string[]; queriesPerPage: number },
): Promise<void> {
  const start = addDays(end, -(days - 1));
  const list = JSON.stringify(paths);
  await db.batch([
    db
      .prepare(
        `${DAYS(days)}
         INSERT INTO search_pages (date, page, clicks, impressions, position)
         SELECT date(?1, '+' || d.n || ' days'), p.value, (d.n * 7 + p.key * 13) % 6,
           20 + (d.n * 31 + p.key * 17) % 180, 1 + ((d.n * 11 + p.key * 29) % 250) / 10.0
         FROM d, json_each(?2) p`,
      )
      .bind(start, list),
    db
      .prepare(
        `${DAYS(days)}, k(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM k WHERE j < ?3 - 1)
         INSERT INTO search_queries (date, page, query, clicks, impressions, position)
         SELECT date(?1, '+' || d.n || ' days'), p.value, 'busca ' || p.key || ' ' || (k.j + d.n / 30),
           (d.n + k.j * 3 + p.key) % 3, 4 + (d.n * 13 + k.j * 7 + p.key * 5) % 40,
           1 + ((d.n * 7 + k.j * 19 + p.key * 3) % 300) / 10.0
         FROM d, json_each(?2) p, k`,
      )
      .bind(start, list, queriesPerPage),
    db
      .prepare(
        `${DAYS(days)}
         INSERT INTO search_days (date, pages, queries, imported_at)
         SELECT date(?1, '+' || d.n || ' days'), ?2, ?3, 0 FROM d`,
      )
      .bind(start, paths.length, paths.length * queriesPerPage),
  ]);
}

/** `count` leads spread evenly over the `days` days ending on `end` (São Paulo days), on `paths`; one in five closed. */
export async function seedLeads(
  db: D1Database,
  { end, days, paths, count }: { end: string; days: number; paths: string[]; count: number },
): Promise<void> {
  const from = startOfDayMs(addDays(end, -(days - 1)));
  const span = startOfDayMs(addDays(end, 1)) - from;
  await db
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?4 - 1)
       INSERT INTO leads (ref, created_at, channel, path, family, device, closed_at, value_cents)
       SELECT 'seed-' || i, ?1 + (i * ?2) / ?4, CASE WHEN i % 3 = 0 THEN 'telefone' ELSE 'whatsapp' END,
         json_extract(?3, '$[' || (i % json_array_length(?3)) || ']'), 'pagina',
         CASE WHEN i % 2 = 0 THEN 'mobile' ELSE 'desktop' END,
         CASE WHEN i % 5 = 0 THEN ?1 + (i * ?2) / ?4 + 86400000 END,
         CASE WHEN i % 5 = 0 THEN 150000 + (i % 7) * 10000 END
       FROM n`,
    )
    .bind(from, span, JSON.stringify(paths), count)
    .run();
}

/** Web Vitals day rows (web_vitals_daily) for `days` UTC days ending on `end`, per path and device. */
export async function seedWebVitals(
  db: D1Database,
  { end, days, paths, devices }: { end: string; days: number; paths: string[]; devices: ("mobile" | "desktop")[] },
): Promise<void> {
  await db
    .prepare(
      `${DAYS(days)}
       INSERT INTO web_vitals_daily (day, path, family, device, views, hist)
       SELECT date(?1, '-' || d.n || ' days'), p.value, CASE WHEN p.key % 2 = 0 THEN 'cidade' ELSE 'pagina' END, v.value, 3,
         json_object('lcp_' || (1200 + ((d.n * 7 + p.key * 13) % 40) * 50), 2, 'lcp_2600', 1,
                     'inp_' || (80 + (d.n + p.key) % 200), 3, 'cls_' || ((d.n * 3 + p.key) % 150), 3,
                     'ttfb_' || (300 + (p.key % 20) * 10), 3)
       FROM d, json_each(?2) p, json_each(?3) v`,
    )
    .bind(end, JSON.stringify(paths), JSON.stringify(devices))
    .run();
}
