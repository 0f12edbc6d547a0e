// Stored XSS through the admin's page form: every payload is saved through the panel's create
// action as title, description and content (tests/support/xss-site.ts), then every public view of
// it is served clean and opened in Chromium, clicked and focused, and must run nothing; so are the
// panel's list and edit forms (one Worker and one seeding for both: the admin's test was a file of
// its own, which started a second Worker and saved the 70 payloads again, ~5 s of CPU). The site's
// CSP would block inline script anyway, so the stored HTML is also replayed in a CSP-free page,
// which checks the sanitizer itself (tests/e2e/xss-replay.test.ts, no Worker). What the form stores for each payload is
// unit-tested (tests/unit/sanitize-xss.test.ts); here the panel must have stored exactly that.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { html } from "../../harness/html";
import type { RunningWorker } from "../../harness/worker";
import { addSessionCookie } from "../support/admin-browser";
import { harness, inLanes, inspect, lookThenPoke, poke } from "../support/xss-browser";
import { XSS_CASES, type XssCase as Case, storedByForm } from "../support/xss-payloads";
import { type StoredPage, fetchChecked, visit, xssSite } from "../support/xss-site";

const CASES: Case[] = XSS_CASES;
/** Edit forms opened in the browser: every fifth payload, so each kind of trick is among them. */
const EDIT_SAMPLE = CASES.filter((c) => c.n % 5 === 1);

const CONTAINER = "main .prose-ppa, main .generated-content";

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

/**
 * The generated content as served: from the container's opening tag to the contact box the route
 * renders right after it. (Taken from the text rather than from a parse, so that content with
 * unbalanced markup is still checked in full.)
 */
function servedContent(body: string): string | null {
  const start = /<div class="(prose-ppa|generated-content)">/.exec(body);
  if (!start) return null;
  // The content ends where the page's own boxes begin: the facts and contact asides beside it.
  const ends = ['<div class="mt-10 rounded-xl bg-brand-800', "<aside"]
    .map((marker) => body.indexOf(marker, start.index))
    .filter((i) => i !== -1);
  return ends.length === 0 ? null : body.slice(start.index, Math.min(...ends));
}

/** Checks on the HTML as served: the generated-content container carries no tag, handler or URL that runs script. */
function rawProblems(body: string): string[] {
  const raw = servedContent(body);
  if (raw === null) return ["no content container"];
  const problems: string[] = [];
  if (/<script/i.test(raw)) problems.push("<script");
  if (/<iframe/i.test(raw)) problems.push("<iframe");
  if (/<(object|embed|svg|math|style|base|meta|link|form|template|input|button|textarea|select)\b/i.test(raw))
    problems.push("forbidden tag");
  const handler = /<[a-z][^>]*?\s(on\w+)\s*=/i.exec(raw);
  if (handler) problems.push(`handler ${handler[1]}`);
  if (/javascript:/i.test(raw)) problems.push("javascript:");
  if (/<[a-z][^>]*?=\s*["']?\s*data:/i.test(raw)) problems.push("data: URL");
  if (/<[a-z][^>]*?\s(style|srcdoc)\s*=/i.test(raw)) problems.push("style/srcdoc attribute");
  return problems;
}

describe("stored XSS payloads", () => {
  it(`saved all ${CASES.length} payloads exactly as the page form makes them (tests/unit/sanitize-xss)`, () => {
    for (const c of CASES) {
      const expected = storedByForm({ title: c.title, slug: c.slug, description: c.description, content: c.content });
      const page = stored.get(c.n)!;
      expect(
        { slug: page.slug, title: page.title, description: page.description, content: page.content },
        `payload ${c.n}`,
      ).toEqual({
        slug: expected.slug,
        title: expected.title,
        description: expected.description,
        content: expected.content,
      });
    }
  });

  it("the served HTML of every page has nothing executable in the generated content", async () => {
    for (const c of CASES) {
      const body = await fetchChecked(w, `/links-uteis/${c.slug}`);
      expect(rawProblems(body), `payload ${c.n}: ${c.payload}`).toEqual([]);
      const doc = html(body);
      expect(doc.querySelector("h1")?.textContent, `payload ${c.n}`).toBe(stored.get(c.n)!.title);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content"), `payload ${c.n}`).toBe(
        stored.get(c.n)!.description,
      );
    }
  }, 120_000);

  it("no payload runs on its public page in Chromium, even when everything is clicked and focused; none pulls the page into the content", async () => {
    const followed: number[] = [];
    await inLanes(
      CASES,
      () => harness(browser),
      async (h, c) => {
        expect(await visit(w, h, `/links-uteis/${c.slug}`), `payload ${c.n}`).toBe(200);
        const before = h.navigations.length;
        // What the page shows before anything is touched, then the pokes, in one evaluate.
        const seen = await lookThenPoke<{ count: number; text: string | null; swallowed: boolean }>(
          h.page,
          `(() => {
            const containers = document.querySelectorAll(${JSON.stringify(CONTAINER)});
            const first = containers[0];
            return {
              count: containers.length,
              text: first ? first.innerText : null,
              // Unbalanced markup (a defect the sanitizer had) cannot pull the rest of the page into the
              // content container: the contact box and the footer that follow it stay outside.
              swallowed: (first ? first.querySelector('footer, a[data-contact="inline"]') : null) !== null,
            };
          })()`,
          CONTAINER,
        );
        expect(seen.count, `payload ${c.n}`).toBe(1);
        expect(seen.text, `payload ${c.n}`).toContain(`Carga ${c.n}`);
        expect(seen.swallowed, `payload ${c.n}: page markup inside the content`).toBe(false);
        // Once the page has settled: hits, the content's and the page's problems, and the h1s (one, a
        // locator's strictness, reading the stored title), in one evaluate.
        const found = await inspect<string[]>(
          h,
          CONTAINER,
          `Array.from(document.querySelectorAll("h1")).map((e) => e.innerText)`,
        );
        expect(found.hits, `payload ${c.n}: ${c.payload}`).toEqual([]);
        if (h.navigations.length > before) followed.push(c.n);
        expect(found.content, `payload ${c.n}: ${c.payload}`).toEqual([]);
        expect(found.page, `payload ${c.n}: ${c.payload}`).toEqual([]);
        expect(found.extra, `payload ${c.n}`).toEqual([stored.get(c.n)!.title]);
      },
    );
    // The clicks are real: the surviving https link of the onclick payload was followed (and stopped).
    const httpsLink = CASES.find((c) => c.payload.startsWith('<a href="https://exemplo.com/" onclick='))!.n;
    expect(followed).toContain(httpsLink);
  }, 300_000);

  it("no payload runs where titles and descriptions are listed: home, /sitemap, the 'Links Úteis' menu", async () => {
    const h = await harness(browser);
    try {
      const seen = new Set<string>();
      for (let p = 1; p <= 20 && seen.size < CASES.length; p++) {
        // Page 1's canonical address is "/" (`/?paginas=1` answers a 301 to it, issue 42).
        const url = p === 1 ? "/" : `/?paginas=${p}`;
        await fetchChecked(w, url);
        expect(await visit(w, h, url)).toBe(200);
        const items = await h.page.evaluate(() =>
          Array.from(document.querySelectorAll("[data-generated-list] li")).map((li) => ({
            href: li.querySelector("a")?.getAttribute("href") ?? "",
            title: li.querySelector("h3")?.textContent ?? "",
            description: li.querySelector("p")?.textContent ?? "",
          })),
        );
        if (items.length === 0) break;
        for (const item of items) {
          const slug = item.href.replace("/links-uteis/", "");
          const c = CASES.find((x) => x.slug === slug)!;
          expect(c, item.href).toBeTruthy();
          // Rendered as text, exactly as stored.
          expect(item.title).toBe(stored.get(c.n)!.title);
          expect(item.description).toBe(stored.get(c.n)!.description);
          seen.add(slug);
        }
        await h.page.locator('nav[aria-label="Navegação principal"] summary', { hasText: "Links Úteis" }).click();
        // Focus and hover only: these are the app's own links (a click is a client-side navigation).
        await poke(h.page, "body", false);
        const found = await inspect(h, "[data-generated-list]");
        expect(found.hits, `home page ${p}`).toEqual([]);
        expect(found.content, `home page ${p}`).toEqual([]);
        expect(found.page, `home page ${p}`).toEqual([]);
      }
      expect(seen.size).toBe(CASES.length);

      await fetchChecked(w, "/sitemap");
      expect(await visit(w, h, "/sitemap")).toBe(200);
      const hrefs = await h.page.evaluate(() =>
        Array.from(document.querySelectorAll('main a[href^="/links-uteis/xss-"]')).map((a) => a.getAttribute("href")),
      );
      expect(new Set(hrefs).size).toBe(CASES.length);
      await poke(h.page, "body", false);
      const found = await inspect(h, null);
      expect(found.hits, "/sitemap").toEqual([]);
      expect(found.page, "/sitemap").toEqual([]);
    } finally {
      await h.context.close();
    }
  }, 120_000);

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
        const found = await inspect(h, null);
        expect(found.hits, `panel page ${p}`).toEqual([]);
        expect(found.page, `panel page ${p}`).toEqual([]);
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
        const found = await inspect(h, null);
        expect(found.hits, `edit ${c.n}: ${c.payload}`).toEqual([]);
        expect(found.page, `edit ${c.n}`).toEqual([]);
        expect(h.navigations, `edit ${c.n}: no document navigation`).toEqual([]);
        // One lane: each lane's first load of the editor's screen costs more Chromium CPU than the
        // client-side navigations of all the sample together.
      },
      1,
    );
  }, 300_000);
});
