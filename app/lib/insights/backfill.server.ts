// The back-fill of a new connection: 16 months of Search Analytics, imported by a Cloudflare
// Workflow (worker/search-console-workflow.ts) one chunk of CHUNK_DAYS days per step, newest
// chunk first so the 28-day report fills in within the first steps. D1 holds what the screen
// shows (search_console_jobs); each step writes its days and the job's progress in one batch, so
// a step retried by the engine re-imports the same days and nothing is counted twice.
import { addDays, daysBetween, dayOfMs, monthsBefore, RETENTION_MONTHS } from "./days";
import { connectionAccess, getConnection } from "./connection.server";
import { importRange, type ImportDeps } from "./import.server";
import { SC_JOB_LOST, SC_JOB_START_FAILED, searchConsoleErrorMessage } from "./messages";
import { SearchConsoleError } from "./search-console-api.server";
import { log } from "~/lib/platform/log";

export const CHUNK_DAYS = 7;
/** A running job whose steps stopped moving for this long is shown as stopped, to be continued. */
export const BACKFILL_STALL_MS = 15 * 60_000;

export interface BackfillParams {
  jobId: string;
  /** First chunk this run imports (a continued job skips the chunks already done). */
  fromChunk: number;
}

/** The engine binding, as far as starting and stopping a run goes. */
export interface BackfillWorkflow {
  create(options: { id: string; params: BackfillParams }): Promise<unknown>;
}

export type JobStatus = "running" | "completed" | "failed" | "cancelled";

interface JobRow {
  id: string;
  property: string;
  status: JobStatus;
  start_date: string;
  end_date: string;
  chunk_days: number;
  chunks: number;
  done_chunks: number;
  rows_imported: number;
  message: string | null;
  retryable: number;
  created_at: number;
  heartbeat_at: number;
  finished_at: number | null;
}

export interface BackfillView {
  id: string;
  property: string;
  status: JobStatus;
  startDate: string;
  endDate: string;
  chunks: number;
  doneChunks: number;
  /** Oldest day imported so far (chunks go from the newest back). */
  reachedDate: string;
  rows: number;
  message: string | null;
  retryable: boolean;
  finishedAt: number | null;
}

const COLUMNS =
  "id, property, status, start_date, end_date, chunk_days, chunks, done_chunks, rows_imported, message, retryable, created_at, heartbeat_at, finished_at";

function chunkRange(job: Pick<JobRow, "start_date" | "end_date" | "chunk_days">, index: number) {
  const endDate = addDays(job.end_date, -index * job.chunk_days);
  const start = addDays(endDate, -(job.chunk_days - 1));
  // biome-ignore lint/complexity/useMathMinMax: ISO days compare as strings; Math.max would make them NaN.
  return { startDate: start < job.start_date ? job.start_date : start, endDate };
}

function toView(job: JobRow): BackfillView {
  return {
    id: job.id,
    property: job.property,
    status: job.status,
    startDate: job.start_date,
    endDate: job.end_date,
    chunks: job.chunks,
    doneChunks: job.done_chunks,
    reachedDate: job.done_chunks > 0 ? chunkRange(job, job.done_chunks - 1).startDate : job.end_date,
    rows: job.rows_imported,
    message: job.message,
    retryable: job.retryable === 1,
    finishedAt: job.finished_at,
  };
}

async function jobRow(db: D1Database, id: string): Promise<JobRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM search_console_jobs WHERE id = ?1`).bind(id).first<JobRow>();
}

/** The newest back-fill; a running one whose steps stalled is marked stopped (to be continued). */
export async function latestBackfill(db: D1Database, now = Date.now()): Promise<BackfillView | null> {
  const job = await db
    .prepare(`SELECT ${COLUMNS} FROM search_console_jobs ORDER BY created_at DESC, rowid DESC LIMIT 1`)
    .first<JobRow>();
  if (!job) return null;
  if (job.status === "running" && now - job.heartbeat_at > BACKFILL_STALL_MS) {
    await finishBackfill(db, job.id, "failed", SC_JOB_LOST, true, now);
    return toView((await jobRow(db, job.id)) ?? job);
  }
  return toView(job);
}

async function launch(workflow: BackfillWorkflow, db: D1Database, job: JobRow, now: number): Promise<boolean> {
  try {
    await workflow.create({ id: `${job.id}-${now}`, params: { jobId: job.id, fromChunk: job.done_chunks } });
    return true;
  } catch (error) {
    log.error("Could not create the Search Console back-fill Workflow", { error });
    await finishBackfill(db, job.id, "failed", SC_JOB_START_FAILED, true, now);
    return false;
  }
}

/**
 * Starts the 16-month back-fill for `property` (from 16 months ago to yesterday). One job runs at
 * a time (a partial unique index); a running one for another property is cancelled first.
 */
export async function startBackfill(
  deps: { db: D1Database; workflow: BackfillWorkflow },
  property: string,
  now = Date.now(),
): Promise<BackfillView | null> {
  const { db } = deps;
  await cancelBackfill(deps, now);
  const endDate = addDays(dayOfMs(now), -1);
  const startDate = monthsBefore(dayOfMs(now), RETENTION_MONTHS);
  const chunks = Math.ceil((daysBetween(startDate, endDate) + 1) / CHUNK_DAYS);
  const id = crypto.randomUUID();
  const inserted = await db
    .prepare(
      `INSERT INTO search_console_jobs (id, property, status, start_date, end_date, chunk_days, chunks, created_at, heartbeat_at)
       VALUES (?1, ?2, 'running', ?3, ?4, ?5, ?6, ?7, ?7) ON CONFLICT DO NOTHING`,
    )
    .bind(id, property, startDate, endDate, CHUNK_DAYS, chunks, now)
    .run();
  if (inserted.meta.changes === 1) await launch(deps.workflow, db, (await jobRow(db, id))!, now);
  return latestBackfill(db, now);
}

/** Continues a stopped back-fill from its first chunk not done. */
export async function resumeBackfill(
  deps: { db: D1Database; workflow: BackfillWorkflow },
  now = Date.now(),
): Promise<BackfillView | null> {
  const { db } = deps;
  const job = await latestBackfill(db, now);
  const connection = await getConnection(db);
  if (job?.status !== "failed" || connection?.property !== job.property) return job;
  const claimed = await db
    .prepare(
      "UPDATE search_console_jobs SET status = 'running', message = NULL, retryable = 0, finished_at = NULL, heartbeat_at = ?2 WHERE id = ?1 AND status = 'failed'",
    )
    .bind(job.id, now)
    .run();
  if (claimed.meta.changes === 1) await launch(deps.workflow, db, (await jobRow(db, job.id))!, now);
  return latestBackfill(db, now);
}

/** Stops the running back-fill, if any: its next step sees the status and ends the run. */
export async function cancelBackfill(deps: { db: D1Database; workflow: BackfillWorkflow }, now = Date.now()) {
  const running = await deps.db
    .prepare("SELECT id FROM search_console_jobs WHERE status = 'running'")
    .first<{ id: string }>();
  if (!running) return;
  await finishBackfill(deps.db, running.id, "cancelled", null, false, now);
}

export async function finishBackfill(
  db: D1Database,
  id: string,
  status: Exclude<JobStatus, "running">,
  message: string | null,
  retryable = false,
  now = Date.now(),
): Promise<void> {
  await db
    .prepare(
      "UPDATE search_console_jobs SET status = ?2, message = ?3, retryable = ?4, finished_at = ?5 WHERE id = ?1 AND status = 'running'",
    )
    .bind(id, status, message, retryable ? 1 : 0, now)
    .run();
}

/** How many chunks the job has (the Workflow's loop bound). */
export async function backfillChunks(db: D1Database, jobId: string): Promise<number> {
  return (await jobRow(db, jobId))?.chunks ?? 0;
}

export interface StepOutcome {
  stop: boolean;
  rows: number;
}

/**
 * One step of the back-fill: imports chunk `chunkIndex` (CHUNK_DAYS days, counted back from the
 * job's end date) and records it in the same batch. Google's refusals end the job with the
 * sentence the screen shows; quota and server errors (after the API client's own retries) leave
 * it to be continued later (the button, or the next daily import).
 */
export async function backfillStep(deps: ImportDeps, jobId: string, chunkIndex: number): Promise<StepOutcome> {
  const { db } = deps;
  const now = Date.now();
  const job = await jobRow(db, jobId);
  if (job?.status !== "running") return { stop: true, rows: 0 };
  const connection = await getConnection(db);
  if (connection?.property !== job.property) {
    await finishBackfill(db, jobId, "cancelled", null, false, now);
    return { stop: true, rows: 0 };
  }
  if (chunkIndex < job.done_chunks) return { stop: false, rows: 0 };
  const access = await connectionAccess(deps);
  if (!access.ok) {
    const retry = access.error?.kind === "quota" || access.error?.kind === "server";
    await finishBackfill(db, jobId, "failed", access.message, retry, now);
    return { stop: true, rows: 0 };
  }
  try {
    const result = await importRange(deps, access.accessToken, job.property, chunkRange(job, chunkIndex), (r) => [
      db
        .prepare(
          `UPDATE search_console_jobs SET done_chunks = max(done_chunks, ?2), rows_imported = rows_imported + ?3,
             heartbeat_at = ?4 WHERE id = ?1 AND done_chunks <= ?5`,
        )
        .bind(jobId, chunkIndex + 1, r.rows, Date.now(), chunkIndex),
    ]);
    return { stop: false, rows: result.rows };
  } catch (error) {
    if (!(error instanceof SearchConsoleError)) throw error;
    log.error("Search Console back-fill chunk failed", { jobId, chunkIndex, error });
    const retry = error.kind === "quota" || error.kind === "server";
    await finishBackfill(db, jobId, "failed", searchConsoleErrorMessage(error.kind, job.property), retry, Date.now());
    return { stop: true, rows: 0 };
  }
}

/** The last step: the job is complete (unless it was stopped meanwhile). */
export async function completeBackfill(db: D1Database, jobId: string): Promise<void> {
  await finishBackfill(db, jobId, "completed", null);
}
