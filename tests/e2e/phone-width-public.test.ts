// Every public page fits a 375 px phone: no horizontal scroll of the page (wide tables scroll
// inside their own box) and no control under 24 × 24 px, on every URL of the sitemap and a few
// more, with the site as it is after real use (tests/support/phone-site.ts, the same state the
// admin screens are walked in by tests/e2e/phone-width.test.ts).
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/pages/slug";
import { launchBrowser } from "../../harness/browser";
import { readSitemap } from "../../harness/crawl";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { culprits, LONG_WORD, overflow, PHONE, phoneSiteProbes, seedPhoneSite } from "../support/phone-site";
import { smallTargets } from "../support/targets";

let w: RunningWorker;
let browser: Browser;
let visitor: BrowserContext;

beforeAll(async () => {
  [w, browser] = await Promise.all([
    phoneSiteProbes().then((probes) => startWorker({ launched: true, probes })),
    launchBrowser(),
  ]);
  await seedPhoneSite(w);
  visitor = await browser.newContext(PHONE);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await w?.dispose();
});

describe("375 px phone", () => {
  it("walks every public URL of the sitemap, and the pages it does not list", async () => {
    const urls = [
      ...new Set([
        ...(await readSitemap(w)).map((u) => u.path),
        "/?paginas=2",
        "/sitemap",
        `/links-uteis/${slugify(LONG_WORD)}`,
        "/pagina-que-nao-existe",
      ]),
    ];
    expect(urls.length).toBeGreaterThan(150);
    const p = await visitor.newPage();
    const wide: string[] = [];
    const small: string[] = [];
    for (const url of urls) {
      await p.goto(w.url + url, { waitUntil: "load" });
      const extra = await overflow(p);
      if (extra > 0) wide.push(`${url} (+${extra} px: ${(await culprits(p)).join(" | ")})`);
      for (const target of await smallTargets(p)) small.push(`${url}: ${target}`);
    }
    expect(wide).toEqual([]);
    expect(small, `controls under 24 × 24 px:\n${small.join("\n")}`).toEqual([]);
    await p.close();
  }, 300_000);
});
