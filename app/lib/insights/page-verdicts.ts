// "Cada página vale a pena?": every public page with whether Google may index it (and why not),
// its Search Console figures and the contacts and closed value it brought, for a period; sorted by
// what needs the seller first. A page at least 90 days old with no impression and no contact in
// the last 90 days is proposed for improvement or removal. The pure part: periods, ranks, order.
import { z } from "zod";
import { addDays, monthsBefore } from "./days";

export const VERDICT_PERIODS = [
  { id: "28-dias", label: "28 dias" },
  { id: "3-meses", label: "3 meses" },
  { id: "16-meses", label: "16 meses" },
] as const;
export type VerdictPeriod = (typeof VERDICT_PERIODS)[number]["id"];

export const VERDICT_SORTS = [
  { id: "atencao", label: "O que precisa de atenção" },
  { id: "impressoes", label: "Mais impressões" },
  { id: "cliques", label: "Mais cliques" },
  { id: "contatos", label: "Mais contatos" },
  { id: "valor", label: "Maior valor fechado" },
] as const;
export type VerdictSort = (typeof VERDICT_SORTS)[number]["id"];

/** A page is judged on the last 90 days, once it is at least that old. */
export const PROPOSAL_DAYS = 90;
export const VERDICTS_PER_PAGE = 25;

/** The screen's query string, checked: each field's message in Portuguese. */
export const verdictQuerySchema = z.object({
  periodo: z
    .enum(VERDICT_PERIODS.map((p) => p.id) as [VerdictPeriod, ...VerdictPeriod[]], {
      error: "Escolha um dos períodos da lista.",
    })
    .default("28-dias"),
  ordem: z
    .enum(VERDICT_SORTS.map((s) => s.id) as [VerdictSort, ...VerdictSort[]], {
      error: "Escolha uma das ordens da lista.",
    })
    .default("atencao"),
  pagina: z.coerce
    .number({ error: "Página inválida." })
    .int("Página inválida.")
    .min(1, "Página inválida.")
    .max(1000, "Página inválida.")
    .default(1),
});
export type VerdictQuery = z.output<typeof verdictQuerySchema>;

/** The first day of a period ending on `end` (both counted). */
export function periodStartDay(period: VerdictPeriod, end: string): string {
  if (period === "28-dias") return addDays(end, -27);
  return addDays(monthsBefore(end, period === "3-meses" ? 3 : 16), 1);
}

export interface Figures {
  impressions: number;
  clicks: number;
  /** Average position weighted by impressions; null without impressions. */
  position: number | null;
  leads: number;
  closed: number;
  closedCents: number;
}

/** What the seller may do about a page proposed for improvement or removal. */
export type Proposal = "remover" | "melhorar";

export interface VerdictRow {
  path: string;
  label: string;
  /** A generated page's slug (the three actions apply to it); null for the site's own pages. */
  slug: string | null;
  /** Google may index it (the gate's verdict, the seller's choice, the page's canonical). */
  indexed: boolean;
  /** Why not, in the seller's words ("" when indexed). */
  reason: string;
  /** The seller's own "tirar do Google". */
  sellerNoindex: boolean;
  figures: Figures;
  /** Impressions and contacts of the last 90 days, what the proposal is judged on. */
  last90: { impressions: number; leads: number };
  /** Days since the page was made (null: a page of the site's own, as old as the site). */
  ageDays: number | null;
  proposal: Proposal | null;
  editHref: string | null;
  /** A generated page, a job done's page (/obras/{id}) or one of the site's own pages. */
  kind: "gerada" | "obra" | "site";
}

/**
 * 0 first: a generated page proposed for removal; 1 a page that needs his text; 2 a generated page
 * kept out of Google by the gate or a job with too little text of its own (a place's canonical
 * page elsewhere is out on purpose); 3 seen on Google but never clicked; 4 the rest.
 */
export function attentionRank(row: VerdictRow): number {
  if (row.proposal === "remover") return 0;
  if (row.proposal === "melhorar") return 1;
  if (!row.indexed && !row.sellerNoindex && row.kind !== "site") return 2;
  if (row.figures.impressions > 0 && row.figures.clicks === 0) return 3;
  return 4;
}

const byNumber = (pick: (r: VerdictRow) => number) => (a: VerdictRow, b: VerdictRow) => pick(b) - pick(a);

export function sortVerdicts(rows: VerdictRow[], sort: VerdictSort): VerdictRow[] {
  const tie = (a: VerdictRow, b: VerdictRow) => a.path.localeCompare(b.path);
  const compare: Record<VerdictSort, (a: VerdictRow, b: VerdictRow) => number> = {
    // Within a rank, the pages that bring the least come first.
    atencao: (a, b) =>
      attentionRank(a) - attentionRank(b) ||
      a.figures.impressions - b.figures.impressions ||
      a.figures.leads - b.figures.leads,
    impressoes: byNumber((r) => r.figures.impressions),
    cliques: byNumber((r) => r.figures.clicks),
    contatos: byNumber((r) => r.figures.leads),
    valor: byNumber((r) => r.figures.closedCents),
  };
  return [...rows].sort((a, b) => compare[sort](a, b) || tie(a, b));
}
