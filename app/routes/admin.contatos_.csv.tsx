import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { separatorParam } from "~/lib/leads/csv";
import { leadsCsv, leadsForExport, periodParam } from "~/lib/leads/leads-report.server";
import { requireAdmin } from "~/http/session.server";

/**
 * The period's leads as CSV for Excel in Brazil (";", decimal comma, São Paulo time, UTF-8 with
 * BOM); `?separador=virgula` gives "," for spreadsheets set to another language.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const period = periodParam(url);
  const rows = await leadsForExport(context.services.db, period);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(rows, separatorParam(url)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contatos-${period}-dias-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
