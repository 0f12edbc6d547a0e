import { redirect } from "@remix-run/cloudflare";

/** `/cidades` without a city: the sitemap lists every served city, for good (the Worker 301s it first). */
export function loader() {
  return redirect("/sitemap#cidades", 301);
}
