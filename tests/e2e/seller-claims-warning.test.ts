// The create-time claims warning as the seller meets it, in Chromium at 375 px: he types a new page
// in the panel's editor saying "Respondemos em até 2 horas" while his confirmed response time is 4
// hours, publishes, and the toast names his sentence and the confirmed fact; the page is saved and
// public exactly as he wrote it. (tests/integration/seller-claims-warning.test.ts drives the same
// save over HTTP.)
import { mkdir } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { getPage } from "~/lib/pages/store.server";
import { signInCookie } from "../../harness/admin-client";
import { launchBrowser } from "../../harness/browser";
import { LAUNCH_CLAIMS, LAUNCH_IDENTITY } from "../../harness/identity";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { addSessionCookie, gotoReady } from "../support/admin-browser";
import { randomTag } from "../../harness/tag";

const SCREENS = "/work/screens/29";

let w: RunningWorker;
let browser: Browser;
beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker({ launched: true }), launchBrowser()]);
  await (await w.kv()).put(
    IDENTITY_KEY,
    JSON.stringify({ ...LAUNCH_IDENTITY, claims: { ...LAUNCH_CLAIMS, responseHours: 4 } }),
  );
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

describe("the seller's own text against his confirmed claims, in Chromium", () => {
  it("creating a page that says 'Respondemos em até 2 horas' names the sentence, and saves it as written", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    context.setDefaultTimeout(10_000);
    await addSessionCookie(context, w, await signInCookie(w));
    const page = await context.newPage();
    await gotoReady(page, `${w.url}/admin/painel`);
    const form = page.locator('[data-page-form="create"]');

    const tag = randomTag();
    const title = `Como atendemos ${tag}`;
    const sentence = "Respondemos em até 2 horas depois do seu contato.";
    await form.locator('input[name="title"]').fill(title);
    await form.locator('textarea[name="description"]').fill("Como é o nosso atendimento.");
    const editor = form.locator("[data-editor]");
    await editor.click();
    await page.keyboard.type(sentence);
    await page.keyboard.press("Enter");
    await page.keyboard.type(
      `Na visita ${tag} olhamos o trilho, as cremalheiras e a fixação do motor antes de qualquer ajuste no portão da garagem.`,
    );
    await form.getByRole("button", { name: "Publicar" }).click();

    // Back on the page's own screen, with the warning naming his sentence and the confirmed fact.
    const warning = page.locator('[role="alert"][data-toast="error"]');
    await warning.waitFor();
    const said = await warning.innerText();
    expect(said).toContain("Página salva, mas confira o texto");
    expect(said).toContain(sentence);
    expect(said).toContain("até 4 horas");
    await page.waitForURL((url) => /^\/admin\/paginas\/[^/]+\/editar$/.test(url.pathname));
    const slug = /^\/admin\/paginas\/([^/]+)\/editar$/.exec(new URL(page.url()).pathname)?.[1] ?? "";
    expect(slug).not.toBe("");
    // The screen fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await mkdir(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/seller-claims-warning-375.png` });

    // Saved and public as he wrote it.
    const stored = await getPage(await w.kv(), slug);
    expect(stored?.status).toBe("published");
    expect(stored?.content).toContain(sentence);
    const pub = await w.fetch(`/links-uteis/${slug}`);
    expect(pub.status).toBe(200);
    expect(await pub.text()).toContain(sentence);
    await context.close();
  }, 60_000);
});
