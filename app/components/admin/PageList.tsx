import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { GUIDE_CATEGORIES_LIST } from "~/lib/pages/guide-categories";
import { KIND_LABELS, PAGE_KINDS, type PageKind } from "~/lib/pages/page-kinds";
import type { PageStatus } from "~/lib/pages/page-record";
import { StatusToggle } from "./PageStatus";

export interface PanelRow {
  slug: string;
  title: string;
  category: string | null;
  status: PageStatus;
  kind: PageKind;
  created_at: string;
  /** Public but kept out of Google by the uniqueness gate: why, and what would bring it in. */
  noindex: string | null;
}

const BULK_FORM = "acoes-em-massa";
const select = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm";

/** Search by title or address and the filters, as a GET form (works without JavaScript). */
export function PageSearch({
  values,
}: {
  values: { busca: string; situacao: string; categoria: string; tipo: string };
}) {
  return (
    <Form method="get" role="search" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" data-page-search>
      <label className="col-span-2 sm:col-span-4">
        <span className="text-sm font-medium text-slate-800">Buscar pelo título ou endereço</span>
        <input
          type="search"
          name="busca"
          defaultValue={values.busca}
          maxLength={2000}
          placeholder="ex.: portão basculante"
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <label className="min-w-0">
        <span className="text-xs text-slate-700">Situação</span>
        <select name="situacao" defaultValue={values.situacao} className={select}>
          <option value="">Todas</option>
          <option value="publicadas">Publicadas</option>
          <option value="rascunhos">Rascunhos</option>
        </select>
      </label>
      <label className="min-w-0">
        <span className="text-xs text-slate-700">Categoria</span>
        <select name="categoria" defaultValue={values.categoria} className={select}>
          <option value="">Todas</option>
          <option value="nenhuma">Links Úteis</option>
          {GUIDE_CATEGORIES_LIST.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-0">
        <span className="text-xs text-slate-700">Como foi feita</span>
        <select name="tipo" defaultValue={values.tipo} className={select}>
          <option value="">Todas</option>
          {PAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white">
          Filtrar
        </button>
        <Link to="/admin/painel" className="py-2 text-sm text-brand-700 underline">
          Limpar
        </Link>
      </div>
    </Form>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });

/**
 * The pages of one screen of the list, each with its own actions, and the bulk actions on the ones
 * ticked (their checkboxes belong to one form, so the rows can hold forms of their own).
 */
export function PageList({ pages, back }: { pages: PanelRow[]; back: string }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "bulk";
  const deleting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "excluir"
      ? navigation.formData.get("slug")
      : null;
  const all = pages.length > 0 && pages.every((p) => selected.has(p.slug));
  const toggle = (slug: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });
  const count = pages.filter((p) => selected.has(p.slug)).length;
  return (
    <>
      <Form
        method="post"
        id={BULK_FORM}
        className="mt-4 flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-3"
        data-bulk-form
        onSubmit={(e) => {
          const action = new FormData(e.currentTarget).get("acao");
          if (
            action === "lixeira" &&
            !window.confirm(`Mover ${count} ${count === 1 ? "página" : "páginas"} para a lixeira?`)
          )
            e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="back" value={back} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={all}
            onChange={(e) => setSelected(e.target.checked ? new Set(pages.map((p) => p.slug)) : new Set())}
            aria-label="Selecionar todas as páginas desta lista"
          />
          Todas desta lista
        </label>
        <label className="min-w-0 flex-1 text-sm">
          <span className="sr-only">Ação</span>
          <select name="acao" className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2" defaultValue="">
            <option value="" disabled>
              Escolha uma ação…
            </option>
            <option value="publicar">Publicar</option>
            <option value="despublicar">Despublicar (voltar a rascunho)</option>
            <option value="lixeira">Mover para a lixeira</option>
          </select>
        </label>
        <button
          type="submit"
          disabled={count === 0 || busy}
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
        >
          {busy ? "Aplicando..." : `Aplicar a ${count} ${count === 1 ? "selecionada" : "selecionadas"}`}
        </button>
      </Form>
      <ul className="mt-2 divide-y divide-slate-200" data-panel-list>
        {pages.map((p) => (
          <li key={p.slug} className="flex gap-3 py-3">
            <input
              type="checkbox"
              form={BULK_FORM}
              name="paginas"
              value={p.slug}
              checked={selected.has(p.slug)}
              onChange={(e) => toggle(p.slug, e.target.checked)}
              aria-label={`Selecionar “${p.title}”`}
              className="mt-1.5 h-4 w-4 shrink-0"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-slate-900">{p.title}</p>
              <p className="mt-0.5 flex flex-wrap gap-1 text-xs">
                {p.status === "draft" && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">Rascunho</span>
                )}
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{KIND_LABELS[p.kind]}</span>
              </p>
              {p.noindex && (
                <p className="mt-0.5 text-xs text-amber-900" data-noindex>
                  {p.noindex}
                </p>
              )}
              <p className="mt-0.5 text-xs break-all text-slate-600">
                /links-uteis/{p.slug} · {p.category ? `Guias Técnicos: ${p.category}` : "Links Úteis"} ·{" "}
                {when(p.created_at)}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
                <Link
                  to={`/links-uteis/${p.slug}`}
                  reloadDocument
                  className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
                >
                  {p.status === "draft" ? "Pré-visualizar" : "Ver"}
                </Link>
                <StatusToggle slug={p.slug} status={p.status} from="painel" />
                {p.noindex && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="recheck" />
                    <input type="hidden" name="slug" value={p.slug} />
                    <input type="hidden" name="back" value={back} />
                    <button
                      type="submit"
                      className="inline-flex min-h-11 items-center text-sm text-brand-700 underline"
                    >
                      Conferir de novo
                    </button>
                  </Form>
                )}
                <Link
                  to={`/admin/paginas/${p.slug}/editar`}
                  className="inline-flex min-h-11 items-center px-1 text-sm text-brand-700 underline"
                >
                  Editar
                </Link>
                <Form
                  method="post"
                  onSubmit={(e) => {
                    if (!window.confirm("Tem certeza que deseja excluir esta página?")) e.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="excluir" />
                  <input type="hidden" name="slug" value={p.slug} />
                  <input type="hidden" name="back" value={back} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center px-1 text-sm text-red-700 underline"
                    disabled={deleting === p.slug}
                  >
                    {deleting === p.slug ? "Excluindo..." : "Excluir"}
                  </button>
                </Form>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
