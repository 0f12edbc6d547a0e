// D1 as one generation-job step sees it: counts the rows its writes touched (`meta.rows_written`,
// what D1 bills, index entries included), so a job can report what it cost against the plan's
// daily limits. Reads pass through untouched.

export interface D1Recording {
  readonly rowsWritten: number;
}

type Meta = { meta?: { rows_written?: number } };

/** A proxied statement hands batch() the real one under this key. */
const REAL = Symbol("real statement");

export function recordingD1(inner: D1Database): { db: D1Database; recording: D1Recording } {
  const recording = { rowsWritten: 0 };
  const add = (result: Meta | undefined) => {
    recording.rowsWritten += result?.meta?.rows_written ?? 0;
  };
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, property) {
        if (property === REAL) return target;
        if (property === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (property === "run")
          return async () => {
            const result = await target.run();
            add(result);
            return result;
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db = new Proxy(inner, {
    get(target, property) {
      if (property === "prepare") return (query: string) => statement(target.prepare(query));
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          // Statements made through this proxy are proxies: batch() needs the real ones.
          const results = await target.batch(
            statements.map((s) => (s as unknown as { [REAL]?: D1PreparedStatement })[REAL] ?? s),
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
