// The scale check: `npm run build && npm run scale-check` (flags: --pages 10000 --leads 100000
// --searchPages 300 --vitalsPages 300). Fills local KV and D1 in bulk (harness/scale-check.ts),
// runs each operation once through the built Worker in workerd and prints what it cost, counted
// inside the Worker (KV operations, D1 statements and D1's own rows read and written) and the
// Worker's time (Server-Timing; on a shared machine, compare it with itself). The table is written
// to measurements/scale-check-{pages}.json, which `npm run plan-fit` reads.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureBackup } from "../harness/backup-scale";
import { measureOperations, scaleTable, startScaleSite } from "../harness/scale-check";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "10000" },
    leads: { type: "string", default: "100000" },
    searchPages: { type: "string", default: "300" },
    vitalsPages: { type: "string", default: "300" },
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
const started = performance.now();
const site = await startScaleSite(options);
const seededS = (performance.now() - started) / 1000;
try {
  const rows = await measureOperations(site, options);
  console.log(
    `Scale check: ${options.pages.toLocaleString("en-US")} generated pages, ${options.leads.toLocaleString("en-US")} leads, 16 months of Search Console (${options.searchPages} pages a day × 5 queries), a year of Web Vitals (${options.vitalsPages} pages × 2 devices); seeded in ${seededS.toFixed(0)} s\n`,
  );
  console.log(scaleTable(rows));
  // Last: the backup download, with the photos it adds to R2 (docs/backup.md).
  const backup = await measureBackup(site, {
    pages: options.pages,
    photos: Number(values.photos),
    photoKb: Number(values.photoKb),
  });
  console.log(
    `\nBackup download: ${backup.pages} pages and ${backup.photos} photos (${values.photoKb} kB originals + 3 variants) → ${backup.archiveMb} MB in ${backup.seconds} s; workerd resident memory ${backup.workerdRssBeforeMb} MB before, peak ${backup.workerdRssPeakMb} MB`,
  );
  writeFileSync(
    values.out || path.resolve(import.meta.dirname, `../measurements/scale-check-${options.pages}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), options, rows, backup }, null, 2)}\n`,
  );
} finally {
  await site.w.dispose();
}
