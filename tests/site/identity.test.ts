// Every page of the launched site reads the seller's "Dados da empresa" (LAUNCH_IDENTITY, saved
// before the first request): none still shows the shipped placeholder phone or the built-in
// hours. (Saving through the form, and what it changes at once, is tests/integration/business-identity.)
import { beforeAll, describe, expect, it } from "vitest";
import { formatPhone } from "@content/business";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { launchedSite, type Site } from "./site";

let site: Site;
beforeAll(async () => {
  site = await launchedSite();
});

describe("the launched site's identity on every page", () => {
  it("no crawled page shows the placeholder phone or the default hours; every public page shows the saved phone", () => {
    const pages = [...site.crawl.pages.values()].filter((p) => p.status === 200 && p.body !== undefined);
    expect(pages.length).toBeGreaterThan(site.sitemap.length);
    const saved = formatPhone(LAUNCH_IDENTITY.phoneDigits);
    const bad: string[] = [];
    for (const p of pages) {
      const body = p.body!;
      for (const old of ["99999-9999", "5511999999999", "das 8h às 18h"]) {
        const at = body.indexOf(old);
        if (at >= 0) bad.push(`${p.path}: …${body.slice(Math.max(0, at - 80), at + 20)}…`);
      }
      if (!p.path.startsWith("/admin") && !body.includes(saved)) bad.push(`${p.path}: no ${saved}`);
    }
    expect(bad).toEqual([]);
  });
});
