// The Search Console back-fill engine: a Cloudflare Workflow, one durable step per chunk of days.
// What a step does is app code (app/worker.server.ts `searchConsole`, app/lib/insights/
// backfill.server.ts); this class only orders the steps. The engine persists each step's result,
// so the 16 months outlive the tab and a Worker restart.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { site } from "./site";

interface BackfillParams {
  jobId: string;
  fromChunk: number;
}

// A step handles Google's errors itself (they end the job with a message); the engine retries
// only what escaped, such as D1 being unreachable.
const CHUNK_STEP = {
  retries: { limit: 3, delay: "5 seconds", backoff: "exponential" },
  timeout: "10 minutes",
} as const;

export class SearchConsoleBackfillWorkflow extends WorkflowEntrypoint<Cloudflare.Env, BackfillParams> {
  override async run(event: Readonly<WorkflowEvent<BackfillParams>>, step: WorkflowStep) {
    const { jobId, fromChunk } = event.payload;
    const backfill = site.searchConsole(this.env);
    if (!backfill.configured) {
      await step.do("not configured", () => backfill.notConfigured(jobId).then(() => true));
      return;
    }
    const chunks = await step.do("load job", () => backfill.chunks(jobId));
    for (let index = fromChunk; index < chunks; index++) {
      const outcome = await step.do(`chunk ${index}`, CHUNK_STEP, () => backfill.step(jobId, index));
      if (outcome.stop) return;
    }
    await step.do("finish", () => backfill.complete(jobId).then(() => true));
  }
}
