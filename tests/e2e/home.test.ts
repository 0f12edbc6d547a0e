import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business, defaultIdentity } from "@content/business";
import { enhanced, launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";

let w: RunningWorker;
let browser: Browser;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
  // The site ships no video: the seller's own is saved in "Dados da empresa".
  await (await w.kv()).put(IDENTITY_KEY, JSON.stringify({ ...defaultIdentity, youtubeId: "dQw4w9WgXcQ" }));
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

async function open(path: string, width: number, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(w.url + path, { waitUntil: "networkidle" });
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

describe("home page in Chromium", () => {
  for (const width of [375, 1280]) {
    it(`renders at ${width} px without horizontal scroll or errors`, async () => {
      const page = await open("/", width);
      await enhanced(page);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await expect(page.locator("header").innerText()).resolves.toContain(business.name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await page.locator('a[data-contact="floating"]').isVisible()).toBe(true);
      const desktopNav = page.locator('nav[aria-label="Navegação principal"]');
      expect(await desktopNav.isVisible()).toBe(width >= 768);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await page.context().close();
    });
  }

  it("filters the city list as the visitor types and shows the empty message", async () => {
    const page = await open("/", 375);
    await enhanced(page);
    const items = page.locator("[data-city-list] li:not([hidden])");
    await expect(items.count()).resolves.toBe(27);
    await page.locator("#busca-cidade").pressSequentially("osa");
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().innerText()).toContain("Osasco");
    await page.locator("#busca-cidade").fill("Campinas");
    await expect.poll(() => page.locator("[data-empty-cities]").isVisible()).toBe(true);
    expect(await page.locator("[data-empty-cities]").innerText()).toBe(
      "Nenhuma cidade encontrada com este termo. Entre em contato para verificar disponibilidade.",
    );
    await page.context().close();
  });

  it("pages through the neighbourhoods", async () => {
    const page = await open("/", 1280);
    await enhanced(page);
    const list = page.locator("[data-neighbourhood-list] a");
    const before = await list.first().innerText();
    await page.locator('nav[aria-label="Páginas de bairros"] a', { hasText: /^2$/ }).click();
    await expect.poll(() => page.url()).toContain("bairros=2");
    await expect.poll(() => list.first().innerText()).not.toBe(before);
    expect(await list.count()).toBe(20);
    expect(await page.locator('nav[aria-label="Páginas de bairros"] [aria-current="page"]').innerText()).toBe("2");
    await page.context().close();
  });

  it("opens the mobile menu and reaches every city from it", async () => {
    const page = await open("/", 375);
    await enhanced(page);
    await page.locator("[data-mobile-menu] > summary").click();
    const menu = page.locator('nav[aria-label="Menu"]');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.locator("summary", { hasText: "Cidades ABCD" }).click();
    const link = menu.getByRole("link", { name: "Santo André" });
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/cidades/santo-andre");
    await page.context().close();
  });

  it("contact button opens the chat in a new tab without opener or referrer", async () => {
    const page = await open("/", 375);
    const button = page.locator('a[data-contact="floating"]');
    const href = await button.getAttribute("href");
    // Through the click endpoint, which records the click and redirects to wa.me (tests/e2e/leads).
    expect(href).toBe("/contato/whatsapp?de=%2F");
    expect(await button.getAttribute("target")).toBe("_blank");
    expect(await button.getAttribute("rel")).toBe("nofollow noopener noreferrer");
    await page.context().close();
  });

  it("loads no third-party resource before the video is asked for", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const foreign: string[] = [];
    // Every request leaving loopback is recorded and refused (this machine has no internet anyway).
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost") {
        foreign.push(url.href);
        return route.abort();
      }
      return route.continue();
    });
    await page.goto(`${w.url}/`, { waitUntil: "networkidle" });
    await enhanced(page);
    expect(foreign).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    await page.locator("[data-video-preview]").click();
    await expect.poll(() => page.locator("iframe").count()).toBe(1);
    expect(await page.locator("iframe").getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await context.close();
  });
});

describe("home page without JavaScript", () => {
  it("searches cities with the GET form and pages with plain links", async () => {
    const page = await open("/", 375, false);
    await page.locator("#busca-cidade").fill("andré");
    await page.locator('form[role="search"] button[type="submit"]').click();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).searchParams.get("cidade")).toBe("andré");
    const items = page.locator("[data-city-list] li:not([hidden])");
    expect(await items.count()).toBe(1);
    expect(await items.first().innerText()).toContain("Santo André");

    await page.goto(`${w.url}/`, { waitUntil: "networkidle" });
    await page.locator('nav[aria-label="Páginas de bairros"] a', { hasText: /^3$/ }).click();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).searchParams.get("bairros")).toBe("3");
    expect(await page.locator("[data-neighbourhood-list] li").count()).toBe(20);
    await page.context().close();
  });

  it("opens the navigation dropdowns by keyboard", async () => {
    const page = await open("/", 1280, false);
    const summary = page.locator('nav[aria-label="Navegação principal"] summary', { hasText: "São Paulo (Capital)" });
    await summary.focus();
    await page.keyboard.press("Enter");
    const links = page.locator('nav[aria-label="Navegação principal"] details[open] a');
    expect(await links.count()).toBe(13);
    await page.context().close();
  });
});
