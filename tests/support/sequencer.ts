import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Each file's wall time in a full run on the 2-core machine (seconds), committed: vitest's own
 * order reads the last run's durations from its cache in node_modules, which a clean clone (CI)
 * does not have, and then falls back to the files' sizes — a different order from the one measured
 * here. Rewritten by a full run with FILE_DURATIONS=write (tests/support/file-times.ts).
 */
export const DURATIONS_FILE = path.join(import.meta.dirname, "file-durations.json");

function recorded(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Unit files first (seconds, nothing to wait for); the launched site's checks last (their site is built meanwhile). */
const FIRST = "unit";
const LAST = "site";

/**
 * The order of test files: the unit files, then the integration and e2e files together, longest
 * first by their recorded time — one queue for the three workers of both pools, so that the long
 * Chromium files do not all start after the last integration file with one core idle at the end
 * (longest-first packing) — then the site's checks. A file without a recorded time (a new one) runs
 * first among its kind: it may be long. The order of the tests inside each file is still shuffled
 * by `--sequence.shuffle --sequence.seed` (`.ci/run`).
 */
export default class RecordedLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = recorded();
    const root = process.cwd();
    const time = (f: TestSpecification) => times[path.relative(root, f.moduleId)] ?? Number.POSITIVE_INFINITY;
    const rank = (f: TestSpecification) => (f.project.name === FIRST ? 0 : f.project.name === LAST ? 2 : 1);
    return [...files].sort((a, b) => rank(a) - rank(b) || time(b) - time(a) || (a.moduleId < b.moduleId ? -1 : 1));
  }
}
