// Sign-in throttling on atomic D1 counters (table login_counters, migrations/0001).
//
// Policy (README "Segurança"), after OWASP's "device cookies":
// - A device the admin signed in from before (a signed, long-lived device cookie naming this
//   account: app/http/device.server.ts) has a counter of its own: DEVICE_LIMIT attempts per
//   DEVICE_WINDOW_S. It never meets the address or account limits, so a stranger's failures on a
//   shared (CGNAT) address, or against the account, never lock the admin out of his own phone.
// - Any other client is limited per address (IP_LIMIT per IP_WINDOW_S; IPv6 per /64) and per
//   account: at most ACCOUNT_LIMIT password checks per ACCOUNT_WINDOW_S for the account from
//   clients it does not know. Both are claimed *before* the password is checked, in one atomic
//   batch, so 50 parallel guesses from one address get exactly IP_LIMIT checks, and guesses spread
//   over any number of fresh addresses get ACCOUNT_LIMIT checks an hour in all. An attempt refused
//   by the address limit claims no account check: only checked passwords count against the account.
// - A client the account's limit refused may still sign in with a code of the seller's
//   authenticator app (ADMIN_TOTP_SECRET, app/lib/auth/totp.ts) beside the password: a valid code
//   not used before claims one of CODE_LIMIT checks per CODE_WINDOW_S of its own. A stranger's burst
//   spends the account's checks, never these: he cannot reach them without a live code (1 in
//   ~333,000 per guess, each guess still within his address's IP_LIMIT), so what he can guess stays
//   ACCOUNT_LIMIT an hour (docs/decisions/2026-11-26-a-second-factor-for-new-devices.md).
// - A successful sign-in gives back what it claimed, so a typo followed by the right password
//   costs one attempt.
// - When D1 refuses the write (the day's written-rows quota spent, an outage), the counters move
//   to this isolate's memory with stricter limits and a logged warning: the sign-in keeps working,
//   throttled, instead of refusing everyone.
// D1 rather than KV: KV has no atomic increment and allows one write per second per key.
import { log } from "~/lib/platform/log";

export const IP_LIMIT = 5;
export const IP_WINDOW_S = 15 * 60;
export const DEVICE_LIMIT = 5;
export const DEVICE_WINDOW_S = 15 * 60;
export const ACCOUNT_LIMIT = 20;
export const ACCOUNT_WINDOW_S = 60 * 60;
/** Password checks with a valid authenticator code, past the account's limit. */
export const CODE_LIMIT = 5;
export const CODE_WINDOW_S = 15 * 60;
/** The limits while the counters live in an isolate's memory (each isolate counts on its own). */
export const MEMORY_LIMITS = { address: 3, device: 3, account: 10, code: 3 } as const;

// Both CASEs read the row's old values (SQLite evaluates every SET expression before assigning).
const INCREMENT = `INSERT INTO login_counters (key, count, window_start) VALUES (?1, 1, ?2)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN login_counters.window_start <= ?2 - ?3 THEN 1 ELSE login_counters.count + 1 END,
  window_start = CASE WHEN login_counters.window_start <= ?2 - ?3 THEN ?2 ELSE login_counters.window_start END
RETURNING count`;
// One of the account's checks, claimed only while the address is within its limit (?4, ?5: the
// address's counter, just moved by the statement before it in the batch) and the account has one
// left (?6); no row returned = no check.
const CLAIM_ACCOUNT = `INSERT INTO login_counters (key, count, window_start)
SELECT ?1, 1, ?2 WHERE (SELECT count FROM login_counters WHERE key = ?4) <= ?5
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN login_counters.window_start <= ?2 - ?3 THEN 1 ELSE login_counters.count + 1 END,
  window_start = CASE WHEN login_counters.window_start <= ?2 - ?3 THEN ?2 ELSE login_counters.window_start END
WHERE login_counters.window_start <= ?2 - ?3 OR login_counters.count < ?6
RETURNING count`;
const REFUND = "UPDATE login_counters SET count = max(count - 1, 0) WHERE key = ?1";
// An authenticator code's step, used once: the row keeps the newest step used (in `count`) and
// only a later step moves it. No row returned = this code, or a later one, was used already.
const USE_STEP = `INSERT INTO login_counters (key, count, window_start) VALUES (?1, ?2, ?3)
ON CONFLICT (key) DO UPDATE SET count = ?2, window_start = ?3 WHERE login_counters.count < ?2
RETURNING count`;

export interface SignInClient {
  /** The address key (app/lib/platform/client-address.ts). */
  address: string;
  /** Id of a valid device cookie naming this account, or null. */
  device: string | null;
  /** The step of a valid authenticator code sent with the password (totp.ts matchingStep), or null. */
  codeStep?: number | null;
}

/**
 * Which limit refused an attempt: the address's (or device's), the account's, or — past the
 * account's, with a valid code — the code's (its step used already, or CODE_LIMIT spent).
 */
export type Refusal = "address" | "device" | "account" | "code";

export type Attempt =
  | { allowed: true /** Gives back what the attempt claimed: it was the right password. */; succeeded(): Promise<void> }
  | { allowed: false; reason: Refusal };

// Addresses that went over their limit, and until when: their next attempts in this isolate are
// refused without writing to D1, so a flood from one address cannot spend the day's D1 writes.
const refusedAddresses = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

function rememberRefusal(address: string, until: number): void {
  if (refusedAddresses.size >= MAX_REMEMBERED) refusedAddresses.delete(refusedAddresses.keys().next().value!);
  refusedAddresses.set(address, until);
}

/** Counts one sign-in attempt; `allowed` says whether its password may be checked. */
export async function beginAttempt(
  db: D1Database,
  client: SignInClient,
  email: string,
  now = Date.now(),
): Promise<Attempt> {
  const account = email.trim().toLowerCase();
  if (client.device === null && (refusedAddresses.get(client.address) ?? 0) > now) {
    return { allowed: false, reason: "address" };
  }
  try {
    return client.device !== null
      ? await deviceAttempt(db, client.device, now)
      : await strangerAttempt(db, client.address, account, now, client.codeStep ?? null);
  } catch (error) {
    log.warn("Sign-in throttle: D1 refused the counters; limiting in this isolate's memory", { error });
    return memoryAttempt(client, account, now);
  }
}

async function deviceAttempt(db: D1Database, device: string, now: number): Promise<Attempt> {
  const key = `device:${device}`;
  const row = await db
    .prepare(INCREMENT)
    .bind(key, now, DEVICE_WINDOW_S * 1000)
    .first<{ count: number }>();
  if ((row?.count ?? Number.POSITIVE_INFINITY) > DEVICE_LIMIT) return { allowed: false, reason: "device" };
  return { allowed: true, succeeded: () => refund(db, [key]) };
}

async function strangerAttempt(
  db: D1Database,
  address: string,
  account: string,
  now: number,
  codeStep: number | null,
): Promise<Attempt> {
  const ipKey = `ip:${address}`;
  const accountKey = `account:${account}`;
  // One round trip, one transaction: the address's count and the account's claim move together.
  const [byIp, claim] = await db.batch<{ count: number }>([
    db.prepare(INCREMENT).bind(ipKey, now, IP_WINDOW_S * 1000),
    db.prepare(CLAIM_ACCOUNT).bind(accountKey, now, ACCOUNT_WINDOW_S * 1000, ipKey, IP_LIMIT, ACCOUNT_LIMIT),
  ]);
  if ((byIp?.results[0]?.count ?? Number.POSITIVE_INFINITY) > IP_LIMIT) {
    rememberRefusal(address, now + IP_WINDOW_S * 1000);
    return { allowed: false, reason: "address" };
  }
  if (!claim?.results[0]) {
    return codeStep === null ? { allowed: false, reason: "account" } : codeAttempt(db, ipKey, account, codeStep, now);
  }
  return { allowed: true, succeeded: () => refund(db, [ipKey, accountKey]) };
}

/** Past the account's limit, a valid authenticator code: its step used once, then a check of CODE_LIMIT's. */
async function codeAttempt(
  db: D1Database,
  ipKey: string,
  account: string,
  step: number,
  now: number,
): Promise<Attempt> {
  const codeKey = `code:${account}`;
  const used = await db.prepare(USE_STEP).bind(`code-step:${account}`, step, now).first<{ count: number }>();
  if (!used) return { allowed: false, reason: "code" };
  const row = await db
    .prepare(INCREMENT)
    .bind(codeKey, now, CODE_WINDOW_S * 1000)
    .first<{ count: number }>();
  if ((row?.count ?? Number.POSITIVE_INFINITY) > CODE_LIMIT) return { allowed: false, reason: "code" };
  return { allowed: true, succeeded: () => refund(db, [ipKey, codeKey]) };
}

async function refund(db: D1Database, keys: string[]): Promise<void> {
  try {
    await db.batch([
      ...keys.map((key) => db.prepare(REFUND).bind(key)),
      // Rows of finished windows are dead weight: sign-ins sweep them.
      db.prepare("DELETE FROM login_counters WHERE window_start < ?1").bind(Date.now() - ACCOUNT_WINDOW_S * 1000),
    ]);
  } catch (error) {
    // The sign-in succeeded; its attempt just stays counted.
    log.warn("Sign-in throttle: refund not written", { error });
  }
}

// The degraded mode: the same policy on this isolate's memory, with MEMORY_LIMITS.
const memory = new Map<string, { count: number; start: number }>();
/** The newest authenticator step used, per account (a few entries: one per account). */
const usedSteps = new Map<string, number>();

function bump(key: string, windowMs: number, now: number): number {
  const entry = memory.get(key);
  if (!entry || entry.start <= now - windowMs) {
    if (memory.size >= MAX_REMEMBERED) memory.delete(memory.keys().next().value!);
    memory.set(key, { count: 1, start: now });
    return 1;
  }
  entry.count++;
  return entry.count;
}

function give(keys: string[]): void {
  for (const key of keys) {
    const entry = memory.get(key);
    if (entry) entry.count = Math.max(0, entry.count - 1);
  }
}

function memoryAttempt(client: SignInClient, account: string, now: number): Attempt {
  if (client.device !== null) {
    const key = `device:${client.device}`;
    if (bump(key, DEVICE_WINDOW_S * 1000, now) > MEMORY_LIMITS.device) return { allowed: false, reason: "device" };
    return { allowed: true, succeeded: async () => give([key]) };
  }
  const ipKey = `ip:${client.address}`;
  const accountKey = `account:${account}`;
  if (bump(ipKey, IP_WINDOW_S * 1000, now) > MEMORY_LIMITS.address) return { allowed: false, reason: "address" };
  if (bump(accountKey, ACCOUNT_WINDOW_S * 1000, now) > MEMORY_LIMITS.account) {
    give([accountKey]);
    const step = client.codeStep ?? null;
    if (step === null) return { allowed: false, reason: "account" };
    const stepKey = `code-step:${account}`;
    const codeKey = `code:${account}`;
    if ((usedSteps.get(stepKey) ?? -1) >= step) return { allowed: false, reason: "code" };
    usedSteps.set(stepKey, step);
    if (bump(codeKey, CODE_WINDOW_S * 1000, now) > MEMORY_LIMITS.code) return { allowed: false, reason: "code" };
    return { allowed: true, succeeded: async () => give([ipKey, codeKey]) };
  }
  return { allowed: true, succeeded: async () => give([ipKey, accountKey]) };
}
