import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enhanced, launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let browser: Browser;

beforeAll(async () => {
  // Launched with the seller's claims confirmed: a question about an unconfirmed claim is not asked.
  [w, browser] = await Promise.all([startWorker({ launched: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

async function open(javaScriptEnabled: boolean): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") page.errors.push(m.text());
  });
  await page.goto(`${w.url}/duvidas-frequentes`, { waitUntil: "networkidle" });
  if (javaScriptEnabled) {
    await enhanced(page);
  }
  return page;
}

const isOpen = (details: Locator) => details.evaluate((d) => (d as HTMLDetailsElement).open);
/** Indexes of the open questions on the page. */
const openIndexes = (page: Page) =>
  page
    .locator("[data-faq] details")
    .evaluateAll((all) => all.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])));

for (const javaScriptEnabled of [true, false]) {
  describe(`FAQ accordion in Chromium, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("opens one question at a time on click, across the whole page", async () => {
      const page = await open(javaScriptEnabled);
      const details = page.locator("[data-faq] details");
      expect(await details.count()).toBeGreaterThanOrEqual(45);
      expect(await openIndexes(page)).toEqual([]);
      const first = details.nth(0);
      const second = details.nth(1);

      await first.locator("summary").click();
      await expect.poll(() => isOpen(first)).toBe(true);
      expect(await first.locator("summary + p").isVisible()).toBe(true);
      expect(await openIndexes(page)).toEqual([0]);

      await second.locator("summary").click();
      await expect.poll(() => isOpen(second)).toBe(true);
      await expect.poll(() => isOpen(first)).toBe(false);
      expect(await first.locator("summary + p").isVisible()).toBe(false);
      expect(await openIndexes(page)).toEqual([1]);

      // A question of another theme (another [data-faq] list) closes it too: one name for the page.
      const groups = page.locator("[data-faq]");
      expect(await groups.count()).toBeGreaterThan(1);
      const firstOfLastGroup = groups.last().locator("details").first();
      const lastIndex = await firstOfLastGroup.evaluate((d) =>
        [...document.querySelectorAll("[data-faq] details")].indexOf(d),
      );
      await firstOfLastGroup.locator("summary").click();
      await expect.poll(() => isOpen(firstOfLastGroup)).toBe(true);
      expect(await openIndexes(page)).toEqual([lastIndex]);

      // Clicking the open question closes it, leaving none open.
      await firstOfLastGroup.locator("summary").click();
      await expect.poll(() => openIndexes(page)).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });

    it("toggles a question from the keyboard with Enter and Space", async () => {
      const page = await open(javaScriptEnabled);
      const details = page.locator("[data-faq] details");
      const third = details.nth(2);
      const summary = third.locator("summary");

      await summary.focus();
      expect(await summary.evaluate((s) => s === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => isOpen(third)).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => isOpen(third)).toBe(false);

      await page.keyboard.press("Space");
      await expect.poll(() => isOpen(third)).toBe(true);
      await page.keyboard.press(" ");
      await expect.poll(() => isOpen(third)).toBe(false);

      // Tab reaches the next question, and opening it by keyboard keeps a single one open.
      await page.keyboard.press("Space");
      await expect.poll(() => isOpen(third)).toBe(true);
      await page.keyboard.press("Tab");
      const fourthSummary = details.nth(3).locator("summary");
      await expect.poll(() => fourthSummary.evaluate((s) => s === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => openIndexes(page)).toEqual([3]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  });
}
