// The reviews' writes that change the visitors' proof, published. The proof snapshot
// (snapshot.server.ts) belongs here: it holds the jobs done, the approved testimonials and the
// Google rating. reviews/ writes its rows in D1 and says whether the public proof changed; this
// layer rebuilds the snapshot then, so reviews/ never imports jobs-done/ (ARCHITECTURE, folder
// order). Routes and the cron call these, never the reviews/ functions they wrap.
import { allLocations, locationPath } from "@content/locations";
import type { Services } from "~/lib/platform/services.server";
import { type RatingRefresh, fetchGoogleRating } from "~/lib/reviews/google-rating.server";
import {
  type TestimonialChange,
  markApproved,
  markRemoved,
  markRemovedByToken,
} from "~/lib/reviews/testimonials.server";
import { publishSnapshot } from "./snapshot.server";

type Deps = Pick<Services, "db" | "kv" | "changes" | "media" | "origin" | "waitUntil">;

async function published(deps: Deps, change: Promise<TestimonialChange>): Promise<boolean> {
  const done = await change;
  if (done === "public") await publishSnapshot(deps, "a testimonial change");
  return done !== "none";
}

/** Approves a testimonial; false when there is none to approve. */
export const approveTestimonial = (deps: Deps, id: string, now = Date.now()) =>
  published(deps, markApproved(deps, id, now));

/** Removes a testimonial (its words erased, its photo deleted); false when there is none to remove. */
export const removeTestimonial = (deps: Deps, id: string, now = Date.now()) =>
  published(deps, markRemoved(deps, id, now));

/** The customer's own removal, by the link's token. */
export const removeByToken = (deps: Deps, token: string, now = Date.now()) =>
  published(deps, markRemovedByToken(deps, token, now));

/** The pages that show the Google rating (the home page and every place's page, routes/_site.cidades.$slug.tsx). */
export const RATING_PATHS: readonly string[] = ["/", ...allLocations.map(locationPath)];

/**
 * The daily cron's read of the seller's Google rating, shown on pages once stored: the pages that
 * show it are recorded as changed (onPagesChanged purges them, the global tier's copies included).
 */
export async function refreshGoogleRating(
  deps: Pick<Services, "db" | "kv" | "config" | "changes">,
  now = Date.now(),
): Promise<RatingRefresh> {
  const result = await fetchGoogleRating(deps, now);
  if (result === "stored") {
    await publishSnapshot(deps, "the rating");
    deps.changes.push({ kind: "nota", paths: [...RATING_PATHS] });
  }
  return result;
}
