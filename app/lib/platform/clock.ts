// The time the listing's and the edge cache's freshness rules read. Production reads Date.now; a
// test's Worker is handed a clock it moves forward (harness/worker.ts, `clock: true`) through
// `env.CLOCK`, so a test of "after the cache time" waits for no real time.

/** Milliseconds since the epoch. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** The env's clock (only a test's entry module sets one), else the system's. */
export function clockOf(env: object): Clock {
  const given = (env as { CLOCK?: { now?: unknown } }).CLOCK;
  return typeof given?.now === "function" ? () => (given.now as () => number)() : systemClock;
}

/** The São Paulo day of a timestamp, "YYYY-MM-DD" (UTC−3, no daylight saving since 2019). */
export function dayOfMs(ms: number): string {
  return new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The São Paulo year of a timestamp: the footer's "©" turns at midnight there, not at 21:00 (UTC's). */
export function yearOfMs(ms: number): number {
  return Number(dayOfMs(ms).slice(0, 4));
}
