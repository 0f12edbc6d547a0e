// "Para revisar" on a phone (375 px), with the production headers: the technical generator's AI
// pages (a fake AI on loopback that plants invented claims in one answer of three) are saved but
// not public — 404 to visitors, out of the sitemap, never sent to IndexNow. On a page's review
// screen each flagged sentence is highlighted where it stands, with why; the seller keeps one,
// rewrites one and removes one; publishing is refused while one is undecided, then it publishes.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobView } from "~/lib/jobs/jobs";
import { getPage } from "~/lib/pages/store.server";
import { PLANTED_CLAIMS } from "../../harness/fakes/fake-openai";
import { addSessionCookie, ready, waitForToast } from "../support/admin-browser";
import { violations } from "../support/axe";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { readSitemap } from "../../harness/crawl";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { startWorker, type RunningWorker } from "../../harness/worker";

// Screenshots for a person to look at, only when asked for:
// SCREENSHOTS_DIR=/some/dir npx vitest run tests/e2e/review-queue.test.ts
const SCREENS = process.env.SCREENSHOTS_DIR;
const shot = (p: Page, name: string, fullPage = true) =>
  SCREENS ? p.screenshot({ path: `${SCREENS}/${name}`, fullPage }) : undefined;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const MOBILE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, userAgent: PHONE };
const ORIGIN = "https://motoresppa.com.br";

let w: RunningWorker;
let ai: FakeOpenAi;
let indexNow: FakeIndexNow;
let browser: Browser;
let cookie: string;

beforeAll(async () => {
  [ai, indexNow, browser] = await Promise.all([startFakeOpenAi(), startFakeIndexNow(), launchBrowser()]);
  w = await startWorker({
    launched: true,
    bindings: {
      AI_API_KEY: "sk-teste-revisar-0123456789",
      AI_BASE_URL: ai.baseUrl("planted"),
      INDEXNOW_KEY: "chave-indexnow-revisar-123",
      INDEXNOW_ENDPOINT: indexNow.endpoint(),
      JOB_PAUSE_MS: "0",
    },
  });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
  await Promise.all([ai?.close(), indexNow?.close()]);
});

async function phonePage(path: string): Promise<Page> {
  const context = await browser.newContext(MOBILE);
  await addSessionCookie(context, w, cookie);
  const page = await context.newPage();
  await page.goto(`${w.url}${path}`, { waitUntil: "networkidle" });
  await ready(page);
  return page;
}

/** The page fits the phone: nothing wider than the viewport. */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const announced = () => new Set(indexNow.received.flatMap((b) => b.urlList));

describe("Para revisar on a phone", () => {
  it("the technical generator's pages wait unseen, their invented sentences highlighted on the review screen", async () => {
    const page = await phonePage("/admin/technical-generator");
    await page.getByRole("button", { name: /^Gerar \d+ guias técnicos$/ }).click();
    await page.locator('[data-job="completed"]').waitFor({ timeout: 300_000 });
    expect(await fits(page)).toBe(true);
    await shot(page, "review-queue-tool-end-375.png");

    const res = await w.fetch("/admin/api/trabalhos/tecnico", { headers: { Cookie: cookie } });
    const job = ((await res.json()) as { job: JobView }).job;
    const made = job.items.filter((i) => i.success && !i.skipped);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((i) => i.review && i.draft)).toBe(true);
    expect(await page.locator("[data-job-review]").innerText()).toContain(`${made.length} páginas esperam`);

    // Nothing of it is public: 404 to a visitor, out of the sitemap, never announced.
    const sitemap = new Set((await readSitemap(w)).map((u) => u.path));
    for (const item of made) {
      expect((await w.fetch(`/links-uteis/${item.slug}`)).status, item.slug).toBe(404);
      expect(sitemap.has(`/links-uteis/${item.slug}`), item.slug).toBe(false);
      expect(announced().has(`${ORIGIN}/links-uteis/${item.slug}`), item.slug).toBe(false);
    }

    // The panel says how many wait; the queue lists them, with the sentences each has to decide.
    // In the same tab (the same signed-in phone): no second context and renderer (issue 41).
    const panel = page;
    await panel.goto(`${w.url}/admin/painel`, { waitUntil: "networkidle" });
    await ready(panel);
    expect(await panel.locator("[data-review-banner]").getAttribute("data-review-banner")).toBe(String(made.length));
    await panel.locator("[data-review-banner]").click();
    await panel.locator("[data-review-list]").waitFor();
    expect(await panel.locator("[data-review-item]").count()).toBe(made.length);
    const planted = made.find((i) => PLANTED_CLAIMS.some((c) => i.removed?.includes(c.slice(0, 40))));
    expect(planted, "the fake AI plants claims in one answer of three").toBeDefined();
    expect(await panel.locator(`[data-review-item="${planted!.slug}"] [data-review-flags]`).count()).toBe(1);
    expect(await fits(panel)).toBe(true);
    await shot(panel, "review-queue-list-375.png", false);

    // He opens it: the invented sentences are in the text, highlighted where they stand.
    await panel.locator(`[data-review-item="${planted!.slug}"] a`).click();
    await panel.locator("[data-review-text]").waitFor();
    const marks = await panel.locator("[data-review-text] mark[data-flag]").allInnerTexts();
    expect(marks.some((m) => PLANTED_CLAIMS.some((c) => m.includes(c.slice(0, 30))))).toBe(true);
    expect(await fits(panel)).toBe(true);
    await page.context().close();
  }, 600_000);

  it("keep, rewrite and remove on the review screen; publishing refused while one is undecided, then published", async () => {
    const slug = "ajuste-da-embreagem-revisado";
    const [lie1, lie2, lie3] = [PLANTED_CLAIMS[1]!, PLANTED_CLAIMS[3]!, PLANTED_CLAIMS[5]!];
    const rows = [
      {
        title: "Ajuste da embreagem do motor",
        slug,
        origin: "seller",
        description: "Como ajustar a embreagem do motor do portão com segurança.",
        content: `<h2>Ajuste</h2><p>${lie1} A embreagem protege o motor quando o portão encontra um obstáculo no caminho da folha.</p><p>Ajuste a embreagem com o portão destravado e a energia desligada. ${lie2}</p><h2>Teste</h2><p>${lie3} Teste o ajuste com um objeto leve no caminho da folha e observe a reversão.</p>`,
      },
    ];
    const form = new FormData();
    form.set("arquivo", new File([JSON.stringify(rows)], "paginas.json", { type: "application/json" }));
    const imported = await w.fetch("/admin/importar", {
      method: "POST",
      body: form,
      headers: { Origin: w.url, Cookie: cookie },
    });
    expect(imported.status).toBe(200);

    const context = await browser.newContext(MOBILE);
    await addSessionCookie(context, w, cookie);
    const page = await context.newPage();
    const res = await page.goto(`${w.url}/admin/revisar/${slug}`, { waitUntil: "networkidle" });
    expect(res?.headers()["content-security-policy"]).toMatch(/script-src/);
    await ready(page);
    // Each flagged sentence highlighted in the text, and a card with why and what backs it.
    const marked = await page.locator("[data-review-text] mark[data-flag]").allInnerTexts();
    expect(marked).toEqual([lie1, lie2, lie3]);
    const cards = page.locator("[data-flag-card]");
    expect(await cards.count()).toBe(3);
    for (const text of await page.locator("[data-flag-claim]").allInnerTexts())
      expect(text).toMatch(/Contradiz o que você confirmou|Nenhum dado que você confirmou/);
    // Targets a thumb can hit: every decision button at least 24 × 24 px.
    for (const box of await page
      .locator("[data-flag-card] button")
      .evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect()).map((r) => [r.width, r.height])))
      expect(Math.min(...box)).toBeGreaterThanOrEqual(24);
    expect(await fits(page)).toBe(true);
    // The review screen with its highlights and cards: axe finds nothing (production headers on).
    expect(await violations(page)).toEqual([]);
    await shot(page, "review-flags-375.png");
    if (SCREENS) {
      const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await addSessionCookie(wide, w, cookie);
      const desk = await wide.newPage();
      await desk.goto(`${w.url}/admin/revisar/${slug}`, { waitUntil: "networkidle" });
      await desk.screenshot({ path: `${SCREENS}/review-flags-1280.png`, fullPage: true });
      await wide.close();
    }

    // Keep the first (it becomes his), rewrite the second.
    await cards
      .nth(0)
      .getByRole("button", { name: /^Manter/ })
      .click();
    await waitForToast(page, "Frase mantida como sua");
    await page.locator("#texto-1").fill("Ajuste com calma e confira a força no fim.");
    await cards.nth(1).getByRole("button", { name: "Reescrever" }).click();
    await waitForToast(page, "Frase reescrita");
    expect(await page.locator('[data-flag-decision="keep"]').count()).toBe(1);
    expect(await page.locator('[data-flag-decision="rewrite"]').count()).toBe(1);

    // One is left: publishing is refused, saying how many.
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await page.getByText("Não publicada: falta decidir 1 frase marcada").waitFor();
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(404);
    expect(await fits(page)).toBe(true);
    await shot(page, "review-flags-refused-375.png");

    // Remove the third, then publish.
    await cards
      .nth(2)
      .getByRole("button", { name: /^Remover/ })
      .click();
    await waitForToast(page, "Frase removida");
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await waitForToast(page, "Página publicada");
    const record = await getPage(await w.kv(), slug);
    expect(record?.status).toBe("published");
    expect(record?.review).toBeUndefined();
    const live = await (await w.fetch(`/links-uteis/${slug}`)).text();
    expect(live).toContain(lie1);
    expect(live).toContain("Ajuste com calma e confira a força no fim.");
    expect(live).not.toContain(lie2);
    expect(live).not.toContain(lie3);
    await context.close();
  }, 120_000);
});
