import { type AppLoadContext, createCookie } from "@remix-run/cloudflare";

/**
 * State and PKCE verifier of a Search Console connection in progress, in a signed cookie of their
 * own under /admin/desempenho (the session cookie is never rewritten by it), valid 10 minutes.
 */
export function searchConsoleOAuthCookie(context: AppLoadContext) {
  const env = context.services.config;
  return createCookie("__ppa_sc_oauth", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.ENVIRONMENT === "production",
    path: "/admin/desempenho",
    maxAge: 600,
    secrets: env.SESSION_SECRET ? [env.SESSION_SECRET] : [crypto.randomUUID()],
  });
}
