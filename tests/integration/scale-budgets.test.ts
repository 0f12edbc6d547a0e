// What each operation costs on a filled site (harness/scale-check.ts, the same measurement as
// `npm run scale-check` at a scale CI can afford: 1,000 generated pages, 5,000 leads in a year,
// 16 months of Search Console for 60 pages, a year of Web Vitals for 60): the KV operations, D1
// statements and D1 rows read and written of one request, counted inside the Worker by D1
// itself. Budgets on those counts only: the Worker's time is printed, never asserted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Measured,
  measureOperations,
  type ScaleSite,
  scaleTable,
  startScaleSite,
} from "../../harness/scale-check";

const SCALE = { pages: 1_000, leads: 5_000, searchPages: 60, vitalsPages: 60 };
let site: ScaleSite;
let rows: Measured[];
const of = (operation: string) => {
  const r = rows.find((m) => m.operation.startsWith(operation));
  if (!r) throw new Error(`not measured: ${operation}`);
  return r;
};

beforeAll(async () => {
  site = await startScaleSite(SCALE);
  // The counts only: the CPU figures' repeated requests are `npm run scale-check`'s.
  rows = await measureOperations(site, SCALE, { cpu: false });
  console.info(`${scaleTable(rows)}\n`);
}, 240_000);

afterAll(async () => {
  await site?.w.dispose();
});

describe("budgets per request on a filled site", () => {
  it("a visitor's page view missing the edge cache is one KV read: no list, no D1", () => {
    expect(of("page view")).toMatchObject({ kvReads: 1, kvWrites: 0, kvLists: 0, statements: 0 });
  });

  it("sitemap.xml comes from the visitors' listing copy: no KV, no D1", () => {
    expect(of("sitemap.xml")).toMatchObject({ kvReads: 0, kvLists: 0, statements: 0 });
  });

  it("past 1,000 URLs sitemap.xml is an index of parts of at most 1,000, listing every indexable page once, each part without KV or D1", async () => {
    expect(of("sitemap part")).toMatchObject({ kvReads: 0, kvLists: 0, statements: 0 });
    const index = await (await site.w.fetch("/sitemap.xml")).text();
    expect(index).toContain("<sitemapindex");
    const parts = [...index.matchAll(/<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    const paths: string[] = [];
    for (const part of parts) {
      const res = await site.w.fetch(part);
      expect(res.status, part).toBe(200);
      const urls = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(urls.length, part).toBeLessThanOrEqual(1_000);
      paths.push(...urls);
    }
    expect(new Set(paths).size).toBe(paths.length);
    for (const i of [0, Math.floor(SCALE.pages / 2), SCALE.pages - 1])
      expect(paths).toContain(`/links-uteis/guia-de-portao-${i}`);
    expect((await site.w.fetch(`/sitemap/${parts.length + 1}.xml`)).status).toBe(404);
  });

  it("the panel's search is one list() per 1,000 pages and a few D1 rows", () => {
    const r = of("panel search");
    expect(r.kvLists).toBeLessThanOrEqual(Math.ceil(SCALE.pages / 1000));
    expect(r.rowsRead).toBeLessThanOrEqual(10);
  });

  it("the leads list reads at most 2 D1 rows per lead of the year", () => {
    const r = of("leads list");
    expect(r.kvLists).toBe(0);
    expect(r.rowsRead).toBeLessThanOrEqual(2 * SCALE.leads);
  });

  it("Desempenho no Google reads at most 2,000 D1 rows over 16 months of data", () => {
    const r = of("Desempenho");
    expect(r.kvLists).toBe(0);
    expect(r.rowsRead).toBeLessThanOrEqual(2_000);
    expect(r.statements).toBeLessThanOrEqual(12);
  });

  it("Cada página vale a pena? reads at most 2,000 D1 rows", () => {
    const r = of("Cada página");
    expect(r.kvLists).toBeLessThanOrEqual(Math.ceil(SCALE.pages / 1000));
    expect(r.rowsRead).toBeLessThanOrEqual(2_000);
  });

  it("a save writes its page, its revision and the listing's stamp, lists nothing, and stays within its D1 budget", () => {
    const r = of("page save");
    // The page, and the two marks that say whether KV may hold pages without an index row.
    expect(r).toMatchObject({ kvReads: 3, kvWrites: 3, kvLists: 0 });
    // Issue 32: ≤ 1,000 rows read at any size (gate-index.test.ts measures the gate at 10,000 pages).
    expect(r.rowsRead).toBeLessThanOrEqual(1_000);
    expect(r.rowsWritten).toBeLessThanOrEqual(1_000);
  });

  it("a one-page generation job reads and writes a few rows and keys, and lists nothing", () => {
    const r = of("generation job");
    expect(r).toMatchObject({ kvLists: 0 });
    expect(r.kvWrites).toBeLessThanOrEqual(2);
    expect(r.rowsRead).toBeLessThanOrEqual(50);
    expect(r.rowsWritten).toBeLessThanOrEqual(50);
  });
});
