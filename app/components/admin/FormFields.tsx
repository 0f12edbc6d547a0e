// The labelled text field and the field group of the admin's long forms ("Dados da empresa",
// "Ofertas e garantias"): the help line under a field gives way to its error, which the input
// names in aria-describedby (`f-{name}-ajuda` / `f-{name}-erro`, what tests and the error summary
// link to).
import type React from "react";

/** The classes of a text input or textarea of these forms. */
export const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2";

/** The id of a field's input: `f-` and its name, non-word characters as hyphens. */
export const fieldId = (name: string) => `f-${name.replace(/\W/g, "-")}`;

export function Field({
  name,
  label,
  help,
  values,
  errors,
  type = "text",
  ...rest
}: {
  name: string;
  label: string;
  help?: string;
  values: Record<string, string | undefined>;
  errors: Record<string, string>;
  type?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const error = errors[name];
  const id = fieldId(name);
  return (
    <label className="block" htmlFor={id}>
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : help ? `${id}-ajuda` : undefined}
        className={`${inputClass} ${error ? "border-red-600" : ""}`}
        {...rest}
      />
      {help && !error && (
        <span id={`${id}-ajuda`} className="mt-1 block text-xs text-slate-600">
          {help}
        </span>
      )}
      {error && (
        <span id={`${id}-erro`} className="mt-1 block text-sm text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}

/** A group of fields under a legend, two columns from the small breakpoint, with an optional note. */
export function Fieldset({ legend, note, children }: { legend: string; note?: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-brand-900">{legend}</legend>
      {note && <p className="mb-3 text-xs text-slate-600">{note}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
