// The search-integrity thresholds of `npm run seo-audit`, run by CI: the same code over the crawl
// of the launched site (tests/site/global-setup.ts). The site's pages hold the batch creator's 50
// pages and the technical generator's 50; every indexable page is distinct site-wide and every
// JSON-LD fact is visible.
import { beforeAll, describe, expect, it } from "vitest";
import { type AuditReport, auditCrawl, formatAudit, MAX_JACCARD, MIN_UNIQUE_SHARE } from "../../harness/seo-audit";
import { launchedSite } from "./site";

let report: AuditReport;
let site: Awaited<ReturnType<typeof launchedSite>>;

beforeAll(async () => {
  site = await launchedSite();
  report = await auditCrawl(site.crawl, site.sitemap);
  console.log(formatAudit(report, 5));
}, 1_200_000);

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

  it("made the batch's 50 pages and the technical generator's 50, and audited the generated pages", () => {
    expect(site.jobs.lote.items.filter((i) => i.success)).toHaveLength(50);
    expect(site.jobs.tecnico.items.filter((i) => i.success)).toHaveLength(50);
    expect(report.generated.indexable).toBeGreaterThan(0);
    expect(report.maxPairAll.score).toBeLessThanOrEqual(MAX_JACCARD);
  });

  it("has no two indexable pages for the same service and place, and robots that agree", () => {
    expect(report.sameTopic).toEqual([]);
    expect(report.robotsDisagree).toEqual([]);
  });

  it("gives indexable pages unique titles and descriptions", () => {
    expect(report.duplicateTitles).toEqual([]);
    expect(report.duplicateDescriptions).toEqual([]);
  });

  it("keeps the kit pages out of the index: noindex, not in sitemap.xml", () => {
    expect(report.indexable.filter((p) => p.family === "kit")).toEqual([]);
  });
});
