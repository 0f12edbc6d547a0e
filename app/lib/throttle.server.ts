// Login throttling: after 5 failed attempts for an IP or an e-mail within 15 minutes, sign-in
// answers 429. An attempt is counted *before* the password is checked, and a counter that cannot
// be written (KV allows one write per second per key) refuses the attempt: a burst of parallel
// guesses cannot slip past the limit. Counters live in KV under `throttle:` and expire by themselves.
import { z } from "zod";

export const MAX_FAILURES = 5;
export const WINDOW_S = 15 * 60;

const counterSchema = z.object({ count: z.number().int().min(0), first: z.number() });
type Counter = z.infer<typeof counterSchema>;

function keys(ip: string, email: string): string[] {
  return [`throttle:ip:${ip}`, `throttle:email:${email.trim().toLowerCase()}`];
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "local";
}

async function read(kv: KVNamespace, key: string, now: number): Promise<Counter> {
  const parsed = counterSchema.safeParse(await kv.get(key, "json"));
  if (!parsed.success || now - parsed.data.first > WINDOW_S * 1000) return { count: 0, first: now };
  return parsed.data;
}

async function write(kv: KVNamespace, key: string, counter: Counter, now: number): Promise<boolean> {
  const ttl = Math.max(60, Math.ceil((counter.first + WINDOW_S * 1000 - now) / 1000));
  try {
    await kv.put(key, JSON.stringify(counter), { expirationTtl: ttl });
    return true;
  } catch (error) {
    console.error("Throttle counter write failed", error);
    return false;
  }
}

export interface Attempt {
  allowed: boolean;
  /** Undo the count when the attempt turns out to be a successful sign-in. */
  succeeded(): Promise<void>;
}

/** Counts one sign-in attempt; `allowed` is false when the IP or the e-mail is over the limit. */
export async function beginAttempt(kv: KVNamespace, ip: string, email: string, now = Date.now()): Promise<Attempt> {
  const names = keys(ip, email);
  const counters = await Promise.all(names.map((k) => read(kv, k, now)));
  const denied: Attempt = { allowed: false, succeeded: async () => {} };
  if (counters.some((c) => c.count >= MAX_FAILURES)) return denied;
  const next = counters.map((c) => ({ count: c.count + 1, first: c.first }));
  const written = await Promise.all(names.map((k, i) => write(kv, k, next[i]!, now)));
  if (written.includes(false)) return denied;
  return {
    allowed: true,
    succeeded: async () => {
      await Promise.all(names.map((k, i) => write(kv, k, counters[i]!, Date.now())));
    },
  };
}
