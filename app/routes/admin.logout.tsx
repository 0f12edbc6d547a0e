import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { assertSameOrigin } from "~/lib/origin.server";
import { destroySession, getSession } from "~/lib/session.server";

/** Logout is a POST: it destroys the session and goes to /admin/login. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await getSession(request, context);
  return redirect("/admin/login", { headers: { "Set-Cookie": await destroySession(session, context) } });
}

/** A GET never signs anyone out (or in): back to the login page. */
export function loader() {
  return redirect("/admin/login");
}
