// The seller's chores on a 375 px phone, in Chromium: create → draft → publish without a second
// create; search and unpublish 10 pages at once; trash → restore; a lead moved through the stages;
// his own paragraph on a city page.
import { clickLink, refOf } from "../support/navigate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/pages/slug";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { seedPage } from "../../harness/pages";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { addSessionCookie, arrivedAt, gotoReady, waitForToast } from "../support/admin-browser";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
let browser: Browser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  w = await startWorker({ launched: true });
  browser = await launchBrowser();
  phone = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  phone.setDefaultTimeout(15_000);
  await addSessionCookie(phone, w, await signInCookie(w));
  page = await phone.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

const tag = () => randomTag(6);
const status = async (slug: string) =>
  ((await (await w.kv()).get(`page:${slug}`, "json")) as { status: string } | null)?.status ?? null;
/** What a visitor without a session gets at `path`. */
const visitorStatus = async (path: string) => (await w.fetch(path)).status;

async function seed(title: string) {
  await seedPage(await w.kv(), {
    title,
    slug: slugify(title),
    description: `Resumo de ${title}.`,
    content: `<p>${title}: ${randomTag(12)}.</p>`,
    category: null,
  });
  return slugify(title);
}

describe("the seller's chores on a phone", () => {
  it("create → save as draft → publish: the form edits the draft, never a second create", async () => {
    const title = `Regulagem do fim de curso ${tag()}`;
    await gotoReady(page, `${w.url}/admin/painel`);
    const create = page.locator('[data-page-form="create"]');
    await create.locator('input[name="title"]').fill(title);
    await create.getByRole("button", { name: "Usar a sugestão" }).click();
    await create.getByRole("button", { name: "Ver HTML" }).click();
    await create.locator('textarea[name="content"]').fill("<p>Ajuste o fim de curso com o portão parado.</p>");
    await create.getByRole("button", { name: "Salvar como rascunho" }).click();
    expect(await waitForToast(page, "Rascunho salvo")).toBe("Rascunho salvo");
    const edit = page.locator('[data-page-form="update"]');
    await edit.waitFor();
    expect(await page.getByRole("heading", { name: "Editando o rascunho" }).count()).toBe(1);
    expect(await edit.locator('input[name="title"]').inputValue()).toBe(title);
    expect(await status(slugify(title))).toBe("draft");

    await edit.getByRole("button", { name: "Publicar" }).click();
    expect(await waitForToast(page, "Página salva")).toBe("Página salva");
    expect(await page.locator('[role="alert"][data-toast="error"]').count()).toBe(0);
    expect(await status(slugify(title))).toBe("published");
    const keys = (await (await w.kv()).list({ prefix: `page:${slugify(title)}` })).keys;
    expect(keys.map((k) => k.name)).toEqual([`page:${slugify(title)}`]);
    expect(await visitorStatus(`/links-uteis/${slugify(title)}`)).toBe(200);
    // Back to an empty form for the next page.
    expect(await page.locator('[data-page-form="create"] input[name="title"]').inputValue()).toBe("");
  }, 90_000);

  it("searches, ticks 10 pages and unpublishes them at once", async () => {
    const t = tag();
    const slugs: string[] = [];
    for (let i = 1; i <= 12; i++) slugs.push(await seed(`Página em lote ${t} número ${i}`));
    await gotoReady(page, `${w.url}/admin/painel`);
    await page.locator('input[name="busca"]').fill(`lote ${t}`);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect.poll(() => page.locator("[data-search-count]").innerText()).toBe("12 páginas encontradas");
    const rows = page.locator("[data-panel-list] > li");
    for (let i = 0; i < 10; i++) await rows.nth(i).locator('input[type="checkbox"]').check();
    await page.locator('select[name="acao"]').selectOption("despublicar");
    await page.getByRole("button", { name: "Aplicar a 10 selecionadas" }).click();
    expect(await waitForToast(page, "10 páginas voltaram a rascunho")).toBe("10 páginas voltaram a rascunho");
    // Still on the same search.
    expect(new URL(page.url()).searchParams.get("busca")).toBe(`lote ${t}`);
    const statuses = await Promise.all(slugs.map(status));
    expect(statuses.filter((s) => s === "draft")).toHaveLength(10);
    expect(statuses.filter((s) => s === "published")).toHaveLength(2);
  }, 90_000);

  it("moves a page to the trash (404 for visitors) and restores it", async () => {
    const title = `Página para a lixeira ${tag()}`;
    const slug = await seed(title);
    await gotoReady(page, `${w.url}/admin/painel?busca=${encodeURIComponent(title)}`);
    page.once("dialog", (d) => void d.accept());
    await page.locator("[data-panel-list] > li", { hasText: title }).getByRole("button", { name: "Excluir" }).click();
    expect(await waitForToast(page, "Página excluída com sucesso!")).toBe("Página excluída com sucesso!");
    expect(await visitorStatus(`/links-uteis/${slug}`)).toBe(404);
    await page.locator('[data-toast="success"]').getByRole("link", { name: "Abrir a lixeira" }).click();
    await arrivedAt(page, "/admin/lixeira");
    const row = page.locator("[data-trash-list] > li", { hasText: title });
    await row.getByRole("button", { name: "Restaurar" }).click();
    expect(await waitForToast(page, "Página restaurada")).toBe("Página restaurada");
    expect(await row.count()).toBe(0);
    expect(await visitorStatus(`/links-uteis/${slug}`)).toBe(200);
  }, 90_000);

  it("moves a lead through the stages with the customer's name and a note", async () => {
    // A real click: a top-level navigation from the site (only those are recorded).
    const ref = refOf(await clickLink(w.url, "/contato/whatsapp?de=/cidades/osasco", { ip: "198.51.100.71" }))!;
    expect(ref).toBeDefined();
    await gotoReady(page, `${w.url}/admin/contatos?ref=${ref}`);
    const deal = page.locator("[data-lead-deal]");
    const steps: [string, string][] = [
      ["em_conversa", "Em conversa"],
      ["orcamento_enviado", "Orçamento enviado"],
      ["fechado", "Fechado"],
    ];
    for (const [value, label] of steps) {
      await deal.locator('select[name="etapa"]').selectOption(value);
      await deal.locator('input[name="nome"]').fill("Carlos P.");
      await deal.locator('textarea[name="observacao"]').fill(`Portão deslizante; etapa ${label}.`);
      if (value === "fechado") await deal.locator('input[name="valor"]').fill("2.100,00");
      await deal.getByRole("button", { name: "Salvar o contato" }).click();
      const title = `Contato ${ref}: ${label}${value === "fechado" ? " (R$\u00a02.100,00)" : ""}.`;
      expect(await waitForToast(page, title)).toBe(title);
    }
    const details = await page.locator("[data-lead-details]").innerText();
    expect(details).toContain("Carlos P.");
    expect(details).toContain("Portão deslizante; etapa Fechado.");
    expect(details).toContain("fechado, R$");
  }, 90_000);

  it("writes his own paragraph on a city page, which visitors see in its text", async () => {
    // Advice of his own (a figure he has not confirmed would be saved too, with a warning toast).
    const words = `Na Vila Assunção os sobrados costumam ter portões basculantes: revise as molas antes de automatizar ${tag()}.`;
    await gotoReady(page, `${w.url}/admin/textos`);
    await page.locator('select[name="pagina"]').selectOption("/cidades/santo-andre");
    await page.getByRole("button", { name: "Abrir" }).click();
    const editor = page.locator("[data-seller-text-editor] [data-editor]");
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type(words);
    await page.getByRole("button", { name: "Salvar texto" }).click();
    expect(await waitForToast(page, "Texto salvo")).toBe("Texto salvo");
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    try {
      const p = await visitor.newPage();
      await p.goto(`${w.url}/cidades/santo-andre`);
      expect(await p.locator("main [data-seller-text]").innerText()).toBe(words);
    } finally {
      await visitor.close();
    }
  }, 90_000);
});
