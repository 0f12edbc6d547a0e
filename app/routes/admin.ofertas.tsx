import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { freeShippingCities } from "@content/locations";
import { AdminSection } from "~/components/admin/AdminSection";
import { Field, Fieldset } from "~/components/admin/FormFields";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { log } from "~/lib/platform/log";
import {
  CLAIM_LABELS,
  claimsFormInput,
  claimsFormSchema,
  claimsFormValues,
  claimsFromForm,
  unconfirmedClaims,
} from "~/lib/identity/claims-form";
import { recordIdentityChange } from "~/lib/identity/announce-identity.server";
import { readStoredIdentity, saveIdentity } from "~/lib/identity/identity.server";

// "Ofertas e garantias": every commercial claim the site may make (founding year, customers,
// 24h service, response time, warranties, instalments, free installation, prices). Each one is
// the seller's: empty, it is said nowhere. Stored with "Dados da empresa" (one KV record), so a
// page view reads it with no extra operation.

export const meta: MetaFunction = () => [{ title: "Ofertas e garantias | Administração" }];

type Values = Record<string, string>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const identity = await readStoredIdentity(context.services.kv);
  const { values, cities } = claimsFormValues(identity.claims);
  return data(
    {
      values,
      cities,
      served: freeShippingCities,
      confirmedAt: identity.claims.confirmedAt,
      unconfirmed: unconfirmedClaims(identity.claims),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const values: Values = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "freeInstallCities") values[key] = value;
  const cities = form.getAll("freeInstallCities").filter((v): v is string => typeof v === "string");
  const now = new Date();
  const parsed = claimsFormSchema(freeShippingCities, now).safeParse(claimsFormInput(form));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return data({ errors, values, cities }, { status: 400 });
  }
  const previous = await readStoredIdentity(context.services.kv);
  try {
    await saveIdentity(context.services.kv, context.services.origin, {
      ...previous,
      claims: claimsFromForm(parsed.data, now),
      updatedAt: now.toISOString(),
    });
  } catch (error) {
    log.error("Claims save failed", { error });
    return data(
      { errors: { form: "Não foi possível salvar. Nada foi alterado; tente novamente." }, values, cities },
      { status: 503 },
    );
  }
  // Every page that states a claim or price changed: dated and announced after the response.
  await recordIdentityChange(context.services);
  throw await redirectWithToast(request, context, "/admin/ofertas", {
    kind: "success",
    title: "Ofertas e garantias salvas",
    description: "Todas as páginas já mostram só o que você confirmou aqui.",
  });
}

/**
 * A claim's field: its label is the claim's, numbers by default. No placeholder: a grey "10" or
 * "R$ 800" in an empty field reads as a saved value; the example is in the help line instead.
 */
function ClaimField({
  name,
  inputMode = "numeric",
  ...rest
}: {
  name: keyof typeof CLAIM_LABELS;
  help: string;
  values: Values;
  errors: Record<string, string>;
  inputMode?: "numeric" | "decimal";
}) {
  return <Field name={name} label={CLAIM_LABELS[name]} inputMode={inputMode} {...rest} />;
}

export default function Offers() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const values = actionData?.values ?? loaded.values;
  const cities = actionData?.cities ?? loaded.cities;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.errors) summary.current?.focus();
  }, [actionData]);
  const field = { values, errors };
  return (
    <AdminSection title="Ofertas e garantias">
      <p className="mt-1 text-sm text-slate-600">
        Tudo o que o site afirma sobre a empresa sai daqui. Deixe em branco o que não quiser afirmar: a frase some de
        todas as páginas, sem deixar buraco.
        {loaded.confirmedAt &&
          ` Última alteração: ${new Date(loaded.confirmedAt).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })}.`}
      </p>
      {loaded.unconfirmed.length > 0 && !actionData && (
        <div className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-950" data-unconfirmed>
          <p className="font-semibold">Nada confirmado ainda: o site não afirma nenhuma destas ofertas</p>
          <p className="mt-1 text-sm">
            Preencha o que vale para a sua empresa ({loaded.unconfirmed.join(", ")}) e salve. O que ficar em branco não
            aparece.
          </p>
        </div>
      )}
      {Object.keys(errors).length > 0 && (
        <div ref={summary} tabIndex={-1} className="outline-none" data-claims-errors>
          <Notice kind="error" className="mt-4" title={errors.form ?? "Nada foi salvo: corrija os campos indicados."}>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {Object.entries(errors)
                .filter(([k]) => k !== "form")
                .map(([k, m]) => (
                  <li key={k}>{m}</li>
                ))}
            </ul>
          </Notice>
        </div>
      )}
      <Form method="post" className="mt-4 space-y-5" key={actionData ? "retry" : loaded.confirmedAt}>
        <Fieldset legend="A empresa">
          <ClaimField name="foundedYear" help="Aparece como “desde 1999”. Em branco: não aparece." {...field} />
          <ClaimField name="customersServed" help="Aparece como “mais de 10.000 clientes”." {...field} />
        </Fieldset>
        <Fieldset legend="Atendimento">
          <ClaimField
            name="responseHours"
            help="Em quantas horas você responde (liga ou escreve de volta) a quem chama, por exemplo 2."
            {...field}
          />
          <label className="flex items-start gap-2 self-center text-sm">
            <input type="checkbox" name="emergency24h" defaultChecked={values.emergency24h === "on"} className="mt-1" />
            <span>Atendimento emergencial 24h, todos os dias</span>
          </label>
        </Fieldset>
        <Fieldset
          legend="Garantias"
          note="A estendida vale com instalação pela sua equipe e manutenção preventiva em dia."
        >
          <ClaimField name="factoryYears" help="Em anos, por exemplo 1." {...field} />
          <ClaimField name="extendedYears" help="Em anos, maior que a de fábrica, por exemplo 2." {...field} />
          <ClaimField
            name="serviceDays"
            help="Em dias: instalação, conserto e troca de peças. Por exemplo 90."
            {...field}
          />
        </Fieldset>
        <Fieldset legend="Pagamento e preços" note="Preço “a partir de” do kit completo instalado, em reais.">
          <ClaimField name="instalments" help="Até quantas vezes no cartão, por exemplo 10." {...field} />
          <ClaimField name="price.deslizante" help="Ex.: R$ 800" inputMode="decimal" {...field} />
          <ClaimField name="price.basculante" help="Ex.: R$ 850" inputMode="decimal" {...field} />
          <ClaimField name="price.pivotante" help="Ex.: R$ 1.400" inputMode="decimal" {...field} />
          <ClaimField
            name="expressPrice"
            help="Revisão com preço fechado, por exemplo R$ 350."
            inputMode="decimal"
            {...field}
          />
          <ClaimField name="expressWarrantyMonths" help="Em meses, por exemplo 1." {...field} />
        </Fieldset>
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand-900">{CLAIM_LABELS.freeInstallCities}</legend>
          <p className="text-xs text-slate-600">
            Marque as cidades em que a entrega e a instalação do kit são grátis. Nenhuma marcada: o site não promete
            instalação grátis.
          </p>
          {errors.freeInstallCities && <p className="mt-2 text-sm text-red-700">{errors.freeInstallCities}</p>}
          <ul className="mt-3 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
            {loaded.served.map((city) => (
              <li key={city}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name="freeInstallCities" value={city} defaultChecked={cities.includes(city)} />
                  {city}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {navigation.state === "submitting" ? "Salvando…" : "Salvar ofertas e garantias"}
        </button>
      </Form>
    </AdminSection>
  );
}
