// Where a visitor page's render spends its CPU: the launched site with generated pages (as the
// bench builds it), rendered N times per page through workerd's V8 inspector profiler, then the
// functions with the most self time and the garbage collector's share. Reported, never a gate.
//   npx tsx scripts/profile-render.ts [--renders 200]
import { freePort } from "../harness/free-port";
import { seedPages } from "../harness/pages";
import { startWorker } from "../harness/worker";

const renders = Number(process.argv[process.argv.indexOf("--renders") + 1]) || 200;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
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
  const target = targets.find((t) => t.title.includes("core:user")) ?? targets[0]!;
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
const headers = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
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
