// The Worker's D1 and KV, reached from a test in Node over plain HTTP: a small test-only Worker
// beside the app's in the same workerd (BINDINGS_WORKER) runs each call on the real bindings and
// answers in JSON. Miniflare's own bindings proxy (mf.getD1Database and the like) starts a Node
// thread per Miniflare instance that loads undici anew: ~130 ms of Node CPU for every Worker a
// test file starts, measured on the 2-core machine (2026-11-30), ~100 of them a run. The calls
// are the same D1 and KV methods, made inside workerd: their results, errors and types (a BLOB
// as an ArrayBuffer, a KV list's cursor) are workerd's own, carried through JSON.
import { fetchFresh } from "./worker";

/** The test-only Worker's name, and the header with which Miniflare's entry routes a request to it. */
export const BINDINGS_WORKER = "harness-bindings";
const ROUTE = { "MF-Route-Override": BINDINGS_WORKER };

/** Bytes travel as `{ $bytes: base64 }` (JSON has no binary). Shared with the Worker's source below. */
const CODEC = `
function encode(v) {
  if (v instanceof ArrayBuffer) return { $bytes: b64(new Uint8Array(v)) };
  if (ArrayBuffer.isView(v)) return { $bytes: b64(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) };
  if (Array.isArray(v)) return v.map(encode);
  if (v instanceof Map) return { $map: [...v].map(([k, x]) => [k, encode(x)]) };
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)]));
  return v;
}
function decode(v) {
  if (Array.isArray(v)) return v.map(decode);
  if (v && typeof v === "object") {
    if (typeof v.$bytes === "string") return unb64(v.$bytes).buffer;
    if (Array.isArray(v.$map)) return new Map(v.$map.map(([k, x]) => [k, decode(x)]));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)]));
  }
  return v;
}
function b64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
function unb64(text) {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
`;

/** The Worker's source: POST { target: "d1" | "kv", op, ... } runs one call and answers { ok } or { error }. */
export const BINDINGS_WORKER_SOURCE = `${CODEC}
function statement(db, s) {
  const st = db.prepare(s.sql);
  return s.params.length > 0 ? st.bind(...decode(s.params)) : st;
}
async function d1(db, c) {
  switch (c.op) {
    case "batch": return db.batch(c.statements.map((s) => statement(db, s)));
    case "exec": return db.exec(c.sql);
    case "first": return c.column === undefined ? statement(db, c).first() : statement(db, c).first(c.column);
    case "all": return statement(db, c).all();
    case "run": return statement(db, c).run();
    case "raw": return statement(db, c).raw(c.options);
  }
  throw new Error("unknown D1 call " + c.op);
}
async function kv(ns, c) {
  const args = decode(c.args);
  switch (c.op) {
    case "get": case "getWithMetadata": {
      const [key, options] = args;
      // A stream is read whole inside workerd and handed back as bytes (Node makes it a stream again).
      const type = typeof options === "string" ? options : options?.type;
      const wanted = type === "stream" ? (typeof options === "string" ? "arrayBuffer" : { ...options, type: "arrayBuffer" }) : options;
      return ns[c.op](key, wanted);
    }
    case "put": case "delete": case "list": return ns[c.op](...args);
  }
  throw new Error("unknown KV call " + c.op);
}
export default {
  async fetch(request, env) {
    const c = await request.json();
    try {
      const value = c.target === "d1" ? await d1(env.DB, c) : await kv(env.PAGES, c);
      return Response.json({ ok: encode(value === undefined ? null : value) });
    } catch (e) {
      return Response.json({ error: { message: e instanceof Error ? e.message : String(e), name: e?.name } });
    }
  },
};
`;

// The same codec in Node (its source is the string above, shared so both sides agree).
const { encode, decode } = new Function(`${CODEC}; return { encode, decode };`)() as {
  encode: (v: unknown) => unknown;
  decode: (v: unknown) => unknown;
};

async function call(url: string, body: object): Promise<unknown> {
  const res = await fetchFresh(`${url}/`, {
    method: "POST",
    headers: { ...ROUTE, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${BINDINGS_WORKER}: ${res.status} ${text.slice(0, 500)}`);
  const answer = JSON.parse(text) as { ok?: unknown; error?: { message: string; name?: string } };
  if (answer.error) {
    const e = new Error(answer.error.message);
    if (answer.error.name) e.name = answer.error.name;
    throw e;
  }
  return decode(answer.ok);
}

/** A prepared statement: the SQL and its bound values, run when one of its methods is called. */
class Statement {
  constructor(
    private readonly url: string,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...values: unknown[]): Statement {
    return new Statement(this.url, this.sql, values);
  }
  private run1(op: string, extra: object = {}) {
    return call(this.url, { target: "d1", op, sql: this.sql, params: encode(this.params), ...extra });
  }
  first(column?: string) {
    return this.run1("first", column === undefined ? {} : { column });
  }
  all() {
    return this.run1("all");
  }
  run() {
    return this.run1("run");
  }
  raw(options?: { columnNames?: boolean }) {
    return this.run1("raw", options ? { options } : {});
  }
}

/** The Worker's D1 database (its DB binding, the real one under any wrapper), over HTTP. */
export function d1Client(url: string): D1Database {
  const db = {
    prepare: (sql: string) => new Statement(url, sql),
    batch: (statements: Statement[]) =>
      call(url, {
        target: "d1",
        op: "batch",
        statements: statements.map((s) => ({ sql: s.sql, params: encode(s.params) })),
      }),
    exec: (sql: string) => call(url, { target: "d1", op: "exec", sql }),
  };
  return db as unknown as D1Database;
}

/** Bytes of a value a test puts (a stream is read first: JSON carries no stream). */
async function putValue(value: unknown): Promise<unknown> {
  if (value instanceof ReadableStream) return new Uint8Array(await new Response(value).arrayBuffer());
  return value;
}

function streamType(options: unknown): boolean {
  return (
    options === "stream" ||
    (typeof options === "object" && options !== null && (options as { type?: string }).type === "stream")
  );
}

function asStream(bytes: unknown): ReadableStream | null {
  return bytes === null ? null : new Response(bytes as ArrayBuffer).body;
}

/** The Worker's KV namespace (its PAGES binding, the real one under any wrapper), over HTTP. */
export function kvClient(url: string): KVNamespace {
  const kv = (op: string, args: unknown[]) => call(url, { target: "kv", op, args: encode(args) });
  const namespace = {
    async get(key: unknown, options?: unknown) {
      const value = await kv("get", options === undefined ? [key] : [key, options]);
      return streamType(options) ? asStream(value) : value;
    },
    async getWithMetadata(key: unknown, options?: unknown) {
      const args = options === undefined ? [key] : [key, options];
      const result = (await kv("getWithMetadata", args)) as { value: unknown; metadata: unknown };
      return streamType(options) ? { ...result, value: asStream(result.value) } : result;
    },
    async put(key: string, value: unknown, options?: unknown) {
      await kv("put", options === undefined ? [key, await putValue(value)] : [key, await putValue(value), options]);
    },
    async delete(key: string) {
      await kv("delete", [key]);
    },
    list: (options?: unknown) => kv("list", options === undefined ? [] : [options]),
  };
  return namespace as unknown as KVNamespace;
}
