// A visitor's chat click in real Chromium, with and without JavaScript: the floating button opens
// a new tab that reaches wa.me (intercepted: nothing leaves the machine) with the reference code at
// the end of the message; the seller's Contatos screen then shows it and the lookup finds it.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookie } from "../support/admin-browser";
import { signInCookie } from "../../harness/admin-client";
import { enhanced, launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
/** The full browser: the chat button opens a new tab whose redirect to wa.me is answered here. */
let browser: Browser;
/**
 * Chromium's headless shell for the rest (the seller's screen, the phone tap), which spends less
 * CPU a page (issue 41): in the shell Playwright does not see the new tab's redirect.
 */
let shell: Browser;
let cookie: string;
beforeAll(async () => {
  [w, browser, shell] = await Promise.all([startWorker(), launchBrowser({ full: true }), launchBrowser()]);
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await browser?.close();
  await shell?.close();
  await w?.dispose();
});

// Headless Chromium says "HeadlessChrome", which isbot rightly counts as a bot: visitors' browsers say Chrome.
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** Answers wa.me in the browser itself and records the URLs it was asked for. */
async function interceptChat(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp (teste)</title>" });
  });
  return asked;
}

async function clickFloating(page: Page): Promise<{ tab: Page; ref: string; text: string }> {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.locator('a[data-contact="floating"]').click(),
  ]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(tab.url()).searchParams.get("text") ?? "";
  const ref = /\n\nRef: ([A-Z0-9]{5})$/.exec(text)?.[1] ?? "";
  return { tab, ref, text };
}

/**
 * The seller's screen (the headless shell, signed in), shared by the tests that look a lead up:
 * each opens Contatos by its address. A fresh context costs ~0.2 s of Chromium.
 */
let sellerTab: Promise<Page> | undefined;
async function openSellerTab(): Promise<Page> {
  const context = await shell.newContext({ viewport: { width: 1280, height: 900 } });
  await addSessionCookie(context, w, cookie);
  return context.newPage();
}

async function dashboardFinds(ref: string, expectations: string[]) {
  sellerTab ??= openSellerTab();
  const admin = await sellerTab;
  await admin.goto(`${w.url}/admin/contatos`);
  await expect.poll(() => admin.locator("main, body").first().innerText()).toContain(ref);
  await admin.getByLabel("Código de referência (o que vem depois de “Ref:”)").fill(`ref: ${ref.toLowerCase()}`);
  await admin.getByRole("button", { name: "Buscar" }).click();
  const details = admin.locator("[data-lead-details]");
  await expect.poll(() => details.innerText().catch(() => "")).toContain(`Contato ${ref}`);
  const shown = await details.innerText();
  for (const e of expectations) expect(shown).toContain(e);
}

describe("a chat click becomes a lead the seller can look up", () => {
  it("with JavaScript: the landing URL's campaign travels with the click", async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE,
    });
    const asked = await interceptChat(context);
    const page = await context.newPage();
    await page.goto(`${w.url}/local/santana?utm_source=instagram&utm_medium=social&utm_campaign=inverno&fbclid=abc`);
    await enhanced(page);
    const { tab, ref, text } = await clickFloating(page);
    expect(ref).not.toBe("");
    expect(text).toContain("Santana, São Paulo");
    // The new tab has no way back to the site.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(asked).toHaveLength(1);
    await context.close();
    await dashboardFinds(ref, [
      "/local/santana",
      "Santana, São Paulo",
      "instagram / social / inverno (fbclid)",
      "celular",
    ]);
  });

  it("without JavaScript: the plain link still records the click and carries the code", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
      userAgent: DESKTOP,
    });
    await interceptChat(context);
    const page = await context.newPage();
    await page.goto(`${w.url}/garantia?utm_source=google`);
    const { ref, text } = await clickFloating(page);
    expect(ref).not.toBe("");
    expect(text.startsWith("Olá!")).toBe(true);
    await context.close();
    // No script, so no campaign: recorded as direct (README, "Contatos").
    await dashboardFinds(ref, ["/garantia", "nenhuma (direto ou orgânico)", "computador"]);
  });

  it("a tap on a phone number is reported by the page's script (the href stays tel:)", async () => {
    const context = await shell.newContext({ viewport: { width: 1280, height: 900 }, userAgent: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${w.url}/local/santana?utm_campaign=telefone-teste`);
    await enhanced(page);
    const phone = page.locator("main a[href^='tel:']").first();
    // Chromium has no handler for tel: here; the click must still send the beacon first.
    const beacon = page.waitForRequest((r) => r.url().includes("/contato/telefone") && r.method() === "POST");
    await phone.click({ noWaitAfter: true }).catch(() => {});
    expect(new URL((await beacon).url()).searchParams.get("utm_campaign")).toBe("telefone-teste");
    const db = await w.db();
    await expect
      .poll(async () =>
        db
          .prepare("SELECT count(*) AS n FROM leads WHERE channel = 'telefone' AND utm_campaign = 'telefone-teste'")
          .first("n"),
      )
      .toBe(1);
    await context.close();
  });
});
