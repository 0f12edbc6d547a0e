// Own config on purpose: the app's Vite resolve settings (browser conditions) would make
// Miniflare's `ws` resolve to a browser stub in tests.
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One workerd and one Chromium at a time fits a 2-core machine.
    fileParallelism: false,
    globalSetup: ["tests/support/global-setup.ts"],
  },
});
