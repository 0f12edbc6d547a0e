// Per-request facts the Worker needs after Remix answers: time spent waiting for KV (so it can
// report render time without I/O waits in Server-Timing, read by `npm run bench`), and which
// generated pages this request wrote (so it can purge exactly their cached copies).
import { AsyncLocalStorage } from "node:async_hooks";

interface Timing {
  kvMs: number;
  changedSlugs: Set<string>;
}

// One instance for the whole isolate: the Worker entry and the Remix build are bundled apart and
// would otherwise each get their own copy of this module.
const KEY = Symbol.for("motores-ppa.timing");
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<Timing> | undefined>;
const storage = globals[KEY] ?? new AsyncLocalStorage<Timing>();
globals[KEY] = storage;

export function withTiming<T>(fn: () => Promise<T>): Promise<{ result: T; kvMs: number; changedSlugs: string[] }> {
  const timing: Timing = { kvMs: 0, changedSlugs: new Set() };
  return storage.run(timing, async () => {
    const result = await fn();
    return { result, kvMs: timing.kvMs, changedSlugs: [...timing.changedSlugs] };
  });
}

/** Records that this request wrote (created, changed or deleted) the page `slug`. */
export function markPageChanged(slug: string): void {
  storage.getStore()?.changedSlugs.add(slug);
}

/** Adds the time `promise` takes to this request's KV wait. */
export async function timedKv<T>(promise: Promise<T>): Promise<T> {
  const timing = storage.getStore();
  if (!timing) return promise;
  const started = performance.now();
  try {
    return await promise;
  } finally {
    timing.kvMs += performance.now() - started;
  }
}
