// Search-integrity audit of the built site (issue 12): per page family, word counts, pairwise
// 5-word-shingle Jaccard and unique share of the indexable pages, JSON-LD honesty, duplicate
// titles and descriptions. Exits 1 when a threshold of tests/support/seo-audit.ts is broken.
// Usage: npm run build && npm run seo-audit   (runs the built Worker in workerd, temporary KV)
import { formatAudit, runSeoAudit } from "../harness/seo-audit";
import { startWorker } from "../harness/worker";

const w = await startWorker({ launched: true });
try {
  const report = await runSeoAudit(w);
  console.log(formatAudit(report));
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} finally {
  await w.dispose();
}
