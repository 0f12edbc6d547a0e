// Per-address limits on public endpoints (/contato/*, /rum, /avaliar/*), counted outside D1: Cloudflare's Rate Limiting bindings (wrangler.toml
// [[ratelimits]]), so requests over a limit cost no D1 row at all. Without the binding (a local
// setup that lacks it) a per-isolate count per minute stands in.
import { log } from "./log";

export type LimiterName = "CONTACT_LIMITER" | "RUM_LIMITER" | "REVIEW_LIMITER";

const fallback = new Map<string, { minute: number; count: number }>();

export async function withinRateLimit(
  bindings: Cloudflare.Env,
  name: LimiterName,
  address: string,
  fallbackPerMinute: number,
): Promise<boolean> {
  const limiter = (bindings as Partial<Record<LimiterName, RateLimit>>)[name];
  if (limiter) {
    try {
      return (await limiter.limit({ key: address })).success;
    } catch (error) {
      log.error("Rate limiter failed", { name, error });
      return false;
    }
  }
  const minute = Math.floor(Date.now() / 60_000);
  const key = `${name}\u0000${address}`;
  const entry = fallback.get(key);
  const count = entry?.minute === minute ? entry.count + 1 : 1;
  if (fallback.size > 10_000) fallback.clear();
  fallback.set(key, { minute, count });
  return count <= fallbackPerMinute;
}
