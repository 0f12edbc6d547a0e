// A place page's meta tags and JSON-LD, from its view (lib/seo/location-view.ts).
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { locationPath, placeLabel } from "@content/locations";
import type { LocationView } from "~/components/LocationPage";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";
import { seo } from "./seo";

export function locationMeta(view: LocationView, origin: string): MetaDescriptor[] {
  const { location } = view;
  return [
    ...seo({
      title: location.title,
      description: location.description,
      path: locationPath(location),
      origin,
      jsonLd: [localBusinessLd(origin, [placeLabel(location), ...location.nearby]), breadcrumbLd(origin, view.crumbs)],
    }),
    { name: "keywords", content: location.keywords.join(", ") },
  ];
}
