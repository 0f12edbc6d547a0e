import { Form, useNavigation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { jobProducts } from "@content/jobs-done";
import { allLocations, placeLabel } from "@content/locations";
import type { JobField, JobFormValues } from "~/lib/jobs-done/job-done";
import { MAX_JOB_PHOTOS, type MediaImage } from "~/lib/media/media";
import { PhotoField } from "./PhotoField";

const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base";
const label = "block text-sm font-medium text-slate-800";

// Cities first, then neighbourhoods, each alphabetically: what the place field suggests.
// The option is how the server reads a place back (job-done.ts placeOption is placeLabel).
const PLACES = [...allLocations]
  .sort((a, b) =>
    a.kind === b.kind ? placeLabel(a).localeCompare(placeLabel(b), "pt-BR") : a.kind === "cidade" ? -1 : 1,
  )
  .map((l) => placeLabel(l));

function FieldError({ field, errors }: { field: JobField; errors: Partial<Record<JobField, string>> }) {
  if (!errors[field]) return null;
  return (
    <p id={`erro-${field}`} className="mt-1 text-sm font-medium text-red-800">
      {errors[field]}
    </p>
  );
}

const describedBy = (field: JobField, errors: Partial<Record<JobField, string>>) =>
  errors[field] ? `erro-${field}` : undefined;

/**
 * A job done, made for a phone at the gate: photos first (sent while the rest is typed), the place
 * (suggested from the served places as it is typed), the product in one tap, today's date, a few
 * words; the customer's first name and words only with their consent. Works without JavaScript.
 */
export function JobDoneForm({
  defaults,
  photos,
  errors,
  today,
  published,
}: {
  defaults: JobFormValues;
  /** The photos of `defaults.midia`, to show and keep. */
  photos: MediaImage[];
  errors: Partial<Record<JobField, string>>;
  today: string;
  /** The job is public now: the primary button updates it; the other one takes it down. */
  published: boolean;
}) {
  const navigation = useNavigation();
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const saving = navigation.state === "submitting";
  const withCustomer = Boolean(
    defaults.cliente || defaults.depoimento || errors.cliente || errors.depoimento || errors.autorizado,
  );
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" data-job-form>
      <PhotoField initial={photos} max={MAX_JOB_PHOTOS} error={errors.fotos} onBusyChange={onBusyChange} />

      <div>
        <label htmlFor="lugar" className={label}>
          Lugar (bairro ou cidade)
        </label>
        <input
          id="lugar"
          name="lugar"
          list="lugares-atendidos"
          defaultValue={defaults.lugar}
          autoComplete="off"
          placeholder="Comece a digitar: Vila Mariana, Osasco…"
          aria-invalid={errors.lugar ? true : undefined}
          aria-describedby={describedBy("lugar", errors)}
          className={input}
        />
        <datalist id="lugares-atendidos">
          {PLACES.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <p className="mt-1 text-xs text-slate-600">Só o bairro ou a cidade: nunca a rua ou o número.</p>
        <FieldError field="lugar" errors={errors} />
      </div>

      <fieldset aria-describedby={describedBy("produto", errors)}>
        <legend className={label}>Produto instalado</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {jobProducts.map((p) => (
            <label key={p.id} className="cursor-pointer">
              <input
                type="radio"
                name="produto"
                value={p.id}
                defaultChecked={defaults.produto === p.id}
                className="peer sr-only"
              />
              <span className="block rounded-full border border-slate-300 px-3 py-2 text-sm peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
                {p.label}
              </span>
            </label>
          ))}
        </div>
        <FieldError field="produto" errors={errors} />
      </fieldset>

      <div>
        <label htmlFor="data" className={label}>
          Data da obra
        </label>
        <input
          id="data"
          type="date"
          name="data"
          defaultValue={defaults.data || today}
          max={today}
          aria-describedby={describedBy("data", errors)}
          className={input}
        />
        <FieldError field="data" errors={errors} />
      </div>

      <div>
        <label htmlFor="descricao" className={label}>
          O que foi feito
        </label>
        <textarea
          id="descricao"
          name="descricao"
          rows={4}
          defaultValue={defaults.descricao}
          placeholder="ex.: troca do motor antigo por um deslizante, cremalheira nova e dois controles."
          aria-describedby={["ajuda-descricao", describedBy("descricao", errors)].filter(Boolean).join(" ")}
          className={input}
        />
        <p id="ajuda-descricao" className="mt-1 text-xs text-slate-600">
          Aparece no site: não escreva rua, número, telefone nem o nome completo do cliente.
        </p>
        <FieldError field="descricao" errors={errors} />
      </div>

      <details open={withCustomer} className="rounded-lg border border-slate-200 p-3">
        <summary className="font-medium text-slate-800">Nome e depoimento do cliente (opcional)</summary>
        <div className="mt-3 space-y-4">
          <div>
            <label htmlFor="cliente" className={label}>
              Primeiro nome do cliente
            </label>
            <input
              id="cliente"
              name="cliente"
              defaultValue={defaults.cliente}
              autoComplete="off"
              aria-describedby={describedBy("cliente", errors)}
              className={input}
            />
            <FieldError field="cliente" errors={errors} />
          </div>
          <div>
            <label htmlFor="depoimento" className={label}>
              O que o cliente disse
            </label>
            <textarea
              id="depoimento"
              name="depoimento"
              rows={3}
              defaultValue={defaults.depoimento}
              aria-describedby={describedBy("depoimento", errors)}
              className={input}
            />
            <FieldError field="depoimento" errors={errors} />
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name="autorizado"
              defaultChecked={defaults.autorizado}
              aria-describedby={describedBy("autorizado", errors)}
              className="mt-0.5 h-5 w-5"
            />
            O cliente autorizou publicar o primeiro nome e o depoimento
          </label>
          <FieldError field="autorizado" errors={errors} />
        </div>
      </details>

      {/* Each button as wide as its words: on a phone, two that do not fit share no row (no word cut). */}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="publicar"
          disabled={saving || uploading}
          className="flex-auto rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:flex-none"
        >
          {uploading ? "Enviando fotos…" : saving ? "Salvando…" : published ? "Salvar e manter publicada" : "Publicar"}
        </button>
        <button
          type="submit"
          name="intent"
          value="rascunho"
          disabled={saving || uploading}
          className="flex-auto rounded-lg border border-slate-400 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 sm:flex-none"
        >
          {published ? "Despublicar (rascunho)" : "Salvar rascunho"}
        </button>
      </div>
    </Form>
  );
}
