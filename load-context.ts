import type { AppLoadContext } from "@remix-run/cloudflare";
import { type KvRecording, recordingKv } from "~/lib/platform/recording-kv";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Cloudflare.Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    };
    /**
     * The PAGES namespace for this request, recording what it writes and how long it waits (see
     * recording-kv.ts). App code reads and writes KV only through it, never `env.PAGES`.
     */
    pages: KVNamespace;
    /** CSP nonce of this response, set by the Worker's secure-headers middleware. */
    nonce: string;
  }
}

/** The one place a request's load context is made (worker/index.ts). */
export function createLoadContext({
  env,
  ctx,
  nonce,
}: {
  env: Cloudflare.Env;
  ctx: AppLoadContext["cloudflare"]["ctx"];
  nonce: string;
}): { context: AppLoadContext; recording: KvRecording } {
  const { kv, recording } = recordingKv(env.PAGES);
  return { context: { cloudflare: { env, ctx }, pages: kv, nonce }, recording };
}

export type { AppLoadContext };
