import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { googleConfigured, startGoogleSignIn } from "~/lib/auth/google-auth.server";
import { oauthCookie } from "~/http/session.server";
import { notFound } from "~/http/not-found";

/**
 * Sends the admin to Google with a fresh state and PKCE verifier, kept in their own signed
 * cookie: the session cookie is never touched here (a GET anyone can trigger, e.g. with an <img>).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.services.config;
  if (!googleConfigured(env)) throw notFound(request);
  const { url, state, verifier } = startGoogleSignIn(env, new URL(request.url).origin);
  return redirect(url.toString(), {
    headers: {
      "Set-Cookie": await oauthCookie(context).serialize(`${state}.${verifier}`),
      "Cache-Control": "no-store",
    },
  });
}
