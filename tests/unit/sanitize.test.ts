import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizeText } from "~/lib/html-stage/sanitize.server";

describe("sanitizeHtml", () => {
  it("keeps content markup and drops scripts, handlers and styles", () => {
    expect(
      sanitizeHtml(
        '<h2 id="a">T</h2><p onclick="x()">p <strong>b</strong></p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe("<h2>T</h2><p>p <strong>b</strong></p>");
  });

  it("allows only http(s), mailto, tel, fragments and site paths in links", () => {
    const out = sanitizeHtml(
      '<a href="https://a.com">1</a><a href="javascript:alert(1)">2</a><a href="data:text/html,x">3</a><a href="//evil.com">4</a><a href="/\\evil.com">5</a><a href="/ok">6</a><a href="tel:+5511">7</a>',
    );
    expect(out).toBe(
      '<a href="https://a.com">1</a><a>2</a><a>3</a><a>4</a><a>5</a><a href="/ok">6</a><a href="tel:+5511">7</a>',
    );
  });

  it("opens external links in a new tab only with noopener noreferrer", () => {
    expect(sanitizeHtml('<a href="https://a.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("closes what a truncated paste left open and drops stray closing tags", () => {
    expect(sanitizeHtml("<table><tr><td>Motor</td>")).toBe("<table><tr><td>Motor</td></tr></table>");
    expect(sanitizeHtml("<div><p>aberto")).toBe("<div><p>aberto</p></div>");
    expect(sanitizeHtml("<p>a</div>b</p>")).toBe("<p>ab</p>");
    expect(sanitizeHtml("<ul><li>1<li>2</ul>")).toBe("<ul><li>1</li><li>2</li></ul>");
  });

  it("leaves no '[removed]' placeholder where an unclosed svg or script was dropped", () => {
    expect(sanitizeHtml("<p>Ícone</p><svg onload=x>")).toBe("<p>Ícone</p>");
  });

  it("is stable: sanitizing twice changes nothing", () => {
    const once = sanitizeHtml('<div><p>x<a href="/a" target="_blank">y</a><table><tr><td>1');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe("sanitizeText", () => {
  it("strips every tag from titles and descriptions", () => {
    expect(sanitizeText("  Portão <img src=x onerror=alert(1)> <b>rápido</b> ")).toBe("Portão rápido");
  });
});

describe("sanitizeHtml URL checks read the URL as a browser does", () => {
  it.each([
    ['<a href="/&sol;evil.com">x</a>', "<a>x</a>"],
    ['<a href="/&bsol;evil.com">x</a>', "<a>x</a>"],
    ['<a href="/&Tab;/evil.com">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="  javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&unknown;x">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,x">x</a>', "<a>x</a>"],
    ['<img src="/&sol;evil.com/a.png">', "<img>"],
    ['<img src="https://cdn.example/a.png">', "<img>"],
    ['<img src="/images/kit-ppa.svg" alt="kit">', '<img src="/images/kit-ppa.svg" alt="kit">'],
    ['<a href="/busca?a=1&amp;b=2">x</a>', '<a href="/busca?a=1&amp;b=2">x</a>'],
    ['<a href="https://wa.me/55?text=Ol%C3%A1">x</a>', '<a href="https://wa.me/55?text=Ol%C3%A1">x</a>'],
    ['<a href="#secao">x</a>', '<a href="#secao">x</a>'],
  ])("%s → %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("drops id attributes, which could clash with the page's own", () => {
    expect(sanitizeHtml('<h2 id="conteudo">T</h2>')).toBe("<h2>T</h2>");
  });

  it("drops class attributes: the site's utility classes cannot cover the page", () => {
    expect(sanitizeHtml('<div class="fixed inset-0 z-50 bg-white"><p class="prose-ppa">x</p></div>')).toBe(
      "<div><p>x</p></div>",
    );
  });
});

describe("sanitizeHtml runs in linear time", () => {
  // `<p a a a …>`: 64 KB took 31 s with js-xss (quadratic); a linear parser takes milliseconds.
  const attributeDense = (bytes: number) => `<p${" a".repeat(bytes / 2)}>x</p>`;

  it("sanitizes 64 KB of attribute-dense HTML in well under 2 s", () => {
    const started = performance.now();
    expect(sanitizeHtml(attributeDense(64 * 1024))).toBe("<p>x</p>");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
