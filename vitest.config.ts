// Own config on purpose: the app's Vite resolve settings (browser conditions) would make
// Miniflare's `ws` resolve to a browser stub in tests.
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

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
        // The built Worker in workerd (integration) and Chromium (e2e): needs `npm run build`.
        extends: true,
        test: {
          name: "worker",
          include: ["tests/integration/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          testTimeout: 30_000,
          // expect.poll waits for a state in a browser or a Worker: 1 s (the default) is too short on a loaded machine.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
