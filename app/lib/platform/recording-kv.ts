// The KV namespace as a request sees it: the Worker wraps the binding once per request and passes
// the wrapper in the Remix load context (load-context.ts). The wrapper records which keys the
// request wrote, so the Worker can purge exactly the cached pages that show them, and how long the
// request waited for KV, so Server-Timing can report render time without I/O. The page store
// itself knows nothing about caching or timing.

export interface KvRecording {
  /** Keys this request put or deleted, in order of first write. */
  readonly written: ReadonlySet<string>;
  /** Milliseconds spent waiting for KV (overlapping calls add up). */
  readonly waitMs: number;
  /** Operations sent to KV (get, put, delete, list…): what a request's limit on KV operations counts. */
  readonly calls: number;
}

import type { IoClock } from "./io-clock";

const WRITES = new Set<PropertyKey>(["put", "delete"]);

export function recordingKv(inner: KVNamespace, clock?: IoClock): { kv: KVNamespace; recording: KvRecording } {
  const written = new Set<string>();
  let waitMs = 0;
  let calls = 0;
  // A Proxy rather than a hand-written class: KVNamespace's overloaded methods (get with a type,
  // list with options, …) pass through unchanged, and a method KV adds later is still timed.
  const kv = new Proxy(inner, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        if (WRITES.has(property) && typeof args[0] === "string") written.add(args[0]);
        calls++;
        const started = performance.now();
        clock?.begin();
        try {
          return await value.apply(target, args);
        } finally {
          clock?.end();
          waitMs += performance.now() - started;
        }
      };
    },
  });
  return {
    kv,
    recording: {
      written,
      get waitMs() {
        return waitMs;
      },
      get calls() {
        return calls;
      },
    },
  };
}
