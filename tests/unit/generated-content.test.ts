// The render's rewrites of a generated page's stored HTML (app/components/GeneratedContent.tsx):
// chat links through the click endpoint, library images with a srcset, tables focusable. They
// read the stage's serialisation start tag by start tag, so a text that shows markup ('Escreva
// href="https://wa.me/…"', "<table>") and an attribute holding ">" or ". " followed by capitals
// are never cut or rewritten: the text a reader sees is the text that was stored.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GeneratedContent } from "~/components/GeneratedContent";
import { type ChildNode, parseHtml, serialiseHtml } from "~/lib/html-stage/dom";
import { stageHtml } from "~/lib/html-stage/stage.server";

const ID = "abcdefghijklmnop";
const render = (html: string) => renderToStaticMarkup(createElement(GeneratedContent, { html }));
const textIn = (nodes: ChildNode[]): string =>
  nodes.map((n) => ("data" in n ? n.data : "children" in n ? textIn(n.children as ChildNode[]) : "")).join("");
const textOf = (html: string) => textIn(parseHtml(html).children);

describe("GeneratedContent's render-time rewrites", () => {
  const stored = stageHtml(
    [
      '<p>No editor, escreva href="https://wa.me/5511999999999" e &lt;table&gt; como texto.</p>',
      '<p><a title="Portão novo. Atendimento > 24 horas" href="https://wa.me/5511999999999">Fale conosco</a></p>',
      `<p><img alt="Motor > antigo. Troca" src="/midia/${ID}/1080.webp"></p>`,
      "<table><tr><td>Deslizante</td></tr></table>",
    ].join(""),
  ).html;
  const out = render(stored);

  it("leaves a text that shows markup as it was stored", () => {
    expect(out).toContain('No editor, escreva href="https://wa.me/5511999999999" e &lt;table&gt; como texto.');
  });

  it("sends a chat link through the click endpoint, whatever its other attributes hold", () => {
    expect(out).toMatch(
      /<a title="Portão novo\. Atendimento > 24 horas" href="\/contato\/whatsapp\?[^"]*">Fale conosco<\/a>/,
    );
    expect(out).not.toMatch(/<a\b[^<]*href="https:\/\/wa\.me/);
  });

  it("gives a library image its srcset and a table its tabindex", () => {
    expect(out).toContain(
      `alt="Motor > antigo. Troca" src="/midia/${ID}/1080.webp" srcset="/midia/${ID}/360.webp 360w`,
    );
    expect(out).toContain('<table tabindex="0">');
  });

  it("is well formed: parsed and serialised again it is the same, with the same text", () => {
    const inner = out.replace(/^<div class="prose-ppa">/, "").replace(/<\/div>$/, "");
    expect(serialiseHtml(parseHtml(inner))).toBe(inner);
    expect(textOf(inner)).toBe(textOf(stored));
  });
});
