import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { ImportExport } from "~/components/admin/ImportExport";
import { readForm } from "~/http/form.server";
import { requireAdmin } from "~/http/session.server";
import { MAX_IMPORT_ROWS, importPages, rowsOf, type ImportReport } from "~/lib/pages/transfer.server";
import { isSignedExport } from "~/lib/pages/export-signature.server";

// Import of generated pages from a JSON file (the panel's form posts here): each row through the
// page store, reported row by row; nothing is ever deleted.

const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

type ActionResult = { error?: string; report?: ImportReport };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data(null, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const file = (await readForm(request)).get("arquivo");
  if (!(file instanceof File) || file.size === 0) {
    return data<ActionResult>({ error: "Escolha um arquivo JSON exportado." }, { status: 400 });
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return data<ActionResult>({ error: "Arquivo grande demais (máximo de 10 MB)." }, { status: 413 });
  }
  let rows: unknown[];
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
    rows = rowsOf(json);
  } catch (error) {
    const message = error instanceof SyntaxError ? "O arquivo não é um JSON válido." : (error as Error).message;
    return data<ActionResult>({ error: message }, { status: 400 });
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    return data<ActionResult>(
      {
        error: `O arquivo tem ${rows.length} páginas; importe no máximo ${MAX_IMPORT_ROWS} por vez (divida o arquivo ou use npm run pages -- import). Nada foi gravado.`,
      },
      { status: 413 },
    );
  }
  // Only this site's own export, unchanged, keeps its pages' state; anything else waits for the seller.
  const signed = await isSignedExport(context.services.config.SESSION_SECRET, json);
  return data<ActionResult>({ report: await importPages(context.services, rows, { signed }) });
}

export default function ImportPages() {
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminSection title="Exportar e importar páginas">
      <ImportExport result={result} />
    </AdminSection>
  );
}
