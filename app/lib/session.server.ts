// Admin session: a signed, HttpOnly cookie valid 4 hours from sign-in, checked on the server in
// every admin loader and action (the spec's browser-only check is replaced on purpose).
import { createCookieSessionStorage, redirect, type AppLoadContext, type Session } from "@remix-run/cloudflare";
import { getEnv, type Env } from "./env.server";
import { type Toast, toastSchema } from "./toast";

/** Spec §9: the admin session lasts 4 hours from sign-in. */
export const SESSION_MAX_AGE_S = 4 * 60 * 60;
export const SESSION_COOKIE = "__ppa_admin";
export const SESSION_EXPIRED = "Sua sessão expirou. Entre novamente no painel.";

export interface SessionData {
  email: string;
  /** Sign-in time, ms since the epoch. */
  issuedAt: number;
}

export type { Toast } from "./toast";

interface FlashData {
  toast: Toast;
  /** State and PKCE verifier of a Google sign-in in progress. */
  oauth: string;
}

export type AdminConfig =
  | { configured: true; email: string; passwordHash: string; secret: string; env: Env }
  | { configured: false; env: Env };

export function adminConfig(context: AppLoadContext): AdminConfig {
  const env = getEnv(context.cloudflare.env);
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD_HASH || !env.SESSION_SECRET) return { configured: false, env };
  return {
    configured: true,
    email: env.ADMIN_EMAIL,
    passwordHash: env.ADMIN_PASSWORD_HASH,
    secret: env.SESSION_SECRET,
    env,
  };
}

const storages = new Map<string, ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>>>();

function storage(context: AppLoadContext) {
  const env = getEnv(context.cloudflare.env);
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

export function getSession(request: Request, context: AppLoadContext): Promise<Session<SessionData, FlashData>> {
  return storage(context).getSession(request.headers.get("Cookie"));
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

/** The signed-in admin's e-mail, or null when there is no valid, unexpired session. */
export async function readAdmin(request: Request, context: AppLoadContext, now = Date.now()): Promise<string | null> {
  const config = adminConfig(context);
  if (!config.configured) return null;
  const session = await getSession(request, context);
  const email = session.get("email");
  const issuedAt = session.get("issuedAt");
  if (typeof email !== "string" || typeof issuedAt !== "number") return null;
  if (now - issuedAt > SESSION_MAX_AGE_S * 1000 || issuedAt > now + 60_000) return null;
  return email;
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

/** Starts a session for `email` and redirects, with the success toast. */
export async function signIn(request: Request, context: AppLoadContext, email: string, to: string): Promise<Response> {
  const session = await getSession(request, context);
  session.set("email", email);
  session.set("issuedAt", Date.now());
  session.flash("toast", { kind: "success", title: "Login bem-sucedido" });
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session, context) } });
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
  return Math.max(0, Math.floor((issuedAt + SESSION_MAX_AGE_S * 1000 - Date.now()) / 1000));
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
