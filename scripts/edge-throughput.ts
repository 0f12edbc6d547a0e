// `npm run edge-throughput` (after `npm run build`): throughput of `/` answered by the edge cache
// against a static asset with the very same bytes, served by the same Worker, measured side by
// side (alternating runs, so both see the same machine load). Prints the ratio; never fails on it
// (target ≥ 0.9, README "Budgets"): timings on a shared machine are reported, not gated.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startWorker } from "../harness/worker";

const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
// Not .html: the assets router would redirect that to the extensionless path.
const FIXTURE = "/__bench/cached-home-copy.txt";

async function rps(url: string): Promise<{ rps: number; errors: number }> {
  const r = await autocannon({ url, connections: 20, duration: SECONDS, pipelining: 1 });
  return { rps: r.requests.average, errors: r.errors + r.non2xx };
}

// One port for both Workers: the cache key includes the origin.
const PORT = Number(process.env.PORT ?? 8816);
const setup = await startWorker({ cache: true, port: PORT });
await (await setup.fetch("/")).text();
const hit = await setup.fetch("/");
if (hit.headers.get("x-edge-cache") !== "HIT") throw new Error("expected an edge-cache hit for /");
const body = await hit.text();
await setup.dispose({ keepState: true });
// Written before the Worker starts, so its static-asset manifest includes the copy.
mkdirSync(path.join("build/client", path.dirname(FIXTURE)), { recursive: true });
writeFileSync(path.join("build/client", FIXTURE), body);
const w = await startWorker({ persistDir: setup.persistDir, cache: true, port: PORT });
try {
  const check = await w.fetch("/");
  if (check.headers.get("x-edge-cache") !== "HIT") throw new Error("the cached copy did not survive the restart");
  await check.text();
  let cached = 0;
  let asset = 0;
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const a = await rps(`${w.url}${FIXTURE}`);
    const c = await rps(`${w.url}/`);
    asset += a.rps;
    cached += c.rps;
    errors += a.errors + c.errors;
    console.log(`round ${round + 1}: static ${a.rps.toFixed(0)} req/s, cached / ${c.rps.toFixed(0)} req/s`);
  }
  const kb = (Buffer.byteLength(body) / 1024).toFixed(1);
  console.log(
    `\n/ from the edge cache ${(cached / ROUNDS).toFixed(0)} req/s vs static copy (${kb} kB) ${(asset / ROUNDS).toFixed(0)} req/s: ratio ${(cached / asset).toFixed(2)} (target ≥ 0.9), ${errors} errors; ${ROUNDS} alternating rounds of ${SECONDS} s × 20 connections`,
  );
} finally {
  await w.dispose();
  rmSync(path.join("build/client", path.dirname(FIXTURE)), { recursive: true, force: true });
}
