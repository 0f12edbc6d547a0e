import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Any URL no route claims: a real 404 (not a redirect, which search engines read as a soft 404). */
export async function loader({ request }: LoaderFunctionArgs) {
  console.warn(`404 Not Found: ${new URL(request.url).pathname}`);
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return null;
}
