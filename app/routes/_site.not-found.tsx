import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** /not-found exists for old links (spec §2) and answers 404 like any unknown URL. */
export async function loader({ request }: LoaderFunctionArgs) {
  console.warn(`404 Not Found: ${new URL(request.url).pathname}`);
  throw new Response("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
