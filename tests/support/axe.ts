// axe-core in Chromium under the production CSP: evaluated through the DevTools protocol, which
// the page's policy does not govern, where a <script> tag (addScriptTag) would be refused.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Found {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Puts axe into every document `tab` opens from now on, before the page's own scripts (an init
 * script, through the DevTools protocol like the evaluate below: the CSP does not govern it). For a
 * tab that runs axe on every page it opens: axe's 650 kB are sent to Chromium once for the tab,
 * not once a page (issue 41: on phone-width's 31 admin screens ~1.5 s of Chromium's and Node's
 * CPU). axe only defines `window.axe` when it loads; it runs nothing until `violations` asks.
 */
export async function axeInEveryPage(tab: Page): Promise<void> {
  await tab.addInitScript(AXE);
}

/**
 * axe's violations on the page as it is now. `preloaded`: the tab was given axe by
 * `axeInEveryPage`, and a document without it fails (rather than silently sending axe again).
 */
export async function violations(page: Page, { preloaded = false } = {}): Promise<Found[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (preloaded) expect(loaded, "axe was put into this tab's documents (axeInEveryPage)").toBe(true);
  // Evaluated, not injected: the CSP (script-src with a nonce) would refuse an inline <script>.
  if (!loaded) await page.evaluate(AXE);
  const { found, passed } = await page.evaluate(async () => {
    type Rule = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Record<string, Rule[]>> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return {
      passed: result.passes!.length,
      found: result.violations!.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(" ")),
      })),
    };
  });
  // axe ran its rules on this page (a run that checked nothing would find nothing).
  expect(passed).toBeGreaterThan(20);
  return found;
}
