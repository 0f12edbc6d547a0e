// D1 as a request or a generation-job step sees it: counts the rows its writes touched
// (`meta.rows_written`, what D1 bills, index entries included), so a job can report what it cost
// against the plan's daily limits, and how long it waited for D1, so Server-Timing can report the
// Worker's own time without I/O (as recording-kv.ts does for KV).

export interface D1Recording {
  readonly rowsWritten: number;
  /** Milliseconds spent waiting for D1 (overlapping calls add up). */
  readonly waitMs: number;
  /** Calls sent to D1 (a query, or a batch of them): what a request's subrequest limit counts. */
  readonly calls: number;
  /** Statements run, each of a batch counted (D1's queries per invocation). */
  readonly statements: number;
}

import type { IoClock } from "./io-clock";

/** The methods of a statement that go to D1. */
const QUERIES = new Set<PropertyKey>(["run", "all", "first", "raw"]);

type Meta = { meta?: { rows_written?: number } };

/** A proxied statement hands batch() the real one under this key. */
const REAL = Symbol("real statement");

export function recordingD1(inner: D1Database, clock?: IoClock): { db: D1Database; recording: D1Recording } {
  const recording = { rowsWritten: 0, waitMs: 0, calls: 0, statements: 0 };
  const add = (result: Meta | undefined) => {
    recording.rowsWritten += result?.meta?.rows_written ?? 0;
  };
  const timed = async <T>(query: () => Promise<T>, statements = 1): Promise<T> => {
    recording.calls++;
    recording.statements += statements;
    const started = performance.now();
    clock?.begin();
    try {
      return await query();
    } finally {
      clock?.end();
      recording.waitMs += performance.now() - started;
    }
  };
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, property) {
        if (property === REAL) return target;
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (property === "run")
          return async () => {
            const result = await timed(() => target.run());
            add(result);
            return result;
          };
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (QUERIES.has(property))
          return (...args: unknown[]) =>
            timed(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        return value.bind(target);
      },
    });
  const db = new Proxy(inner, {
    get(target, property) {
      if (property === "prepare") return (query: string) => statement(target.prepare(query));
      if (property === "exec") return (query: string) => timed(() => target.exec(query));
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          // Statements made through this proxy are proxies: batch() needs the real ones.
          const results = await timed(
            () => target.batch(statements.map((s) => (s as unknown as { [REAL]?: D1PreparedStatement })[REAL] ?? s)),
            statements.length,
          );
          for (const r of results) add(r);
          return results;
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, recording };
}
