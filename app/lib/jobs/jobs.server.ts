// Generation jobs: the batch creator, the technical generator and the content generator's
// "process all titles" run on the server as a Cloudflare Workflow (worker/generation-workflow.ts),
// one step per page, so closing the tab or signing out stops nothing. D1 holds what the screens
// show (one row per job, one per finished item), read by polling; the Workflow engine holds the
// run itself (step results, sleeps, retries).
import { z } from "zod";
import type { BatchItem } from "./jobs";
import { getEnv } from "~/lib/platform/env.server";
import { JOB_TOOLS, type JobStatus, type JobTool, type JobView } from "./jobs";
import { slugify } from "~/lib/pages/slug";

export { JOB_TOOLS, type JobStatus, type JobTool, type JobView } from "./jobs";

export const jobToolSchema = z.enum(JOB_TOOLS);

export const jobParamsSchema = z.object({
  titles: z.array(z.string().min(1).max(200)).min(1).max(100),
  creativity: z.number().int().min(0).max(100).optional(),
  engine: z.enum(["local", "ai"]).optional(),
});
export type JobParams = z.infer<typeof jobParamsSchema>;

interface JobRow {
  id: string;
  kv_writes: number | null;
  d1_rows_written: number | null;
  ai_calls: number | null;
  tool: JobTool;
  status: JobStatus;
  params: string;
  total: number;
  current_title: string | null;
  message: string | null;
  tokens: number;
  key_cipher: string | null;
  created_at: number;
  heartbeat_at: number;
  finished_at: number | null;
}

interface ItemRow {
  idx: number;
  title: string;
  slug: string;
  outcome: "created" | "skipped" | "failed";
  error: string | null;
  draft: number;
  note: string | null;
  attempts: number;
  tokens: number;
}

export const JOB_ALREADY_RUNNING = "Já existe uma geração em andamento nesta ferramenta: acompanhe o progresso abaixo.";
export const JOB_CANCELLED = "Geração cancelada. Rode de novo para completar o que falta.";
export const JOB_START_FAILED = "Não foi possível iniciar a geração. Tente novamente em instantes.";
export const JOB_LOST =
  "A geração parou antes do fim e não pôde ser retomada. Rode de novo para completar o que falta.";
export const budgetReached = (used: number, budget: number) =>
  `Limite diário de uso da IA atingido (${used.toLocaleString("pt-BR")} de ${budget.toLocaleString("pt-BR")} tokens). Os itens restantes não foram gerados; rode de novo amanhã para completar o que falta.`;

function toItem(row: ItemRow): BatchItem {
  return {
    index: row.idx,
    title: row.title,
    slug: row.slug,
    success: row.outcome !== "failed",
    skipped: row.outcome === "skipped",
    ...(row.error ? { error: row.error } : {}),
    ...(row.draft ? { draft: true, note: row.note ?? undefined } : {}),
    attempts: row.attempts,
    tokens: row.tokens,
  };
}

function toView(row: JobRow, items: ItemRow[], pricePer1k: number): JobView {
  const params = jobParamsSchema.parse(JSON.parse(row.params));
  return {
    id: row.id,
    tool: row.tool,
    status: row.status,
    total: row.total,
    titles: params.titles,
    currentTitle: row.status === "running" ? row.current_title : null,
    message: row.message,
    tokens: row.tokens,
    costBrl: pricePer1k > 0 ? Math.round(row.tokens * pricePer1k * 100) / 100_000 : null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    usage:
      row.kv_writes === null
        ? null
        : { kvWrites: row.kv_writes, d1RowsWritten: row.d1_rows_written ?? 0, aiCalls: row.ai_calls ?? 0 },
    items: items.map(toItem),
  };
}

const JOB_COLUMNS =
  "id, tool, status, params, total, current_title, message, tokens, key_cipher, created_at, heartbeat_at, finished_at, kv_writes, d1_rows_written, ai_calls";

export async function getJobRow(db: D1Database, id: string): Promise<JobRow | null> {
  return db.prepare(`SELECT ${JOB_COLUMNS} FROM generation_jobs WHERE id = ?1`).bind(id).first<JobRow>();
}

async function viewOf(env: Cloudflare.Env, row: JobRow): Promise<JobView> {
  const items = await env.DB.prepare(
    "SELECT idx, title, slug, outcome, error, draft, note, attempts, tokens FROM generation_job_items WHERE job_id = ?1 ORDER BY idx",
  )
    .bind(row.id)
    .all<ItemRow>();
  return toView(row, items.results, getEnv(env).AI_PRICE_PER_1K_TOKENS_BRL);
}

/**
 * The tool's latest job, or null. A running job that has made no progress for JOB_STALL_MS
 * (its engine stopped, e.g. a local Worker restart) is restarted: finished items are kept, so
 * the run continues from the next one.
 */
export async function latestJob(env: Cloudflare.Env, tool: JobTool): Promise<JobView | null> {
  const row = await env.DB.prepare(
    `SELECT ${JOB_COLUMNS} FROM generation_jobs WHERE tool = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  )
    .bind(tool)
    .first<JobRow>();
  if (!row) return null;
  if (row.status === "running" && Date.now() - row.heartbeat_at > getEnv(env).JOB_STALL_MS) {
    await restartStalled(env, row);
    return viewOf(env, (await getJobRow(env.DB, row.id)) ?? row);
  }
  return viewOf(env, row);
}

async function restartStalled(env: Cloudflare.Env, row: JobRow): Promise<void> {
  // Only the request that moves the heartbeat restarts the run (polls overlap).
  const claimed = await env.DB.prepare(
    "UPDATE generation_jobs SET heartbeat_at = ?1 WHERE id = ?2 AND status = 'running' AND heartbeat_at = ?3",
  )
    .bind(Date.now(), row.id, row.heartbeat_at)
    .run();
  if (claimed.meta.changes !== 1) return;
  try {
    await (await env.GENERATION.get(row.id)).restart();
    console.warn(`Generation job ${row.id} stalled; restarted`);
  } catch (error) {
    console.error(`Generation job ${row.id} stalled and could not be restarted`, error);
    await finishJob(env.DB, row.id, "failed", JOB_LOST);
  }
}

export type StartResult = { started: true; job: JobView } | { started: false; job: JobView | null };

/** Starts a job unless one of this tool runs (the partial unique index decides, atomically). */
export async function startJob(
  env: Cloudflare.Env,
  tool: JobTool,
  params: JobParams,
  keyCipher: string | null = null,
): Promise<StartResult> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const inserted = await env.DB.prepare(
    `INSERT INTO generation_jobs (id, tool, status, params, total, current_title, key_cipher, created_at, heartbeat_at)
     VALUES (?1, ?2, 'running', ?3, ?4, ?5, ?6, ?7, ?7) ON CONFLICT DO NOTHING`,
  )
    .bind(id, tool, JSON.stringify(params), params.titles.length, params.titles[0] ?? null, keyCipher, now)
    .run();
  if (inserted.meta.changes !== 1) return { started: false, job: await latestJob(env, tool) };
  try {
    await env.GENERATION.create({ id, params: { jobId: id } });
  } catch (error) {
    console.error("Could not create the generation Workflow", error);
    await finishJob(env.DB, id, "failed", JOB_START_FAILED);
    return { started: false, job: await latestJob(env, tool) };
  }
  const row = await getJobRow(env.DB, id);
  return { started: true, job: await viewOf(env, row!) };
}

/** Cancels the tool's running job: its next step sees the status and stops; the engine is told too. */
export async function cancelJob(env: Cloudflare.Env, tool: JobTool): Promise<JobView | null> {
  const row = await env.DB.prepare(`SELECT ${JOB_COLUMNS} FROM generation_jobs WHERE tool = ?1 AND status = 'running'`)
    .bind(tool)
    .first<JobRow>();
  if (row) {
    await finishJob(env.DB, row.id, "cancelled", JOB_CANCELLED);
    try {
      await (await env.GENERATION.get(row.id)).terminate();
    } catch (error) {
      // Already finished or unknown to the engine: the status row is what matters.
      console.warn(`Terminate of job ${row.id}: ${(error as Error).message}`);
    }
  }
  return latestJob(env, tool);
}

/** Ends a running job; the one-off key goes with it. */
export async function finishJob(db: D1Database, id: string, status: JobStatus, message: string | null) {
  await db
    .prepare(
      "UPDATE generation_jobs SET status = ?1, message = ?2, finished_at = ?3, current_title = NULL, key_cipher = NULL WHERE id = ?4 AND status = 'running'",
    )
    .bind(status, message, Date.now(), id)
    .run();
}

/** What a run cost against the plan's daily limits, summed over its steps. */
export interface JobUsage {
  kvWrites: number;
  d1RowsWritten: number;
  aiCalls: number;
}

export async function recordUsage(db: D1Database, id: string, usage: JobUsage) {
  await db
    .prepare("UPDATE generation_jobs SET kv_writes = ?1, d1_rows_written = ?2, ai_calls = ?3 WHERE id = ?4")
    .bind(usage.kvWrites, usage.d1RowsWritten, usage.aiCalls, id)
    .run();
}

/** The title in progress, and proof of life for the stall check. */
export async function markCurrent(db: D1Database, id: string, title: string) {
  await db
    .prepare("UPDATE generation_jobs SET current_title = ?1, heartbeat_at = ?2 WHERE id = ?3")
    .bind(title, Date.now(), id)
    .run();
}

export async function itemDone(db: D1Database, id: string, index: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS done FROM generation_job_items WHERE job_id = ?1 AND idx = ?2")
    .bind(id, index)
    .first();
  return row !== null;
}

/** One item's result and its tokens, added to the job's and the day's totals in one batch. */
export async function recordItem(db: D1Database, id: string, item: BatchItem): Promise<void> {
  const outcome = !item.success ? "failed" : item.skipped ? "skipped" : "created";
  const tokens = item.tokens ?? 0;
  await db.batch([
    db
      .prepare(
        "INSERT OR IGNORE INTO generation_job_items (job_id, idx, title, slug, outcome, error, attempts, tokens, draft, note) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
      )
      .bind(
        id,
        item.index,
        item.title,
        item.slug || slugify(item.title),
        outcome,
        item.error ?? null,
        item.attempts ?? 0,
        tokens,
        item.draft ? 1 : 0,
        item.note ?? null,
      ),
    db
      .prepare("UPDATE generation_jobs SET tokens = tokens + ?1, heartbeat_at = ?2 WHERE id = ?3")
      .bind(tokens, Date.now(), id),
    ...(tokens > 0
      ? [
          db
            .prepare(
              "INSERT INTO ai_usage_daily (day, tokens) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET tokens = tokens + excluded.tokens",
            )
            .bind(today(), tokens),
        ]
      : []),
  ]);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Tokens the AI service billed today (UTC), successful calls only. */
export async function tokensToday(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT tokens FROM ai_usage_daily WHERE day = ?1")
    .bind(today())
    .first<{ tokens: number }>();
  return row?.tokens ?? 0;
}

/** Adds a single page's tokens (streamed generation) to the day's total the jobs' budget reads. */
export async function addTokensToday(db: D1Database, tokens: number): Promise<void> {
  if (tokens <= 0) return;
  await db
    .prepare(
      "INSERT INTO ai_usage_daily (day, tokens) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET tokens = tokens + excluded.tokens",
    )
    .bind(today(), tokens)
    .run();
}
