// The checks of one crawl for raw templates (harness/raw-template.ts), declared where they run:
// tests/integration/no-raw-template.test.ts (claims cleared, prices only) and
// tests/site/no-raw-template.test.ts (every claim confirmed, the launched site's crawl).
import type { HTMLElement } from "node-html-parser";
import { expect, it } from "vitest";
import { emptyColumns, emptyHeadings, templatesOf } from "../../harness/raw-template";

export function rawTemplateChecks(pages: () => { path: string; doc: HTMLElement }[]) {
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
}
