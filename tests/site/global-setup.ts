// Builds the launched site once for the files of tests/site (harness/site.ts) and gives them
// where to find it: `inject("site")`, read through tests/site/site.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildLaunchedSite } from "../../harness/site";

declare module "vitest" {
  export interface ProvidedContext {
    site: { url: string; file: string };
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), "ppa-site-"));
  const site = await buildLaunchedSite(dir);
  console.log(`launched site built and crawled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("site", { url: site.url, file: site.file });
  return async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
