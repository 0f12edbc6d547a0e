// The stored HTML of every XSS payload (tests/support/xss-payloads.ts) replayed in a page without
// CSP, clicked, focused and hovered: the sanitizer itself must leave nothing that runs, since the
// site's CSP would block inline script anyway. What the panel stores is what `storedByForm` makes
// (asserted payload by payload in tests/e2e/xss.test.ts, and in tests/unit/sanitize-xss.test.ts),
// so this file needs Chromium only, no Worker.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../harness/browser";
import { type Harness, harness, inLanes, inspect, poke } from "../support/xss-browser";
import { XSS_CASES, contentFor, storedByForm } from "../support/xss-payloads";

const CASES = XSS_CASES;
let browser: Browser;
const stored = new Map<number, { content: string }>();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const c of CASES)
    stored.set(c.n, storedByForm({ title: c.title, slug: c.slug, description: c.description, content: c.content }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("stored XSS payloads", () => {
  describe("the stored HTML in a page without CSP", () => {
    /** The hits and the content's problems once the page has settled, in one evaluate. */
    async function replay(h: Harness, content: string): Promise<{ hits: unknown[]; content: string[] }> {
      // A payload may have moved the page (e.g. <base href> and a click): start again from about:blank.
      if (h.page.url() !== "about:blank") await h.page.goto("about:blank");
      h.hits.length = 0;
      await h.page.evaluate(() => {
        (window as unknown as { __hits: unknown[] }).__hits = [];
      });
      await h.page.setContent(`<div id=x>${content}</div>`, { waitUntil: "load" });
      await poke(h.page, "#x");
      return inspect(h, "#x");
    }

    async function blankHarness(): Promise<Harness> {
      const h = await harness(browser);
      await h.page.goto("about:blank");
      // The init script is in place (it also runs in about:blank and in frames).
      expect(await h.page.evaluate(() => typeof (window as unknown as { __xss: unknown }).__xss)).toBe("function");
      return h;
    }

    it("runs nothing for any payload", async () => {
      await inLanes(CASES, blankHarness, async (h, c) => {
        const content = stored.get(c.n)!.content;
        const found = await replay(h, content);
        expect(found.hits, `payload ${c.n}: ${c.payload}\nstored: ${content}`).toEqual([]);
        expect(found.content, `payload ${c.n}: ${content}`).toEqual([]);
      });
    }, 180_000);

    it("control: the same harness does catch the raw payloads, unsanitized", async () => {
      const fired = new Set<number>();
      await inLanes(CASES, blankHarness, async (h, c) => {
        const { hits } = await replay(h, contentFor(c.n, c.payload));
        if (hits.includes(c.n)) fired.add(c.n);
        expect(
          hits.every((n) => n === c.n),
          `payload ${c.n}`,
        ).toBe(true);
      });
      const must = [
        `<script>__xss(`,
        `<img src=x onerror=__xss(`,
        `<svg onload=__xss(`,
        `<details open ontoggle=`,
        `<input autofocus onfocus=`,
        `<a href="javascript:__xss(`,
        `<a href="&#106;avascript:`,
        `<a href="jav&#x09;ascript:`,
        `<iframe srcdoc="<script>`,
        `<form><button formaction="javascript:`,
        `<div onmouseover=`,
      ].map((prefix) => CASES.find((c) => c.payload.startsWith(prefix))!.n);
      console.log(`control: ${fired.size} raw payloads fired: ${[...fired].sort((a, b) => a - b).join(" ")}`);
      expect([...fired].filter((n) => must.includes(n)).sort((a, b) => a - b)).toEqual(must.sort((a, b) => a - b));
      expect(fired.size).toBeGreaterThanOrEqual(20);
    }, 180_000);
  });
});
