// The published jobs done as a public render needs them: visitors get the KV snapshot (this
// isolate's copy, at most one KV read per isolate every 5 minutes, never D1); a signed-in admin
// reads D1 and sees a publish at once. Failures give no jobs: the page renders without them.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readPublished } from "~/lib/jobs-done/rows.server";
import { EMPTY_SNAPSHOT, type ProofSnapshot, cachedSnapshot } from "~/lib/jobs-done/snapshot.server";
import { type GoogleRating, RATING_MAX_AGE_MS, freshRating } from "~/lib/reviews/rating";
import { hasSessionCookie, readAdmin } from "./session.server";
import { log } from "~/lib/platform/log";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

// Loaders of one request share one answer (keyed by the request's load context).
const perRequest = isolateWeakMap<object, Promise<ProofSnapshot>>({
  name: "http/jobs per request",
  key: "the request's load context",
  invalidatedBy: "the request's end (its context is dropped)",
});

export function jobsForRender(request: Request, context: AppLoadContext): Promise<ProofSnapshot> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = load(request, context);
    perRequest.set(context, pending);
  }
  return pending;
}

async function load(request: Request, context: AppLoadContext): Promise<ProofSnapshot> {
  const { kv, db, config, now } = context.services;
  if (hasSessionCookie(request) && (await readAdmin(request, context))) {
    try {
      return await readPublished(db);
    } catch (error) {
      log.error("Jobs read from D1 failed", { error });
      return EMPTY_SNAPSHOT;
    }
  }
  const { snapshot, readAt } = await cachedSnapshot(kv, config.LIST_CACHE_MS, now());
  // The edge cache keeps this render no longer than the snapshot it shows stays fresh.
  context.listingReadAt = Math.min(context.listingReadAt ?? readAt, readAt);
  return snapshot;
}

/**
 * The Google rating a page shows (freshRating), and the moment it stops showing it by the clock
 * alone — 7 days after it was read — recorded for the global tier (the render is kept no longer).
 */
export function shownRating(
  context: AppLoadContext,
  rating: GoogleRating | null,
  now = Date.now(),
): GoogleRating | null {
  const shown = freshRating(rating, now);
  if (shown)
    context.changesAt = Math.min(context.changesAt ?? Number.POSITIVE_INFINITY, shown.readAt + RATING_MAX_AGE_MS + 1);
  return shown;
}
