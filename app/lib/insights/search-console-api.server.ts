// Google's side of "Desempenho no Google": OAuth (authorization code with PKCE, scope
// webmasters.readonly, offline access) through the same `arctic` client as the Google sign-in,
// the Search Console API (sites.list, searchAnalytics.query paged by startRow) and token
// revocation. Quota (429) and server (5xx) answers are retried with exponential backoff,
// honouring Retry-After; everything else becomes a SearchConsoleError whose kind the screen
// turns into a Portuguese sentence (messages.ts). No token is ever logged.
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  generateCodeVerifier,
  generateState,
} from "arctic";
import { z } from "zod";
import type { Env } from "~/lib/platform/env.server";
import type { SearchConsoleErrorKind } from "./messages";
import { log } from "~/lib/platform/log";

export const SEARCH_CONSOLE_SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";
/** The admin screen whose "Conectar com o Google" form is answered by a redirect to Google. */
export const SEARCH_CONSOLE_SCREEN = "/admin/desempenho";
export const SEARCH_CONSOLE_CALLBACK = `${SEARCH_CONSOLE_SCREEN}/callback`;

export interface SearchConsoleConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiUrl: string;
  /** What the refresh token's encryption key is derived from (token-cipher.server.ts). */
  secret: string;
  retryMs: number;
  rowLimit: number;
}

/** The connection's settings, or null when the OAuth client or a secret is missing. */
export function searchConsoleConfig(env: Env): SearchConsoleConfig | null {
  const secret = env.SEARCH_CONSOLE_SECRET ?? env.SESSION_SECRET;
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET || !secret) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authUrl: env.GOOGLE_AUTH_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    revokeUrl: env.GOOGLE_REVOKE_URL,
    apiUrl: env.SEARCH_CONSOLE_API_URL.replace(/\/+$/, ""),
    secret,
    retryMs: env.SEARCH_CONSOLE_RETRY_MS,
    rowLimit: env.SEARCH_CONSOLE_ROW_LIMIT,
  };
}

export class SearchConsoleError extends Error {
  constructor(
    readonly kind: SearchConsoleErrorKind,
    readonly status: number | null,
    detail: string,
  ) {
    super(`Search Console ${kind} error${status ? ` (HTTP ${status})` : ""}: ${detail}`);
    this.name = "SearchConsoleError";
  }
}

const MAX_ATTEMPTS = 4;
const MAX_RETRY_AFTER_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function retryDelay(config: SearchConsoleConfig, attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  return config.retryMs * 2 ** (attempt - 1);
}

function kindOfStatus(status: number): SearchConsoleErrorKind {
  if (status === 401) return "grant";
  if (status === 403) return "access";
  if (status === 429) return "quota";
  if (status >= 500) return "server";
  return "unexpected";
}

const retryable = (kind: SearchConsoleErrorKind) => kind === "quota" || kind === "server";

/** Runs `call` again on a retryable failure, up to MAX_ATTEMPTS times. */
async function withRetries<T>(config: SearchConsoleConfig, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof RetryableFailure) || attempt >= MAX_ATTEMPTS) {
        throw error instanceof RetryableFailure ? error.final : error;
      }
      await sleep(retryDelay(config, attempt, error.retryAfter));
    }
  }
}

class RetryableFailure extends Error {
  constructor(
    readonly final: SearchConsoleError,
    readonly retryAfter: string | null,
  ) {
    super(final.message);
  }
}

function oauthClient(config: SearchConsoleConfig, origin: string | null): OAuth2Client {
  return new OAuth2Client(
    config.clientId,
    config.clientSecret,
    origin === null ? null : `${origin}${SEARCH_CONSOLE_CALLBACK}`,
  );
}

/** The Google consent URL, with the state and PKCE verifier to keep until the callback. */
export function startSearchConsoleAuth(
  config: SearchConsoleConfig,
  origin: string,
): { url: URL; state: string; verifier: string } {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = oauthClient(config, origin).createAuthorizationURLWithPKCE(
    config.authUrl,
    state,
    CodeChallengeMethod.S256,
    verifier,
    [SEARCH_CONSOLE_SCOPE],
  );
  // A refresh token (offline access) on every consent, even when the account granted it before.
  url.searchParams.set("access_type", "offline");
  url.searchParams.set("prompt", "consent");
  return { url, state, verifier };
}

export type AuthOutcome =
  | { ok: true; refreshToken: string }
  | { ok: false; reason: "no-refresh-token" | "scope-missing" | "refused" };

/** Exchanges the callback's code; only a refresh token with the Search Console scope is useful. */
export async function finishSearchConsoleAuth(
  config: SearchConsoleConfig,
  origin: string,
  code: string,
  verifier: string,
): Promise<AuthOutcome> {
  let tokens: Awaited<ReturnType<OAuth2Client["validateAuthorizationCode"]>>;
  try {
    tokens = await oauthClient(config, origin).validateAuthorizationCode(config.tokenUrl, code, verifier);
  } catch (error) {
    log.error("Search Console authorization code refused", { error: describe(error) });
    return { ok: false, reason: "refused" };
  }
  // Google's granular consent lets the account untick the scope; the answer then lacks it.
  if (tokens.hasScopes() && !tokens.scopes().includes(SEARCH_CONSOLE_SCOPE))
    return { ok: false, reason: "scope-missing" };
  if (!tokens.hasRefreshToken()) return { ok: false, reason: "no-refresh-token" };
  return { ok: true, refreshToken: tokens.refreshToken() };
}

/**
 * What an error answer from Google may add to a log: its `error.status` word (PERMISSION_DENIED,
 * RESOURCE_EXHAUSTED…), checked to be one, and nothing else. The body's text is never logged: the
 * API may echo the request, bearer token included.
 */
export function googleStatus(body: string): string {
  try {
    const status = (JSON.parse(body) as { error?: { status?: unknown } })?.error?.status;
    if (typeof status === "string" && /^[A-Z_]{1,40}$/.test(status)) return status;
  } catch {
    // Not JSON: nothing of it is logged.
  }
  return "no status";
}

/** An error's class and message, never its request (which could hold a token). */
function describe(error: unknown): string {
  if (error instanceof OAuth2RequestError) return `OAuth2RequestError ${error.code}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** A fresh access token for the stored refresh token. */
export async function accessTokenFor(config: SearchConsoleConfig, refreshToken: string): Promise<string> {
  return withRetries(config, async () => {
    try {
      const tokens = await oauthClient(config, null).refreshAccessToken(config.tokenUrl, refreshToken, []);
      return tokens.accessToken();
    } catch (error) {
      if (error instanceof OAuth2RequestError) {
        // invalid_grant: revoked, expired (unused for 6 months, or a test-mode client's 7 days) or
        // the password changed. Anything else about the client is a configuration problem.
        throw new SearchConsoleError(error.code === "invalid_grant" ? "grant" : "config", null, error.code);
      }
      if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
        const kind = kindOfStatus(error.status);
        const failure = new SearchConsoleError(kind, error.status, "token endpoint");
        if (retryable(kind)) throw new RetryableFailure(failure, null);
        throw failure;
      }
      if (error instanceof ArcticFetchError) {
        throw new RetryableFailure(new SearchConsoleError("server", null, "token endpoint unreachable"), null);
      }
      throw error;
    }
  });
}

async function callApi(config: SearchConsoleConfig, accessToken: string, path: string, body?: unknown) {
  return withRetries(config, async () => {
    let res: Response;
    try {
      res = await fetch(`${config.apiUrl}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          Authorization: `Bearer ${accessToken}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new RetryableFailure(new SearchConsoleError("server", null, describe(error)), null);
    }
    if (res.ok) {
      try {
        return (await res.json()) as unknown;
      } catch {
        throw new SearchConsoleError("unexpected", res.status, "response is not JSON");
      }
    }
    const detail = googleStatus(await res.text().catch(() => ""));
    const kind = kindOfStatus(res.status);
    const failure = new SearchConsoleError(kind, res.status, detail);
    if (retryable(kind)) throw new RetryableFailure(failure, res.headers.get("Retry-After"));
    throw failure;
  });
}

const sitesSchema = z.object({
  siteEntry: z.array(z.object({ siteUrl: z.string(), permissionLevel: z.string() })).optional(),
});

/** The account's verified properties (an unverified one cannot be queried). */
export async function listProperties(config: SearchConsoleConfig, accessToken: string): Promise<string[]> {
  const parsed = sitesSchema.safeParse(await callApi(config, accessToken, "/sites"));
  if (!parsed.success) throw new SearchConsoleError("unexpected", 200, "sites.list shape");
  return (parsed.data.siteEntry ?? [])
    .filter((s) => s.permissionLevel !== "siteUnverifiedUser")
    .map((s) => s.siteUrl)
    .sort();
}

const rowsSchema = z.object({
  rows: z
    .array(
      z.object({
        keys: z.array(z.string()),
        clicks: z.number().min(0),
        impressions: z.number().min(0),
        position: z.number().min(0),
      }),
    )
    .optional(),
});
export type ApiRow = NonNullable<z.infer<typeof rowsSchema>["rows"]>[number];

/** A safety stop against an API that never returns a short page: 2,000 pages of 25,000 rows. */
const MAX_PAGES = 2000;

/** Every Search Analytics row of a date range for these dimensions, one startRow page at a time. */
export async function querySearchAnalytics(
  config: SearchConsoleConfig,
  accessToken: string,
  property: string,
  range: { startDate: string; endDate: string },
  dimensions: ("date" | "page" | "query")[],
): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  const path = `/sites/${encodeURIComponent(property)}/searchAnalytics/query`;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = { ...range, dimensions, type: "web", rowLimit: config.rowLimit, startRow: page * config.rowLimit };
    const parsed = rowsSchema.safeParse(await callApi(config, accessToken, path, body));
    if (!parsed.success) throw new SearchConsoleError("unexpected", 200, "searchAnalytics.query shape");
    const got = parsed.data.rows ?? [];
    rows.push(...got);
    if (got.length < config.rowLimit) return rows;
  }
  throw new SearchConsoleError("unexpected", 200, "too many pages of rows");
}

/** Revokes the refresh token at Google; false when Google could not confirm it. */
export async function revokeToken(config: SearchConsoleConfig, refreshToken: string): Promise<boolean> {
  try {
    await oauthClient(config, null).revokeToken(config.revokeUrl, refreshToken);
    return true;
  } catch (error) {
    // invalid_token: already revoked (e.g. from the Google account's page) — the goal is met.
    if (error instanceof OAuth2RequestError && error.code === "invalid_token") return true;
    log.error("Search Console token revocation failed", { error: describe(error) });
    return false;
  }
}
