import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { allowedGoogleEmails, finishGoogleSignIn, googleConfigured } from "~/lib/auth/google-auth.server";
import { oauthCookie, signIn } from "~/http/session.server";
import { notFound } from "~/http/not-found";
import { log } from "~/lib/platform/log";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.services.config;
  if (!googleConfigured(env)) throw notFound(request);
  const url = new URL(request.url);
  const cookie = oauthCookie(context);
  // Used once: whatever happens next, the state and verifier are cleared.
  const pending: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
  const [state, verifier] = (typeof pending === "string" ? pending : "").split(".");
  const cleared = await cookie.serialize("", { maxAge: 0 });
  const denied = redirect("/admin/login?erro=acesso-negado", { headers: { "Set-Cookie": cleared } });
  const code = url.searchParams.get("code");
  if (!state || !verifier || !code || url.searchParams.get("state") !== state) return denied;
  let email: string;
  try {
    email = await finishGoogleSignIn(env, url.origin, code, verifier);
  } catch (error) {
    log.error("Google sign-in failed", { error });
    return denied;
  }
  if (!allowedGoogleEmails(env).includes(email)) {
    log.warn("Google sign-in refused", { email });
    return denied;
  }
  const signedIn = await signIn(context, email, "/admin/painel", request);
  signedIn.headers.append("Set-Cookie", cleared);
  return signedIn;
}
