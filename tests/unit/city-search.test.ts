import { describe, expect, it } from "vitest";
import { freeShippingCities } from "@content/locations";
import { filterCities } from "~/lib/seo/city-search";

describe("filterCities", () => {
  it("lists the 27 free-shipping cities when the query is empty", () => {
    expect(freeShippingCities).toHaveLength(27);
    expect(new Set(freeShippingCities).size).toBe(27);
    expect(filterCities(freeShippingCities, "  ")).toEqual(freeShippingCities);
  });

  it("matches a substring, ignoring case", () => {
    expect(filterCities(freeShippingCities, "OSAS")).toEqual(["Osasco"]);
    expect(filterCities(freeShippingCities, "santo")).toEqual(["Santo André"]);
    expect(filterCities(freeShippingCities, "do campo")).toEqual(["São Bernardo do Campo"]);
  });

  it("matches with or without accents", () => {
    expect(filterCities(freeShippingCities, "sao paulo")).toEqual(["São Paulo"]);
    expect(filterCities(freeShippingCities, "Mauá")).toEqual(["Mauá"]);
    expect(filterCities(freeShippingCities, "maua")).toEqual(["Mauá"]);
  });

  it("returns nothing for a city we do not serve", () => {
    expect(filterCities(freeShippingCities, "Campinas")).toEqual([]);
  });
});
