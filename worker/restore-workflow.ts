// The restore engine: a Cloudflare Workflow, one durable step per share of a verified archive (a
// slice of records or a few photos), each well within a request's limits. What a step does is app
// code (app/worker.server.ts `restore`, app/lib/backup/restore-run.server.ts); this class only
// orders the steps. A run that fails is marked so; a new instance goes on from its next step.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { site } from "./site";

export interface RestoreParams {
  runId: string;
}

// Steps are idempotent (puts, INSERT OR REPLACE, sums stored once per step), so the engine may
// retry what failed: D1, KV or R2 unreachable for a moment. First wait 2 s (RESTORE_RETRY_MS).
const stepOptions = (delayMs: number) =>
  ({ retries: { limit: 3, delay: delayMs, backoff: "exponential" }, timeout: "10 minutes" }) as const;

export class RestoreWorkflow extends WorkflowEntrypoint<Cloudflare.Env, RestoreParams> {
  override async run(event: Readonly<WorkflowEvent<RestoreParams>>, step: WorkflowStep) {
    const { runId } = event.payload;
    const restore = site.restore(this.env);
    try {
      const STEP = stepOptions(restore.retryDelayMs());
      const state = await step.do("load run", () => restore.state(runId));
      if (state.copyFirst) {
        // The current state copied first, built in steps as any copy is (app/lib/backup/build.server.ts).
        const buildId = await step.do("copy before", STEP, () => restore.copyBefore(runId));
        for (let i = 0; ; i++) if (await step.do(`copy before ${i}`, STEP, () => restore.copyStep(buildId))) break;
        await step.do("copy before noted", STEP, () => restore.copyNoted(runId).then(() => true));
      }
      if (state.wipe) {
        let cursor: string | null = null;
        for (let i = 0; ; i++) {
          const from: string | null = cursor;
          cursor = await step.do(`wipe kv ${i}`, STEP, (): Promise<string | null> => restore.wipeKv(runId, from));
          if (cursor === null) break;
        }
        await step.do("wipe d1", STEP, () => restore.wipeD1(runId).then(() => true));
      }
      for (let index = state.nextUnit; index < state.units; index++)
        await step.do(`unit ${index}`, STEP, () => restore.unit(runId, index).then(() => true));
      await step.do("finish", STEP, () => restore.finish(runId).then(() => true));
    } catch (error) {
      await step.do("failed", () => restore.fail(runId, error).then(() => true));
    }
  }
}
