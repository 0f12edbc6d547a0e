import { describe, expect, it } from "vitest";
import { allPublicLinks } from "~/lib/seo/public-routes";
import { URLS_PER_SITEMAP, sitemapIndexXml, urlsetXml } from "~/lib/seo/sitemap-xml";

describe("sitemap XML", () => {
  it("lists every public URL once, generated pages with lastmod, escaped", () => {
    const links = allPublicLinks([
      {
        id: "1",
        slug: "a-b",
        title: "A & B",
        description: "",
        category: null,
        status: "published",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-02-01T00:00:00.000Z",
        ix: 1,
      },
      {
        id: "2",
        slug: "kept-out",
        title: "Kept out",
        description: "",
        category: null,
        status: "published",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-02-01T00:00:00.000Z",
        ixr: "low",
        ixu: 12,
      },
    ]);
    expect(new Set(links.map((l) => l.path)).size).toBe(links.length);
    const xml = urlsetXml("https://motoresppa.com.br", links);
    expect(xml).toContain(
      "<url><loc>https://motoresppa.com.br/links-uteis/a-b</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain("<loc>https://motoresppa.com.br/</loc>");
    expect(xml).not.toContain("/admin");
    // Public but kept out of the index by the uniqueness gate: not in sitemap.xml.
    expect(xml).not.toContain("kept-out");
    expect(links.length).toBeLessThan(URLS_PER_SITEMAP);
  });

  it("becomes an index of parts past URLS_PER_SITEMAP URLs", () => {
    const xml = sitemapIndexXml("https://motoresppa.com.br", 3);
    expect(xml).toContain("<sitemapindex");
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://motoresppa.com.br/sitemap/3.xml</loc>");
  });
});
