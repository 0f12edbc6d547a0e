// Optional Google sign-in (OAuth 2.0 / OpenID Connect with PKCE, via arctic), shown only when its
// secrets are set, and accepting only the e-mails listed in ADMIN_GOOGLE_EMAILS.
import { Google, decodeIdToken, generateCodeVerifier, generateState } from "arctic";
import { z } from "zod";
import type { Env } from "./env.server";

export function googleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && env.ADMIN_GOOGLE_EMAILS && env.SESSION_SECRET && env.ADMIN_EMAIL);
}

export function allowedGoogleEmails(env: Env): string[] {
  return (env.ADMIN_GOOGLE_EMAILS ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

export function googleClient(env: Env, origin: string): Google {
  return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, `${origin}/admin/auth/google/callback`);
}

export function startGoogleSignIn(env: Env, origin: string): { url: URL; state: string; verifier: string } {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = googleClient(env, origin).createAuthorizationURL(state, verifier, ["openid", "email"]);
  url.searchParams.set("prompt", "select_account");
  return { url, state, verifier };
}

const claimsSchema = z.object({ email: z.string(), email_verified: z.boolean().optional() });

/** Exchanges the code and returns the verified e-mail of the Google account. */
export async function finishGoogleSignIn(env: Env, origin: string, code: string, verifier: string): Promise<string> {
  const tokens = await googleClient(env, origin).validateAuthorizationCode(code, verifier);
  const claims = claimsSchema.parse(decodeIdToken(tokens.idToken()));
  if (claims.email_verified === false) throw new Error("Google e-mail not verified");
  return claims.email.toLowerCase();
}
