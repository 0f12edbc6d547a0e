import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportAllPages } from "~/lib/pages.server";
import { requireAdmin } from "~/lib/session.server";

/** Every generated page as JSON, for backup or moving between namespaces. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const pages = await exportAllPages(context.cloudflare.env.PAGES);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify({ version: 1, exported_at: new Date().toISOString(), pages }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="paginas-${date}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
