// No raw template on any public page of the launched site, with every claim confirmed (its
// identity, harness/identity.ts): the checks of tests/integration/no-raw-template.test.ts (there
// with every claim cleared, and with prices only) over the site's crawl, which holds every page
// the integration file's Worker has and the generated ones. No page may show a token or a
// template bracket in its text, meta tags or JSON-LD, nor keep a table column or a heading with
// nothing in it.
import { beforeAll, describe, expect, it } from "vitest";
import { emptyColumns, emptyHeadings, publicPages, templatesOf } from "../../harness/raw-template";
import { launchedSite, type Site } from "./site";

let site: Site;

beforeAll(async () => {
  site = await launchedSite();
});

describe("claims: confirmed", () => {
  const pages = () => publicPages(site.crawl);

  it("crawled the public site", () => {
    expect(pages().length).toBeGreaterThan(100);
  });

  it("shows no token or template bracket in text, meta or JSON-LD", () => {
    const found = pages().flatMap(({ path, doc }) => templatesOf(doc).map((t) => `${path} ${t}`));
    expect(found, found.join("\n")).toEqual([]);
  });

  it("keeps no table column or heading with nothing in it", () => {
    const found = pages().flatMap(({ path, doc }) =>
      [...emptyColumns(doc), ...emptyHeadings(doc)].map((t) => `${path} ${t}`),
    );
    expect(found, found.join("\n")).toEqual([]);
  });
});
