// Publishing like a CMS in Chromium (issue 14): type in the visual editor → save as draft →
// invisible to a visitor (with and without JavaScript) → preview with the banner → publish (the
// fake IndexNow endpoint receives the URL) → edit → restore the earlier version; and the duplicate
// warning with its confirmation.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/pages/slug";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { signInCookie } from "../../harness/admin-client";
import { addSessionCookie, arrivedAt, gotoReady, headingIs, waitForToast } from "../support/admin-browser";
import { launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";

const KEY = "chave-e2e-indexnow-5678";
const TITLE = "Ajuste da embreagem do motor deslizante";
const SLUG = slugify(TITLE);
const FIRST = "A embreagem protege o motor quando o portão encontra um obstáculo no caminho da garagem.";
const SECOND = "Aperte a porca de regulagem aos poucos e teste com o controle depois de cada volta completa.";
const EDITED = "Texto revisado: antes de mexer na embreagem, desligue o disjuntor e destrave o portão manualmente.";

let w: RunningWorker;
let fake: FakeIndexNow;
let browser: Browser;
let admin: BrowserContext;
let page: Page;

beforeAll(async () => {
  fake = await startFakeIndexNow();
  w = await startWorker({ bindings: { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: fake.endpoint() } });
  browser = await launchBrowser();
  admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  admin.setDefaultTimeout(10_000);
  await addSessionCookie(admin, w, await signInCookie(w));
  page = await admin.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
  await fake?.close();
});

/** What a visitor gets at `path`: a fresh context without cookies, JavaScript on or off. */
async function visit(path: string, javaScriptEnabled: boolean): Promise<{ status: number; h1: string }> {
  const visitor = await browser.newContext({ javaScriptEnabled });
  try {
    const p = await visitor.newPage();
    const res = await p.goto(`${w.url}${path}`);
    return { status: res?.status() ?? 0, h1: await p.locator("h1").first().innerText() };
  } finally {
    await visitor.close();
  }
}

const form = () => page.locator('[data-page-form="create"]');

// The steps of one admin's session, in this order even when CI shuffles the tests.
describe("CMS flow in Chromium", { shuffle: false }, () => {
  it("types in the editor and saves a draft nobody else sees", async () => {
    await gotoReady(page, `${w.url}/admin/painel`);
    await form().locator('input[name="title"]').fill(TITLE);
    await form().getByRole("button", { name: "Usar a sugestão" }).click();
    const editor = form().locator("[data-editor]");
    await editor.click();
    // "Subtítulo" is the first level under the page's title: an h2.
    await form().getByRole("button", { name: "Subtítulo", exact: true }).click();
    await page.keyboard.type("Quando ajustar");
    await page.keyboard.press("Enter");
    await page.keyboard.type(FIRST);
    await page.keyboard.press("Enter");
    await page.keyboard.type(SECOND);
    expect(await form().locator('input[name="content"]').inputValue()).toBe(
      `<h2>Quando ajustar</h2><p>${FIRST}</p><p>${SECOND}</p>`,
    );
    await form().getByRole("button", { name: "Salvar como rascunho" }).click();
    expect(await waitForToast(page, "Rascunho salvo")).toBe("Rascunho salvo");
    // True whether the form is beside the list (1280 px) or below it (a phone).
    const told = await page.locator('[data-toast="success"]').innerText();
    expect(told).toContain("Continue editando no formulário");
    expect(told).not.toContain("ao lado");
    const row = page.locator("[data-panel-list] li", { hasText: TITLE });
    expect(await row.innerText()).toContain("Rascunho");

    for (const javaScriptEnabled of [true, false]) {
      const seen = await visit(`/links-uteis/${SLUG}`, javaScriptEnabled);
      expect(seen.status, `JavaScript ${javaScriptEnabled}`).toBe(404);
      expect(seen.h1).not.toBe(TITLE);
    }
    expect(await (await w.fetch("/sitemap.xml")).text()).not.toContain(SLUG);
    expect(fake.received).toEqual([]);
  }, 60_000);

  it("previews the draft with its banner, publishes it from the page and tells IndexNow", async () => {
    await page.locator('[data-toast="success"]').getByRole("link", { name: "Ver o rascunho" }).click();
    await arrivedAt(page, `/links-uteis/${SLUG}`);
    await headingIs(page, TITLE);
    const banner = page.locator("[data-draft-banner]");
    expect(await banner.innerText()).toContain("Rascunho");
    expect(await page.locator("main h2", { hasText: "Quando ajustar" }).count()).toBe(1);
    await banner.getByRole("button", { name: "Publicar" }).click();
    await page.waitForLoadState("load");
    await headingIs(page, TITLE);
    expect(await banner.count()).toBe(0);
    const url = `https://motoresppa.com.br/links-uteis/${SLUG}`;
    expect((await fake.waitFor(url)).urlList).toEqual([url]);
    expect(await visit(`/links-uteis/${SLUG}`, false)).toEqual({ status: 200, h1: TITLE });
  }, 60_000);

  it("edits the page, then restores the earlier version", async () => {
    await gotoReady(page, `${w.url}/admin/paginas/${SLUG}/editar`);
    const edit = page.locator('[data-page-form="update"]');
    const editor = edit.locator("[data-editor]");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(EDITED);
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    expect(await waitForToast(page, "Página salva")).toBe("Página salva");
    expect(await (await w.fetch(`/links-uteis/${SLUG}`)).text()).toContain(EDITED);

    await gotoReady(page, `${w.url}/admin/paginas/${SLUG}/editar`);
    const versions = page.locator("[data-revisions] li");
    expect(await versions.count()).toBe(1);
    await versions.first().getByRole("link", { name: "Ver" }).click();
    await page.locator("[data-revision]").waitFor();
    expect(await page.locator("[data-revision]").innerText()).toContain(FIRST);
    await page.getByRole("button", { name: "Restaurar esta versão" }).click();
    expect(await waitForToast(page, "Versão restaurada")).toBe("Versão restaurada");
    const restored = await (await w.fetch(`/links-uteis/${SLUG}`)).text();
    expect(restored).toContain(FIRST);
    expect(restored).not.toContain(EDITED);
    // The edited text is now a version of its own.
    expect(await page.locator("[data-revisions] li").count()).toBe(2);
  }, 60_000);

  it("cleans text pasted from Word: no classes, styles or unknown tags reach the form", async () => {
    await gotoReady(page, `${w.url}/admin/painel`);
    const editor = form().locator("[data-editor]");
    await editor.click();
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        "text/html",
        '<html><head><style>p.MsoNormal{margin:0}</style></head><body><h1 class="MsoTitle">Título do Word</h1>' +
          '<p class="MsoNormal" style="margin:0cm;font-family:Calibri"><span style="color:red"><b>Negrito</b> e texto</span><o:p></o:p></p>' +
          '<img src="x" onerror="alert(1)"><script>alert(2)</script></body></html>',
      );
      data.setData("text/plain", "Título do Word\nNegrito e texto");
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    const html = await form().locator('input[name="content"]').inputValue();
    expect(html).toContain("<strong>Negrito</strong> e texto");
    expect(html).not.toMatch(/class=|style=|<span|<img|<script|<o:p|<h1/);
  }, 60_000);

  it("adds a link from a field in the toolbar, never the browser's prompt()", async () => {
    await gotoReady(page, `${w.url}/admin/painel`);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const editor = form().locator("[data-editor]");
    await editor.click();
    await page.keyboard.type("Veja a garantia");
    await page.keyboard.press("Shift+Home");
    await form().getByRole("button", { name: "Link", exact: true }).click();
    const field = form()
      .locator("[data-link-field]")
      .getByRole("textbox", { name: /Endereço do link/ });
    await field.fill("motoresppa.com.br/garantia");
    // Enter applies the link and does not send the page's form.
    await field.press("Enter");
    expect(await form().locator('input[name="content"]').inputValue()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://motoresppa.com.br/garantia">Veja a garantia</a></p>',
    );
    expect(await form().locator("[data-link-field]").count()).toBe(0);
    expect(dialogs).toEqual([]);
  }, 60_000);

  it("warns before publishing a near-duplicate and publishes it once confirmed", async () => {
    await gotoReady(page, `${w.url}/admin/painel`);
    const copy = "Ajuste de embreagem em motor deslizante";
    await form().locator('input[name="title"]').fill(copy);
    await form().locator('textarea[name="description"]').fill("Ajuste da embreagem.");
    await form().getByRole("button", { name: "Ver HTML" }).click();
    await form().locator('textarea[name="content"]').fill(`<h2>Quando ajustar</h2><p>${FIRST}</p><p>${SECOND}</p>`);
    await form().getByRole("button", { name: "Publicar" }).click();
    const warning = page.locator('[role="alert"][data-toast="error"]');
    await warning.waitFor();
    expect(await warning.innerText()).toMatch(new RegExp(`\\d+% de semelhança com “${TITLE}”`));
    expect(await (await w.fetch(`/links-uteis/${slugify(copy)}`)).status).toBe(404);

    await form().locator("[data-confirm-duplicate] input").check();
    await form().getByRole("button", { name: "Publicar" }).click();
    // Published as confirmed, but its text is mostly another page's: out of Google, and it says so.
    expect(await waitForToast(page, "Página publicada fora do Google")).toBe("Página publicada fora do Google");
    expect((await w.fetch(`/links-uteis/${slugify(copy)}`)).status).toBe(200);
  }, 60_000);
});
