// Starts the built Worker (build/worker, bundled by wrangler) in workerd through Miniflare, with
// real local KV and D1 persisted in files (harness/scratch.ts; migrations/ applied at startup, as
// `npm start` does) and the static assets of build/client.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare, type V4MiniflareOptions, type V4WorkerOptions } from "miniflare";
import { TEST_ADMIN } from "./admin";
import { LAUNCH_IDENTITY } from "./identity";
import { BINDINGS_WORKER, BINDINGS_WORKER_SOURCE, d1Client, kvClient } from "./node-bindings";
import { scratchDir } from "./scratch";
import { until } from "./wait";
import { WORKFLOW_USERS } from "./workflow-users";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";

const ROOT = path.resolve(import.meta.dirname, "..");

let wranglerToml: string | undefined;
/** wrangler.toml, read once per process. */
function wrangler(): string {
  wranglerToml ??= readFileSync(path.join(ROOT, "wrangler.toml"), "utf8");
  return wranglerToml;
}

function compatibility() {
  const toml = wrangler();
  const date = /compatibility_date\s*=\s*"([^"]+)"/.exec(toml)?.[1] ?? "2025-04-01";
  const flags = /compatibility_flags\s*=\s*\[([^\]]*)\]/.exec(toml)?.[1] ?? '"nodejs_compat"';
  return { compatibilityDate: date, compatibilityFlags: [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) };
}

export interface WorkerOptions {
  /** Directory of persisted KV; a fresh temporary one when absent. */
  persistDir?: string;
  /** Extra or overriding bindings (strings). */
  bindings?: Record<string, string>;
  /**
   * Replace the PAGES binding with a wrapper: an ES module whose default export is
   * `(env) => binding`, where `env.INNER` is the real local KV namespace (e.g. to count or fail calls).
   */
  pagesWrapper?: string;
  /** Extra Node-side service bindings for the wrapper (e.g. a KV operation counter). */
  wrapperServices?: Record<string, (request: Request) => Response | Promise<Response>>;
  /**
   * Replace the MEDIA binding (R2) with a wrapper, as `pagesWrapper` does for KV: `env.INNER` is the
   * real local bucket (e.g. to fail a put).
   */
  mediaWrapper?: string;
  /** Replace the IMAGES binding with a wrapper: `env.INNER` is the real local Images binding. */
  imagesWrapper?: string;
  /** The Cache API is on by default, as in production; benchmarks of renders turn it off. */
  cache?: boolean;
  /** Fixed port (default: any free port). */
  port?: number;
  /** workerd's V8 inspector on this port (scripts/profile-render.ts reads CPU profiles from it). */
  inspectorPort?: number;
  /**
   * Seed "Dados da empresa" with a real-looking identity (harness/identity.ts) before any
   * request: for checks of the site as it will be indexed (with the placeholder phone every public
   * page is noindex).
   */
  launched?: boolean;
  /**
   * Replace the DB binding with a wrapper, as `pagesWrapper` does for PAGES: an ES module whose
   * default export is `(env) => binding`, where `env.INNER` is the real local D1 database (e.g.
   * FAILING_D1_WRITES, a D1 whose daily write quota is spent).
   */
  dbWrapper?: string;
  /**
   * Hand the app a clock the test moves (`advanceClock`) instead of waiting for real time to pass
   * (app/lib/platform/clock.ts: the listing's and the edge cache's freshness read it).
   */
  clock?: boolean;
  /**
   * Another build's directory (default build/): scripts/bench-cold.ts runs a saved build beside
   * the current one, so a before/after table is measured side by side in one run.
   */
  buildRoot?: string;
  /**
   * Test-only Workers beside the app's in the same workerd (name → ES module source, e.g. from
   * harness/probe.ts bundleProbe), each given the app's real D1 (DB), KV (PAGES) and R2 (MEDIA): a test runs
   * a batch of work on them inside workerd with one request (`w.mf.getWorker(name)`) instead of a
   * round trip through Miniflare's proxy for every statement. Never part of the built Worker.
   */
  probes?: Record<string, string>;
  /**
   * The Workflows whose engines run in this Worker (wrangler.toml [[workflows]]): "all", or some
   * bindings. Each engine is a Worker of its own in workerd, ~40 ms of CPU a start; the others are
   * bound to a stand-in of the same shape whose every call fails the test (UNBOUND_WORKFLOW).
   * Default: "all" for the test files of harness/workflow-users.ts and outside vitest, none for
   * the other test files; WARM_UP only when named or when TIER_WARM_UP is on.
   */
  workflows?: "all" | WorkflowBinding[];
}

export interface RunningWorker {
  url: string;
  mf: Miniflare;
  persistDir: string;
  fetch(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  kv(): Promise<KVNamespace>;
  /** The Worker's D1 database (binding DB), migrated. */
  db(): Promise<D1Database>;
  /** The Worker's R2 bucket of photos (binding MEDIA), the real one under any wrapper. */
  media(): Promise<R2Bucket>;
  /** Runs the Worker's scheduled handler as the cron `cron` would (wrangler.toml [triggers]). */
  scheduled(cron: string): Promise<void>;
  /** Lines the Worker wrote to stdout and stderr (console.*), oldest first. */
  logs: string[];
  dispose(options?: { keepState?: boolean }): Promise<void>;
  /** Moves the app's clock `ms` forward (only with `clock: true`). */
  advanceClock(ms: number): Promise<void>;
}

/** The path the test entry module answers to move its clock (never reaches the app). */
const CLOCK_PATH = "/__test-clock";

const exported = new Map<string, boolean>();
/** Does the build's Worker export this class (a Workflow a newer build added)? Read once a build. */
function exportsClass(buildRoot: string, name: string): boolean {
  const key = `${buildRoot}#${name}`;
  let found = exported.get(key);
  if (found === undefined) {
    // Bundled and minified: `export{… Qx as BackupWorkflow …}` or `export { BackupWorkflow }`.
    found = new RegExp(`\\b${name}\\b`).test(readFileSync(path.join(buildRoot, "worker", "index.js"), "utf8"));
    exported.set(key, found);
  }
  return found;
}

export async function startWorker(options: WorkerOptions = {}): Promise<RunningWorker> {
  if (options.persistDir !== undefined && !path.isAbsolute(options.persistDir)) {
    // An empty or relative directory would put Miniflare's state inside the repository.
    throw new Error(`persistDir must be an absolute path, got ${JSON.stringify(options.persistDir)}`);
  }
  const persistDir = options.persistDir ?? scratchDir("ppa-kv-");
  const buildRoot = options.buildRoot ?? path.join(ROOT, "build");
  // A new state starts from a copy of a database already migrated: applying the migrations anew
  // took ~0.4 s of every start. Only a state kept from an earlier start (persistDir) is checked for
  // migrations added since (applyMigrations below).
  const d1Dir = path.join(persistDir, "d1");
  const freshD1 = !existsSync(d1Dir);
  // A launched site's identity is in a copy of a KV state that has it, made once per process too:
  // a put through Miniflare's proxy here started the proxy's Node thread in every file that asked
  // for a launched site (~0.2 s of Node CPU), mostly files that never use the proxy again.
  const kvDir = path.join(persistDir, "kv");
  const freshLaunchedKv = (options.launched ?? false) && !existsSync(kvDir);
  if (freshD1 || freshLaunchedKv) {
    const template = await stateTemplate();
    // The WAL is copied with the database; its shared-memory index is rebuilt on open.
    const copy = { recursive: true, filter: (file: string) => !file.endsWith("-shm") };
    if (freshD1) cpSync(path.join(template, "d1"), d1Dir, copy);
    if (freshLaunchedKv) cpSync(path.join(template, "kv"), kvDir, copy);
  }
  const bindings = {
    SITE_URL: "https://motoresppa.com.br",
    ENVIRONMENT: "test",
    // AVIF encoding in Node's sharp (Miniflare's local Images) takes seconds a photo on a shared
    // 2-core machine: tests make WebP only, except tests/integration/media-upload.test.ts's AVIF test.
    MEDIA_AVIF: "off",
    SESSION_SECRET: TEST_ADMIN.sessionSecret,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
    // No Web Vitals sampling unless a test asks for it ("1"): a random 25 % would make runs differ.
    RUM_SAMPLE_RATE: "0",
    // No render on write unless a test asks for it ("on"): a view right after a write would race
    // with it (a render or the copy it kept), and counts of a view's KV operations would differ.
    RENDER_ON_WRITE: "off",
    // No background warm-up of the tier (its renders would race with a test's views) unless asked.
    TIER_WARM_UP: "off",
    ...options.bindings,
  };
  // An older build (scripts/compare-builds.ts, bench-cold --before) may lack a newer Workflow.
  const built = WORKFLOW_BINDINGS.filter((binding) => exportsClass(buildRoot, WORKFLOWS[binding].className));
  const wanted = options.workflows ?? workflowsOfTestFile();
  // The app starts a warm-up only while TIER_WARM_UP is on (app/lib/platform/tier-warm-up.server.ts).
  const bound = built.filter((binding) =>
    binding === "WARM_UP"
      ? bindings.TIER_WARM_UP !== "off" || (wanted !== "all" && wanted.includes(binding))
      : wanted === "all" || wanted.includes(binding),
  );
  const standIns = built.filter((binding) => !bound.includes(binding));
  const main = {
    name: "main",
    ...compatibility(),
    modulesRoot: path.join(buildRoot, "worker"),
    bindings,
    cache: options.cache ?? true,
    // wrangler.toml [[workflows]], persisted with KV and D1: the engines this test needs.
    workflows: Object.fromEntries(bound.map((binding) => [binding, { ...WORKFLOWS[binding], scriptName: "main" }])),
    // wrangler.toml [[ratelimits]], as Miniflare simulates them (in memory, fixed windows).
    ratelimits: rateLimits(),
    assets: {
      directory: path.join(buildRoot, "client"),
      binding: "ASSETS",
      routerConfig: { has_user_worker: true },
    },
  };
  // The bindings, each real or behind a wrapper (fault injection, operation counts). A wrapped
  // binding stays on the Worker under REAL_{NAME}; a test-only entry module in front of the build
  // hands the app `{NAME}` made by the wrapper from it. (Miniflare 5 has no wrapped bindings of
  // its own; the app, its cron and its Workflows still see the same env shape as in production.)
  const wrappers: Record<string, string> = {};
  if (options.pagesWrapper) wrappers.PAGES = options.pagesWrapper;
  if (options.mediaWrapper) wrappers.MEDIA = options.mediaWrapper;
  if (options.imagesWrapper) wrappers.IMAGES = options.imagesWrapper;
  if (options.dbWrapper) wrappers.DB = options.dbWrapper;
  const real = (name: string) => (wrappers[name] ? `REAL_${name}` : name);
  const buildDir = path.join(buildRoot, "worker");
  const modules: { type: "ESModule"; path: string; contents?: string }[] = [
    { type: "ESModule", path: path.join(buildDir, "index.js") },
  ];
  // PPA_TRACE_WORKFLOWS=1: every call to a bound Workflow logs `WORKFLOW_USED {binding}`, to learn
  // what a file of harness/workflow-users.ts needs (run it with --reporter=verbose).
  const trace = process.env.PPA_TRACE_WORKFLOWS ? bound : [];
  if (Object.keys(wrappers).length > 0 || options.clock || standIns.length > 0 || trace.length > 0) {
    modules.unshift({
      type: "ESModule",
      path: path.join(buildDir, "test-entry.mjs"),
      contents: testEntry(wrappers, options.clock ?? false, standIns, built, trace),
    });
    for (const [name, source] of Object.entries(wrappers)) {
      modules.push({ type: "ESModule", path: path.join(buildDir, `test-wrap-${name}.mjs`), contents: source });
    }
  }
  const worker = {
    ...main,
    modules,
    kvNamespaces: { [real("PAGES")]: "pages" },
    d1Databases: { [real("DB")]: D1_ID },
    r2Buckets: { [real("MEDIA")]: "media" },
    images: { binding: real("IMAGES") },
    serviceBindings: options.wrapperServices ?? {},
  } as V4WorkerOptions;
  const logs: string[] = [];
  /** The first call the app made to a Workflow's stand-in: the test fails at its next step. */
  let unboundUse: string | undefined;
  const checkWorkflows = () => {
    if (unboundUse) {
      throw new Error(
        `${unboundUse}. This test needs that Workflow: pass startWorker({ workflows: [...] }) or list the test file in harness/workflow-users.ts.`,
      );
    }
  };
  // Miniflare 5 takes wrangler-shaped options; convertV4MiniflareOptions keeps the v4 shape this
  // harness is written in (one object per Worker, persist paths per binding kind).
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      // The Worker's console output (workerd's structured logs), kept line by line for tests of
      // what it logs, and shown as the Worker wrote it: warnings and errors on stderr.
      handleStructuredLogs({ level, message }: { level: string; message: string }) {
        const sink = level === "error" || level === "warn" ? process.stderr : process.stdout;
        for (const line of message.split("\n")) {
          if (line.includes(UNBOUND_WORKFLOW)) unboundUse ??= line.slice(line.indexOf(UNBOUND_WORKFLOW));
          logs.push(line);
          sink.write(`${line}\n`);
        }
      },
      host: "127.0.0.1",
      port: options.port ?? 0,
      ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
      // One root for every binding's state: kv/, d1/, r2/, cache/, workflows/ under it (the
      // layout `wrangler --persist-to` uses too).
      resourcePersistencePath: persistDir,
      workers: [
        worker,
        // D1 and KV for the test in Node, over HTTP (harness/node-bindings.ts).
        {
          name: BINDINGS_WORKER,
          ...compatibility(),
          modulesRoot: buildDir,
          modules: [
            { type: "ESModule", path: path.join(buildDir, "harness-bindings.mjs"), contents: BINDINGS_WORKER_SOURCE },
          ],
          kvNamespaces: { PAGES: "pages" },
          d1Databases: { DB: D1_ID },
        },
        ...Object.entries(options.probes ?? {}).map(([name, script]) => ({
          name,
          ...compatibility(),
          // Rooted at its own folder: a build outside this tree (bench-cold --before) is no "..".
          modulesRoot: buildDir,
          modules: [{ type: "ESModule", path: path.join(buildDir, `probe-${name}.mjs`), contents: script }],
          kvNamespaces: { PAGES: "pages" },
          r2Buckets: { MEDIA: "media" },
          d1Databases: { DB: D1_ID },
        })),
      ],
    } as V4MiniflareOptions),
  );
  const url = (await mf.ready).toString().replace(/\/$/, "");
  // The real ones under any wrapper, as the bindings worker has them.
  const d1 = d1Client(url);
  const db = async () => d1;
  if (!freshD1) await applyMigrations(await db());
  const pages = kvClient(url);
  const kv = async () => pages;
  if (options.launched && !freshLaunchedKv) await (await kv()).put(IDENTITY_KEY, JSON.stringify(LAUNCH_IDENTITY));
  return {
    url,
    mf,
    persistDir,
    logs,
    async fetch(p, init) {
      checkWorkflows();
      const res = await fetchFresh(p.startsWith("http") ? p : url + p, { redirect: "manual", ...init });
      checkWorkflows();
      return res;
    },
    db,
    kv,
    media: () => mf.getR2Bucket(options.mediaWrapper ? "REAL_MEDIA" : "MEDIA", "main") as unknown as Promise<R2Bucket>,
    async scheduled(cron) {
      const worker = await mf.getWorker("main");
      const result = await worker.scheduled({ cron, scheduledTime: new Date() });
      checkWorkflows();
      if (result.outcome !== "ok") throw new Error(`Scheduled handler for "${cron}" ended with ${result.outcome}`);
      // The daily cron starts the weekly copy as a Workflow that outlives the handler: a test sees
      // the cron's work done (as it did when the copy was made inside it), and no copy's steps run
      // beside what it measures next.
      const d1 = await db();
      await until(
        () => d1.prepare("SELECT count(*) AS n FROM backup_builds WHERE status = 'running'").first<number>("n"),
        (n) => n === 0,
        { timeout: 120_000, interval: 50, what: "the copies the cron started" },
      );
    },
    async advanceClock(ms) {
      if (!options.clock) throw new Error("advanceClock needs startWorker({ clock: true })");
      const res = await fetchFresh(`${url}${CLOCK_PATH}?advance=${ms}`);
      if (res.status !== 200) throw new Error(`clock: ${res.status}`);
      await res.text();
    },
    async dispose({ keepState = false } = {}) {
      await mf.dispose();
      if (!keepState && !options.persistDir) rmSync(persistDir, { recursive: true, force: true });
      checkWorkflows();
    },
  };
}

/**
 * The test-only entry module: the built Worker's handlers and Workflows, given an env whose wrapped
 * bindings are made by their wrapper (`(env) => binding`, `env.INNER` the real one), once per env;
 * with `clock`, an env.CLOCK whose time is the system's plus what the test advanced (CLOCK_PATH).
 */
function testEntry(
  wrappers: Record<string, string>,
  clock: boolean,
  standIns: WorkflowBinding[],
  workflows: WorkflowBinding[],
  traced: WorkflowBinding[],
): string {
  const names = Object.keys(wrappers);
  return `import app, * as built from "./index.js";
${names.map((n) => `import wrap_${n} from "./test-wrap-${n}.mjs";`).join("\n")}
let advanced = 0;
const CLOCK = { now: () => Date.now() + advanced };
const made = new WeakMap();
// A Workflow binding's shape (create, createBatch, get) whose every call says, in the Worker's
// log (which the harness reads) and as the error the app gets, that this test left it unbound.
function standIn(name) {
  const fail = async () => {
    const message = "${UNBOUND_WORKFLOW} " + name + " (harness/worker.ts: this test's Worker runs no engine for it)";
    console.error(message);
    throw new Error(message);
  };
  return { create: fail, createBatch: fail, get: fail };
}
function traced(name, binding) {
  const log = (method) => (...a) => {
    console.log("WORKFLOW_USED " + name);
    return binding[method](...a);
  };
  return { create: log("create"), createBatch: log("createBatch"), get: log("get") };
}
function wrapEnv(env) {
  let out = made.get(env);
  if (!out) {
    out = { ...env };
${names.map((n) => `    out.${n} = wrap_${n}({ ...env, INNER: env.REAL_${n} });`).join("\n")}
${clock ? "    out.CLOCK = CLOCK;" : ""}
${standIns.map((n) => `    out.${n} = standIn("${n}");`).join("\n")}
${traced.map((n) => `    out.${n} = traced("${n}", env.${n});`).join("\n")}
    made.set(env, out);
  }
  return out;
}
function fetch(request, env, ctx) {
  const url = new URL(request.url);
  if (${clock} && url.pathname === "${CLOCK_PATH}") {
    advanced += Number(url.searchParams.get("advance"));
    return new Response(String(advanced));
  }
  return app.fetch(request, wrapEnv(env), ctx);
}
export default {
  fetch,
  scheduled: (controller, env, ctx) => app.scheduled(controller, wrapEnv(env), ctx),
};
${workflows
  .map((n) => WORKFLOWS[n].className)
  .map((c) => `export class ${c} extends built.${c} {\n  constructor(ctx, env) { super(ctx, wrapEnv(env)); }\n}`)
  .join("\n")}
`;
}

const D1_ID = "motores-ppa-test";

/** wrangler.toml [[workflows]]: each binding's Workflow and the class that runs it. */
const WORKFLOWS = {
  GENERATION: { name: "motores-ppa-generation", className: "GenerationWorkflow" },
  SEARCH_CONSOLE: { name: "motores-ppa-search-console", className: "SearchConsoleBackfillWorkflow" },
  RESTORE: { name: "motores-ppa-restore", className: "RestoreWorkflow" },
  BACKUP: { name: "motores-ppa-backup", className: "BackupWorkflow" },
  WARM_UP: { name: "motores-ppa-tier-warm-up", className: "TierWarmUpWorkflow" },
} as const;
export type WorkflowBinding = keyof typeof WORKFLOWS;
const WORKFLOW_BINDINGS = Object.keys(WORKFLOWS) as WorkflowBinding[];

/** What a Workflow's stand-in writes to the Worker's log when the app calls it. */
const UNBOUND_WORKFLOW = "UNBOUND_WORKFLOW";

/**
 * The Workflows the running test file needs (harness/workflow-users.ts): vitest names the file in
 * its worker state. Outside vitest (scripts), or should vitest stop naming it, all of them.
 */
function workflowsOfTestFile(): "all" | WorkflowBinding[] {
  const file = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__?.filepath;
  if (!file) return "all";
  return WORKFLOW_USERS[path.relative(ROOT, file)] ?? [];
}

let template: Promise<string> | undefined;
/**
 * A persisted state made once per test process and copied into each new one: d1/, a D1 database
 * with every migration of migrations/ applied (by applyMigrations, as at any start), and kv/, a
 * PAGES namespace holding only the launched identity (harness/identity.ts).
 */
function stateTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = scratchDir("ppa-state-template-");
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        ...compatibility(),
        modules: true,
        script: "export default {}",
        d1Databases: { DB: D1_ID },
        kvNamespaces: { PAGES: "pages" },
        resourcePersistencePath: dir,
      }),
    );
    try {
      await applyMigrations((await mf.getD1Database("DB")) as unknown as D1Database);
      await ((await mf.getKVNamespace("PAGES")) as unknown as KVNamespace).put(
        IDENTITY_KEY,
        JSON.stringify(LAUNCH_IDENTITY),
      );
    } finally {
      await mf.dispose();
    }
    return dir;
  })();
  return template;
}

/** The [[ratelimits]] of wrangler.toml (name, limit, period), so tests run with the deployed limits. */
type RateLimit = { namespace_id: string; simple: { limit: number; period?: 10 | 60 } };
export function rateLimits(): Record<string, RateLimit> {
  const toml = wrangler();
  const out: Record<string, RateLimit> = {};
  for (const block of toml.split(/^\[\[ratelimits\]\]\s*$/m).slice(1)) {
    const name = /^name\s*=\s*"([^"]+)"/m.exec(block)?.[1];
    const namespace = /^namespace_id\s*=\s*"([^"]+)"/m.exec(block)?.[1];
    const limit = /limit\s*=\s*(\d+)/.exec(block)?.[1];
    const period = /period\s*=\s*(\d+)/.exec(block)?.[1];
    if (!name || !namespace || !limit || (period !== "10" && period !== "60")) {
      throw new Error(`wrangler.toml [[ratelimits]] not understood: ${block.trim().split("\n")[0]}`);
    }
    out[name] = { namespace_id: namespace, simple: { limit: Number(limit), period: Number(period) as 10 | 60 } };
  }
  return out;
}

/**
 * fetch on a connection of its own (`Connection: close`), never one kept alive from an earlier
 * request. workerd closes an idle connection after 5 s; Node's fetch keeps one for about 4 s, and
 * on a loaded machine it can pick one up just as workerd closes it, failing the request with
 * "other side closed" before the Worker ever sees it. A new connection on loopback costs well
 * under a millisecond, and no request is ever sent twice.
 */
export async function fetchFresh(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Connection", "close");
  // Uncompressed unless a test asks otherwise: Node's fetch accepts gzip by default, and
  // Miniflare's entry Worker then compresses every HTML, CSS, JS and JSON answer as Cloudflare's
  // edge would (the app never sees the difference: the Worker's request says "br, gzip" either
  // way), for Node to decompress it again — CPU on both sides of every request, for nothing a test
  // reads (a crawl of the site: ~2 s of workerd and 1 s of Node a few hundred pages).
  if (!headers.has("Accept-Encoding")) headers.set("Accept-Encoding", "identity");
  const plain = plainRequest(url, init, headers);
  if (plain) return httpSend(url, plain, headers);
  const res = await fetch(url, { ...init, headers });
  // The body is read here, whole. Once Miniflare has loaded its undici, Node's fetch uses that
  // undici's agent, and undici 7 throws an uncatchable AssertionError when a server closes a
  // connection whose body nobody read (nodejs/undici#5360, fixed in undici 8): with
  // `Connection: close` that is every test that only looks at a status or a header.
  const body = res.body ? await res.arrayBuffer() : null;
  const nullBody = res.status === 204 || res.status === 205 || res.status === 304;
  return new Response(nullBody ? null : body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** The headers Node's fetch adds to every request of its own accord (undici's fetch, Node 24). */
const FETCH_DEFAULTS: [string, string][] = [
  ["accept", "*/*"],
  ["accept-language", "*"],
  ["sec-fetch-mode", "cors"],
  ["user-agent", "node"],
];

/**
 * The bytes fetch would send for a plain request — no body, a string, form fields
 * (URLSearchParams) or bytes — with the Content-Type it would add when the caller set none; null
 * for a request fetch must send itself (another body, a redirect to follow, a signal, a
 * compressed answer to undo).
 */
function plainRequest(
  url: string,
  init: RequestInit,
  headers: Headers,
): { method: string; body: Buffer | null; type?: string } | null {
  const method = (init.method ?? "GET").toUpperCase();
  if (
    (init.redirect ?? "manual") !== "manual" ||
    init.signal ||
    headers.get("Accept-Encoding") !== "identity" ||
    !url.startsWith("http://")
  )
    return null;
  const body = init.body;
  if (body == null) return { method, body: null };
  if (method === "GET" || method === "HEAD") return null;
  if (typeof body === "string") return { method, body: Buffer.from(body), type: "text/plain;charset=UTF-8" };
  if (body instanceof URLSearchParams)
    return { method, body: Buffer.from(body.toString()), type: "application/x-www-form-urlencoded;charset=UTF-8" };
  if (body instanceof Uint8Array) return { method, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  if (body instanceof ArrayBuffer) return { method, body: Buffer.from(body) };
  return null;
}

/**
 * The request fetch would send (its default headers where the caller set none), sent with
 * node:http and answered as the Response fetch would give: through fetch (its WHATWG streams and
 * checks) a test's request cost about twice the Node CPU, for the same bytes on the wire (issue 41).
 */
function httpSend(url: string, plain: { method: string; body: Buffer | null; type?: string }, headers: Headers) {
  for (const [name, value] of FETCH_DEFAULTS) if (!headers.has(name)) headers.set(name, value);
  if (plain.type && !headers.has("content-type")) headers.set("content-type", plain.type);
  if (plain.body) headers.set("content-length", String(plain.body.length));
  const outgoing: Record<string, string> = {};
  for (const [name, value] of headers) outgoing[name] = value;
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(url, { method: plain.method, headers: outgoing }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const answer = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        const status = res.statusCode ?? 0;
        const nullBody = plain.method === "HEAD" || status === 204 || status === 205 || status === 304;
        resolve(
          new Response(nullBody ? null : Buffer.concat(chunks), {
            status,
            statusText: res.statusMessage,
            headers: answer,
          }),
        );
      });
    });
    req.on("error", reject);
    req.end(plain.body ?? undefined);
  });
}

/**
 * A migration file's statements: split at a `;` that ends a line, except inside a trigger's
 * BEGIN … END (whose statements end with `;` too), as `wrangler d1 migrations apply` reads them.
 */
export function sqlStatements(file: string): string[] {
  const out: string[] = [];
  let trigger: string[] = [];
  for (const piece of file
    .replace(/--[^\n]*/g, "")
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (trigger.length > 0 || /^CREATE\s+TRIGGER\b/i.test(piece)) {
      trigger.push(piece);
      if (/\bEND$/i.test(piece)) {
        out.push(trigger.join(";\n"));
        trigger = [];
      }
    } else out.push(piece);
  }
  if (trigger.length > 0) throw new Error(`A trigger without END: ${trigger[0]!.slice(0, 60)}`);
  return out;
}

/**
 * Applies the files of migrations/ not applied yet, in name order, with the bookkeeping table
 * `wrangler d1 migrations apply` keeps, so a database works with either tool.
 */
export async function applyMigrations(db: D1Database): Promise<void> {
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    )
    .run();
  const done = new Set(
    (await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((r) => r.name),
  );
  const dir = path.join(ROOT, "migrations");
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    if (done.has(name)) continue;
    const statements = sqlStatements(readFileSync(path.join(dir, name), "utf8"));
    await db.batch([
      ...statements.map((sql) => db.prepare(sql)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
  }
}

/**
 * A wrapper for PAGES over the real namespace that reports each call to a service binding COUNTER
 * (a Node function given in `wrapperServices`) before making it: the path is the operation, and
 * `?key=` the key it names (get, put, delete).
 */
export const COUNTING_KV = `
export default function (env) {
  const kv = env.INNER;
  const count = (op, fn) => async (...a) => {
    const key = typeof a[0] === "string" ? "?key=" + encodeURIComponent(a[0]) : "";
    await env.COUNTER.fetch("http://counter/" + op + key);
    return fn(...a);
  };
  return {
    get: count("get", (...a) => kv.get(...a)),
    getWithMetadata: count("getWithMetadata", (...a) => kv.getWithMetadata(...a)),
    list: count("list", (...a) => kv.list(...a)),
    put: count("put", (...a) => kv.put(...a)),
    delete: count("delete", (...a) => kv.delete(...a)),
  };
}`;

/**
 * A wrapper for DB over the real database that reports to the COUNTER service binding (given in
 * `wrapperServices`) each statement run alone as \`d1/query\` and each batch as \`d1/batch?n=N\`
 * (N statements), before making it.
 */
export const COUNTING_D1 = `
function statement(env, inner, sql) {
  const run = (method) => async (...a) => {
    await env.COUNTER.fetch("http://counter/d1/query");
    return inner[method](...a);
  };
  return {
    sql,
    inner,
    bind: (...values) => statement(env, inner.bind(...values), sql),
    first: run("first"),
    all: run("all"),
    raw: run("raw"),
    run: run("run"),
  };
}
export default function (env) {
  const db = env.INNER;
  return {
    prepare: (sql) => statement(env, db.prepare(sql), sql),
    batch: async (statements) => {
      await env.COUNTER.fetch("http://counter/d1/batch?n=" + statements.length);
      return db.batch(statements.map((s) => s.inner));
    },
    exec: (...a) => db.exec(...a),
  };
}`;

/** While this object is in the bucket, SWITCHABLE_VARIANT_PUT_R2 fails every variant's put. */
export const FAIL_VARIANTS_KEY = "test:fail-variant-puts";

/**
 * A wrapper for the MEDIA bucket whose writes of resized variants fail (the original's put
 * succeeds) while a test keeps FAIL_VARIANTS_KEY stored: one Worker serves the uploads that
 * succeed and the faults (a Worker start is about a second of CPU).
 */
export const SWITCHABLE_VARIANT_PUT_R2 = `
export default function (env) {
  const r2 = env.INNER;
  return {
    head: (...a) => r2.head(...a),
    get: (...a) => r2.get(...a),
    list: (...a) => r2.list(...a),
    delete: (...a) => r2.delete(...a),
    put: async (key, ...a) => {
      if (String(key).startsWith("variantes/") && (await r2.head(${JSON.stringify(FAIL_VARIANTS_KEY)}))) {
        throw new Error("Injected R2 write failure (test)");
      }
      return r2.put(key, ...a);
    },
  };
}`;

/** While this object is in the bucket, SWITCHABLE_FAILING_READ_R2's reads fail. */
export const FAIL_READS_KEY = "test:fail-reads";

/**
 * A wrapper for the MEDIA bucket whose reads fail, as R2 does when it is down, while a test keeps
 * FAIL_READS_KEY stored: the test of a view with R2 down shares its file's Worker.
 */
export const SWITCHABLE_FAILING_READ_R2 = `
export default function (env) {
  const r2 = env.INNER;
  const down = async () => (await r2.head(${JSON.stringify(FAIL_READS_KEY)})) !== null;
  const read = (method) => async (...a) => {
    if (await down()) throw new Error("R2 unavailable (test)");
    return r2[method](...a);
  };
  return {
    head: read("head"),
    get: read("get"),
    list: (...a) => r2.list(...a),
    put: (...a) => r2.put(...a),
    delete: (...a) => r2.delete(...a),
  };
}`;

/** A wrapper for the IMAGES binding that is down: every call fails as a service outage would. */
export const BROKEN_IMAGES = `
export default function () {
  const fail = () => { throw new Error("Images service unavailable (test)"); };
  return {
    info: async () => fail(),
    input: () => ({ transform() { return this; }, output: async () => fail() }),
  };
}`;

/** A wrapper for the IMAGES binding that reads images (info) but fails to transform them. */
export const FAILING_TRANSFORM_IMAGES = `
export default function (env) {
  return {
    info: (...a) => env.INNER.info(...a),
    input: () => ({ transform() { return this; }, output: async () => { throw new Error("Images transform failed (test)"); } }),
  };
}`;

/**
 * The two IMAGES faults above in one Worker, chosen by the photo's width (issue 41: a Worker
 * start is about a second of CPU, and tests/integration/media-upload.test.ts needed one per
 * fault): a photo IMAGES_DOWN_WIDTH px wide finds the service down (its info fails, as
 * BROKEN_IMAGES), one IMAGES_TRANSFORM_FAILS_WIDTH px wide is read but not resized (its output
 * fails, as FAILING_TRANSFORM_IMAGES; its only target width is its own); any other passes through.
 */
export const IMAGES_DOWN_WIDTH = 333;
export const IMAGES_TRANSFORM_FAILS_WIDTH = 334;
export const IMAGES_FAULTS_BY_WIDTH = `
export default function (env) {
  return {
    info: async (...a) => {
      const info = await env.INNER.info(...a);
      if (info.width === ${IMAGES_DOWN_WIDTH}) throw new Error("Images service unavailable (test)");
      return info;
    },
    input: (...a) => {
      let inner = env.INNER.input(...a);
      let failing = false;
      const wrapped = {
        transform(options) {
          if (options && options.width === ${IMAGES_TRANSFORM_FAILS_WIDTH}) failing = true;
          inner = inner.transform(options);
          return wrapped;
        },
        output: async (...o) => {
          if (failing) throw new Error("Images transform failed (test)");
          return inner.output(...o);
        },
      };
      return wrapped;
    },
  };
}`;

/**
 * A wrapper for the DB binding that refuses every write, as D1 does once the day's written-rows
 * quota is spent; reads still work. A write is a statement that is not a SELECT (a batch with one
 * fails whole, as a D1 batch is one transaction).
 */
export const FAILING_D1_WRITES = `
const isWrite = (sql) => /\\b(INSERT|UPDATE|DELETE|REPLACE)\\b/i.test(sql);
const refused = () => Promise.reject(new Error("D1_ERROR: Exceeded maximum rows written per day (test)"));
function statement(inner, sql) {
  const read = (method) => (...a) => (isWrite(sql) ? refused() : inner[method](...a));
  return {
    sql,
    inner,
    bind: (...values) => statement(inner.bind(...values), sql),
    first: read("first"),
    all: read("all"),
    raw: read("raw"),
    run: read("run"),
  };
}
export default function (env) {
  const db = env.INNER;
  return {
    prepare: (sql) => statement(db.prepare(sql), sql),
    batch: (statements) =>
      statements.some((s) => isWrite(s.sql)) ? refused() : db.batch(statements.map((s) => s.inner)),
    exec: () => refused(),
  };
}`;

/** A wrapper for the PAGES binding whose every call throws, as KV does when it is down. */
export const BROKEN_KV = `
export default function () {
  const fail = async () => { throw new Error("KV unavailable (test)"); };
  return { get: fail, getWithMetadata: fail, list: fail, put: fail, delete: fail };
}`;

/** The KV key naming the one key whose put() FAILING_PUT_KV refuses (none while it is absent). */
export const FAIL_PUT_KEY = "test:fail-put";

/**
 * A wrapper for PAGES over the real namespace whose put() fails for the key stored under
 * FAIL_PUT_KEY, and only while it is there: a test switches the fault on and off in a Worker it
 * shares with tests that need every write (a Worker start is about a second of CPU).
 */
export const FAILING_PUT_KV = `
export default function (env) {
  const kv = env.INNER;
  return {
    get: (...a) => kv.get(...a),
    getWithMetadata: (...a) => kv.getWithMetadata(...a),
    list: (...a) => kv.list(...a),
    delete: (...a) => kv.delete(...a),
    put: async (k, ...a) => {
      if (k === (await kv.get(${JSON.stringify(FAIL_PUT_KEY)}))) throw new Error("Injected KV write failure (test)");
      return kv.put(k, ...a);
    },
  };
}`;

/**
 * A wrapper for the DB binding that enforces a daily limit of rows written, as Workers Free does
 * (100,000 a day): it adds up each write's `meta.rows_written` and, once `limit` is reached,
 * refuses every further write with D1's own error. Reads always pass. `first()` goes through
 * `all()` so its writes are counted too.
 */
export const dailyWriteLimitD1 = (limit: number) => `
const LIMIT = ${limit};
let written = 0;
const isWrite = (sql) => /\\b(INSERT|UPDATE|DELETE|REPLACE)\\b/i.test(sql);
const refused = () => Promise.reject(new Error("D1_ERROR: Exceeded maximum rows written per day (test)"));
const count = (result) => { written += result?.meta?.rows_written ?? 0; return result; };
function statement(inner, sql) {
  const guard = (call) => (isWrite(sql) && written >= LIMIT ? refused() : call());
  return {
    sql,
    inner,
    bind: (...values) => statement(inner.bind(...values), sql),
    all: () => guard(() => inner.all().then(count)),
    run: () => guard(() => inner.run().then(count)),
    raw: (o) => guard(() => inner.raw(o)),
    first: (column) =>
      guard(() =>
        inner.all().then((r) => {
          count(r);
          const row = r.results[0] ?? null;
          return column === undefined || row === null ? row : row[column];
        }),
      ),
  };
}
export default function (env) {
  const db = env.INNER;
  return {
    prepare: (sql) => statement(db.prepare(sql), sql),
    batch: (statements) =>
      statements.some((s) => isWrite(s.sql)) && written >= LIMIT
        ? refused()
        : db.batch(statements.map((s) => s.inner)).then((results) => { results.forEach(count); return results; }),
    exec: (sql) => (written >= LIMIT ? refused() : db.exec(sql)),
  };
}`;
