import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enhanced, launchBrowser } from "../../harness/browser";
import { chatMessageOf } from "../support/contact";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let browser: Browser;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

type WatchedPage = Page & { errors: string[] };

async function open(path: string, width: number): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: width < 768 });
  const page = (await context.newPage()) as WatchedPage;
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") page.errors.push(m.text());
  });
  await page.goto(w.url + path, { waitUntil: "networkidle" });
  return page;
}

const chatText = chatMessageOf;

describe("a neighbourhood page reached from the mobile menu", () => {
  it("opens Santana from 'São Paulo (Capital)' at 375 px with a chat button naming the place", async () => {
    const page = await open("/", 375);
    await enhanced(page);

    await page.locator("[data-mobile-menu] > summary").tap();
    const menu = page.locator('nav[aria-label="Menu"]');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator("summary", { hasText: "São Paulo (Capital)" }).tap();
    const link = menu.getByRole("link", { name: "Santana", exact: true });
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.tap();

    await expect.poll(() => new URL(page.url()).pathname).toBe("/local/santana");
    const h1 = page.locator("h1");
    await expect.poll(() => h1.innerText()).toBe("Portão Automático em Santana");
    expect(await h1.count()).toBe(1);
    // The menu closes once a link is followed.
    expect(await menu.isVisible()).toBe(false);
    await expect.poll(() => page.title()).toContain("Santana");

    // The page's own chat buttons carry a message naming the place and open safely in a new tab.
    const inline = page.locator('main a[data-contact="inline"]');
    expect(await inline.count()).toBeGreaterThan(0);
    const first = inline.first();
    await first.scrollIntoViewIfNeeded();
    expect(await first.isVisible()).toBe(true);
    for (const a of await inline.all()) {
      const href = await a.getAttribute("href");
      expect(href).toMatch(/^\/contato\/whatsapp\?de=%2Flocal%2Fsantana/);
      expect(chatText(href)).toContain("Santana, São Paulo");
      expect(await a.getAttribute("target")).toBe("_blank");
      expect(await a.getAttribute("rel")).toBe("nofollow noopener noreferrer");
    }

    // The floating button is on screen and opens safely too (its message is the site default).
    const floating = page.locator('a[data-contact="floating"]');
    expect(await floating.isVisible()).toBe(true);
    expect(await floating.getAttribute("target")).toBe("_blank");
    expect(await floating.getAttribute("rel")).toBe("nofollow noopener noreferrer");
    expect(chatText(await floating.getAttribute("href"))).toBeTruthy();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("serves the same page on a direct visit, with the kit links of the place", async () => {
    const page = await open("/local/santana", 375);
    await enhanced(page);
    expect(await page.locator("h1").innerText()).toBe("Portão Automático em Santana");
    const kit = page.locator('main a[href="/motor-ppa-santana"]');
    expect(await kit.count()).toBe(1);
    await kit.scrollIntoViewIfNeeded();
    await kit.tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/motor-ppa-santana");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Motor PPA Santana");
    const inline = page.locator('main a[data-contact="inline"]').first();
    expect(chatText(await inline.getAttribute("href"))).toContain("Santana");
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
