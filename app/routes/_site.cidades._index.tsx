import { redirect } from "@remix-run/cloudflare";

/** `/cidades/` without a city: the sitemap lists every served city. */
export function loader() {
  return redirect("/sitemap#cidades", 302);
}
