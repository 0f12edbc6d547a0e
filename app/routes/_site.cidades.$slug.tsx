import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { placeLabel } from "@content/locations";
import { LocationPage } from "~/components/LocationPage";
import { buildLocationView, locationMeta } from "~/http/location-view";
import { resolveLocation } from "~/http/locations.server";
import { originFrom } from "~/http/seo";
import { jobsForRender } from "~/http/jobs.server";
import { jobCard, shownPhotosLd } from "~/lib/jobs-done/cards";
import { jobsForPlace } from "~/lib/jobs-done/proof";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const view = buildLocationView(resolveLocation(params.slug, request.url));
  // "Obras em {lugar}": this place's jobs done, then the nearest places' (app/lib/jobs-done/proof.ts).
  const { jobs } = await jobsForRender(request, context);
  const shown = jobsForPlace(view.location, jobs).map((s) => jobCard(s.job, s.note));
  // The floating chat button (routes/_site.tsx) names this page's place; contact clicks count for it.
  return { ...view, jobs: shown, chatMessage: view.message, leadPlace: placeLabel(view.location) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFrom(matches);
  return [...locationMeta(data, origin), ...shownPhotosLd(origin, data.jobs).map((ld) => ({ "script:ld+json": ld }))];
};

export default function CityRoute() {
  return <LocationPage view={useLoaderData<typeof loader>()} />;
}
