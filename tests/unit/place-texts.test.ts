// Place texts that match the data: a place page names as served only places the site serves
// (each has a page), and no built-in text speaks of how the seller's teams work.
import { describe, expect, it } from "vitest";
import { allLocations, findLocation } from "@content/locations";
import { buildLocationView, servedNearby } from "~/lib/seo/location-view";

describe("Também atendemos", () => {
  it("leaves out Mairiporã, outside the served area, on Tremembé's page", () => {
    const view = buildLocationView(findLocation("tremembe")!);
    expect(view.nearby.map((n) => n.name)).not.toContain("Mairiporã");
    expect(view.nearby.length).toBeGreaterThan(0);
    expect(servedNearby(findLocation("tremembe")!)).not.toContain("Mairiporã");
  });

  it("names on every place page only places with a page of their own", () => {
    const unserved = allLocations.flatMap((l) =>
      buildLocationView(l)
        .nearby.filter((n) => !n.href)
        .map((n) => `${l.slug}: ${n.name}`),
    );
    expect(unserved).toEqual([]);
  });
});

describe("built-in place texts", () => {
  it("say nothing of how the seller's teams leave in the morning", () => {
    const said = allLocations.filter((l) => JSON.stringify(l).includes("equipes saem")).map((l) => l.slug);
    expect(said).toEqual([]);
  });
});
