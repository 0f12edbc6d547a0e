// What a request costs, counted inside the Worker: every KV call (COUNTING_KV) and every D1
// statement with the rows D1 itself says it read and wrote (meta.rows_read / rows_written), sent to
// a Node function through the COUNTER service binding. Deterministic: the same request on the same
// data gives the same counts (tests assert them; timings are only reported).
import { Response as MfResponse } from "miniflare";
import { COUNTING_KV, type WorkerOptions } from "./worker";

/**
 * A wrapper for DB over the real database that reports each statement after it ran, alone or in a
 * batch, as `d1/stmt?read=R&written=W&sql=…` to the COUNTER service binding.
 */
export const ROWS_D1 = `
async function report(env, sql, result) {
  const m = (result && result.meta) || {};
  const q = "read=" + (m.rows_read ?? 0) + "&written=" + (m.rows_written ?? 0) + "&sql=" + encodeURIComponent(String(sql).replace(/\\s+/g, " ").slice(0, 90));
  await env.COUNTER.fetch("http://counter/d1/stmt?" + q);
  return result;
}
function statement(env, inner, sql) {
  return {
    sql,
    inner,
    bind: (...values) => statement(env, inner.bind(...values), sql),
    all: async (...a) => report(env, sql, await inner.all(...a)),
    run: async (...a) => report(env, sql, await inner.run(...a)),
    first: async (column) => {
      const r = await report(env, sql, await inner.all());
      const row = r.results[0];
      return row === undefined ? null : column === undefined ? row : row[column];
    },
    raw: async (...a) => {
      const r = await report(env, sql, await inner.all());
      return r.results.map((row) => Object.values(row));
    },
  };
}
export default function (env) {
  const db = env.INNER;
  return {
    prepare: (sql) => statement(env, db.prepare(sql), sql),
    batch: async (statements) => {
      const results = await db.batch(statements.map((s) => s.inner));
      for (let i = 0; i < results.length; i++) await report(env, statements[i].sql, results[i]);
      return results;
    },
    exec: (...a) => db.exec(...a),
    withSession: () => { throw new Error("withSession is not counted (harness/ops.ts)"); },
  };
}`;

export interface Ops {
  kv: { get: number; put: number; delete: number; list: number; all: string[] };
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  /** Each statement: rows read, then the start of its SQL. */
  each: string[];
}

const empty = (): Ops => ({
  kv: { get: 0, put: 0, delete: 0, list: 0, all: [] },
  statements: 0,
  rowsRead: 0,
  rowsWritten: 0,
  each: [],
});

/** Worker options that count KV and D1 operations, and the counts since the last take(). */
export function opsCounter(): {
  options: Pick<WorkerOptions, "pagesWrapper" | "dbWrapper" | "wrapperServices">;
  take(): Ops;
} {
  let ops = empty();
  const count = (req: Request) => {
    const url = new URL(req.url);
    const op = url.pathname.slice(1);
    if (op === "d1/stmt") {
      const read = Number(url.searchParams.get("read"));
      ops.statements++;
      ops.rowsRead += read;
      ops.rowsWritten += Number(url.searchParams.get("written"));
      ops.each.push(`${read}: ${url.searchParams.get("sql")}`);
    } else {
      ops.kv.all.push(op + url.search);
      if (op === "get" || op === "getWithMetadata") ops.kv.get++;
      else if (op === "put" || op === "delete" || op === "list") ops.kv[op]++;
    }
    return new MfResponse("ok") as unknown as Response;
  };
  return {
    options: { pagesWrapper: COUNTING_KV, dbWrapper: ROWS_D1, wrapperServices: { COUNTER: count } },
    take() {
      const taken = ops;
      ops = empty();
      return taken;
    },
  };
}

/**
 * Worker options that log each KV call of the app as "op key" ("get settings:empresa", "list")
 * into `calls`, in order.
 */
export function kvCallLog(calls: string[]): Pick<WorkerOptions, "pagesWrapper" | "wrapperServices"> {
  const log = (req: Request) => {
    const url = new URL(req.url);
    calls.push(`${url.pathname.slice(1)} ${url.searchParams.get("key") ?? ""}`.trim());
    return new MfResponse("ok") as unknown as Response;
  };
  return { pagesWrapper: COUNTING_KV, wrapperServices: { COUNTER: log } };
}
