// A launched site as search engines will see it, built once for every check that reads pages
// (tests/site/): "Dados da empresa" filled in (LAUNCH_IDENTITY), the batch creator's 50 local
// pages and the technical generator's 50 AI pages (a fake AI service on loopback answering each title's own
// instructions), then one crawl from / and every sitemap URL. The crawl is saved
// as a JSON file; the Worker keeps running, read-only, for the checks that ask it something more.
import { renameSync, writeFileSync } from "node:fs";
import { allLocations, locationPath } from "@content/locations";
import { kits } from "@content/kits";
import { regionalPages } from "@content/regional";
import type { JobView } from "~/lib/jobs/jobs";
import type { PageRecord } from "~/lib/pages/page-record";
import { crawl, readSitemap, saveCrawl, type SavedCrawl } from "./crawl";
import { startLaunchedSite } from "./launched-site";

export interface SiteSnapshot {
  /** The running Worker's origin (read-only: nothing may change the site under the checks). */
  url: string;
  sitemap: { path: string; lastmod?: string }[];
  robotsTxt: string;
  crawl: SavedCrawl;
  /** The generation jobs as their screens last showed them. */
  jobs: { lote: JobView; tecnico: JobView };
  /** Stored records of the generated pages (KV `page:*`), for the dates the sitemap must carry. */
  generated: Pick<PageRecord, "slug" | "title" | "status" | "updated_at" | "index">[];
}

/** Every location, kit and regional page: crawled even if no link led to them (tests/site/local-pages). */
const LOCAL_PATHS = [
  ...allLocations.map(locationPath),
  ...kits.map((k) => `/${k.slug}`),
  ...regionalPages.map((p) => `/${p.slug}`),
];

/**
 * The contact links (/contato/whatsapp, /contato/telefone): every page links them with its own
 * address (`?de=/cidades/…`) and, on place and kit pages, a signed message of its own — 740 of
 * the crawl's 1,200 requests, one route each, whose query never fails (its fields fall back to the
 * defaults). robots.txt keeps search engines away from them (Disallow: /contato/). Each route is
 * followed once with and once without a signed message (its answer checked like any other); its
 * other addresses are not fetched (the links themselves stay in the pages, as tests/site read them).
 */
function contactOnce(): (path: string) => boolean {
  const followed = new Set<string>();
  return (path) => {
    const route = /^\/contato\/(whatsapp|telefone)(?:\?|$)/.exec(path)?.[1];
    if (route === undefined) return false;
    const shape = `${route} ${new URLSearchParams(path.slice(path.indexOf("?") + 1)).has("msg")}`;
    if (followed.has(shape)) return true;
    followed.add(shape);
    return false;
  };
}

/** Builds the site and writes its snapshot to `file` (written whole at once: its presence means ready). */
export async function buildLaunchedSite(file: string): Promise<{ url: string; close(): Promise<void> }> {
  // The seller's identity and claims, the batch's and the technical generator's pages, each
  // saved through the store's checks as in production (harness/launched-site.ts).
  // Shared: an integration test about what such a site holds (tests/integration/gate-index) starts
  // from a copy of its state instead of running the jobs again (harness/launched-site.ts `reuse`).
  // Its Worker runs the generation Workflow's engine only (no other Workflow is started by what
  // it is asked: a stand-in fails the build if one were).
  const site = await startLaunchedSite({
    jobs: ["lote", "tecnico"],
    jobTimeoutMs: 300_000,
    share: true,
    worker: { workflows: ["GENERATION"] },
  });
  const { w } = site;
  const lote = site.jobs.lote!;
  const tecnico = site.jobs.tecnico!;
  try {
    const kv = await w.kv();
    const keys = (await kv.list({ prefix: "page:" })).keys.map((k) => k.name);
    const generated = await Promise.all(
      keys.map(async (key) => (await kv.get(key, "json")) as SiteSnapshot["generated"][number]),
    );
    const sitemap = await readSitemap(w);
    const robotsTxt = await (await w.fetch("/robots.txt")).text();
    // Saved as text (saveCrawl), each page parsed when a check first reads it (loadCrawl): not here.
    const result = await crawl(w, {
      start: ["/", ...sitemap.map((s) => s.path), ...LOCAL_PATHS],
      parse: false,
      skip: contactOnce(),
    });
    const snapshot: SiteSnapshot = {
      url: w.url,
      sitemap,
      robotsTxt,
      crawl: saveCrawl(result),
      jobs: { lote, tecnico },
      generated: generated.map(({ slug, title, status, updated_at, index }) => ({
        slug,
        title,
        status,
        updated_at,
        index,
      })),
    };
    // Written beside, then renamed: a reader never sees half a file.
    writeFileSync(`${file}.part`, JSON.stringify(snapshot));
    renameSync(`${file}.part`, file);
    return {
      url: w.url,
      close: () => site.dispose(),
    };
  } catch (error) {
    await site.dispose();
    throw error;
  }
}
