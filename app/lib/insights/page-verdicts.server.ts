// "Cada página vale a pena?" from the data the site already has: the public pages (the sitemap's
// own list, sitemapGroups, and the generated pages' listing metadata — no KV value read), Search
// Console's rows and the leads, each summed per path in D1 over the period and the last 90 days:
// two statements in one batch after the coverage, so a view reads the period's search rows and
// leads once, however many pages the site has.
import { closestPage, type ClosestPage } from "~/lib/pages/closest-page";
import { indexMessage } from "~/lib/gate/index-messages";
import type { PageSummary } from "~/lib/pages/page-record";
import { sellerTextTargets } from "~/lib/pages/seller-text.server";
import { sitemapGroups } from "~/lib/seo/public-routes";
import { pageTopicOf } from "~/lib/generation/title-topic";
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

interface SearchSum {
  page: string;
  imp: number;
  clk: number;
  posw: number;
  imp90: number;
}
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
  window: { start: string; end: string };
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
  return (
    (await db
      .prepare("SELECT min(date) AS first, max(date) AS last FROM search_days")
      .first<{ first: string | null; last: string | null }>()) ?? { first: null, last: null }
  );
}

/** Per path: the figures from `start` to `end` and the impressions and contacts of the 90 days to `end`. */
async function sums(db: D1Database, start: string, end: string) {
  const d90 = addDays(end, -(PROPOSAL_DAYS - 1));
  const from = start < d90 ? start : d90;
  const [search, leads] = await db.batch([
    db
      .prepare(
        `SELECT page,
           sum(CASE WHEN date >= ?1 THEN impressions ELSE 0 END) AS imp,
           sum(CASE WHEN date >= ?1 THEN clicks ELSE 0 END) AS clk,
           sum(CASE WHEN date >= ?1 THEN position * impressions ELSE 0 END) AS posw,
           sum(CASE WHEN date >= ?2 THEN impressions ELSE 0 END) AS imp90
         FROM search_pages WHERE date >= ?3 AND date <= ?4 GROUP BY page`,
      )
      .bind(start, d90, from, end),
    db
      .prepare(
        `SELECT path,
           sum(created_at >= ?1) AS leads,
           sum(created_at >= ?1 AND closed_at IS NOT NULL) AS closed,
           sum(CASE WHEN created_at >= ?1 AND closed_at IS NOT NULL THEN coalesce(value_cents, 0) ELSE 0 END) AS cents,
           sum(created_at >= ?2) AS leads90
         FROM leads WHERE created_at >= ?3 AND created_at < ?4 GROUP BY path`,
      )
      .bind(startOfDayMs(start), startOfDayMs(d90), startOfDayMs(from), startOfDayMs(addDays(end, 1))),
  ]);
  return {
    search: new Map((search!.results as unknown as SearchSum[]).map((s) => [s.page, s])),
    leads: new Map((leads!.results as unknown as LeadSum[]).map((l) => [l.path, l])),
  };
}

function figuresOf(s: SearchSum | undefined, l: LeadSum | undefined): Figures {
  return {
    impressions: s?.imp ?? 0,
    clicks: s?.clk ?? 0,
    position: s && s.imp > 0 ? s.posw / s.imp : null,
    leads: l?.leads ?? 0,
    closed: l?.closed ?? 0,
    closedCents: l?.cents ?? 0,
  };
}

/** The public pages as the sitemap lists them, each once, with what may be said of its index. */
function publicPages(generated: PageSummary[]) {
  const out: { path: string; label: string; summary: PageSummary | null; canonicalElsewhere: boolean }[] = [];
  const seen = new Set<string>();
  const bySlug = new Map(generated.map((p) => [p.slug, p]));
  for (const group of sitemapGroups(generated)) {
    for (const link of [...group.links, ...(group.groups ?? []).flatMap((g) => g.links)]) {
      if (seen.has(link.path)) continue;
      seen.add(link.path);
      const slug = link.path.startsWith("/links-uteis/") ? link.path.slice("/links-uteis/".length) : null;
      out.push({
        path: link.path,
        label: link.label,
        summary: slug ? (bySlug.get(slug) ?? null) : null,
        canonicalElsewhere: group.indexable === false,
      });
    }
  }
  return out;
}

/** Every public page's row for `query` (the page of rows the screen shows, sorted). */
export async function pageVerdicts(
  db: D1Database,
  pages: PageSummary[],
  query: VerdictQuery,
  now = Date.now(),
): Promise<PageVerdicts> {
  const coverage = await coverageOf(db);
  const end = coverage.last ?? addDays(dayOfMs(now), -1);
  const start = periodStartDay(query.periodo, end);
  const judged = coverage.first !== null && coverage.first <= addDays(end, -(PROPOSAL_DAYS - 1));
  const published = pages.filter((p) => p.status === "published");
  const { search, leads } = await sums(db, start, end);
  const editable = new Set(sellerTextTargets().map((t) => t.path));
  const rows: VerdictRow[] = publicPages(published).map(({ path, label, summary, canonicalElsewhere }) => {
    const s = search.get(path);
    const l = leads.get(path);
    const reason = summary
      ? (indexMessage(summary) ?? "")
      : canonicalElsewhere
        ? "Fora do Google de propósito: a página do lugar é a principal (endereço canônico)."
        : "";
    const ageDays = summary ? daysBetween(summary.created_at.slice(0, 10), end) : null;
    const idle = (s?.imp90 ?? 0) === 0 && (l?.leads90 ?? 0) === 0;
    const old = ageDays === null || ageDays >= PROPOSAL_DAYS;
    const row: VerdictRow = {
      path,
      label,
      slug: summary?.slug ?? null,
      indexed: reason === "",
      reason,
      sellerNoindex: summary?.ixr === "seller",
      figures: figuresOf(s, l),
      last90: { impressions: s?.imp90 ?? 0, leads: l?.leads90 ?? 0 },
      ageDays,
      proposal: null,
      editHref: summary
        ? `/admin/paginas/${summary.slug}/editar`
        : editable.has(path)
          ? `/admin/textos?pagina=${encodeURIComponent(path)}`
          : null,
    };
    // Judged only on Search Console's data: without it "no impression" means "not known".
    if (judged && idle && old && !canonicalElsewhere) {
      if (summary) row.proposal = "remover";
      else if (editable.has(path)) row.proposal = "melhorar";
    }
    return row;
  });
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
    window: { start, end },
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

/** One page's figures over each period, for its edit screen: one batch of two statements. */
export async function pageFigures(
  db: D1Database,
  path: string,
  now = Date.now(),
): Promise<{ end: string | null; periods: { period: VerdictPeriod; figures: Figures }[] }> {
  const coverage = await coverageOf(db);
  const end = coverage.last ?? addDays(dayOfMs(now), -1);
  const periods: VerdictPeriod[] = ["28-dias", "3-meses", "16-meses"];
  const starts = periods.map((p) => periodStartDay(p, end));
  const [search, leads] = await db.batch([
    db
      .prepare(
        `SELECT
           sum(CASE WHEN date >= ?1 THEN impressions ELSE 0 END) AS i1,
           sum(CASE WHEN date >= ?1 THEN clicks ELSE 0 END) AS c1,
           sum(CASE WHEN date >= ?1 THEN position * impressions ELSE 0 END) AS p1,
           sum(CASE WHEN date >= ?2 THEN impressions ELSE 0 END) AS i2,
           sum(CASE WHEN date >= ?2 THEN clicks ELSE 0 END) AS c2,
           sum(CASE WHEN date >= ?2 THEN position * impressions ELSE 0 END) AS p2,
           sum(impressions) AS i3, sum(clicks) AS c3, sum(position * impressions) AS p3
         FROM search_pages WHERE page = ?4 AND date >= ?3 AND date <= ?5`,
      )
      .bind(starts[0], starts[1], starts[2], path, end),
    db
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
      ),
  ]);
  const s = (search!.results[0] ?? {}) as Record<string, number | null>;
  const l = (leads!.results[0] ?? {}) as Record<string, number | null>;
  return {
    end: coverage.last,
    periods: periods.map((period, i) => {
      const n = i + 1;
      const impressions = s[`i${n}`] ?? 0;
      const figures = noFigures();
      figures.impressions = impressions;
      figures.clicks = s[`c${n}`] ?? 0;
      figures.position = impressions > 0 ? (s[`p${n}`] ?? 0) / impressions : null;
      figures.leads = l[`l${n}`] ?? 0;
      figures.closed = l[`k${n}`] ?? 0;
      figures.closedCents = l[`v${n}`] ?? 0;
      return { period, figures };
    }),
  };
}
