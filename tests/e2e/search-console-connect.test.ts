// "Desempenho no Google" connects in a real browser: Chromium presses "Conectar com o Google" on
// a phone, under the Worker's own headers (the Content-Security-Policy included), is sent to a
// fake Google consent screen on loopback, allows, comes back through the callback, picks the
// property and sees the first import finish. A fetch-driven test passed while the page's
// `form-action` refused the redirect in every browser; this one meets the policy.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { type FakeSearchConsole, startFakeSearchConsole } from "../../harness/fakes/fake-search-console";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady, waitForToast } from "../support/admin-browser";
import { smallTargets } from "../support/targets";
import { addDays, dayOfMs } from "~/lib/insights/days";

const PROPERTY = "sc-domain:motoresppa.com.br";

let fake: FakeSearchConsole;
let w: RunningWorker;
let unconfigured: RunningWorker;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeSearchConsole();
  fake.setSites([PROPERTY, "https://outro-site.example/"]);
  const yesterday = addDays(dayOfMs(Date.now()), -1);
  fake.setRows(
    PROPERTY,
    [0, 1, 2].map((i) => ({
      date: addDays(yesterday, -i),
      page: "https://motoresppa.com.br/cidades/santo-andre",
      query: "motor de portão santo andré",
      clicks: 2,
      impressions: 40,
      position: 4,
    })),
  );
  [w, unconfigured, browser] = await Promise.all([
    startWorker({
      bindings: {
        GOOGLE_CLIENT_ID: "cliente-teste.apps.googleusercontent.com",
        GOOGLE_CLIENT_SECRET: "segredo-do-cliente",
        GOOGLE_AUTH_URL: fake.authUrl,
        GOOGLE_TOKEN_URL: fake.tokenUrl,
        GOOGLE_REVOKE_URL: fake.revokeUrl,
        SEARCH_CONSOLE_API_URL: fake.apiUrl,
        SEARCH_CONSOLE_RETRY_MS: "5",
      },
    }),
    startWorker(),
    launchBrowser(),
  ]);
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([w?.dispose(), unconfigured?.dispose()]);
  await fake?.close();
});

/** A phone with a signed-in admin of `worker`, recording the policy violations the page reports. */
async function phone(worker: RunningWorker, session: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await addSessionCookie(context, worker, session);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return { context, page, violations };
}

const formAction = (policy: string | null | undefined) => /form-action ([^;]*)/.exec(policy ?? "")?.[1];
const policyOf = (res: { headers(): Record<string, string> } | null) => res?.headers()["content-security-policy"];

describe("connecting Search Console in Chromium", () => {
  let context: BrowserContext;
  let page: Page;
  let violations: string[];
  beforeAll(async () => {
    ({ context, page, violations } = await phone(w, cookie));
  });
  afterAll(() => context?.close());

  it("allows exactly Google's consent address as the one extra form target, on this screen only", async () => {
    const screen = await gotoReady(page, `${w.url}/admin/desempenho`);
    expect(formAction(policyOf(screen))).toBe(`'self' ${new URL(fake.authUrl).origin}`);
    for (const path of ["/admin/painel", "/", "/admin/desempenho/callback"]) {
      const res = await w.fetch(path, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(formAction(res.headers.get("content-security-policy"))).toBe("'self'");
    }
  });

  it("goes from the button to Google's consent, back through the callback, and imports the property", async () => {
    await gotoReady(page, `${w.url}/admin/desempenho`);
    const authOrigin = new URL(fake.authUrl).origin;
    await page.getByRole("button", { name: "Conectar com o Google" }).tap();
    await page.waitForURL((url) => url.origin === authOrigin);
    const sent = fake.consents.at(-1)!;
    expect(sent.get("redirect_uri")).toBe(`${w.url}/admin/desempenho/callback`);
    expect(sent.get("scope")).toBe("https://www.googleapis.com/auth/webmasters.readonly");
    expect(sent.get("access_type")).toBe("offline");

    await page.getByRole("link", { name: "Permitir" }).tap();
    await waitForToast(page, "Conta do Google conectada. Escolha o site no Search Console.");
    const picker = page.locator("[data-property-picker]");
    await expect.poll(() => picker.getByLabel(PROPERTY).isChecked()).toBe(true);
    await picker.getByRole("button", { name: "Usar este site" }).tap();
    await waitForToast(page, `Site ${PROPERTY} escolhido: importando os últimos 16 meses do Search Console.`);
    // The screen re-reads the import's progress by itself until the back-fill's last week is in.
    await page.locator("[data-backfill-done]").waitFor({ timeout: 120_000 });
    await page.reload();
    const row = page.locator('[data-row="/cidades/santo-andre"]');
    await expect.poll(() => row.locator('[data-col="impressoes"] [data-now]').innerText()).toBe("120");
    expect(violations).toEqual([]);
    // The screen with its table (the sort headers show only once a property is imported): every
    // target at least 24 × 24 px at 375 px (WCAG 2.5.8), and nothing wider than the phone.
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it("comes back with a Portuguese notice when the seller cancels at Google", async () => {
    const db = await w.db();
    await db.prepare("DELETE FROM search_console").run();
    await gotoReady(page, `${w.url}/admin/desempenho`);
    await page.getByRole("button", { name: "Conectar com o Google" }).tap();
    await page.getByRole("link", { name: "Cancelar" }).tap();
    await page.waitForURL((url) => url.pathname === "/admin/desempenho" && url.searchParams.has("erro"));
    await expect
      .poll(() => page.getByRole("alert").first().innerText())
      .toContain("A conexão com o Google foi cancelada");
    expect(violations).toEqual([]);
  });
});

describe("the set-up text when the Google client is missing", () => {
  it("tells the seller whom to ask and the person deploying what to create, with the address to copy", async () => {
    const { context, page } = await phone(unconfigured, await signInCookie(unconfigured));
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: unconfigured.url });
    const res = await gotoReady(page, `${unconfigured.url}/admin/desempenho`);
    // Nothing to connect to: the policy stays at the site itself.
    expect(formAction(policyOf(res))).toBe("'self'");
    const setup = page.locator("[data-search-console-setup]");
    await expect.poll(() => setup.innerText()).toContain("peça ao responsável pelo site");
    const address = `${unconfigured.url}/admin/desempenho/callback`;
    expect(await setup.locator("[data-redirect-uri]").inputValue()).toBe(address);
    await setup.getByRole("button", { name: "Copiar endereço" }).tap();
    await expect.poll(() => setup.getByRole("status").innerText()).toBe("Endereço copiado.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // For a person to read, only when asked: SCREENSHOTS_DIR=/some/dir npx vitest run <this file>
    if (process.env.SCREENSHOTS_DIR)
      await setup.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/search-console-passos-375.png` });
    await context.close();
  });
});
