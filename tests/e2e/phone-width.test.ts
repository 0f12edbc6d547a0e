// Every admin screen fits a 375 px phone: no horizontal scroll of the page (wide tables scroll
// inside their own box), controls at least 24 × 24 px, nothing axe finds. The screens are walked as
// they are after real use (tests/support/phone-site.ts) and in their error states; the public
// pages of the same site are walked in tests/e2e/phone-width-public.test.ts. A new admin route
// file fails the first test until it is added here.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady, gotoReadyInPage } from "../support/admin-browser";
import { axeInEveryPage, violations } from "../support/axe";
import {
  expectFits,
  LONG,
  LONG_WORD,
  PHONE,
  type PhoneSite,
  phoneSiteProbes,
  seedPhoneSite,
} from "../support/phone-site";
import { smallTargets } from "../support/targets";

let w: RunningWorker;
let browser: Browser;
let phone: BrowserContext;
let visitor: BrowserContext;
let page: Page;
let seeded: PhoneSite;

/** Route files that are not screens, and why. */
const NOT_SCREENS: Record<string, string> = {
  "admin.tsx": "the layout of every screen below",
  "admin._index.tsx": "redirects to /admin/painel",
  "admin.api.gerar-ao-vivo.tsx": "server-sent events for the content generator",
  "admin.api.trabalhos.$tool.tsx": "JSON of the generation jobs",
  "admin.auth.google.tsx": "redirects to Google",
  "admin.auth.google.callback.tsx": "Google's return, redirects",
  "admin.logout.tsx": "POST only",
  "admin.contatos_.csv.tsx": "a CSV download",
  "admin.exportar.tsx": "a JSON download",
  "admin.copia-de-seguranca_.baixar.tsx": "a tar download (the backup file), no screen",
  "admin.paginas.$slug.status.tsx": "POST only (a GET redirects to the edit screen)",
  "admin.desempenho_.callback.tsx": "Google's return from the Search Console consent, redirects",
  "admin.api.midia.tsx": "JSON of the image library and of each upload",
  "admin.depoimentos_.foto.$id.$file.tsx": "an image (a held testimonial photo), no screen",
  "admin.avaliacoes.pedir.tsx":
    "needs a closed lead or a job done: walked at 375 px, width checked, in tests/e2e/reviews.test.ts",
};

/** Each admin screen's addresses, in the states worth seeing. */
function screens(): Record<string, string[]> {
  return {
    "admin.login.tsx": ["/admin/login"],
    "admin.painel.tsx": [
      "/admin/painel",
      "/admin/painel?pagina=3",
      "/admin/painel?situacao=rascunhos",
      `/admin/painel?rascunho=${seeded.draft}`,
      `/admin/painel?busca=${encodeURIComponent("á".repeat(2000))}`,
      `/admin/painel?busca=${encodeURIComponent(LONG_WORD)}`,
    ],
    "admin.contatos.tsx": ["/admin/contatos", `/admin/contatos?ref=${seeded.ref}`, "/admin/contatos?ref=SA0K2&dias=90"],
    "admin.empresa.tsx": ["/admin/empresa"],
    "admin.ofertas.tsx": ["/admin/ofertas"],
    // Not connected to Search Console here; its other states are in tests/integration/search-console.test.ts.
    "admin.desempenho.tsx": ["/admin/desempenho"],
    "admin.vale-a-pena.tsx": ["/admin/vale-a-pena", "/admin/vale-a-pena?periodo=16-meses&ordem=contatos"],
    "admin.importar.tsx": ["/admin/importar"],
    "admin.lixeira.tsx": ["/admin/lixeira"],
    "admin.copia-de-seguranca.tsx": ["/admin/copia-de-seguranca"],
    "admin.textos.tsx": ["/admin/textos", `/admin/textos?pagina=${encodeURIComponent("/cidades/santo-andre")}`],
    "admin.local-generator.tsx": ["/admin/local-generator"],
    "admin.batch-creator.tsx": ["/admin/batch-creator"],
    "admin.technical-generator.tsx": ["/admin/technical-generator"],
    "admin.obras._index.tsx": ["/admin/obras"],
    "admin.obras.nova.tsx": ["/admin/obras/nova"],
    "admin.obras.$id.tsx": [`/admin/obras/${seeded.job}`],
    "admin.midia.tsx": ["/admin/midia"],
    "admin.depoimentos.tsx": ["/admin/depoimentos"],
    "admin.paginas.$slug.editar.tsx": [`/admin/paginas/${seeded.long}/editar`],
    "admin.revisar._index.tsx": ["/admin/revisar"],
    "admin.revisar.$slug.tsx": [`/admin/revisar/${seeded.review}`],
    "admin.paginas.$slug.versoes.$rev.tsx": [`/admin/paginas/${seeded.long}/versoes/${seeded.revision}`],
  };
}

beforeAll(async () => {
  [w, browser] = await Promise.all([
    phoneSiteProbes().then((probes) => startWorker({ launched: true, probes })),
    launchBrowser(),
  ]);
  seeded = await seedPhoneSite(w);
  phone = await browser.newContext(PHONE);
  phone.setDefaultTimeout(15_000);
  await addSessionCookie(phone, w, seeded.cookie);
  visitor = await browser.newContext(PHONE);
  page = await phone.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

describe("375 px phone", () => {
  it("walks every admin screen", async () => {
    const files = readdirSync(path.resolve("app/routes")).filter((f) => f.startsWith("admin"));
    const all = screens();
    expect(
      files.filter((f) => !(f in all) && !(f in NOT_SCREENS)),
      "admin routes missing from this walk",
    ).toEqual([]);
    const small: string[] = [];
    const axe: string[] = [];
    // The signed-in screens in a tab of their own that has axe in every document it opens (sent
    // to Chromium once, not once a screen: issue 41).
    const signedIn = await phone.newPage();
    await axeInEveryPage(signedIn);
    // The sign-in screen as a signed-out phone sees it: the signed-in one is sent on to the panel.
    const signedOut = await visitor.newPage();
    for (const [file, urls] of Object.entries(all)) {
      const login = file === "admin.login.tsx";
      const tab = login ? signedOut : signedIn;
      for (const url of urls) {
        // Readiness polled by one evaluate: no Playwright wait compiles its injected script into
        // each of these ~40 documents (issue 41); the checks below are evaluates too.
        const res = await gotoReadyInPage(tab, w.url + url, 15_000);
        expect(new URL(tab.url()).pathname, url).toBe(url.split("?")[0]);
        expect(res?.status(), url).toBe(200);
        expect(res?.headers()["content-security-policy"], url).toMatch(/script-src/);
        await expectFits(tab, url);
        for (const target of await smallTargets(tab)) small.push(`${url}: ${target}`);
        // axe on the sign-in screen, signed out at 375 px, is tests/e2e/accessibility.test.ts's
        // ("admin: sign-in, signed out"): the same screen in the same state, checked once.
        if (login) continue;
        for (const found of await violations(tab, { preloaded: true })) axe.push(`${url}: ${JSON.stringify(found)}`);
      }
    }
    await Promise.all([signedIn.close(), signedOut.close()]);
    // WCAG 2.2 AA 2.5.8: every control at least 24 × 24 px at 375 px (or spaced, or inside a sentence).
    expect(small, `controls under 24 × 24 px:\n${small.join("\n")}`).toEqual([]);
    // And axe finds nothing on any of them (the production headers on: the Worker's own; the
    // sign-in screen's axe run is accessibility.test.ts's).
    expect(axe, `axe violations:\n${axe.join("\n")}`).toEqual([]);
  }, 180_000);

  it("keeps the admin menu to two rows at 1280 px", async () => {
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await addSessionCookie(wide, w, await signInCookie(w));
      const p = await wide.newPage();
      await gotoReady(p, `${w.url}/admin/painel`);
      const rows = await p.evaluate(() => {
        const tops = [...document.querySelectorAll('nav[aria-label="Administração"] a')].map(
          (a) => a.getBoundingClientRect().top,
        );
        return new Set(tops.map((t) => Math.round(t))).size;
      });
      expect(rows).toBeLessThanOrEqual(2);
    } finally {
      await wide.close();
    }
  });

  it("admin screens in their error and typing states", async () => {
    await gotoReady(page, `${w.url}/admin/painel`);
    const form = page.locator('[data-page-form="create"]');
    await form.locator('input[name="title"]').fill(`${LONG} ${LONG_WORD}`);
    await expectFits(page, "panel, a long title typed");
    await form.getByRole("button", { name: "Publicar" }).click();
    await page.locator('[role="alert"][data-toast="error"]').waitFor();
    await expectFits(page, "panel, create refused");

    await gotoReady(page, `${w.url}/admin/empresa`);
    await page.locator('input[name="whatsapp"]').fill("(11) 8765-4321");
    await page.locator('input[name="cep"]').fill("123");
    await page.getByRole("button", { name: "Salvar dados da empresa" }).click();
    await page.locator('[role="alert"]').first().waitFor();
    await expectFits(page, "empresa, refused");

    const signedOut = await visitor.newPage();
    await gotoReady(signedOut, `${w.url}/admin/login`);
    await signedOut.locator('input[name="email"]').fill(`${"motoresppa".repeat(6)}@exemplo.com.br`);
    await signedOut.locator('input[name="password"]').fill("errada-errada");
    await signedOut.getByRole("button", { name: "Entrar" }).click();
    await signedOut.locator('[role="alert"]').first().waitFor();
    await expectFits(signedOut, "login, refused");
    await signedOut.close();
  }, 120_000);
});
