// `cloudflare:workers` as `npm run dev` gives it to the Worker entry running in Node (Vite's SSR
// loader, config/worker-dev-proxy.ts): the bindings wrangler's getPlatformProxy made from
// wrangler.toml and .dev.vars, and a WorkflowEntrypoint the entry's Workflow classes can extend.
// Workflows themselves do not run in dev (getPlatformProxy has no Workflow bindings).

declare global {
  var __workerDevEnv: Cloudflare.Env | undefined;
}

export const env = globalThis.__workerDevEnv as Cloudflare.Env;

export class WorkflowEntrypoint<Env = unknown, Params = unknown> {
  declare readonly __params?: Params;
  constructor(
    protected readonly ctx: unknown,
    protected readonly env: Env,
  ) {}
}

export type WorkflowEvent<T> = { payload: T; timestamp: Date; instanceId: string };
export type WorkflowStep = unknown;
