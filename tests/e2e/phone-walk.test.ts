// The phone walk's frictions, measured in Chromium at 375 px: whole words in table cells, the
// company name shown whole in the header, breadcrumbs on one line, the floating chat button inside
// a landmark, "Início" in the menu, 44 px footer links, and the admin menu taking one row of 44 px
// links.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultIdentity } from "@content/business";
import { signInCookie } from "../../harness/admin-client";
import { enhanced, launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady } from "../support/admin-browser";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";

const NAME = "Portões Silva Automação e Serviços";
let w: RunningWorker;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
  await (await w.kv()).put(IDENTITY_KEY, JSON.stringify({ ...defaultIdentity, name: NAME }));
  context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await w?.dispose();
});

async function visit(path: string) {
  await page.goto(`${w.url}${path}`);
  await enhanced(page);
}

/** Words of table cells that the layout split over two lines (a cell narrower than its longest word). */
const splitWords = () =>
  page.evaluate(() =>
    [...document.querySelectorAll("main td, main th")].flatMap((cell) => {
      const probe = document.createElement("span");
      probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;font:inherit";
      (cell as HTMLElement).appendChild(probe);
      const out: string[] = [];
      const width = (cell as HTMLElement).clientWidth;
      for (const word of (cell.textContent ?? "").split(/\s+/)) {
        probe.textContent = word;
        if (probe.getBoundingClientRect().width > width) out.push(word);
      }
      probe.remove();
      return out;
    }),
  );

describe("a phone walk at 375 px", () => {
  it("keeps table words whole on the guide and a kit page", async () => {
    for (const path of ["/guia-completo", "/kit-motor-ppa-sao-paulo"]) {
      await visit(path);
      expect(await page.locator("main table").count(), path).toBeGreaterThan(0);
      // Every word fits its cell's width, so no word was cut inside (hyphenation aside).
      expect(await splitWords(), path).toEqual([]);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll("main td, main th")].some((c) =>
          /[a-zà-ú]\n[a-zà-ú]/i.test((c as HTMLElement).innerText),
        ),
      );
      expect(cut, path).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });

  it("shows the whole company name, one-line breadcrumbs, Início in the menu and the chat button in a landmark", async () => {
    await visit("/cidades/santo-andre");
    const name = page.locator("header a[href='/'] span.line-clamp-2");
    expect(await name.innerText()).toBe(NAME);
    expect(await name.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);

    const trail = page.locator("nav[aria-label='Trilha de navegação'] ol");
    const lines = await trail.evaluate(
      (ol) =>
        new Set(
          [...ol.children].map((li) =>
            Math.round((li.getBoundingClientRect().top + li.getBoundingClientRect().bottom) / 2),
          ),
        ).size,
    );
    expect(lines).toBe(1);
    for (const h of await trail.locator("a").evaluateAll((a) => a.map((e) => e.getBoundingClientRect().height)))
      expect(h).toBeGreaterThanOrEqual(44);

    await page.locator("[data-mobile-menu] > summary").tap();
    const menu = page.locator('nav[aria-label="Menu"]');
    expect(await menu.getByRole("link", { name: "Início", exact: true }).count()).toBe(1);
    expect(await menu.getByRole("link", { name: "Home", exact: true }).count()).toBe(0);

    for (const h of await page
      .locator("footer li > a")
      .evaluateAll((a) => a.map((e) => e.getBoundingClientRect().height)))
      expect(h).toBeGreaterThanOrEqual(44);

    const floating = page.locator('a[data-contact="floating"]');
    expect(await floating.evaluate((a) => !!a.closest("main, header, footer, nav, aside, [role=region]"))).toBe(true);
  });

  it("gives the admin menu one row of 44 px links", async () => {
    const admin = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await addSessionCookie(admin, w, await signInCookie(w));
    const screen = await admin.newPage();
    await gotoReady(screen, `${w.url}/admin/contatos`);
    const nav = screen.locator('nav[aria-label="Administração"]');
    const box = (await nav.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(56);
    for (const h of await nav.locator("a").evaluateAll((a) => a.map((e) => e.getBoundingClientRect().height)))
      expect(h).toBeGreaterThanOrEqual(44);
    expect(await screen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await admin.close();
  });
});
