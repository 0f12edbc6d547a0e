import { redirect } from "@remix-run/cloudflare";

/** `/local` without a neighbourhood has nothing to show: home, for good (the Worker 301s it first). */
export function loader() {
  return redirect("/", 301);
}
