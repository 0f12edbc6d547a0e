// Starting, cancelling and recovering generation jobs: the D1 rows (job-store.server.ts) and the
// Workflow instances (binding GENERATION) that run them. A job runs on the server, one step per
// page, so closing the tab or signing out stops nothing; the screens poll its row.
import type { Services } from "~/lib/platform/services.server";
import {
  JOB_CANCELLED,
  JOB_LOST,
  JOB_START_FAILED,
  claimHeartbeat,
  finishJob,
  getJobRow,
  insertJob,
  jobView,
  latestJobRow,
  runningJobRow,
  stalledJobRows,
  type JobParams,
  type JobTool,
  type JobView,
} from "./job-store.server";
import { log } from "~/lib/platform/log";

type JobServices = Pick<Services, "db" | "config" | "bindings">;

/** The tool's latest job with its items after index `after` (all of them by default), or null. */
export async function latestJob(services: JobServices, tool: JobTool, after = -1): Promise<JobView | null> {
  const row = await latestJobRow(services.db, tool);
  return row ? jobView(services.db, row, services.config.AI_PRICE_PER_1K_TOKENS_BRL, after) : null;
}

/**
 * The tool screen's poll: the latest job, after restarting it when it is running but has shown no
 * sign of life for JOB_POLL_STALL_MS (a minute: its runner died, e.g. a Worker restart), so the
 * screen resumes it within a minute instead of waiting for the 5-minute cron. Finished items are
 * kept, so the run continues from its next item; the heartbeat claim lets one poll restart it.
 */
export async function pollJob(services: JobServices, tool: JobTool, after = -1, now = Date.now()) {
  const row = await runningJobRow(services.db, tool);
  if (row && row.heartbeat_at < now - services.config.JOB_POLL_STALL_MS) await restartStalled(services, row);
  return latestJob(services, tool, after);
}

/** Restarts one stalled run unless another caller claimed it first; true when this one did. */
async function restartStalled(services: JobServices, row: { id: string; heartbeat_at: number }): Promise<boolean> {
  // Only the caller that moves the heartbeat restarts the run (crons and polls may overlap).
  if (!(await claimHeartbeat(services.db, row.id, row.heartbeat_at))) return false;
  try {
    await (await services.bindings.GENERATION.get(row.id)).restart();
    log.warn("Generation job stalled; restarted", { jobId: row.id });
    return true;
  } catch (error) {
    log.error("Generation job stalled and could not be restarted", { jobId: row.id, error });
    await finishJob(services.db, row.id, "failed", JOB_LOST);
    return false;
  }
}

export type StartResult = { started: true; job: JobView } | { started: false; job: JobView | null };

/** Starts a job unless one of this tool runs (the partial unique index decides, atomically). */
export async function startJob(
  services: JobServices,
  tool: JobTool,
  params: JobParams,
  keyCipher: string | null = null,
): Promise<StartResult> {
  const id = crypto.randomUUID();
  if (!(await insertJob(services.db, { id, tool, params, keyCipher, now: Date.now() })))
    return { started: false, job: await latestJob(services, tool) };
  try {
    await services.bindings.GENERATION.create({ id, params: { jobId: id } });
  } catch (error) {
    log.error("Could not create the generation Workflow", { error });
    await finishJob(services.db, id, "failed", JOB_START_FAILED);
    return { started: false, job: await latestJob(services, tool) };
  }
  const row = await getJobRow(services.db, id);
  return { started: true, job: await jobView(services.db, row!, services.config.AI_PRICE_PER_1K_TOKENS_BRL) };
}

/**
 * Cancels the tool's running job. The run stops at its next step, which sees the status: the item
 * in progress is kept, and the run's last step still announces the pages it made (one purge, one
 * IndexNow notification), which terminating the instance would skip.
 */
export async function cancelJob(services: JobServices, tool: JobTool): Promise<JobView | null> {
  const row = await runningJobRow(services.db, tool);
  if (row) await finishJob(services.db, row.id, "cancelled", JOB_CANCELLED);
  return latestJob(services, tool);
}

/**
 * Restarts running jobs with no progress for JOB_STALL_MS (their engine stopped, e.g. a local
 * Worker restart): finished items are kept, so each run continues from its next item. Called by
 * the Worker's cron (a screen's poll restarts its own tool's job: pollJob). Returns the ids restarted.
 */
export async function recoverStalledJobs(services: JobServices, now = Date.now()): Promise<string[]> {
  const restarted: string[] = [];
  for (const row of await stalledJobRows(services.db, now - services.config.JOB_STALL_MS)) {
    if (await restartStalled(services, row)) restarted.push(row.id);
  }
  return restarted;
}
