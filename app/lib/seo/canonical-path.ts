// One address per page: every public URL family answers other spellings of its path (capitals,
// a trailing slash, accents or spaces in a slug, a place under the other family's prefix) with
// one 301 straight to the canonical path,
// before any route runs. Routes keep their own slug checks for what this cannot know (a renamed
// page's redirect, an unknown slug's 404).
import { cities, locationPath, neighbourhoods } from "@content/locations";
import { slugify } from "@content/text";

/** Families whose last segment is a slug: /local/x, /cidades/x, /topicos/x, /links-uteis/x. */
const SLUG_FAMILIES = new Set(["local", "cidades", "topicos", "links-uteis"]);

/** Index paths of a family with nothing of their own: where they send the visitor (301). */
export const FAMILY_FALLBACKS: Record<string, string> = {
  "/local": "/",
  "/cidades": "/sitemap#cidades",
};

const citySlugs = new Set(cities.map((c) => c.slug));
const neighbourhoodSlugs = new Set(neighbourhoods.map((n) => n.slug));

/** A place asked for under the other family (a neighbourhood under /cidades): its own address. */
function placePath(family: string, slug: string): string {
  if (family === "cidades" && !citySlugs.has(slug) && neighbourhoodSlugs.has(slug))
    return locationPath({ kind: "bairro", slug });
  if (family === "local" && !neighbourhoodSlugs.has(slug) && citySlugs.has(slug))
    return locationPath({ kind: "cidade", slug });
  return `/${family}/${slug}`;
}

/** The sitemap and its parts (routes/sitemap[.]xml.tsx, routes/sitemap.$part[.]xml.tsx). */
const SITEMAP = /^\/sitemap(?:\/[a-z0-9-]+)?\.xml$/;

/** Paths this rule leaves alone: the admin, the contact endpoints, internal and file paths. */
function exempt(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.startsWith("/admin") || lower.startsWith("/contato") || lower.startsWith("/__") || lower.includes(".");
}

/**
 * The canonical form of a public path, or null when it already is one (or is not a page path).
 * Lower case, no trailing slash, and the slug of a family page normalised as the site writes it.
 */
export function canonicalPath(pathname: string): string | null {
  // The sitemaps are files, yet '/sitemap.xml/' or '/SITEMAP.XML' would answer the same one twice.
  const sitemap = SITEMAP.exec(pathname.toLowerCase().replace(/\/+$/, ""))?.[0];
  if (sitemap) return sitemap === pathname ? null : sitemap;
  if (pathname === "/" || exempt(pathname)) return null;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // a malformed escape: the route answers it (404)
  }
  const segments = decoded
    .replace(/\/+$/, "")
    .split("/")
    .slice(1)
    .map((s) => s.toLowerCase());
  if (segments.length === 0) return "/";
  const [first, second] = segments;
  let path: string;
  if (segments.length === 2 && SLUG_FAMILIES.has(first!)) {
    const slug = slugify(second!);
    path = slug ? placePath(first!, slug) : `/${first}`;
  } else if (segments.length === 1) {
    const slug = slugify(first!);
    path = slug ? `/${slug}` : "/";
  } else {
    path = `/${segments.map((s) => encodeURIComponent(s)).join("/")}`;
  }
  path = FAMILY_FALLBACKS[path] ?? path;
  return path === pathname ? null : path;
}

/** The 301 a GET or HEAD of a non-canonical public path gets, or null. */
export function canonicalRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const target = canonicalPath(url.pathname);
  if (target === null) return null;
  const [path, hash] = target.split("#");
  const location = `${path}${url.search}${hash ? `#${hash}` : ""}`;
  return new Response(null, { status: 301, headers: { Location: location, "Cache-Control": "public, max-age=3600" } });
}
