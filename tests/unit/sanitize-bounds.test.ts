// Issue 25, finding 3: the sanitizer's bounds, checked before any parsing. Nesting and the number
// of tags are measured in one pass; input over them is never handed to the parser.
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, MAX_TAGS, htmlProblem, sanitizeHtml } from "~/lib/html-stage/sanitize.server";

const nested = (n: number, tag = "div") => `${`<${tag}>`.repeat(n)}x${`</${tag}>`.repeat(n)}`;

describe("htmlProblem (the bounds)", () => {
  it("accepts real pages: nested lists, unclosed paragraphs and list items, void elements", () => {
    const lists = `${"<ul><li>".repeat(20)}fundo${"</li></ul>".repeat(20)}`;
    const loose = `${"<p>parágrafo sem fim ".repeat(5000)}${"<li>item ".repeat(3000)}${"<br><img src=/a.png>".repeat(2000)}`;
    const selfClosingVoid = "<hr/>".repeat(5000);
    for (const html of [lists, loose, selfClosingVoid, nested(MAX_DEPTH)]) expect(htmlProblem(html)).toBeNull();
  });

  it("refuses nesting deeper than the limit, however it is spelled", () => {
    expect(htmlProblem(nested(MAX_DEPTH + 1))).toBe("depth");
    expect(htmlProblem(nested(45_000))).toBe("depth");
    // "<div/>" opens a div in HTML: not a way around the bound.
    expect(htmlProblem("<div/>".repeat(MAX_DEPTH + 1))).toBe("depth");
    // Stray closers of another element close nothing.
    expect(htmlProblem(`${"<div>".repeat(MAX_DEPTH)}${"</p>".repeat(1000)}<div>`)).toBe("depth");
    expect(htmlProblem(`${"<span>".repeat(MAX_DEPTH + 1)}`)).toBe("depth");
  });

  it("refuses more tags than the budget", () => {
    expect(htmlProblem("<p>x</p>".repeat(MAX_TAGS / 2))).toBeNull();
    expect(htmlProblem(`${"<p>x</p>".repeat(MAX_TAGS / 2)}<b>`)).toBe("tags");
    expect(htmlProblem("</p>".repeat(MAX_TAGS + 1))).toBe("tags");
  });

  it("no comment spelling hides what follows from the scan (issue 34, point 6)", () => {
    // `<!-->` and `<!--->` close at once in HTML: the parser reads the divs after them.
    for (const prefix of ["<!-->", "<!--->", "<!-- x --!>", "<!--", "<!-- ok -->"]) {
      expect(htmlProblem(`${prefix}${nested(45_000)}`), prefix).toBe("depth");
      expect(htmlProblem(`${prefix}${"<p>x</p>".repeat(MAX_TAGS)}`), prefix).toBe("tags");
    }
    // A real comment between paragraphs is still fine.
    expect(htmlProblem("<p>a</p><!-- nota: <b> não fecha --><p>b</p>")).toBeNull();
  });

  it("refuses more than 500,000 characters", () => {
    expect(htmlProblem("a".repeat(500_001))).toBe("size");
  });

  it("counts '&' and a '<' that starts no tag against the budget (each is a parser event)", () => {
    expect(htmlProblem("1 < 2 e 3 & 4 ".repeat(MAX_TAGS / 2))).toBeNull();
    expect(htmlProblem(`${"1 < 2 e 3 & 4 ".repeat(MAX_TAGS / 2)}&`)).toBe("tags");
    expect(htmlProblem("< ".repeat(240_000))).toBe("tags");
  });

  it("an unclosed tag costs nothing more; markup inside a comment counts (the scan reads the whole input)", () => {
    expect(htmlProblem(`<!-- ${"<div>".repeat(50_000)} -->`)).toBe("depth");
    expect(htmlProblem(`<div${" a".repeat(200_000)}`)).toBeNull();
  });
});

describe("sanitizeHtml over the bounds", () => {
  it("a stored page nested too deep renders as its escaped text, never parsed", () => {
    const deep = `${"<div>".repeat(45_000)}<script>alert(1)</script>Olá & até${"</p>".repeat(20_000)}`;
    const out = sanitizeHtml(deep);
    expect(out).toBe("<p>alert(1) Olá &amp; até</p>");
  });

  it("within the bounds it cleans as before", () => {
    expect(sanitizeHtml('<p onclick="x()">Oi<script>1</script></p>')).toBe("<p>Oi</p>");
  });
});
