// Issue 40, part 7: the HTML stage parses once, allow-lists, cuts frozen facts and checks claims
// on the TEXT NODES of the parsed tree, and serialises once. Attributes holding ". " before a
// capital, quotes and entities were split as "sentences" by the regex cuts, leaving an unclosed
// attribute that swallowed the rest of the page; here they come out whole, the output is
// well-formed (parsed again and serialised: identical) and a second pass leaves it unchanged.
import { defaultIdentity } from "@content/business";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { claimFactsOf } from "~/lib/claims/facts";
import { checkHtmlClaims } from "~/lib/claims/claims-html";
import { parseHtml, serialiseHtml } from "~/lib/html-stage/dom";
import { htmlText } from "~/lib/html-stage/html-text";
import { sanitizeHtml } from "~/lib/html-stage/sanitize.server";
import { htmlSentences, markSentences } from "~/lib/html-stage/sentences";
import { stageHtml } from "~/lib/html-stage/stage.server";
import { SANITIZER_VERSION } from "~/lib/pages/page-record";
import { renderedHtml } from "~/lib/pages/page-view.server";
import { cleanPage } from "~/lib/pages/store-clean.server";
import { claimCheck } from "~/lib/claims/claims-check";

const facts = claimFactsOf(defaultIdentity, new Date("2026-11-29T12:00:00Z"));

const ALT = "Portão novo. Atendimento 24 horas";
const TITLE = "“Ótimo”. Nota 5";
const LINK_TITLE = 'Diz "Nós somos os melhores". Ligue & confira';
const ATTRIBUTE_PAGE = [
  "<h2>Portão deslizante</h2>",
  `<p>O motor move a folha pela cremalheira. <img src="/images/portao.webp" alt="${ALT}" title="${TITLE}"> A central recebe o sinal do controle.</p>`,
  `<p>Veja o <a href="/kits?a=1&amp;b=2" title="Diz &quot;Nós somos os melhores&quot;. Ligue &amp; confira">manual</a>. Atendimento 24 horas por dia.</p>`,
  "<p>Segundo a cliente Maria, “é o melhor serviço da cidade”. Lubrifique o trilho a cada seis meses.</p>",
  "<h3>Fim da página</h3><p>O sensor para a folha diante de um obstáculo.</p>",
].join("");

/** Well-formed: another parser reads the same tree; parsed again and serialised, identical. */
function expectWellFormed(html: string) {
  expect(serialiseHtml(parseHtml(html))).toBe(html);
  const root = parse(html);
  const img = root.querySelector("img");
  expect(img?.getAttribute("alt")).toBe(ALT);
  expect(img?.getAttribute("title")).toBe(TITLE);
  expect(root.querySelector("a")?.getAttribute("title")).toBe(LINK_TITLE);
  // No attribute swallowed the rest of the page.
  expect(root.querySelectorAll("p").length).toBeGreaterThanOrEqual(3);
  expect(root.querySelector("h3")?.text).toBe("Fim da página");
  expect(html).toContain("O sensor para a folha diante de um obstáculo.");
  expect(html).toContain("A central recebe o sinal do controle.");
}

describe("the HTML stage's one pass", () => {
  it("cuts a frozen fact from the text and never from an attribute, and flags without removing", () => {
    const staged = stageHtml(ATTRIBUTE_PAGE, { frozen: true, claims: { check: claimCheck(facts) } });
    expectWellFormed(staged.html);
    expect(staged.html).not.toContain("Atendimento 24 horas por dia.");
    expect(staged.html).toContain("Segundo a cliente Maria");
    expect(staged.flagged.map((f) => f.sentence)).toContain("Segundo a cliente Maria, “é o melhor serviço da cidade”.");
    for (const f of staged.flagged) expect(f.finding.verdict).toBe("remove");
    // A second pass leaves it unchanged.
    expect(stageHtml(staged.html, { frozen: true, claims: { check: claimCheck(facts) } }).html).toBe(staged.html);
    expect(sanitizeHtml(staged.html)).toBe(staged.html);
  });

  it("with `remove`, the flagged sentences go too, and the page is still whole", () => {
    const staged = stageHtml(ATTRIBUTE_PAGE, { frozen: true, claims: { check: claimCheck(facts), remove: true } });
    expectWellFormed(staged.html);
    expect(staged.html).not.toContain("Maria");
    expect(staged.html).toContain("Lubrifique o trilho a cada seis meses.");
    expect(staged.words.after).toBeLessThan(staged.words.before);
    expect(stageHtml(staged.html, { frozen: true, claims: { check: claimCheck(facts), remove: true } })).toMatchObject({
      html: staged.html,
      flagged: [],
    });
  });

  it("the allow-list alone keeps every attribute value whole, entities encoded", () => {
    const html = sanitizeHtml(ATTRIBUTE_PAGE);
    expectWellFormed(html);
    expect(html).toContain(`alt="${ALT}"`);
    expect(html).toContain('title="Diz &quot;Nós somos os melhores&quot;. Ligue &amp; confira"');
    expect(html).toContain('href="/kits?a=1&amp;b=2"');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("the text the gate measures holds no attribute, even one with '>' in it", () => {
    const html = sanitizeHtml('<p>Antes <img src="/images/a.webp" alt="seta > direita. Nota 5"> depois.</p>');
    expect(htmlText(html).replace(/\s+/g, " ").trim()).toBe("Antes depois.");
  });

  it("checkHtmlClaims works on the tree too", () => {
    const checked = checkHtmlClaims(sanitizeHtml(ATTRIBUTE_PAGE), facts);
    expectWellFormed(checked.html);
    expect(checked.removed.map((r) => r.sentence)).toContain(
      "Segundo a cliente Maria, “é o melhor serviço da cidade”.",
    );
  });
});

describe("a save and a view", () => {
  const page = {
    title: "Portão deslizante",
    slug: "portao-deslizante",
    description: "Resumo.",
    status: "published" as const,
  };

  it("the store stages a generator's text once, and the view renders it as stored", () => {
    const saved = cleanPage({ ...page, origin: "generator", content: ATTRIBUTE_PAGE });
    expect(saved.clean).toBe(SANITIZER_VERSION);
    expectWellFormed(saved.content);
    expect(saved.content).not.toContain("Atendimento 24 horas por dia.");
    expect(renderedHtml(saved)).toBe(saved.content);
    // Saved again (an edit that changes nothing): unchanged.
    expect(cleanPage({ ...page, origin: "generator", content: saved.content }).content).toBe(saved.content);
  });

  it("the seller's own words keep their facts; a record staged by older rules is staged when viewed", () => {
    const own = cleanPage({ ...page, origin: "seller", content: ATTRIBUTE_PAGE });
    expect(own.content).toContain("Atendimento 24 horas por dia.");
    expectWellFormed(own.content);
    const older = renderedHtml({ ...page, category: null, content: ATTRIBUTE_PAGE, clean: 1 });
    expectWellFormed(older);
    expect(older).not.toContain("Atendimento 24 horas por dia.");
    expect(older).toBe(cleanPage({ ...page, content: ATTRIBUTE_PAGE }).content);
  });
});

describe("the cuts run in linear time", () => {
  // Editing one text node once per sentence was quadratic: 20,000 cut sentences in one paragraph
  // (440 KB) took 7.9 s; each node is now rebuilt once from all its edits.
  it("a 440 KB paragraph of 20,000 frozen facts is cut in well under 2 s", () => {
    const html = `<p>${"Atendimento 24 horas. ".repeat(20_000)}</p><p>O motor abre o portão.</p>`;
    const started = performance.now();
    expect(stageHtml(html, { frozen: true }).html).toBe("<p>O motor abre o portão.</p>");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("8,000 sentences of one paragraph are marked in well under 2 s", () => {
    const html = `<p>${Array.from({ length: 8_000 }, (_, i) => `Frase número ${i}.`).join(" ")}</p>`;
    const started = performance.now();
    const out = markSentences(html, htmlSentences(html));
    expect(out.split("<mark ").length - 1).toBe(8_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
