// The "Desempenho no Google" report: per page and per place, the last 28 days against the 28
// before — impressions, clicks, CTR, average position (Search Console) joined on the page's path
// with contacts, closed quotes and revenue (the leads table). The 28 days end on the newest day
// Search Console has published (it is ~2 days late); contacts are counted from the same first day
// up to today (a contact of today is in "Contatos" already), and the screen says which days each
// figure covers. Search Console's side is read from the sums the import wrote
// (search-totals.server.ts): one row per page, whatever the months of data.
import { addDays, dayOfMs, periodBounds } from "./days";
import { editHrefOf, nearFirstPage, placeOfPath, seenButNotClicked, siteHref } from "./search-pages";
import { leadSumsOf, leadSumsStatements, type RecentLeads, recentLeadsStatement } from "./lead-sums.server";
import { type PageTotals, searchCoverage, searchFigures, totalsStatement } from "./search-totals.server";
import { type Funnel, type FunnelRow, type QueryRow, type SearchReport, type Sort, sortRows } from "./search-report";

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

/** Everything the screen's table and lists show: Search Console's sums (search-totals) and the leads. */
export async function searchReport(
  db: D1Database,
  sort: Sort,
  origin: string,
  now = Date.now(),
): Promise<SearchReport> {
  const coverage = await searchCoverage(db);
  const end = coverage.last ?? addDays(dayOfMs(now), -1);
  const period = periodBounds(end);
  const { start, prevStart, prevEnd } = period;
  const [sums, bounds, kept, recent] = await db.batch([
    totalsStatement(db),
    ...leadSumsStatements(db),
    recentLeadsStatement(db, end),
  ]);
  const search = (sums!.results as unknown as PageTotals[]).filter((t) => t.recent === 1);
  // The contacts' sums (lead-sums.server.ts) when they are of these windows, else the contacts.
  const leads: LeadAgg[] =
    leadSumsOf([bounds!, kept!], end)?.filter((l) => l.leads + l.pleads > 0) ??
    (
      await db
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
        .bind(period.s, period.ps, period.e)
        .all<LeadAgg>()
    ).results;
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
  for (const s of search) {
    const r = rowOf(s.page);
    Object.assign(r.now, searchFigures(s, "28"));
    Object.assign(r.before, searchFigures(s, "prev"));
  }
  for (const l of leads) {
    const r = rowOf(l.path);
    Object.assign(r.now, { leads: l.leads, closed: l.closed, revenueCents: l.rev });
    Object.assign(r.before, { leads: l.pleads, closed: l.pclosed, revenueCents: l.prev });
  }
  // The contacts since Google's newest day, up to today: the period's contacts end today.
  for (const l of recent!.results as unknown as RecentLeads[]) {
    const r = rowOf(l.path);
    r.now.leads += l.leads;
    r.now.closed += l.closed;
    r.now.revenueCents += l.cents;
  }
  for (const t of search) {
    const r = rows.get(t.page);
    if (r) r.topQuery = t.topQuery;
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
    window: { start, end, prevStart, prevEnd, leadsEnd: dayOfMs(now) },
    coverage,
    totals,
    pages: sortRows(pages, sort),
    places: sortRows([...places.values()], sort),
    near: nearFirstPage(stats),
    lowCtr: seenButNotClicked(stats),
  };
}

/** The searches a page was shown for, in the same two windows, most impressions first (its rows only: search_queries_page). */
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
