import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LocationPage } from "~/components/LocationPage";
import { buildLocationView, locationMeta } from "~/lib/location-view";
import { resolveLocation } from "~/lib/locations.server";
import { originFrom } from "~/lib/seo";

/** The floating chat button names this page's place. */
export const handle = {
  chatMessage: (data: unknown) => (data as { message?: string }).message,
  /** Contact clicks on this page are counted for its place. */
  lead: (data: unknown) => ({ place: (data as { place?: string }).place }),
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  return buildLocationView(resolveLocation(params.slug, request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? locationMeta(data, originFrom(matches)) : [];

export default function NeighbourhoodRoute() {
  return <LocationPage view={useLoaderData<typeof loader>()} />;
}
