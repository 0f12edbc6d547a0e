// Issue 34, point 1: a Web Vitals beacon flood against the built Worker with real local D1, behind
// a D1 that enforces a daily limit of rows written as Workers Free does. One address gets
// RUM_LIMITER's beacons a minute stored; many addresses get the day's budget (RUM_DAILY_CAP, here
// 20) and no more; the seller's figures move by no more than that; and with D1's limit at ten times
// what the budget may spend (Free's ratio), a lead, a sign-in and a page save still go through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { dailyWriteLimitD1, rateLimits, startWorker, type RunningWorker } from "../../harness/worker";
import { clickLink, refOf } from "../support/navigate";

const CAP = 20;
// Free's 100,000 a day scaled to the budget: beacons may write 2 rows each (2 × 20 = 40 here, as
// 10,000 of 100,000 with the production budget: a tenth of the day); the other nine tenths are the
// seller's — a sign-in, a lead and a page save, whose shingle index rows (app/lib/pages/
// shingle-index.server.ts) are most of what it writes.
const D1_DAILY_ROWS = 10 * 2 * CAP;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

let w: RunningWorker;
let db: D1Database;
beforeAll(async () => {
  w = await startWorker({ bindings: { RUM_DAILY_CAP: String(CAP) }, dbWrapper: dailyWriteLimitD1(D1_DAILY_ROWS) });
  db = await w.db();
});
afterAll(async () => {
  await w?.dispose();
});

const beacon = (ip: string, body: object) =>
  w.fetch("/rum", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { Origin: w.url, "Content-Type": "text/plain;charset=UTF-8", "User-Agent": PHONE, "CF-Connecting-IP": ip },
  });

const storedViews = async () =>
  (await db.prepare("SELECT coalesce(sum(views), 0) AS n FROM web_vitals_daily").first<{ n: number }>())!.n;

describe("a beacon flood", () => {
  it("stores one address's per-minute budget, the day's budget from many, and leaves D1's writes to the seller", async () => {
    const perMinute = rateLimits().RUM_LIMITER!.simple.limit;
    // One address, 60 beacons of invented "LCP 60 s" as fast as it can.
    const started = Date.now();
    const one = [];
    for (let i = 0; i < 60; i++) one.push((await beacon("203.0.113.50", { path: "/garantia", lcp: 60_000 })).status);
    expect(one.every((s) => s === 204)).toBe(true);
    const fromOne = await storedViews();
    // Fixed windows of a minute: a burst that straddles two may use both.
    expect(fromOne).toBeGreaterThan(0);
    expect(fromOne).toBeLessThanOrEqual(2 * perMinute);
    console.log(`One address: 60 beacons in ${Date.now() - started} ms, ${fromOne} stored (limit ${perMinute}/min)`);

    // 200 addresses, one beacon each: the day's budget and not one more.
    for (let i = 0; i < 200; i++) {
      expect((await beacon(`198.18.7.${i + 1}`, { path: "/garantia", lcp: 60_000 })).status).toBe(204);
    }
    expect(await storedViews()).toBe(CAP);
    const budget = await db.prepare("SELECT stored FROM web_vitals_budget").first<{ stored: number }>();
    expect(budget?.stored).toBe(CAP);
    // Everything the flood stored is one row: its page's, today, whatever the number of beacons.
    expect((await db.prepare("SELECT count(*) AS n FROM web_vitals_daily").first<{ n: number }>())!.n).toBe(1);

    // The seller's business still writes: a sign-in (its session row), a page save, a lead.
    const cookie = await signInCookie(w);
    expect((await db.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>())!.n).toBe(1);
    const slug = `apos-enxurrada-${Date.now().toString(36)}`;
    const saved = await postForm(
      w,
      "/admin/painel",
      { intent: "create", title: "Depois da enxurrada", slug, description: "Resumo.", content: "<p>Texto.</p>" },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(200);
    const click = await clickLink(w.url, "/contato/whatsapp?de=/garantia", { ip: "198.51.100.77" });
    const ref = refOf(click);
    expect(ref).toMatch(/\S/);
    expect(await db.prepare("SELECT path FROM leads WHERE ref = ?").bind(ref).first()).toMatchObject({
      path: "/garantia",
    });

    expect(w.logs.filter((l) => l.includes("Exceeded maximum rows written"))).toEqual([]);

    // The admin's figure: the flood's page shows the budget's views, and no more.
    const doc = await getHtml(await w.fetch("/admin/desempenho", { headers: { Cookie: cookie } }));
    expect(text(doc.querySelector("[data-vitals-views]"))).toBe(`${CAP} visitas medidas.`);
  });
});
