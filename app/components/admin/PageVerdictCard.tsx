import { Form } from "@remix-run/react";
import type { ClosestPage } from "~/lib/pages/closest-page";
import type { VerdictRow } from "~/lib/insights/page-verdicts";
import { PageFigures } from "./PageFigures";

const button = "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold";

/** One public page on "Cada página vale a pena?": its index status, figures and what to do. */
export function PageVerdictCard({ row, volta }: { row: VerdictRow & { closest: ClosestPage | null }; volta: string }) {
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="slug" value={row.slug ?? ""} />
      <input type="hidden" name="volta" value={volta} />
    </>
  );
  return (
    <li
      className={`rounded-xl bg-white p-4 shadow ${row.proposal ? "border-l-4 border-amber-500" : ""}`}
      data-verdict={row.path}
      data-proposal={row.proposal ?? undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="min-w-0 font-semibold break-words text-brand-900">
          <a href={row.path} className="inline-flex min-h-11 items-center underline-offset-2 hover:underline">
            {row.label}
          </a>
        </h2>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${row.indexed ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
          data-index-status
        >
          {row.indexed ? "No Google" : "Fora do Google"}
        </span>
      </div>
      <p className="text-xs break-all text-slate-700">{row.path}</p>
      {row.reason && <p className="mt-1 text-sm text-slate-800">{row.reason}</p>}
      <PageFigures figures={row.figures} className="mt-3" />
      {row.proposal && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-proposal-text>
          {row.proposal === "remover"
            ? `Em ${row.ageDays} dias de vida, nenhuma impressão no Google e nenhum contato nos últimos 90 dias: melhore o texto, tire do Google ou mova para a lixeira.`
            : row.kind === "obra"
              ? "Nenhuma impressão no Google e nenhum contato nos últimos 90 dias: conte mais sobre a obra (o que foi feito, o portão, o resultado) e acrescente fotos."
              : "Nenhuma impressão no Google e nenhum contato nos últimos 90 dias: escreva um texto seu para esta página."}
          {row.closest && (
            <>
              {" "}
              Na lixeira, o endereço redireciona para <strong>{row.closest.label}</strong> ({row.closest.path}).
            </>
          )}
        </p>
      )}
      {(row.editHref || row.slug) && (
        <div className="mt-3 flex flex-wrap gap-2" data-verdict-actions>
          {row.editHref && (
            <a href={row.editHref} className={`${button} border border-brand-700 text-brand-800`}>
              {row.kind === "gerada" ? "Editar" : row.kind === "obra" ? "Editar a obra" : "Escrever um texto seu"}
            </a>
          )}
          {row.slug && (
            <Form method="post">
              {hidden(row.sellerNoindex ? "voltar" : "tirar")}
              <button type="submit" className={`${button} border border-slate-600 text-slate-800`}>
                {row.sellerNoindex ? "Voltar ao Google" : "Tirar do Google"}
              </button>
            </Form>
          )}
          {row.slug && row.proposal && (
            <Form method="post">
              {hidden("lixeira")}
              <button type="submit" className={`${button} border border-red-700 text-red-800`}>
                Mover para a lixeira
              </button>
            </Form>
          )}
        </div>
      )}
    </li>
  );
}
