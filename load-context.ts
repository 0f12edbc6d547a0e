import type { AppLoadContext } from "@remix-run/cloudflare";
import type { WorkerEnv } from "~/lib/env.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: WorkerEnv;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    };
    /** CSP nonce of this response, set by the Worker's secure-headers middleware. */
    nonce: string;
  }
}

export type { AppLoadContext };
