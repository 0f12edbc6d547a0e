// Sign-in throttling on atomic D1 counters (table login_counters, migrations/0001).
//
// Policy (README "Sign-in throttling"):
// - Per address: at most IP_LIMIT attempts per IP_WINDOW_S. Every attempt is counted *before* the
//   password is checked, with one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so a burst
//   of parallel guesses from one address gets at most IP_LIMIT checked. IPv6 addresses count per
//   /64, the block one subscriber gets.
// - Per account: attempts that did not succeed are counted too (ACCOUNT_LIMIT per
//   ACCOUNT_WINDOW_S), but the account limit only refuses addresses that already failed in their
//   own window. A stranger's failures therefore never stop the right password from an address
//   with no failures (the admin is never locked out by someone else), while an attacker spread
//   over many addresses gets ACCOUNT_LIMIT guesses an hour plus one first guess per fresh address.
// - A successful sign-in gives back both counts, so a typo followed by the right password leaves
//   nothing behind. A counter that cannot be written refuses the attempt.
// D1 rather than KV: KV has no atomic increment and allows one write per second per key.

export const IP_LIMIT = 5;
export const IP_WINDOW_S = 15 * 60;
export const ACCOUNT_LIMIT = 20;
export const ACCOUNT_WINDOW_S = 60 * 60;

// Both CASEs read the row's old values (SQLite evaluates every SET expression before assigning).
const INCREMENT = `INSERT INTO login_counters (key, count, window_start) VALUES (?1, 1, ?2)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN login_counters.window_start <= ?2 - ?3 THEN 1 ELSE login_counters.count + 1 END,
  window_start = CASE WHEN login_counters.window_start <= ?2 - ?3 THEN ?2 ELSE login_counters.window_start END
RETURNING count`;
const REFUND = "UPDATE login_counters SET count = max(count - 1, 0) WHERE key = ?1";

export function clientIp(request: Request): string {
  return addressKey(request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "local");
}

/** IPv4 as is; IPv6 cut to its /64, since one subscriber gets a whole /64 to pick from. */
export function addressKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export interface Attempt {
  allowed: boolean;
  /** Gives the counts back when the attempt turns out to be a successful sign-in. */
  succeeded(): Promise<void>;
}

const DENIED: Attempt = { allowed: false, succeeded: async () => {} };

/** Counts one sign-in attempt; `allowed` says whether its password may be checked. */
export async function beginAttempt(db: D1Database, ip: string, email: string, now = Date.now()): Promise<Attempt> {
  const ipKey = `ip:${ip}`;
  const accountKey = `account:${email.trim().toLowerCase()}`;
  let ipCount: number;
  let accountCount: number;
  try {
    // One round trip, one transaction: both counters move together.
    const [byIp, byAccount] = await db.batch<{ count: number }>([
      db.prepare(INCREMENT).bind(ipKey, now, IP_WINDOW_S * 1000),
      db.prepare(INCREMENT).bind(accountKey, now, ACCOUNT_WINDOW_S * 1000),
    ]);
    ipCount = byIp?.results[0]?.count ?? Number.POSITIVE_INFINITY;
    accountCount = byAccount?.results[0]?.count ?? Number.POSITIVE_INFINITY;
  } catch (error) {
    console.error("Throttle counter write failed", error);
    return DENIED;
  }
  if (ipCount > IP_LIMIT) return DENIED;
  // ipCount 1 is this attempt alone: the address has no failures, so the account limit does not apply.
  if (ipCount > 1 && accountCount > ACCOUNT_LIMIT) return DENIED;
  return {
    allowed: true,
    succeeded: async () => {
      await db.batch([
        db.prepare(REFUND).bind(ipKey),
        db.prepare(REFUND).bind(accountKey),
        // Rows of finished windows are dead weight: sign-ins sweep them.
        db.prepare("DELETE FROM login_counters WHERE window_start < ?1").bind(Date.now() - ACCOUNT_WINDOW_S * 1000),
      ]);
    },
  };
}
