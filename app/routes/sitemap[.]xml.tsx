import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pagesForSitemap, sitemapUnavailable } from "~/http/listing.server";
import { jobsForRender } from "~/http/jobs.server";

import { URLS_PER_SITEMAP, sitemapLinks, sitemapIndexXml, urlsetXml, xmlResponse } from "~/lib/seo/sitemap-xml";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [pages, shown] = await Promise.all([pagesForSitemap(request, context), jobsForRender(request, context)]);
  if (!pages) return sitemapUnavailable();
  const links = sitemapLinks(pages, shown, context.identity.updatedAt);
  const origin = context.services.origin;
  if (links.length > URLS_PER_SITEMAP) {
    return xmlResponse(sitemapIndexXml(origin, Math.ceil(links.length / URLS_PER_SITEMAP)));
  }
  return xmlResponse(urlsetXml(origin, links));
}
