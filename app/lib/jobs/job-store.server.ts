// Generation jobs in D1: one row per job, one per finished item (migrations/0004). The batch
// creator, the technical generator and the content generator's "process all titles" run as a
// Cloudflare Workflow (job-control.server.ts starts it, job-runner.server.ts is its step); these
// rows are what the tool screens show, read by polling. Every function here is SQL on `db`.
import { z } from "zod";
import type { BatchItem } from "./jobs";
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

export interface JobRow {
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
  noindex: number;
  note: string | null;
  removed: string | null;
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
    // draft: 1 a draft, 2 a draft waiting in "Para revisar".
    ...(row.draft ? { draft: true, note: row.note ?? undefined } : {}),
    ...(row.draft === 2 ? { review: true } : {}),
    ...(row.noindex ? { noindex: true, note: row.note ?? undefined } : {}),
    ...(row.removed ? { removed: row.removed } : {}),
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

/** The tool's latest job (its row), or null. */
export function latestJobRow(db: D1Database, tool: JobTool): Promise<JobRow | null> {
  return db
    .prepare(`SELECT ${JOB_COLUMNS} FROM generation_jobs WHERE tool = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1`)
    .bind(tool)
    .first<JobRow>();
}

/** The tool's running job (its row), or null. */
export function runningJobRow(db: D1Database, tool: JobTool): Promise<JobRow | null> {
  return db
    .prepare(`SELECT ${JOB_COLUMNS} FROM generation_jobs WHERE tool = ?1 AND status = 'running'`)
    .bind(tool)
    .first<JobRow>();
}

/** Running jobs whose last sign of life is older than `before` (ms since the epoch). */
export async function stalledJobRows(db: D1Database, before: number): Promise<JobRow[]> {
  const rows = await db
    .prepare(`SELECT ${JOB_COLUMNS} FROM generation_jobs WHERE status = 'running' AND heartbeat_at < ?1`)
    .bind(before)
    .all<JobRow>();
  return rows.results;
}

/**
 * What the screens show of a job: its row and its items after index `after` (a poll sends the
 * last index it has, so each poll reads only what is new).
 */
export async function jobView(db: D1Database, row: JobRow, pricePer1k: number, after = -1): Promise<JobView> {
  const items = await db
    .prepare(
      "SELECT idx, title, slug, outcome, error, draft, noindex, note, removed, attempts, tokens FROM generation_job_items WHERE job_id = ?1 AND idx > ?2 ORDER BY idx",
    )
    .bind(row.id, after)
    .all<ItemRow>();
  return toView(row, items.results, pricePer1k);
}

/** Inserts a running job unless one of this tool runs (the partial unique index decides). */
export async function insertJob(
  db: D1Database,
  {
    id,
    tool,
    params,
    keyCipher,
    now,
  }: { id: string; tool: JobTool; params: JobParams; keyCipher: string | null; now: number },
): Promise<boolean> {
  const inserted = await db
    .prepare(
      `INSERT INTO generation_jobs (id, tool, status, params, total, current_title, key_cipher, created_at, heartbeat_at)
       VALUES (?1, ?2, 'running', ?3, ?4, ?5, ?6, ?7, ?7) ON CONFLICT DO NOTHING`,
    )
    .bind(id, tool, JSON.stringify(params), params.titles.length, params.titles[0] ?? null, keyCipher, now)
    .run();
  return inserted.meta.changes === 1;
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

/** Moves the heartbeat of a running job from `from` to now; true when this caller moved it (polls and crons overlap). */
export async function claimHeartbeat(db: D1Database, id: string, from: number): Promise<boolean> {
  const claimed = await db
    .prepare("UPDATE generation_jobs SET heartbeat_at = ?1 WHERE id = ?2 AND status = 'running' AND heartbeat_at = ?3")
    .bind(Date.now(), id, from)
    .run();
  return claimed.meta.changes === 1;
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

/** What one item step needs to know, in one read: the job, whether the item is done, today's AI tokens. */
export interface ItemState {
  tool: JobTool;
  status: JobStatus;
  params: JobParams;
  keyCipher: string | null;
  done: boolean;
  tokensToday: number;
}

export async function itemState(db: D1Database, id: string, index: number): Promise<ItemState | null> {
  const row = await db
    .prepare(
      `SELECT j.tool, j.status, j.params, j.key_cipher,
         EXISTS (SELECT 1 FROM generation_job_items WHERE job_id = j.id AND idx = ?2) AS done,
         COALESCE((SELECT tokens FROM ai_usage_daily WHERE day = ?3), 0) AS tokens_today
       FROM generation_jobs j WHERE j.id = ?1`,
    )
    .bind(id, index, today())
    .first<{
      tool: JobTool;
      status: JobStatus;
      params: string;
      key_cipher: string | null;
      done: number;
      tokens_today: number;
    }>();
  if (!row) return null;
  return {
    tool: row.tool,
    status: row.status,
    params: jobParamsSchema.parse(JSON.parse(row.params)),
    keyCipher: row.key_cipher,
    done: row.done === 1,
    tokensToday: row.tokens_today,
  };
}

/**
 * One item's result, its tokens added to the job's and the day's totals, and the next title shown
 * as the one in progress — one batch, so one write round trip per item.
 */
export async function recordItem(db: D1Database, id: string, item: BatchItem, nextTitle: string | null): Promise<void> {
  const outcome = !item.success ? "failed" : item.skipped ? "skipped" : "created";
  const tokens = item.tokens ?? 0;
  await db.batch([
    db
      .prepare(
        "INSERT OR IGNORE INTO generation_job_items (job_id, idx, title, slug, outcome, error, attempts, tokens, draft, note, noindex, removed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
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
        item.review ? 2 : item.draft ? 1 : 0,
        item.note ?? null,
        item.noindex ? 1 : 0,
        item.removed ?? null,
      ),
    db
      .prepare(
        "UPDATE generation_jobs SET tokens = tokens + ?1, heartbeat_at = ?2, current_title = COALESCE(?3, current_title) WHERE id = ?4",
      )
      .bind(tokens, Date.now(), nextTitle, id),
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

/** The pages a job created, as the changes a run made (for its one announcement at the end). */
export async function createdPages(db: D1Database, id: string): Promise<{ slug: string; draft: boolean }[]> {
  const rows = await db
    .prepare("SELECT slug, draft FROM generation_job_items WHERE job_id = ?1 AND outcome = 'created' ORDER BY idx")
    .bind(id)
    .all<{ slug: string; draft: number }>();
  return rows.results.map((r) => ({ slug: r.slug, draft: r.draft !== 0 }));
}

const today = () => new Date().toISOString().slice(0, 10);
