// When the text of each group of pages last changed, for sitemap.xml's <lastmod> (search engines
// use it to decide what to recrawl, and ignore it when it is not accurate). Change a date in the
// same commit that changes that text; never the build or request time. Legal pages carry their
// own `updated`, the blog article its `published`, generated pages their `updated_at`.
export const contentUpdated = {
  /** content/home.ts, landing.ts, business.ts (facts shown on the home page). */
  home: "2026-11-22",
  /** content/guide.ts. */
  guide: "2026-11-22",
  /** content/faq.ts. */
  faq: "2026-11-22",
  /** content/services.ts. */
  services: "2026-11-22",
  /** The HTML sitemap: follows the list of pages. */
  sitemap: "2026-11-22",
  /** content/topics/. */
  topics: "2026-11-22",
  /** content/regional.ts. */
  regional: "2026-11-22",
  /** content/contact.ts (the /contato page; its facts come from "Dados da empresa"). */
  contact: "2026-11-23",
  /** content/locations/ and the local page template. */
  locations: "2026-11-22",
} as const;
