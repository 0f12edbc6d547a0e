// Login throttling: after 5 failures for an IP or an e-mail within 15 minutes, sign-in answers 429.
// Counters live in KV under `throttle:` (never listed with pages) and expire by themselves.
import { z } from "zod";

export const MAX_FAILURES = 5;
export const WINDOW_S = 15 * 60;

const counterSchema = z.object({ count: z.number().int().min(0), first: z.number() });

function keys(ip: string, email: string): string[] {
  return [`throttle:ip:${ip}`, `throttle:email:${email.trim().toLowerCase()}`];
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "local";
}

async function read(kv: KVNamespace, key: string, now: number) {
  const parsed = counterSchema.safeParse(await kv.get(key, "json"));
  if (!parsed.success || now - parsed.data.first > WINDOW_S * 1000) return { count: 0, first: now };
  return parsed.data;
}

export async function isThrottled(kv: KVNamespace, ip: string, email: string, now = Date.now()): Promise<boolean> {
  const counters = await Promise.all(keys(ip, email).map((k) => read(kv, k, now)));
  return counters.some((c) => c.count >= MAX_FAILURES);
}

export async function recordFailure(kv: KVNamespace, ip: string, email: string, now = Date.now()): Promise<void> {
  await Promise.all(
    keys(ip, email).map(async (key) => {
      const c = await read(kv, key, now);
      const next = { count: c.count + 1, first: c.first };
      const ttl = Math.max(60, Math.ceil((next.first + WINDOW_S * 1000 - now) / 1000));
      try {
        await kv.put(key, JSON.stringify(next), { expirationTtl: ttl });
      } catch (error) {
        // KV allows one write per second per key: a burst fast enough to hit that is itself refused.
        console.error("Throttle counter write failed", error);
      }
    }),
  );
}

export async function clearFailures(kv: KVNamespace, email: string): Promise<void> {
  await kv.delete(keys("", email)[1]!);
}
