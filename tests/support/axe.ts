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

/** axe's violations on the page as it is now. */
export async function violations(page: Page): Promise<Found[]> {
  // Evaluated, not injected: the CSP (script-src with a nonce) would refuse an inline <script>.
  await page.evaluate(AXE);
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
