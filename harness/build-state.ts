// The built Worker may still be building when a test asks for it: `npm test` starts the build in
// the background from the integration/e2e/site projects' global setup (tests/support/global-setup.ts)
// so that the unit tests, which need no build, run on the core the build leaves idle (vite's and
// rollup's work is mostly one thread). The setup writes the build's state to a file of the run's
// scratch directory ("building", then "ready" or "failed" and the build's last lines); whatever
// reads build/ (startWorker, tests/integration/bundle.test.ts) waits for "ready" first.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runScratch } from "./scratch";
import { until } from "./wait";

/** The file that holds this run's build state. */
export const buildStateFile = (): string => path.join(runScratch(), "build-state");

export function writeBuildState(state: "building" | "ready" | `failed\n${string}`): void {
  writeFileSync(buildStateFile(), state);
}

/**
 * Resolves when build/ holds this run's build; throws the build's own error when it failed.
 * Without a state file (a script, or a run whose setup did not build) build/ is taken as it is.
 */
export async function builtWorker(): Promise<void> {
  if (!process.env.PPA_SCRATCH) return;
  const file = buildStateFile();
  if (!existsSync(file)) return;
  const state = await until(
    async () => readFileSync(file, "utf8"),
    (s) => s !== "building",
    { timeout: 300_000, interval: 100, what: "`npm run build` (started by the tests' global setup)" },
  );
  if (state.startsWith("failed")) throw new Error(`npm run build failed:\n${state.slice("failed\n".length)}`);
}
