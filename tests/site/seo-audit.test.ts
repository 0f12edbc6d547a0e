// The search-integrity thresholds of `npm run seo-audit`, run by CI: the same code on the built
// Worker. Every indexable page is distinct within its family and every JSON-LD fact is visible.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditReport, formatAudit, MAX_JACCARD, MIN_UNIQUE_SHARE, runSeoAudit } from "../../harness/seo-audit";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let report: AuditReport;

beforeAll(async () => {
  w = await startWorker({ launched: true });
  report = await runSeoAudit(w);
  console.log(formatAudit(report, 5));
});

afterAll(async () => {
  await w?.dispose();
});

describe("seo-audit on the built site", () => {
  it("audits every family of indexable pages the site has", () => {
    const families = report.families.map((f) => f.family);
    expect(families).toEqual(expect.arrayContaining(["neighbourhood", "city", "topic", "regional", "editorial"]));
    expect(report.indexable.length).toBeGreaterThan(100);
  });

  it("keeps every family's most similar pair at or under the Jaccard limit", () => {
    const over = report.families.filter((f) => f.maxJaccard > MAX_JACCARD);
    expect(over.map((f) => `${f.family} ${f.maxJaccard.toFixed(3)} ${f.maxPair.join(" ↔ ")}`)).toEqual([]);
  });

  it("gives every indexable page at least 40 % of text found on no other", () => {
    const low = report.indexable.filter((p) => p.unique < MIN_UNIQUE_SHARE);
    expect(low.map((p) => `${p.path} ${p.unique.toFixed(3)}`)).toEqual([]);
  });

  it("states in JSON-LD only ratings, prices, phones and hours the page shows", () => {
    expect(report.dishonest).toEqual([]);
  });

  it("states each business fact in one version and places with their preposition", () => {
    expect(report.contradictions).toEqual([]);
  });

  it("gives indexable pages unique titles and descriptions", () => {
    expect(report.duplicateTitles).toEqual([]);
    expect(report.duplicateDescriptions).toEqual([]);
  });

  it("keeps the kit pages out of the index: canonical to their place, not in sitemap.xml", () => {
    expect(report.indexable.filter((p) => p.family === "kit")).toEqual([]);
  });
});
