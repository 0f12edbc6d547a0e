import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { notFound } from "~/http/not-found";
import { searchConsoleOAuthCookie } from "~/http/search-console-oauth.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { getConnection, saveConnection } from "~/lib/insights/connection.server";
import { latestBackfill, resumeBackfill } from "~/lib/insights/backfill.server";
import { finishSearchConsoleAuth, searchConsoleConfig } from "~/lib/insights/search-console-api.server";

/**
 * Google sends the seller back here (the redirect URI registered for the OAuth client). The state
 * must match the one kept in the signed cookie, which is cleared whatever happens; the code is
 * exchanged with the PKCE verifier and only the refresh token is kept, sealed (connection.server).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const config = searchConsoleConfig(context.services.config);
  if (!config) throw notFound(request);
  const url = new URL(request.url);
  const cookie = searchConsoleOAuthCookie(context);
  const pending: unknown = await cookie.parse(request.headers.get("Cookie")).catch(() => null);
  const [state, verifier] = (typeof pending === "string" ? pending : "").split(".");
  const cleared = await cookie.serialize("", { maxAge: 0 });
  const back = (erro: string) => redirect(`/admin/desempenho?erro=${erro}`, { headers: { "Set-Cookie": cleared } });
  const code = url.searchParams.get("code");
  if (!state || !verifier || !code || url.searchParams.get("state") !== state) return back("cancelado");
  const outcome = await finishSearchConsoleAuth(config, url.origin, code, verifier);
  if (!outcome.ok) {
    return back(
      outcome.reason === "no-refresh-token"
        ? "sem-token"
        : outcome.reason === "scope-missing"
          ? "sem-permissao"
          : "cancelado",
    );
  }
  const db = context.services.db;
  await saveConnection({ db, config }, outcome.refreshToken);
  // A reconnection that repairs an expired grant continues the back-fill it had stopped.
  const [connection, job] = await Promise.all([getConnection(db), latestBackfill(db)]);
  if (connection?.property && job?.status === "failed" && job.property === connection.property) {
    await resumeBackfill({ db, workflow: context.services.bindings.SEARCH_CONSOLE });
  }
  const response = await redirectWithToast(request, context, "/admin/desempenho", {
    kind: "success",
    title: connection?.property
      ? "Conta do Google conectada de novo."
      : "Conta do Google conectada. Escolha o site no Search Console.",
  });
  response.headers.append("Set-Cookie", cleared);
  return response;
}
