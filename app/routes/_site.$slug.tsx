import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data as withHeaders, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { business } from "@content/business";
import { findKit, kits, type Kit } from "@content/kits";
import { displayName, inPlace, locationPath, locationsInGroup, placeLabel } from "@content/locations";
import { findRegionalPage, regionalPages, type RegionalPage } from "@content/regional";
import { claimed } from "@content/claimed";
import { testimonialsFor } from "@content/testimonials";
import { KitPage, type KitView } from "~/components/KitPage";
import { RegionalLanding, type RegionalView } from "~/components/RegionalLanding";
import { messageForPlace, sellerChatMessage } from "~/lib/leads/contact";
import { locationHeading, servedNearby } from "~/lib/seo/location-view";
import { breadcrumbLd, faqPageLd, localBusinessLd, productLd, serviceLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";
import { slugify } from "~/lib/pages/slug";
import { notFound } from "~/http/not-found";
import { jobsForRender } from "~/http/jobs.server";
import { placeJobSections, shownPhotosLd } from "~/lib/jobs-done/cards";
import { jobsForKit } from "~/lib/jobs-done/proof";

/** `chatMessage`: the floating chat button (routes/_site.tsx) names this page's place. */
/** `leadPlace`/`leadProduct`: what contact clicks on this page are counted for (lib/lead-source). */
type Data = ({ kind: "kit"; view: KitView } | { kind: "regional"; view: RegionalView }) & {
  chatMessage: string;
  leadPlace: string;
  leadProduct?: string;
};

function kitView(kit: Kit): KitView {
  const place = placeLabel(kit.location);
  return {
    name: kit.name,
    place: kit.place,
    inPlace: inPlace(kit.location),
    city: kit.location.city,
    gate: kit.product.gate,
    summary: kit.product.summary,
    ...(kit.product.kit ? { kit: kit.product.kit } : {}),
    region: kit.location.region,
    nearby: servedNearby(kit.location),
    locationHref: kit.locationHref,
    locationName: locationHeading(kit.location),
    message: sellerChatMessage({ page: kit.name, place }),
    crumbs: [
      { name: "Início", path: "/" },
      { name: displayName(kit.location), path: kit.locationHref },
      { name: kit.name, path: `/${kit.slug}` },
    ],
    siblings: kits
      .filter((k) => k.location.slug === kit.location.slug && k.slug !== kit.slug)
      .map((k) => ({ name: k.name, href: `/${k.slug}` })),
  };
}

function regionalView(raw: RegionalPage): RegionalView {
  const group = raw.city === "Guarulhos" ? "guarulhos" : "osasco";
  // The seller's claims filled in, for this city (free installation is per city).
  const page = claimed(raw, { city: raw.city });
  return {
    page,
    message: messageForPlace(page.city),
    crumbs: [
      { name: "Início", path: "/" },
      { name: page.city, path: `/cidades/${slugify(page.city)}` },
      { name: page.name, path: `/${page.slug}` },
    ],
    neighbourhoods: locationsInGroup(group).map((l) => ({ name: displayName(l), href: locationPath(l) })),
    testimonials: testimonialsFor(page.city),
    related: regionalPages.filter((p) => p.slug !== page.slug).map((p) => ({ name: p.name, href: `/${p.slug}` })),
  };
}

/** Single-segment pages: the product-kit catalogue and the Guarulhos/Osasco landing pages. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const raw = params.slug ?? "";
  let slug = raw;
  try {
    slug = slugify(decodeURIComponent(raw));
  } catch {
    slug = "";
  }
  const kit = findKit(slug);
  const regional = kit ? undefined : findRegionalPage(slug);
  if (!kit && !regional) {
    throw notFound(request);
  }
  if (slug !== raw) throw redirect(`/${slug}`, 301);
  if (kit) {
    const { jobs } = await jobsForRender(request, context);
    // Jobs of its place under "Obras {em lugar}", the nearby places' named as such (brief cards).
    const { here, near, nearHeading } = placeJobSections(kit.location, jobsForKit(kit, jobs));
    const view = { ...kitView(kit), jobs: here, nearJobs: near, nearHeading };
    // Kept out of the index (content/kits.ts): the header says what the meta tag says.
    const kitData: Data = {
      kind: "kit",
      view,
      chatMessage: view.message,
      leadPlace: view.place,
      leadProduct: view.name,
    };
    return withHeaders(kitData, { headers: { "X-Robots-Tag": "noindex, follow" } });
  }
  const view = regionalView(regional!);
  const regionalData: Data = { kind: "regional", view, chatMessage: view.message, leadPlace: view.page.city };
  return withHeaders(regionalData, {});
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFrom(matches);
  if (data.kind === "kit") {
    const v = data.view;
    const path = v.crumbs[v.crumbs.length - 1]!.path;
    const description = `${v.name}: ${v.summary}.`;
    return seo({
      title: `${v.name} - ${business.siteTitle}`,
      description,
      // The kit pages share most of their text: shown to visitors and linked, but kept out of the
      // index, with their own address as canonical (one consistent signal; content/kits.ts).
      path,
      noindex: true,
      origin,
      ogType: "product",
      jsonLd: [
        ...[productLd(origin, { name: v.name, description, path, kit: v.kit })].filter((ld) => ld !== null),
        localBusinessLd(origin, [v.place, ...v.nearby]),
        breadcrumbLd(origin, v.crumbs),
        ...shownPhotosLd(origin, [...(v.jobs ?? []), ...(v.nearJobs ?? [])]),
      ],
    });
  }
  const p = data.view.page;
  const path = `/${p.slug}`;
  return seo({
    title: p.title,
    description: p.description,
    path,
    origin,
    jsonLd: [
      serviceLd(origin, { name: p.name, description: p.description, path, areaServed: [p.city] }),
      localBusinessLd(origin, [p.city, ...data.view.neighbourhoods.map((n) => n.name)]),
      breadcrumbLd(origin, data.view.crumbs),
      faqPageLd(p.faq),
    ],
  });
};

export default function SingleSegmentPage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "kit" ? <KitPage view={data.view} /> : <RegionalLanding view={data.view} />;
}
