// The scale check: `npm run build && npm run scale-check` (flags: --pages 10000 --leads 100000
// --searchPages 300 --vitalsPages 300 --gatePages 10000). Fills local KV and D1 in bulk
// (harness/scale-check.ts), runs each operation once through the built Worker in workerd and
// prints what it cost, counted inside the Worker (KV operations, D1 statements and D1's own rows
// read and written) and the Worker's time (Server-Timing; on a shared machine, compare it with
// itself). Then the uniqueness gate's save on a launched site padded to --gatePages pages
// (harness/gate-scale.ts; 0 skips it): D1's rows read and bytes returned, which CI holds at 1,000
// pages (tests/integration/gate-index.test.ts). The tables are written to
// measurements/scale-check-{pages}.json, which `npm run plan-fit` reads.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type IndexRow, publishedRows } from "~/lib/gate/page-index.server";
import { GATE_SAVE_BUDGET, type GateSaves, measureGateSaves, padIndex } from "../harness/gate-scale";
import { startLaunchedSite } from "../harness/launched-site";
import { measureBackup } from "../harness/backup-scale";
import { measureOperations, scaleTable, startScaleSite } from "../harness/scale-check";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "10000" },
    leads: { type: "string", default: "100000" },
    searchPages: { type: "string", default: "300" },
    vitalsPages: { type: "string", default: "300" },
    gatePages: { type: "string", default: "10000" },
    photos: { type: "string", default: "1000" },
    photoKb: { type: "string", default: "500" },
    out: { type: "string", default: "" },
  },
});
const options = {
  pages: Number(values.pages),
  leads: Number(values.leads),
  searchPages: Number(values.searchPages),
  vitalsPages: Number(values.vitalsPages),
};
const gatePages = Number(values.gatePages);

/** The gate's save on a launched site, then on it padded to `total` pages. */
async function gateAtScale(total: number): Promise<{ pages: number; atSite: GateSaves; atScale: GateSaves }> {
  const site = await startLaunchedSite();
  try {
    const db = await site.w.db();
    const rows: IndexRow[] = await publishedRows(db);
    const checkedAt = "2026-11-26T00:00:00.000Z";
    const atSite = await measureGateSaves(db, rows, `${rows.length} pages`, checkedAt);
    await padIndex(db, rows, total, checkedAt);
    const atScale = await measureGateSaves(db, rows, `${total.toLocaleString("en-US")} pages`, checkedAt);
    return { pages: rows.length, atSite, atScale };
  } finally {
    await site.dispose();
  }
}

function gateTable(g: { pages: number; atSite: GateSaves; atScale: GateSaves }, total: number): string {
  const f = (n: number) => n.toLocaleString("en-US");
  return [
    `| uniqueness gate's save | D1 rows read at ${g.pages} pages | at ${f(total)} | bytes at ${g.pages} | at ${f(total)} | within budget (≤ ${f(GATE_SAVE_BUDGET.rows)} rows, ${f(GATE_SAVE_BUDGET.bytes)} B, ≤ ${GATE_SAVE_BUDGET.growth}×) |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...Object.keys(g.atSite).map((name) => {
      const a = g.atSite[name]!;
      const b = g.atScale[name]!;
      const ok =
        b.unchecked === null &&
        b.rows <= GATE_SAVE_BUDGET.rows &&
        b.bytes <= GATE_SAVE_BUDGET.bytes &&
        b.rows <= GATE_SAVE_BUDGET.growth * a.rows;
      return `| ${name} | ${f(a.rows)} | ${f(b.rows)} | ${f(a.bytes)} | ${f(b.bytes)} | ${ok ? "yes" : "**no**"} |`;
    }),
  ].join("\n");
}
const started = performance.now();
const site = await startScaleSite(options);
const seededS = (performance.now() - started) / 1000;
let rows: Awaited<ReturnType<typeof measureOperations>>;
let backup: Awaited<ReturnType<typeof measureBackup>>;
try {
  rows = await measureOperations(site, options);
  console.log(
    `Scale check: ${options.pages.toLocaleString("en-US")} generated pages, ${options.leads.toLocaleString("en-US")} leads, 16 months of Search Console (${options.searchPages} pages a day × 5 queries), a year of Web Vitals (${options.vitalsPages} pages × 2 devices); seeded in ${seededS.toFixed(0)} s\n`,
  );
  console.log(scaleTable(rows));
  // Last on this site: a backup copy and its download, with the photos it adds to R2 (docs/backup.md).
  backup = await measureBackup(site, {
    pages: options.pages,
    photos: Number(values.photos),
    photoKb: Number(values.photoKb),
  });
  console.log(
    `\nBackup (the Workflow's copy, then its download): ${backup.pages} pages and ${backup.photos} photos (${values.photoKb} kB originals + 3 variants) → ${backup.archiveMb} MB built in ${backup.seconds} s over ${backup.steps} steps (the most in one step: ${backup.maxCallsPerStep} calls — ${backup.maxKvCalls} KV, ${backup.maxD1Calls} D1, ${backup.maxR2Calls} R2 — and ${backup.maxHeldMb} MB held), downloaded in ${backup.downloadSeconds} s; workerd resident memory ${backup.workerdRssBeforeMb} MB before, peak ${backup.workerdRssPeakMb} MB`,
  );
} finally {
  await site.w.dispose();
}
const gate = gatePages > 0 ? await gateAtScale(gatePages) : null;
if (gate) console.log(`\n${gateTable(gate, gatePages)}`);
writeFileSync(
  values.out || path.resolve(import.meta.dirname, `../measurements/scale-check-${options.pages}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), options, rows, backup, ...(gate ? { gate: { sitePages: gate.pages, pages: gatePages, atSite: gate.atSite, atScale: gate.atScale } } : {}) }, null, 2)}\n`,
);
