// An optional part dropped between two full stops leaves one: the home hero read "horas.." until
// the seller saved "Ofertas e garantias".
import { describe, expect, it } from "vitest";
import { fillClaims } from "@content/claims";

const HERO = "Instalado em 2 a 4 horas.[ A partir de {priceFrom}][ em até {instalments}].";

describe("punctuation around dropped optional parts", () => {
  it("ends with one full stop when every optional part is dropped", () => {
    expect(fillClaims(HERO, { priceFrom: null, instalments: null })).toBe("Instalado em 2 a 4 horas.");
  });

  it("keeps the sentence the parts make when they are filled", () => {
    expect(fillClaims(HERO, { priceFrom: "R$ 1.490", instalments: "10x" })).toBe(
      "Instalado em 2 a 4 horas. A partir de R$ 1.490 em até 10x.",
    );
  });

  it("leaves an ellipsis alone", () => {
    expect(fillClaims("E mais...[ {priceFrom}]", { priceFrom: null })).toBe("E mais...");
  });
});
