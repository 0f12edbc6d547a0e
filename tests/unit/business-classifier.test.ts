// The claims check finds sentences about the business by what they say (app/lib/claims/business.ts):
// development examples written for the rules, one group per kind, in ordinary words and without
// digits; the honest technical and advice sentences that must pass; sentences that agree with the
// confirmed claims and stay. (The independent corpus is tests/unit/business-corpus.test.ts.)
import { defaultClaims } from "@content/claims";
import { allLocations } from "@content/locations";
import { describe, expect, it } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { ABOUT, AGREES, HONEST } from "./business-classifier-cases";
import { ABOUT_R10, HONEST_R10 } from "./business-classifier-cases-r10";
import { CONFIRMED } from "./claims-corpus";

const facts: ClaimFacts = {
  claims: CONFIRMED,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
  city: "São Paulo",
};

describe("sentences about the business are flagged", () => {
  for (const [kind, list] of Object.entries(ABOUT))
    it.each(list)(`${kind}: %s`, (s) => {
      expect(checkSentence(s, facts).removed).toBe(true);
    });
});

describe("sentences about the business are flagged (round 10)", () => {
  it.each(ABOUT_R10)("%s", (s) => {
    expect(checkSentence(s, facts).removed).toBe(true);
  });
});

describe("honest technical and advice sentences pass", () => {
  it.each([...HONEST, ...HONEST_R10])("%s", (s) => {
    expect(checkSentence(s, facts)).toMatchObject({ removed: false });
  });
});

describe("sentences that agree with the confirmed claims stay", () => {
  it.each(AGREES)("%s", (s) => {
    expect(checkSentence(s, facts)).toMatchObject({ removed: false });
  });
});

describe("a flag says why and which confirmed claim it contradicts", () => {
  it("names the confirmed warranty", () => {
    const f = checkSentence("Damos um ano de garantia em qualquer conserto.", facts).findings.find(
      (x) => x.verdict === "remove",
    );
    expect(f).toMatchObject({ kind: "garantia", claim: expect.stringContaining("90 dias") });
  });
  it("names the confirmed response time against 'em minutos'", () => {
    const f = checkSentence("Respondemos em minutos.", facts).findings.find((x) => x.verdict === "remove");
    expect(f?.claim).toContain("4 hora");
  });
  it("has no claim when the seller has none of that kind", () => {
    const f = checkSentence("Somos a empresa mais elogiada do bairro.", facts).findings.find(
      (x) => x.verdict === "remove",
    );
    expect(f?.reason).toBeTruthy();
    expect(f?.claim).toBeUndefined();
  });
});

describe("words that only open like a business word", () => {
  // "página depois…" read as "paga depois" (a payment term) warned the seller about his own
  // caption and turned a plain save into "confira o texto" (found by the e2e editor test).
  it("a page ('página') is not a payment; paying later still is", () => {
    const facts = {
      claims: defaultClaims,
      servedPlaces: [],
      companyName: "Motores PPA",
      year: 2026,
    };
    expect(checkSentence("Veja como ficou a página depois da instalação do motor deslizante.", facts).removed).toBe(
      false,
    );
    expect(checkSentence("Você só paga depois da instalação.", facts).removed).toBe(true);
  });
});
