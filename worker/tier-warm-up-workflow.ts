// The global tier's warm-up: a Cloudflare Workflow that renders the public pages into the tier
// after an identity save or a deploy, a step per WARM_BATCH pages, the most visited first
// (app/lib/platform/tier-warm-up.server.ts). What a step does is app code (app/worker.server.ts
// `warmUp`); this class orders the steps and stops when one says a newer run owns the warm-up.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import type { WarmUpParams as TierWarmUpParams } from "../app/worker.server";
import { site } from "./site";

// A batch rendered again is harmless (a page whose copy answers is skipped): R2 or KV unreachable
// for a moment is retried.
const STEP = { retries: { limit: 2, delay: "2 seconds", backoff: "exponential" }, timeout: "5 minutes" } as const;

export class TierWarmUpWorkflow extends WorkflowEntrypoint<Cloudflare.Env, TierWarmUpParams> {
  override async run(event: Readonly<WorkflowEvent<TierWarmUpParams>>, step: WorkflowStep) {
    const params = event.payload;
    const warm = site.warmUp(this.env);
    // A save's inputs settle first: renders read right after a write are kept only 5 minutes.
    if (params.settleMs > 0) await step.sleep("settle", params.settleMs);
    const plan = await step.do("list", STEP, () => warm.list(params));
    if (!plan) return;
    for (const [i, paths] of plan.batches.entries()) {
      if (!(await step.do(`batch ${i}`, STEP, () => warm.batch(params, plan.identity, paths)))) return;
    }
    await step.do("done", STEP, () => warm.done(params));
  }
}
