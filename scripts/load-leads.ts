// `npm run load:leads`: 200 concurrent clients clicking contact links for 60 s against the local
// Worker (BASE_URL, default http://localhost:8787 of `npm start`), then checks local D1: the rows
// of this run must equal the clicks sent minus the repeats and the bots, nothing lost, nothing
// doubled. Loopback only; bounded in time. Starts `wrangler dev` itself when nothing answers
// (after `npm run build`; it applies the migrations first).
//
// Each client is one visitor (its own User-Agent). Every 10th click is a crawler's (Googlebot),
// every 5th repeats the client's previous link at once (within the 60 s window), the others are
// new links (a path unique to this run). A repeat must get the first click's code back.
import { execFileSync } from "node:child_process";
import { BASE_URL, localWorker } from "./local-worker";

const CLIENTS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);

const worker = await localWorker();

const run = `r${Date.now().toString(36)}`;
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const stats = { sent: 0, bots: 0, repeats: 0, errors: 0, codeMismatches: 0, expected: 0 };
const latencies: number[] = [];
const end = Date.now() + DURATION_S * 1000;

function refOf(location: string | null): string | null {
  if (!location) return null;
  return /\n\nRef: ([A-Z0-9]{5})$/.exec(new URL(location).searchParams.get("text") ?? "")?.[1] ?? null;
}

async function client(n: number): Promise<void> {
  const ua = `Mozilla/5.0 (Linux; Android 14; Carga ${run}-${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36`;
  let previous: { link: string; ref: string } | null = null;
  for (let k = 0; Date.now() < end; k++) {
    const bot = k % 10 === 9;
    const repeat: boolean = !bot && k % 5 === 4 && previous !== null;
    const link: string = repeat
      ? previous!.link
      : `/contato/whatsapp?de=${encodeURIComponent(`/carga/${run}/c${n}/k${k}`)}`;
    const started = performance.now();
    stats.sent++;
    try {
      const res = await fetch(BASE_URL + link, { redirect: "manual", headers: { "User-Agent": bot ? BOT : ua } });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      const ref = refOf(res.headers.get("location"));
      if (res.status !== 302 || (!bot && !ref)) {
        stats.errors++;
        continue;
      }
      if (bot) stats.bots++;
      else if (repeat) {
        stats.repeats++;
        if (ref !== previous!.ref) stats.codeMismatches++;
      } else {
        stats.expected++;
        previous = { link, ref: ref! };
      }
    } catch {
      stats.errors++;
    }
  }
}

console.log(`Load: ${CLIENTS} clients clicking for ${DURATION_S} s on ${BASE_URL} (run ${run})…`);
const t0 = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
const seconds = (performance.now() - t0) / 1000;

function d1Count(): number {
  const out = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--json",
      "--command",
      `SELECT count(*) AS n FROM leads WHERE path LIKE '/carga/${run}/%'`,
    ],
    { encoding: "utf8" },
  );
  return (JSON.parse(out) as { results: { n: number }[] }[])[0]!.results[0]!.n;
}

const rows = d1Count();
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1);
console.log(
  [
    `clicks sent: ${stats.sent} (${(stats.sent / seconds).toFixed(0)}/s), errors: ${stats.errors}`,
    `bots: ${stats.bots}, repeats within 60 s: ${stats.repeats} (code differing from the first click's: ${stats.codeMismatches})`,
    `expected rows (sent − repeats − bots − errors): ${stats.expected}; rows in local D1 for this run: ${rows}`,
    `latency ms: p50 ${pct(0.5)}, p95 ${pct(0.95)}, p99 ${pct(0.99)} (reported, not gated: shared 2-core machine)`,
  ].join("\n"),
);

worker.stop();
const ok = stats.errors === 0 && stats.codeMismatches === 0 && rows === stats.expected;
console.log(ok ? "OK: nothing lost, nothing doubled." : "FAILED: see the figures above.");
process.exit(ok ? 0 : 1);
