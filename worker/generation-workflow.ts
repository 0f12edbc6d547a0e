// The generation job engine: a Cloudflare Workflow, one durable step per page with the tool's
// pause between pages (step.sleep). The engine persists each step's result, so a job outlives the
// tab, the session and a Worker restart. What a step does is app code (app/worker.server.ts
// `jobs`, app/lib/jobs/job-runner.server.ts); this class only orders the steps.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { site } from "./site";

export interface GenerationParams {
  jobId: string;
}

// An item step catches the AI's and the store's failures itself (they become the item's result);
// the engine retries only what escaped, such as D1 being unreachable.
const ITEM_STEP = { retries: { limit: 3, delay: "2 seconds", backoff: "exponential" }, timeout: "15 minutes" } as const;

export class GenerationWorkflow extends WorkflowEntrypoint<Cloudflare.Env, GenerationParams> {
  override async run(event: Readonly<WorkflowEvent<GenerationParams>>, step: WorkflowStep) {
    const { jobId } = event.payload;
    const jobs = site.jobs(this.env, (promise) => this.ctx.waitUntil(promise));
    const total = await step.do("load job", () => jobs.total(jobId));
    // Step results are replayed after a restart, so these sums cover the whole run.
    const usage = { kvWrites: 0, d1RowsWritten: 0, aiCalls: 0 };
    for (let index = 0; index < total; index++) {
      const outcome = await step.do(`item ${index}`, ITEM_STEP, () => jobs.item(jobId, index));
      usage.kvWrites += outcome.kvWrites;
      usage.d1RowsWritten += outcome.d1RowsWritten;
      usage.aiCalls += outcome.aiCalls;
      if (outcome.stop) break;
      if (outcome.pauseMs > 0 && index < total - 1) await step.sleep(`pause after ${index}`, outcome.pauseMs);
    }
    await step.do("finish", async () => {
      await jobs.finish(jobId, usage);
      return true;
    });
  }
}
