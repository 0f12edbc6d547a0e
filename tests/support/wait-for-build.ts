// Before each file of the projects that run the built Worker: build/ is ready (the build runs in
// the background while the unit files run: tests/support/global-setup.ts), or the file fails with
// the build's output.
import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import { until } from "../../harness/wait";

const { done, error } = inject("build");
await until(
  async () => existsSync(done) || existsSync(error),
  (ready) => ready,
  { timeout: 600_000, interval: 100, what: "the build (npm run build)" },
);
if (existsSync(error)) throw new Error(readFileSync(error, "utf8"));
