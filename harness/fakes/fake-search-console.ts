// A fake Google OAuth token server and Search Console API on loopback, for "Desempenho no Google":
// the consent screen a browser is sent to (GET /auth: a page whose "Permitir" link returns to the
// redirect URI with a code bound to the PKCE challenge), the authorization-code exchange (PKCE checked), refresh-token grants, revocation, sites.list and
// searchAnalytics.query with rowLimit/startRow paging over fixture rows. Faults can be queued per
// endpoint (401, 403, 429 with Retry-After, 500…). Every call is recorded for the tests.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

const SC_SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";

/** One fixture row; `query: null` stands for Google's anonymised queries (page totals only). */
export interface FixtureRow {
  date: string;
  page: string;
  query: string | null;
  clicks: number;
  impressions: number;
  position: number;
}

interface QueryCall {
  property: string;
  startDate: string;
  endDate: string;
  dimensions: string[];
  rowLimit: number;
  startRow: number;
  status: number;
}

type Endpoint = "token" | "sites" | "query" | "revoke";

export interface FakeSearchConsole {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiUrl: string;
  /** What the next exchange of `code` returns; `challenge` is the one the Worker sent. */
  grant(code: string, challenge: string, options?: { scope?: string; noRefreshToken?: boolean }): string;
  /** The properties the account may see (verified unless listed in `unverified`). */
  setSites(sites: string[], unverified?: string[]): void;
  /** Properties the account is listed for but may not query (403). */
  forbid(property: string): void;
  setRows(property: string, rows: FixtureRow[]): void;
  /** The next `times` calls of an endpoint answer `status` (with `headers`). */
  fail(
    endpoint: Endpoint,
    status: number,
    times?: number,
    headers?: Record<string, string>,
    /** The error's `message` (default "fake {status}"): a test plants what must never reach a log. */
    message?: string,
  ): void;
  /** Makes every refresh token of the account invalid (as a revocation from the Google account does). */
  expireGrants(): void;
  /** The consent screen's visits (GET /auth), with the parameters the site sent. */
  consents: URLSearchParams[];
  queries: QueryCall[];
  revoked: string[];
  refreshes: { ok: boolean }[];
  /** Refresh tokens issued, newest last. */
  issued: string[];
  close(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => resolve(body));
  });
}

export async function startFakeSearchConsole(): Promise<FakeSearchConsole> {
  const grants = new Map<string, { challenge: string; scope: string; noRefreshToken: boolean }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  let sites: { siteUrl: string; permissionLevel: string }[] = [];
  const forbidden = new Set<string>();
  const data = new Map<string, FixtureRow[]>();
  const faults: Record<Endpoint, { status: number; headers: Record<string, string>; message?: string }[]> = {
    token: [],
    sites: [],
    query: [],
    revoke: [],
  };
  const fake: Omit<FakeSearchConsole, "authUrl" | "tokenUrl" | "revokeUrl" | "apiUrl" | "close"> = {
    grant(code, challenge, options = {}) {
      grants.set(code, { challenge, scope: options.scope ?? SC_SCOPE, noRefreshToken: !!options.noRefreshToken });
      return code;
    },
    setSites(list, unverified = []) {
      sites = [
        ...list.map((siteUrl) => ({ siteUrl, permissionLevel: "siteOwner" })),
        ...unverified.map((siteUrl) => ({ siteUrl, permissionLevel: "siteUnverifiedUser" })),
      ];
    },
    forbid: (property) => void forbidden.add(property),
    setRows: (property, rows) => void data.set(property, rows),
    fail(endpoint, status, times = 1, headers = {}, message = undefined) {
      for (let i = 0; i < times; i++) faults[endpoint].push({ status, headers, message });
    },
    expireGrants: () => refreshTokens.clear(),
    consents: [],
    queries: [],
    revoked: [],
    refreshes: [],
    issued: [],
  };

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });

  function fault(endpoint: Endpoint) {
    const f = faults[endpoint].shift();
    if (!f) return null;
    return json(f.status, { error: { code: f.status, message: f.message ?? `fake ${f.status}` } }, f.headers);
  }

  function token(form: URLSearchParams) {
    const f = fault("token");
    if (f) return f;
    if (form.get("grant_type") === "authorization_code") {
      const grant = grants.get(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (!grant || b64url(createHash("sha256").update(verifier).digest()) !== grant.challenge) {
        return json(400, { error: "invalid_grant" });
      }
      grants.delete(form.get("code")!);
      const access = `at-${randomUUID()}`;
      accessTokens.add(access);
      const body: Record<string, unknown> = {
        access_token: access,
        token_type: "Bearer",
        expires_in: 3599,
        scope: grant.scope,
      };
      if (!grant.noRefreshToken) {
        const refresh = `1//rt-${randomUUID()}`;
        refreshTokens.add(refresh);
        fake.issued.push(refresh);
        body.refresh_token = refresh;
      }
      return json(200, body);
    }
    if (form.get("grant_type") === "refresh_token") {
      const ok = refreshTokens.has(form.get("refresh_token") ?? "");
      fake.refreshes.push({ ok });
      if (!ok) return json(400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      const access = `at-${randomUUID()}`;
      accessTokens.add(access);
      return json(200, { access_token: access, token_type: "Bearer", expires_in: 3599, scope: SC_SCOPE });
    }
    return json(400, { error: "unsupported_grant_type" });
  }

  function revoke(form: URLSearchParams) {
    const f = fault("revoke");
    if (f) return f;
    const t = form.get("token") ?? "";
    if (!refreshTokens.delete(t)) return json(400, { error: "invalid_token" });
    fake.revoked.push(t);
    return json(200, {});
  }

  function rowsFor(property: string, dimensions: string[], startDate: string, endDate: string) {
    const source = (data.get(property) ?? []).filter((r) => r.date >= startDate && r.date <= endDate);
    const withQuery = dimensions.includes("query");
    const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weighted: number }>();
    for (const r of source) {
      if (withQuery && r.query === null) continue;
      const keys = dimensions.map((d) => (d === "date" ? r.date : d === "page" ? r.page : (r.query as string)));
      const id = keys.join("\u0000");
      const g = groups.get(id) ?? { keys, clicks: 0, impressions: 0, weighted: 0 };
      g.clicks += r.clicks;
      g.impressions += r.impressions;
      g.weighted += r.position * r.impressions;
      groups.set(id, g);
    }
    return [...groups.values()]
      .sort((a, b) => b.clicks - a.clicks || a.keys.join().localeCompare(b.keys.join()))
      .map((g) => ({
        keys: g.keys,
        clicks: g.clicks,
        impressions: g.impressions,
        ctr: g.impressions ? g.clicks / g.impressions : 0,
        position: g.impressions ? g.weighted / g.impressions : 0,
      }));
  }

  function api(method: string, path: string, auth: string, body: string) {
    const bearer = auth.startsWith("Bearer ") ? auth.slice(7) : "";
    const isQuery = method === "POST" && /^\/sites\/[^/]+\/searchAnalytics\/query$/.test(path);
    const endpoint: Endpoint = isQuery ? "query" : "sites";
    const property = isQuery ? decodeURIComponent(path.split("/")[2]!) : "";
    const record = (status: number) => {
      if (!isQuery) return;
      const q = JSON.parse(body || "{}") as Partial<QueryCall>;
      fake.queries.push({
        property,
        startDate: q.startDate ?? "",
        endDate: q.endDate ?? "",
        dimensions: q.dimensions ?? [],
        rowLimit: q.rowLimit ?? 1000,
        startRow: q.startRow ?? 0,
        status,
      });
    };
    const f = fault(endpoint);
    if (f) {
      record(f.status);
      return f;
    }
    if (!accessTokens.has(bearer)) {
      record(401);
      return json(401, { error: { code: 401, message: "Request had invalid authentication credentials." } });
    }
    if (method === "GET" && path === "/sites") return json(200, sites.length ? { siteEntry: sites } : {});
    if (!isQuery) return json(404, { error: { code: 404 } });
    const verified = sites.some((s) => s.siteUrl === property && s.permissionLevel !== "siteUnverifiedUser");
    if (!verified || forbidden.has(property)) {
      record(403);
      return json(403, { error: { code: 403, message: "User does not have sufficient permission for site." } });
    }
    record(200);
    const q = JSON.parse(body) as {
      startDate: string;
      endDate: string;
      dimensions: string[];
      rowLimit?: number;
      startRow?: number;
    };
    const all = rowsFor(property, q.dimensions, q.startDate, q.endDate);
    const limit = Math.min(q.rowLimit ?? 1000, 25_000);
    const page = all.slice(q.startRow ?? 0, (q.startRow ?? 0) + limit);
    return json(
      200,
      page.length ? { rows: page, responseAggregationType: "byPage" } : { responseAggregationType: "byPage" },
    );
  }

  /**
   * Google's consent screen, as a browser meets it: a refused request (no client, not a PKCE S256
   * code request, no redirect URI) is a 400 page; otherwise "Permitir" returns a code registered
   * for the request's challenge and "Cancelar" returns `error=access_denied`, both with the state.
   */
  function consent(params: URLSearchParams) {
    fake.consents.push(params);
    const redirect = params.get("redirect_uri") ?? "";
    const challenge = params.get("code_challenge") ?? "";
    const valid =
      !!params.get("client_id") &&
      params.get("response_type") === "code" &&
      params.get("code_challenge_method") === "S256" &&
      !!challenge &&
      URL.canParse(redirect);
    const html = (status: number, body: string) => ({
      status,
      body: `<!doctype html><html lang="pt-BR"><head><title>Fazer login com o Google</title></head><body>${body}</body></html>`,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
    if (!valid) return html(400, "<h1>Erro 400: invalid_request</h1>");
    const back = (extra: Record<string, string>) => {
      const to = new URL(redirect);
      for (const [k, v] of Object.entries({ ...extra, state: params.get("state") ?? "" })) to.searchParams.set(k, v);
      return to.toString().replace(/&/g, "&amp;");
    };
    const code = fake.grant(`codigo-${randomUUID()}`, challenge);
    return html(
      200,
      `<h1>O site quer acessar sua Conta do Google</h1><p>${params.get("scope") ?? ""}</p>` +
        `<a id="permitir" href="${back({ code, scope: SC_SCOPE })}">Permitir</a> ` +
        `<a id="cancelar" href="${back({ error: "access_denied" })}">Cancelar</a>`,
    );
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://fake");
    let answer: { status: number; body: string; headers: Record<string, string> };
    if (url.pathname === "/auth" && req.method === "GET") answer = consent(url.searchParams);
    else if (url.pathname === "/token") answer = token(new URLSearchParams(body));
    else if (url.pathname === "/revoke") answer = revoke(new URLSearchParams(body));
    else if (url.pathname.startsWith("/webmasters/v3/"))
      answer = api(
        req.method ?? "GET",
        url.pathname.slice("/webmasters/v3".length),
        req.headers.authorization ?? "",
        body,
      );
    else answer = json(404, { error: "not found" });
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    authUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    revokeUrl: `${base}/revoke`,
    apiUrl: `${base}/webmasters/v3`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
