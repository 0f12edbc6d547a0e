import { Form, Link } from "@remix-run/react";
import { dayLabelBr } from "~/lib/insights/days";
import type { LeadList as LeadListData, ListedLead } from "~/lib/leads/lead-list.server";
import { LEAD_STAGES, STAGE_LABELS, type LeadStage } from "~/lib/leads/lead-stages";
import { CHANNEL, when } from "./LeadDetails";

const FIELD = "mt-1 min-h-11 w-full rounded border px-2 py-1.5";

/** The list's filters as the loader read them, and each field's message when one was refused. */
export interface ListFilters {
  dias: number;
  etapa: string;
  busca: string;
  pagina: number;
  errors: Partial<Record<"etapa" | "busca" | "pagina", string>>;
}

function href(f: ListFilters, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  const all = { dias: f.dias, etapa: f.etapa, busca: f.busca, pagina: f.pagina, ...changes };
  for (const [k, v] of Object.entries(all))
    if (v !== null && v !== "" && !(k === "pagina" && v === 1)) params.set(k, String(v));
  return `/admin/contatos?${params.toString()}`;
}

/** One tap moves the lead to another stage; the current one is marked, not a button. */
function StageButtons({ lead, back }: { lead: ListedLead; back: string }) {
  return (
    <Form
      method="post"
      className="mt-2 flex flex-wrap gap-1"
      data-stage-buttons
      aria-label={`Etapa do contato ${lead.ref}`}
    >
      <input type="hidden" name="intent" value="etapa" />
      <input type="hidden" name="ref" value={lead.ref} />
      <input type="hidden" name="volta" value={back} />
      {LEAD_STAGES.map((s: LeadStage) =>
        s === lead.stage ? (
          <span
            key={s}
            aria-current="true"
            data-stage={s}
            className="inline-flex min-h-11 items-center rounded bg-brand-800 px-3 text-sm font-semibold text-white"
          >
            {STAGE_LABELS[s]}
          </span>
        ) : (
          <button
            key={s}
            type="submit"
            name="etapa"
            value={s}
            className="min-h-11 rounded border border-slate-300 bg-white px-3 text-sm text-brand-800 hover:bg-slate-50"
          >
            {STAGE_LABELS[s]}
          </button>
        ),
      )}
    </Form>
  );
}

function LeadItem({
  lead,
  filters,
  today,
  back,
}: {
  lead: ListedLead;
  filters: ListFilters;
  today: string;
  back: string;
}) {
  const overdue =
    lead.next_step !== null && lead.next_step <= today && lead.stage !== "fechado" && lead.stage !== "perdido";
  return (
    <li className="min-w-0 rounded-lg border border-slate-200 p-3" data-lead={lead.ref}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={href(filters, { ref: lead.ref })}
          className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-700 underline"
        >
          {lead.ref}
        </Link>
        {lead.customer_name && <span className="font-semibold text-slate-800">{lead.customer_name}</span>}
        {lead.next_step && (
          <span
            className={`rounded px-2 text-sm ${overdue ? "bg-red-100 font-semibold text-red-800" : "bg-slate-100 text-slate-700"}`}
            data-next-step={overdue ? "atrasado" : "futuro"}
          >
            Próximo passo: {dayLabelBr(lead.next_step)}
            {overdue ? (lead.next_step === today ? " (hoje)" : " (atrasado)") : ""}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {when(lead.created_at)} · {CHANNEL[lead.channel]}
        {lead.place ? ` · ${lead.place}` : ""}
      </p>
      <p className="mt-0.5 text-sm break-words text-slate-700">{lead.path}</p>
      <StageButtons lead={lead} back={back} />
    </li>
  );
}

/** "Contatos"' working list: filters, the due leads first, a page of leads, the pager. */
export function LeadList({
  list,
  filters,
  periods,
}: {
  list: LeadListData | null;
  filters: ListFilters;
  periods: readonly number[];
}) {
  const back = href(filters, {});
  const errorOf = (name: "etapa" | "busca" | "pagina") => filters.errors[name] ?? null;
  return (
    <section className="rounded-xl bg-white p-5 shadow" data-lead-list>
      <h2 className="text-lg font-semibold text-brand-900">Lista de contatos</h2>
      <Form method="get" className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-start">
        <label className="text-sm">
          <span className="block text-slate-700">Período</span>
          <select name="dias" defaultValue={String(filters.dias)} className={`${FIELD} border-slate-300 bg-white`}>
            {periods.map((p) => (
              <option key={p} value={p}>
                Últimos {p} dias
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">Etapa</span>
          <select
            name="etapa"
            defaultValue={filters.etapa}
            aria-invalid={errorOf("etapa") ? true : undefined}
            aria-describedby={errorOf("etapa") ? "erro-lista-etapa" : undefined}
            className={`${FIELD} ${errorOf("etapa") ? "border-red-600" : "border-slate-300"} bg-white`}
          >
            <option value="">Todas</option>
            {LEAD_STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABELS[s]}
              </option>
            ))}
          </select>
          {errorOf("etapa") && (
            <span id="erro-lista-etapa" className="mt-1 block font-semibold text-red-700" data-field-error>
              {errorOf("etapa")}
            </span>
          )}
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">Código (o que vem depois de “Ref:”) ou nome do cliente</span>
          <input
            name="busca"
            type="search"
            defaultValue={filters.busca}
            autoComplete="off"
            aria-invalid={errorOf("busca") ? true : undefined}
            aria-describedby={errorOf("busca") ? "erro-lista-busca" : undefined}
            className={`${FIELD} ${errorOf("busca") ? "border-red-600" : "border-slate-300"}`}
          />
          {errorOf("busca") && (
            <span id="erro-lista-busca" className="mt-1 block font-semibold text-red-700" data-field-error>
              {errorOf("busca")}
            </span>
          )}
        </label>
        <button type="submit" className="min-h-11 rounded bg-brand-800 px-4 text-sm font-semibold text-white sm:mt-6">
          Filtrar
        </button>
      </Form>
      {errorOf("pagina") && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {errorOf("pagina")}
        </p>
      )}

      {list && list.due.length > 0 && (
        <div className="mt-4" data-due-leads>
          <h3 className="font-semibold text-red-800">Para hoje e atrasados</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {list.due.map((l) => (
              <LeadItem key={l.ref} lead={l} filters={filters} today={list.today} back={back} />
            ))}
          </ul>
        </div>
      )}

      {list && (
        <>
          {list.leads.length === 0 ? (
            <p className="mt-4 text-slate-700" data-list-empty>
              Nenhum contato com estes filtros.
            </p>
          ) : (
            <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-recent-leads>
              {list.leads.map((l) => (
                <LeadItem key={l.ref} lead={l} filters={filters} today={list.today} back={back} />
              ))}
            </ul>
          )}
          <nav aria-label="Páginas da lista" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            {filters.pagina > 1 && (
              <Link
                to={href(filters, { pagina: filters.pagina - 1 })}
                className="inline-flex min-h-11 items-center rounded border border-slate-300 px-4 text-brand-700"
              >
                ← Mais recentes
              </Link>
            )}
            <span className="text-slate-600">Página {filters.pagina}</span>
            {list.hasNext && (
              <Link
                to={href(filters, { pagina: filters.pagina + 1 })}
                rel="next"
                className="inline-flex min-h-11 items-center rounded border border-slate-300 px-4 text-brand-700"
              >
                Mais antigos →
              </Link>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
