// The per-address limit of /avaliar/* (wrangler.toml [[ratelimits]] REVIEW_LIMITER), checked once
// per request: a form post runs the action and then the page's loader with one load context.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { clientAddress } from "~/lib/platform/client-address";
import { withinRateLimit } from "~/lib/platform/rate-limit.server";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

const FALLBACK_LIMIT = 20;
const checked = isolateWeakMap<object, Promise<boolean>>({
  name: "http/review-limit per request",
  key: "the request's load context",
  invalidatedBy: "the request's end (its context is dropped)",
});

/** Whether this address may go on this minute (routes answer 429 with reviewPage.tooMany otherwise). */
export function withinReviewLimit(request: Request, context: AppLoadContext): Promise<boolean> {
  let within = checked.get(context);
  if (!within) {
    within = withinRateLimit(context.services.bindings, "REVIEW_LIMITER", clientAddress(request), FALLBACK_LIMIT);
    checked.set(context, within);
  }
  return within;
}
