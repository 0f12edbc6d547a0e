// Search-integrity audit of the built site as it will be indexed: a launched site (the seller's
// identity and confirmed claims) holding the batch creator's 50 pages and the technical
// generator's 50 pages (harness/launched-site.ts), crawled from / and every sitemap URL. Prints,
// per page family, word counts, pairwise 5-word-shingle Jaccard and unique share of the indexable
// pages, the generated pages kept out of the index, JSON-LD honesty, contradicting wordings,
// prepositions, same service and place, robots agreement. Exits 1 when a threshold is broken.
// Usage: npm run build && npm run seo-audit   (runs the built Worker in workerd, temporary KV)
import { formatAudit, runSeoAudit } from "../harness/seo-audit";
import { seedSellerContent, startLaunchedSite } from "../harness/launched-site";
import { LAUNCH_IDENTITY } from "../harness/identity";
import { claimFactsOf } from "../app/lib/claims/facts";

const started = Date.now();
// The technical generator's AI plants invented claims in one answer of three; three of each
// job's pages stay unread in "Para revisar"; the seller adds six jobs in one zone and his own text.
// The company is renamed from the built-in name: no page may still say the old one.
const companyName = "Portões Aurora Automação";
const site = await startLaunchedSite({ aiScenario: "planted", leaveInReview: 3, companyName });
try {
  await seedSellerContent(site.w, site.cookie);
  const seeded = Date.now();
  for (const [tool, job] of Object.entries(site.jobs)) {
    const drafts = job.items.filter((i) => i.draft).length;
    const noindex = job.items.filter((i) => i.noindex && !i.draft).length;
    console.log(
      `${tool}: ${job.items.filter((i) => i.success).length}/${job.total} saved, ${noindex} public but noindex, ${drafts} drafts, ${job.items.filter((i) => i.removed).length} with sentences removed by the claims check`,
    );
  }
  console.log(`left unread in "Para revisar": ${site.pending.length}`);
  const report = await runSeoAudit(site.w, {
    facts: claimFactsOf({ ...LAUNCH_IDENTITY, name: companyName }, new Date()),
    companyName,
    staleNames: [LAUNCH_IDENTITY.name],
    pendingReview: site.pending,
    generated: Object.values(site.jobs).flatMap((job) => job.items.filter((i) => i.success).map((i) => i.slug)),
  });
  console.log(formatAudit(report, Number(process.env.SEO_AUDIT_LINES ?? 20)));
  console.log(
    `\nSeeding ${((seeded - started) / 1000).toFixed(0)} s, audit ${((Date.now() - seeded) / 1000).toFixed(0)} s.`,
  );
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} finally {
  await site.dispose();
}
