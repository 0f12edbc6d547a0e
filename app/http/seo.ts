import type { MetaDescriptor } from "@remix-run/cloudflare";
import { business, currentIdentity, isLaunched } from "@content/business";
import { currentClaimTokens } from "@content/claimed";
import { fillClaims } from "@content/claims";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/cidades/santo-andre'. */
  path: string;
  /** Site origin from the public layout's loader (SITE_URL). */
  origin: string;
  noindex?: boolean;
  /** A 404 answer: kept out of the index, and no canonical (it is no page to point at). */
  notFound?: boolean;
  ogType?: "website" | "article" | "product";
  image?: string;
  jsonLd?: object[];
}

/** The one helper that gives every route its title, description, canonical, Open Graph and robots. */
export function seo({
  title: rawTitle,
  description: rawDescription,
  path,
  origin,
  noindex = false,
  notFound = false,
  ogType = "website",
  image = "/images/og-kit-ppa.png",
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  // Texts may state the seller's claims as tokens (content/claims.ts): filled in here, once.
  const tokens = currentClaimTokens();
  const title = fillClaims(rawTitle, tokens);
  const description = fillClaims(rawDescription, tokens);
  // While the phone is the placeholder the Worker sends X-Robots-Tag: noindex on every answer;
  // the meta tag says the same, so the two never disagree.
  const robots = noindex || notFound || !isLaunched(currentIdentity()) ? "noindex, follow" : "index, follow";
  const url = `${origin}${path}`;
  const imageUrl = image.startsWith("http") ? image : `${origin}${image}`;
  return [
    { title },
    { name: "description", content: description },
    ...(notFound ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    { name: "robots", content: robots },
    { property: "og:type", content: ogType },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    // Structured data says what the page says: its texts' claims filled in as the page's are.
    ...jsonLd.map((data) => ({ "script:ld+json": fillStrings(data, tokens) })),
  ];
}

/** Every string of a JSON value with its claims filled in (content/claims.ts). */
function fillStrings<T>(value: T, tokens: Record<string, string | null>): T {
  if (typeof value === "string") return fillClaims(value, tokens) as T;
  if (Array.isArray(value)) return value.map((v) => fillStrings(v, tokens)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillStrings(v, tokens)])) as T;
  }
  return value;
}

/** The public layout's (routes/_site.tsx) origin as seen from a route's meta function. */
export function originFrom(matches: ReadonlyArray<{ id: string; data: unknown } | undefined>): string {
  const site = matches.find((m) => m?.id === "routes/_site")?.data;
  if (typeof site === "object" && site !== null && "origin" in site && typeof site.origin === "string") {
    return site.origin;
  }
  return "https://motoresppa.com.br";
}
