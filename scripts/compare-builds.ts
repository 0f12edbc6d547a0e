// Nothing a visitor sees changes between two builds: the launched site of harness/cold-render.ts
// is crawled from / by each build in turn (same seeded state) and every page compared element by
// element — tag, attributes and own text in document order — after the per-response CSP nonce
// is blanked. Prints the first difference of each page that differs; exits 1 if any does.
//   npx tsx scripts/compare-builds.ts <a saved build directory> [--limit 400] [--tier]
// --tier: build/'s pages as a new isolate of another data centre answers them from the global tier
// of rendered pages (a first crawl with the edge cache on fills it; the second, by a new workerd
// whose Cache API is emptied, is compared), against the saved build's renders. Stored copies carry
// no nonce attribute on external scripts (edge-cache.server.ts), so nonce attributes are dropped
// on both sides.
import { rmSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement, type Node } from "node-html-parser";
import { seedColdSite } from "../harness/cold-render";
import { crawl, SITE_ORIGIN } from "../harness/crawl";
import { until } from "../harness/wait";
import { startWorker } from "../harness/worker";
import { cacheKey, isCacheable } from "../app/lib/platform/edge-cache.server";
import { tierKey } from "../app/lib/platform/page-tier.server";

const before = process.argv[2];
if (!before) throw new Error("usage: compare-builds.ts <saved build directory> [--limit N]");
const limitAt = process.argv.indexOf("--limit");
const limit = limitAt >= 0 ? Number(process.argv[limitAt + 1]) : 400;
const tier = process.argv.includes("--tier");

/** A document as a list of element lines: tag, sorted attributes, own text. */
function elements(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 1) {
      const el = node as HTMLElement;
      const attrs = Object.entries(el.attributes)
        .filter(([k]) => !(tier && k === "nonce"))
        .map(([k, v]) => `${k}=${k === "nonce" ? "·" : v}`)
        .sort()
        .join(" ");
      const text = el.childNodes
        .filter((c) => c.nodeType === 3)
        .map((c) => c.text.trim())
        .join(" ")
        .trim();
      out.push(`<${el.rawTagName} ${attrs}> ${text}`);
    }
    for (const c of node.childNodes) walk(c);
  };
  walk(parse(html, { comment: false }));
  return out.map((l) => l.replace(/nonce-[A-Za-z0-9+/=_-]+/g, "nonce-·"));
}

async function pagesOf(persistDir: string, buildRoot: string | undefined) {
  const w = await startWorker({ persistDir, cache: false, bindings: { EDGE_CACHE: "off" }, buildRoot });
  try {
    const result = await crawl(w, { start: ["/"], limit, concurrency: 2 });
    return new Map([...result.pages].map(([p, page]) => [p, { status: page.status, body: page.body ?? "" }]));
  } finally {
    await w.dispose({ keepState: true });
  }
}

/** build/'s pages answered from the global tier by a new workerd with an empty Cache API. */
async function pagesFromTier(persistDir: string) {
  const emptyCache = () => rmSync(path.join(persistDir, "cache"), { recursive: true, force: true });
  emptyCache();
  const fill = await startWorker({ persistDir });
  try {
    const filled = await crawl(fill, { start: ["/"], limit, concurrency: 2 });
    const media = await fill.media();
    for (const [p, page] of filled.pages) {
      const key = tierKey(SITE_ORIGIN, cacheKey(SITE_ORIGIN, SITE_ORIGIN + p));
      if (page.status !== 200 || !key || !isCacheable(new Request(SITE_ORIGIN + p))) continue;
      await until(
        () => media.head(key),
        (o) => o !== null,
        { what: `the tier's copy of ${p}` },
      );
    }
  } finally {
    await fill.dispose({ keepState: true });
  }
  emptyCache();
  const w = await startWorker({ persistDir });
  try {
    const result = await crawl(w, { start: ["/"], limit, concurrency: 2 });
    const answered = [...result.pages.values()].filter((p) => p.headers.get("x-edge-cache") === "TIER").length;
    const rendered = [...result.pages.values()].filter(
      (p) => p.status === 200 && p.headers.get("x-edge-cache") !== "TIER",
    );
    const others = result.pages.size - answered - rendered.length;
    console.log(
      `${answered} of ${result.pages.size} answers from the tier; ${others} answers that are no 200 (redirects, 404s); 200s not from the tier: ${rendered.length} (${rendered
        .slice(0, 5)
        .map((p) => p.path)
        .join(", ")})`,
    );
    return new Map([...result.pages].map(([p, page]) => [p, { status: page.status, body: page.body ?? "" }]));
  } finally {
    await w.dispose({ keepState: true });
  }
}

const { persistDir } = await seedColdSite();
const a = await pagesOf(persistDir, path.resolve(before));
const b = tier ? await pagesFromTier(persistDir) : await pagesOf(persistDir, undefined);
let differ = 0;
for (const [p, pa] of a) {
  const pb = b.get(p);
  if (!pb) {
    differ++;
    console.log(`${p}: only in ${before}`);
    continue;
  }
  if (pa.status !== pb.status) {
    differ++;
    console.log(`${p}: status ${pa.status} → ${pb.status}`);
    continue;
  }
  const ea = elements(pa.body);
  const eb = elements(pb.body);
  const i = ea.findIndex((line, k) => line !== eb[k]);
  if (i >= 0 || ea.length !== eb.length) {
    differ++;
    const at = i >= 0 ? i : Math.min(ea.length, eb.length);
    console.log(
      `${p}: element ${at} of ${ea.length}/${eb.length}\n  before: ${ea[at]?.slice(0, 300)}\n  after:  ${eb[at]?.slice(0, 300)}`,
    );
  }
}
for (const p of b.keys()) {
  if (a.has(p)) continue;
  differ++;
  console.log(`${p}: only in build/`);
}
console.log(
  `\n${a.size} pages crawled before, ${b.size} after${tier ? " (from the tier)" : ""}; ${differ} differ (element by element, nonces blanked${tier ? ", nonce attributes dropped" : ""}).`,
);
process.exit(differ ? 1 : 0);
