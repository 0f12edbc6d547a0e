// "Cada página vale a pena?" from the data the site already has: the public pages (the sitemap's
// own list, sitemapGroups, and the generated pages' listing metadata — no KV value read), Search
// Console's sums per page (search-totals.server.ts: written by the import, one row per page over
// each period and the last 90 days) and the leads summed per path in D1: two statements in one
// batch after the coverage, so a view reads one row per page searched and the period's leads.
import { closestPage, type ClosestPage } from "~/lib/pages/closest-page";
import { indexMessage } from "~/lib/gate/index-messages";
import type { PageSummary } from "~/lib/pages/page-record";
import { sellerTextTargets } from "~/lib/pages/seller-text.server";
import { type ShownJobs, jobLabel, sitemapGroups } from "~/lib/seo/public-routes";
import { JOB_ID_PATTERN, hasOwnPage, jobPath, OWN_PAGE_MIN_WORDS } from "~/lib/jobs-done/job-done";
import { pageTopicOf } from "~/lib/html-stage/title-topic";
import { addDays, dayOfMs, daysBetween, startOfDayMs } from "./days";
import {
  type Figures,
  PROPOSAL_DAYS,
  type VerdictPeriod,
  type VerdictQuery,
  type VerdictRow,
  VERDICTS_PER_PAGE,
  periodStartDay,
  sortVerdicts,
} from "./page-verdicts";
import {
  LEAD_COLUMNS,
  type LeadSums,
  leadSumsOf,
  leadSumsStatements,
  type RecentLeads,
  recentLeadsStatement,
} from "./lead-sums.server";
import { type PageTotals, pageTotals, searchCoverage, searchFigures, totalsStatement } from "./search-totals.server";

interface LeadSum {
  path: string;
  leads: number;
  closed: number;
  cents: number;
  leads90: number;
}

export interface Coverage {
  first: string | null;
  last: string | null;
}

export interface PageVerdicts {
  /** Google's days (start to end) and the last day contacts count (today). */
  window: { start: string; end: string; leadsEnd: string };
  coverage: Coverage;
  /** Search Console's data covers the last 90 days: a page without impressions really had none. */
  judged: boolean;
  totals: { pages: number; proposed: number; outOfGoogle: number };
  rows: (VerdictRow & { closest: ClosestPage | null })[];
  pagina: number;
  hasNext: boolean;
}

const noFigures = (): Figures => ({ impressions: 0, clicks: 0, position: null, leads: 0, closed: 0, closedCents: 0 });

/** The newest day Search Console has published (it is ~2 days late), else yesterday. */
async function coverageOf(db: D1Database): Promise<Coverage> {
  const { first, last } = await searchCoverage(db);
  return { first, last };
}

/** Per path: Search Console's sums, and the contacts from `start` to `end` and of the 90 days to `end`. */
async function sums(db: D1Database, start: string, end: string) {
  const d90 = addDays(end, -(PROPOSAL_DAYS - 1));
  const from = start < d90 ? start : d90;
  const [search, bounds, kept, recent] = await db.batch([
    totalsStatement(db),
    ...leadSumsStatements(db),
    recentLeadsStatement(db, end),
  ]);
  const sums = leadSumsOf([bounds!, kept!], end);
  const leads: LeadSum[] = sums
    ? sums.map((l) => ({ path: l.path, ...periodLeads(l, start, end), leads90: l.l90 }))
    : (
        await db
          .prepare(
            `SELECT path,
               sum(created_at >= ?1) AS leads,
               sum(created_at >= ?1 AND closed_at IS NOT NULL) AS closed,
               sum(CASE WHEN created_at >= ?1 AND closed_at IS NOT NULL THEN coalesce(value_cents, 0) ELSE 0 END) AS cents,
               sum(created_at >= ?2) AS leads90
             FROM leads WHERE created_at >= ?3 AND created_at < ?4 GROUP BY path`,
          )
          .bind(startOfDayMs(start), startOfDayMs(d90), startOfDayMs(from), startOfDayMs(addDays(end, 1)))
          .all<LeadSum>()
      ).results;
  const byPath = new Map(leads.map((l) => [l.path, { ...l }]));
  // The contacts since Google's newest day, up to today: every figure's contacts end today.
  for (const r of recent!.results as unknown as RecentLeads[]) {
    const l = byPath.get(r.path) ?? { path: r.path, leads: 0, closed: 0, cents: 0, leads90: 0 };
    l.leads += r.leads;
    l.closed += r.closed;
    l.cents += r.cents;
    l.leads90 += r.leads;
    byPath.set(r.path, l);
  }
  return {
    search: new Map((search!.results as unknown as PageTotals[]).map((s) => [s.page, s])),
    leads: byPath,
  };
}

/** A path's contacts over the period that starts on `start` (28 days, 3 or 16 months to `end`). */
function periodLeads(l: LeadSums, start: string, end: string): { leads: number; closed: number; cents: number } {
  if (start === addDays(end, -27)) return { leads: l.leads, closed: l.closed, cents: l.cents };
  if (start === periodStartDay("3-meses", end)) return { leads: l.l3, closed: l.k3, cents: l.v3 };
  return { leads: l.l16, closed: l.k16, cents: l.v16 };
}

const WINDOW_OF: Record<VerdictPeriod, "28" | "3" | "16"> = { "28-dias": "28", "3-meses": "3", "16-meses": "16" };

function figuresOf(s: PageTotals | undefined, period: VerdictPeriod, l: LeadSum | undefined): Figures {
  return {
    ...searchFigures(s, WINDOW_OF[period]),
    leads: l?.leads ?? 0,
    closed: l?.closed ?? 0,
    closedCents: l?.cents ?? 0,
  };
}

interface PublicPage {
  path: string;
  label: string;
  summary: PageSummary | null;
  canonicalElsewhere: boolean;
  /** A job done's page: its id and the day it was done (its age). */
  job: { id: string; doneOn: string; ownPage: boolean } | null;
}

/**
 * The public pages as the sitemap lists them, each once, with what may be said of its index; then
 * the jobs whose page is public but noindex (too little text of their own), which the sitemap leaves out.
 */
function publicPages(generated: PageSummary[], shown: ShownJobs): PublicPage[] {
  const out: PublicPage[] = [];
  const seen = new Set<string>();
  const bySlug = new Map(generated.map((p) => [p.slug, p]));
  const jobs = new Map(shown.jobs.map((j) => [jobPath(j.id), j]));
  for (const group of sitemapGroups(generated, shown)) {
    for (const link of [...group.links, ...(group.groups ?? []).flatMap((g) => g.links)]) {
      if (seen.has(link.path)) continue;
      seen.add(link.path);
      const slug = link.path.startsWith("/links-uteis/") ? link.path.slice("/links-uteis/".length) : null;
      const job = jobs.get(link.path);
      out.push({
        path: link.path,
        label: link.label,
        summary: slug ? (bySlug.get(slug) ?? null) : null,
        canonicalElsewhere: group.indexable === false,
        job: job ? { id: job.id, doneOn: job.doneOn, ownPage: true } : null,
      });
    }
  }
  for (const job of shown.jobs) {
    const path = jobPath(job.id);
    if (seen.has(path) || hasOwnPage(job) || !JOB_ID_PATTERN.test(job.id)) continue;
    seen.add(path);
    out.push({
      path,
      label: jobLabel(job),
      summary: null,
      canonicalElsewhere: false,
      job: { id: job.id, doneOn: job.doneOn, ownPage: false },
    });
  }
  return out;
}

const SHORT_JOB = `Fora do Google: a obra tem menos de ${OWN_PAGE_MIN_WORDS} palavras próprias (descrição e depoimento). Conte mais sobre ela para a página entrar no Google.`;

/** Every public page's row for `query` (the page of rows the screen shows, sorted). */
export async function pageVerdicts(
  db: D1Database,
  pages: PageSummary[],
  query: VerdictQuery,
  /** The published jobs done: each has a public page. */
  jobsDone: ShownJobs = { touched: {}, jobs: [] },
  now = Date.now(),
): Promise<PageVerdicts> {
  const coverage = await coverageOf(db);
  const end = coverage.last ?? addDays(dayOfMs(now), -1);
  const start = periodStartDay(query.periodo, end);
  const judged = coverage.first !== null && coverage.first <= addDays(end, -(PROPOSAL_DAYS - 1));
  const published = pages.filter((p) => p.status === "published");
  const { search, leads } = await sums(db, start, end);
  const editable = new Set(sellerTextTargets().map((t) => t.path));
  const rows: VerdictRow[] = publicPages(published, jobsDone).map(
    ({ path, label, summary, canonicalElsewhere, job }) => {
      const s = search.get(path);
      const l = leads.get(path);
      const reason = summary
        ? (indexMessage(summary) ?? "")
        : canonicalElsewhere
          ? "Fora do Google de propósito: a página do lugar é a principal, e o Google recebe só ela."
          : job && !job.ownPage
            ? SHORT_JOB
            : "";
      const made = summary ? summary.created_at.slice(0, 10) : job ? job.doneOn.slice(0, 10) : null;
      const ageDays = made ? Math.max(0, daysBetween(made, end)) : null;
      const idle = (s?.imp90 ?? 0) === 0 && (l?.leads90 ?? 0) === 0;
      const old = ageDays === null || ageDays >= PROPOSAL_DAYS;
      const row: VerdictRow = {
        path,
        label,
        slug: summary?.slug ?? null,
        indexed: reason === "",
        reason,
        sellerNoindex: summary?.ixr === "seller",
        figures: figuresOf(s, query.periodo, l),
        last90: { impressions: s?.imp90 ?? 0, leads: l?.leads90 ?? 0 },
        ageDays,
        proposal: null,
        editHref: summary
          ? `/admin/paginas/${summary.slug}/editar`
          : job
            ? `/admin/obras/${job.id}`
            : editable.has(path)
              ? `/admin/textos?pagina=${encodeURIComponent(path)}`
              : null,
        kind: summary ? "gerada" : job ? "obra" : "site",
      };
      // Judged only on Search Console's data: without it "no impression" means "not known".
      if (judged && idle && old && !canonicalElsewhere) {
        if (summary) row.proposal = "remover";
        else if (job || editable.has(path)) row.proposal = "melhorar";
      }
      return row;
    },
  );
  const sorted = sortVerdicts(rows, query.ordem);
  const from = (query.pagina - 1) * VERDICTS_PER_PAGE;
  const shown = sorted.slice(from, from + VERDICTS_PER_PAGE);
  // Where a trash would send each proposed page's visitors, said before the seller taps.
  const indexable = published.filter((p) => p.ix === 1);
  const memo = new Map<string, ReturnType<typeof pageTopicOf>>();
  const topicOf = (title: string) => {
    const known = memo.get(title);
    if (known) return known;
    const t = pageTopicOf(title);
    memo.set(title, t);
    return t;
  };
  return {
    window: { start, end, leadsEnd: dayOfMs(now) },
    coverage,
    judged,
    totals: {
      pages: rows.length,
      proposed: rows.filter((r) => r.proposal).length,
      outOfGoogle: rows.filter((r) => !r.indexed).length,
    },
    rows: shown.map((r) => ({
      ...r,
      closest: r.slug && r.proposal ? closestPage({ slug: r.slug, title: r.label }, indexable, topicOf) : null,
    })),
    pagina: query.pagina,
    hasNext: sorted.length > from + VERDICTS_PER_PAGE,
  };
}

/** One page's figures over each period, for its edit screen: its sums row and its leads. */
export async function pageFigures(
  db: D1Database,
  path: string,
  now = Date.now(),
): Promise<{ end: string | null; periods: { period: VerdictPeriod; figures: Figures }[] }> {
  const coverage = await coverageOf(db);
  const end = coverage.last ?? addDays(dayOfMs(now), -1);
  const periods: VerdictPeriod[] = ["28-dias", "3-meses", "16-meses"];
  const starts = periods.map((p) => periodStartDay(p, end));
  const [totals, [bounds, kept]] = await Promise.all([
    pageTotals(db, path),
    db.batch([
      db.prepare("SELECT s, e FROM lead_bounds WHERE id = 1"),
      db.prepare(`SELECT path, ${LEAD_COLUMNS.join(", ")} FROM lead_sums WHERE path = ?1`).bind(path),
    ]),
  ]);
  const sums = leadSumsOf([bounds!, kept!], end);
  const row = sums?.[0];
  const leads: Record<string, number | null> | null = sums
    ? row
      ? {
          l1: row.leads,
          k1: row.closed,
          v1: row.cents,
          l2: row.l3,
          k2: row.k3,
          v2: row.v3,
          l3: row.l16,
          k3: row.k16,
          v3: row.v16,
        }
      : {}
    : await db
        .prepare(
          `SELECT
         sum(created_at >= ?1) AS l1, sum(created_at >= ?1 AND closed_at IS NOT NULL) AS k1,
         sum(CASE WHEN created_at >= ?1 AND closed_at IS NOT NULL THEN coalesce(value_cents, 0) ELSE 0 END) AS v1,
         sum(created_at >= ?2) AS l2, sum(created_at >= ?2 AND closed_at IS NOT NULL) AS k2,
         sum(CASE WHEN created_at >= ?2 AND closed_at IS NOT NULL THEN coalesce(value_cents, 0) ELSE 0 END) AS v2,
         count(*) AS l3, sum(closed_at IS NOT NULL) AS k3,
         sum(CASE WHEN closed_at IS NOT NULL THEN coalesce(value_cents, 0) ELSE 0 END) AS v3
       FROM leads WHERE path = ?4 AND created_at >= ?3 AND created_at < ?5`,
        )
        .bind(
          startOfDayMs(starts[0]!),
          startOfDayMs(starts[1]!),
          startOfDayMs(starts[2]!),
          path,
          startOfDayMs(addDays(end, 1)),
        )
        .first<Record<string, number | null>>();
  const l = leads ?? {};
  return {
    end: coverage.last,
    periods: periods.map((period, i) => {
      const n = i + 1;
      const figures = { ...noFigures(), ...searchFigures(totals, WINDOW_OF[period]) };
      figures.leads = l[`l${n}`] ?? 0;
      figures.closed = l[`k${n}`] ?? 0;
      figures.closedCents = l[`v${n}`] ?? 0;
      return { period, figures };
    }),
  };
}
