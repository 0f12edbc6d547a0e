// `npm run load`: 200 concurrent clients for 60 s against the local Worker of `npm start`
// (http://localhost:8787), over a mix of public URLs. Loopback only; bounded in time.
// If nothing answers on BASE_URL, it starts `wrangler dev` itself (run `npm run build` first).
import autocannon from "autocannon";
import { featuredKitSlugs } from "@content/kits";
import { allLocations, locationPath } from "@content/locations";
import { topics } from "@content/topics";
import { BASE_URL, localWorker } from "./local-worker";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);

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

const worker = await localWorker();

let i = 0;
const result = await autocannon({
  url: BASE_URL,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
});

worker.stop();

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
