// The content generator in Chromium. (The batch creator's 50 pages in a browser are
// tests/e2e/generation-jobs.test.ts.)
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/pages/slug";
import { addSessionCookie, arrivedAt, headingIs, ready } from "../support/admin-browser";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await addSessionCookie(context, w, await signInCookie(w));
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

async function openGenerator(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${w.url}/admin/local-generator`, { waitUntil: "networkidle" });
  await ready(page);
  return page;
}

describe("content generator in Chromium", () => {
  it("asks what to do with two titles, processes all one by one and saves each", async () => {
    const titles = [
      "Conserto de Portão Automático em Moema - São Paulo - SP",
      "Instalação de Motor PPA em Vila Yara - Osasco - SP",
    ];
    const page = await openGenerator();
    await page.locator('textarea[name="titles"]').fill(titles.join("\n"));
    await page.getByRole("button", { name: "Gerar conteúdo" }).click();
    const ask = page.locator("[data-ask-all]");
    await ask.waitFor();
    expect(await ask.innerText()).toContain("2 títulos");
    await page.getByRole("button", { name: "Processar todos, um por um" }).click();

    // A server-side job: the screen polls its progress until the final notice.
    await page.getByText("Processamento concluído").waitFor({ timeout: 30_000 });
    const created = page.locator('[data-batch-results] [data-result="review"]');
    expect(await created.allInnerTexts()).toEqual(titles.map((t) => expect.stringContaining(t)));
    expect(await page.locator("[data-progress-percent]").innerText()).toBe("100%");
    expect(await page.locator("[data-job-counts]").innerText()).toBe(
      "2 de 2 páginas processadas: 0 publicadas, 2 esperam sua leitura em “Para revisar”, 0 já existiam, 0 com erro.",
    );

    // Saved, not public: nobody has read them yet.
    for (const title of titles) {
      const res = await w.fetch(`/links-uteis/${slugify(title)}`);
      expect(res.status, title).toBe(404);
    }
    // Open the first saved page from the log: its review screen, with its text.
    await created.first().getByRole("link", { name: "ler e publicar" }).click();
    await arrivedAt(page, `/admin/revisar/${slugify(titles[0]!)}`);
    expect(await page.locator("[data-review-text] h2").first().innerText()).toBe(titles[0]!);
    expect(await page.locator("[data-review-text] h2").count()).toBeGreaterThan(2);
    await page.close();
  }, 60_000);

  it("generates one title with a preview, copies it and saves it as a public page, confirmed with a link", async () => {
    const title = "Manutenção de Portão Basculante em Santana - São Paulo - SP";
    const page = await openGenerator();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: w.url });
    await page.locator('textarea[name="titles"]').fill(title);
    await page.getByRole("button", { name: "Gerar conteúdo" }).click();
    const preview = page.locator("[data-preview]");
    await preview.waitFor();
    expect(await preview.locator("h2").count()).toBeGreaterThanOrEqual(3);
    await page.getByRole("button", { name: "Copiar HTML" }).click();
    await page.getByText("Conteúdo copiado").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("<h2>");
    await page.getByRole("button", { name: "Copiar texto sem marcação" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain("<h2>");
    await page.getByRole("button", { name: "Salvar como página pública" }).click();
    const saved = page.locator('[data-toast="success"]', { hasText: "Página salva" });
    await saved.waitFor();
    await saved.getByRole("link", { name: "Ver a página" }).click();
    await arrivedAt(page, `/links-uteis/${slugify(title)}`);
    await headingIs(page, title);
    await page.close();
  }, 60_000);

  it("shows the catalogue messages for empty input and for saving without content", async () => {
    const page = await openGenerator();
    await page.getByRole("button", { name: "Gerar conteúdo" }).click();
    const alert = page.locator('[role="alert"]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Campo vazio");
    expect(await alert.innerText()).toContain("Por favor, insira pelo menos um título para gerar o conteúdo.");
    await page.getByRole("button", { name: "Salvar como página pública" }).click();
    await expect.poll(() => alert.innerText()).toContain("É necessário gerar conteúdo antes de salvar a página.");
    expect(await alert.innerText()).toContain("Erro ao salvar");
    await page.close();
  });
});
