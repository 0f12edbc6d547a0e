// A page view renders content the store cleaned with the current rules as stored, and sanitizes
// anything else again: records saved before the mark, or cleaned by older rules.
import { describe, expect, it } from "vitest";
import { SANITIZER_VERSION } from "~/lib/pages/page-record";
import { renderedHtml } from "~/lib/pages/page-view.server";
import { cleanPage } from "~/lib/pages/store-clean.server";

const page = { title: "Título", description: "Resumo.", category: null, origin: "seller" as const };
const unsafe = `<p>Texto</p><script>alert(1)</script><img src="x" onerror="alert(2)">`;

describe("rendering a stored page", () => {
  it("the store marks what it cleaned, and a view renders it as stored", () => {
    const cleaned = cleanPage({ ...page, slug: "titulo", content: unsafe });
    expect(cleaned.clean).toBe(SANITIZER_VERSION);
    expect(cleaned.content).not.toContain("<script");
    expect(renderedHtml({ ...page, content: cleaned.content, clean: cleaned.clean })).toBe(cleaned.content);
  });

  it("content without the mark, or cleaned by older rules, is sanitized again", () => {
    for (const clean of [undefined, SANITIZER_VERSION - 1]) {
      const html = renderedHtml({ ...page, content: unsafe, clean });
      expect(html).toContain("<p>Texto</p>");
      expect(html).not.toContain("<script");
      expect(html).not.toContain("onerror");
    }
  });
});
