import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Projects in the order their files are handed to the pools: the unit files first, then the
 * integration and e2e files together, longest first (a Chromium file waits on its browser, a
 * workerd file on its Worker: side by side they keep both cores busy), the site checks last.
 */
const PROJECT_RANK: Record<string, number> = { unit: 0, integration: 1, e2e: 1, site: 2 };

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
    const rank = (f: TestSpecification) => PROJECT_RANK[f.project.name] ?? 3;
    // Array.prototype.sort is stable: the longest-first order holds inside each project.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
