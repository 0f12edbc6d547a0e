// The build's table of claim-free built-in texts (config/builtin-claim-free.ts) lets a render skip
// the claims check for them (app/lib/identity/claim-free.ts). That is only right while the check,
// which leaves such a text whole when the seller has confirmed nothing, also leaves it whole
// whatever he confirms and wherever the page is: this holds it, on content/'s own texts, so a
// change of the rules that breaks it fails here instead of changing a page.
import { defaultIdentity } from "@content/business";
import { describe, expect, it, vi } from "vitest";
import { proseOf } from "../../config/builtin-claim-free";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { dropUnconfirmedClaims } from "~/lib/claims/builtin-filter.server";
import { decodeTable, encodeTable, inTable, skippingClaimFree, textHash } from "~/lib/identity/claim-free";
import { withIdentity } from "~/lib/identity/identity.server";

const modules = Object.values(import.meta.glob<Record<string, unknown>>("../../content/**/*.ts", { eager: true }));
const texts = proseOf(modules);
const claimFree = withIdentity(defaultIdentity, () => texts.filter((t) => dropUnconfirmedClaims(t, undefined) === t));

describe("claim-free built-in texts", () => {
  it("are most of content/'s prose, and not all of it (the check does drop some)", () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(claimFree.length).toBeGreaterThan(texts.length / 2);
    expect(claimFree.length).toBeLessThan(texts.length);
  });

  it("stay whole under a launched seller's claims, in any city, and with only some claims confirmed", () => {
    const partial = {
      ...defaultIdentity,
      claims: { ...defaultIdentity.claims, warranty: { factoryYears: 1, extendedYears: null, serviceDays: 90 } },
    };
    const changed: string[] = [];
    const hold = (city: string | undefined, list: string[]) => {
      for (const t of list) if (dropUnconfirmedClaims(t, city) !== t) changed.push(`${city}: ${t}`);
    };
    // Every text with everything confirmed, in a city with free installation; one in five with
    // only the warranties confirmed and no city (the check takes ~1 ms a text).
    withIdentity(LAUNCH_IDENTITY, () => hold(LAUNCH_IDENTITY.claims.freeInstallCities[0], claimFree));
    withIdentity(partial, () =>
      hold(
        undefined,
        claimFree.filter((_, i) => i % 5 === 0),
      ),
    );
    expect(changed).toEqual([]);
  }, 20_000);

  it("are skipped by the filter, any other text is checked", () => {
    const check = vi.fn((text: string) => `${text}!`);
    const filter = skippingClaimFree(check, encodeTable(["Texto livre.", "Outro texto."]));
    expect(filter("Texto livre.", undefined)).toBe("Texto livre.");
    expect(check).not.toHaveBeenCalled();
    expect(filter("Texto livre", undefined)).toBe("Texto livre!");
    expect(filter("Garantia de 5 anos.", "Osasco")).toBe("Garantia de 5 anos.!");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("without a table (outside the build) every text is checked", () => {
    const check = vi.fn((text: string) => text);
    expect(skippingClaimFree(check, undefined)).toBe(check);
  });

  it("finds every text of a table by its hash and no other", () => {
    const sample = claimFree.slice(0, 300);
    const table = decodeTable(encodeTable(sample));
    expect(sample.every((t) => inTable(table, t))).toBe(true);
    expect(texts.filter((t) => !sample.includes(t) && inTable(table, t))).toEqual([]);
    expect(textHash("a")).not.toEqual(textHash("b"));
    // The table as built (48-bit keys): no other built-in text matches it.
    const kept = new Set(claimFree);
    const built = decodeTable(encodeTable(claimFree));
    expect(texts.filter((t) => !kept.has(t) && inTable(built, t))).toEqual([]);
  });
});
