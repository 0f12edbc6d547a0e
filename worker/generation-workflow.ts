// The generation job engine: a Cloudflare Workflow, one durable step per page with the tool's
// pause between pages (step.sleep). The engine persists each step's result, so a job outlives the
// tab, the session and a Worker restart; the item logic and its D1 bookkeeping are in
// app/lib/job-runner.server.ts, and it saves through the same functions as the tools' buttons.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { siteUrl } from "../app/lib/platform/env.server";
import { identityVersion, loadIdentity, withIdentity } from "../app/lib/identity/identity.server";
import { finishJob, getJobRow, recordUsage, type JobUsage } from "../app/lib/jobs/jobs.server";
import { recordingD1 } from "../app/lib/platform/recording-d1";
import { runJobItem } from "../app/lib/jobs/job-runner.server";
import { pageSlugsOfKeys } from "../app/lib/pages/store.server";
import { createLoadContext } from "../load-context";
import { purgeChangedPages } from "./edge-cache";

export interface GenerationParams {
  jobId: string;
}

// An item step catches the AI's and the store's failures itself (they become the item's result);
// the engine retries only what escaped, such as D1 being unreachable.
const ITEM_STEP = { retries: { limit: 3, delay: "2 seconds", backoff: "exponential" }, timeout: "15 minutes" } as const;

export class GenerationWorkflow extends WorkflowEntrypoint<Cloudflare.Env, GenerationParams> {
  override async run(event: Readonly<WorkflowEvent<GenerationParams>>, step: WorkflowStep) {
    const { jobId } = event.payload;
    const total = await step.do("load job", async () => (await getJobRow(this.env.DB, jobId))?.total ?? 0);
    // Step results are replayed after a restart, so these sums cover the whole run.
    const usage: JobUsage = { kvWrites: 0, d1RowsWritten: 0, aiCalls: 0 };
    for (let index = 0; index < total; index++) {
      const outcome = await step.do(`item ${index}`, ITEM_STEP, () => this.item(jobId, index));
      usage.kvWrites += outcome.kvWrites;
      usage.d1RowsWritten += outcome.d1RowsWritten;
      usage.aiCalls += outcome.aiCalls;
      if (outcome.stop) break;
      if (outcome.pauseMs > 0 && index < total - 1) await step.sleep(`pause after ${index}`, outcome.pauseMs);
    }
    await step.do("finish", async () => {
      // Before the status, so a screen that sees the job ended sees its cost too (and in the logs).
      await recordUsage(this.env.DB, jobId, usage);
      console.log(`Generation job ${jobId} ended`, JSON.stringify(usage));
      await finishJob(this.env.DB, jobId, "completed", null);
      return true;
    });
  }

  private async item(jobId: string, index: number) {
    const { db, recording: d1 } = recordingD1(this.env.DB);
    const env = { ...this.env, DB: db };
    const { context, recording } = createLoadContext({ env, ctx: this.ctx, nonce: "" });
    const origin = siteUrl(this.env);
    // As a request does: the seller's saved identity is what `business` reads while the page is made.
    const identity = await loadIdentity(context.pages, origin);
    const outcome = await withIdentity(identity, () => runJobItem(context, jobId, index));
    // As after an admin request: cached listings and the new page's URL are dropped here.
    purgeChangedPages(this.ctx, origin, pageSlugsOfKeys(recording.written), origin, identityVersion(identity));
    return { ...outcome, kvWrites: recording.written.size, d1RowsWritten: d1.rowsWritten };
  }
}
