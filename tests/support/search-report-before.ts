// The "Desempenho no Google" report as it was computed before the sums of migration 0017 (read from
// search_pages and search_queries on every view): tests/integration/insights-totals.test.ts holds the
// new report to it on the same data.
import { addDays, dayOfMs, startOfDayMs } from "~/lib/insights/days";
import { editHrefOf, nearFirstPage, placeOfPath, seenButNotClicked, siteHref } from "~/lib/insights/search-pages";
import {
  type Funnel,
  type FunnelRow,
  type QueryRow,
  type SearchReport,
  type Sort,
  sortRows,
  WINDOW_DAYS,
} from "~/lib/insights/search-report";

const empty = (): Funnel => ({ impressions: 0, clicks: 0, position: null, leads: 0, closed: 0, revenueCents: 0 });

interface SearchAgg {
  page: string;
  imp: number;
  clk: number;
  posw: number;
  pimp: number;
  pclk: number;
  pposw: number;
}
interface LeadAgg {
  path: string;
  leads: number;
  closed: number;
  rev: number;
  pleads: number;
  pclosed: number;
  prev: number;
}

/** Adds a page's funnel to a total (a place's, the site's); positions weighted by impressions. */
function add(into: Funnel, f: Funnel) {
  const weighted = (into.position ?? 0) * into.impressions + (f.position ?? 0) * f.impressions;
  into.impressions += f.impressions;
  into.clicks += f.clicks;
  into.position = into.impressions > 0 ? weighted / into.impressions : null;
  into.leads += f.leads;
  into.closed += f.closed;
  into.revenueCents += f.revenueCents;
}

/** Everything the screen's table and lists show, in two D1 round trips. */
export async function searchReport(
  db: D1Database,
  sort: Sort,
  origin: string,
  now = Date.now(),
): Promise<SearchReport> {
  const coverage = (await db
    .prepare("SELECT min(date) AS first, max(date) AS last, count(*) AS days FROM search_days")
    .first<{ first: string | null; last: string | null; days: number }>()) ?? { first: null, last: null, days: 0 };
  const end = coverage.last ?? addDays(dayOfMs(now), -1);
  const start = addDays(end, -(WINDOW_DAYS - 1));
  const prevEnd = addDays(start, -1);
  const prevStart = addDays(prevEnd, -(WINDOW_DAYS - 1));
  const [search, leads, tops] = await db.batch([
    db
      .prepare(
        `SELECT page,
           sum(CASE WHEN date >= ?1 THEN impressions ELSE 0 END) AS imp,
           sum(CASE WHEN date >= ?1 THEN clicks ELSE 0 END) AS clk,
           sum(CASE WHEN date >= ?1 THEN position * impressions ELSE 0 END) AS posw,
           sum(CASE WHEN date < ?1 THEN impressions ELSE 0 END) AS pimp,
           sum(CASE WHEN date < ?1 THEN clicks ELSE 0 END) AS pclk,
           sum(CASE WHEN date < ?1 THEN position * impressions ELSE 0 END) AS pposw
         FROM search_pages WHERE date >= ?2 AND date <= ?3 GROUP BY page`,
      )
      .bind(start, prevStart, end),
    db
      .prepare(
        `SELECT path,
           sum(created_at >= ?1) AS leads,
           sum(created_at >= ?1 AND closed_at IS NOT NULL) AS closed,
           sum(CASE WHEN created_at >= ?1 THEN coalesce(value_cents, 0) ELSE 0 END) AS rev,
           sum(created_at < ?1) AS pleads,
           sum(created_at < ?1 AND closed_at IS NOT NULL) AS pclosed,
           sum(CASE WHEN created_at < ?1 THEN coalesce(value_cents, 0) ELSE 0 END) AS prev
         FROM leads WHERE created_at >= ?2 AND created_at < ?3 GROUP BY path`,
      )
      .bind(startOfDayMs(start), startOfDayMs(prevStart), startOfDayMs(addDays(end, 1))),
    db
      .prepare(
        `SELECT page, query FROM (
           SELECT page, query, row_number() OVER (PARTITION BY page ORDER BY sum(impressions) DESC, query) AS rn
           FROM search_queries WHERE date >= ?1 AND date <= ?2 GROUP BY page, query)
         WHERE rn = 1`,
      )
      .bind(start, end),
  ]);
  const rows = new Map<string, FunnelRow>();
  const rowOf = (path: string) => {
    let r = rows.get(path);
    if (!r) {
      r = {
        key: path,
        place: placeOfPath(path),
        editHref: editHrefOf(path),
        openHref: siteHref(path, origin),
        topQuery: null,
        now: empty(),
        before: empty(),
      };
      rows.set(path, r);
    }
    return r;
  };
  for (const s of search!.results as unknown as SearchAgg[]) {
    const r = rowOf(s.page);
    Object.assign(r.now, { impressions: s.imp, clicks: s.clk, position: s.imp > 0 ? s.posw / s.imp : null });
    Object.assign(r.before, { impressions: s.pimp, clicks: s.pclk, position: s.pimp > 0 ? s.pposw / s.pimp : null });
  }
  for (const l of leads!.results as unknown as LeadAgg[]) {
    const r = rowOf(l.path);
    Object.assign(r.now, { leads: l.leads, closed: l.closed, revenueCents: l.rev });
    Object.assign(r.before, { leads: l.pleads, closed: l.pclosed, revenueCents: l.prev });
  }
  for (const t of tops!.results as unknown as { page: string; query: string }[]) {
    const r = rows.get(t.page);
    if (r) r.topQuery = t.query;
  }
  const pages = [...rows.values()];
  const places = new Map<string, FunnelRow>();
  const totals = { now: empty(), before: empty() };
  for (const p of pages) {
    add(totals.now, p.now);
    add(totals.before, p.before);
    if (!p.place) continue;
    let r = places.get(p.place);
    if (!r) {
      r = {
        key: p.place,
        place: p.place,
        editHref: null,
        openHref: null,
        topQuery: null,
        now: empty(),
        before: empty(),
      };
      places.set(p.place, r);
    }
    add(r.now, p.now);
    add(r.before, p.before);
  }
  const stats = pages.map((p) => ({
    ...p,
    path: p.key,
    impressions: p.now.impressions,
    clicks: p.now.clicks,
    position: p.now.position,
  }));
  return {
    // Contacts count up to today (the report adds the days after Google's newest; none in these tests' checks).
    window: { start, end, prevStart, prevEnd, leadsEnd: dayOfMs(now) },
    coverage,
    totals,
    pages: sortRows(pages, sort),
    places: sortRows([...places.values()], sort),
    near: nearFirstPage(stats),
    lowCtr: seenButNotClicked(stats),
  };
}

/** The searches a page was shown for, in the same two windows, most impressions first. */
export async function pageQueries(db: D1Database, report: SearchReport, path: string, limit = 50): Promise<QueryRow[]> {
  const { start, end, prevStart } = report.window;
  const rows = await db
    .prepare(
      `SELECT query,
         sum(CASE WHEN date >= ?1 THEN impressions ELSE 0 END) AS imp,
         sum(CASE WHEN date >= ?1 THEN clicks ELSE 0 END) AS clk,
         sum(CASE WHEN date >= ?1 THEN position * impressions ELSE 0 END) AS posw,
         sum(CASE WHEN date < ?1 THEN impressions ELSE 0 END) AS pimp,
         sum(CASE WHEN date < ?1 THEN clicks ELSE 0 END) AS pclk,
         sum(CASE WHEN date < ?1 THEN position * impressions ELSE 0 END) AS pposw
       FROM search_queries WHERE page = ?4 AND date >= ?2 AND date <= ?3
       GROUP BY query ORDER BY imp DESC, pimp DESC, query LIMIT ?5`,
    )
    .bind(start, prevStart, end, path, limit)
    .all<Omit<SearchAgg, "page"> & { query: string }>();
  return rows.results.map((r) => ({
    query: r.query,
    now: { impressions: r.imp, clicks: r.clk, position: r.imp > 0 ? r.posw / r.imp : null },
    before: { impressions: r.pimp, clicks: r.pclk, position: r.pimp > 0 ? r.pposw / r.pimp : null },
  }));
}
