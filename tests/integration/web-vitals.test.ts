// Real-user Web Vitals against the built Worker with real local D1: the beacon route (stored
// without IP, cookie or User-Agent; bots dropped; malformed, oversized or foreign → refused with
// nothing stored), the script tag that samples views, the public JavaScript budget with and
// without the web-vitals chunk, and the admin's p75 per page type against Google's limits.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";

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
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const unique = () => `/local/teste-${crypto.randomUUID().slice(0, 8)}`;

const beacon = (body: string, headers: Record<string, string> = {}) =>
  w.fetch("/rum", {
    method: "POST",
    body,
    headers: { Origin: w.url, "Content-Type": "text/plain;charset=UTF-8", "User-Agent": PHONE, ...headers },
  });
const rowsOf = async (path: string) =>
  (await db.prepare("SELECT * FROM web_vitals WHERE path = ?1").bind(path).all<Record<string, unknown>>()).results;

describe("POST /rum", () => {
  it("stores one row per beacon: path, page type, device class and metrics — no IP, cookie or User-Agent", async () => {
    const path = unique();
    const res = await beacon(JSON.stringify({ path, lcp: 1834.2, inp: 96, cls: 0.012, ttfb: 210.5 }), {
      "CF-Connecting-IP": "203.0.113.9",
      Cookie: "qualquer=1",
    });
    expect(res.status).toBe(204);
    const rows = await rowsOf(path);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path,
      family: "bairro",
      device: "mobile",
      lcp: 1834.2,
      inp: 96,
      cls: 0.012,
      ttfb: 210.5,
    });
    const columns = (await db.prepare("PRAGMA table_info(web_vitals)").all<{ name: string }>()).results.map(
      (c) => c.name,
    );
    expect(columns).toEqual(["id", "created_at", "path", "family", "device", "lcp", "inp", "cls", "ttfb"]);
    expect(JSON.stringify(rows[0])).not.toMatch(/203\.0\.113\.9|Pixel|qualquer/);
  });

  it("accepts a view that reported only some metrics", async () => {
    const path = unique();
    expect((await beacon(JSON.stringify({ path, ttfb: 120 }))).status).toBe(204);
    expect(await rowsOf(path)).toMatchObject([{ ttfb: 120, lcp: null, inp: null, cls: null }]);
  });

  it("drops a bot's beacon without storing it", async () => {
    const path = unique();
    expect((await beacon(JSON.stringify({ path, lcp: 900 }), { "User-Agent": BOT })).status).toBe(204);
    expect(await rowsOf(path)).toHaveLength(0);
  });

  it("answers 400 to malformed or oversized beacons and stores nothing", async () => {
    const path = unique();
    const bad = [
      "não é json",
      JSON.stringify({ path }),
      JSON.stringify({ path, lcp: -1 }),
      JSON.stringify({ path, lcp: "1000" }),
      JSON.stringify({ path, lcp: 1000, ip: "1.2.3.4" }),
      JSON.stringify({ path: "https://evil.example/", lcp: 1000 }),
      JSON.stringify({ path: `//${path}`, lcp: 1000 }),
      JSON.stringify({ path, lcp: 1e9 }),
      JSON.stringify({ path, lcp: 1000, pad: "x".repeat(2000) }),
    ];
    for (const body of bad) {
      const res = await beacon(body);
      expect(res.status, body.slice(0, 60)).toBe(400);
      expect(await res.text()).toMatch(/^Medição (inválida|grande demais)\.$/);
    }
    // Oversized without a Content-Length (chunked): read no further than the limit.
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(`{"path":"${path}","lcp":1000,"x":"`));
        c.enqueue(new TextEncoder().encode("y".repeat(4096)));
        c.enqueue(new TextEncoder().encode('"}'));
        c.close();
      },
    });
    const chunked = await w.fetch("/rum", {
      method: "POST",
      body: stream,
      headers: { Origin: w.url, "User-Agent": PHONE },
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(400);
    expect(await rowsOf(path)).toHaveLength(0);
    expect(await rowsOf(`//${path}`)).toHaveLength(0);
  });

  it("refuses a beacon from another origin (403) and a GET (405)", async () => {
    const path = unique();
    expect((await beacon(JSON.stringify({ path, lcp: 1000 }), { Origin: "https://intruso.example" })).status).toBe(403);
    expect(await rowsOf(path)).toHaveLength(0);
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
    // The report covers the whole table: this test starts from an empty one.
    await db.prepare("DELETE FROM web_vitals").run();
    const now = Date.now();
    const insert = (path: string, family: string, device: string, lcp: number, inp: number, cls: number, ago = 0) =>
      db
        .prepare(
          "INSERT INTO web_vitals (created_at, path, family, device, lcp, inp, cls, ttfb) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 300)",
        )
        .bind(now - ago, path, family, device, lcp, inp, cls);
    await db.batch([
      // Bairro: LCP 1, 2, 3, 4 s → p75 (3rd of 4) = 3 s, needs improvement.
      insert("/local/moema", "bairro", "mobile", 1000, 80, 0.01),
      insert("/local/moema", "bairro", "mobile", 2000, 90, 0.02),
      insert("/local/tatuape", "bairro", "desktop", 3000, 100, 0.05),
      insert("/local/tatuape", "bairro", "mobile", 4000, 600, 0.3),
      // Cidade: all good.
      insert("/cidades/osasco", "cidade", "mobile", 1200, 50, 0),
      // Older than 28 days: left out.
      insert("/cidades/osasco", "cidade", "mobile", 9000, 900, 1, 29 * 86_400_000),
    ]);
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
    expect(text(doc.querySelector("[role='alert']"))).toContain("configure o cliente OAuth do Google");
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
