// "Cópia de segurança" on a 375 px phone, in Chromium with the production headers: the seller makes
// a copy of his site (the backup Workflow builds it in steps; the screen follows its progress and
// then offers the file), downloads it, then restores it on a new, empty deployment by choosing the
// file; the screen follows the restore's progress until it is done, and his pages answer there.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { seedPages } from "../../harness/pages";
import { scratchDir } from "../../harness/scratch";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady, waitForToast } from "../support/admin-browser";

// Screenshots of the screen, for a person to look at, only when asked for:
// SCREENSHOTS_DIR=/some/dir npx vitest run tests/e2e/backup.test.ts
const SCREENS = process.env.SCREENSHOTS_DIR;
const shot = async (p: Page, name: string) => {
  if (!SCREENS) return;
  await p.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage: true });
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await p.setViewportSize({ width: 375, height: 800 });
};

let source: RunningWorker;
let target: RunningWorker;
let browser: Browser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  [source, target] = await Promise.all([startWorker({ launched: true }), startWorker()]);
  await seedPages(await source.kv(), 3, "Conserto de portão", await source.db());
  browser = await launchBrowser();
  phone = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  phone.setDefaultTimeout(15_000);
  await addSessionCookie(phone, source, await signInCookie(source));
  page = await phone.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await source?.dispose();
  await target?.dispose();
});

describe("Cópia de segurança on a phone", () => {
  it("makes a copy, downloads it, then restores it on an empty deployment", async () => {
    await gotoReady(page, `${source.url}/admin/copia-de-seguranca`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: "Fazer uma cópia" }).click();
    expect(await waitForToast(page, "Cópia iniciada")).toBe("Cópia iniciada");
    // The copy is made by a Workflow: the screen polls its progress and offers the file once done.
    const ready = page.locator('[data-build="done"]');
    await ready.waitFor({ timeout: 60_000 });
    expect(await ready.textContent()).toContain("Cópia pronta");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "copia-de-seguranca-pronta");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar a cópia (.tar)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^copia-de-seguranca-\d{4}-\d{2}-\d{2}\.tar$/);
    const file = `${scratchDir("ppa-backup-e2e-")}/copia.tar`;
    await download.saveAs(file);

    expect((await target.fetch("/links-uteis/conserto-de-portao-1")).status).toBe(404);
    // Both deployments are on 127.0.0.1, and cookies do not tell ports apart: the new one's session now.
    await addSessionCookie(phone, target, await signInCookie(target));
    await gotoReady(page, `${target.url}/admin/copia-de-seguranca`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByLabel("Arquivo da cópia de segurança").setInputFiles(file);
    await page.locator("[data-backup-restore]").getByRole("button", { name: "Restaurar" }).click();
    expect(await waitForToast(page, "Restauração iniciada")).toBe("Restauração iniciada");
    // The restore runs in a Workflow: the screen polls its progress and shows the result itself.
    const done = page.locator('[data-restore="done"]');
    await done.waitFor({ timeout: 60_000 });
    expect(await done.textContent()).toContain("Site restaurado");
    expect(await done.textContent()).toContain("Voltaram 3 páginas");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "copia-de-seguranca-restaurada");
    const restored = await target.fetch("/links-uteis/conserto-de-portao-1");
    expect(restored.status).toBe(200);
    expect(await restored.text()).toContain("Conserto de portão 1");
  }, 90_000);
});
