import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { locationPath, placeLabel } from "@content/locations";
import { LocationPage } from "~/components/LocationPage";
import { buildLocationView, locationMeta } from "~/http/location-view";
import { sellerTextFor } from "~/http/listing.server";
import { resolveLocation } from "~/http/locations.server";
import { originFrom } from "~/http/seo";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const location = resolveLocation(params.slug, request.url);
  const view = buildLocationView(location);
  const sellerText = await sellerTextFor(request, context, locationPath(location));
  // The floating chat button (routes/_site.tsx) names this page's place; contact clicks count for it.
  return { ...view, sellerText, chatMessage: view.message, leadPlace: placeLabel(view.location) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? locationMeta(data, originFrom(matches)) : [];

export default function CityRoute() {
  const data = useLoaderData<typeof loader>();
  return <LocationPage view={data} sellerText={data.sellerText} />;
}
