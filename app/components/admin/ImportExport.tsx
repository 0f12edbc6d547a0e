import { Form } from "@remix-run/react";
import type { ImportReport } from "~/lib/pages/transfer.server";

/** The panel's export link and import form, with the report of the last import. */
export function ImportExport({ result }: { result: { error?: string; report?: ImportReport } | null }) {
  const importResult = result;
  return (
    <div className="mt-8 border-t border-slate-200 pt-5">
      <h2 className="text-lg font-bold text-brand-900">Exportar e importar</h2>
      <p className="mt-1 text-sm text-slate-600">
        Exporte todas as páginas em JSON ou importe um arquivo exportado (também aceita a tabela generated_pages do
        sistema antigo). A importação nunca apaga nada: endereços existentes são ignorados e informados.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href="/admin/exportar"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
          download
        >
          Exportar JSON
        </a>
        <Form
          method="post"
          action="/admin/importar"
          encType="multipart/form-data"
          className="flex flex-wrap items-center gap-2"
        >
          <label className="text-sm">
            <span className="sr-only">Arquivo JSON</span>
            <input type="file" name="arquivo" accept="application/json,.json" className="text-sm" />
          </label>
          <button
            type="submit"
            className="rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Importar
          </button>
        </Form>
      </div>
      {importResult?.error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {importResult.error}
        </p>
      )}
      {importResult?.report && (
        <div className="mt-3" data-import-report>
          <p className="font-semibold">
            {importResult.report.created} criada(s), {importResult.report.skipped} ignorada(s),{" "}
            {importResult.report.invalid} inválida(s).
          </p>
          <ol className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm">
            {importResult.report.rows.map((r) => (
              <li key={r.row} data-row={r.row} data-status={r.status}>
                Linha {r.row} ({r.slug || "sem endereço"}): {r.status}
                {"reason" in r ? ` — ${r.reason}` : ""}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
