// The built Worker, for the projects that run it (integration, e2e, site): built here when
// nothing is built yet or something the build reads changed since (scripts/start-stamps.ts, the
// stamp `npm start` keeps too), in the background. The build takes one
// core for ~13 s; the unit files, which need no build, run on the other meanwhile, and each file
// that needs the build waits for it (tests/support/wait-for-build.ts). Built first and then
// tested, a run left a core idle for the build's length.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { scratchDir } from "../../harness/scratch";
import { buildState, writeBuildStamp } from "../../scripts/start-stamps";

declare module "vitest" {
  export interface ProvidedContext {
    /** `done` appears when build/ is ready; `error` instead when the build failed. */
    build: { done: string; error: string };
  }
}

interface Build {
  done: string;
  error: string;
  ready: Promise<void>;
}

/**
 * The environment `npm run build` gets from a shell, without what vitest set in this process:
 * NODE_ENV=test would make Vite bundle React's development build into the Worker (30 KiB more
 * gzip, development warnings, slower renders): the tests would run another Worker than the
 * one deployed.
 */
function buildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of ["NODE_ENV", "TEST", "MODE", "DEV", "PROD", "SSR", "BASE_URL"]) delete out[name];
  for (const name of Object.keys(out)) if (name.startsWith("VITEST")) delete out[name];
  return out;
}

/** `npm run build`, its output in a file, shown only when it fails. */
function runBuild(log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = openSync(log, "w");
    const child = spawn("npm", ["run", "build"], { stdio: ["ignore", out, out], env: buildEnv() });
    child.on("error", reject);
    child.on("exit", (code) => {
      closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`npm run build ended with ${code}:\n${readFileSync(log, "utf8").slice(-4000)}`));
    });
  });
}

function start(): Build {
  const dir = scratchDir("ppa-build-");
  const done = path.join(dir, "done");
  const error = path.join(dir, "error.txt");
  const state = buildState();
  const started = Date.now();
  const ready = state.upToDate
    ? Promise.resolve()
    : runBuild(path.join(dir, "build.log")).then(() => {
        // The inputs as they were when it started: a file saved during the build rebuilds next time.
        writeBuildStamp(state.stamp);
        console.log(`build/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      });
  const settled = ready.then(
    () => writeFileSync(done, ""),
    (e: unknown) => writeFileSync(error, e instanceof Error ? e.message : String(e)),
  );
  return { done, error, ready: settled.then(() => ready) };
}

const KEY = Symbol.for("motores-ppa.build");
/**
 * The one build of this vitest process: every project's global setup (and tests/site's) asks for
 * it, each through its own module runner, so it is kept on globalThis, not in this module.
 */
export function buildOnce(): Build {
  const holder = globalThis as { [KEY]?: Build };
  holder[KEY] ??= start();
  return holder[KEY];
}

export default function setup(project: TestProject) {
  const { done, error, ready } = buildOnce();
  // A failed build fails every file that needs it, with the build's output (wait-for-build.ts).
  ready.catch(() => undefined);
  project.provide("build", { done, error });
}
