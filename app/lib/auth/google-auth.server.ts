// Optional Google sign-in (OAuth 2.0 / OpenID Connect, authorization code with PKCE, via arctic),
// shown only when its secrets are set, accepting only the e-mails listed in ADMIN_GOOGLE_EMAILS.
import { CodeChallengeMethod, OAuth2Client, decodeIdToken, generateCodeVerifier, generateState } from "arctic";
import { z } from "zod";
import type { Env } from "~/lib/platform/env.server";

export function googleConfigured(env: Env): boolean {
  return Boolean(
    env.GOOGLE_CLIENT_ID &&
      env.GOOGLE_CLIENT_SECRET &&
      env.ADMIN_GOOGLE_EMAILS &&
      env.SESSION_SECRET &&
      env.ADMIN_EMAIL,
  );
}

export function allowedGoogleEmails(env: Env): string[] {
  return (env.ADMIN_GOOGLE_EMAILS ?? "")
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

function client(env: Env, origin: string): OAuth2Client {
  return new OAuth2Client(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, `${origin}/admin/auth/google/callback`);
}

export function startGoogleSignIn(env: Env, origin: string): { url: URL; state: string; verifier: string } {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = client(env, origin).createAuthorizationURLWithPKCE(
    env.GOOGLE_AUTH_URL,
    state,
    CodeChallengeMethod.S256,
    verifier,
    ["openid", "email"],
  );
  url.searchParams.set("prompt", "select_account");
  return { url, state, verifier };
}

const claimsSchema = z.object({ email: z.string(), email_verified: z.literal(true) });

/**
 * Exchanges the code (with the PKCE verifier) and returns the account's verified e-mail. The ID
 * token comes straight from the token endpoint over TLS, which OIDC allows instead of checking
 * its signature.
 */
export async function finishGoogleSignIn(env: Env, origin: string, code: string, verifier: string): Promise<string> {
  const tokens = await client(env, origin).validateAuthorizationCode(env.GOOGLE_TOKEN_URL, code, verifier);
  // Only a verified address is an identity: email_verified must be present and true.
  const claims = claimsSchema.parse(decodeIdToken(tokens.idToken()));
  return claims.email.toLowerCase();
}
