import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getEnv } from "~/lib/env.server";
import { googleConfigured, startGoogleSignIn } from "~/lib/google-auth.server";
import { commitSession, getSession } from "~/lib/session.server";
import { notFound } from "~/lib/not-found";

/** Sends the admin to Google with a fresh state and PKCE verifier kept in the signed session cookie. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = getEnv(context.cloudflare.env);
  if (!googleConfigured(env)) throw notFound(request);
  const { url, state, verifier } = startGoogleSignIn(env, new URL(request.url).origin);
  const session = await getSession(request, context);
  session.flash("oauth", `${state}.${verifier}`);
  return redirect(url.toString(), {
    headers: { "Set-Cookie": await commitSession(session, context, 600), "Cache-Control": "no-store" },
  });
}
