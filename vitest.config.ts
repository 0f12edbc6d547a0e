// Own config on purpose: the app's Vite resolve settings (browser conditions) would make
// Miniflare's `ws` resolve to a browser stub in tests.
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// The built Worker in workerd (integration, site) and Chromium (e2e): they need `npm run build`.
const needsBuild = {
  // Some tests start a Worker of their own (a restart, other bindings): seconds on a loaded machine.
  testTimeout: 60_000,
  // expect.poll waits for a state in a browser or a Worker: 1 s (the default) is too short on a loaded machine.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 120_000,
};
const buildCheck = "tests/support/global-setup.ts";

// Measured on the 2-core machine (README, "Tests"): test files in 2 forks that keep their loaded
// modules from one file to the next (`isolate: false`: no fresh process and module graph per
// file), one project after the other; the Chromium files last, one at a time in a single fork.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    pool: "forks",
    poolOptions: {
      forks: { isolate: false, maxForks: 2, minForks: 1 },
      threads: { isolate: false, maxThreads: 1, minThreads: 1 },
    },
    projects: [
      {
        // Pure functions: no build, no workerd, no browser (`npm run test:unit`).
        extends: true,
        // One process for all (measured: 8.6 s against 10.4–13.4 s in two, 20–33 s with a process per file).
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          poolOptions: { forks: { singleFork: true } },
          isolate: false,
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
          // One process for all of them, so the crawl is read and parsed once (tests/site/site.ts).
          poolOptions: { forks: { singleFork: true } },
          isolate: false,
          // The first file may wait for the site, built in the background.
          hookTimeout: 300_000,
        },
      },
      {
        // Chromium driving the built Worker: one file at a time.
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          ...needsBuild,
          globalSetup: [buildCheck],
          // Its own pool, so it runs beside the forks of the other projects; one file at a time.
          pool: "threads",
        },
      },
    ],
  },
});
