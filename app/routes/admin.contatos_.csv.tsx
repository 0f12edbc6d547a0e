import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { leadsCsv, leadsForExport, periodParam } from "~/lib/leads/leads-report.server";
import { requireAdmin } from "~/http/session.server";

/** The period's leads as CSV (UTF-8 with BOM, opens with accents in Excel). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const period = periodParam(new URL(request.url));
  const rows = await leadsForExport(context.services.db, period);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contatos-${period}-dias-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
