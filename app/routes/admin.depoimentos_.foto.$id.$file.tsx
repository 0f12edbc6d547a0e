import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/http/session.server";
import { servePrivateMedia } from "~/lib/media/serve.server";

/**
 * A customer's photo the seller has not approved yet, for "Depoimentos" only: /midia answers 404
 * for it until he approves the testimonial, and this copy is never cached.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return servePrivateMedia(context.services.media, `/midia/${params.id ?? ""}/${params.file ?? ""}`);
}
