// `npm run load`: 200 concurrent clients for 60 s against the local Worker of `npm start`
// (http://localhost:8787), over a mix of public URLs. Loopback only; bounded in time.
// If nothing answers on BASE_URL, it starts `wrangler dev` itself (run `npm run build` first).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { featuredKitSlugs } from "@content/kits";
import { allLocations, locationPath } from "@content/locations";
import { topics } from "@content/topics";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:8787";
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);

const host = new URL(BASE_URL).hostname;
if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host)) {
  console.error(`Refusing to load ${BASE_URL}: the load test only targets loopback.`);
  process.exit(2);
}

const paths = [
  "/",
  "/guia-completo",
  "/duvidas-frequentes",
  "/sitemap",
  "/sitemap.xml",
  "/servicos-profissionais",
  ...allLocations.slice(0, 40).map(locationPath),
  ...featuredKitSlugs.map((s) => `/${s}`),
  ...topics.slice(0, 10).map((t) => `/topicos/${t.slug}`),
];

async function up(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/healthz`)).ok;
  } catch {
    return false;
  }
}

let server: ChildProcess | null = null;
if (!(await up())) {
  if (!existsSync("build/worker/index.js")) {
    console.error("No build: run `npm run build` (or `npm start` in another terminal) first.");
    process.exit(2);
  }
  console.log(`Nothing on ${BASE_URL}; starting wrangler dev…`);
  server = spawn("npx", ["wrangler", "dev", "--port", new URL(BASE_URL).port || "8787"], {
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (!(await up())) {
    if (Date.now() > deadline) throw new Error("wrangler dev did not start within 60 s");
    await new Promise((r) => setTimeout(r, 500));
  }
}

let i = 0;
const result = await autocannon({
  url: BASE_URL,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
});

if (server?.pid) process.kill(-server.pid, "SIGTERM");

const errors = result.errors + result.timeouts + result.non2xx;
console.log(
  `\nLoad ${new Date().toISOString()}: ${CONNECTIONS} clients × ${DURATION_S} s over ${paths.length} public URLs at ${BASE_URL}`,
);
console.log(
  `requests: ${result.requests.total} · ${result.requests.average.toFixed(0)} req/s (max ${result.requests.max})`,
);
console.log(`latency: p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms`);
console.log(`errors: ${result.errors} · timeouts: ${result.timeouts} · non-2xx: ${result.non2xx}`);
process.exit(errors === 0 ? 0 : 1);
