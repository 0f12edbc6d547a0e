// Real-user Web Vitals in real Chromium: a phone-sized visit with a 4× slower CPU loads Google's
// web-vitals (sampling forced to 100 % by config), and leaving the page sends its beacon, which
// the admin's card then shows; a crawler's beacon reaches the Worker and is dropped.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie } from "../support/admin-browser";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let browser: Browser;
let db: D1Database;
beforeAll(async () => {
  w = await startWorker({ bindings: { RUM_SAMPLE_RATE: "1" } });
  db = await w.db();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

// Headless Chromium says "HeadlessChrome", which isbot counts as a bot: visitors' phones say Chrome.
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function phoneContext(userAgent: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 375, height: 812 }, userAgent, isMobile: true, hasTouch: true });
}

/** Visits `path` on a 4× slower CPU and taps the menu once (an interaction, for INP). */
async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${w.url}${path}`);
  await page.waitForSelector("html[data-rum='on']", { state: "attached" });
  await page.locator("details[data-mobile-menu] > summary").tap();
  await page.waitForSelector("details[data-mobile-menu][open]", { state: "attached" });
  // The tap's Event Timing entry exists only after the next paint: leaving before it would leave
  // the beacon without INP (seen on an idle machine, where the test outran the paint).
  await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
  return page;
}

const rowsOf = async (path: string) =>
  (await db.prepare("SELECT * FROM web_vitals_daily WHERE path = ?1").bind(path).all<Record<string, unknown>>())
    .results;
/** The one value of a metric a row's histogram holds (its key "{metric}_{value}"). */
const metricOf = (row: Record<string, unknown>, metric: string): number => {
  const keys = Object.keys(JSON.parse(String(row.hist)) as object).filter((k) => k.startsWith(`${metric}_`));
  expect(keys, metric).toHaveLength(1);
  return Number(keys[0]!.slice(metric.length + 1));
};

describe("Web Vitals from a real visit", () => {
  it("a phone visit with a throttled CPU sends one beacon that the admin's card shows", async () => {
    const context = await phoneContext(PHONE);
    const page = await visit(context, "/cidades/santo-andre");
    // Closing the tab hides the page: the beacon leaves as the page goes (a navigation to another
    // page hides it too, but headless Chromium drops beacons sent while a page unloads that way).
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => rowsOf("/cidades/santo-andre")).toHaveLength(1);
    const [row] = await rowsOf("/cidades/santo-andre");
    expect(row).toMatchObject({ family: "cidade", device: "mobile", views: 1 });
    expect(metricOf(row!, "lcp")).toBeGreaterThan(0);
    expect(metricOf(row!, "ttfb")).toBeGreaterThan(0);
    expect(metricOf(row!, "cls")).toBeGreaterThanOrEqual(0);
    expect(metricOf(row!, "inp")).toBeGreaterThan(0);
    console.log("Beacon of a 375 px visit at 4× CPU:", JSON.stringify(row));
    await context.close();

    const admin = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await addSessionCookie(admin, w, await signInCookie(w));
    const screen = await admin.newPage();
    await screen.goto(`${w.url}/admin/desempenho#velocidade`);
    const lcp = screen.locator("[data-web-vitals] [data-family='cidade'] [data-metric='lcp']");
    await expect.poll(() => lcp.innerText()).toMatch(/^[\d,]+ m?s\s+(bom|precisa melhorar|ruim) · 1 visita$/);
    // The card fits the phone: nothing wider than the viewport.
    expect(await screen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await admin.close();
  });

  it("a crawler's beacon reaches the Worker and is dropped", async () => {
    const context = await phoneContext(BOT);
    const page = await visit(context, "/cidades/osasco");
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/rum");
    // The tab goes to the background (the page stays open, so its beacon's answer can be awaited).
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    const response = await answered;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toMatchObject({ path: "/cidades/osasco" });
    expect(await rowsOf("/cidades/osasco")).toHaveLength(0);
    await context.close();
  });
});
