// A served place's page: /cidades/{cidade} here, and /local/{bairro} by re-exporting this module
// (_site.local.$slug.tsx): both render LocationPage from the place's own data.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { locationPath, placeLabel } from "@content/locations";
import { LocationPage } from "~/components/LocationPage";
import { locationMeta } from "~/http/location-meta";
import { buildLocationView } from "~/lib/seo/location-view";
import { sellerTextFor } from "~/http/listing.server";
import { resolveLocation } from "~/http/locations.server";
import { originFrom } from "~/http/seo";
import { jobsForRender, shownRating } from "~/http/jobs.server";
import { placeJobSections, shownPhotosLd } from "~/lib/jobs-done/cards";
import { jobsForPlace } from "~/lib/jobs-done/proof";
import { shownTestimonials } from "~/lib/reviews/shown";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const location = resolveLocation(params.slug, request.url);
  const view = buildLocationView(location);
  // "Obras em {lugar}": this place's jobs done, then the nearest places' (app/lib/jobs-done/proof.ts).
  const [sellerText, { jobs, testimonials, rating }] = await Promise.all([
    sellerTextFor(request, context, locationPath(location)),
    jobsForRender(request, context),
  ]);
  // Its own jobs under "Obras {em lugar}", the nearby places' named as such (brief cards).
  const { here, near, nearHeading } = placeJobSections(view.location, jobsForPlace(view.location, jobs));
  // The floating chat button (routes/_site.tsx) names this page's place; contact clicks count for it.
  const reviews = {
    items: shownTestimonials(testimonials, { place: location.slug }),
    rating: shownRating(context, rating),
  };
  return {
    ...view,
    sellerText,
    jobs: here,
    nearJobs: near,
    nearHeading,
    reviews,
    chatMessage: view.message,
    leadPlace: placeLabel(view.location),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFrom(matches);
  return [
    ...locationMeta(data, origin),
    ...shownPhotosLd(origin, [...data.jobs, ...data.nearJobs]).map((ld) => ({ "script:ld+json": ld })),
  ];
};

export default function PlaceRoute() {
  const data = useLoaderData<typeof loader>();
  return <LocationPage view={data} sellerText={data.sellerText} />;
}
