import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getEnv } from "~/lib/env.server";
import { allowedGoogleEmails, finishGoogleSignIn, googleConfigured } from "~/lib/google-auth.server";
import { commitSession, getSession, signIn } from "~/lib/session.server";
import { notFound } from "~/lib/not-found";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = getEnv(context.cloudflare.env);
  if (!googleConfigured(env)) throw notFound(request);
  const url = new URL(request.url);
  const session = await getSession(request, context);
  const [state, verifier] = (session.get("oauth") ?? "").split(".");
  const cookie = await commitSession(session, context);
  const denied = redirect("/admin/login?erro=acesso-negado", { headers: { "Set-Cookie": cookie } });
  const code = url.searchParams.get("code");
  if (!state || !verifier || !code || url.searchParams.get("state") !== state) return denied;
  let email: string;
  try {
    email = await finishGoogleSignIn(env, url.origin, code, verifier);
  } catch (error) {
    console.error("Google sign-in failed", error);
    return denied;
  }
  if (!allowedGoogleEmails(env).includes(email)) {
    console.warn(`Google sign-in refused for ${email}`);
    return denied;
  }
  return signIn(request, context, email, "/admin/painel");
}
