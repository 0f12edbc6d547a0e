// The claims check against its corpus (tests/unit/claims-corpus.ts): no false statement survives,
// at least 95 % of the true ones are kept; and the rules that make it fail closed.
import { defaultClaims } from "@content/claims";
import { allLocations } from "@content/locations";
import { describe, expect, it } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { durationsIn, numbersIn } from "~/lib/claims/numbers-pt";
import { CONFIRMED, FALSE_STATEMENTS, TRUE_STATEMENTS } from "./claims-corpus";

const facts: ClaimFacts = {
  claims: CONFIRMED,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
  city: "São Paulo",
};

describe("claims check corpus", () => {
  it("holds at least 80 false and 40 true statements", () => {
    expect(FALSE_STATEMENTS.length).toBeGreaterThanOrEqual(80);
    expect(TRUE_STATEMENTS.length).toBeGreaterThanOrEqual(40);
  });

  it("removes every false statement", () => {
    const survivors = FALSE_STATEMENTS.filter((s) => !checkSentence(s, facts).removed);
    expect(survivors).toEqual([]);
  });

  it("keeps at least 95 % of the true statements", () => {
    const lost = TRUE_STATEMENTS.filter((s) => checkSentence(s, facts).removed);
    const kept = 1 - lost.length / TRUE_STATEMENTS.length;
    expect({ kept: kept >= 0.95, lost }).toEqual({ kept: true, lost: expect.any(Array) });
    // Every true statement lost is listed here when the figure drops, so the cause is plain.
    expect(lost.length).toBeLessThanOrEqual(Math.floor(TRUE_STATEMENTS.length * 0.05));
  });

  it("says why a sentence goes, naming the confirmed value it contradicts", () => {
    const checked = checkSentence("Todos os serviços têm garantia de um ano.", {
      ...facts,
      claims: { ...CONFIRMED, warranty: { factoryYears: null, extendedYears: null, serviceDays: 90 } },
    });
    expect(checked.removed).toBe(true);
    expect(checked.findings[0]).toMatchObject({ kind: "garantia", verdict: "remove" });
    expect(checked.findings[0]!.reason).toContain("90 dias");
  });
});

describe("opening hours", () => {
  // The site writes the seller's saved hours into its texts ("das 7h30 às 17h"): clock times, not a
  // term to reply in. Read as 17 hours against a confirmed 4, they were cut from 12 built-in pages.
  // (Whether hours may be stated at all is the "horário" rule's: the identity's hours, not a claim.)
  const replyTerm = (sentence: string) =>
    checkSentence(sentence, facts).findings.find((f) => f.kind === "prazo de atendimento")?.verdict;
  it("are clock times, not a reply term: they agree, and a reply term beside them is still read", () => {
    for (const sentence of [
      "Atendemos de segunda a sexta, das 7h30 às 17h, e no sábado, das 8h às 12h.",
      "O atendimento comercial funciona de segunda a sexta, das 7h30 às 17h, e no sábado, das 8h às 12h.",
      "Nosso horário de atendimento: segunda a sexta, das 7h30 às 17h; sábado, das 8h às 12h.",
      "A equipe atende até as 18h e retorna em até 4 horas.",
      // A warranty's term in days, with the technician coming back under it: no reply term.
      "O conserto tem 90 dias de garantia sobre o serviço: se o mesmo defeito voltar nesse período, o técnico retorna ao seu endereço sem cobrar nova mão de obra.",
    ])
      expect(replyTerm(sentence), sentence).not.toBe("remove");
    expect(replyTerm("Atendemos das 8h às 18h e retornamos em até 48 horas.")).toBe("remove");
    expect(replyTerm("Atendemos das 8h às 18h e retornamos em até 1 hora.")).toBe("remove");
  });
});

describe("fails closed", () => {
  const none: ClaimFacts = { ...facts, claims: defaultClaims };
  it.each(TRUE_STATEMENTS.slice(0, 18))("a claim the seller has not confirmed goes: %s", (s) => {
    expect(checkSentence(s, none).removed).toBe(true);
  });

  it("an opening speed the seller did not confirm goes, unless it warns of a moving gate", () => {
    // The guide's built-in sentence (content/topics/part2.ts): "ninguém quer ficar parado" is no warning.
    const speed =
      "Conforme o modelo escolhido, o portão completa a abertura em 4, 8 ou 16 segundos, o que faz diferença em ruas movimentadas, onde ninguém quer ficar parado com o carro na calçada.";
    expect(checkSentence(speed, none).removed).toBe(true);
    expect(
      checkSentence("O portão fecha em 20 segundos, por isso ninguém deve passar com ele em movimento.", none).removed,
    ).toBe(false);
  });

  it("keeps plain technical text with nothing confirmed", () => {
    for (const s of TRUE_STATEMENTS.slice(19, 36)) expect(checkSentence(s, none), s).toMatchObject({ removed: false });
  });

  it("free installation holds only in a city the seller listed", () => {
    const s = "A instalação grátis vale para quem mora aqui.";
    expect(checkSentence(s, { ...facts, city: "Guarulhos" }).removed).toBe(false);
    expect(checkSentence(s, { ...facts, city: "Osasco" }).removed).toBe(true);
    expect(checkSentence(s, { ...facts, city: undefined }).removed).toBe(true);
  });
});

describe("numbers in Portuguese", () => {
  it("reads digits and words", () => {
    expect(numbersIn("trezentas e cinquenta avaliacoes").map((n) => n.value)).toEqual([350]);
    expect(numbersIn("mais de 1.500 clientes e 4,9 de nota").map((n) => n.value)).toEqual([1500, 4.9]);
    expect(numbersIn("dois mil e quinhentos portoes").map((n) => n.value)).toEqual([2500]);
    expect(numbersIn("2 mil clientes").map((n) => n.value)).toEqual([2000]);
  });
  it("reads durations in one scale (a year is 12 months)", () => {
    expect(durationsIn("garantia de um ano")[0]!.days).toBe(durationsIn("garantia de 12 meses")[0]!.days);
    expect(durationsIn("em vinte e quatro horas")[0]!.hours).toBe(24);
    expect(durationsIn("meia hora")[0]!.hours).toBe(0.5);
  });
});
