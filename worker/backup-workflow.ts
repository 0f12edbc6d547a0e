// The backup engine: a Cloudflare Workflow that builds one copy in steps, each within one
// invocation's limits (app/lib/backup/build.server.ts). What a step does is app code
// (app/worker.server.ts `backup`); this class only repeats it until the copy is done, and marks
// the copy failed when a step fails past the engine's retries.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { site } from "./site";

export interface BackupParams {
  buildId: string;
}

// A step starts again from the state it started from (its commit is its last write), so the
// engine may retry what failed: D1, KV or R2 unreachable for a moment.
const STEP = { retries: { limit: 3, delay: "2 seconds", backoff: "exponential" }, timeout: "10 minutes" } as const;
/** Far more than a site of 10,000 pages and 1,000 photos takes (~200), under Workers Free's 1,024. */
const MAX_STEPS = 1000;

export class BackupWorkflow extends WorkflowEntrypoint<Cloudflare.Env, BackupParams> {
  override async run(event: Readonly<WorkflowEvent<BackupParams>>, step: WorkflowStep) {
    const { buildId } = event.payload;
    const backup = site.backup(this.env);
    try {
      for (let i = 0; ; i++) {
        if (i >= MAX_STEPS) throw new Error(`Backup ${buildId} took more than ${MAX_STEPS} steps`);
        if (await step.do(`step ${i}`, STEP, () => backup.step(buildId))) break;
      }
    } catch (error) {
      await step.do("failed", () => backup.fail(buildId, error).then(() => true));
    }
  }
}
