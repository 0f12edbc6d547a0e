import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/http/not-found";

/** Any URL no route claims: a real 404 (not a redirect, which search engines read as a soft 404). */
export async function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export default function CatchAll() {
  return null;
}
