// The one place where tests and their harness let time pass on purpose: polling for a state
// that another process (workerd, a Workflow, a fake server) reaches on its own. Tests prefer
// `expect.poll` and Playwright's waits; code outside vitest (global setup, scripts) uses this.
// A fixed sleep anywhere else in tests/ or harness/ fails tests/unit/no-sleeps.test.ts.

export interface UntilOptions {
  /** Give up after this long (ms). */
  timeout?: number;
  /** Time between two reads (ms). */
  interval?: number;
  /** What is awaited, for the error message. */
  what?: string;
}

/** Reads `read()` until `done(value)` holds, and returns that value. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeout = 10_000, interval = 50, what = "the expected state" }: UntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
