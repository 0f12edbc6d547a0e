// `npm run load:rum`: 200 concurrent clients sending Web Vitals beacons (POST /rum, as
// enhance.js does with sendBeacon) for 60 s against the local Worker (BASE_URL, default
// http://localhost:8787 of `npm start`), then checks local D1: the views this run stored are at
// most what the budgets allow — RUM_LIMITER's beacons a minute per address (each client has an
// address of its own) and RUM_DAILY_CAP a day — and no more than the beacons accepted. Loopback
// only; bounded in time. Starts `wrangler dev` itself when nothing answers (after `npm run build`). Do not edit
// the Worker's sources during a run: wrangler dev reloads it and drops the requests in flight.
//
// LOAD_ONE_ADDRESS=203.0.113.9 sends every client's beacons from that one address (issue 34's
// flood: one address that sets Origin itself): the budget is then that address's alone.
//
// Each client is one phone. Every 10th beacon is a crawler's (answered 204, not stored), every
// 10th from the fifth on is malformed (answered 400, not stored), the others are real views of
// /garantia.
import { execFileSync } from "node:child_process";
import { RUM_DAILY_CAP } from "~/lib/insights/web-vitals";
import { rateLimits } from "../harness/worker";
import { BASE_URL, localWorker } from "./local-worker";

const CLIENTS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);
const ONE_ADDRESS = process.env.LOAD_ONE_ADDRESS;

const worker = await localWorker();

const run = `r${Date.now().toString(36)}`;
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const origin = new URL(BASE_URL).origin;
const stats = { sent: 0, accepted: 0, bots: 0, malformed: 0, errors: 0 };
const errorKinds = new Map<string, number>();
const fail = (kind: string) => {
  stats.errors++;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
};
const latencies: number[] = [];
const end = Date.now() + DURATION_S * 1000;

async function client(n: number): Promise<void> {
  const ua = `Mozilla/5.0 (Linux; Android 14; Carga ${run}-${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36`;
  for (let k = 0; Date.now() < end; k++) {
    const bot = k % 10 === 9;
    const malformed = k % 10 === 4;
    const body = malformed
      ? `{"path":"/garantia","lcp":`
      : JSON.stringify({
          path: "/garantia",
          lcp: 800 + ((n * 37 + k * 11) % 3000),
          inp: 40 + ((n + k) % 300),
          cls: ((n + k) % 30) / 100,
          ttfb: 100 + ((n * 7 + k) % 900),
        });
    const started = performance.now();
    stats.sent++;
    try {
      const res = await fetch(`${BASE_URL}/rum`, {
        method: "POST",
        body,
        headers: {
          Origin: origin,
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": bot ? BOT : ua,
          "CF-Connecting-IP": ONE_ADDRESS ?? `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        },
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (malformed && res.status === 400) stats.malformed++;
      else if (!malformed && res.status === 204) {
        if (bot) stats.bots++;
        else stats.accepted++;
      } else fail(`HTTP ${res.status}`);
    } catch (error) {
      fail(String((error as Error).cause ?? error).slice(0, 80));
    }
  }
}

console.log(
  `Load: ${CLIENTS} clients${ONE_ADDRESS ? ` on one address (${ONE_ADDRESS})` : ""} sending beacons for ${DURATION_S} s to ${BASE_URL}/rum (run ${run})…`,
);
const viewsBefore = d1Count();
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
      "SELECT coalesce(sum(views), 0) AS n FROM web_vitals_daily",
    ],
    { encoding: "utf8" },
  );
  return (JSON.parse(out) as { results: { n: number }[] }[])[0]!.results[0]!.n;
}

const rows = d1Count() - viewsBefore;
// Each client's address gets RUM_LIMITER's beacons per fixed minute window (a run of m minutes
// touches at most m + 1 of them); the site, RUM_DAILY_CAP a day.
const perMinute = rateLimits().RUM_LIMITER!.simple.limit;
const addresses = ONE_ADDRESS ? 1 : CLIENTS;
const budget = Math.min(addresses * perMinute * (Math.ceil(DURATION_S / 60) + 1), RUM_DAILY_CAP);
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1);
console.log(
  [
    `beacons sent: ${stats.sent} (${(stats.sent / seconds).toFixed(0)}/s), errors: ${stats.errors}${
      errorKinds.size ? ` (${[...errorKinds].map(([k, n]) => `${k}: ${n}`).join("; ")})` : ""
    }`,
    `accepted as views (204): ${stats.accepted}; crawlers dropped (204): ${stats.bots}; malformed refused (400): ${stats.malformed}`,
    `views stored in local D1 by this run: ${rows} (accepted ${stats.accepted}; budget ${budget})`,
    `latency ms: p50 ${pct(0.5)}, p95 ${pct(0.95)}, p99 ${pct(0.99)} (reported, not gated: shared 2-core machine)`,
  ].join("\n"),
);

worker.stop();
// The promise checked is that a flood stores no more than the budgets, and that real views are stored. A beacon the local
// Worker refuses under overload (wrangler dev's single workerd answers 503) was not accepted: it
// is counted and reported, and the sender knows it.
const ok = rows > 0 && rows <= Math.min(stats.accepted, budget);
console.log(
  ok
    ? `OK: ${rows} views stored, within the budget (${budget}) and no more than the ${stats.accepted} accepted${stats.errors ? ` (${stats.errors} refused or failed, not accepted: see above)` : ""}.`
    : "FAILED: see the figures above.",
);
process.exit(ok ? 0 : 1);
