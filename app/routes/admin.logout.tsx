import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { readForm } from "~/http/form.server";
import { signOut } from "~/http/session.server";

/**
 * Logout is a POST (with any body, or none): it deletes this session's row in D1 (a copied cookie stops working too) and
 * clears the cookie; with `everywhere=1` ("Sair de todos os dispositivos") every session of the
 * account ends.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const everywhere = await asksEverywhere(request);
  const cookie = await signOut(request, context, { everywhere });
  return redirect("/admin/login", { headers: { "Set-Cookie": cookie } });
}

/** `everywhere=1` in the form; a POST with any other body, or none, still ends this session. */
async function asksEverywhere(request: Request): Promise<boolean> {
  try {
    return (await readForm(request)).get("everywhere") === "1";
  } catch {
    return false;
  }
}

/** A GET never signs anyone out (or in): back to the login page. */
export function loader() {
  return redirect("/admin/login");
}
