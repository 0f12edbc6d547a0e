/** robots.txt: everything public is crawlable, the admin area is not. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
