// The Search Console back-fill engine: a Cloudflare Workflow, one durable step per chunk of days
// (app/lib/insights/backfill.server.ts has the step logic and its D1 bookkeeping). The engine
// persists each step's result, so the 16 months outlive the tab and a Worker restart.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { getEnv } from "../app/lib/platform/env.server";
import { searchConsoleConfig } from "../app/lib/insights/search-console-api.server";
import {
  type BackfillParams,
  backfillChunks,
  backfillStep,
  completeBackfill,
  finishBackfill,
} from "../app/lib/insights/backfill.server";
import { SC_NOT_CONFIGURED } from "../app/lib/insights/messages";

// A step handles Google's errors itself (they end the job with a message); the engine retries
// only what escaped, such as D1 being unreachable.
const CHUNK_STEP = {
  retries: { limit: 3, delay: "5 seconds", backoff: "exponential" },
  timeout: "10 minutes",
} as const;

export class SearchConsoleBackfillWorkflow extends WorkflowEntrypoint<Cloudflare.Env, BackfillParams> {
  override async run(event: Readonly<WorkflowEvent<BackfillParams>>, step: WorkflowStep) {
    const { jobId, fromChunk } = event.payload;
    const db = this.env.DB;
    const config = searchConsoleConfig(getEnv(this.env));
    if (!config) {
      await step.do("not configured", () => finishBackfill(db, jobId, "failed", SC_NOT_CONFIGURED).then(() => true));
      return;
    }
    const chunks = await step.do("load job", () => backfillChunks(db, jobId));
    for (let index = fromChunk; index < chunks; index++) {
      const outcome = await step.do(`chunk ${index}`, CHUNK_STEP, () => backfillStep({ db, config }, jobId, index));
      if (outcome.stop) return;
    }
    await step.do("finish", () => completeBackfill(db, jobId).then(() => true));
  }
}
