import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Projects in the order their files are handed to the pools (the forks run them one after another). */
const PROJECT_ORDER = ["unit", "integration", "e2e", "site"];

/**
 * The order of test files: the unit tests first (seconds, nothing to wait for), the launched
 * site's checks last (its site is built in the background meanwhile), and inside each project the
 * longest files first — vitest's own order: the last run's durations, else the largest file — so
 * that no long file starts near the end with one core idle. The order of the tests inside each
 * file is still shuffled by `--sequence.shuffle --sequence.seed` (`.ci/run`).
 */
export default class ProjectsLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = PROJECT_ORDER.indexOf(f.project.name);
      return i === -1 ? PROJECT_ORDER.length : i;
    };
    // Array.prototype.sort is stable: the longest-first order holds inside each project.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
