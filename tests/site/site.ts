// The launched site of tests/site/global-setup.ts, as the check files read it.
import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import { loadCrawl, type CrawlResult } from "../../harness/crawl";
import type { SiteSnapshot } from "../../harness/site";
import { until } from "../../harness/wait";
import { fetchFresh } from "../../harness/worker";

export interface Site extends Omit<SiteSnapshot, "crawl"> {
  crawl: CrawlResult;
  /** A request to the running site (never a write: every check file shares it). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

let loaded: Site | undefined;

/** The launched site, once tests/site/global-setup.ts has built it (the same object for every file of this thread). */
export async function launchedSite(): Promise<Site> {
  if (loaded) return loaded;
  const { file, error } = inject("site");
  await until(
    async () => existsSync(file) || existsSync(error),
    (done) => done,
    { timeout: 300_000, interval: 200, what: "the launched site (tests/site/global-setup.ts)" },
  );
  if (existsSync(error)) throw new Error(`Building the launched site failed:\n${readFileSync(error, "utf8")}`);
  const snapshot = JSON.parse(readFileSync(file, "utf8")) as SiteSnapshot;
  loaded = {
    ...snapshot,
    crawl: loadCrawl(snapshot.crawl),
    fetch: (path, init) => fetchFresh(snapshot.url + path, { redirect: "manual", ...init }),
  };
  return loaded;
}
