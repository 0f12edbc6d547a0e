import type { MetaDescriptor } from "@remix-run/cloudflare";
import { localFaq } from "@content/faq";
import { kits } from "@content/kits";
import { allLocations, findLocation, locationPath, placeLabel } from "@content/locations";
import { testimonialsFor } from "@content/testimonials";
import type { Location } from "@content/types";
import type { LocationView } from "~/components/LocationPage";
import { messageForPlace } from "~/lib/contact";
import { breadcrumbLd, faqPageLd, localBusinessLd, type Crumb } from "~/lib/schema";
import { seo } from "~/lib/seo";
import { slugify } from "~/lib/slug";

function cityOf(location: Location): Location | undefined {
  return location.kind === "bairro" ? findLocation(slugify(location.city)) : undefined;
}

export function buildLocationView(location: Location): LocationView {
  const place = placeLabel(location);
  const city = cityOf(location);
  const crumbs: Crumb[] = [{ name: "Início", path: "/" }];
  if (city) crumbs.push({ name: city.name, path: locationPath(city) });
  crumbs.push({ name: location.name, path: locationPath(location) });
  const children =
    location.kind === "cidade"
      ? allLocations
          .filter((l) => l.kind === "bairro" && l.city === location.name)
          .map((l) => ({ name: l.name, href: locationPath(l) }))
      : [];
  return {
    location,
    heading:
      location.kind === "bairro"
        ? `Portão Automático em ${location.name}`
        : `Motor de Portão Automático em ${location.name}`,
    place,
    message: messageForPlace(place),
    crumbs,
    faq: localFaq(place),
    testimonials: testimonialsFor(location.city),
    children,
    kits: kits.filter((k) => k.location.slug === location.slug).map((k) => ({ name: k.name, href: `/${k.slug}` })),
    parent: city ? { name: `Motor de portão em ${city.name}`, href: locationPath(city) } : null,
  };
}

export function locationMeta(view: LocationView, origin: string): MetaDescriptor[] {
  const { location } = view;
  return [
    ...seo({
      title: location.title,
      description: location.description,
      path: locationPath(location),
      origin,
      jsonLd: [
        localBusinessLd(origin, [view.place, ...location.nearby]),
        breadcrumbLd(origin, view.crumbs),
        faqPageLd(view.faq),
      ],
    }),
    { name: "keywords", content: location.keywords.join(", ") },
  ];
}
