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
  /** Saved as a draft, not published: too similar to a published page (`note` says which). */
  draft?: boolean;
  /** Published, but kept out of the index by the uniqueness gate (`note` says why). */
  noindex?: boolean;
  note?: string;
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
