// The generation job engine: a Cloudflare Workflow, one durable step per page with the tool's
// pause between pages (step.sleep). The engine persists each step's result, so a job outlives the
// tab, the session and a Worker restart; the item logic and its D1 bookkeeping are in
// app/lib/job-runner.server.ts, and it saves through the same functions as the tools' buttons.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { siteUrl } from "../app/lib/env.server";
import { finishJob, getJobRow } from "../app/lib/jobs.server";
import { runJobItem } from "../app/lib/job-runner.server";
import { pageSlugsOfKeys } from "../app/lib/pages.server";
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
    for (let index = 0; index < total; index++) {
      const outcome = await step.do(`item ${index}`, ITEM_STEP, () => this.item(jobId, index));
      if (outcome.stop) break;
      if (outcome.pauseMs > 0 && index < total - 1) await step.sleep(`pause after ${index}`, outcome.pauseMs);
    }
    await step.do("finish", async () => {
      await finishJob(this.env.DB, jobId, "completed", null);
      return true;
    });
  }

  private async item(jobId: string, index: number) {
    const { context, recording } = createLoadContext({ env: this.env, ctx: this.ctx, nonce: "" });
    const outcome = await runJobItem(context, jobId, index);
    // As after an admin request: cached listings and the new page's URL are dropped here.
    const origin = siteUrl(this.env);
    purgeChangedPages(this.ctx, origin, pageSlugsOfKeys(recording.written), origin);
    return outcome;
  }
}
