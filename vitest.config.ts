// Own config on purpose: the app's Vite resolve settings (browser conditions) would make
// Miniflare's `ws` resolve to a browser stub in tests.
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// The built Worker in workerd (integration, site) and Chromium (e2e): they need `npm run build`.
const needsBuild = {
  testTimeout: 30_000,
  // expect.poll waits for a state in a browser or a Worker: 1 s (the default) is too short on a loaded machine.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 120_000,
};

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    // One workerd and one Chromium at a time fits a 2-core machine (unit files take milliseconds).
    fileParallelism: false,
    projects: [
      {
        // Pure functions: no build, no workerd, no browser (`npm run test:unit`).
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "worker",
          include: ["tests/integration/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          ...needsBuild,
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
      {
        // Checks that read the pages of one launched site, built and crawled once (tests/site/global-setup.ts).
        extends: true,
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          ...needsBuild,
          globalSetup: ["tests/support/global-setup.ts", "tests/site/global-setup.ts"],
        },
      },
    ],
  },
});
