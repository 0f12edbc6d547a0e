// How long a request waited for I/O (KV and D1 alike), with overlapping waits counted once: the
// time at least one call was pending. Server-Timing's render time is the request's time less this
// (app/worker.server.ts); summing each call's wait instead counted calls made together several
// times and gave negative render times for screens that read D1 in parallel.

export interface IoClock {
  begin(): void;
  end(): void;
  /** Milliseconds during which at least one call was pending. */
  readonly waitMs: number;
}

export function ioClock(): IoClock {
  let pending = 0;
  let since = 0;
  let total = 0;
  return {
    begin() {
      if (pending++ === 0) since = performance.now();
    },
    end() {
      if (--pending === 0) total += performance.now() - since;
    },
    get waitMs() {
      return total + (pending > 0 ? performance.now() - since : 0);
    },
  };
}
