// The built Worker for the projects that run it (integration, e2e, site). When nothing the build
// reads changed since build/ was made (scripts/start-stamps.ts) it is used as it is; otherwise
// `npm run build` starts here in the background and every file that reads build/ waits for it
// (harness/build-state.ts), while the unit files, which need no build, run beside it: the build is
// mostly one thread, so the second core would otherwise idle through it.
import { spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeBuildState } from "../../harness/build-state";
import { runScratch } from "../../harness/scratch";
import { buildState, writeBuildStamp } from "../../scripts/start-stamps";

declare global {
  // One build for the run, whichever project's setup runs first (they share this process).
  var ppaBuild: Promise<void> | undefined;
}

function build(): Promise<void> {
  const state = buildState();
  if (state.upToDate) {
    writeBuildState("ready");
    return Promise.resolve();
  }
  writeBuildState("building");
  const log = path.join(runScratch(), "build.log");
  console.log(`build/ is out of date: \`npm run build\` in the background (its output: ${log})`);
  const started = Date.now();
  const out = openSync(log, "w");
  // The build as `npm run build` makes it from a shell: not with vitest's NODE_ENV=test (a
  // development React, whose doubled effects a production build never runs) nor its variables.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  const child = spawn("npm", ["run", "build"], { stdio: ["ignore", out, out], env });
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      if (code === 0) {
        // The stamp of the inputs as they were when it started: a file saved meanwhile rebuilds next time.
        writeBuildStamp(state.stamp);
        writeBuildState("ready");
        console.log(`npm run build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else {
        const tail = readFileSync(log, "utf8").split("\n").slice(-40).join("\n");
        writeBuildState(`failed\n${tail}`);
        console.error(`npm run build failed (exit ${code}):\n${tail}`);
      }
      resolve();
    });
  });
}

export default function setup() {
  globalThis.ppaBuild ??= build();
  // vitest waits for the teardown: the run never ends with the build still writing into build/.
  return async () => {
    await globalThis.ppaBuild;
  };
}
