import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { type BusinessIdentity, formatPhone } from "@content/business";
import { AdminSection } from "~/components/admin/AdminSection";
import { Field, Fieldset, inputClass } from "~/components/admin/FormFields";
import { LaunchChecklist } from "~/components/admin/LaunchChecklist";
import { Notice } from "~/components/admin/Toast";
import { DEFAULT_REVIEW_MESSAGE } from "~/lib/reviews/review-link";
import { readForm } from "~/http/form.server";
import {
  LANDLINE_WHATSAPP_QUESTION,
  identityFormInput,
  identityFormSchema,
  identityFromForm,
  launchChecklist,
  looksLikeLandline,
} from "~/lib/identity/identity";
import { recordIdentityChange } from "~/lib/identity/announce-identity.server";
import { readStoredIdentity, saveIdentity } from "~/lib/identity/identity.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { log } from "~/lib/platform/log";

// "Dados da empresa": the seller's own identity (name, phone, WhatsApp, address, CNPJ, hours,
// profiles, video, testimonials), one KV record read by every page, contact link and JSON-LD.

export const meta: MetaFunction = () => [{ title: "Dados da empresa | Administração" }];

type Values = Record<string, string>;

/** The form's values for a stored identity (the same names the form posts). */
function valuesOf(identity: BusinessIdentity): Values {
  const values: Values = {
    name: identity.name,
    legalName: identity.legalName,
    cnpj: identity.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5"),
    phone: formatPhone(identity.phoneDigits),
    whatsapp: formatPhone(identity.whatsappDigits),
    chatDefaultMessage: identity.chatDefaultMessage,
    ...identity.address,
    cep: identity.address.cep.replace(/^(\d{5})(\d{3})$/, "$1-$2"),
    weekdaysOpens: identity.openingHours.weekdays.opens,
    weekdaysCloses: identity.openingHours.weekdays.closes,
    saturdayOpens: identity.openingHours.saturday.opens,
    saturdayCloses: identity.openingHours.saturday.closes,
    googleBusinessUrl: identity.googleBusinessUrl,
    mapsUrl: identity.mapsUrl,
    googleReviewUrl: identity.googleReviewUrl,
    reviewMessage: identity.reviewMessage || DEFAULT_REVIEW_MESSAGE,
    ...identity.social,
    video: identity.youtubeId ? `https://www.youtube.com/watch?v=${identity.youtubeId}` : "",
    // Kept after launch only by an explicit choice (unticked by default).
    keepSamples: identity.keepSamples ? "on" : "",
  };
  identity.testimonials
    .filter((t) => !t.sample)
    .forEach((t, i) => {
      values[`t${i}.name`] = t.name;
      values[`t${i}.location`] = t.location;
      values[`t${i}.city`] = t.city ?? "";
      values[`t${i}.text`] = t.text;
      values[`t${i}.source`] = t.source ?? "";
      values[`t${i}.givenOn`] = t.givenOn ?? "";
    });
  return values;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const identity = await readStoredIdentity(context.services.kv);
  return data(
    {
      values: valuesOf(identity),
      samples: identity.testimonials.filter((t) => t.sample).length,
      checklist: launchChecklist(identity),
      updatedAt: identity.updatedAt,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const values: Values = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const { input, rows } = identityFormInput(form);
  const parsed = identityFormSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const row = typeof index === "number" ? rows[index] : undefined;
      if (field === "testimonials" && row !== undefined) {
        errors[`testimonials.${row}`] ??= issue.message.replace(/^Depoimento:/, `Depoimento ${row + 1}:`);
      } else errors[String(field)] ??= issue.message;
    }
    return data({ errors, values }, { status: 400 });
  }
  const previous = await readStoredIdentity(context.services.kv);
  // A new WhatsApp number that looks like a landline: asked once, saved once confirmed.
  if (
    looksLikeLandline(parsed.data.whatsapp) &&
    parsed.data.whatsapp !== previous.whatsappDigits &&
    form.get("whatsappFixo") !== "on"
  ) {
    return data({ errors: { whatsapp: LANDLINE_WHATSAPP_QUESTION }, values, confirmLandline: true }, { status: 409 });
  }
  const identity = identityFromForm(parsed.data, previous, new Date());
  try {
    await saveIdentity(context.services.kv, context.services.origin, identity);
  } catch (error) {
    log.error("Identity save failed", { error });
    return data(
      { errors: { form: "Não foi possível salvar os dados. Nada foi alterado; tente novamente." }, values },
      { status: 503 },
    );
  }
  // Every page shows the identity: dated and announced after the response.
  await recordIdentityChange(context.services);
  throw await redirectWithToast(request, context, "/admin/empresa", {
    kind: "success",
    title: "Dados da empresa salvos",
    description: "Todas as páginas do site já mostram os novos dados.",
  });
}

export default function BusinessData() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const values = actionData?.values ?? loaded.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const confirmLandline = Boolean(actionData && "confirmLandline" in actionData && actionData.confirmLandline);
  // Rows that hold something (saved, or typed before an error); blank rows are not testimonials.
  const filled = new Set(
    Object.entries(values)
      .filter(([k, v]) => /^t\d+\./.test(k) && v.trim() !== "")
      .map(([k]) => Number(k.slice(1, k.indexOf(".")))),
  );
  const real = filled.size === 0 ? 0 : Math.max(...filled) + 1;
  const summary = useRef<HTMLDivElement>(null);
  // After a refused save the summary gets the focus: the seller clicked at the bottom of a long form.
  useEffect(() => {
    if (actionData?.errors) summary.current?.focus();
  }, [actionData]);
  // One empty slot to add a testimonial, after the ones already there.
  const rows = Array.from({ length: Math.min(real + 1, 12) }, (_, i) => i);
  const field = { values, errors };
  return (
    <AdminSection title="Dados da empresa">
      <p className="mt-1 text-sm text-slate-600">
        Estes dados aparecem em todas as páginas, nos botões de contato e nas informações lidas pelo Google.
        {loaded.updatedAt &&
          ` Última alteração: ${new Date(loaded.updatedAt).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })}.`}
      </p>
      <LaunchChecklist items={loaded.checklist} />
      {Object.keys(errors).length > 0 && (
        <div ref={summary} tabIndex={-1} className="outline-none">
          <Notice
            kind="error"
            className="mt-4"
            title={
              errors.form ??
              (confirmLandline ? "Confirme o número do WhatsApp" : "Nada foi salvo: corrija os campos indicados.")
            }
            description={
              <ul className="list-disc pl-5">
                {Object.entries(errors)
                  .filter(([k]) => k !== "form")
                  .map(([k, m]) => (
                    <li key={k}>{m}</li>
                  ))}
              </ul>
            }
          />
        </div>
      )}
      <Form method="post" className="mt-4 space-y-5" key={actionData ? "retry" : loaded.updatedAt}>
        <Fieldset legend="Empresa">
          <Field name="name" label="Nome da empresa" help="Como os clientes conhecem a empresa." required {...field} />
          <Field name="legalName" label="Razão social" help="Aparece no rodapé junto do CNPJ." {...field} />
          <Field name="cnpj" label="CNPJ" inputMode="numeric" placeholder="ex.: 00.000.000/0000-00" {...field} />
        </Fieldset>
        <Fieldset legend="Contato">
          <Field name="phone" label="Telefone" type="tel" placeholder="ex.: (11) 3456-7890" required {...field} />
          <Field
            name="whatsapp"
            label="WhatsApp"
            type="tel"
            placeholder="ex.: (11) 98765-4321"
            help="O número que recebe as mensagens dos botões verdes."
            required
            {...field}
          />
          {confirmLandline && (
            <label className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2">
              <input type="checkbox" name="whatsappFixo" className="mt-1" data-confirm-landline />
              <span>Sim, este número fixo tem WhatsApp (WhatsApp Business).</span>
            </label>
          )}
          <div className="sm:col-span-2">
            <Field
              name="chatDefaultMessage"
              label="Mensagem inicial do WhatsApp"
              help="A frase que já vem escrita quando o cliente toca no botão."
              {...field}
            />
          </div>
        </Fieldset>
        <Fieldset legend="Endereço">
          <div className="sm:col-span-2">
            <p className="text-xs text-slate-600">
              Opcional. Se a empresa atende só na casa do cliente e não recebe visitas, deixe em branco.
            </p>
          </div>
          <Field name="street" label="Rua" {...field} />
          <Field name="number" label="Número" {...field} />
          <Field name="district" label="Bairro" {...field} />
          <Field name="city" label="Cidade" {...field} />
          <Field name="state" label="Estado (sigla)" maxLength={2} {...field} />
          <Field name="cep" label="CEP" inputMode="numeric" placeholder="ex.: 00000-000" {...field} />
        </Fieldset>
        <Fieldset legend="Horário de atendimento">
          <Field name="weekdaysOpens" label="Segunda a sexta: abre" type="time" {...field} />
          <Field name="weekdaysCloses" label="Segunda a sexta: fecha" type="time" {...field} />
          <Field name="saturdayOpens" label="Sábado: abre" type="time" {...field} />
          <Field name="saturdayCloses" label="Sábado: fecha" type="time" {...field} />
        </Fieldset>
        <Fieldset legend="Na internet">
          {/* Text fields, not type="url": a link pasted without https:// ("g.page/…") is completed
              on the server, or refused with a sentence under the field, never a browser bubble. */}
          <Field
            name="googleBusinessUrl"
            label="Perfil da empresa no Google"
            inputMode="url"
            help="O link de compartilhar do seu Perfil da Empresa, como g.page/… ou maps.app.goo.gl/…"
            {...field}
          />
          <Field
            name="mapsUrl"
            label="Link do Google Maps"
            inputMode="url"
            help="O link de compartilhar do Google Maps, como maps.app.goo.gl/…"
            {...field}
          />
          <Field
            name="googleReviewUrl"
            label="Link para avaliar no Google"
            inputMode="url"
            help="Como https://g.page/r/…/review. No Perfil da Empresa no Google, toque em “Pedir avaliações” e copie o link. É para onde o botão “Pedir avaliação” leva o cliente."
            {...field}
          />
          <label className="block sm:col-span-2" htmlFor="f-reviewMessage">
            <span className="text-sm font-medium text-slate-800">Mensagem do pedido de avaliação</span>
            <textarea
              id="f-reviewMessage"
              name="reviewMessage"
              rows={3}
              maxLength={400}
              defaultValue={values.reviewMessage ?? ""}
              className={inputClass}
            />
            <span className="mt-1 block text-xs text-slate-600">
              Vai pelo WhatsApp com o link curto no fim. {"{empresa}"} vira o nome da empresa. A mesma mensagem para
              todos os clientes: o Google não permite pedir avaliação só a quem ficou satisfeito, nem oferecer nada em
              troca.
            </span>
            {errors.reviewMessage && <span className="mt-1 block text-sm text-red-700">{errors.reviewMessage}</span>}
          </label>
          <Field name="instagram" label="Instagram" inputMode="url" help="Como instagram.com/suaempresa" {...field} />
          <Field name="facebook" label="Facebook" inputMode="url" help="Como facebook.com/suaempresa" {...field} />
          <Field name="youtube" label="Canal no YouTube" inputMode="url" {...field} />
          <Field name="tiktok" label="TikTok" inputMode="url" {...field} />
          <div className="sm:col-span-2">
            <Field
              name="video"
              label="Vídeo de apresentação (link do YouTube)"
              help="Aparece na página inicial. Deixe em branco para não mostrar vídeo."
              {...field}
            />
          </div>
        </Fieldset>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand-900">Depoimentos de clientes</legend>
          <p className="text-xs text-slate-600">
            Só depoimentos reais, com a permissão do cliente. Para remover um, apague todos os campos dele.
          </p>
          {loaded.samples > 0 && (
            <label className="mt-3 flex items-start gap-2 text-sm">
              <input type="checkbox" name="keepSamples" defaultChecked={values.keepSamples === "on"} className="mt-1" />
              <span>
                Manter os {loaded.samples} depoimentos de exemplo depois do lançamento (aparecem marcados como “Exemplo
                ilustrativo”). Sem marcar, eles saem do site ao salvar.
              </span>
            </label>
          )}
          {errors.testimonials !== undefined && <p className="mt-2 text-sm text-red-700">{errors.testimonials}</p>}
          {rows.map((i) => (
            <div key={i} className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
              <p className="text-sm font-semibold text-slate-800 sm:col-span-2">
                {i < real ? `Depoimento ${i + 1}` : "Novo depoimento"}
              </p>
              {errors[`testimonials.${i}`] && (
                <p className="text-sm text-red-700 sm:col-span-2">{errors[`testimonials.${i}`]}</p>
              )}
              <Field name={`t${i}.name`} label="Nome do cliente" placeholder="ex.: Ana S." {...field} />
              <Field name={`t${i}.location`} label="Bairro e cidade" placeholder="ex.: Tatuapé, São Paulo" {...field} />
              <Field name={`t${i}.city`} label="Cidade (para mostrar nas páginas dela)" {...field} />
              <Field name={`t${i}.source`} label="Onde foi dado" placeholder="ex.: Google, WhatsApp…" {...field} />
              <Field name={`t${i}.givenOn`} label="Mês em que foi dado" type="month" {...field} />
              <label className="block sm:col-span-2">
                <span className="text-sm font-medium text-slate-800">Texto</span>
                <textarea
                  name={`t${i}.text`}
                  defaultValue={values[`t${i}.text`] ?? ""}
                  rows={3}
                  className={inputClass}
                />
              </label>
            </div>
          ))}
        </fieldset>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {navigation.state === "submitting" ? "Salvando…" : "Salvar dados da empresa"}
        </button>
      </Form>
    </AdminSection>
  );
}
