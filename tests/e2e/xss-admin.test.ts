// Stored XSS in the admin: every payload saved through the panel's create action (tests/support/
// xss-site.ts) is listed in the panel and a sample of the edit forms is opened in a hydrated admin
// tab, clicked, focused and hovered: nothing may run. The public pages are tests/e2e/xss.test.ts.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../harness/worker";
import { addSessionCookie } from "../support/admin-browser";
import { harness, inLanes, pageHits, pageProblems, poke } from "../support/xss-browser";
import { XSS_CASES } from "../support/xss-payloads";
import { type StoredPage, fetchChecked, visit, xssSite } from "../support/xss-site";

const CASES = XSS_CASES;
/** Edit forms opened in the browser: every fifth payload, so each kind of trick is among them. */
const EDIT_SAMPLE = CASES.filter((c) => c.n % 5 === 1);

let w: RunningWorker;
let browser: Browser;
let cookie: string;
let stored: Map<number, StoredPage>;

beforeAll(async () => {
  ({ w, browser, cookie, stored } = await xssSite());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

describe("stored XSS payloads", () => {
  it("no payload runs in the admin panel list or the edit form", async () => {
    const h = await harness(browser);
    try {
      await addSessionCookie(h.context, w, cookie);
      const listed = new Set<string>();
      for (let p = 1; p <= 10 && listed.size < CASES.length; p++) {
        await fetchChecked(w, `/admin/painel?pagina=${p}`, { Cookie: cookie });
        expect(await visit(w, h, `/admin/painel?pagina=${p}`)).toBe(200);
        const titles = await h.page.evaluate(() =>
          Array.from(document.querySelectorAll("[data-panel-list] li p.font-semibold")).map((p) => p.textContent ?? ""),
        );
        if (titles.length === 0) break;
        for (const t of titles) listed.add(t);
        await poke(h.page, "body", false);
        expect(await pageHits(h), `panel page ${p}`).toEqual([]);
        expect(await pageProblems(h.page), `panel page ${p}`).toEqual([]);
      }
      expect([...listed].sort()).toEqual(CASES.map((c) => stored.get(c.n)!.title).sort());
    } finally {
      await h.context.close();
    }

    // Every edit form's server HTML is checked as served (fetchChecked); a sample of them is then
    // opened in a hydrated admin tab through the router (a client-side render of the same data,
    // which is where React would run anything that slipped through), and poked.
    for (const c of CASES) await fetchChecked(w, `/admin/paginas/${c.slug}/editar`, { Cookie: cookie });
    const signedIn = async () => {
      const lane = await harness(browser);
      await addSessionCookie(lane.context, w, cookie);
      expect(await visit(w, lane, `/admin/paginas/${CASES[0]!.slug}/editar`)).toBe(200);
      return lane;
    };
    expect(EDIT_SAMPLE.length).toBeGreaterThanOrEqual(14);
    await inLanes(
      EDIT_SAMPLE,
      signedIn,
      async (h, c) => {
        const path = `/admin/paginas/${c.slug}/editar`;
        await h.page.evaluate(
          (to) =>
            (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(
              to,
            ),
          path,
        );
        await h.page.waitForFunction(
          (title) =>
            (document.querySelector('[data-page-form="update"] input[name="title"]') as HTMLInputElement | null)
              ?.value === title,
          stored.get(c.n)!.title,
        );
        const form = h.page.locator('[data-page-form="update"]');
        // The stored HTML is a form value (the editor's hidden input), never parsed into the page:
        // the visual editor shows it through its own schema (checked by the hits and problems below).
        expect(await form.locator('[name="content"]').inputValue(), `payload ${c.n}`).toBe(stored.get(c.n)!.content);
        await poke(h.page, "main", false);
        expect(await pageHits(h), `edit ${c.n}: ${c.payload}`).toEqual([]);
        expect(await pageProblems(h.page), `edit ${c.n}`).toEqual([]);
        expect(h.navigations, `edit ${c.n}: no document navigation`).toEqual([]);
        // One lane: each lane's first load of the editor's screen costs more Chromium CPU than the
        // client-side navigations of all the sample together.
      },
      1,
    );
  }, 300_000);
});
