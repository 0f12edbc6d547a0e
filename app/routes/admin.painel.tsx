import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/http/form.server";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PageForm, type DuplicateWarning } from "~/components/admin/PageForm";
import { LaunchChecklist } from "~/components/admin/LaunchChecklist";
import { launchChecklist } from "~/lib/identity/identity";
import { ImportExport } from "~/components/admin/ImportExport";
import { StatusFilter, StatusToggle, statusFilterOf } from "~/components/admin/PageStatus";
import { duplicateMessage } from "~/lib/pages/duplicates.server";
import { Notice } from "~/components/admin/Toast";
import { Pager } from "~/components/Pager";
import { assertSameOrigin } from "~/http/origin.server";
import {
  missingFieldsMessage,
  readPageForm,
  slugTakenMessage,
  type PageFormValues,
} from "~/lib/pages/page-form.server";
import { listAllPages } from "~/lib/pages/listing.server";
import {
  DuplicateError,
  EmptyFieldsError,
  SlugTakenError,
  deletePage,
  getPage,
  recheckPage,
  savePage,
} from "~/lib/pages/store.server";
import { indexMessage } from "~/lib/pages/index-messages";
import { pageParam, paginate } from "~/http/pagination";
import { redirectWithToast, requireAdmin } from "~/http/session.server";

const PER_PAGE = 20;
/** Pages checked again per request (each is a D1 read and a KV write). */
const RECHECK_BATCH = 40;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const email = await requireAdmin(request, context);
  const url = new URL(request.url);
  let pages: Awaited<ReturnType<typeof listAllPages>> = [];
  let loadError = false;
  try {
    // The admin reads KV directly, never the visitors' cached listing: their writes show at once.
    pages = await listAllPages(context.services.kv);
  } catch (error) {
    console.error("Erro ao buscar paginas", error);
    loadError = true;
  }
  const filter = statusFilterOf(url);
  const counts = { all: pages.length, drafts: pages.filter((p) => p.status === "draft").length };
  if (filter) pages = pages.filter((p) => p.status === filter);
  const pager = paginate(pages.length, pageParam(url, "pagina"), PER_PAGE);
  return data(
    {
      email,
      // The identity this request was served with (the Worker loaded it): the seller's latest save.
      checklist: launchChecklist(context.identity),
      loadError,
      total: counts.all,
      counts,
      filter,
      origin: context.services.origin,
      pager,
      pages: pages.slice(pager.start, pager.end).map((p) => ({
        slug: p.slug,
        title: p.title,
        category: p.category,
        status: p.status,
        created_at: p.created_at,
        // Public but out of the index: why, and what would bring it in.
        noindex: indexMessage(p),
      })),
      unchecked: pages.filter((p) => p.status === "published" && p.ixr === "unchecked").length,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type ActionResult = {
  intent: "create";
  error: string;
  values: PageFormValues;
  duplicate?: DuplicateWarning;
};

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireAdmin(request, context);
  const { services } = context;
  const form = await readForm(request);
  const intent = form.get("intent");

  if (intent === "create") {
    const result = readPageForm(form);
    if (!result.ok)
      return data<ActionResult>({ intent: "create", error: result.error, values: result.values }, { status: 400 });
    const refused = (error: string, status: number, duplicate?: DuplicateWarning) =>
      data<ActionResult>({ intent: "create", error, values: result.values, duplicate }, { status });
    try {
      const { record } = await savePage(services, result.page, {
        overwrite: result.overwrite,
        duplicates: result.confirmed ? "allow" : "refuse",
      });
      const path = `/links-uteis/${record.slug}`;
      const draft = record.status === "draft";
      const outOfIndex = !draft && record.index?.ok !== true;
      return redirectWithToast(request, context, "/admin/painel", {
        kind: "success",
        title: draft ? "Rascunho salvo" : outOfIndex ? "Página publicada fora do Google" : "Página salva",
        description: draft
          ? `${record.index?.reason ? `${record.index.reason} ` : ""}O rascunho está em ${path}; só você o vê até publicá-lo.`
          : outOfIndex
            ? `A página está em ${path}, mas ${record.index?.reason ? record.index.reason.charAt(0).toLowerCase() + record.index.reason.slice(1) : "ainda não foi conferida."}`
            : `A página foi publicada em ${path} e aparece no mapa do site.`,
        link: { href: path, label: draft ? "Ver o rascunho" : "Ver a página" },
      });
    } catch (error) {
      if (error instanceof DuplicateError) return refused(duplicateMessage(error.similar), 409, error.similar);
      if (error instanceof SlugTakenError) return refused(slugTakenMessage(error.slug), 409);
      if (error instanceof EmptyFieldsError) return refused(missingFieldsMessage(error.fields), 400);
      console.error("Save failed", error);
      return refused("Erro ao criar a página. Por favor, tente novamente.", 500);
    }
  }

  // Measure public pages again against the indexable ones (one, or those never checked).
  if (intent === "recheck" || intent === "recheck-all") {
    try {
      const slugs =
        intent === "recheck"
          ? [String(form.get("slug") ?? "")]
          : (await listAllPages(services.kv))
              .filter((p) => p.status === "published" && p.ixr === "unchecked")
              .slice(0, RECHECK_BATCH)
              .map((p) => p.slug);
      let indexed = 0;
      for (const slug of slugs) {
        const page = await getPage(services.kv, slug);
        if (page && (await recheckPage(services, page)).index?.ok) indexed++;
      }
      return redirectWithToast(request, context, "/admin/painel", {
        kind: "success",
        title: `${slugs.length} ${slugs.length === 1 ? "página conferida" : "páginas conferidas"}: ${indexed} no Google`,
        description: slugs.length - indexed > 0 ? "As que ficaram fora mostram o motivo na lista." : undefined,
      });
    } catch (error) {
      console.error("Recheck failed", error);
      return redirectWithToast(request, context, "/admin/painel", {
        kind: "error",
        title: "Não foi possível conferir agora. Tente de novo em alguns minutos.",
      });
    }
  }

  if (intent === "delete") {
    const slug = String(form.get("slug") ?? "");
    try {
      const deleted = await deletePage(services, slug);
      return redirectWithToast(request, context, "/admin/painel", {
        kind: deleted ? "success" : "error",
        title: deleted ? "Página excluída com sucesso!" : "Erro ao excluir a página.",
      });
    } catch (error) {
      console.error("Delete failed", error);
      return redirectWithToast(request, context, "/admin/painel", {
        kind: "error",
        title: "Ocorreu um erro inesperado ao excluir a página.",
      });
    }
  }

  return data({ intent: "unknown", error: "Ação desconhecida." }, { status: 400 });
}

export default function Panel() {
  const { pages, pager, total, counts, filter, origin, loadError, checklist, unchecked } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const createError = actionData?.intent === "create" ? actionData : null;
  const deleting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "delete"
      ? navigation.formData.get("slug")
      : null;

  return (
    <>
      {checklist.some((i) => !i.done) && (
        <div className="mb-6 rounded-xl bg-white p-1 shadow">
          <LaunchChecklist items={checklist}>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              <Link to="/admin/empresa" className="font-semibold text-brand-700 underline">
                Preencher os dados da empresa
              </Link>
              <Link to="/admin/ofertas" className="font-semibold text-brand-700 underline">
                Confirmar ofertas e garantias
              </Link>
            </p>
          </LaunchChecklist>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_26rem]">
        <section className="rounded-xl bg-white p-5 shadow">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold text-brand-900">Páginas geradas ({total})</h1>
            <div className="flex flex-wrap gap-2 text-sm">
              <Link
                to="/admin/local-generator"
                className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
              >
                Gerador de conteúdo
              </Link>
              <Link
                to="/admin/batch-creator"
                className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
              >
                Criador em lote
              </Link>
              <Link
                to="/admin/technical-generator"
                className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
              >
                Gerador técnico
              </Link>
            </div>
          </div>
          {loadError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-900">
              Ocorreu um erro inesperado. Verifique o console para mais detalhes.
            </p>
          )}
          <StatusFilter filter={filter} counts={counts} />
          {unchecked > 0 && (
            <Form method="post" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              <input type="hidden" name="intent" value="recheck-all" />
              {unchecked}{" "}
              {unchecked === 1
                ? "página pública ainda não foi conferida"
                : "páginas públicas ainda não foram conferidas"}{" "}
              e {unchecked === 1 ? "fica" : "ficam"} fora do Google até lá.{" "}
              <button type="submit" className="font-semibold underline">
                Conferir agora
              </button>
            </Form>
          )}
          {pages.length === 0 ? (
            <p className="mt-6 text-slate-600" data-empty-panel>
              {filter ? "Nenhuma página nesta situação." : "Nenhuma página gerada ainda."}
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200" data-panel-list>
              {pages.map((p) => (
                <li key={p.slug} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1 basis-full sm:basis-0">
                    <p className="font-semibold text-slate-900">{p.title}</p>
                    {p.status === "draft" && (
                      <p className="mt-0.5">
                        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                          Rascunho
                        </span>
                      </p>
                    )}
                    {p.noindex && (
                      <p className="mt-0.5 text-xs text-amber-900" data-noindex>
                        {p.noindex}
                      </p>
                    )}
                    <p className="text-xs text-slate-600">
                      /links-uteis/{p.slug} · {p.category ? `Guias Técnicos: ${p.category}` : "Links Úteis"} ·{" "}
                      {new Date(p.created_at).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })}
                    </p>
                  </div>
                  <Link to={`/links-uteis/${p.slug}`} reloadDocument className="text-sm text-brand-700 underline">
                    {p.status === "draft" ? "Pré-visualizar" : "Ver"}
                  </Link>
                  <StatusToggle slug={p.slug} status={p.status} from="painel" />
                  {p.noindex && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="recheck" />
                      <input type="hidden" name="slug" value={p.slug} />
                      <button type="submit" className="text-sm text-brand-700 underline">
                        Conferir de novo
                      </button>
                    </Form>
                  )}
                  <Link to={`/admin/paginas/${p.slug}/editar`} className="text-sm text-brand-700 underline">
                    Editar
                  </Link>
                  <Form
                    method="post"
                    onSubmit={(e) => {
                      if (!window.confirm("Tem certeza que deseja excluir esta página?")) e.preventDefault();
                    }}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="slug" value={p.slug} />
                    <button type="submit" className="text-sm text-red-700 underline" disabled={deleting === p.slug}>
                      {deleting === p.slug ? "Excluindo..." : "Excluir"}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Pager
            window={pager}
            param="pagina"
            hash=""
            label="Páginas da lista"
            search={filter ? `situacao=${filter === "draft" ? "rascunhos" : "publicadas"}` : ""}
          />

          <ImportExport result={null} />
        </section>

        <section className="h-fit rounded-xl bg-white p-5 shadow">
          <h2 className="text-lg font-bold text-brand-900">Nova página</h2>
          {createError && <Notice kind="error" title={createError.error} className="mt-3" />}
          <div className="mt-3">
            <PageForm
              key={createError ? "retry" : "new"}
              intent="create"
              origin={origin}
              allowOverwrite
              duplicate={createError?.duplicate}
              defaults={createError?.values ?? { title: "", slug: "", description: "", content: "", category: "" }}
            />
          </div>
        </section>
      </div>
    </>
  );
}
