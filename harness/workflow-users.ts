// The test files whose Worker runs the Workflows' engines (harness/worker.ts, `workflows`): each
// engine is a Worker of its own in workerd (~40 ms of CPU a start, ~0.2 s for all of them), and
// most files never start a Workflow. A file not listed here gets stand-ins of the same shape that
// fail its test when the app calls them, saying which Workflow it needed; a file can also pass
// `startWorker({ workflows })` itself. WARM_UP runs whenever TIER_WARM_UP is on (the app starts
// it only then).
import type { WorkflowBinding } from "./worker";

/** Path from the repository's root → the Workflows the file's Workers run ("all" of them). */
export const WORKFLOW_USERS: Record<string, "all" | WorkflowBinding[]> = {
  "tests/integration/admin-kv-ops.test.ts": "all",
  "tests/integration/admin-security.test.ts": "all",
  "tests/integration/ai-key-leak.test.ts": "all",
  "tests/integration/announce.test.ts": "all",
  "tests/integration/backup-steps.test.ts": "all",
  "tests/integration/backup.test.ts": "all",
  "tests/integration/claims-check.test.ts": "all",
  "tests/integration/cms.test.ts": "all",
  "tests/integration/generation-jobs.test.ts": "all",
  "tests/integration/generation.test.ts": "all",
  "tests/integration/insights-totals.test.ts": "all",
  "tests/integration/jobs-done.test.ts": "all",
  "tests/integration/leads.test.ts": "all",
  "tests/integration/lying-model.test.ts": "all",
  "tests/integration/media-upload.test.ts": "all",
  "tests/integration/phone-admin.test.ts": "all",
  "tests/integration/place-jobs.test.ts": "all",
  "tests/integration/places-reader.test.ts": "all",
  "tests/integration/review-flags.test.ts": "all",
  "tests/integration/reviews.test.ts": "all",
  "tests/integration/scale-budgets.test.ts": "all",
  "tests/integration/search-console.test.ts": "all",
  "tests/integration/tier-warm-up.test.ts": "all",
  "tests/integration/tier-window.test.ts": "all",
  "tests/integration/web-vitals-budget.test.ts": "all",
  "tests/e2e/accessibility.test.ts": "all",
  "tests/e2e/backup.test.ts": "all",
  "tests/e2e/cms.test.ts": "all",
  "tests/e2e/generation-jobs.test.ts": "all",
  "tests/e2e/generators.test.ts": "all",
  "tests/e2e/jobs-done.test.ts": "all",
  "tests/e2e/page-verdicts.test.ts": "all",
  "tests/e2e/phone-admin-flows.test.ts": "all",
  "tests/e2e/phone-width.test.ts": "all",
  "tests/e2e/review-queue.test.ts": "all",
  "tests/e2e/reviews.test.ts": "all",
  "tests/e2e/search-console-connect.test.ts": "all",
  "tests/e2e/web-vitals.test.ts": "all",
  "tests/integration/gate-index.test.ts": "all",
  "tests/integration/uniqueness-gate.test.ts": "all",
};
