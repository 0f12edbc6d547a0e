// Runs inside workerd beside the app (harness/probe.ts): every figure "Desempenho no Google" and
// "Cada página vale a pena?" show, computed by the app's own functions against the Worker's real D1,
// in one request: through Miniflare's proxy each of their hundreds of statements was a round trip between
// Node and workerd (tests/integration/insights-totals.test.ts compares them).
//   POST /figures { now, site, sort, queryPaths, figuresPath } → Figures
//   POST /vitals  { now, devices, refreshAt? } → each device's Web Vitals report (after the
//                 window merged as the cron at `refreshAt` merges it, when given)
import { type VerdictPeriod, verdictQuerySchema } from "~/lib/insights/page-verdicts";
import { pageFigures, pageVerdicts } from "~/lib/insights/page-verdicts.server";
import { pageQueries, searchReport } from "~/lib/insights/search-report.server";
import { type DeviceFilter, refreshVitalsWindow, webVitalsReport } from "~/lib/insights/web-vitals.server";

type Sort = Parameters<typeof searchReport>[1];

export interface PeriodFigures {
  period: VerdictPeriod;
  /** Every page of the verdicts' list, in order, until hasNext is false. */
  pages: Awaited<ReturnType<typeof pageVerdicts>>[];
}
export interface Figures {
  report: Awaited<ReturnType<typeof searchReport>>;
  queries: Awaited<ReturnType<typeof pageQueries>>[];
  periods: PeriodFigures[];
  figures: Awaited<ReturnType<typeof pageFigures>>;
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
      periods.push({ period, pages });
    }
    const figures = await pageFigures(db, body.figuresPath, body.now);
    return Response.json({ report, queries, periods, figures } satisfies Figures);
  },
};
