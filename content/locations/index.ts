import type { Location, LocationGroup } from "../types";
import { abcd, demaisCidades, freeShippingCities, grandesCidades, outrasCidades, saoPaulo } from "./cidades";
import { guarulhosBairros, osascoBairros } from "./osasco-guarulhos";
import { spCentro, spNorte, spOeste } from "./sao-paulo-centro-norte-oeste";
import { spLeste, spSul } from "./sao-paulo-sul-leste";

export {
  abcd,
  demaisCidades,
  freeShippingCities,
  grandesCidades,
  guarulhosBairros,
  osascoBairros,
  outrasCidades,
  saoPaulo,
};
export { spCentro, spLeste, spNorte, spOeste, spSul };

export const cities: Location[] = [...saoPaulo, ...grandesCidades, ...abcd, ...outrasCidades, ...demaisCidades];

/** Every neighbourhood, São Paulo zones first, then Osasco and Guarulhos. */
export const neighbourhoods: Location[] = [
  ...spCentro,
  ...spNorte,
  ...spSul,
  ...spLeste,
  ...spOeste,
  ...osascoBairros,
  ...guarulhosBairros,
];

export const allLocations: Location[] = [...cities, ...neighbourhoods];

const bySlug = new Map(allLocations.map((l) => [l.slug, l]));

export function findLocation(slug: string): Location | undefined {
  return bySlug.get(slug);
}

export function locationsInGroup(group: LocationGroup): Location[] {
  return allLocations.filter((l) => l.group === group);
}

/** Public URL of a location: cities live under /cidades, neighbourhoods under /local. */
export function locationPath(location: Pick<Location, "kind" | "slug">): string {
  return location.kind === "cidade" ? `/cidades/${location.slug}` : `/local/${location.slug}`;
}

/** 'na Sé', 'no Centro', 'nos Pimentas', 'em Santana': the place after a verb of place. */
export function inPlace(location: Pick<Location, "prep" | "name">): string {
  return `${location.prep} ${location.name}`;
}

/**
 * The name shown in links and lists: 'Centro (Osasco)' where another served place has the same
 * name ('Centro' of Guarulhos, 'Bela Vista' of São Paulo), the bare name otherwise.
 */
export function displayName(location: Location): string {
  const shared = allLocations.some((l) => l !== location && l.name === location.name);
  return shared ? `${location.name} (${location.city})` : location.name;
}

/** 'Vila Yara, Osasco' / 'Santo André' — how a place is named in text and chat messages. */
export function placeLabel(location: Location): string {
  return location.kind === "bairro" ? `${location.name}, ${location.city}` : location.name;
}
