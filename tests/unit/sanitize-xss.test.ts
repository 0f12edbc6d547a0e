// What the panel's page form stores for each of the 70 XSS payloads (tests/support/xss-payloads.ts),
// read by the form's own parser and cleaned by the page store (storedByForm: readPageForm, then
// cleanPage: sanitizeText, sanitizeHtml). The browser runs
// of the same payloads are tests/e2e/xss.test.ts, which also checks that the panel stored exactly
// this.
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "~/lib/html-stage/sanitize.server";
import { storedByForm as stored, XSS_CASES } from "../support/xss-payloads";

describe("the page form with stored-XSS payloads", () => {
  it(`has at least 50 payloads (${XSS_CASES.length})`, () => {
    expect(XSS_CASES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_CASES.map((c) => [c.n, c] as const))(
    "payload %i: title and description are plain text, the content is cleaned",
    (n, c) => {
      const page = stored({ title: c.title, slug: c.slug, description: c.description, content: c.content });
      expect(page.slug).toBe(c.slug);
      expect(page.title, "title").not.toContain("<");
      expect(page.description, "description").not.toContain("<");
      expect(page.title.startsWith(`XSS ${n}`), "title").toBe(true);
      expect(page.content).toContain(`<p>Carga ${n}</p>`);
      expect(page.content).not.toMatch(/<(script|iframe|object|embed|svg|math|style|base|meta|form)\b/i);
      expect(page.content).not.toMatch(/<[a-z][^>]*?\son\w+\s*=/i);
      expect(page.content).not.toMatch(/javascript:/i);
      // js-xss's '[removed]' placeholder (a defect the sanitizer had) never reaches the page.
      expect(page.content).not.toContain("[removed]");
      // Stable: what is stored comes back unchanged when it is edited and saved again.
      expect(sanitizeHtml(page.content)).toBe(page.content);
    },
  );

  it("an href of the form '/\\host' is not taken for a site-relative link", () => {
    const page = stored({
      title: "Barra invertida",
      slug: "barra-invertida",
      description: "d",
      content: '<p><a href="/\\exemplo.com/x">manual</a></p>',
    });
    const href = /href="([^"]*)"/.exec(page.content)?.[1];
    // Browsers (and WHATWG URL) read "/\" as "//": a protocol-relative URL.
    if (href !== undefined)
      expect(new URL(href, "https://motoresppa.com.br/links-uteis/x").host).toBe("motoresppa.com.br");
    expect(page.content).toContain("manual");
  });
});
