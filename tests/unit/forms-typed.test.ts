// Forms accept what people type: a Google review link pasted without https://, instalments
// written as on a price tag ("10x"), and a year's bound printed as a year (2026, never 2.026).
import { describe, expect, it } from "vitest";
import { IDENTITY_FORM } from "../support/identity-form";
import { CLAIM_FIELDS, claimsFormSchema } from "~/lib/identity/claims-form";
import { identityFormSchema } from "~/lib/identity/identity";

const IDENTITY = IDENTITY_FORM;

const NOW = new Date("2026-11-29T12:00:00Z");
const claims = (fields: Record<string, string>) =>
  claimsFormSchema(["São Paulo"], NOW).safeParse({
    ...Object.fromEntries(CLAIM_FIELDS.filter((f) => f !== "emergency24h").map((f) => [f, ""])),
    freeInstallCities: [],
    ...fields,
  });

describe("the Google review link", () => {
  it("is accepted without https:// and stored with it", () => {
    const out = identityFormSchema.safeParse({ ...IDENTITY, googleReviewUrl: "g.page/r/CabcdefGhij123/review" });
    expect(out.success).toBe(true);
    expect(out.data?.googleReviewUrl).toBe("https://g.page/r/CabcdefGhij123/review");
  });

  it("is still refused on another site or over http", () => {
    for (const url of ["exemplo.com/r/CabcdefGhij123/review", "http://g.page/r/CabcdefGhij123/review"])
      expect(identityFormSchema.safeParse({ ...IDENTITY, googleReviewUrl: url }).success, url).toBe(false);
  });
});

describe("Ofertas e garantias", () => {
  it.each(["10x", "10X", "10 x", "10 vezes", "10"])("accepts instalments typed %s as 10", (typed) => {
    const out = claims({ instalments: typed });
    expect(out.success).toBe(true);
    expect(out.data?.instalments).toBe(10);
  });

  it("still refuses instalments that are no number", () => {
    expect(claims({ instalments: "dez" }).success).toBe(false);
    expect(claims({ instalments: "x" }).success).toBe(false);
  });

  it("prints a year's bound as a year", () => {
    const out = claims({ foundedYear: "2099" });
    expect(out.success).toBe(false);
    const message = out.error!.issues[0]!.message;
    expect(message).toContain("entre 1900 e 2026");
    expect(message).not.toContain("2.026");
  });
});
