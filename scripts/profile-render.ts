// Where a visitor page's render spends its CPU: the launched site with generated pages (as the
// bench builds it), rendered N times per page through workerd's V8 inspector profiler, then the
// functions with the most self time and the garbage collector's share. Reported, never a gate.
//   npx tsx scripts/profile-render.ts [--renders 200]
// --cold [samples]: the FIRST render of a new isolate instead, for every visitor page family
// (harness/cold-render.ts): each sample starts the Worker afresh and profiles its first request
// only; self time is summed over the samples, by function and by where its code comes from (the
// bundle's source map: a package, or a folder of app/ and content/). Shares, not milliseconds,
// compare across runs on a shared machine.
//   npx tsx scripts/profile-render.ts --cold 3
// --cold-tier [samples]: the same for the first answer from the global tier of rendered pages (a new
// workerd with an empty Cache API, the page in the tier, the simulators warmed by a probe first).
//   npx tsx scripts/profile-render.ts --cold-tier 3
import { readFileSync } from "node:fs";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { rmSync } from "node:fs";
import nodePath from "node:path";
import { seedColdSite } from "../harness/cold-render";
import { askProbe, bundleProbe } from "../harness/probe";
import { freePort } from "../harness/free-port";
import { seedPages } from "../harness/pages";
import { startWorker } from "../harness/worker";

const renders = Number(process.argv[process.argv.indexOf("--renders") + 1]) || 200;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    webSocketDebuggerUrl: string;
    title: string;
  }[];
  // The app's Worker (Miniflare adds its own entry and service Workers beside it).
  const target =
    targets.find((t) => t.title === "core:user:main") ??
    targets.find((t) => t.title.includes("core:user")) ??
    targets[0]!;
  // Node 22+'s WebSocket (the project runs its scripts on the Node it brings, package.json engines).
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  const waiting = new Map<number, (v: unknown) => void>();
  ws.addEventListener("message", (event) => {
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const n = ++id;
      waiting.set(n, resolve);
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  return { send, close: () => ws.close(), title: target.title, all: targets.map((t) => t.title) };
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  for (const [i, sample] of profile.samples.entries()) {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(sample)!;
    const f = node.callFrame;
    const file = f.url.split("/").at(-1) ?? "";
    const key = `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  }
  return { total, top: [...self].sort((a, b) => b[1] - a[1]) };
}

/** Where a bundle position's code comes from: a package, or a folder of app/ or content/. */
function originOf(map: TraceMap | null, f: ProfileNode["callFrame"]): string {
  if (!f.url.endsWith("index.js") || !map) return f.functionName.startsWith("(") ? f.functionName : "(runtime)";
  const src = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber }).source ?? "";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src)?.[1];
  if (pkg) return pkg;
  const own =
    /(app\/(?:lib\/)?[^/]+|content|worker)\/[^/]*$/.exec(src) ?? /(app\/(?:lib\/)?[^/]+|content|worker)\//.exec(src);
  return own?.[1] ?? (src || "(unmapped)");
}

/** Where a function's code is written (file:line, from the source map), for minified names. */
function whereOf(map: TraceMap | null, f: ProfileNode["callFrame"]): string {
  if (!f.url.endsWith("index.js") || !map) return "";
  const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
  return pos.source ? ` ${pos.source.replace(/^.*?((?:node_modules|app|content|worker)\/)/, "$1")}:${pos.line}` : "";
}

async function coldProfiles(samples: number, fromTier: boolean) {
  const { persistDir, families } = await seedColdSite();
  if (fromTier) {
    // The tier filled by one render of each page; each sample then starts with an empty Cache API.
    const filler = await startWorker({ persistDir });
    for (const f of families) await (await filler.fetch(f.path, { headers })).arrayBuffer();
    await filler.dispose({ keepState: true });
  }
  let map: TraceMap | null = null;
  try {
    map = new TraceMap(readFileSync("build/worker/index.js.map", "utf8"));
  } catch {
    console.log("(no build/worker/index.js.map: origins unmapped)");
  }
  const allByOrigin = new Map<string, number>();
  const allByFn = new Map<string, number>();
  const allInclusive = new Map<string, number>();
  let allBusy = 0;
  for (const { family, path } of families) {
    const byFn = new Map<string, number>();
    const byOrigin = new Map<string, number>();
    let busy = 0;
    for (let s = 0; s < samples; s++) {
      const port = await freePort();
      if (fromTier) rmSync(nodePath.join(persistDir, "cache"), { recursive: true, force: true });
      const w = fromTier
        ? await startWorker({
            persistDir,
            inspectorPort: port,
            probes: { simulators: await bundleProbe("simulators") },
          })
        : await startWorker({ persistDir, cache: false, inspectorPort: port, bindings: { EDGE_CACHE: "off" } });
      try {
        if (fromTier) await askProbe(w, "simulators", "/touch", {});
        const ins = await inspector(port);
        await ins.send("Profiler.enable");
        await ins.send("Profiler.setSamplingInterval", { interval: 50 });
        await ins.send("Profiler.start");
        const res = await w.fetch(path, { headers });
        await res.arrayBuffer();
        if (fromTier && res.headers.get("x-edge-cache") !== "TIER") throw new Error(`${path}: not from the tier`);
        const { profile } = (await ins.send("Profiler.stop")) as { profile: Profile };
        ins.close();
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        const parent = new Map<number, number>();
        for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
        for (const [i, sample] of profile.samples.entries()) {
          const dt = profile.timeDeltas[i] ?? 0;
          const f = byId.get(sample)!.callFrame;
          if (f.functionName === "(idle)") continue;
          busy += dt;
          const origin = originOf(map, f);
          const key = `${f.functionName || "(anonymous)"} [${origin}]${whereOf(map, f)}`;
          byFn.set(key, (byFn.get(key) ?? 0) + dt);
          allByFn.set(key, (allByFn.get(key) ?? 0) + dt);
          // Inclusive time of the app's own functions (and the packages' entries they call), each once a sample.
          const seen = new Set<string>();
          for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
            const cf = byId.get(id)!.callFrame;
            const where = whereOf(map, cf);
            if (!where) continue;
            const k = `${cf.functionName || "(anonymous)"}${where}`;
            if (seen.has(k)) continue;
            seen.add(k);
            allInclusive.set(k, (allInclusive.get(k) ?? 0) + dt);
          }
          byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + dt);
          allByOrigin.set(origin, (allByOrigin.get(origin) ?? 0) + dt);
        }
      } finally {
        await w.dispose({ keepState: true });
      }
    }
    allBusy += busy;
    const share = (us: number) => `${((100 * us) / Math.max(busy, 1)).toFixed(1).padStart(5)} %`;
    console.log(
      `\n${family} ${path}: first render of ${samples} new isolates, JS busy ${(busy / 1000 / samples).toFixed(1)} ms each (incl. the request's own I/O callbacks)`,
    );
    console.log("  by origin:");
    for (const [k, us] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${share(us)}  ${k}`);
    console.log("  by function (self):");
    for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${share(us)}  ${k}`);
  }
  console.log("\nall families, by origin:");
  for (const [k, us] of [...allByOrigin].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${((100 * us) / Math.max(allBusy, 1)).toFixed(1).padStart(5)} %  ${k}`);
  console.log("\nall families, by function (inclusive, mapped code only):");
  for (const [k, us] of [...allInclusive].sort((a, b) => b[1] - a[1]).slice(0, 50))
    console.log(`  ${((100 * us) / Math.max(allBusy, 1)).toFixed(1).padStart(5)} %  ${k}`);
  console.log("\nall families, by function (self):");
  for (const [k, us] of [...allByFn].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${((100 * us) / Math.max(allBusy, 1)).toFixed(1).padStart(5)} %  ${k}`);
}

const headers = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const coldAt = process.argv.indexOf("--cold");
const tierAt = process.argv.indexOf("--cold-tier");
if (tierAt >= 0) {
  await coldProfiles(Number(process.argv[tierAt + 1]) || 3, true);
} else if (coldAt >= 0) {
  await coldProfiles(Number(process.argv[coldAt + 1]) || 3, false);
} else {
  await warmProfiles();
}

async function warmProfiles() {
  const setup = await startWorker({ cache: false, launched: true });
  const seeded = await seedPages(await setup.kv(), 12, "Guia de manutenção", await setup.db());
  await setup.dispose({ keepState: true });
  const port = await freePort();
  const w = await startWorker({
    persistDir: setup.persistDir,
    cache: false,
    inspectorPort: port,
    bindings: { EDGE_CACHE: "off" },
  });
  const ins = await inspector(port);
  console.log(`profiling ${ins.title} (targets: ${ins.all.join(", ")})`);
  const pages = ["/", "/cidades/santo-andre", "/duvidas-frequentes", `/links-uteis/${seeded[0]!.slug}`];
  await ins.send("Profiler.enable");
  await ins.send("Profiler.setSamplingInterval", { interval: 100 });
  for (const path of pages) {
    for (let i = 0; i < 20; i++) await (await w.fetch(path, { headers })).arrayBuffer();
    await ins.send("Profiler.start");
    const started = performance.now();
    for (let i = 0; i < renders; i++) await (await w.fetch(path, { headers })).arrayBuffer();
    const wall = performance.now() - started;
    const { profile } = (await ins.send("Profiler.stop")) as { profile: Profile };
    const { total, top } = selfTimes(profile);
    const idle = top.find(([k]) => k.startsWith("(idle)"))?.[1] ?? 0;
    const gc = top.find(([k]) => k.startsWith("(garbage collector)"))?.[1] ?? 0;
    const busy = total - idle;
    console.log(
      `\n${path}: ${renders} renders, ${(wall / renders).toFixed(1)} ms wall each, JS busy ${(busy / 1000 / renders).toFixed(2)} ms each, GC ${((100 * gc) / Math.max(busy, 1)).toFixed(1)} % of busy`,
    );
    for (const [k, us] of top.filter(([k]) => !k.startsWith("(idle)")).slice(0, 15))
      console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1000 / renders).toFixed(3)} ms  ${k}`);
  }
  ins.close();
  await w.dispose();
}
