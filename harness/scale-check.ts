// The scale check (`npm run scale-check`, tests/integration/scale-budgets.test.ts): local KV and D1
// filled in bulk — generated pages (KV bulk puts and their page_index and shingle-index rows),
// leads, Web Vitals and Search Console rows (SQL that generates the rows inside D1) — then each
// operation run once through the built Worker and measured inside it (harness/ops.ts): KV
// operations, D1 statements and D1's own rows read and written, and the Worker's Server-Timing
// (its time for the request: reported, never asserted).
import { addDays, dayOfMs } from "~/lib/insights/days";
import { refreshTotals } from "~/lib/insights/search-totals.server";
import { refreshVitalsWindow } from "~/lib/insights/web-vitals.server";
import { PAGE_PREFIX, type PageRecord, SANITIZER_VERSION, htmlText, toMetadata } from "~/lib/pages/page-record";
import { countRows, readIndexRows, writeShingleIndex } from "~/lib/gate/shingle-rebuild.server";
import { encodeHashes, textHashes } from "~/lib/seo/similarity";
import { timedRequest, workerdWaits } from "./cpu-wait";
import { signInCookie, postForm } from "./admin-client";
import { type Ops, opsCounter } from "./ops";
import { seedLeads, seedSearchConsole, seedWebVitals } from "./scale-seed";
import { type RunningWorker, startWorker } from "./worker";

export interface ScaleOptions {
  pages: number;
  leads: number;
  /** Pages Search Console shows a day (16 months of them), with 5 queries each. */
  searchPages: number;
  /** Pages with Web Vitals, on two kinds of device, for a year. */
  vitalsPages: number;
}

export interface Measured {
  operation: string;
  path: string;
  kvReads: number;
  kvWrites: number;
  kvLists: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
  /** The Worker's time for the request (Server-Timing), ms; null where none is reported. */
  workerMs: number | null;
  /**
   * The Worker's own time (Server-Timing render: the request's time less its waits for KV and
   * D1, what workerd spends running the Worker's code locally), less the time workerd's thread
   * waited for a CPU while other processes ran (harness/cpu-wait.ts), over `runs` requests of the
   * kind, p50 and p99, ms; absent where none is reported. Reported, never asserted.
   */
  cpu?: { p50: number; p99: number; runs: number };
  /** The render alone (the CPU waits left in), p50 and p99, ms: for comparison. */
  render?: { p50: number; p99: number; runs: number };
}

/** Requests of each kind timed for the CPU figures (the first few warm the isolate, not counted). */
const CPU_RUNS = { view: 100, sitemap: 20, admin: 10, save: 20 };
const WARM = 3;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const cpuOf = (times: number[]) => ({ p50: pct(times, 50), p99: pct(times, 99), runs: times.length });

const CHECKED_AT = "2026-11-01T00:00:00.000Z";
const WORDS = [
  "portão",
  "motor",
  "deslizante",
  "basculante",
  "pivotante",
  "instalação",
  "manutenção",
  "cremalheira",
  "engrenagem",
  "central",
  "controle",
  "sensor",
  "trava",
  "mola",
  "trilho",
  "roldana",
  "fim de curso",
  "capacitor",
];

/**
 * A generated page's text: sentences of its own (words of the trade numbered by page and
 * sentence, so two pages share a word now and then, never a 5-word run), as generated pages differ.
 */
function pageHtml(i: number): string {
  const parts: string[] = [];
  for (let p = 0; p < 12; p++) {
    const words = Array.from(
      { length: 18 },
      (_, k) => `${WORDS[(i + p * 5 + k * 7) % WORDS.length]}${(i * 977 + p * 131 + k * 17) % 100_003}`,
    );
    parts.push(`<p>${words.join(" ")}.</p>`);
  }
  return `<h2>Guia ${i}</h2>${parts.join("")}`;
}

function pageRecord(i: number): PageRecord {
  const created = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  return {
    id: `escala-${i}`,
    title: `Guia de portão ${i}`,
    slug: `guia-de-portao-${i}`,
    description: `Guia de portão número ${i}.`,
    content: pageHtml(i),
    category: null,
    status: "published",
    created_at: created,
    updated_at: created,
    origin: "generator",
    index: { ok: true, code: "ok", unique: 0.9, reason: "", checkedAt: CHECKED_AT },
    clean: SANITIZER_VERSION,
  };
}

/** `count` generated pages: KV records (bulk puts) and their page_index rows, then the shingle index. */
async function seedGeneratedPages(w: RunningWorker, count: number): Promise<void> {
  const kv = await w.kv();
  const db = await w.db();
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from({ length: Math.min(200, count - i) }, (_, k) => pageRecord(i + k));
    await Promise.all(batch.map((r) => kv.put(PAGE_PREFIX + r.slug, JSON.stringify(r), { metadata: toMetadata(r) })));
    const rows = batch.map((r) => [
      r.slug,
      r.id,
      r.title,
      encodeHashes(textHashes([r.title, r.description, htmlText(r.content)])),
    ]);
    await db
      .prepare(
        `INSERT INTO page_index (slug, page_id, published, indexable, title, topic, hashes, updated_at)
         SELECT value ->> 0, value ->> 1, 1, 1, value ->> 2, NULL, value ->> 3, '${CHECKED_AT}' FROM json_each(?1)`,
      )
      .bind(JSON.stringify(rows))
      .run();
  }
  const counted = countRows(await readIndexRows(db));
  await new Promise((resolve) => setImmediate(resolve));
  await writeShingleIndex(db, counted);
}

/** A started Worker over a store filled to `options`, with an admin session. */
export async function startScaleSite(options: ScaleOptions) {
  const ops = opsCounter();
  // EDGE_CACHE off: each request renders (the isolate's copies would answer a URL asked twice).
  const w = await startWorker({ ...ops.options, launched: true, cache: false, bindings: { EDGE_CACHE: "off" } });
  const db = await w.db();
  const now = Date.now();
  const end = addDays(dayOfMs(now), -2);
  await seedGeneratedPages(w, options.pages);
  const generated = Array.from({ length: options.pages }, (_, i) => `/links-uteis/guia-de-portao-${i}`);
  const searchPaths = generated.slice(0, options.searchPages);
  await seedSearchConsole(db, { end, days: 487, paths: searchPaths, queriesPerPage: 5 });
  await seedLeads(db, {
    end,
    days: 365,
    paths: generated.slice(0, Math.max(1, Math.min(generated.length, 500))),
    count: options.leads,
  });
  await seedWebVitals(db, {
    end: dayOfMs(now),
    days: 365,
    paths: generated.slice(0, options.vitalsPages),
    devices: ["mobile", "desktop"],
  });
  // What the import's batch and the daily cron leave.
  await db.batch(refreshTotals(db));
  await refreshVitalsWindow(db, now);
  const cookie = await signInCookie(w);
  return { w, ops, cookie, db };
}

export type ScaleSite = Awaited<ReturnType<typeof startScaleSite>>;

function measured(operation: string, path: string, o: Ops, workerMs: number | null): Measured {
  return {
    operation,
    path,
    kvReads: o.kv.get,
    kvWrites: o.kv.put + o.kv.delete,
    kvLists: o.kv.list,
    statements: o.statements,
    rowsRead: o.rowsRead,
    rowsWritten: o.rowsWritten,
    workerMs,
  };
}

const serverMs = (res: Response) => {
  const dur = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
  return Number.isFinite(dur) ? dur : null;
};

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Each operation once, measured. */
export async function measureOperations(
  site: ScaleSite,
  options: ScaleOptions,
  { cpu = true }: { cpu?: boolean } = {},
): Promise<Measured[]> {
  const { w, ops, cookie, db } = site;
  const out: Measured[] = [];
  const get = async (operation: string, path: string, headers: Record<string, string> = {}) => {
    ops.take();
    const res = await w.fetch(path, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
    out.push(measured(operation, path, ops.take(), serverMs(res)));
  };
  const admin = { Cookie: cookie };
  const waits = cpu ? workerdWaits() : null;
  /** The Worker's own time over `runs` more requests (paths by index), after WARM unmeasured ones. */
  const timeRuns = async (runs: number, pathOf: (i: number) => string, headers: Record<string, string> = {}) => {
    if (!cpu) return;
    const times: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < runs + WARM; i++) {
      const { render, waited } = await timedRequest(waits, () => w.fetch(pathOf(i), { headers }));
      if (i < WARM || render === null) continue;
      times.push(render);
      own.push(Math.max(0, render - waited));
    }
    ops.take();
    out.at(-1)!.cpu = cpuOf(own);
    out.at(-1)!.render = cpuOf(times);
  };
  // A visitor: the listing is warm (another visitor read it), the page is not in the edge cache.
  await (await w.fetch("/")).arrayBuffer();
  await get("page view, edge miss (KV)", `/links-uteis/guia-de-portao-${Math.floor(options.pages / 2)}`);
  // Each time another page: every one a miss (the edge cache is off).
  await timeRuns(CPU_RUNS.view, (i) => `/links-uteis/guia-de-portao-${(i * 37) % options.pages}`);
  // Past URLS_PER_SITEMAP URLs, /sitemap.xml is an index and each part a file of up to 1,000.
  await get("sitemap.xml (the file, or the index of parts)", "/sitemap.xml");
  await timeRuns(CPU_RUNS.sitemap, () => "/sitemap.xml");
  const index = await (await w.fetch("/sitemap.xml")).text();
  ops.take();
  if (index.includes("<sitemapindex")) {
    const parts = [...index.matchAll(/<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    await get("sitemap part (up to 1,000 URLs)", parts[0]!);
    await timeRuns(CPU_RUNS.sitemap, (i) => parts[i % parts.length]!);
  }
  await get("panel search", `/admin/painel?busca=portao%20${Math.floor(options.pages / 3)}`, admin);
  await timeRuns(CPU_RUNS.admin, (i) => `/admin/painel?busca=portao%20${i * 7}`, admin);
  await get("leads list", "/admin/contatos", admin);
  await timeRuns(CPU_RUNS.admin, () => "/admin/contatos", admin);
  await get("Desempenho no Google", "/admin/desempenho", admin);
  await timeRuns(CPU_RUNS.admin, () => "/admin/desempenho", admin);
  await get("Cada página vale a pena?", "/admin/vale-a-pena", admin);
  await timeRuns(CPU_RUNS.admin, () => "/admin/vale-a-pena", admin);

  // A save: the seller edits a published page (the uniqueness gate runs against every other page).
  const slug = `guia-de-portao-${Math.floor(options.pages / 4)}`;
  // The site's first save after the pages were written lists KV once for pages without an index
  // row and, finding none, marks the index complete (gate/unindexed-mark.server.ts): the one
  // measured is a save on a running site, after that one.
  const first = await postForm(
    w,
    `/admin/paginas/${slug}/editar`,
    {
      title: `Guia de portão ${Math.floor(options.pages / 4)}`,
      slug,
      description: "Resumo revisto pelo vendedor.",
      content: `${pageHtml(options.pages + 6)}<p>Primeira revisão do vendedor.</p>`,
      status: "published",
    },
    admin,
  );
  if (first.status !== 302) throw new Error(`first save: ${first.status}`);
  await waitFor(() => ops.take().kv.all.includes("put?key=listing%3Achanged"), "the first save's listing stamp");
  ops.take();
  const saved = await postForm(
    w,
    `/admin/paginas/${slug}/editar`,
    {
      title: `Guia de portão ${Math.floor(options.pages / 4)}`,
      slug,
      description: "Resumo revisto pelo vendedor.",
      content: `${pageHtml(options.pages + 7)}<p>Texto revisto pelo vendedor, com as palavras dele.</p>`,
      status: "published",
    },
    admin,
  );
  if (saved.status !== 302) throw new Error(`save: ${saved.status}`);
  // The change stamp is written after the response.
  let save = ops.take();
  await waitFor(() => {
    const more = ops.take();
    save = merge(save, more);
    return save.kv.all.includes("put?key=listing%3Achanged");
  }, "the save's listing stamp");
  out.push(measured("page save (edit of a published page)", `/admin/paginas/${slug}/editar`, save, serverMs(saved)));
  // SCALE_DEBUG=1: the save's D1 statements, each with the rows D1 read.
  if (process.env.SCALE_DEBUG) for (const e of save.each) console.info(`save: ${e.replace(/\s+/g, " ").slice(0, 150)}`);
  // The same page saved again, each time with another text (so the gate measures a change).
  const saveTimes: number[] = [];
  const saveOwn: number[] = [];
  for (let i = 0; cpu && i < CPU_RUNS.save + WARM; i++) {
    const {
      res: again,
      render,
      waited,
    } = await timedRequest(waits, () =>
      postForm(
        w,
        `/admin/paginas/${slug}/editar`,
        {
          title: `Guia de portão ${Math.floor(options.pages / 4)}`,
          slug,
          description: "Resumo revisto pelo vendedor.",
          content: `${pageHtml(options.pages + 8 + i)}<p>Texto revisto pelo vendedor, versão ${i + 2}.</p>`,
          status: "published",
        },
        admin,
      ),
    );
    if (again.status !== 302) throw new Error(`save ${i + 2}: ${again.status}`);
    if (i < WARM || render === null) continue;
    saveTimes.push(render);
    saveOwn.push(Math.max(0, render - waited));
  }
  if (cpu) {
    out.at(-1)!.cpu = cpuOf(saveOwn);
    out.at(-1)!.render = cpuOf(saveTimes);
  }
  ops.take();

  // A generation job of one page (the local engine), its Workflow step included; polled in D1 directly.
  ops.take();
  const started = await postForm(
    w,
    "/admin/api/trabalhos/conteudo",
    { intent: "start", titles: "Guia da escala: como lubrificar o trilho", engine: "local" },
    admin,
  );
  if (started.status !== 200) throw new Error(`job start: ${started.status}`);
  let job = ops.take();
  await waitFor(async () => {
    job = merge(job, ops.take());
    const row = await db
      .prepare("SELECT status FROM generation_jobs ORDER BY created_at DESC LIMIT 1")
      .first<{ status: string }>();
    return row?.status === "completed" && job.kv.all.includes("put?key=listing%3Achanged");
  }, "the job");
  out.push(measured("generation job of 1 page (start + its step)", "/admin/api/trabalhos/conteudo", job, null));
  return out;
}

function merge(a: Ops, b: Ops): Ops {
  return {
    kv: {
      get: a.kv.get + b.kv.get,
      put: a.kv.put + b.kv.put,
      delete: a.kv.delete + b.kv.delete,
      list: a.kv.list + b.kv.list,
      all: [...a.kv.all, ...b.kv.all],
    },
    statements: a.statements + b.statements,
    rowsRead: a.rowsRead + b.rowsRead,
    rowsWritten: a.rowsWritten + b.rowsWritten,
    each: [...a.each, ...b.each],
  };
}

/** The table, Markdown. */
export function scaleTable(rows: Measured[]): string {
  const f = (n: number) => n.toLocaleString("en-US");
  return [
    "| operation | KV reads | KV writes | KV lists | D1 statements | D1 rows read | D1 rows written | Worker ms | Worker CPU p50 / p99 ms (runs) | render p50 / p99 ms |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.operation} | ${f(r.kvReads)} | ${f(r.kvWrites)} | ${f(r.kvLists)} | ${f(r.statements)} | ${f(r.rowsRead)} | ${f(r.rowsWritten)} | ${r.workerMs === null ? "—" : r.workerMs.toFixed(1)} | ${r.cpu ? `${r.cpu.p50.toFixed(1)} / ${r.cpu.p99.toFixed(1)} (${r.cpu.runs})` : "—"} | ${r.render ? `${r.render.p50.toFixed(1)} / ${r.render.p99.toFixed(1)}` : "—"} |`,
    ),
  ].join("\n");
}
