import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { placeLabel } from "@content/locations";
import { LocationPage } from "~/components/LocationPage";
import { buildLocationView, locationMeta } from "~/http/location-view";
import { resolveLocation } from "~/http/locations.server";
import { originFrom } from "~/http/seo";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = buildLocationView(resolveLocation(params.slug, request.url));
  // The floating chat button (routes/_site.tsx) names this page's place; contact clicks count for it.
  return { ...view, chatMessage: view.message, leadPlace: placeLabel(view.location) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? locationMeta(data, originFrom(matches)) : [];

export default function NeighbourhoodRoute() {
  return <LocationPage view={useLoaderData<typeof loader>()} />;
}
