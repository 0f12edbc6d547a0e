// "Para revisar" on a phone (375 px): the technical generator's AI pages (a fake AI on loopback
// that plants invented claims in one answer of three) are saved but not public — 404 to visitors,
// out of the sitemap, never sent to IndexNow — until the seller reads one and publishes it with
// one tap; then it is public, and in the sitemap and announced once the quality floor lets it in.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobView } from "~/lib/jobs/jobs";
import { getPage } from "~/lib/pages/store.server";
import { addSessionCookie, ready, waitForToast } from "../support/admin-browser";
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
  it("the technical generator's pages wait unseen; the seller reads one, publishes it with one tap, and it is public and in the sitemap", async () => {
    const page = await phonePage("/admin/technical-generator");
    await page.getByRole("button", { name: /^Gerar \d+ guias técnicos$/ }).click();
    await page.locator('[data-job="completed"]').waitFor({ timeout: 300_000 });
    const waiting = page.locator("[data-job-review]");
    expect(await fits(page)).toBe(true);
    await shot(page, "review-queue-tool-end-375.png");

    const res = await w.fetch("/admin/api/trabalhos/tecnico", { headers: { Cookie: cookie } });
    const job = ((await res.json()) as { job: JobView }).job;
    const made = job.items.filter((i) => i.success && !i.skipped);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((i) => i.review && i.draft)).toBe(true);
    expect(await waiting.innerText()).toContain(`${made.length} páginas esperam`);

    // Nothing of it is public: 404 to a visitor, out of the sitemap, never announced.
    const sitemap = new Set((await readSitemap(w)).map((u) => u.path));
    for (const item of made) {
      expect((await w.fetch(`/links-uteis/${item.slug}`)).status, item.slug).toBe(404);
      expect(sitemap.has(`/links-uteis/${item.slug}`), item.slug).toBe(false);
      expect(announced().has(`${ORIGIN}/links-uteis/${item.slug}`), item.slug).toBe(false);
    }

    // The panel says how many wait; the queue lists them.
    const panel = await phonePage("/admin/painel");
    expect(await panel.locator("[data-review-banner]").getAttribute("data-review-banner")).toBe(String(made.length));
    await shot(panel, "review-queue-panel-banner-375.png", false);
    await panel.locator("[data-review-banner]").click();
    await panel.locator("[data-review-list]").waitFor();
    expect(await panel.locator("[data-review-item]").count()).toBe(made.length);
    expect(await fits(panel)).toBe(true);
    await shot(panel, "review-queue-list-375.png", false);

    // He opens one whose AI answer held invented claims: the text, and what was removed and why.
    const planted = made.find((i) => i.removed);
    expect(planted, "the fake AI plants claims in one answer of three").toBeDefined();
    const slug = planted!.slug;
    await panel.locator(`[data-review-item="${slug}"] a`).click();
    await panel.locator("[data-review-text]").waitFor();
    expect(await panel.locator("[data-review-text] h2").first().innerText()).toBe(planted!.title);
    const removed = await panel.locator("[data-review-removed]").innerText();
    expect(removed).toContain("Afirmações removidas");
    expect(await panel.locator("[data-review-text]").innerText()).not.toMatch(/dona Cláudia|nota 4,9|seu João/);
    expect(await fits(panel)).toBe(true);
    await shot(panel, "review-queue-read-375.png");

    // One tap publishes it.
    await panel.getByRole("button", { name: "Publicar", exact: true }).click();
    await waitForToast(panel, "Página publicada");
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(200);
    // In the sitemap and announced when the gate and the quality floor let it into Google;
    // otherwise public but out of the sitemap, the toast saying what to write (the fake AI's
    // answers share most of their words, so a page with its invented sentences removed may be
    // left under the floor's 120 words of its own).
    const record = await getPage(await w.kv(), slug);
    const toast = await panel.locator('[data-toast="success"]').innerText();
    const inSitemap = (await readSitemap(w)).map((u) => u.path).includes(`/links-uteis/${slug}`);
    expect(inSitemap).toBe(record?.index?.ok === true);
    if (record?.index?.ok) {
      expect(toast).toContain("está no ar e no mapa do site");
      await indexNow.waitFor(`${ORIGIN}/links-uteis/${slug}`);
    } else {
      expect(toast).toContain("fora do Google");
      expect(toast).toContain(record?.index?.reason ?? "—");
    }
    // The others still wait, unseen.
    const others = made.filter((i) => i.slug !== slug);
    expect(await panel.locator("[data-review-text]").count()).toBe(others.length > 0 ? 1 : 0);
    for (const item of others.slice(0, 5)) expect((await w.fetch(`/links-uteis/${item.slug}`)).status).toBe(404);
    await panel.context().close();
    await page.context().close();
  }, 600_000);
});
