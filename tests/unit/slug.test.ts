import { describe, expect, it } from "vitest";
import { isCanonicalSlug, slugify } from "~/lib/pages/slug";

describe("slugify (slug rule)", () => {
  it.each([
    ["São Paulo", "sao-paulo"],
    ["Santo André", "santo-andre"],
    ["Freguesia do Ó", "freguesia-do-o"],
    ["Conceição", "conceicao"],
    ["  Vila   Yara  ", "vila-yara"],
    ["Conserto de Portão – Zona Sul!", "conserto-de-portao-zona-sul"],
    ["Motor PPA 1/4 HP (deslizante)", "motor-ppa-14-hp-deslizante"],
    ["a---b", "a-b"],
    ["--começo e fim--", "comeco-e-fim"],
    ["Km 18", "km-18"],
    ["ÁÉÍÓÚ âêô ãõ ç", "aeiou-aeo-ao-c"],
    ["snake_case texto", "snake-case-texto"],
    ["📍 Instalação em Moema - São Paulo - SP", "instalacao-em-moema-sao-paulo-sp"],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
    expect(isCanonicalSlug(expected)).toBe(true);
  });

  it("is idempotent", () => {
    for (const s of ["São Bernardo do Campo", "Vila Rio de Janeiro", "Portão não fecha?"]) {
      expect(slugify(slugify(s))).toBe(slugify(s));
    }
  });

  it("rejects non-canonical slugs", () => {
    for (const s of ["Sao-Paulo", "são-paulo", "a--b", "-a", "a b", ""]) expect(isCanonicalSlug(s)).toBe(false);
  });
});

describe("slugify of long titles", () => {
  it("keeps at most 120 characters, cut between words", () => {
    const title =
      "Conserto de portão automático deslizante com troca de cremalheira e ajuste de fim de curso em condomínio da Vila Mariana, São Paulo";
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slugify(title).startsWith("conserto-de-portao-automatico-deslizante")).toBe(true);
    expect(slug.endsWith("-")).toBe(false);
    expect(
      "conserto-de-portao-automatico-deslizante-com-troca-de-cremalheira-e-ajuste-de-fim-de-curso-em-condominio-da-vila-mariana-sao-paulo".startsWith(
        slug,
      ),
    ).toBe(true);
    expect(isCanonicalSlug(slug)).toBe(true);
    expect(slugify("a".repeat(200))).toHaveLength(120);
  });
});
