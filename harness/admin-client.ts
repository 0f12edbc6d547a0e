import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { SESSION_COOKIE } from "~/http/session.server";
import { TEST_ADMIN } from "./admin";
import type { RunningWorker } from "./worker";

/** Signs in through the real login form action and returns the session cookie ("name=value"). */
export async function signInCookie(
  w: RunningWorker,
  creds = { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
): Promise<string> {
  const res = await w.fetch("/admin/login", {
    method: "POST",
    body: new URLSearchParams(creds),
    headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const cookie = res.headers.get("set-cookie");
  if (res.status !== 302 || !cookie) throw new Error(`Sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}

export function postForm(
  w: RunningWorker,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return w.fetch(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** A session cookie signed with `secret`, as Remix would write it ("name=value"). */
export async function forgeSessionCookie(secret: string, data: Record<string, unknown>): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: SESSION_COOKIE, secrets: [secret], httpOnly: true, sameSite: "lax" },
  });
  const session = await storage.getSession();
  for (const [k, v] of Object.entries(data)) session.set(k, v);
  return (await storage.commitSession(session)).split(";")[0]!;
}

/**
 * A session cookie as sign-in would make it, with its row in the Worker's D1 (sessions are
 * revocable: a signed cookie without its row is no session).
 */
export async function liveSessionCookie(
  w: RunningWorker,
  issuedAt: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const sid = crypto.randomUUID();
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sid));
  const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const db = await w.db();
  await db
    .prepare("INSERT INTO sessions (id_hash, email, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(hash, TEST_ADMIN.email, issuedAt, issuedAt + 4 * 3600_000)
    .run();
  return forgeSessionCookie(TEST_ADMIN.sessionSecret, { email: TEST_ADMIN.email, issuedAt, sid, ...extra });
}
