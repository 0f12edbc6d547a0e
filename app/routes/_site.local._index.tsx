import { redirect } from "@remix-run/cloudflare";

/** `/local/` without a neighbourhood has nothing to show: go home (spec §2). */
export function loader() {
  return redirect("/", 302);
}
