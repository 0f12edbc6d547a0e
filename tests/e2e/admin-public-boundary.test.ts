// The boundary between the public site and the admin, in Chromium. The panel's "Ver" link once
// navigated client-side to the public page, which then ran without its enhancement script, and
// "Excluir página" deleted the page with no confirmation. The path below is exactly the one that lost data.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { addSessionCookie, gotoReady, pathOf } from "../support/admin-browser";
import { launchBrowser } from "../../harness/browser";
import { seedPages } from "../../harness/pages";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let browser: Browser;
let kv: KVNamespace;

beforeAll(async () => {
  [w, browser] = await Promise.all([startWorker(), launchBrowser()]);
  kv = await w.kv();
});
afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

describe("panel → Ver → Excluir página", () => {
  it("loads the public page as a document and asks before deleting; dismissing keeps the page", async () => {
    const [seeded] = await seedPages(kv, 1, "Página para conferir");
    const slug = seeded!.slug;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(10_000);
    await addSessionCookie(context, w, await signInCookie(w));
    const page = await context.newPage();
    try {
      await gotoReady(page, `${w.url}/admin/painel`);
      // The panel is the hydrated Remix app.
      expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);

      const row = page.locator("[data-panel-list] li", { hasText: seeded!.title });
      await Promise.all([page.waitForEvent("load"), row.getByRole("link", { name: "Ver", exact: true }).click()]);
      expect(pathOf(page)).toBe(`/links-uteis/${slug}`);
      // A new document: no Remix router carried over from the admin, and the public script ran.
      await page.waitForFunction(() => document.documentElement.getAttribute("data-enhanced") === "true");
      expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);

      const asked: string[] = [];
      page.once("dialog", (d) => {
        asked.push(`${d.type()}: ${d.message()}`);
        void d.dismiss();
      });
      // The click returns once the dialog is answered (it blocks the page until then).
      await page.getByRole("button", { name: "Excluir página" }).click();
      expect(asked).toEqual(["confirm: Tem certeza que deseja excluir esta página?"]);

      expect(pathOf(page)).toBe(`/links-uteis/${slug}`);
      expect(await kv.get(`page:${slug}`)).not.toBeNull();
      // Still there for a fresh visit, too.
      const res = await w.fetch(`/links-uteis/${slug}`);
      expect(res.status).toBe(200);
    } finally {
      await context.close();
    }
  });
});
