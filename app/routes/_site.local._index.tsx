import { redirect } from "@remix-run/cloudflare";

/** `/local/` without a neighbourhood has nothing to show: go home. */
export function loader() {
  return redirect("/", 302);
}
