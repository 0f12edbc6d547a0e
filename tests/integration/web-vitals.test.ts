// Real-user Web Vitals against the built Worker with real local D1: the beacon route (stored
// without IP, cookie or User-Agent; bots dropped; malformed, oversized or foreign → refused with
// nothing stored), the script tag that samples views, the public JavaScript budget with and
// without the web-vitals chunk, and the admin's p75 per page type against Google's limits.
import { gzipSync } from "node:zlib";
import { request } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
let db: D1Database;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({ bindings: { RUM_SAMPLE_RATE: "1" } });
  db = await w.db();
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let addresses = 0;
/** A fresh address per beacon (198.18.0.0/15), so the per-address limit stays out of the way. */
const freshIp = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const beacon = (body: string, headers: Record<string, string> = {}) =>
  w.fetch("/rum", {
    method: "POST",
    body,
    headers: {
      Origin: w.url,
      "Content-Type": "text/plain;charset=UTF-8",
      "User-Agent": PHONE,
      "CF-Connecting-IP": freshIp(),
      ...headers,
    },
  });
type DailyRow = { day: string; path: string; family: string; device: string; views: number; hist: string };
const rowsOf = async (path: string) =>
  (await db.prepare("SELECT * FROM web_vitals_daily WHERE path = ?1").bind(path).all<DailyRow>()).results;
const viewsOf = async (path: string) => (await rowsOf(path)).reduce((n, r) => n + r.views, 0);

// Tests share the table: each one starts from an empty one.
beforeEach(async () => {
  await db.batch([db.prepare("DELETE FROM web_vitals_daily"), db.prepare("DELETE FROM web_vitals_budget")]);
});

describe("POST /rum", () => {
  it("adds the beacon to its page's row of the day: page type, device class, histograms — no IP, cookie or User-Agent", async () => {
    const path = "/local/tatuape";
    const send = (lcp: number) =>
      beacon(JSON.stringify({ path, lcp, inp: 96, cls: 0.012, ttfb: 210.5 }), { Cookie: "qualquer=1" });
    expect((await send(1834.2)).status).toBe(204);
    expect((await send(1836)).status).toBe(204);
    const rows = await rowsOf(path);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path, family: "bairro", device: "mobile", views: 2 });
    expect(rows[0]!.day).toBe(new Date().toISOString().slice(0, 10));
    // LCP and TTFB to 10 ms, INP to 1 ms, CLS in thousandths.
    expect(JSON.parse(rows[0]!.hist)).toEqual({ lcp_1830: 1, lcp_1840: 1, inp_96: 2, cls_12: 2, ttfb_210: 2 });
    const columns = (await db.prepare("PRAGMA table_info(web_vitals_daily)").all<{ name: string }>()).results.map(
      (c) => c.name,
    );
    expect(columns).toEqual(["day", "path", "family", "device", "views", "hist"]);
    expect(JSON.stringify(rows[0])).not.toMatch(/198\.18|Pixel|qualquer/);
  });

  it("accepts a view that reported only some metrics", async () => {
    expect((await beacon(JSON.stringify({ path: "/garantia", ttfb: 120 }))).status).toBe(204);
    expect(JSON.parse((await rowsOf("/garantia"))[0]!.hist)).toEqual({ ttfb_120: 1 });
  });

  it("counts a path that is not one of the site's pages as the not-found page, never as a row of its own", async () => {
    const invented = [`/local/teste-${randomTag()}`, "/wp-admin/x", "/links-uteis/nao-existe"];
    for (const path of invented) expect((await beacon(JSON.stringify({ path, lcp: 900 }))).status).toBe(204);
    const paths = (await db.prepare("SELECT DISTINCT path FROM web_vitals_daily").all<{ path: string }>()).results;
    expect(paths).toEqual([{ path: "/not-found" }]);
    expect(await viewsOf("/not-found")).toBe(3);
  });

  it("drops a bot's beacon without storing it", async () => {
    expect((await beacon(JSON.stringify({ path: "/garantia", lcp: 900 }), { "User-Agent": BOT })).status).toBe(204);
    expect(await rowsOf("/garantia")).toHaveLength(0);
  });

  it("answers 400 to malformed, oversized or impossible beacons and stores nothing", async () => {
    const path = "/garantia";
    const bad = [
      "não é json",
      JSON.stringify({ path }),
      JSON.stringify({ path, lcp: -1 }),
      JSON.stringify({ path, lcp: "1000" }),
      JSON.stringify({ path, lcp: 1000, ip: "1.2.3.4" }),
      JSON.stringify({ path: "https://evil.example/", lcp: 1000 }),
      JSON.stringify({ path: `//${path}`, lcp: 1000 }),
      JSON.stringify({ path, lcp: 1e9 }),
      // Past what a browser reports of a page: "LCP 100 s", INP 30 s, CLS 50.
      JSON.stringify({ path, lcp: 100_000 }),
      JSON.stringify({ path, inp: 30_000 }),
      JSON.stringify({ path, cls: 50 }),
      // A first byte after the largest paint.
      JSON.stringify({ path, lcp: 500, ttfb: 900 }),
      JSON.stringify({ path, lcp: 1000, pad: "x".repeat(2000) }),
    ];
    for (const body of bad) {
      const res = await beacon(body);
      expect(res.status, body.slice(0, 60)).toBe(400);
      expect(await res.text()).toMatch(/^Medição (inválida|grande demais)\.$/);
    }
    // Oversized without a Content-Length (chunked): read no further than the limit. Sent with
    // node:http, which keeps the answer when the Worker closes the request before its last chunk
    // (fetch turned that race into a failed request: "write EPIPE").
    const chunked = await new Promise<{ status: number }>((resolve, reject) => {
      const req = request(`${w.url}/rum`, {
        method: "POST",
        headers: { Origin: w.url, "User-Agent": PHONE, "Transfer-Encoding": "chunked" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      });
      // A write refused after the Worker answered is the point of the test; before it, a failure.
      req.on("error", (e) => setImmediate(() => reject(e)));
      req.write(`{"path":"${path}","lcp":1000,"x":"`);
      req.write("y".repeat(4096));
      req.end('"}');
    });
    expect(chunked.status).toBe(400);
    expect((await db.prepare("SELECT count(*) AS n FROM web_vitals_daily").first<{ n: number }>())!.n).toBe(0);
  });

  it("refuses a beacon from another origin (403) and a GET (405)", async () => {
    expect(
      (await beacon(JSON.stringify({ path: "/garantia", lcp: 1000 }), { Origin: "https://intruso.example" })).status,
    ).toBe(403);
    expect(await rowsOf("/garantia")).toHaveLength(0);
    expect((await w.fetch("/rum")).status).toBe(405);
  });
});

describe("the public script", () => {
  it("names the web-vitals chunk and the sample rate; ≤ 4 kB gzip without it, and states the sampled view's bytes", async () => {
    const doc = await getHtml(await w.fetch("/"));
    const scripts = doc.querySelectorAll("script[src]");
    expect(scripts).toHaveLength(1);
    const tag = scripts[0]!;
    expect(tag.getAttribute("data-rum-rate")).toBe("1");
    const chunk = tag.getAttribute("data-rum")!;
    expect(chunk).toMatch(/^\/assets\/web-vitals-[\w-]+\.js$/);
    const gz = async (src: string) =>
      gzipSync(Buffer.from(await (await w.fetch(src)).arrayBuffer()), { level: 9 }).length;
    const base = await gz(tag.getAttribute("src")!);
    const sampled = base + (await gz(chunk));
    console.log(`Public JS, gzip: ${base} bytes on a view that is not sampled, ${sampled} bytes on a sampled view`);
    expect(base).toBeLessThanOrEqual(4096);
    // web-vitals itself is a few kB: the sampled view stays far under the 100 kB page budget.
    expect(sampled).toBeLessThanOrEqual(8192);
  });
});

describe("Web Vitals in the admin", () => {
  it("shows p75 per page type over 28 days against Google's limits, and the worst pages", async () => {
    const send = async (path: string, ua: string, lcp: number, inp: number, cls: number) =>
      expect((await beacon(JSON.stringify({ path, lcp, inp, cls, ttfb: 300 }), { "User-Agent": ua })).status).toBe(204);
    // Bairro: LCP 1, 2, 3, 4 s → p75 (3rd of 4) = 3 s, needs improvement.
    await send("/local/moema", PHONE, 1000, 80, 0.01);
    await send("/local/moema", PHONE, 2000, 90, 0.02);
    await send("/local/tatuape", DESKTOP, 3000, 100, 0.05);
    await send("/local/tatuape", PHONE, 4000, 600, 0.3);
    // Cidade: all good.
    await send("/cidades/osasco", PHONE, 1200, 50, 0);
    // A day older than the 28 days: left out.
    const old = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    await db
      .prepare("INSERT INTO web_vitals_daily (day, path, family, device, views, hist) VALUES (?1, ?2, ?3, ?4, 1, ?5)")
      .bind(old, "/cidades/osasco", "cidade", "mobile", JSON.stringify({ lcp_9000: 1, inp_900: 1, cls_1000: 1 }))
      .run();
    const doc = await getHtml(await w.fetch("/admin/desempenho", { headers: { Cookie: cookie } }));
    const card = doc.querySelector("[data-web-vitals]")!;
    expect(text(card.querySelector("[data-vitals-views]"))).toBe("5 visitas medidas.");
    const bairro = card.querySelector("[data-family='bairro']")!;
    expect(text(bairro.querySelector("[data-metric='lcp']"))).toBe("3 s precisa melhorar · 4 visitas");
    expect(bairro.querySelector("[data-metric='lcp']")?.getAttribute("data-rating")).toBe("needs-improvement");
    expect(text(bairro.querySelector("[data-metric='inp']"))).toBe("100 ms bom · 4 visitas");
    expect(text(bairro.querySelector("[data-metric='cls']"))).toBe("0,05 bom · 4 visitas");
    const cidade = card.querySelector("[data-family='cidade']")!;
    expect(text(cidade.querySelector("[data-metric='lcp']"))).toBe("1,2 s bom · 1 visita");
    // Worst first: tatuapé's INP p75 (600 ms) is 3× the limit.
    expect(card.querySelectorAll("[data-worst]").map((r) => r.getAttribute("data-worst"))).toEqual([
      "/local/tatuape",
      "/local/moema",
      "/cidades/osasco",
    ]);
    // Per device.
    const phone = await getHtml(await w.fetch("/admin/desempenho?aparelho=celular", { headers: { Cookie: cookie } }));
    expect(text(phone.querySelector("[data-vitals-views]"))).toBe("4 visitas medidas.");
    const desktop = await getHtml(
      await w.fetch("/admin/desempenho?aparelho=computador", { headers: { Cookie: cookie } }),
    );
    expect(text(desktop.querySelector("[data-family='bairro'] [data-metric='lcp']"))).toBe(
      "3 s precisa melhorar · 1 visita",
    );
  });

  it("without the Google OAuth client, says how to configure Search Console and still shows the rest", async () => {
    const doc = await getHtml(await w.fetch("/admin/desempenho", { headers: { Cookie: cookie } }));
    expect(text(doc.querySelector("h1"))).toBe("Desempenho no Google");
    expect(text(doc.querySelector("[role='alert']"))).toContain("peça ao responsável pelo site");
    expect(doc.querySelector("button[value='conectar']")).toBeNull();
    expect(doc.querySelector("[data-web-vitals]")).not.toBeNull();
    expect(doc.querySelector("nav[aria-label='Administração'] a[href='/admin/desempenho']")).not.toBeNull();
    expect((await w.fetch("/admin/desempenho/callback?code=x&state=y", { headers: { Cookie: cookie } })).status).toBe(
      404,
    );
    // Admin only.
    expect((await w.fetch("/admin/desempenho")).headers.get("location")).toContain("/admin/login");
  });
});
