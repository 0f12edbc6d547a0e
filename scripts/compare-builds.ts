// Nothing a visitor sees changes between two builds: the launched site of harness/cold-render.ts
// is crawled from / by each build in turn (same seeded state) and every page compared element by
// element — tag, attributes and own text in document order — after the per-response CSP nonce
// is blanked. Prints the first difference of each page that differs; exits 1 if any does.
//   npx tsx scripts/compare-builds.ts <a saved build directory> [--limit 400]
import path from "node:path";
import { parse, type HTMLElement, type Node } from "node-html-parser";
import { seedColdSite } from "../harness/cold-render";
import { crawl } from "../harness/crawl";
import { startWorker } from "../harness/worker";

const before = process.argv[2];
if (!before) throw new Error("usage: compare-builds.ts <saved build directory> [--limit N]");
const limitAt = process.argv.indexOf("--limit");
const limit = limitAt >= 0 ? Number(process.argv[limitAt + 1]) : 400;

/** A document as a list of element lines: tag, sorted attributes, own text. */
function elements(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 1) {
      const el = node as HTMLElement;
      const attrs = Object.entries(el.attributes)
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

const { persistDir } = await seedColdSite();
const a = await pagesOf(persistDir, path.resolve(before));
const b = await pagesOf(persistDir, undefined);
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
  `\n${a.size} pages crawled before, ${b.size} after; ${differ} differ (element by element, nonces blanked).`,
);
process.exit(differ ? 1 : 0);
