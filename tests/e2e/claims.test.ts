// The seller's claims ("Ofertas e garantias") in Chromium, at phone width: bad input (a year in the
// future, a price that is not money) is refused naming the fields, with what was typed kept and
// nothing stored; a good save reaches the public pages at once (text and JSON-LD), and a claim
// left empty disappears from them without leaving a hole.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { liveSessionCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady, waitForToast } from "../support/admin-browser";

let w: RunningWorker;
let browser: Browser;
beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker({ launched: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

const foundingDates = (html: string) => [...html.matchAll(/"foundingDate":"?(\d{4})/g)].map((m) => m[1]);

describe("Ofertas e garantias in Chromium", () => {
  it("refuses bad input naming the fields; a save reaches every page, and an empty claim is said nowhere", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    context.setDefaultTimeout(10_000);
    await addSessionCookie(context, w, await liveSessionCookie(w, Date.now()));
    const page = await context.newPage();
    await gotoReady(page, `${w.url}/admin/ofertas`);
    const stored = await (await w.kv()).get(IDENTITY_KEY);

    const nextYear = String(new Date().getUTCFullYear() + 1);
    await page.fill('input[name="foundedYear"]', nextYear);
    await page.fill('input[name="price.deslizante"]', "R$ abc");
    await page.fill('input[name="customersServed"]', "-5");
    await page.getByRole("button", { name: "Salvar ofertas e garantias" }).click();
    const errors = page.locator("[data-claims-errors]");
    await errors.waitFor();
    const message = await errors.innerText();
    expect(message).toContain("Ano de fundação");
    expect(message).toContain("Preço: kit deslizante");
    expect(message).toContain("Clientes atendidos");
    expect(await page.inputValue('input[name="foundedYear"]')).toBe(nextYear);
    expect(await page.inputValue('input[name="price.deslizante"]')).toBe("R$ abc");
    expect(await (await w.kv()).get(IDENTITY_KEY)).toBe(stored);
    // The page fits the phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.fill('input[name="foundedYear"]', "");
    await page.fill('input[name="customersServed"]', "");
    await page.fill('input[name="price.deslizante"]', "R$ 1.234");
    await page.getByRole("button", { name: "Salvar ofertas e garantias" }).click();
    await waitForToast(page, "Ofertas e garantias salvas");

    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const pub = await visitor.newPage();
    for (const path of ["/", "/duvidas-frequentes", "/cidades/santo-andre"]) {
      const res = await pub.goto(`${w.url}${path}`);
      const html = (await res?.text()) ?? "";
      const shown = await pub.locator("body").innerText();
      expect(shown, path).not.toMatch(/desde 1999|desde \d{4}\b/);
      expect(shown, path).not.toContain("10.000 clientes");
      expect(foundingDates(html), path).toEqual([]);
      // No sentence with a hole where the claims were.
      expect(shown, path).not.toMatch(/\{[a-zA-Z?.]+\}|undefined|null\b|desde \.|mais de clientes/);
    }
    await pub.goto(`${w.url}/`);
    expect(await pub.locator("main").innerText()).toContain("R$ 1.234");
    await visitor.close();
    await context.close();
  });
});
