// The seller fills in "Dados da empresa" in Chromium, at phone width: a refused save keeps what
// was typed and puts the messages in view; a good save shows the toast, and the public page the
// visitor opens next shows the new phone and chat number.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveSessionCookie } from "../../harness/admin-client";
import { addSessionCookie, gotoReady, waitForToast } from "../support/admin-browser";
import { launchBrowser } from "../../harness/browser";
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

describe("Dados da empresa in Chromium", () => {
  it("a refused save keeps the typing and shows why; a good one reaches the public pages", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    context.setDefaultTimeout(10_000);
    await addSessionCookie(context, w, await liveSessionCookie(w, Date.now()));
    const page = await context.newPage();
    await gotoReady(page, `${w.url}/admin/empresa`);
    await expect.poll(() => page.locator("#checklist").innerText()).toBe("Antes do lançamento: faltam 7");

    await page.fill('input[name="phone"]', "3456");
    await page.fill('input[name="whatsapp"]', "(11) 98765-4321");
    await page.fill('input[name="t0.name"]', "Ana S.");
    await page.getByRole("button", { name: "Salvar dados da empresa" }).click();
    const summary = page.locator('[data-toast="error"]');
    await summary.waitFor();
    expect(await summary.innerText()).toContain("Telefone: informe DDD e número");
    expect(await summary.innerText()).toContain("Depoimento 1: informe o bairro e a cidade do cliente.");
    // The summary has the focus (so it is in view), and nothing typed was lost.
    expect(
      await page.evaluate(() => document.activeElement?.contains(document.querySelector('[data-toast="error"]'))),
    ).toBe(true);
    expect(await page.inputValue('input[name="whatsapp"]')).toBe("(11) 98765-4321");
    expect(await page.inputValue('input[name="t0.name"]')).toBe("Ana S.");

    await page.fill('input[name="phone"]', "(11) 3456-7890");
    await page.fill('input[name="t0.name"]', "");
    await page.getByRole("button", { name: "Salvar dados da empresa" }).click();
    await waitForToast(page, "Dados da empresa salvos");
    // Address, CNPJ, Google profile and the claims ("Ofertas e garantias") are left.
    await expect.poll(() => page.locator("#checklist").innerText()).toBe("Antes do lançamento: faltam 4");

    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const pub = await visitor.newPage();
    await pub.goto(`${w.url}/cidades/santo-andre`);
    expect(await pub.locator("footer").innerText()).toContain("Telefone: (11) 3456-7890");
    expect(await pub.locator("footer").innerText()).toContain("WhatsApp: (11) 98765-4321");
    const [popup] = await Promise.all([
      visitor.waitForEvent("request", (r) => r.url().startsWith("https://wa.me/")),
      pub.locator('a[data-contact="floating"]').click(),
    ]);
    expect(new URL(popup.url()).pathname).toBe("/5511987654321");
    await visitor.close();
    await context.close();
  });
});
