// Which Cloudflare plan the site needs: a model of the KV and D1 operations and the CPU of each
// kind of request, multiplied by a day's traffic, against Workers Free's daily limits.
// `npm run plan-fit` (defaults) or `npm run plan-fit -- --views 20000 --saves 40 …`.
// Operation counts come from the code (named below); CPU figures are measured here, in Node, with
// the same WebCrypto PBKDF2 and the same sanitizer the Worker runs, plus the render time that
// `npm run bench` reports. They are estimates: the plan's own dashboards are the truth.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { verifyPassword, hashPassword } from "../app/lib/auth/password.server";
import { sanitizeHtml } from "../app/lib/html-stage/sanitize.server";
import { prepareRows } from "../app/lib/insights/import.server";
import { CHUNK_DAYS } from "../app/lib/insights/backfill.server";

const { values } = parseArgs({
  options: {
    views: { type: "string", default: "10000" }, // public page views a day
    hitRate: { type: "string", default: "0.8" }, // share of views answered by the edge cache
    generatedShare: { type: "string", default: "0.3" }, // share of views that are generated pages
    dataCentres: { type: "string", default: "3" }, // data centres that serve visitors in a day
    signins: { type: "string", default: "4" },
    saves: { type: "string", default: "20" },
    identitySaves: { type: "string", default: "4" }, // "Dados da empresa" / "Ofertas" saves a month
    deploys: { type: "string", default: "8" }, // deploys a month (each starts the tier's warm-up)
    batches: { type: "string", default: "1" },
    batchSize: { type: "string", default: "50" },
    renderMs: { type: "string", default: "2" }, // p50 render CPU from `npm run bench`
    // Jobs done ("Obras realizadas") and their photos, a month.
    jobsPerMonth: { type: "string", default: "30" },
    photosPerJob: { type: "string", default: "4" },
    libraryImagesPerMonth: { type: "string", default: "10" }, // images uploaded for pages
    photoViewShare: { type: "string", default: "0.5" }, // share of page views that show photos
    photosPerView: { type: "string", default: "3" }, // photos a visitor's browser loads on such a page
    avif: { type: "string", default: "on" }, // wrangler.toml MEDIA_AVIF
    rumRate: { type: "string", default: "0.25" }, // RUM_SAMPLE_RATE: share of views that send Web Vitals
    gscPageRows: { type: "string", default: "60" }, // Search Console rows a day by page (pages shown)
    gscQueryRows: { type: "string", default: "300" }, // Search Console rows a day by page × query
    insightsViews: { type: "string", default: "2" }, // views a day of the admin's "Desempenho no Google"
    pages: { type: "string", default: "300" }, // published generated pages (the page index's rows)
    // D1 rows a save's gate reads from the shingle index (tests/integration/gate-index.test.ts,
    // typical and longest page, edited or new, 2026-11-27, one hash in two measured: 493–748 at
    // 91 pages, 531–748 at 10,000): the most.
    gateRows: { type: "string", default: "748" },
    // D1 rows a save writes into page_index and the shingle index (a row per measured hash that
    // moves, the buckets, the solo counts): `npm run scale-check`'s save, 2026-11-27: ~400.
    gateRowsWritten: { type: "string", default: "400" },
    // Measured tables (`npm run scale-check -- --pages N`): measurements/scale-check-{N}.json.
    scalePages: { type: "string", default: "300,3000,10000" },
    panelViews: { type: "string", default: "10" }, // the panel's page list, besides the one after each save
    leadsViews: { type: "string", default: "4" }, // the leads list
    verdictViews: { type: "string", default: "2" }, // "Cada página vale a pena?"
  },
});
const n = (k: keyof typeof values) => Number(values[k]);

/** Workers Free, per day (per request for CPU). */
const FREE = {
  requests: 100_000,
  cpuMs: 10,
  kvReads: 100_000,
  kvWrites: 1_000,
  kvDeletes: 1_000,
  kvLists: 1_000,
  d1RowsRead: 5_000_000,
  d1RowsWritten: 100_000,
};

interface Cost {
  requests: number;
  kvReads: number;
  kvWrites: number;
  kvDeletes: number;
  kvLists: number;
  d1RowsRead: number;
  d1RowsWritten: number;
  /** CPU of one such request, ms. */
  cpuMs: number;
}
const zero: Cost = {
  requests: 0,
  kvReads: 0,
  kvWrites: 0,
  kvDeletes: 0,
  kvLists: 0,
  d1RowsRead: 0,
  d1RowsWritten: 0,
  cpuMs: 0,
};

async function measure(fn: () => unknown | Promise<unknown>, runs: number): Promise<number> {
  await fn();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return (performance.now() - started) / runs;
}

const hash = await hashPassword("uma-senha-de-teste");
const pbkdf2Ms = await measure(() => verifyPassword("uma-senha-de-teste", hash), 10);
// A typical generated page: ~20 kB of headings, paragraphs, lists and links.
const page =
  `<h2>Título</h2><p>Texto com <a href="/cidades/osasco">link</a> e <strong>ênfase</strong>.</p><ul><li>item</li></ul>`.repeat(
    150,
  );
const sanitizeMs = await measure(() => sanitizeHtml(page), 20);
const renderMs = n("renderMs");
// The checks of a save (app/lib/gate/duplicates.server.ts) read the shingle index's rows of the
// page's own measured hashes and the few pages they point to: their CPU is the save's measured by
// `npm run scale-check` (measurements/scale-check-{pages}.json), when there is one.
const pagesNow = n("pages");
const scaleFile = path.resolve(import.meta.dirname, `../measurements/scale-check-${pagesNow}.json`);
const measuredSave = existsSync(scaleFile)
  ? (JSON.parse(readFileSync(scaleFile, "utf8")) as { rows: { operation: string; cpu?: { p99: number } }[] }).rows.find(
      (r) => r.operation.startsWith("page save"),
    )?.cpu
  : undefined;

const views = n("views");
const misses = views * (1 - n("hitRate"));
const generatedMisses = misses * n("generatedShare");
// Edge hits and fixed pages: no KV (the listing comes from the isolate or the data centre's
// Cache API) and no D1 (sessions are only read when a session cookie is present).
const perView: Cost = { ...zero, requests: 1, cpuMs: renderMs };
// Edge-cache miss of a generated page: one get (pages.server getPage); its content was cleaned at
// save and renders as stored (records saved before the `clean` mark are sanitized again).
const generatedView: Cost = { ...zero, requests: 1, kvReads: 1, cpuMs: renderMs };
// list(): a data centre lists after each change of the pages (once more within KV's minute of
// lag) and at least every 6 hours (listing.server.ts), one list() per 1,000 keys.
const listCalls = Math.ceil(n("pages") / 1000);
const listsPerDay = n("dataCentres") * ((n("saves") + n("batches")) * 1.3 + 24 / 6) * listCalls;
const signIn: Cost = {
  ...zero,
  requests: 2, // the form POST and the panel it redirects to
  // throttle: 2 upserts (+2 refunds and a sweep on success); session: insert + sweep; panel: 1 read.
  d1RowsWritten: 2 + 3 + 2,
  d1RowsRead: 1 + 2,
  cpuMs: pbkdf2Ms + renderMs,
};
const save: Cost = {
  ...zero,
  requests: 2, // the POST and the panel after the redirect
  // getPage before the put; the duplicate check reads at most 8 close candidates (modelled: 1).
  // getPage, and the two marks that say whether KV may hold pages without an index row
  kvReads: 1 + 2,
  kvWrites: 1,
  // the panel's table after the redirect (the gate lists nothing once the index is complete)
  kvLists: listCalls,
  // the session on each request, and the shingle index (rows in proportion to the page's text)
  d1RowsRead: 2 + n("gateRows"),
  // the page's index row and its hashes' counts (--gateRowsWritten)
  d1RowsWritten: n("gateRowsWritten"),
  cpuMs: measuredSave ? measuredSave.p99 : sanitizeMs + renderMs,
};
const batchSize = n("batchSize");
const batch: Cost = {
  ...zero,
  // A Workflow (worker/generation-workflow.ts): one step per page; the tool's page, the start and
  // the screen's polls (about one per page at 200 ms pacing) are the requests.
  requests: batchSize + 2,
  kvReads: batchSize, // getPage: skip titles that exist
  kvWrites: batchSize,
  kvLists: 0, // a job's pages are drafts for review: no gate, no listing (measured: `npm run scale-check`)
  // Per page: the job row twice and the item check; each poll reads the session, the job and the
  // items finished so far (about one poll per page).
  // plus the shingle index before each save (rows in proportion to the page's text).
  d1RowsRead: batchSize * 4 + (batchSize * (batchSize + 1)) / 2 + batchSize * n("gateRows"),
  d1RowsWritten: batchSize * 4 + 3 + batchSize * n("gateRowsWritten"), // `npm run job-limits`, plus the index
  // A job's page: its save (the same gate and HTML stage), without a render.
  cpuMs: measuredSave ? measuredSave.p99 : sanitizeMs + 1,
};

// Web Vitals: a sampled view sends one beacon (POST /rum): one row and its created_at index entry
// (2 rows written, measured with D1's meta.rows_written); the web-vitals file is a static asset.
const rumBeacon: Cost = { ...zero, requests: 1, d1RowsWritten: 2, cpuMs: 1 };
// Search Console, daily cron: usually one newly published day is written (pages + queries + its
// search_days row; measured: 60 + 300 rows → 361 rows written), the days not yet published are
// asked for and come back empty; plus the connection's status row and the retention deletes.
const gscDay = n("gscPageRows") + n("gscQueryRows") + 1;
const apiRows = (count: number, withQuery: boolean) =>
  Array.from({ length: count }, (_, i) => ({
    keys: [
      "2026-01-01",
      `https://motoresppa.com.br/pagina-${i % n("gscPageRows")}`,
      ...(withQuery ? [`busca ${i}`] : []),
    ],
    clicks: 1,
    impressions: 10,
    position: 5,
  }));
const pageApiRows = apiRows(n("gscPageRows"), false);
const queryApiRows = apiRows(n("gscQueryRows"), true);
const range = { startDate: "2026-01-01", endDate: "2026-01-01" };
const prepareMs = await measure(() => prepareRows(pageApiRows, queryApiRows, range), 20);
const dailyImport: Cost = {
  ...zero,
  // Cron invocations are not requests; Google's API calls are subrequests (token + 2 queries).
  // the lookback's days and the connection row, then the sums recomputed from 16 months of page
  // rows (read twice: the sums, the pages gone) and 28 days of query rows (each page's top query,
  // twice); the contacts of 16 months are read too (~2 rows each, not modelled here).
  d1RowsRead: 10 + 1 + 2 * 487 * n("gscPageRows") + 2 * 28 * n("gscQueryRows"),
  // plus the screens' sums it recomputes (a row per page whose sums moved, the contacts' sums
  // deleted and written again: ~2 rows per path contacted).
  d1RowsWritten: gscDay + 1 + n("gscPageRows") + 2 * n("gscPageRows"),
  cpuMs: prepareMs + 1,
};
// The admin's "Desempenho no Google" screen (migration 0017): the import's sums, one row per page
// searched and per path contacted, the Web Vitals window merged by the daily cron (a row per page
// measured) and today's Web Vitals day rows (a row per page and device): it no longer grows with the
// months of data or the contacts (measured by the scale check, below).
const vitalsPages = Math.min(n("pages") + 150, views * n("rumRate"));
const insightsView: Cost = {
  ...zero,
  requests: 1,
  d1RowsRead: 2 * n("gscPageRows") + 3 * vitalsPages + 10,
  cpuMs: renderMs + 2,
};
// The one-off back-fill (16 months ≈ 487 days, one Workflow step per week): every day once, and
// the job row once per step.
const backfillDays = 487;
const backfill: Cost = {
  ...zero,
  d1RowsWritten: backfillDays * gscDay + Math.ceil(backfillDays / CHUNK_DAYS),
  cpuMs: prepareMs * CHUNK_DAYS + 1,
};

const rows: [string, Cost, number][] = [
  ["visitor page view (edge hit or fixed page)", perView, views - generatedMisses],
  ["generated page view, edge miss", generatedView, generatedMisses],
  ["admin sign-in (password)", signIn, n("signins")],
  ["page save", save, n("saves")],
  [`batch job (${batchSize} pages)`, batch, n("batches")],
  [`Web Vitals beacon (${n("rumRate") * 100} % of views)`, rumBeacon, views * n("rumRate")],
  ['admin "Desempenho no Google" view', insightsView, n("insightsViews")],
  [`Search Console daily import (${n("gscPageRows")} page + ${n("gscQueryRows")} query rows a day)`, dailyImport, 1],
];
const total: Cost = { ...zero };
for (const [, cost, count] of rows) {
  for (const key of Object.keys(zero) as (keyof Cost)[]) if (key !== "cpuMs") total[key] += cost[key] * count;
}
total.kvLists += listsPerDay;

const f = (x: number) => (x >= 100 ? Math.round(x).toLocaleString("en-US") : x.toFixed(x < 1 ? 2 : 1));
console.log(
  `\nPer request kind (CPU measured here: PBKDF2 verify ${f(pbkdf2Ms)} ms, sanitize 20 kB ${f(sanitizeMs)} ms, render ${f(renderMs)} ms from the bench)\n`,
);
console.log(
  "| request | count/day | KV reads | KV writes | KV lists | D1 rows read | D1 rows written | CPU ms each | fits Free's 10 ms CPU |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const [name, c, count] of rows) {
  console.log(
    `| ${name} | ${f(count)} | ${f(c.kvReads)} | ${f(c.kvWrites)} | ${f(c.kvLists)} | ${f(c.d1RowsRead)} | ${f(c.d1RowsWritten)} | ${f(c.cpuMs)} | ${c.cpuMs <= FREE.cpuMs ? "yes" : "**no**"} |`,
  );
}
console.log(
  `\nA day (${f(views)} views, ${n("hitRate") * 100} % edge hits, ${n("dataCentres")} data centres) against Workers Free's daily limits\n`,
);
console.log("| resource | used/day | Free limit/day | share |");
console.log("| --- | --- | --- | --- |");
const limits: [string, number, number][] = [
  ["Worker requests", total.requests, FREE.requests],
  ["KV reads", total.kvReads, FREE.kvReads],
  ["KV writes", total.kvWrites, FREE.kvWrites],
  ["KV lists", total.kvLists, FREE.kvLists],
  ["D1 rows read", total.d1RowsRead, FREE.d1RowsRead],
  ["D1 rows written", total.d1RowsWritten, FREE.d1RowsWritten],
];
for (const [name, used, limit] of limits)
  console.log(`| ${name} | ${f(used)} | ${f(limit)} | ${f((100 * used) / limit)} % |`);
console.log(
  `\nOne-off: the 16-month Search Console back-fill writes ${f(backfill.d1RowsWritten)} D1 rows (${f((100 * backfill.d1RowsWritten) / FREE.d1RowsWritten)} % of a Free day), in ${Math.ceil(backfillDays / CHUNK_DAYS)} Workflow steps of ~${f(backfill.cpuMs)} ms CPU each.`,
);
const over = limits.filter(([, used, limit]) => used > limit).map(([name]) => name);
const cpuOver = rows.filter(([, c, count]) => count > 0 && c.cpuMs > FREE.cpuMs).map(([name]) => name);

console.log(
  `\nA save's duplicate check and uniqueness gate: ${f(n("gateRows"))} D1 rows read from the shingle index (--gateRows, measured by tests/integration/gate-index.test.ts), whatever the number of pages; the save's CPU ${measuredSave ? `is the p99 measured by \`npm run scale-check -- --pages ${pagesNow}\` (${f(measuredSave.p99)} ms)` : `is modelled as the sanitizer's and a render (no measurements/scale-check-${pagesNow}.json)`}.`,
);
console.log(
  over.length || cpuOver.length
    ? `\nNeeds Workers Paid: ${[...over.map((o) => `${o} over the daily limit`), ...cpuOver.map((o) => `${o} over 10 ms CPU`)].join("; ")}.`
    : "\nFits Workers Free.",
);

// ---- From the scale check: each operation measured in the Worker at 300, 3,000, 10,000 pages -------
// `npm run scale-check -- --pages N` writes measurements/scale-check-{N}.json: per operation the KV
// operations, D1 statements and D1 rows read and written, counted inside the Worker. A day's use is
// those counts times the day's requests; the visitors' listing is listed once per data centre after
// each change of the pages and at least every 6 hours (listing.server.ts), each time one list() per
// 1,000 keys (the panel's search, measured, lists the whole listing once).
interface Measured {
  operation: string;
  kvReads: number;
  kvWrites: number;
  kvLists: number;
  rowsRead: number;
  rowsWritten: number;
  workerMs: number | null;
  /** The Worker's own time (wall less KV and D1 waits) over repeated requests, p50 / p99 ms. */
  cpu?: { p50: number; p99: number; runs: number };
}
const measurementsDir = path.resolve(import.meta.dirname, "../measurements");
for (const pages of values.scalePages!.split(",").map(Number)) {
  const file = path.join(measurementsDir, `scale-check-${pages}.json`);
  if (!existsSync(file)) {
    console.log(`
${pages.toLocaleString("en-US")} pages: no measurement — run \`npm run scale-check -- --pages ${pages}\`.`);
    continue;
  }
  const measured = JSON.parse(readFileSync(file, "utf8")) as {
    at: string;
    options: { leads: number };
    rows: Measured[];
  };
  const m = (prefix: string) => {
    const r = measured.rows.find((x) => x.operation.startsWith(prefix));
    if (!r) throw new Error(`${file}: no ${prefix}`);
    return r;
  };
  const listsPerListing = Math.max(1, m("panel search").kvLists);
  const changes = n("saves") + n("batches");
  // After each change, a data centre lists once (twice where the change is under a minute old: KV's list lag).
  const visitorLists = n("dataCentres") * (changes * 1.3 + 24 / 6) * listsPerListing;
  const visitorListsBefore = Math.min(n("dataCentres") * 288, misses) * listsPerListing;
  const stampReads = n("dataCentres") * 288;
  const job = m("generation job");
  const perDay: [string, Measured, number][] = [
    ["generated page view, edge miss", m("page view"), generatedMisses],
    ["sitemap.xml, edge miss (one per data centre every 5 minutes at most)", m("sitemap.xml"), n("dataCentres") * 288],
    // Past 1,000 URLs /sitemap.xml is an index and crawlers read its parts (cached alike).
    ...(measured.rows.some((x) => x.operation.startsWith("sitemap part"))
      ? [
          ["sitemap part (up to 1,000 URLs), edge miss", m("sitemap part"), n("dataCentres") * 288] as [
            string,
            Measured,
            number,
          ],
        ]
      : []),
    [
      "page save (with the panel's list after it)",
      { ...m("page save"), kvLists: m("page save").kvLists + listsPerListing },
      n("saves"),
    ],
    [`generation job items (${batchSize} a job)`, job, n("batches") * batchSize],
    ["panel views and searches", m("panel search"), n("panelViews")],
    ["leads list", m("leads list"), n("leadsViews")],
    ['"Desempenho no Google"', m("Desempenho"), n("insightsViews")],
    ['"Cada página vale a pena?"', m("Cada página"), n("verdictViews")],
  ];
  console.log(
    `\n### ${pages.toLocaleString("en-US")} pages, measured (${file.slice(measurementsDir.length + 1)}, ${measured.at.slice(0, 10)}; ${measured.options.leads.toLocaleString("en-US")} leads, 16 months of Search Console, a year of Web Vitals)\n`,
  );
  console.log(
    "| request | count/day | KV reads | KV writes | KV lists | D1 rows read | D1 rows written | Worker CPU p50 / p99 ms (local) |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  const day = {
    requests: views + 2 * n("saves") + n("batches") * (batchSize + 2) + 50,
    kvReads: stampReads,
    kvWrites: 0,
    kvLists: visitorLists,
    rowsRead: 0,
    rowsWritten: 0,
  };
  for (const [name, r, count] of perDay) {
    console.log(
      `| ${name} | ${f(count)} | ${f(r.kvReads)} | ${f(r.kvWrites)} | ${f(r.kvLists)} | ${f(r.rowsRead)} | ${f(r.rowsWritten)} | ${r.cpu ? `${f(r.cpu.p50)} / ${f(r.cpu.p99)}` : "—"} |`,
    );
    day.kvReads += r.kvReads * count;
    day.kvWrites += r.kvWrites * count;
    day.kvLists += r.kvLists * count;
    day.rowsRead += r.rowsRead * count;
    day.rowsWritten += r.rowsWritten * count;
  }
  // Modelled, unchanged by the page count: sign-ins, Web Vitals beacons, the daily import.
  for (const [c, count] of [
    [signIn, n("signins")],
    [rumBeacon, views * n("rumRate")],
    [dailyImport, 1],
  ] as [Cost, number][]) {
    day.rowsRead += c.d1RowsRead * count;
    day.rowsWritten += c.d1RowsWritten * count;
  }
  console.log(
    `| visitors' listing (${n("dataCentres")} data centres, ${changes} changes a day) | — | ${f(stampReads)} stamp reads | — | ${f(visitorLists)} (before: ${f(visitorListsBefore)}) | — | — | — |`,
  );
  const dayLimits: [string, number, number][] = [
    ["KV reads", day.kvReads, FREE.kvReads],
    ["KV writes", day.kvWrites, FREE.kvWrites],
    ["KV lists", day.kvLists, FREE.kvLists],
    ["D1 rows read", day.rowsRead, FREE.d1RowsRead],
    ["D1 rows written", day.rowsWritten, FREE.d1RowsWritten],
  ];
  console.log(`\n| resource (${f(views)} views a day) | used/day | Free limit/day | share |`);
  console.log("| --- | --- | --- | --- |");
  for (const [name, used, limit] of dayLimits)
    console.log(`| ${name} | ${f(used)} | ${f(limit)} | ${f((100 * used) / limit)} % |`);
  const overDay = dayLimits.filter(([, used, limit]) => used > limit);
  // Per request: the measured p99 of the Worker's own time against Free's 10 ms, and the password
  // sign-in's PBKDF2 (modelled above: it does not depend on the pages).
  const measuredCpuOver = perDay
    .filter(([, r, count]) => count > 0 && r.cpu && r.cpu.p99 > FREE.cpuMs)
    .map(([name, r]) => `${name} (p99 ${f(r.cpu!.p99)} ms)`);
  const cpuOverHere = [
    ...(signIn.cpuMs > FREE.cpuMs ? [`admin sign-in (PBKDF2, ${f(signIn.cpuMs)} ms)`] : []),
    ...measuredCpuOver,
  ];
  console.log(
    `\nAt ${pages.toLocaleString("en-US")} pages and ${f(views)} views a day: ${
      overDay.length === 0
        ? "every daily count fits Workers Free"
        : overDay.map(([name, used, limit]) => `${name} over Free's daily limit (${f(used)} of ${f(limit)})`).join("; ")
    }; visitor lists are ${f((100 * visitorLists) / FREE.kvLists)} % of Free's 1,000 (${f(visitorLists / (views / 10_000))} per 10,000 views, before ${f(visitorListsBefore / (views / 10_000))}). CPU per request (10 ms on Free), the measured p99 of the Worker's own time: ${cpuOverHere.length ? `over it: ${cpuOverHere.join("; ")}` : "within it"}.`,
  );
}

// ---- Photos: R2 and Cloudflare Images, a month (app/lib/media) -----------------------------------
// Free allowances and prices (developers.cloudflare.com/r2/pricing, /images/pricing): R2 10 GB-month,
// 1 million Class A (writes) and 10 million Class B (reads) a month free, then $0.015 per GB-month,
// $4.50 per million writes, $0.36 per million reads; Images 5,000 unique transformations a month
// free (every call of the binding counts one; past it, new transformations fail on the Free plan),
// then $0.50 per 1,000 on Images Paid.
const i = (x: number) => Math.round(x).toLocaleString("en-US");
const R2_FREE = { gbMonth: 10, classA: 1_000_000, classB: 10_000_000 };
const R2_PRICE = { gbMonth: 0.015, classA: 4.5 / 1e6, classB: 0.36 / 1e6 };
const IMAGES_FREE = 5_000;
const IMAGES_PRICE = 0.5 / 1000;
// Per photo, as app/lib/media/media.server.ts stores it: the original (a 12 MP phone JPEG, ~4.5 MB)
// and 3 WebP widths (~0.28 MB, `npm run bench`'s photo: 7 + 70 + 207 kB) plus AVIF at 720 and
// 1080 when on (~0.2 MB). Transformations: 1 info + 3 WebP (+ 2 AVIF); writes: the original and each variant.
const avifOn = values.avif !== "off";
const perPhoto = {
  transformations: 1 + 3 + (avifOn ? 2 : 0),
  r2Writes: 1 + 3 + (avifOn ? 2 : 0),
  mb: 4.5 + 0.28 + (avifOn ? 0.2 : 0),
};
const photosPerMonth = n("jobsPerMonth") * n("photosPerJob") + n("libraryImagesPerMonth");
const monthViews = views * 30;
// A view's photos come from the browser's cache (a year, immutable), else the data centre's Cache
// API copy (a day), else R2: reads are at most one per variant per data centre a day.
const variantsShown = Math.min(photosPerMonth * 3, monthViews * n("photoViewShare") * n("photosPerView"));
const r2ReadsPerMonth = Math.min(
  variantsShown * n("dataCentres") * 30,
  monthViews * n("photoViewShare") * n("photosPerView"),
);
const transformations = photosPerMonth * perPhoto.transformations;
const r2Writes = photosPerMonth * perPhoto.r2Writes;
const storedGbAfterYear = (photosPerMonth * perPhoto.mb * 12) / 1024;
console.log(
  `\nPhotos a month (${i(n("jobsPerMonth"))} jobs × ${i(n("photosPerJob"))} photos + ${i(n("libraryImagesPerMonth"))} page images; AVIF ${avifOn ? "on" : "off"}), against the free allowances\n`,
);
console.log("| resource | per photo posted | a month | free a month | share | cost past free |");
console.log("| --- | --- | --- | --- | --- | --- |");
const imagesCost = Math.max(0, transformations - IMAGES_FREE) * IMAGES_PRICE;
const writesCost = Math.max(0, r2Writes - R2_FREE.classA) * R2_PRICE.classA;
const readsCost = Math.max(0, r2ReadsPerMonth - R2_FREE.classB) * R2_PRICE.classB;
const storageCost = Math.max(0, storedGbAfterYear - R2_FREE.gbMonth) * R2_PRICE.gbMonth;
console.log(
  `| Images transformations | ${perPhoto.transformations} | ${i(transformations)} | ${i(IMAGES_FREE)} | ${f((100 * transformations) / IMAGES_FREE)} % | $${imagesCost.toFixed(2)} |`,
);
console.log(
  `| R2 writes (Class A) | ${perPhoto.r2Writes} | ${i(r2Writes)} | ${i(R2_FREE.classA)} | ${f((100 * r2Writes) / R2_FREE.classA)} % | $${writesCost.toFixed(2)} |`,
);
console.log(
  `| R2 reads (Class B), from page views | 0 | ${i(r2ReadsPerMonth)} | ${i(R2_FREE.classB)} | ${f((100 * r2ReadsPerMonth) / R2_FREE.classB)} % | $${readsCost.toFixed(2)} |`,
);
console.log(
  `| R2 storage after 12 months, GB | ${perPhoto.mb.toFixed(2)} MB | ${f(storedGbAfterYear)} | ${R2_FREE.gbMonth} | ${f((100 * storedGbAfterYear) / R2_FREE.gbMonth)} % | $${storageCost.toFixed(2)}/month |`,
);
console.log(
  `\nPer page view: no Images call and no R2 write; a photo a browser has not seen is one R2 read at most once a day per data centre (the data centre's cache answers the rest). Per job posted (${i(n("photosPerJob"))} photos): ${i(n("photosPerJob") * perPhoto.transformations)} transformations, ${i(n("photosPerJob") * perPhoto.r2Writes)} R2 writes, 1 KV write (the visitors' snapshot), ~${i(4 * n("photosPerJob") + 34)} D1 rows written (each photo's row written and made ready, the job, its photo links, the version, and the dates of the ~32 pages that show it: 32 for a job in Vila Mariana, measured).`,
);
const freeJobs = Math.floor(
  (IMAGES_FREE - n("libraryImagesPerMonth") * perPhoto.transformations) /
    (n("photosPerJob") * perPhoto.transformations),
);
console.log(
  `Images Free allows about ${i(freeJobs)} jobs of ${i(n("photosPerJob"))} photos a month (past 5,000 transformations, uploads fail until the month turns: Images Paid, $0.50 per 1,000 more, lifts it).`,
);

// ---- The global tier of rendered pages: R2, a month (app/lib/platform/page-tier.server.ts) --------
// Each edge miss reads the tier once (a class B read); each render a visitor makes on a tier miss
// writes it (class A), at most every miss; a save renders up to 6 pages after its response (writes).
// Purges are deletes (free). Objects: one per address and pager value, ~65 kB at most.
// The warm-up (app/lib/platform/tier-warm-up.server.ts), after each identity save and deploy, and
// once a day after the rating cron (renewing every copy that would expire before the next day): one
// write per public page (a page whose copy already answers is skipped: one head instead) and 2 of
// its marker; per step of 10 pages, 2 marker heads (the run still owns it), a stamp head per page.
// Public pages: the generated ones and ~152 built-in (the sitemap's).
const warmPages = n("pages") + 152;
const warmRuns = n("identitySaves") + n("deploys") + 30;
const warmWritesPerRun = warmPages + 2;
const warmReadsPerRun = 2 * warmPages + 2 * Math.ceil(warmPages / 10);
// The 5-minute cron reads the marker once (has this build been warmed?): 288 a day.
const tierReads = misses * 30 + warmRuns * warmReadsPerRun + 288 * 30;
const tierWrites = misses * 30 + n("saves") * 6 * 30 + warmRuns * warmWritesPerRun;
const tierGb = ((n("pages") + 80) * 65) / 1024 / 1024;
console.log(
  `\nThe global tier of rendered pages a month (≤ one read per edge miss, ≤ one write per render and 6 per save; the warm-up: ≤ ${i(warmWritesPerRun)} writes and ${i(warmReadsPerRun)} reads per identity save, deploy or day, ${i(warmRuns)} a month: ${i(warmRuns * warmWritesPerRun)} writes), with the photos' R2 use above\n`,
);
console.log("| resource | tier a month | with photos | free a month | share |");
console.log("| --- | --- | --- | --- | --- |");
console.log(
  `| R2 writes (Class A) | ${i(tierWrites)} | ${i(tierWrites + r2Writes)} | ${i(R2_FREE.classA)} | ${f((100 * (tierWrites + r2Writes)) / R2_FREE.classA)} % |`,
);
console.log(
  `| R2 reads (Class B) | ${i(tierReads)} | ${i(tierReads + r2ReadsPerMonth)} | ${i(R2_FREE.classB)} | ${f((100 * (tierReads + r2ReadsPerMonth)) / R2_FREE.classB)} % |`,
);
console.log(
  `| R2 storage, GB | ${tierGb.toFixed(3)} | ${f(tierGb + storedGbAfterYear)} | ${R2_FREE.gbMonth} | ${f((100 * (tierGb + storedGbAfterYear)) / R2_FREE.gbMonth)} % |`,
);
