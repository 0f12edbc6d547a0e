// Flagged sentences kept for the seller's decision: sentences found on the parsed tree (never in
// attributes), marked where they stand, edited in place; a decision recorded with its date, and
// the summary made only of decided text.
import { defaultClaims } from "@content/claims";
import { allLocations } from "@content/locations";
import { describe, expect, it } from "vitest";
import type { ClaimFacts } from "~/lib/claims/claims-check";
import { flagHtml, flagText } from "~/lib/claims/flag-html";
import { editSentences, htmlSentences, markSentences } from "~/lib/html-stage/sentences";
import { undecidedFlags, type PageFlag } from "~/lib/pages/page-record";
import { decideFlag, decidedSummary } from "~/lib/review-queue/decisions";

const facts: ClaimFacts = {
  claims: defaultClaims,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
};

const LIE = "Temos nota 4,9 no Google e mais de trezentas avaliações de clientes.";
const TECH = "O motor deslizante precisa de uma cremalheira bem alinhada para funcionar sem ruído.";
const HTML = `<h2>Manutenção</h2><p>${TECH} ${LIE}</p><p><img alt="Portão novo. Atendimento 24 horas" src="/a.webp"> Lubrifique a <strong>cremalheira</strong> a cada seis meses para evitar desgaste.</p>`;

describe("sentences of an HTML text", () => {
  it("lists the text's sentences in order, never an attribute's", () => {
    const sentences = htmlSentences(HTML);
    expect(sentences).toEqual([
      "Manutenção",
      TECH,
      LIE,
      "Lubrifique a cremalheira a cada seis meses para evitar desgaste.",
    ]);
  });

  it("marks a sentence where it stands, across inline elements, leaving attributes whole", () => {
    const marked = markSentences(HTML, [LIE, "Lubrifique a cremalheira a cada seis meses para evitar desgaste."]);
    expect(marked).toContain(`<mark data-flag="0">${LIE}</mark>`);
    expect(marked).toContain(
      '<mark data-flag="1">Lubrifique a </mark><strong><mark data-flag="1">cremalheira</mark></strong>',
    );
    expect(marked).toContain('alt="Portão novo. Atendimento 24 horas"');
  });

  it("replaces or removes a sentence and drops the blocks and headings it empties", () => {
    const rewritten = editSentences(HTML, new Map([[LIE, "Peça uma visita pelo WhatsApp."]]));
    expect(rewritten).toContain(`<p>${TECH} Peça uma visita pelo WhatsApp.</p>`);
    const html = `<h2>Clientes</h2><p>${LIE}</p><h2>Segurança</h2><ul><li>${LIE}</li></ul><p>${TECH}</p>`;
    expect(editSentences(html, new Map([[LIE, null]]))).toBe(`<h2>Segurança</h2><p>${TECH}</p>`);
  });

  it("keeps text with entities and quotes well-formed", () => {
    const html = `<p>Portões &amp; motores “PPA”. ${LIE}</p>`;
    expect(editSentences(html, new Map([[LIE, null]]))).toBe("<p>Portões &amp; motores “PPA”.</p>");
  });
});

describe("flagging keeps every sentence", () => {
  it("flags the invented sentence and leaves the HTML as it was", () => {
    const { html, flags } = flagHtml(HTML, facts);
    expect(html).toBe(HTML);
    expect(flags.map((f) => f.sentence)).toContain(LIE);
    expect(flags.every((f) => f.field === "content" && f.reason !== "")).toBe(true);
    expect(flags.map((f) => f.sentence)).not.toContain(TECH);
  });

  it("checks a title and a summary as text", () => {
    expect(flagText("Somos a melhor empresa de portões de São Paulo", "title", facts)).toHaveLength(1);
    expect(flagText(`${TECH} ${LIE}`, "description", facts).map((f) => f.sentence)).toEqual([LIE]);
  });
});

describe("the seller's decisions", () => {
  const now = new Date("2026-11-29T10:00:00.000Z");
  const flags: PageFlag[] = [
    { field: "title", sentence: "A melhor empresa de portões", kind: "superlativo", reason: "superlativo" },
    { field: "content", sentence: LIE, kind: "avaliação", reason: "avaliação não confirmada" },
  ];
  const page = {
    title: "A melhor empresa de portões",
    description: "Resumo técnico.",
    content: `<p>${LIE}</p><p>${TECH}</p>`,
    review: { flags },
  };

  it("counts the undecided flags", () => {
    expect(undecidedFlags(page.review)).toBe(2);
    expect(undecidedFlags(undefined)).toBe(0);
  });

  it("keep records the decision with its date and leaves the text", () => {
    const out = decideFlag(page, 1, LIE, { action: "keep" }, now);
    expect(out.ok && out.page.content).toBe(page.content);
    expect(out.ok && out.page.review.flags[1]!.decision).toEqual({ action: "keep", at: now.toISOString() });
    expect(out.ok && undecidedFlags(out.page.review)).toBe(1);
  });

  it("rewrite puts his words in place, remove takes the sentence out", () => {
    const rewritten = decideFlag(page, 1, LIE, { action: "rewrite", text: "  Atendemos  com hora marcada. " }, now);
    expect(rewritten.ok && rewritten.page.content).toBe(`<p>Atendemos com hora marcada.</p><p>${TECH}</p>`);
    const removed = decideFlag(page, 1, LIE, { action: "remove" }, now);
    expect(removed.ok && removed.page.content).toBe(`<p>${TECH}</p>`);
    const title = decideFlag(page, 0, page.title, { action: "rewrite", text: "Portões automáticos" }, now);
    expect(title.ok && title.page.title).toBe("Portões automáticos");
  });

  it("refuses a stale or impossible decision", () => {
    expect(decideFlag(page, 1, "outra frase", { action: "keep" }, now)).toMatchObject({ ok: false, status: 409 });
    expect(decideFlag(page, 9, LIE, { action: "keep" }, now)).toMatchObject({ ok: false, status: 404 });
    expect(decideFlag(page, 0, page.title, { action: "remove" }, now)).toMatchObject({ ok: false, status: 422 });
  });

  it("makes the summary only of sentences nobody flagged or the seller kept", () => {
    const content = `<p>${LIE} ${TECH}</p>`;
    expect(decidedSummary(content, flags, "Título")).toBe(TECH);
    const kept = flags.map((f) => ({ ...f, decision: { action: "keep" as const, at: now.toISOString() } }));
    expect(decidedSummary(content, kept, "Título")).toContain("Temos nota 4,9");
  });
});
