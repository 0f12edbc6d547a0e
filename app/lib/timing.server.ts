// Per-request time spent waiting for KV, so the Worker can report render time without I/O waits
// in its Server-Timing header (what `npm run bench` reads as CPU per render).
import { AsyncLocalStorage } from "node:async_hooks";

interface Timing {
  kvMs: number;
}

// One instance for the whole isolate: the Worker entry and the Remix build are bundled apart and
// would otherwise each get their own copy of this module.
const KEY = Symbol.for("motores-ppa.timing");
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<Timing> | undefined>;
const storage = (globals[KEY] ??= new AsyncLocalStorage<Timing>());

export function withTiming<T>(fn: () => Promise<T>): Promise<{ result: T; kvMs: number }> {
  const timing: Timing = { kvMs: 0 };
  return storage.run(timing, async () => ({ result: await fn(), kvMs: timing.kvMs }));
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
