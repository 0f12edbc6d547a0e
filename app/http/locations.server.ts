import { redirect } from "@remix-run/cloudflare";
import { findLocation, locationPath } from "@content/locations";
import type { Location } from "@content/types";
import { slugify } from "~/lib/pages/slug";
import { notFound } from "./not-found";

/**
 * Resolves a location slug for `/cidades/{slug}` or `/local/{slug}`. Only an exact match after
 * normalisation counts; a non-canonical spelling or the other URL family answers 301 to the
 * canonical URL, so each place has one indexable address. Unknown slugs are 404.
 */
export function resolveLocation(rawSlug: string | undefined, requestUrl: string): Location {
  const raw = rawSlug ?? "";
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // keep the raw text: a malformed escape simply will not match
  }
  const location = findLocation(slugify(decoded));
  if (!location) {
    throw notFound(requestUrl);
  }
  const canonical = locationPath(location);
  if (new URL(requestUrl).pathname !== canonical) throw redirect(canonical, 301);
  return location;
}
