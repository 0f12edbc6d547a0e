import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pagesForSitemap, sitemapUnavailable } from "~/http/listing.server";
import { jobsForRender } from "~/http/jobs.server";

import { URLS_PER_SITEMAP, sitemapLinks, urlsetXml, xmlResponse } from "~/lib/seo/sitemap-xml";
import { notFound } from "~/http/not-found";

/** /sitemap/{n}.xml: one part of the index, used once the site passes URLS_PER_SITEMAP URLs. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const [pages, shown] = await Promise.all([pagesForSitemap(request, context), jobsForRender(request, context)]);
  if (!pages) return sitemapUnavailable();
  const links = sitemapLinks(pages, shown, context.identity.updatedAt);
  const part = Number(params.part);
  const parts = Math.ceil(links.length / URLS_PER_SITEMAP);
  if (!Number.isInteger(part) || part < 1 || part > parts || parts < 2) {
    throw notFound(request);
  }
  const start = (part - 1) * URLS_PER_SITEMAP;
  return xmlResponse(urlsetXml(context.services.origin, links.slice(start, start + URLS_PER_SITEMAP)));
}
