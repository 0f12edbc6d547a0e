// `npm run load:leads`: forged contact clicks from ONE address, 200 connections for 60 s, against
// the built Worker in workerd (harness/worker.ts: real local D1, the rate limiter of wrangler.toml)
// while the admin signs in every few seconds from elsewhere. Checks that the forgery records at
// most the per-address rate limit (per minute window the run spans), that every click still
// reaches the chat, and that the sign-in answers correctly throughout. Loopback only; bounded in
// time (LOAD_CONNECTIONS, LOAD_SECONDS to change the load).
//
// The forger does everything a script can: perfect navigation headers (Sec-Fetch-*), a new
// User-Agent and a new `local` for every click, parallel connections.
import http from "node:http";
import { TEST_ADMIN } from "../harness/admin";
import { rateLimits, startWorker } from "../harness/worker";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 60);
const FORGER = "203.0.113.66";
const ADMIN_ADDRESS = "198.51.100.10";

const worker = await startWorker();
const limit = rateLimits().CONTACT_LIMITER?.simple.limit;
if (!limit) throw new Error("wrangler.toml has no CONTACT_LIMITER rate limit");
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const NAVIGATION = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Sec-Fetch-Site": "same-origin",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-User": "?1",
  "CF-Connecting-IP": FORGER,
};

function get(path: string, headers: Record<string, string>): Promise<{ status: number; location: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${worker.url}${path}`, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? "") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const stats = { sent: 0, toChat: 0, withCode: 0, other: 0, errors: 0 };
const latencies: number[] = [];
const started = Date.now();
const end = started + DURATION_S * 1000;

async function forger(n: number): Promise<void> {
  for (let k = 0; Date.now() < end; k++) {
    const ua = `Mozilla/5.0 (Linux; Android 14; Forjado ${n}-${k}) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36`;
    const t = performance.now();
    stats.sent++;
    try {
      const res = await get(`/contato/whatsapp?de=/garantia&local=Forjado-${n}-${k}`, {
        ...NAVIGATION,
        "User-Agent": ua,
      });
      latencies.push(performance.now() - t);
      if (res.status === 302 && new URL(res.location).host === "wa.me") {
        stats.toChat++;
        if (/\n\nRef: [A-Z0-9]{5}$/.test(new URL(res.location).searchParams.get("text") ?? "")) stats.withCode++;
      } else stats.other++;
    } catch {
      stats.errors++;
    }
  }
}

const signIns: { status: number; panel: number; ms: number }[] = [];

async function login(password: string, cookie = ""): Promise<{ status: number; cookies: string[] }> {
  const res = await worker.fetch("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email: TEST_ADMIN.email, password }),
    headers: {
      Origin: worker.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ADMIN_ADDRESS,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  await res.arrayBuffer();
  return { status: res.status, cookies: res.headers.getSetCookie().map((c) => c.split(";")[0]!) };
}

/** The admin, every 5 s, from his phone (device cookie after the first); once, a typo first. */
async function admin(): Promise<void> {
  let device = "";
  for (let round = 0; Date.now() < end; round++) {
    const t = performance.now();
    if (round === 1) await login("senha-errada", device);
    const ok = await login(TEST_ADMIN.password, device);
    const session = ok.cookies.find((c) => c.startsWith("__ppa_admin=")) ?? "";
    device = ok.cookies.find((c) => c.startsWith("__ppa_device=")) ?? device;
    const panel = await worker.fetch("/admin/painel", { headers: { Cookie: session } });
    await panel.arrayBuffer();
    signIns.push({ status: ok.status, panel: panel.status, ms: performance.now() - t });
    await new Promise((r) => setTimeout(r, 5000));
  }
}

console.log(`Forging leads from ${FORGER}: ${CONNECTIONS} connections for ${DURATION_S} s on ${worker.url}…`);
await Promise.all([...Array.from({ length: CONNECTIONS }, (_, n) => forger(n)), admin()]);
const finished = Date.now();
const db = await worker.db();
const count = async (sql: string) => (await db.prepare(sql).bind(started).first<{ n: number }>())!.n;
const rows = await count("SELECT count(*) AS n FROM leads WHERE created_at >= ?");
const forgedPlaces = await count("SELECT count(*) AS n FROM leads WHERE created_at >= ? AND place LIKE 'Forjado%'");
const windows = Math.floor(finished / 60_000) - Math.floor(started / 60_000) + 1;
await worker.dispose();

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1);
const seconds = (finished - started) / 1000;
console.log(
  [
    `clicks sent: ${stats.sent} (${(stats.sent / seconds).toFixed(0)}/s); to the chat: ${stats.toChat}; other answers: ${stats.other}; errors: ${stats.errors}`,
    `recorded (rows in D1 for the run): ${rows}, codes given: ${stats.withCode}; rate limit ${limit}/min × ${windows} minute window(s) = at most ${limit * windows}; free-text places recorded: ${forgedPlaces}`,
    `admin sign-ins during the load: ${signIns.length}, answers ${[...new Set(signIns.map((s) => s.status))].join("/")}, panel ${[...new Set(signIns.map((s) => s.panel))].join("/")}, slowest ${Math.max(...signIns.map((s) => s.ms)).toFixed(0)} ms`,
    `click latency ms: p50 ${pct(0.5)}, p95 ${pct(0.95)}, p99 ${pct(0.99)} (reported, not gated: shared 2-core machine)`,
  ].join("\n"),
);
const ok =
  rows <= limit * windows &&
  forgedPlaces === 0 &&
  stats.errors === 0 &&
  stats.other === 0 &&
  signIns.length > 0 &&
  signIns.every((s) => s.status === 302 && s.panel === 200);
console.log(
  ok
    ? "OK: the forgery recorded at most the rate limit, and the sign-in answered correctly."
    : "FAILED: see the figures above.",
);
process.exit(ok ? 0 : 1);
