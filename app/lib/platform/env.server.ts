import { z } from "zod";
import { LEAD_ADDRESS_DAILY_CAP, LEAD_DAILY_CAP, RUM_DAILY_CAP } from "./daily-caps";
import { log } from "./log";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

// The raw bindings' type, Cloudflare.Env, is generated from wrangler.toml by `npm run cf-typegen`
// (worker-configuration.d.ts). This schema is what the app relies on: it parses those raw
// strings (defaults, URLs, numbers) once per isolate.

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

// A setting left unset or empty ("" in wrangler.toml or .dev.vars) takes its default; any other
// value must be one the setting accepts, or the Worker refuses to run and says which setting and
// what it accepts (getEnv). A `.catch(default)` once turned a mistyped value into the default
// without a word.
const unsetIfEmpty = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A whole number from `min` (to `max`), else `fallback` when unset. */
function wholeNumber(fallback: number, min: number, max?: number) {
  const error = `${max === undefined ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`} (unset: ${fallback})`;
  const base = z.coerce.number({ error }).int({ error }).min(min, { error });
  return z.preprocess(unsetIfEmpty, (max === undefined ? base : base.max(max, { error })).default(fallback));
}

/** A number from `min` to `max`, else `fallback` when unset. */
function decimal(fallback: number, min: number, max: number) {
  const error = `a number from ${min} to ${max} (unset: ${fallback})`;
  return z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}

/** One of `values`, else `fallback` when unset. */
function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  const error = `one of ${values.map((v) => `"${v}"`).join(", ")} (unset: "${fallback}")`;
  return z.preprocess(unsetIfEmpty, z.enum(values, { error }).default(fallback as never));
}

/** An absolute URL, else `fallback` when unset. */
function address(fallback: string) {
  return z.preprocess(unsetIfEmpty, z.url({ error: `an absolute URL (unset: ${fallback})` }).default(fallback));
}

const envSchema = z.object({
  PAGES: z.custom<KVNamespace>(
    (v) => typeof v === "object" && v !== null,
    "a KV namespace binding (wrangler.toml [[kv_namespaces]])",
  ),
  SITE_URL: address("https://motoresppa.com.br"),
  ENVIRONMENT: oneOf(["production", "development", "test"], "production"),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD_HASH: optionalText,
  SESSION_SECRET: optionalText,
  // Base32 secret of the seller's authenticator app: the sign-in's second factor for a new device
  // once strangers spent the account's checks (app/lib/auth/totp.ts). Unset: no second factor.
  ADMIN_TOTP_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  ADMIN_GOOGLE_EMAILS: optionalText,
  // Google's OAuth endpoints; overridable so tests can point them at a fake server on loopback.
  GOOGLE_AUTH_URL: address("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: address("https://oauth2.googleapis.com/token"),
  // Search Console (app/lib/insights/): API and token-revocation endpoints, overridable for tests.
  SEARCH_CONSOLE_API_URL: address("https://www.googleapis.com/webmasters/v3"),
  GOOGLE_REVOKE_URL: address("https://oauth2.googleapis.com/revoke"),
  // Secret the Search Console refresh token's encryption key is derived from; SESSION_SECRET when unset.
  SEARCH_CONSOLE_SECRET: optionalText,
  // Secret the backups' manifests are signed with (app/lib/backup/); SESSION_SECRET when unset. A
  // restore on another account needs the same value there.
  BACKUP_SECRET: optionalText,
  // First retry delay after a 429 or 5xx from Google (doubles each time), and rows per API page:
  // lowered only by tests.
  SEARCH_CONSOLE_RETRY_MS: wholeNumber(1000, 0, 60_000),
  SEARCH_CONSOLE_ROW_LIMIT: wholeNumber(25_000, 1, 25_000),
  // Share of public page views that load web-vitals and report (wrangler.toml [vars]).
  RUM_SAMPLE_RATE: decimal(0.25, 0, 1),
  AI_API_KEY: optionalText,
  AI_BASE_URL: address("https://api.openai.com/v1"),
  AI_MODEL: z.preprocess(unsetIfEmpty, z.string().default("gpt-4o")),
  AI_TIMEOUT_MS: wholeNumber(60_000, 1000, 300_000),
  // Longest wait before an AI retry, the service's Retry-After included: set only by tests, so a
  // fake service's 429s and 500s cost milliseconds (the waits themselves are unit-tested).
  AI_RETRY_MAX_MS: wholeNumber(10_000, 0, 60_000),
  // Estimated price in reais per 1,000 tokens (wrangler.toml [vars]); 0 hides the cost.
  AI_PRICE_PER_1K_TOKENS_BRL: decimal(0, 0, 1000),
  // Tokens a day the generation jobs may spend; absent or 0: no limit.
  AI_DAILY_TOKEN_BUDGET: wholeNumber(0, 0),
  // AI requests per job item, retries included.
  JOB_MAX_ATTEMPTS: wholeNumber(5, 1, 10),
  // Pause between job items in ms, overriding the per-tool pacing (job-runner.server.ts): set only by tests.
  JOB_PAUSE_MS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: "a whole number ≥ 0 (unset: the tool's own pacing)" })
      .int({ error: "a whole number ≥ 0 (unset: the tool's own pacing)" })
      .min(0, { error: "a whole number ≥ 0 (unset: the tool's own pacing)" })
      .optional(),
  ),
  // Records (KV keys, D1 rows, tombstones) a restore step writes at most (app/lib/backup): well
  // under a request's 1,000 KV operations; tests set it small so a small site takes several steps.
  RESTORE_STEP_RECORDS: wholeNumber(500, 5, 900),
  // The restore engine's first wait before it retries a failed step, in ms (then doubled, 3
  // retries: worker/restore-workflow.ts): set only by tests, so a step failing past its retries
  // costs milliseconds instead of 2 + 4 + 8 seconds.
  RESTORE_RETRY_MS: wholeNumber(2000, 0, 60_000),
  // A running job with no progress for this long is restarted from its next unfinished item.
  JOB_STALL_MS: wholeNumber(15 * 60_000, 1000),
  // A tool screen's poll restarts its running job after this long without progress (a minute).
  JOB_POLL_STALL_MS: wholeNumber(60_000, 1000),
  // "off": no copy of a visitor's page is kept or served (edge-cache.server.ts), so every request
  // renders: set by `npm run bench` and `npm run scale-check` to time renders; never deployed off.
  EDGE_CACHE: oneOf(["on", "off"], "on"),
  // "on": after a write's response, the pages it changed are rendered again and kept for visitors
  // (app/worker.server.ts renderAhead). The test harness sets "off" (a view right after a write
  // would race with it) except where a test asks for it.
  RENDER_ON_WRITE: oneOf(["on", "off"], "on"),
  // "on": after an identity save or a deploy, a Workflow renders the public pages into the global
  // tier in the background (app/lib/platform/tier-warm-up.server.ts). The test harness sets "off"
  // (its renders would race with a test's views) except where a test asks for it.
  TIER_WARM_UP: oneOf(["on", "off"], "on"),
  // The most pages a warm-up renders ("0": every public page); tests set a few.
  TIER_WARM_UP_MAX_PAGES: wholeNumber(0, 0),
  // How long a warm-up started by a save waits before it renders, in ms (TIER_SETTLE_MS: its
  // renders are then kept a day, not 5 minutes); tests set "0".
  TIER_WARM_UP_SETTLE_MS: wholeNumber(120_000, 0, 600_000),
  // How long a copy of the generated-page listing is used (5 minutes).
  LIST_CACHE_MS: wholeNumber(300_000, 1000, 300_000),
  // IndexNow (indexnow.server.ts): both set, or it is off. The key is public by design (served at
  // /{key}.txt).
  INDEXNOW_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{8,128}$/, { error: "8 to 128 letters, digits or hyphens (unset: IndexNow off)" })
      .optional(),
  ),
  INDEXNOW_ENDPOINT: optionalText.pipe(z.url({ error: "an absolute URL (unset: IndexNow off)" }).optional()),
  // AVIF variants of uploaded photos (app/lib/media), besides WebP: "off" makes WebP only.
  MEDIA_AVIF: oneOf(["on", "off"], "on"),
  // The seller's Google rating (app/lib/reviews/google-rating.server.ts): a Places API (New) key
  // (a secret) and his place id; both set, or no rating is read. The API's address is overridable
  // so tests can point it at a fake server on loopback.
  PLACES_API_KEY: optionalText,
  GOOGLE_PLACE_ID: optionalText,
  PLACES_API_URL: address("https://places.googleapis.com/v1"),
  // Contact clicks recorded a day at most (daily-caps.ts LEAD_DAILY_CAP); lowered by tests.
  LEAD_DAILY_CAP: wholeNumber(LEAD_DAILY_CAP, 0),
  // Contact clicks one address may have recorded a day (daily-caps.ts LEAD_ADDRESS_DAILY_CAP); lowered by tests.
  LEAD_ADDRESS_DAILY_CAP: wholeNumber(LEAD_ADDRESS_DAILY_CAP, 0),
  // Web Vitals beacons stored a day at most (daily-caps.ts RUM_DAILY_CAP); lowered by tests.
  RUM_DAILY_CAP: wholeNumber(RUM_DAILY_CAP, 0),
});

export type Env = z.infer<typeof envSchema>;

const parsed = isolateWeakMap<object, Env>({
  name: "platform/env parsed environment",
  key: "the Worker's env object",
  invalidatedBy: "a new env object (a new deployment or .dev.vars: a new isolate)",
});
// A refused environment is logged once per isolate; every request still fails with the error.
let refused: Error | null = null;

/** Settings whose value is never repeated in an error or a log line. */
const SECRET_NAME = /SECRET|PASSWORD|HASH|_KEY$/;

/** The error naming each refused setting, its value (never a secret's) and what it accepts. */
function refusal(raw: object, issues: z.core.$ZodIssue[]): Error {
  const detail = issues
    .map((i) => {
      const name = String(i.path[0] ?? "");
      const value = (raw as Record<string, unknown>)[name];
      const shown = typeof value === "string" && !SECRET_NAME.test(name) ? ` is "${value.slice(0, 100)}"` : "";
      return `${name}${shown}: expected ${i.message}`;
    })
    .join("; ");
  const error = new Error(`Invalid Worker setting ${detail}`);
  if (refused?.message !== error.message) log.error("Invalid Worker settings", { error });
  refused = error;
  return error;
}

/**
 * Parses the Worker environment once per isolate. A setting with a value it does not accept makes
 * every request fail with an error naming the setting, the value (never a secret's) and what it
 * accepts, logged once per isolate; an unset or empty setting takes its default.
 */
export function getEnv(raw: Cloudflare.Env): Env {
  const cached = parsed.get(raw);
  if (cached) return cached;
  const result = envSchema.safeParse(raw);
  if (!result.success) throw refusal(raw, result.error.issues);
  parsed.set(raw, result.data);
  return result.data;
}

/**
 * The settings alone (not the bindings, which a test's entry module may rename), checked when the
 * Worker starts (worker/index.ts): a mistyped value stops it there — `wrangler deploy` and
 * `wrangler dev` show the error — before any request.
 */
export function checkSettings(raw: object): void {
  const result = envSchema.omit({ PAGES: true }).safeParse(raw);
  if (!result.success) throw refusal(raw, result.error.issues);
  // The whole environment parsed now, as the isolate starts, and kept when it is valid: the first
  // request's getEnv finds it (when handed the same env object) or at least finds the schema built.
  const whole = envSchema.safeParse(raw);
  if (whole.success) parsed.set(raw, whole.data);
}

/** The site's public origin without a trailing slash, for canonical and sitemap URLs. */
export function siteUrl(raw: Cloudflare.Env): string {
  return getEnv(raw).SITE_URL.replace(/\/+$/, "");
}
