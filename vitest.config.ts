// Own config on purpose: the app's Vite resolve settings (browser conditions) would make
// Miniflare's `ws` resolve to a browser stub in tests.
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { runScratch } from "./harness/scratch";
import ProjectsRecordedLongestFirst from "./tests/support/sequencer";
import ProjectTimes from "./tests/support/project-times";

// Every Worker's state of this run in one directory, gone when the run ends (harness/scratch.ts).
runScratch();

// The built Worker in workerd (integration, site) and Chromium (e2e): they need build/.
const needsBuild = {
  // Some tests start a Worker of their own (a restart, other bindings): seconds on a loaded machine.
  testTimeout: 60_000,
  // expect.poll waits for a state in a browser or a Worker: 1 s (the default) is too short on a loaded machine.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 120_000,
  // Each file waits for build/, built in the background while the unit files run.
  setupFiles: ["tests/support/wait-for-build.ts"],
};
// Builds the Worker when build/ is missing or out of date (tests/support/global-setup.ts).
const buildCheck = "tests/support/global-setup.ts";

// Measured on the 2-core machine (README, "Tests"): test files in 2 forks that keep their loaded
// modules from one file to the next (`isolate: false`: no fresh process and module graph per
// file), one project after the other; the Chromium files beside them, two at a time in threads.
// The whole run is CPU-bound on two cores: what counts is the CPU each test spends.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    // The default output, then each project's wall time (tests/support/project-times.ts).
    reporters: ["default", new ProjectTimes()],
    // Project after project, longest files first by their committed durations;
    // `--sequence.shuffle` then shuffles the tests
    // inside each file only (tests/support/sequencer.ts).
    sequence: { sequencer: ProjectsRecordedLongestFirst },
    pool: "forks",
    isolate: false,
    // Files at a time, across the unit, integration (forks) and e2e (threads) projects, which run
    // as one group: on two cores a Chromium file waits on its browser much of the time, so three
    // files keep both cores busy. The site checks are a group of their own, after it.
    maxWorkers: 3,
    projects: [
      {
        // Pure functions: no build, no workerd, no browser (`npm run test:unit`).
        extends: true,
        // In the two forks, before the integration files (a single fork would run after them all).
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
        },
      },
      {
        // The built Worker in workerd, one Worker per file (tests/integration).
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          ...needsBuild,
          globalSetup: [buildCheck],
        },
      },
      {
        // Checks that read the pages of one launched site, built and crawled once (tests/site/global-setup.ts).
        extends: true,
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          ...needsBuild,
          globalSetup: [buildCheck, "tests/site/global-setup.ts"],
          // One thread for all of them, so the crawl is read and parsed once (tests/site/site.ts),
          // isolation off; a group after the others (vitest 5 runs a project with its own worker
          // count in a group of its own), long after the site, built in the background, is ready.
          pool: "threads",
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          // The first file may wait for the site, built in the background.
          hookTimeout: 300_000,
        },
      },
      {
        // Chromium driving the built Worker.
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          ...needsBuild,
          globalSetup: [buildCheck],
          // Threads, beside the forks of the unit and integration files (one group, maxWorkers above).
          pool: "threads",
        },
      },
    ],
  },
});
