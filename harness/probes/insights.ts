// Runs inside workerd beside the app (harness/probe.ts): every figure "Desempenho no Google" and
// "Cada página vale a pena?" show, computed by the app's own functions against the Worker's real D1,
// and the same sums by the old per-view SQL (page-verdicts.server.ts before migration 0017), in one
// request: through Miniflare's proxy each of their hundreds of statements was a round trip between
// Node and workerd (tests/integration/insights-totals.test.ts compares them).
//   POST /figures { now, site, sort, queryPaths, figuresPath } → Figures
//   POST /vitals  { now, devices, refreshAt? } → each device's Web Vitals report (after the
//                 window merged as the cron at `refreshAt` merges it, when given)
import { addDays, startOfDayMs } from "~/lib/insights/days";
import { PROPOSAL_DAYS, periodStartDay, type VerdictPeriod, verdictQuerySchema } from "~/lib/insights/page-verdicts";
import { pageFigures, pageVerdicts } from "~/lib/insights/page-verdicts.server";
import { pageQueries, searchReport } from "~/lib/insights/search-report.server";
import { type DeviceFilter, refreshVitalsWindow, webVitalsReport } from "~/lib/insights/web-vitals.server";

type Sort = Parameters<typeof searchReport>[1];

export interface OldSum {
  page: string;
  imp: number;
  clk: number;
  posw: number;
  imp90: number;
}
export interface OldLeads {
  path: string;
  leads: number;
  closed: number;
  cents: number;
  leads90: number;
}
export interface PeriodFigures {
  period: VerdictPeriod;
  old: OldSum[];
  oldLeads: OldLeads[];
  /** Every page of the verdicts' list, in order, until hasNext is false. */
  pages: Awaited<ReturnType<typeof pageVerdicts>>[];
}
export interface Figures {
  report: Awaited<ReturnType<typeof searchReport>>;
  queries: Awaited<ReturnType<typeof pageQueries>>[];
  periods: PeriodFigures[];
  figures: Awaited<ReturnType<typeof pageFigures>>;
}

/** The old "Vale a pena" sums of a period, per path (page-verdicts.server.ts before 0017). */
async function oldVerdictSums(db: D1Database, period: VerdictPeriod, end: string): Promise<OldSum[]> {
  const start = periodStartDay(period, end);
  const d90 = addDays(end, -(PROPOSAL_DAYS - 1));
  const { results } = await db
    .prepare(
      `SELECT page,
         sum(CASE WHEN date >= ?1 THEN impressions ELSE 0 END) AS imp,
         sum(CASE WHEN date >= ?1 THEN clicks ELSE 0 END) AS clk,
         sum(CASE WHEN date >= ?1 THEN position * impressions ELSE 0 END) AS posw,
         sum(CASE WHEN date >= ?2 THEN impressions ELSE 0 END) AS imp90
       FROM search_pages WHERE date >= ?3 AND date <= ?4 GROUP BY page`,
    )
    // biome-ignore lint/complexity/useMathMinMax: ISO days compare as strings; Math.min would make them NaN.
    .bind(start, d90, start < d90 ? start : d90, end)
    .all<OldSum>();
  return results;
}

/** The old "Vale a pena" contacts of a period, per path. */
async function oldVerdictLeads(db: D1Database, period: VerdictPeriod, end: string): Promise<OldLeads[]> {
  const start = periodStartDay(period, end);
  const d90 = addDays(end, -(PROPOSAL_DAYS - 1));
  const { results } = await db
    .prepare(
      `SELECT path,
         sum(created_at >= ?1) AS leads,
         sum(created_at >= ?1 AND closed_at IS NOT NULL) AS closed,
         sum(CASE WHEN created_at >= ?1 AND closed_at IS NOT NULL THEN coalesce(value_cents, 0) ELSE 0 END) AS cents,
         sum(created_at >= ?2) AS leads90
       FROM leads WHERE created_at >= ?3 AND created_at < ?4 GROUP BY path`,
    )
    .bind(
      startOfDayMs(start),
      startOfDayMs(d90),
      // biome-ignore lint/complexity/useMathMinMax: ISO days compare as strings; Math.min would make them NaN.
      startOfDayMs(start < d90 ? start : d90),
      startOfDayMs(addDays(end, 1)),
    )
    .all<OldLeads>();
  return results;
}

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/vitals") {
      const { now, devices, refreshAt } = (await request.json()) as {
        now: number;
        devices: DeviceFilter[];
        refreshAt?: number;
      };
      if (refreshAt !== undefined) await refreshVitalsWindow(env.DB, refreshAt);
      const reports = [];
      for (const device of devices) reports.push(await webVitalsReport(env.DB, device, now));
      return Response.json(reports);
    }
    if (pathname !== "/figures") return new Response("not found", { status: 404 });
    const body = (await request.json()) as {
      now: number;
      site: string;
      sort: Sort;
      queryPaths: string[];
      figuresPath: string;
    };
    const db = env.DB;
    const report = await searchReport(db, body.sort, body.site, body.now);
    const queries = [];
    for (const path of body.queryPaths) queries.push(await pageQueries(db, report, path));
    const end = report.coverage.last;
    const periods: PeriodFigures[] = [];
    for (const period of ["28-dias", "3-meses", "16-meses"] as const) {
      const pages = [];
      for (let pagina = 1; ; pagina++) {
        const v = await pageVerdicts(
          db,
          [],
          verdictQuerySchema.parse({ periodo: period, pagina }),
          undefined,
          body.now,
        );
        pages.push(v);
        if (!v.hasNext) break;
      }
      periods.push({
        period,
        old: end ? await oldVerdictSums(db, period, end) : [],
        oldLeads: end ? await oldVerdictLeads(db, period, end) : [],
        pages,
      });
    }
    const figures = await pageFigures(db, body.figuresPath, body.now);
    return Response.json({ report, queries, periods, figures } satisfies Figures);
  },
};
