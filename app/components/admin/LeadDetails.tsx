import { ReviewRequestButton } from "./ReviewRequestButton";
import { Form } from "@remix-run/react";
import { LEAD_RETENTION_MONTHS } from "@content/legal";
import { LEAD_STAGES, NAME_MAX, NOTE_MAX, STAGE_LABELS } from "~/lib/leads/lead-stages";
import type { LeadRow } from "~/lib/leads/leads-report.server";
import { formatReais } from "./LeadsReport";

export const CHANNEL = { whatsapp: "WhatsApp", telefone: "Telefone" } as const;
const DEVICE: Record<string, string> = { mobile: "celular", tablet: "tablet", desktop: "computador" };
export const when = (ms: number) =>
  new Date(ms).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });

/** What a refused save sends back: the field at fault, its message and what was typed. */
export interface LeadFormError {
  field: string;
  message: string;
  values: Record<string, string>;
}

const INPUT = "mt-1 min-h-11 w-full rounded border px-2 py-1.5";

function campaignOf(l: LeadRow): string {
  const parts = [l.utm_source, l.utm_medium, l.utm_campaign].filter(Boolean).join(" / ");
  const ids = [l.gclid ? "gclid" : "", l.fbclid ? "fbclid" : ""].filter(Boolean).join(", ");
  return [parts, ids && `(${ids})`].filter(Boolean).join(" ") || "nenhuma (direto ou orgânico)";
}

/** A field's message, right under it, tied to it by aria-describedby. */
function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <span id={id} className="mt-1 block text-sm font-semibold text-red-700" data-field-error>
      {error}
    </span>
  );
}

export function LeadDetails({ lead, error }: { lead: LeadRow; error: LeadFormError | null }) {
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
  // After a refused save the form shows what was typed, with the message beside the field.
  const typed = error?.values;
  const value = (name: string, saved: string) => typed?.[name] ?? saved;
  const fieldError = (name: string) => (error?.field === name ? error.message : null);
  const described = (name: string) =>
    fieldError(name)
      ? { "aria-invalid": true as const, "aria-describedby": `erro-${name}` }
      : { "aria-invalid": undefined, "aria-describedby": undefined };
  const border = (name: string) => (fieldError(name) ? "border-red-600" : "border-slate-300");
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
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" data-lead-deal key={JSON.stringify(typed ?? {})}>
        <input type="hidden" name="ref" value={lead.ref} />
        <input type="hidden" name="intent" value="atualizar" />
        <label className="text-sm">
          <span className="block text-slate-700">Etapa</span>
          <select
            name="etapa"
            defaultValue={value("etapa", lead.stage)}
            {...described("etapa")}
            className={`${INPUT} ${border("etapa")} bg-white`}
          >
            {LEAD_STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABELS[s]}
              </option>
            ))}
          </select>
          <FieldError id="erro-etapa" error={fieldError("etapa")} />
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">Próximo passo (dia)</span>
          <input
            type="date"
            name="proximo"
            defaultValue={value("proximo", lead.next_step ?? "")}
            {...described("proximo")}
            className={`${INPUT} ${border("proximo")}`}
          />
          <FieldError id="erro-proximo" error={fieldError("proximo")} />
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">Nome do cliente (opcional)</span>
          <input
            name="nome"
            maxLength={NAME_MAX}
            defaultValue={value("nome", lead.customer_name ?? "")}
            autoComplete="off"
            {...described("nome")}
            className={`${INPUT} ${border("nome")}`}
          />
          <FieldError id="erro-nome" error={fieldError("nome")} />
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">Valor do orçamento fechado (R$, opcional)</span>
          <input
            name="valor"
            inputMode="decimal"
            defaultValue={value(
              "valor",
              lead.value_cents !== null ? (lead.value_cents / 100).toFixed(2).replace(".", ",") : "",
            )}
            {...described("valor")}
            className={`${INPUT} ${border("valor")}`}
          />
          <span className="mt-1 block text-xs text-slate-600">Em reais, por exemplo 1.250,00.</span>
          <FieldError id="erro-valor" error={fieldError("valor")} />
        </label>
        <label className="text-sm sm:col-span-2">
          <span className="block text-slate-700">Observação (opcional, só você vê)</span>
          <textarea
            name="observacao"
            maxLength={NOTE_MAX}
            rows={3}
            defaultValue={value("observacao", lead.note ?? "")}
            {...described("observacao")}
            className={`${INPUT} ${border("observacao")}`}
          />
          <FieldError id="erro-observacao" error={fieldError("observacao")} />
        </label>
        {error && !["etapa", "proximo", "nome", "valor", "observacao"].includes(error.field) && (
          <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
            {error.message}
          </p>
        )}
        <div className="flex items-end">
          <button
            type="submit"
            className="min-h-11 rounded bg-chat-600 px-4 py-2 text-sm font-semibold text-white hover:bg-chat-700"
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
