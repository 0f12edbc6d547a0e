// The sentence helpers of the HTML stage (app/lib/html-stage/sentences.ts): sentences read from
// the text nodes of each block of the parsed tree, across inline elements, never from attributes;
// edited and marked on the tree, matched by their whitespace-normalised text.
import { describe, expect, it } from "vitest";
import { editSentences, htmlSentences, markSentences } from "~/lib/html-stage/sentences";

const page = [
  "<h2>Como escolher o motor</h2>",
  '<p>O motor <strong>deslizante</strong> move a folha. Nossa equipe   atende\n  em minutos! <a href="/kits" title="Kit. Completo">Veja o kit</a>.</p>',
  '<img src="/images/portao.webp" alt="Portão novo. Atendimento 24 horas">',
  "<ul><li>Trave a folha. Depois ligue.</li><li>Teste o sensor.</li></ul>",
  "<table><tr><th>Item</th><td>Central &amp; sensor</td></tr></table>",
].join("");

describe("htmlSentences", () => {
  it("reads every sentence of the text in order, across inline elements, never an attribute", () => {
    expect(htmlSentences(page)).toEqual([
      "Como escolher o motor",
      "O motor deslizante move a folha.",
      "Nossa equipe atende em minutos!",
      "Veja o kit.",
      "Trave a folha.",
      "Depois ligue.",
      "Teste o sensor.",
      "Item Central & sensor",
    ]);
  });

  it("does not run a sentence from one block into the next", () => {
    expect(htmlSentences("<p>Primeira sem ponto</p><p>Segunda</p>")).toEqual(["Primeira sem ponto", "Segunda"]);
  });
});

describe("editSentences", () => {
  it("replaces and removes sentences, keeping the structure and every attribute", () => {
    const out = editSentences(
      page,
      new Map<string, string | null>([
        ["Nossa equipe atende em minutos!", null],
        ["Trave a folha.", "Trave a folha com o cadeado."],
      ]),
    );
    expect(out).toBe(
      [
        "<h2>Como escolher o motor</h2>",
        '<p>O motor <strong>deslizante</strong> move a folha. <a href="/kits" title="Kit. Completo">Veja o kit</a>.</p>',
        '<img src="/images/portao.webp" alt="Portão novo. Atendimento 24 horas">',
        "<ul><li>Trave a folha com o cadeado. Depois ligue.</li><li>Teste o sensor.</li></ul>",
        "<table><tr><th>Item</th><td>Central &amp; sensor</td></tr></table>",
      ].join(""),
    );
  });

  it("a sentence across an inline element goes whole, and the emptied element with it", () => {
    expect(
      editSentences(
        "<p>Fica. Nós <strong>somos os melhores</strong> da região.</p>",
        new Map([["Nós somos os melhores da região.", null]]),
      ),
    ).toBe("<p>Fica.</p>");
  });

  it("removes what it empties: the paragraph, the item, the list, a heading with nothing under it", () => {
    const html = "<h2>Dúvidas</h2><h3>Atende à noite?</h3><p>Sim, 24 horas.</p><ul><li>Ligue já.</li></ul>";
    const out = editSentences(
      html,
      new Map<string, string | null>([
        ["Sim, 24 horas.", null],
        ["Ligue já.", null],
      ]),
    );
    expect(out).toBe("");
    expect(editSentences("<p>Fica.</p><ul><li>Sai.</li><li>Fica também.</li></ul>", new Map([["Sai.", null]]))).toBe(
      "<p>Fica.</p><ul><li>Fica também.</li></ul>",
    );
  });

  it("matches sentences by their whitespace-normalised text and escapes what it writes", () => {
    const out = editSentences("<p>Um   dois\ntrês. Quatro.</p>", new Map([[" Um dois três. ", "<b>x</b> & y."]]));
    expect(out).toBe("<p>&lt;b&gt;x&lt;/b&gt; &amp; y. Quatro.</p>");
  });
});

describe("markSentences", () => {
  it("wraps each listed sentence where it stands, a mark per text node it spans", () => {
    const out = markSentences(page, [
      "Teste o sensor.",
      "Nossa equipe atende em minutos!",
      "O motor deslizante move a folha.",
    ]);
    expect(out).toContain(
      '<p><mark data-flag="2">O motor </mark><strong><mark data-flag="2">deslizante</mark></strong><mark data-flag="2"> move a folha.</mark> <mark data-flag="1">Nossa equipe   atende\n  em minutos!</mark> <a href="/kits" title="Kit. Completo">Veja o kit</a>.</p>',
    );
    expect(out).toContain('<li><mark data-flag="0">Teste o sensor.</mark></li>');
    expect(out).toContain('alt="Portão novo. Atendimento 24 horas"');
    // Only the marks were added: without them the HTML is as it was.
    expect(out.replace(/<\/?mark[^>]*>/g, "")).toBe(page);
  });

  it("marks nothing that is not a whole sentence of the text", () => {
    expect(markSentences(page, ["Atendimento 24 horas", "Kit. Completo"])).toBe(page);
  });
});
