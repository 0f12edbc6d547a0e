// Per-address limits on public endpoints that write to D1 (/contato/*, /avaliar/*): Cloudflare's
// Rate Limiting bindings (wrangler.toml [[ratelimits]]), which count outside D1, so a flood spends
// none of the D1 writes the sign-in needs. Without the binding (a local setup that lacks it), a
// per-isolate count per minute stands in.
import { log } from "./log";

const fallback = new Map<string, { minute: number; counts: Map<string, number> }>();

/** Whether `key` (an address) may go on under `name`'s limit; a failing limiter says no. */
export async function withinRateLimit(
  limiter: RateLimit | undefined,
  name: string,
  key: string,
  fallbackLimit: number,
): Promise<boolean> {
  if (limiter) {
    try {
      return (await limiter.limit({ key })).success;
    } catch (error) {
      log.error("Rate limiter failed", { name, error });
      return false;
    }
  }
  const minute = Math.floor(Date.now() / 60_000);
  let window = fallback.get(name);
  if (!window || window.minute !== minute) {
    window = { minute, counts: new Map() };
    fallback.set(name, window);
  }
  const count = (window.counts.get(key) ?? 0) + 1;
  window.counts.set(key, count);
  return count <= fallbackLimit;
}
