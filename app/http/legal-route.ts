import type { MetaFunction } from "@remix-run/cloudflare";
import { legalPages } from "@content/legal";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "./seo";

/** meta() of one of the three legal pages. */
export function legalMeta(slug: keyof typeof legalPages): MetaFunction {
  return ({ matches }) => {
    const origin = originFrom(matches);
    const page = legalPages[slug];
    const path = `/${slug}`;
    return seo({
      title: page.title,
      description: page.description,
      path,
      origin,
      jsonLd: [
        breadcrumbLd(origin, [
          { name: "Início", path: "/" },
          { name: page.heading, path },
        ]),
        localBusinessLd(origin),
      ],
    });
  };
}
