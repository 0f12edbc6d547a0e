// axe-core on 20 page types of a launched site in Chromium at 375 px, with the production headers
// (the CSP stays on: axe is evaluated through the DevTools protocol, which the page's policy does
// not govern, where a <script> tag would be refused). Every violation fails the test, whatever its
// impact; none of axe's rules is turned off.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { seedPage } from "../../harness/pages";
import { photoJpeg, postJob, todayInSaoPaulo, uploadPhoto } from "../../harness/photos";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady, gotoReadyInPage } from "../support/admin-browser";
import { axeInEveryPage, violations } from "../support/axe";
import { requestForJob } from "~/lib/reviews/review-requests.server";

// Screenshots for a person to look at, only when asked for:
// SCREENSHOTS_DIR=/some/dir npx vitest run tests/e2e/accessibility.test.ts
const SCREENS = process.env.SCREENSHOTS_DIR;
const GENERATED = "guia-de-manutencao-do-portao-basculante";
let w: RunningWorker;
let browser: Browser;
let visitor: BrowserContext;
let admin: BrowserContext;
let cookie: string;
let jobId: string;
let reviewCode: string;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker({ launched: true }), launchBrowser()]);
  cookie = await signInCookie(w);
  const [kv, db] = await Promise.all([w.kv(), w.db()]);
  await seedPage(kv, {
    title: "Guia de manutenção do portão basculante",
    slug: GENERATED,
    description: "Como cuidar do portão basculante entre uma visita técnica e outra.",
    content:
      "<h2>O que olhar todo mês</h2><p>Confira se o portão sobe sem trancos e se as molas estão inteiras.</p><ul><li>Limpe os trilhos.</li><li>Teste o sensor.</li></ul>" +
      // A table wider than the phone: it scrolls in its own box, which must take the focus.
      "<table><thead><tr><th>Peça</th><th>O que olhar</th><th>Quando</th><th>Sinal de problema</th><th>O que fazer</th></tr></thead>" +
      "<tbody><tr><td>Molas de compensação</td><td>Se estão inteiras e equilibradas</td><td>Todo mês</td><td>Portão pesado ou descendo sozinho</td><td>Chamar o técnico para regular</td></tr></tbody></table>",
    category: null,
  });
  const photo = await uploadPhoto(w, cookie, await photoJpeg({}));
  const res = await postJob(w, cookie, {
    lugar: "moema",
    produto: "basculante",
    data: todayInSaoPaulo(),
    descricao:
      "Troca do motor basculante de um sobrado, com ajuste do fim de curso e dois controles programados na hora.",
    midia: [photo.image!.id],
  });
  expect(res.status).toBe(302);
  jobId = (await db.prepare("SELECT id FROM jobs_done ORDER BY created_at DESC").first<{ id: string }>())!.id;
  reviewCode = (await requestForJob(db, jobId))!.code;
  visitor = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  admin = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await addSessionCookie(admin, w, cookie);
}, 120_000);
afterAll(async () => {
  await visitor?.close();
  await admin?.close();
  await browser?.close();
  await w?.dispose();
});

const PUBLIC: [string, () => string][] = [
  ["home", () => "/"],
  ["city", () => "/cidades/santo-andre"],
  ["neighbourhood", () => "/local/moema"],
  ["topic", () => "/topicos/motor-ppa"],
  ["regional", () => "/conserto-de-portao-automatico-guarulhos"],
  ["editorial", () => "/guia-completo"],
  ["generated page", () => `/links-uteis/${GENERATED}`],
  ["job page", () => `/obras/${jobId}`],
  ["contact", () => "/contato"],
  ["404", () => "/esta-pagina-nao-existe"],
  ["avaliar", () => `/avaliar/${reviewCode}`],
];

// Every other admin screen is walked with axe (and the CSP checked) at 375 px in
// tests/e2e/phone-width.test.ts; this one needs a job done, which only this file seeds.
const ADMIN: [string, () => string][] = [["pedir avaliação", () => "/admin/avaliacoes/pedir"]];

// One tab for every page a visitor opens (each test opens its page in it): its renderer keeps the
// site's stylesheet and scripts from one page to the next, and axe is put into each of its
// documents once for the tab instead of sent with each page (issue 41).
let tab: Promise<Page> | undefined;
const visitorTab = () =>
  (tab ??= visitor.newPage().then(async (page) => {
    await axeInEveryPage(page);
    return page;
  }));

describe("axe finds nothing at 375 px with the production headers", () => {
  it.each(PUBLIC)("public: %s", async (name, path) => {
    const page = await visitorTab();
    // Ready once its enhancement script has run, polled by one evaluate: no Playwright wait or
    // locator compiles its injected script into each document (issue 41); axe is evaluated too.
    const res = await gotoReadyInPage(page, `${w.url}${path()}`);
    expect(res?.headers()["content-security-policy"]).toMatch(/script-src/);
    if (name === "generated page") {
      // Its table is wider than the phone, so the scrolling rule has something to judge.
      const wide = await page.evaluate(() => {
        const tables = [...document.querySelectorAll(".prose-ppa table")];
        return tables.length === 1 && tables[0]!.scrollWidth > tables[0]!.clientWidth;
      });
      expect(wide).toBe(true);
    }
    expect(await violations(page, { preloaded: true })).toEqual([]);
    if (SCREENS) await page.screenshot({ path: `${SCREENS}/axe-${name.replace(/\W+/g, "-")}-375.png`, fullPage: true });
  });

  it("admin: sign-in, signed out", async () => {
    // The admin hydrates (no enhancement mark): ready when Remix is. In the visitor's tab: a
    // signed-out phone, as on the public pages. The only axe run of this screen signed out at
    // 375 px (tests/e2e/phone-width.test.ts checks its width and targets).
    const page = await visitorTab();
    const res = await gotoReady(page, `${w.url}/admin/login`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(res?.headers()["content-security-policy"]).toMatch(/script-src/);
    expect(await violations(page, { preloaded: true })).toEqual([]);
  });

  it.each(ADMIN)("admin: %s", async (name, path) => {
    const page = await admin.newPage();
    const res = await gotoReady(page, `${w.url}${path()}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toMatch(/script-src/);
    expect(await violations(page)).toEqual([]);
    if (SCREENS)
      await page.screenshot({ path: `${SCREENS}/axe-admin-${name.replace(/\W+/g, "-")}-375.png`, fullPage: true });
    await page.close();
  });
});
