// A place page's meta tags and JSON-LD, from its view (lib/seo/location-view.ts).
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { business } from "@content/business";
import { claimed } from "@content/claimed";
import { inPlace, locationPath, placeLabel } from "@content/locations";
import type { Location } from "@content/types";
import type { LocationView } from "~/components/LocationPage";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";
import { seo } from "./seo";

/**
 * A place's title as written in content/ ("… | Motores PPA") ends with the company's name from
 * the identity; its summary loses a sentence with a claim the seller has not confirmed.
 */
export function locationTitle(location: Pick<Location, "title">): string {
  return location.title.replace(
    /(\|[^|]*?)Motores PPA(?: SP)?\s*$/,
    (_, before: string) => `${before}${business.name}`,
  );
}

export function locationMeta(view: LocationView, origin: string): MetaDescriptor[] {
  const { location } = view;
  const city = location.kind === "cidade" ? location.name : location.city;
  return [
    ...seo({
      title: locationTitle(location),
      // A summary made only of an unconfirmed claim gives way to a plain one.
      description:
        claimed(location.description, { city }) ||
        `Motor de portão PPA ${inPlace(location)}: kits, como é o atendimento e obras feitas na região.`,
      path: locationPath(location),
      origin,
      jsonLd: [
        localBusinessLd(origin, [placeLabel(location), ...view.nearby.map((n) => n.name)]),
        breadcrumbLd(origin, view.crumbs),
      ],
    }),
    { name: "keywords", content: location.keywords.join(", ") },
  ];
}
