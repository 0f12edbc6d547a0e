// A place page's view (heading, crumbs, nearby places, kits): what its route renders and what the
// uniqueness gate measures as the page's text (gate/builtin-texts.server.ts).
import { kits } from "@content/kits";
import { allLocations, displayName, findLocation, inPlace, locationPath, placeLabel } from "@content/locations";
import type { Location } from "@content/types";
import type { LocationView } from "~/components/LocationPage";
import { messageForPlace } from "@content/contact";
import type { Crumb } from "~/lib/seo/schema";
import { slugify } from "@content/text";

/** How many places of the same zone or region a page links when its own list names too few. */
const REGION_LINKS = 6;

function cityOf(location: Location): Location | undefined {
  return location.kind === "bairro" ? findLocation(slugify(location.city)) : undefined;
}

/**
 * The page of a place named in `location.nearby`: a neighbourhood of the same city, or a city.
 * 'Centro' near Ribeirão Pires is Ribeirão Pires's centre, not Osasco's: names only match within
 * their own city, so a name without a page of its own stays plain text.
 */
function pageOfNearby(location: Location, name: string): Location | undefined {
  const city = location.kind === "cidade" ? location.name : location.city;
  return (
    allLocations.find((l) => l.kind === "bairro" && l.city === city && l.name === name) ??
    allLocations.find((l) => l.kind === "cidade" && l.name === name && l !== location)
  );
}

/** The nearby places the site serves (each has a page): the ones a page may say it serves too. */
export function servedNearby(location: Location): string[] {
  return location.nearby.filter((name) => pageOfNearby(location, name) !== undefined);
}

const linkTo = (l: Location): { name: string; href: string } => ({ name: displayName(l), href: locationPath(l) });

/** 'Portão Automático na Sé'; 'no Centro, em Osasco' where the name alone is shared. */
export function locationHeading(location: Location): string {
  if (location.kind === "cidade") return `Motor de Portão Automático ${inPlace(location)}`;
  const city = cityOf(location);
  const shared = displayName(location) !== location.name;
  return `Portão Automático ${inPlace(location)}${shared && city ? `, ${inPlace(city)}` : ""}`;
}

export function buildLocationView(location: Location): LocationView {
  const city = cityOf(location);
  const crumbs: Crumb[] = [{ name: "Início", path: "/" }];
  if (city) crumbs.push({ name: city.name, path: locationPath(city) });
  crumbs.push({ name: displayName(location), path: locationPath(location) });
  const children =
    location.kind === "cidade"
      ? allLocations.filter((l) => l.kind === "bairro" && l.city === location.name).map(linkTo)
      : [];
  // "Também atendemos" names only places the site serves (those with a page of their own): a
  // neighbour such as Mairiporã, outside the served area, is no place the seller said he serves.
  const nearby = location.nearby.flatMap((name) => {
    const page = pageOfNearby(location, name);
    return page ? [linkTo(page)] : [];
  });
  // Places of the same zone or region, so every page links its neighbours even when the
  // places its copy names have no page of their own.
  const linked = new Set(nearby.flatMap((n) => (n.href ? [n.href] : [])));
  const region = allLocations
    .filter(
      (l) => l !== location && l.group === location.group && l.kind === location.kind && !linked.has(locationPath(l)),
    )
    .slice(0, REGION_LINKS)
    .map(linkTo);
  return {
    location,
    heading: locationHeading(location),
    place: inPlace(location),
    message: messageForPlace(placeLabel(location)),
    crumbs,
    nearby,
    region,
    children,
    kits: kits.filter((k) => k.location.slug === location.slug).map((k) => ({ name: k.name, href: `/${k.slug}` })),
    parent: city ? linkTo(city) : null,
  };
}
