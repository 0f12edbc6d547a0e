// One item of a generation job, as the Workflow runs it (worker/generation-workflow.ts): the same
// save functions the tools always used (generation.server.ts), plus the job's bookkeeping in D1.
// Each item is idempotent: a finished item is never redone, an existing slug is skipped, so a
// restarted or rerun job completes only what is missing.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BatchItem } from "./jobs";
import { AiError } from "~/lib/generation/ai.server";
import { getEnv } from "~/lib/platform/env.server";
import {
  createBatchPage,
  createTechnicalPage,
  generateContent,
  saveGenerated,
  savedItem,
  type Engine,
} from "~/lib/generation/generation.server";
import { decryptJobKey } from "./job-key.server";
import {
  budgetReached,
  finishJob,
  getJobRow,
  itemDone,
  jobParamsSchema,
  markCurrent,
  recordItem,
  tokensToday,
  type JobTool,
} from "./jobs.server";
import { announceChange } from "~/lib/seo/indexnow.server";
import { SlugTakenError, getPage } from "~/lib/pages/store.server";
import { slugify } from "~/lib/pages/slug";

/** Spec §9 and §4: pause after each item of each tool (batch 200 ms, technical 2000 ms, content 1 s). */
export const JOB_PAUSE_MS: Record<JobTool, number> = { lote: 200, tecnico: 2000, conteudo: 1000 };

/** What the Workflow needs to go on: stop the loop or pause this long; and the AI requests made. */
export interface ItemStep {
  stop: boolean;
  pauseMs: number;
  aiCalls: number;
}
const STOP: ItemStep = { stop: true, pauseMs: 0, aiCalls: 0 };

function usesAi(tool: JobTool, engine: Engine | undefined): boolean {
  return tool === "tecnico" || (tool === "conteudo" && engine === "ai");
}

export async function runJobItem(context: AppLoadContext, jobId: string, index: number): Promise<ItemStep> {
  const rawEnv = context.cloudflare.env;
  const env = getEnv(rawEnv);
  const db = rawEnv.DB;
  const job = await getJobRow(db, jobId);
  if (job?.status !== "running") return STOP;
  if (await itemDone(db, jobId, index)) return { stop: false, pauseMs: 0, aiCalls: 0 };
  const params = jobParamsSchema.parse(JSON.parse(job.params));
  const title = params.titles[index];
  if (title === undefined) return STOP;
  await markCurrent(db, jobId, title);

  const ai = usesAi(job.tool, params.engine);
  if (ai && env.AI_DAILY_TOKEN_BUDGET > 0) {
    const used = await tokensToday(db);
    if (used >= env.AI_DAILY_TOKEN_BUDGET) {
      await finishJob(db, jobId, "stopped", budgetReached(used, env.AI_DAILY_TOKEN_BUDGET));
      return STOP;
    }
  }

  let item: BatchItem;
  if (job.tool === "lote") item = await createBatchPage(context, index);
  else if (job.tool === "tecnico") {
    const apiKey = job.key_cipher ? await decryptJobKey(rawEnv, job.key_cipher) : undefined;
    item = await createTechnicalPage(context, index, apiKey, env.JOB_MAX_ATTEMPTS);
  } else item = await contentItem(context, index, title, params.creativity ?? 75, params.engine ?? "local");

  // A cancel that arrived while this item ran wins: its result is kept, the loop stops.
  await recordItem(db, jobId, item);
  const pause = env.JOB_PAUSE_MS ?? JOB_PAUSE_MS[job.tool];
  // The technical generator paces the AI service: a skipped topic made no call, so no pause.
  const paced = job.tool !== "tecnico" || !item.skipped;
  return { stop: false, pauseMs: paced ? pause : 0, aiCalls: item.attempts ?? 0 };
}

/** One title of the content generator's "process all titles": generated and saved, as one click would. */
async function contentItem(
  context: AppLoadContext,
  index: number,
  title: string,
  creativity: number,
  engine: Engine,
): Promise<BatchItem> {
  const slug = slugify(title);
  try {
    if (await getPage(context.pages, slug)) return { index, title, slug, success: true, skipped: true };
    const page = await generateContent(context, {
      title,
      creativity,
      engine,
      maxAttempts: getEnv(context.cloudflare.env).JOB_MAX_ATTEMPTS,
    });
    const saved = await saveGenerated(context.pages, page);
    announceChange(context, { after: saved });
    return { ...savedItem(index, saved), tokens: page.tokens, attempts: page.attempts };
  } catch (error) {
    if (error instanceof SlugTakenError) return { index, title, slug, success: true, skipped: true };
    if (error instanceof AiError)
      return { index, title, slug, success: false, skipped: false, error: error.message, attempts: error.attempts };
    console.error(`Job item "${title}" failed`, error);
    return { index, title, slug, success: false, skipped: false, error: "Falha ao salvar" };
  }
}
