import { type SitemapLink, allPublicLinks } from "./public-routes";

/**
 * URLs per sitemap file; past it /sitemap.xml becomes an index of parts. The protocol allows
 * 50,000, but writing a file's XML costs the Worker ~2 ms CPU a thousand URLs: parts of 1,000 keep
 * a crawler's request of one within Workers Free's 10 ms at thousands of pages (`npm run
 * scale-check`).
 */
export const URLS_PER_SITEMAP = 1_000;

let lastLinks: { args: Parameters<typeof allPublicLinks>; links: SitemapLink[] } | null = null;

/**
 * allPublicLinks of the isolate's listing and jobs copies, kept while they are the same objects:
 * the index and each part of the sitemap ask for the same list, which at 10,000 pages costs more
 * CPU than writing a part's XML.
 */
export function sitemapLinks(...args: Parameters<typeof allPublicLinks>): SitemapLink[] {
  if (lastLinks && args.every((a, i) => a === lastLinks!.args[i])) return lastLinks.links;
  const links = allPublicLinks(...args);
  lastLinks = { args, links };
  return links;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

export function urlsetXml(origin: string, links: SitemapLink[]): string {
  const urls = links
    .map((l) => {
      const lastmod = l.lastmod ? `<lastmod>${escapeXml(l.lastmod)}</lastmod>` : "";
      return `<url><loc>${escapeXml(origin + l.path)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${i + 1}.xml`)}</loc></sitemap>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
