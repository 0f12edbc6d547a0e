// The per-address limit of /avaliar/* (wrangler.toml [[ratelimits]] REVIEW_LIMITER), checked once
// per request: a form post runs the action and then the page's loader with one load context.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { clientAddress } from "~/lib/platform/client-address";
import { withinRateLimit } from "~/lib/platform/rate-limit";

const FALLBACK_LIMIT = 20;
const checked = new WeakMap<object, Promise<boolean>>();

/** Throws a 429 answer in Portuguese when this address sent too many requests this minute. */
export async function limitReviewRequests(request: Request, context: AppLoadContext): Promise<void> {
  let within = checked.get(context);
  if (!within) {
    const limiter = (context.services.bindings as { REVIEW_LIMITER?: RateLimit }).REVIEW_LIMITER;
    within = withinRateLimit(limiter, "review", clientAddress(request), FALLBACK_LIMIT);
    checked.set(context, within);
  }
  if (!(await within)) {
    throw new Response("Muitos acessos seguidos. Espere um minuto e tente de novo.", {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
}
