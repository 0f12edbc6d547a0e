import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/http/not-found";

/** /not-found exists for old links and answers 404 like any unknown URL. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export default function NotFoundRoute() {
  return null;
}
