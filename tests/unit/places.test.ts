// Every place carries the preposition a São Paulo resident uses ('na Sé', 'no Centro', 'nos
// Pimentas', 'em Santana'), and headings built from it never read 'em Sé'.
import { describe, expect, it } from "vitest";
import { allLocations, displayName, inPlace } from "@content/locations";
import { buildLocationView } from "~/lib/seo/location-view";

describe("places in Portuguese", () => {
  it("gives every place a preposition", () => {
    const missing = allLocations.filter((l) => !["em", "no", "na", "nos", "nas"].includes(l.prep));
    expect(missing.map((l) => l.slug)).toEqual([]);
  });

  it("uses the article where São Paulo says it", () => {
    const bySlug = (slug: string) => inPlace(allLocations.find((l) => l.slug === slug)!);
    expect(bySlug("se")).toBe("na Sé");
    expect(bySlug("centro-osasco")).toBe("no Centro");
    expect(bySlug("mooca")).toBe("na Mooca");
    expect(bySlug("pimentas")).toBe("nos Pimentas");
    expect(bySlug("santana")).toBe("em Santana");
    expect(bySlug("tatuape")).toBe("no Tatuapé");
    expect(bySlug("sao-paulo")).toBe("em São Paulo");
  });

  it("never writes 'em' before a place that takes an article in any page heading", () => {
    const wrong = allLocations
      .filter((l) => l.prep !== "em")
      .map((l) => buildLocationView(l).heading)
      .filter((h) => / em (?!São Paulo|Osasco|Guarulhos)[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/.test(h));
    expect(wrong).toEqual([]);
    expect(buildLocationView(allLocations.find((l) => l.slug === "se")!).heading).toBe("Portão Automático na Sé");
  });

  it("disambiguates names two places share", () => {
    const centros = allLocations.filter((l) => l.name === "Centro").map(displayName);
    expect(centros.sort()).toEqual(["Centro (Guarulhos)", "Centro (Osasco)"]);
    const belaVista = allLocations.filter((l) => l.name === "Bela Vista").map(displayName);
    expect(belaVista.sort()).toEqual(["Bela Vista (Osasco)", "Bela Vista (São Paulo)"]);
  });
});
