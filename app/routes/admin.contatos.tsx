import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
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
  type LeadRow,
} from "~/lib/leads/leads-report.server";
import { leadUpdateSchema, stageCounts, updateLead } from "~/lib/leads/lead-pipeline.server";
import { LEAD_STAGES, NAME_MAX, NOTE_MAX, STAGE_LABELS } from "~/lib/leads/lead-stages";
import { LEAD_RETENTION_MONTHS } from "@content/legal";
import { assertSameOrigin } from "~/http/origin.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { ReviewCounts } from "~/components/admin/ReviewCounts";
import { ReviewRequestButton } from "~/components/admin/ReviewRequestButton";
import { reviewCountsByMonth } from "~/lib/reviews/review-counts.server";

export const meta: MetaFunction = () => [{ title: "Contatos | Administração" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const db = context.services.db;
  const period = periodParam(url);
  const typed = url.searchParams.get("ref");
  const ref = typed ? normaliseRefCode(typed) : null;
  const [report, found, stages, reviews] = await Promise.all([
    leadsReport(db, period),
    ref ? findLead(db, ref) : null,
    stageCounts(db, periodStart(period)),
    reviewCountsByMonth(db),
  ]);
  const lookup =
    typed === null
      ? null
      : !ref
        ? { typed, error: "Código inválido: são 5 letras e números, como em “Ref: SA7K2”." }
        : found
          ? { typed, lead: found }
          : { typed, error: `Nenhum contato com o código ${ref}. Confira o código na mensagem recebida.` };
  return data({ report, lookup, stages, reviews }, { headers: { "Cache-Control": "no-store" } });
}

/** A lead that is not there any more: deleted after the retention period, or a code never given. */
const gone = (ref: string) =>
  `O contato ${ref} não existe mais: os contatos são apagados depois de ${LEAD_RETENTION_MONTHS} meses (ou o código está errado). Nada foi salvo.`;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  assertSameOrigin(request);
  const form = await readForm(request);
  const fields = Object.fromEntries(form);
  const db = context.services.db;
  if (fields.intent === "atualizar") {
    const parsed = leadUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Dados inválidos.";
      return data({ error: message, ref: String(form.get("ref") ?? "") }, { status: 400 });
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

const CHANNEL = { whatsapp: "WhatsApp", telefone: "Telefone" } as const;
const DEVICE: Record<string, string> = { mobile: "celular", tablet: "tablet", desktop: "computador" };
const when = (ms: number) =>
  new Date(ms).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });

function campaignOf(l: LeadRow): string {
  const parts = [l.utm_source, l.utm_medium, l.utm_campaign].filter(Boolean).join(" / ");
  const ids = [l.gclid ? "gclid" : "", l.fbclid ? "fbclid" : ""].filter(Boolean).join(", ");
  return [parts, ids && `(${ids})`].filter(Boolean).join(" ") || "nenhuma (direto ou orgânico)";
}

function LeadDetails({ lead }: { lead: LeadRow }) {
  const rows: [string, string][] = [
    ["Quando", when(lead.created_at)],
    ["Canal", CHANNEL[lead.channel]],
    ["Página", lead.path],
    ["Tipo de página", lead.family],
    ["Local", lead.place ?? "—"],
    ["Produto", lead.product ?? "—"],
    ["Campanha", campaignOf(lead)],
    ["Dispositivo", DEVICE[lead.device] ?? lead.device],
    ["Etapa", STAGE_LABELS[lead.stage] ?? lead.stage],
    ["Cliente", lead.customer_name ?? "—"],
    ["Observação", lead.note ?? "—"],
    [
      "Orçamento",
      lead.closed_at
        ? `fechado${lead.value_cents !== null ? `, ${formatReais(lead.value_cents)}` : ""} (${when(lead.closed_at)})`
        : "em aberto",
    ],
  ];
  return (
    <div data-lead-details className="mt-3 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-brand-900">Contato {lead.ref}</h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" data-lead-deal>
        <input type="hidden" name="ref" value={lead.ref} />
        <input type="hidden" name="intent" value="atualizar" />
        <label className="text-sm">
          <span className="block text-slate-700">Etapa</span>
          <select
            name="etapa"
            defaultValue={lead.stage}
            className="mt-1 w-full rounded border border-slate-300 bg-white px-2 py-1.5"
          >
            {LEAD_STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">Nome do cliente (opcional)</span>
          <input
            name="nome"
            maxLength={NAME_MAX}
            defaultValue={lead.customer_name ?? ""}
            autoComplete="off"
            className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5"
          />
        </label>
        <label className="text-sm sm:col-span-2">
          <span className="block text-slate-700">Observação (opcional, só você vê)</span>
          <textarea
            name="observacao"
            maxLength={NOTE_MAX}
            rows={3}
            defaultValue={lead.note ?? ""}
            className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5"
          />
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">Valor do orçamento fechado (R$, opcional)</span>
          <input
            name="valor"
            inputMode="decimal"
            placeholder="1.250,00"
            defaultValue={lead.value_cents !== null ? (lead.value_cents / 100).toFixed(2).replace(".", ",") : ""}
            className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5"
          />
        </label>
        <div className="flex items-end">
          <button
            type="submit"
            className="rounded bg-chat-600 px-4 py-2 text-sm font-semibold text-white hover:bg-chat-700"
          >
            Salvar o contato
          </button>
        </div>
        <p className="text-xs text-slate-600 sm:col-span-2">
          Nome e observação ficam só aqui no painel e são apagados junto com o contato, depois de{" "}
          {LEAD_RETENTION_MONTHS} meses. O valor conta quando a etapa é “Fechado”.
        </p>
      </Form>
      {lead.stage === "fechado" && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <p className="text-sm text-slate-700">
            Serviço feito? Peça ao cliente uma avaliação no Google e um depoimento para o site.
          </p>
          <ReviewRequestButton lead={lead.ref} />
        </div>
      )}
    </div>
  );
}

export default function Contacts() {
  const { report, lookup, stages, reviews } = useLoaderData<typeof loader>();
  // The action answers data only on an error (success redirects with a toast).
  const actionData = useActionData<typeof action>() as { error?: string } | undefined;
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
        <Form method="get" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="dias" value={period} />
          <label className="text-sm">
            <span className="block text-slate-700">Código de referência (o que vem depois de “Ref:”)</span>
            <input
              name="ref"
              defaultValue={lookup?.typed ?? ""}
              autoComplete="off"
              className="mt-1 w-40 rounded border border-slate-300 px-2 py-1.5 uppercase"
            />
          </label>
          <button type="submit" className="rounded bg-brand-800 px-3 py-2 text-sm font-semibold text-white">
            Buscar
          </button>
        </Form>
        {actionData?.error && <Notice kind="error" title={actionData.error} className="mt-3" />}
        {lookup && "error" in lookup && <Notice kind="error" title={lookup.error} className="mt-3" />}
        {lookup && "lead" in lookup && lookup.lead && <LeadDetails lead={lookup.lead} />}
      </section>

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

      {!empty && (
        <section className="rounded-xl bg-white p-5 shadow">
          <h2 className="text-lg font-semibold text-brand-900">Últimos contatos</h2>
          <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2" data-recent-leads>
            {report.recent.map((l) => (
              <li key={l.ref} className="min-w-0 rounded-lg border border-slate-200 p-3">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={`?dias=${period}&ref=${l.ref}`}
                    className="font-mono font-semibold text-brand-700 underline"
                  >
                    {l.ref}
                  </Link>
                  <span className="rounded bg-slate-100 px-2 text-slate-800" data-stage={l.stage}>
                    {STAGE_LABELS[l.stage] ?? l.stage}
                  </span>
                </p>
                <p className="mt-1 text-slate-600">
                  {when(l.created_at)} · {CHANNEL[l.channel]}
                  {l.customer_name ? ` · ${l.customer_name}` : ""}
                </p>
                <p className="mt-0.5 break-all text-slate-700">{l.path}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
