// Generation jobs as the tool screens see them (the server side is jobs.server.ts).

/** Batch result item: success flag, title, error text; `skipped` when the slug existed. */
export interface BatchItem {
  index: number;
  title: string;
  slug: string;
  success: boolean;
  skipped: boolean;
  error?: string;
  /** AI tokens billed for this item (AI tools only). */
  tokens?: number;
  /** AI requests made for this item, retries included. */
  attempts?: number;
  /** Second-opinion requests the claims check made for this item (claims/second-opinion.server.ts). */
  opinions?: number;
  /** Saved as a draft, not published: too similar to a published page (`note` says which). */
  draft?: boolean;
  /** Saved as a draft waiting in "Para revisar": nobody has read it yet (review-queue/). */
  review?: boolean;
  /** Published, but kept out of the index by the uniqueness gate (`note` says why). */
  noindex?: boolean;
  note?: string;
  /** What the claims check flagged in the text (sentences and why), for the seller to decide. */
  removed?: string;
}

export const JOB_TOOLS = ["lote", "tecnico", "conteudo"] as const;
export type JobTool = (typeof JOB_TOOLS)[number];

export type JobStatus = "running" | "completed" | "cancelled" | "stopped" | "failed";

/** What the tool screens show: never the key, never the engine's internals. */
export interface JobView {
  id: string;
  tool: JobTool;
  status: JobStatus;
  total: number;
  titles: string[];
  currentTitle: string | null;
  message: string | null;
  tokens: number;
  /** Estimated cost in reais (tokens × AI_PRICE_PER_1K_TOKENS_BRL / 1000); null when no price is set. */
  costBrl: number | null;
  createdAt: number;
  finishedAt: number | null;
  /** Once the run ended: KV keys written, D1 rows written and AI requests of its steps. */
  usage: { kvWrites: number; d1RowsWritten: number; aiCalls: number } | null;
  items: BatchItem[];
}

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2 });
const int = new Intl.NumberFormat("pt-BR");

/** The bar's label: the page in progress, or how the job ended and how far it got. */
export function jobStateLabel(job: JobView, currentLabel: string): string {
  const done = `${job.items.length} de ${job.total} ${job.total === 1 ? "página feita" : "páginas feitas"}`;
  switch (job.status) {
    case "running":
      return `${currentLabel}: ${job.currentTitle ?? "…"}`;
    case "completed":
      return "Concluído";
    case "cancelled":
      return `Cancelado: ${done}`;
    case "stopped":
      return `Interrompido: ${done}`;
    case "failed":
      return `Falhou: ${done}`;
  }
}

/**
 * The AI usage line. An AI service may answer without saying how many tokens it billed: pages made
 * by AI with no tokens reported are "not informed", never shown as free.
 */
export function usageText(job: JobView): string {
  const unreported = job.items.filter((i) => i.success && !i.skipped && (i.attempts ?? 0) > 0 && !i.tokens).length;
  const made = job.items.filter((i) => i.success && !i.skipped && (i.attempts ?? 0) > 0).length;
  if (made > 0 && unreported === made) return "Uso da IA: uso não informado pelo serviço de IA";
  const cost = job.costBrl !== null ? ` · custo estimado ${brl.format(job.costBrl)}` : "";
  const partial =
    unreported > 0
      ? ` (mais ${unreported} ${unreported === 1 ? "página" : "páginas"} com uso não informado pelo serviço de IA)`
      : "";
  return `Uso da IA: ${int.format(job.tokens)} tokens${cost}${partial}`;
}
