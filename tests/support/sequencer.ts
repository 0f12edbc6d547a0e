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

/** Projects in the order their files are handed to the pools: unit files first (seconds, nothing to
 * wait for), the launched site's checks last (their site is built meanwhile). */
const PROJECT_ORDER = ["unit", "integration", "e2e", "site"];

/**
 * The order of test files: project after project (PROJECT_ORDER), and inside each the longest
 * first by their recorded time, so that no long file starts near the end with one core idle. A
 * file without a recorded time (a new one) runs first in its project: it may be long. One queue of
 * integration and e2e files together, longest first, was slower, one run after the other on the idle 2-core
 * machine: 364.7 s against 321.7 s for `npm test` on a fresh clone of the same commit
 * (2026-11-29; 719 s against 660–674 s for `.ci/run` beside two hogs a session earlier). The order
 * of the tests inside each file is still shuffled by `--sequence.shuffle --sequence.seed` (`.ci/run`).
 */
export default class ProjectsRecordedLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = recorded();
    const root = process.cwd();
    const time = (f: TestSpecification) => times[path.relative(root, f.moduleId)] ?? Number.POSITIVE_INFINITY;
    const rank = (f: TestSpecification) => {
      const i = PROJECT_ORDER.indexOf(f.project.name);
      return i === -1 ? PROJECT_ORDER.length : i;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || time(b) - time(a) || (a.moduleId < b.moduleId ? -1 : 1));
  }
}
