// The seller's Google rating, read once a day (the daily cron) from the Places API (New): Place
// Details of his place id with only the fields shown (rating, userRatingCount, googleMapsUri), so
// each call is billed at the lowest SKU that carries a rating. The key is a Worker secret
// (PLACES_API_KEY) and never leaves the server. A day's row is kept in D1 (the counts over time);
// the latest reaches pages through the visitors' KV snapshot. No purge: pages pick it up within
// the snapshot's and the edge cache's 5 minutes, and a changed rating is not news for IndexNow.
import { z } from "zod";
import { log } from "~/lib/platform/log";
import type { Services } from "~/lib/platform/services.server";

const FIELDS = "rating,userRatingCount,googleMapsUri";
const TIMEOUT_MS = 10_000;

const placeSchema = z.object({
  rating: z.number().min(1).max(5),
  userRatingCount: z.number().int().min(1),
  googleMapsUri: z.string().optional(),
});

/**
 * The plain Maps address of the place: Google's own "https://maps.google.com/?cid=N" when that is
 * what it sent, otherwise one built from the place id. A redirect (google.com/url?q=…), another
 * path or parameter, or another host is never stored: the link is shown on every page.
 */
export function plainMapsUrl(uri: string | undefined, placeId: string): string {
  try {
    const url = new URL(uri ?? "");
    const cid = url.searchParams.get("cid") ?? "";
    const plain =
      url.protocol === "https:" &&
      url.hostname === "maps.google.com" &&
      url.pathname === "/" &&
      [...url.searchParams.keys()].join() === "cid" &&
      /^\d{1,25}$/.test(cid);
    if (plain) return `https://maps.google.com/?cid=${cid}`;
  } catch {
    // Not a URL: the place id's address below.
  }
  return `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`;
}

/** What a failed answer was, for the log: never its body (it may echo the key back). */
function kindOfStatus(status: number): string {
  if (status === 401 || status === 403) return "access";
  if (status === 404) return "place";
  if (status === 429) return "quota";
  if (status >= 500) return "server";
  return "unexpected";
}

export interface PlacesConfig {
  key: string;
  placeId: string;
  baseUrl: string;
}

export function placesConfig(config: Services["config"]): PlacesConfig | null {
  const { PLACES_API_KEY: key, GOOGLE_PLACE_ID: placeId, PLACES_API_URL: baseUrl } = config;
  return key && placeId ? { key, placeId, baseUrl: baseUrl.replace(/\/+$/, "") } : null;
}

export type RatingRefresh = "not-configured" | "no-rating" | "failed" | "stored";

/**
 * Reads today's rating and stores it in D1 (bumping proof_version); the previous one stays when
 * the API fails or has none. "stored": the caller rebuilds the visitors' snapshot
 * (jobs-done/proof-changes.server.ts `refreshGoogleRating`).
 */
export async function fetchGoogleRating(
  deps: Pick<Services, "db" | "config">,
  now = Date.now(),
): Promise<RatingRefresh> {
  const places = placesConfig(deps.config);
  if (!places) return "not-configured";
  let body: unknown;
  try {
    const res = await fetch(`${places.baseUrl}/places/${encodeURIComponent(places.placeId)}`, {
      headers: { "X-Goog-Api-Key": places.key, "X-Goog-FieldMask": FIELDS },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) {
      await res.body?.cancel();
      log.error("Places API answered an error", { status: res.status, kind: kindOfStatus(res.status) });
      return "failed";
    }
    body = await res.json();
  } catch (error) {
    log.error("Places API request failed", { error });
    return "failed";
  }
  // A place with no reviews has no rating fields: nothing to show, nothing to store.
  const parsed = placeSchema.safeParse(body);
  if (!parsed.success) return "no-rating";
  const { rating, userRatingCount } = parsed.data;
  const googleMapsUri = plainMapsUrl(parsed.data.googleMapsUri, places.placeId);
  const day = new Date(now).toISOString().slice(0, 10);
  await deps.db.batch([
    deps.db
      .prepare(
        `INSERT INTO google_ratings (day, rating, count, maps_uri, read_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (day) DO UPDATE SET rating = excluded.rating, count = excluded.count,
           maps_uri = excluded.maps_uri, read_at = excluded.read_at`,
      )
      .bind(day, rating, userRatingCount, googleMapsUri, now),
    deps.db.prepare("UPDATE proof_version SET version = version + 1 WHERE id = 1"),
  ]);
  return "stored";
}
