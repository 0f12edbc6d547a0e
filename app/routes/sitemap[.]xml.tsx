import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteUrl } from "~/lib/env.server";
import { pagesForRender } from "~/lib/listing.server";

import { allPublicLinks } from "~/lib/public-routes";
import { URLS_PER_SITEMAP, sitemapIndexXml, urlsetXml, xmlResponse } from "~/lib/sitemap-xml";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const links = allPublicLinks(await pagesForRender(request, context));
  const origin = siteUrl(env);
  if (links.length > URLS_PER_SITEMAP) {
    return xmlResponse(sitemapIndexXml(origin, Math.ceil(links.length / URLS_PER_SITEMAP)));
  }
  return xmlResponse(urlsetXml(origin, links));
}
