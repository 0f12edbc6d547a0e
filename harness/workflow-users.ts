// The test files whose Worker runs the Workflows' engines (harness/worker.ts, `workflows`): each
// engine is a Worker of its own in workerd (~40 ms of CPU a start, ~0.2 s for all of them), and
// most files never start a Workflow. A file not listed here gets stand-ins of the same shape that
// fail its test when the app calls them, saying which Workflow it needed; a file can also pass
// `startWorker({ workflows })` itself. WARM_UP runs whenever TIER_WARM_UP is on (the app starts
// it only then).
import type { WorkflowBinding } from "./worker";

/**
 * Path from the repository's root → the Workflows the file's Workers run: the bindings its tests
 * were seen to call (PPA_TRACE_WORKFLOWS=1, harness/worker.ts), or "all" for a file not traced yet.
 */
export const WORKFLOW_USERS: Record<string, "all" | WorkflowBinding[]> = {
  "tests/integration/admin-kv-ops.test.ts": ["GENERATION"],
  "tests/integration/ai-key-leak.test.ts": ["GENERATION"],
  "tests/integration/announce.test.ts": ["GENERATION"],
  "tests/integration/backup-steps.test.ts": ["BACKUP", "RESTORE"],
  "tests/integration/backup.test.ts": ["BACKUP", "RESTORE"],
  "tests/integration/claims-check.test.ts": ["GENERATION"],
  "tests/integration/cms.test.ts": ["GENERATION"],
  "tests/integration/generation-jobs.test.ts": ["GENERATION"],
  "tests/integration/generation.test.ts": ["GENERATION"],
  "tests/integration/insights-totals.test.ts": [],
  "tests/integration/jobs-done.test.ts": [],
  "tests/integration/leads.test.ts": ["BACKUP"],
  "tests/integration/lying-model.test.ts": ["GENERATION"],
  "tests/integration/media-upload.test.ts": [],
  "tests/integration/phone-admin.test.ts": ["BACKUP"],
  "tests/integration/places-reader.test.ts": ["BACKUP"],
  "tests/integration/review-flags.test.ts": ["GENERATION"],
  "tests/integration/reviews.test.ts": ["BACKUP"],
  "tests/integration/scale-budgets.test.ts": ["GENERATION"],
  "tests/integration/search-console.test.ts": ["BACKUP", "SEARCH_CONSOLE"],
  "tests/integration/tier-warm-up.test.ts": ["WARM_UP", "BACKUP"],
  "tests/integration/tier-window.test.ts": ["BACKUP"],
  "tests/e2e/accessibility.test.ts": [],
  "tests/e2e/backup.test.ts": ["BACKUP", "RESTORE"],
  "tests/e2e/cms.test.ts": [],
  "tests/e2e/generation-jobs.test.ts": ["GENERATION"],
  "tests/e2e/generators.test.ts": ["GENERATION"],
  "tests/e2e/jobs-done.test.ts": [],
  "tests/e2e/page-verdicts.test.ts": [],
  "tests/e2e/phone-admin-flows.test.ts": [],
  "tests/e2e/phone-width.test.ts": [],
  "tests/e2e/review-queue.test.ts": ["GENERATION"],
  "tests/e2e/reviews.test.ts": ["BACKUP"],
  "tests/e2e/search-console-connect.test.ts": ["SEARCH_CONSOLE"],
  "tests/e2e/web-vitals.test.ts": [],
  "tests/integration/gate-index.test.ts": ["GENERATION"],
  "tests/integration/uniqueness-gate.test.ts": ["GENERATION"],
};
