import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { LeadDetails, type LeadFormError } from "~/components/admin/LeadDetails";
import { LeadList, type ListFilters } from "~/components/admin/LeadList";
import { BreakdownTable, LeadsChart, formatReais } from "~/components/admin/LeadsReport";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { PERIODS, dayLabel, normaliseRefCode } from "~/lib/leads/leads";
import {
  closeLeadSchema,
  findLead,
  leadsReport,
  periodParam,
  periodStart,
  setLeadClosed,
} from "~/lib/leads/leads-report.server";
import { listLeads, listQuerySchema, setLeadStage, stageChangeSchema } from "~/lib/leads/lead-list.server";
import { leadUpdateSchema, stageCounts, updateLead } from "~/lib/leads/lead-pipeline.server";
import { STAGE_LABELS } from "~/lib/leads/lead-stages";
import { LEAD_RETENTION_MONTHS } from "@content/legal";
import { ReviewCounts } from "~/components/admin/ReviewCounts";
import { reviewCountsByMonth } from "~/lib/reviews/review-counts.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { unrecordedToday } from "~/lib/leads/leads.server";
import { UnrecordedNotice } from "~/components/admin/UnrecordedNotice";

export const meta: MetaFunction = () => [{ title: "Contatos | Administração" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const db = context.services.db;
  const period = periodParam(url);
  const typed = url.searchParams.get("ref");
  const ref = typed ? normaliseRefCode(typed) : null;
  const query = listQuerySchema.safeParse({
    etapa: url.searchParams.get("etapa") ?? undefined,
    busca: url.searchParams.get("busca") ?? undefined,
    pagina: url.searchParams.get("pagina") ?? undefined,
  });
  const [report, found, stages, list, reviews, unrecorded] = await Promise.all([
    leadsReport(db, period),
    ref ? findLead(db, ref) : null,
    stageCounts(db, periodStart(period)),
    query.success ? listLeads(db, period, query.data) : null,
    reviewCountsByMonth(db),
    unrecordedToday(db),
  ]);
  const filters: ListFilters = {
    dias: period,
    etapa: url.searchParams.get("etapa") ?? "",
    busca: url.searchParams.get("busca") ?? "",
    pagina: query.success ? query.data.pagina : 1,
    errors: query.success
      ? {}
      : Object.fromEntries(query.error.issues.map((i) => [String(i.path[0]), i.message] as const).reverse()),
  };
  const lookup =
    typed === null
      ? null
      : !ref
        ? { typed, error: "Código inválido: são 5 letras e números, como em “Ref: SA7K2”." }
        : found
          ? { typed, lead: found }
          : { typed, error: `Nenhum contato com o código ${ref}. Confira o código na mensagem recebida.` };
  // A refused filter is the request's fault: 400, with the message beside its field.
  return data(
    {
      report,
      lookup,
      stages,
      list,
      filters,
      reviews,
      unrecorded: { ...unrecorded, addressCap: context.services.config.LEAD_ADDRESS_DAILY_CAP },
    },
    { status: query.success ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

/** A lead that is not there any more: deleted after the retention period, or a code never given. */
const gone = (ref: string) =>
  `O contato ${ref} não existe mais: os contatos são apagados depois de ${LEAD_RETENTION_MONTHS} meses (ou o código está errado). Nada foi salvo.`;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const fields = Object.fromEntries(form);
  const db = context.services.db;
  if (fields.intent === "etapa") {
    const parsed = stageChangeSchema.safeParse(fields);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Dados inválidos.";
      return data({ error: message, ref: String(form.get("ref") ?? "") }, { status: 400 });
    }
    const { ref, etapa, volta } = parsed.data;
    if (!(await setLeadStage(db, ref, etapa))) return data({ error: gone(ref), ref }, { status: 404 });
    return redirectWithToast(request, context, volta, {
      kind: "success",
      title: `Contato ${ref}: ${STAGE_LABELS[etapa]}.`,
    });
  }
  if (fields.intent === "atualizar") {
    const parsed = leadUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field: LeadFormError = {
        field: String(issue?.path[0] ?? ""),
        message: issue?.message ?? "Dados inválidos.",
        values: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
      };
      return data({ error: field.message, ref: String(form.get("ref") ?? ""), field }, { status: 400 });
    }
    const update = parsed.data;
    if (!(await updateLead(db, update))) return data({ error: gone(update.ref), ref: update.ref }, { status: 404 });
    return redirectWithToast(request, context, `/admin/contatos?ref=${update.ref}`, {
      kind: "success",
      title: `Contato ${update.ref}: ${STAGE_LABELS[update.etapa]}${update.etapa === "fechado" && update.valor !== null ? ` (${formatReais(update.valor)})` : ""}.`,
    });
  }
  const parsed = closeLeadSchema.safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Dados inválidos.";
    return data({ error: message, ref: String(form.get("ref") ?? "") }, { status: 400 });
  }
  const { ref, valor, intent } = parsed.data;
  const closed = intent === "fechar" ? { valueCents: valor } : null;
  if (!(await setLeadClosed(db, ref, closed))) {
    return data({ error: gone(ref), ref }, { status: 404 });
  }
  const title =
    intent === "fechar"
      ? `Orçamento ${ref} marcado como fechado${valor !== null ? ` (${formatReais(valor)})` : ""}.`
      : `Contato ${ref} voltou a ficar em aberto.`;
  return redirectWithToast(request, context, `/admin/contatos?ref=${ref}`, { kind: "success", title });
}

export default function Contacts() {
  const { report, lookup, stages, list, filters, reviews, unrecorded } = useLoaderData<typeof loader>();
  // The action answers data only on an error (success redirects with a toast).
  const actionData = useActionData<typeof action>() as { error?: string; field?: LeadFormError } | undefined;
  // A field's error shows beside the field in the lead's form; any other error above it.
  const fieldError = actionData?.field ?? null;
  const lookupError = lookup && "error" in lookup ? lookup.error : null;
  const { totals, period } = report;
  const empty = totals.leads === 0;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <section className="rounded-xl bg-white p-5 shadow">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-brand-900">Contatos</h1>
          <nav aria-label="Período" className="flex flex-wrap gap-1 text-sm">
            {PERIODS.map((p) => (
              <Link
                key={p}
                to={`?dias=${p}`}
                aria-current={p === period ? "page" : undefined}
                className={`rounded px-3 py-1.5 ${p === period ? "bg-brand-800 text-white" : "text-brand-700 underline"}`}
              >
                Últimos {p} dias
              </Link>
            ))}
            <a
              href={`/admin/contatos/csv?dias=${period}`}
              className="rounded px-3 py-1.5 text-brand-700 underline"
              download
            >
              Exportar CSV
            </a>
          </nav>
        </div>
        <UnrecordedNotice counts={unrecorded} />
        {empty ? (
          <div data-leads-empty className="mt-4 rounded-lg bg-slate-50 p-4 text-slate-700">
            <p className="font-semibold">Nenhum contato nos últimos {period} dias.</p>
            <p className="mt-1 text-sm">
              Cada toque de um visitante num botão de WhatsApp ou num telefone do site aparece aqui: a página, o local,
              o produto e a campanha de onde veio. A mensagem do WhatsApp termina com um código, como “Ref: SA7K2”:
              digite-o abaixo para ver de onde veio a conversa e marcar o orçamento como fechado. Robôs e cliques
              repetidos em menos de um minuto não contam.
            </p>
          </div>
        ) : (
          <>
            <p className="mt-2 text-slate-700">
              <strong>{totals.leads}</strong> {totals.leads === 1 ? "contato" : "contatos"},{" "}
              <strong>{totals.closed}</strong> {totals.closed === 1 ? "orçamento fechado" : "orçamentos fechados"} (
              {Math.round((totals.closed / totals.leads) * 100)}%), receita de{" "}
              <strong>{formatReais(totals.revenueCents)}</strong>.
            </p>
            <LeadsChart perDay={report.perDay} labelOf={dayLabel} />
            <h2 className="mt-5 text-lg font-semibold text-brand-900">Etapas</h2>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5" data-stage-counts>
              {stages.map((s) => (
                <li key={s.stage} className="rounded-lg bg-slate-50 p-3">
                  <span className="block text-sm text-slate-700">{STAGE_LABELS[s.stage]}</span>
                  <span className="text-2xl font-bold text-brand-900">{s.leads}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="rounded-xl bg-white p-5 shadow">
        <h2 className="text-lg font-semibold text-brand-900">Buscar pelo código</h2>
        <Form method="get" className="mt-2 flex flex-wrap items-start gap-2">
          <input type="hidden" name="dias" value={period} />
          <label className="text-sm">
            <span className="block text-slate-700">Código de referência (o que vem depois de “Ref:”)</span>
            <input
              name="ref"
              defaultValue={lookup?.typed ?? ""}
              autoComplete="off"
              aria-invalid={lookupError ? true : undefined}
              aria-describedby={lookupError ? "erro-ref" : undefined}
              className={`mt-1 min-h-11 w-40 rounded border px-2 py-1.5 uppercase ${lookupError ? "border-red-600" : "border-slate-300"}`}
            />
            {lookupError && (
              <span
                id="erro-ref"
                role="alert"
                className="mt-1 block max-w-sm font-semibold text-red-700"
                data-field-error
              >
                {lookupError}
              </span>
            )}
          </label>
          <button type="submit" className="mt-6 min-h-11 rounded bg-brand-800 px-4 text-sm font-semibold text-white">
            Buscar
          </button>
        </Form>
        {actionData?.error && !fieldError && <Notice kind="error" title={actionData.error} className="mt-3" />}
        {lookup && "lead" in lookup && lookup.lead && <LeadDetails lead={lookup.lead} error={fieldError} />}
      </section>

      <LeadList list={list} filters={filters} periods={PERIODS} />

      <ReviewCounts months={reviews} />

      {!empty && (
        <section className="grid gap-6 rounded-xl bg-white p-5 shadow md:grid-cols-2">
          <BreakdownTable title="Páginas que mais trazem contatos" column="Página" rows={report.pages} empty="—" />
          <BreakdownTable
            title="Locais que mais trazem contatos"
            column="Local"
            rows={report.places}
            empty="Nenhum contato veio de uma página de bairro, cidade ou kit."
          />
          <BreakdownTable title="Canal" column="Canal" rows={report.channels} empty="—" />
          <BreakdownTable title="Origem (campanha)" column="Origem" rows={report.sources} empty="—" />
        </section>
      )}
    </div>
  );
}
