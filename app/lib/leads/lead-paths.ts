// What a contact click may be counted for: the site's own pages and the place and product each
// one is about, from the catalogue (content/locations, content/kits, content/regional). A click
// link's `de` names the page; the place and product are read from the page, never from the link,
// so nothing a URL brings reaches the seller's dashboard as text.
import { kits } from "@content/kits";
import { allLocations, locationPath, placeLabel } from "@content/locations";
import { regionalPages } from "@content/regional";
import { SLUG_MAX } from "@content/text";
import { SLUG_PATTERN } from "~/lib/pages/slug";
import { sitemapGroups } from "~/lib/seo/public-routes";

export interface LeadPage {
  path: string;
  place: string | null;
  product: string | null;
}

/** Where a click from a page that is not one of the site's is counted: the "not found" page. */
export const UNKNOWN_PAGE = "/not-found";

let builtIn: Map<string, LeadPage> | null = null;

/** Every built-in public page (the sitemap's, generated pages aside), with its place and product. */
function builtInPages(): Map<string, LeadPage> {
  if (builtIn) return builtIn;
  const pages = new Map<string, LeadPage>();
  const add = (path: string, place: string | null = null, product: string | null = null) =>
    pages.set(path, { path, place, product });
  for (const group of sitemapGroups([])) {
    for (const link of [...group.links, ...(group.groups ?? []).flatMap((g) => g.links)]) add(link.path);
  }
  add(UNKNOWN_PAGE);
  // The same place and product the pages' own contact buttons name (routes' leadPlace/leadProduct).
  for (const location of allLocations) add(locationPath(location), placeLabel(location));
  for (const kit of kits) add(`/${kit.slug}`, kit.place, kit.name);
  for (const page of regionalPages) add(`/${page.slug}`, page.city);
  builtIn = pages;
  return pages;
}

export type LeadPath =
  | { kind: "built-in"; page: LeadPage }
  /** A generated page's address: counted only if that page exists and is published. */
  | { kind: "generated"; slug: string; page: LeadPage }
  | { kind: "unknown" };

/** The page a click link's `de` names, as the site knows it. */
export function leadPath(path: string): LeadPath {
  const known = builtInPages().get(path);
  if (known) return { kind: "built-in", page: known };
  const generated = /^\/(?:links-uteis|topicos)\/([^/]+)$/.exec(path);
  const slug = generated?.[1];
  if (slug && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug)) {
    return { kind: "generated", slug, page: { path, place: null, product: null } };
  }
  return { kind: "unknown" };
}

/** Page of a click that came from somewhere else than the site's pages. */
export const unknownPage = (): LeadPage => builtInPages().get(UNKNOWN_PAGE)!;
