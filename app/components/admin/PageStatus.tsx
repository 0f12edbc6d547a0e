import { Form, Link } from "@remix-run/react";
import type { PageStatus } from "~/lib/pages/page-record";

const FILTERS = [
  { value: null, label: "Todas", param: "" },
  { value: "published", label: "Publicadas", param: "publicadas" },
  { value: "draft", label: "Rascunhos", param: "rascunhos" },
] as const;

/** The panel's status filter, from `?situacao=publicadas|rascunhos`; anything else shows all. */
export function statusFilterOf(url: URL): PageStatus | null {
  const param = url.searchParams.get("situacao");
  return FILTERS.find((f) => f.param === param && f.value)?.value ?? null;
}

export function StatusFilter({
  filter,
  counts,
}: {
  filter: PageStatus | null;
  counts: { all: number; drafts: number };
}) {
  const count = { "": counts.all, publicadas: counts.all - counts.drafts, rascunhos: counts.drafts };
  return (
    <nav aria-label="Filtrar por situação" className="mt-4 flex flex-wrap gap-2 text-sm" data-status-filter>
      {FILTERS.map((f) => (
        <Link
          key={f.param}
          to={f.param ? `?situacao=${f.param}` : "?"}
          aria-current={filter === f.value ? "page" : undefined}
          className={`rounded-full border px-3 py-1 ${filter === f.value ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 hover:bg-slate-50"}`}
        >
          {f.label} ({count[f.param]})
        </Link>
      ))}
    </nav>
  );
}

/** Publish or unpublish a page (admin.paginas.$slug.status.tsx). */
export function StatusToggle({ slug, status, from }: { slug: string; status: PageStatus; from: "painel" | "pagina" }) {
  const next = status === "draft" ? "published" : "draft";
  return (
    <Form method="post" action={`/admin/paginas/${slug}/status`} reloadDocument={from === "pagina"}>
      <input type="hidden" name="status" value={next} />
      <input type="hidden" name="from" value={from} />
      <button
        type="submit"
        className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
        data-status-toggle={next}
      >
        {next === "published" ? "Publicar" : "Despublicar"}
      </button>
    </Form>
  );
}
