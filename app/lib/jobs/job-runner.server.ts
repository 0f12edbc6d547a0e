// The steps of a generation job, as the Workflow runs them (worker/generation-workflow.ts): one
// item, and the end of the run. An item is idempotent: a finished item is never redone and an
// existing slug is skipped, so a restarted or rerun job completes only what is missing. Each item
// reads its state in one D1 statement (job, item done?, today's tokens) and records itself in one D1
// write batch; between them the page is saved as a draft through the store (a KV read of the slug,
// the store's D1 read for an index row to drop, a KV write: docs/ARCHITECTURE.md, the path of a write).
import { batchTitles, technicalTopics } from "@content/generator-titles";
import {
  BATCH_CREATIVITY,
  TECHNICAL_CREATIVITY,
  generateAndSave,
  opinionOf,
  type ItemRequest,
} from "~/lib/generation/generation.server";
import { onPagesChanged } from "~/lib/pages/announce.server";
import type { Services } from "~/lib/platform/services.server";
import { decryptJobKey } from "./job-key.server";
import {
  budgetReached,
  createdPages,
  finishJob,
  getJobRow,
  itemState,
  recordItem,
  recordUsage,
  type JobParams,
  type JobTool,
  type JobUsage,
} from "./job-store.server";
import { log } from "~/lib/platform/log";
import type { BatchItem } from "./jobs";

/** Pause after each item of each tool: batch 200 ms, technical 2000 ms, content 1 s. */
export const JOB_PAUSE_MS: Record<JobTool, number> = { lote: 200, tecnico: 2000, conteudo: 1000 };

/** What the Workflow needs to go on: stop the loop or pause this long; and the AI requests made. */
export interface ItemStep {
  stop: boolean;
  pauseMs: number;
  aiCalls: number;
}
const STOP: ItemStep = { stop: true, pauseMs: 0, aiCalls: 0 };

/** What one item of each tool generates. */
async function itemRequest(
  services: Pick<Services, "config" | "bindings">,
  tool: JobTool,
  params: JobParams,
  index: number,
  keyCipher: string | null,
): Promise<ItemRequest | null> {
  const title = params.titles[index];
  if (title === undefined) return null;
  const maxAttempts = services.config.JOB_MAX_ATTEMPTS;
  if (tool === "lote")
    return { index, title: batchTitles[index] ?? title, creativity: BATCH_CREATIVITY, engine: "local" };
  if (tool === "tecnico") {
    const topic = technicalTopics[index];
    if (!topic) return null;
    const apiKey = keyCipher ? await decryptJobKey(services.config, keyCipher) : undefined;
    return {
      index,
      title: topic.title,
      creativity: TECHNICAL_CREATIVITY,
      engine: "ai",
      prompt: topic.prompt,
      category: topic.category,
      apiKey,
      maxAttempts,
    };
  }
  return { index, title, creativity: params.creativity ?? 75, engine: params.engine ?? "local", maxAttempts };
}

export async function runJobItem(services: Services, jobId: string, index: number): Promise<ItemStep> {
  const { db, config } = services;
  const state = await itemState(db, jobId, index);
  if (state?.status !== "running") return STOP;
  if (state.done) return { stop: false, pauseMs: 0, aiCalls: 0 };
  const request = await itemRequest(services, state.tool, state.params, index, state.keyCipher);
  if (!request) return STOP;
  const budget = config.AI_DAILY_TOKEN_BUDGET;
  // An item spends tokens when the AI writes it, and when a second opinion reads what the local
  // generator wrote (opinionOf: wherever the AI service is configured): both stop at the budget.
  const spends = request.engine === "ai" || opinionOf(config) !== undefined;
  if (spends && budget > 0 && state.tokensToday >= budget) {
    await finishJob(db, jobId, "stopped", budgetReached(state.tokensToday, budget));
    return STOP;
  }
  const item = await generateAndSave(services, request);
  // A cancel that arrived while this item ran wins: its result is kept, the next step stops.
  await recordItem(db, jobId, item, state.params.titles[index + 1] ?? null);
  return {
    stop: false,
    pauseMs: pauseAfter(state.tool, item, config.JOB_PAUSE_MS),
    aiCalls: (item.attempts ?? 0) + (item.opinions ?? 0),
  };
}

/** The pause after an item: the tool's (or the override tests set); none after a skipped technical topic. */
export function pauseAfter(tool: JobTool, item: Pick<BatchItem, "skipped">, override?: number): number {
  // The technical generator paces the AI service: a skipped topic made no call, so no pause.
  if (tool === "tecnico" && item.skipped) return 0;
  return override ?? JOB_PAUSE_MS[tool];
}

/** The number of items of a job (0 when it is unknown). */
export async function jobTotal(services: Pick<Services, "db">, jobId: string): Promise<number> {
  return (await getJobRow(services.db, jobId))?.total ?? 0;
}

/**
 * The run's last step: its cost recorded, the job completed (unless it was cancelled or stopped),
 * and the pages it created announced once — the listing pages purged and the new public URLs sent
 * to IndexNow in one notification.
 */
export async function finishRun(
  services: Services,
  jobId: string,
  usage: JobUsage,
  identityVersion: string,
): Promise<void> {
  // Before the status, so a screen that sees the job ended sees its cost too (and in the logs).
  await recordUsage(services.db, jobId, usage);
  log.info("Generation job ended", { jobId, usage });
  await finishJob(services.db, jobId, "completed", null);
  const created = await createdPages(services.db, jobId);
  // The store's records are not kept across steps: the items say what each created.
  for (const page of created) {
    services.changes.push({ before: null, after: { slug: page.slug, status: page.draft ? "draft" : "published" } });
  }
  onPagesChanged(services, identityVersion);
}
