// The launched site of tests/site/global-setup.ts, as the check files read it.
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { loadCrawl, type CrawlResult } from "../../harness/crawl";
import type { SiteSnapshot } from "../../harness/site";
import { fetchOnce } from "../../harness/worker";

export interface Site extends Omit<SiteSnapshot, "crawl"> {
  crawl: CrawlResult;
  /** A request to the running site (never a write: every check file shares it). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

let loaded: Site | undefined;

export function launchedSite(): Site {
  if (loaded) return loaded;
  const { url, file } = inject("site");
  const snapshot = JSON.parse(readFileSync(file, "utf8")) as SiteSnapshot;
  loaded = {
    ...snapshot,
    crawl: loadCrawl(snapshot.crawl),
    fetch: (path, init) => fetchOnce(url + path, { redirect: "manual", ...init }),
  };
  return loaded;
}
