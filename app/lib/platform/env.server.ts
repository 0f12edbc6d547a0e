import { z } from "zod";
import { RUM_DAILY_CAP } from "~/lib/insights/web-vitals";
import { LEAD_ADDRESS_DAILY_CAP, LEAD_DAILY_CAP } from "~/lib/leads/leads";

// The raw bindings' type, Cloudflare.Env, is generated from wrangler.toml by `npm run cf-typegen`
// (worker-configuration.d.ts). This schema is what the app relies on: it parses those raw
// strings (defaults, URLs, numbers) once per isolate.

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  PAGES: z.custom<KVNamespace>((v) => typeof v === "object" && v !== null, "the PAGES KV binding is missing"),
  SITE_URL: z.url().default("https://motoresppa.com.br"),
  ENVIRONMENT: z.enum(["production", "development", "test"]).default("production"),
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
  GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  // Search Console (app/lib/insights/): API and token-revocation endpoints, overridable for tests.
  SEARCH_CONSOLE_API_URL: z.url().default("https://www.googleapis.com/webmasters/v3"),
  GOOGLE_REVOKE_URL: z.url().default("https://oauth2.googleapis.com/revoke"),
  // Secret the Search Console refresh token's encryption key is derived from; SESSION_SECRET when unset.
  SEARCH_CONSOLE_SECRET: optionalText,
  // Secret the backups' manifests are signed with (app/lib/backup/); SESSION_SECRET when unset. A
  // restore on another account needs the same value there.
  BACKUP_SECRET: optionalText,
  // First retry delay after a 429 or 5xx from Google (doubles each time), and rows per API page:
  // lowered only by tests.
  SEARCH_CONSOLE_RETRY_MS: z.coerce.number().int().min(0).max(60_000).catch(1000),
  SEARCH_CONSOLE_ROW_LIMIT: z.coerce.number().int().min(1).max(25_000).catch(25_000),
  // Share of public page views that load web-vitals and report (wrangler.toml [vars]).
  RUM_SAMPLE_RATE: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).max(1).catch(0.25)),
  AI_API_KEY: optionalText,
  AI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  AI_MODEL: z.string().min(1).default("gpt-4o"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  // Longest wait before an AI retry, the service's Retry-After included: set only by tests, so a
  // fake service's 429s and 500s cost milliseconds (the waits themselves are unit-tested).
  AI_RETRY_MAX_MS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(0).max(60_000).catch(10_000),
  ),
  // Estimated price in reais per 1,000 tokens (wrangler.toml [vars]); 0 hides the cost.
  AI_PRICE_PER_1K_TOKENS_BRL: z.coerce.number().min(0).max(1000).catch(0),
  // Tokens a day the generation jobs may spend; absent or 0: no limit.
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).catch(0),
  // AI requests per job item, retries included.
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).catch(5),
  // Pause between job items in ms, overriding the per-tool pacing (job-runner.server.ts): set only by tests.
  JOB_PAUSE_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).optional()),
  // A running job with no progress for this long is restarted from its next unfinished item.
  JOB_STALL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .catch(15 * 60_000),
  // A tool screen's poll restarts its running job after this long without progress (a minute).
  JOB_POLL_STALL_MS: z.coerce.number().int().min(1000).catch(60_000),
  // "off": no copy of a visitor's page is kept or served (edge-cache.server.ts), so every request
  // renders: set by `npm run bench` and `npm run scale-check` to time renders; never deployed off.
  EDGE_CACHE: z.enum(["on", "off"]).catch("on"),
  // How long a copy of the generated-page listing is used (5 minutes); lowered only by tests of
  // its staleness bound.
  LIST_CACHE_MS: z.coerce.number().int().min(1000).max(300_000).catch(300_000),
  // IndexNow (indexnow.server.ts): both set, or it is off. The key is public by design (served at
  // /{key}.txt); a malformed one turns IndexNow off rather than the site.
  INDEXNOW_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{8,128}$/)
      .optional()
      .catch(undefined),
  ),
  INDEXNOW_ENDPOINT: optionalText.pipe(z.url().optional().catch(undefined)),
  // AVIF variants of uploaded photos (app/lib/media), besides WebP: "off" makes WebP only.
  MEDIA_AVIF: z.enum(["on", "off"]).catch("on"),
  // The seller's Google rating (app/lib/reviews/google-rating.server.ts): a Places API (New) key
  // (a secret) and his place id; both set, or no rating is read. The API's address is overridable
  // so tests can point it at a fake server on loopback.
  PLACES_API_KEY: optionalText,
  GOOGLE_PLACE_ID: optionalText,
  PLACES_API_URL: z.url().default("https://places.googleapis.com/v1"),
  // Contact clicks recorded a day at most (leads.ts LEAD_DAILY_CAP); lowered by tests.
  LEAD_DAILY_CAP: z.coerce.number().int().min(0).catch(LEAD_DAILY_CAP),
  // Contact clicks one address may have recorded a day (leads.ts LEAD_ADDRESS_DAILY_CAP); lowered by tests.
  LEAD_ADDRESS_DAILY_CAP: z.coerce.number().int().min(0).catch(LEAD_ADDRESS_DAILY_CAP),
  // Web Vitals beacons stored a day at most (web-vitals.ts RUM_DAILY_CAP); lowered by tests.
  RUM_DAILY_CAP: z.coerce.number().int().min(0).catch(RUM_DAILY_CAP),
});

export type Env = z.infer<typeof envSchema>;

const parsed = new WeakMap<object, Env>();

/** Parses the Worker environment once per isolate and names what is wrong when it fails. */
export function getEnv(raw: Cloudflare.Env): Env {
  const cached = parsed.get(raw);
  if (cached) return cached;
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid Worker environment (${detail})`);
  }
  parsed.set(raw, result.data);
  return result.data;
}

/** The site's public origin without a trailing slash, for canonical and sitemap URLs. */
export function siteUrl(raw: Cloudflare.Env): string {
  return getEnv(raw).SITE_URL.replace(/\/+$/, "");
}
