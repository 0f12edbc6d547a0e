// Admin session: a signed, HttpOnly cookie valid 4 hours from sign-in, checked on the server in
// every admin loader and action (never only in the browser). The cookie
// carries a random session id whose row in D1 (table sessions) must exist: logout deletes it, so a
// copied cookie dies with it, and "Sair de todos os dispositivos" deletes every row of the account.
// Rotating SESSION_SECRET still ends every session, since no cookie verifies any more.
import {
  createCookie,
  createCookieSessionStorage,
  redirect,
  type AppLoadContext,
  type Session,
} from "@remix-run/cloudflare";
import { parse as parseCookies } from "cookie";
import type { Env } from "~/lib/platform/env.server";
import { sha256Hex } from "~/lib/platform/crypto";
import { log } from "~/lib/platform/log";
import { deviceCookieHeader } from "./device.server";
import { type Toast, toastSchema } from "./toast";
import { isolateMap, isolateWeakMap } from "~/lib/platform/isolate-cache";

/** the admin session lasts 4 hours from sign-in. */
export const SESSION_MAX_AGE_S = 4 * 60 * 60;
export const SESSION_COOKIE = "__ppa_admin";
export const SESSION_EXPIRED = "Sua sessão expirou. Entre novamente no painel.";
/** An unbacked session (see SessionData) lasts 1 hour. */
export const UNBACKED_MAX_AGE_S = 60 * 60;

export interface SessionData {
  email: string;
  /** Sign-in time, ms since the epoch. */
  issuedAt: number;
  /** Random id; its SHA-256 is the key of the session's row in D1. */
  sid: string;
  /**
   * Signed in while D1 refused writes (its daily quota spent): the session has no row, so it lasts
   * UNBACKED_MAX_AGE_S and only its own logout ends it (the cookie goes; there is no row to delete).
   */
  unbacked?: true;
}

export type { Toast } from "./toast";

interface FlashData {
  toast: Toast;
}

/**
 * Whether the request carries a session cookie at all, read with the parser Remix uses (the
 * `cookie` package), so every spelling Remix accepts counts, e.g. `__ppa_admin =…`.
 */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  try {
    return SESSION_COOKIE in parseCookies(header);
  } catch {
    return true;
  }
}

export type AdminConfig =
  | { configured: true; email: string; passwordHash: string; secret: string; env: Env }
  | { configured: false; env: Env };

export function adminConfig(context: AppLoadContext): AdminConfig {
  const env = context.services.config;
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD_HASH || !env.SESSION_SECRET) return { configured: false, env };
  return {
    configured: true,
    email: env.ADMIN_EMAIL,
    passwordHash: env.ADMIN_PASSWORD_HASH,
    secret: env.SESSION_SECRET,
    env,
  };
}

const storages = isolateMap<string, ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>>>({
  name: "http/session cookie storages",
  key: "secure flag and SESSION_SECRET",
  bound: 4,
  invalidatedBy: "a new secret makes a new key (a new deployment starts new isolates)",
});

function storage(context: AppLoadContext) {
  const env = context.services.config;
  const secret = env.SESSION_SECRET ?? "";
  const secure = env.ENVIRONMENT === "production";
  const key = `${secure}:${secret}`;
  let s = storages.get(key);
  if (!s) {
    s = createCookieSessionStorage<SessionData, FlashData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        maxAge: SESSION_MAX_AGE_S,
        // Without a secret nothing can be signed, so nothing is ever trusted (admin shows "not configured").
        secrets: secret ? [secret] : [crypto.randomUUID()],
      },
    });
    storages.set(key, s);
  }
  return s;
}

/** The request's session; a cookie that cannot be parsed or verified is no session (never a 500). */
export async function getSession(request: Request, context: AppLoadContext): Promise<Session<SessionData, FlashData>> {
  try {
    return await storage(context).getSession(request.headers.get("Cookie"));
  } catch {
    return storage(context).getSession();
  }
}

export function commitSession(
  session: Session<SessionData, FlashData>,
  context: AppLoadContext,
  maxAge?: number,
): Promise<string> {
  return storage(context).commitSession(session, maxAge === undefined ? undefined : { maxAge });
}

export function destroySession(session: Session<SessionData, FlashData>, context: AppLoadContext): Promise<string> {
  return storage(context).destroySession(session);
}

// The layout and the route of one request both ask: one D1 read per request, keyed by its context.
const perRequest = isolateWeakMap<object, Promise<string | null>>({
  name: "http/session admin per request",
  key: "the request's load context",
  invalidatedBy: "the request's end (its context is dropped)",
});

/** The signed-in admin's e-mail, or null when there is no valid, unexpired, unrevoked session. */
export function readAdmin(request: Request, context: AppLoadContext): Promise<string | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = checkSession(request, context, Date.now());
    perRequest.set(context, pending);
  }
  return pending;
}

async function checkSession(request: Request, context: AppLoadContext, now: number): Promise<string | null> {
  const config = adminConfig(context);
  if (!config.configured) return null;
  const session = await getSession(request, context);
  const email = session.get("email");
  const issuedAt = session.get("issuedAt");
  const sid = session.get("sid");
  if (typeof email !== "string" || typeof issuedAt !== "number" || typeof sid !== "string") return null;
  if (now - issuedAt > SESSION_MAX_AGE_S * 1000 || issuedAt > now + 60_000) return null;
  if (session.get("unbacked") === true) return now - issuedAt <= UNBACKED_MAX_AGE_S * 1000 ? email : null;
  // One primary-key read.
  const row = await context.services.db
    .prepare("SELECT email FROM sessions WHERE id_hash = ?1 AND expires_at > ?2")
    .bind(await sha256Hex(sid), now)
    .first<{ email: string }>();
  return row?.email === email ? email : null;
}

/**
 * Every admin loader and action starts here: no valid session → the session cookie is cleared and
 * the visitor goes to /admin/login (GET) or is refused (POST).
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<string> {
  const email = await readAdmin(request, context);
  if (email) return email;
  const session = await getSession(request, context);
  const headers = new Headers({ "Set-Cookie": await destroySession(session, context), "Cache-Control": "no-store" });
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  // The batch tools' JSON routes answer 401 so their loops can stop and say why.
  if (path.startsWith("/admin/api/")) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    throw new Response(JSON.stringify({ error: SESSION_EXPIRED }), { status: 401, headers });
  }
  // Pages and forms go to the login page (303: the browser follows with a GET), back here after.
  const from = request.method === "GET" || request.method === "HEAD" ? path : "/admin/painel";
  throw redirect(`/admin/login?voltar=${encodeURIComponent(from)}`, {
    status: request.method === "GET" ? 302 : 303,
    headers,
  });
}

/**
 * Starts a session for `email` (a new row in D1) and redirects, with the success toast; the
 * browser also gets (or keeps) its device cookie (device.server.ts). When D1 refuses the write
 * (its daily quota spent), the admin still gets in, with an unbacked session of 1 hour.
 */
export async function signIn(
  context: AppLoadContext,
  email: string,
  to: string,
  request: Request | null = null,
): Promise<Response> {
  const now = Date.now();
  const sid = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  const db = context.services.db;
  let unbacked = false;
  try {
    await db.batch([
      db
        .prepare("INSERT INTO sessions (id_hash, email, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
        .bind(await sha256Hex(sid), email, now, now + SESSION_MAX_AGE_S * 1000),
      // Sign-ins sweep the rows of sessions that ended by themselves.
      db.prepare("DELETE FROM sessions WHERE expires_at <= ?1").bind(now),
    ]);
  } catch (error) {
    unbacked = true;
    log.warn("Session row not written (D1 refused it): signed in with an unbacked 1-hour session", { error });
  }
  const session = await storage(context).getSession();
  session.set("email", email);
  session.set("issuedAt", now);
  session.set("sid", sid);
  if (unbacked) session.set("unbacked", true);
  session.flash("toast", { kind: "success", title: "Login bem-sucedido" });
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session, context, unbacked ? UNBACKED_MAX_AGE_S : undefined));
  headers.append("Set-Cookie", await deviceCookieHeader(request, context, email));
  return redirect(to, { headers });
}

/** Ends this session (its row goes) or, with `everywhere`, every session of its account. */
export async function signOut(
  request: Request,
  context: AppLoadContext,
  { everywhere = false }: { everywhere?: boolean } = {},
): Promise<string> {
  const session = await getSession(request, context);
  const sid = session.get("sid");
  const db = context.services.db;
  if (typeof sid === "string") {
    const hash = await sha256Hex(sid);
    try {
      if (everywhere) {
        // Only a live session may end the others: its e-mail comes from its own row.
        await db
          .prepare("DELETE FROM sessions WHERE email = (SELECT email FROM sessions WHERE id_hash = ?1)")
          .bind(hash)
          .run();
      }
      await db.prepare("DELETE FROM sessions WHERE id_hash = ?1").bind(hash).run();
    } catch (error) {
      // A logout never fails: the cookie goes whatever D1 says (an unwritten delete leaves a row
      // that expires by itself, and that no cookie of this browser names any more).
      log.warn("Session row not deleted at logout", { error });
    }
  }
  return destroySession(session, context);
}

/**
 * State and PKCE verifier of a Google sign-in in progress, in a cookie of their own: starting a
 * sign-in never rewrites (nor shortens) an existing session cookie.
 */
export function oauthCookie(context: AppLoadContext) {
  const env = context.services.config;
  return createCookie("__ppa_oauth", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.ENVIRONMENT === "production",
    path: "/admin/auth/google",
    maxAge: 600,
    secrets: env.SESSION_SECRET ? [env.SESSION_SECRET] : [crypto.randomUUID()],
  });
}

export async function redirectWithToast(
  request: Request,
  context: AppLoadContext,
  to: string,
  toast: Toast,
): Promise<Response> {
  const session = await getSession(request, context);
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session, context, remainingSeconds(session)) } });
}

/** Flashes keep the session's original expiry: a toast never extends a session past 4 hours. */
function remainingSeconds(session: Session<SessionData, FlashData>): number | undefined {
  const issuedAt = session.get("issuedAt");
  if (typeof issuedAt !== "number") return undefined;
  const maxAge = session.get("unbacked") === true ? UNBACKED_MAX_AGE_S : SESSION_MAX_AGE_S;
  return Math.max(0, Math.floor((issuedAt + maxAge * 1000 - Date.now()) / 1000));
}

/** Reads (and so consumes) the flashed toast; the returned cookie must be sent back. */
export async function takeToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: Toast | null; cookie: string | null }> {
  const session = await getSession(request, context);
  const raw: unknown = session.get("toast");
  if (raw === undefined) return { toast: null, cookie: null };
  // Consumed either way; shown only when it has the shape of a toast.
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    cookie: await commitSession(session, context, remainingSeconds(session)),
  };
}
