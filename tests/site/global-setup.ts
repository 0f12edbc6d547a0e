// Starts building the launched site once for the files of tests/site (harness/site.ts), and tells
// them where it will be: `inject("site")`, read through tests/site/site.ts. The build goes on in
// the background while the other projects' files run (it takes tens of seconds of both cores);
// the site's files wait for its result file.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { scratchDir } from "../../harness/scratch";
import { buildLaunchedSite } from "../../harness/site";
import { buildOnce } from "../support/global-setup";

declare module "vitest" {
  export interface ProvidedContext {
    /** `file` appears when the site is ready; `error` instead when building it failed. */
    site: { file: string; error: string };
  }
}

export default function setup(project: TestProject) {
  const started = Date.now();
  const dir = scratchDir("ppa-site-");
  const file = path.join(dir, "site.json");
  const error = path.join(dir, "error.txt");
  // It runs the built Worker: after build/ is ready (tests/support/global-setup.ts).
  const building = buildOnce()
    .ready.then(() => buildLaunchedSite(file))
    .then(
      (site) => {
        console.log(`launched site built and crawled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return site;
      },
      (e: unknown) => {
        writeFileSync(error, e instanceof Error ? (e.stack ?? e.message) : String(e));
        return null;
      },
    );
  project.provide("site", { file, error });
  return async () => {
    await (await building)?.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
