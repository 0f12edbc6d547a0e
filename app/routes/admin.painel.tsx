import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/http/form.server";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PageForm, type DuplicateWarning } from "~/components/admin/PageForm";
import { PageList, PageSearch } from "~/components/admin/PageList";
import { LaunchChecklist } from "~/components/admin/LaunchChecklist";
import { ReviewBanner } from "~/components/admin/ReviewBanner";
import { launchChecklist } from "~/lib/identity/identity";
import { countPublishedJobs } from "~/lib/jobs-done/rows.server";
import { ImportExport } from "~/components/admin/ImportExport";
import { duplicateMessage } from "~/lib/gate/duplicates.server";
import { Notice } from "~/components/admin/Toast";
import { Pager } from "~/components/Pager";
import { bulkMessage, panelBack } from "~/http/bulk-message";
import {
  missingFieldsMessage,
  pageTooLargeMessage,
  readPageForm,
  slugTakenMessage,
  type PageFormValues,
} from "~/lib/pages/page-form.server";
import { BULK_ACTIONS, bulkChange } from "~/lib/pages/bulk.server";
import { listAllPages } from "~/lib/pages/listing.server";
import { filterPages, filtersOf, queryOf } from "~/lib/pages/page-search";
import {
  DuplicateError,
  EmptyFieldsError,
  PageTooLargeError,
  SlugTakenError,
  getPage,
  savePage,
  trashPage,
} from "~/lib/pages/store.server";
import { sellerClaimWarning } from "~/lib/claims/seller-warnings.server";
import { indexMessage } from "~/lib/gate/index-messages";
import { recheckPages } from "~/lib/pages/recheck.server";
import { reviewQueueOf } from "~/lib/review-queue/review-queue.server";
import { pageParam, paginate } from "~/http/pagination";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { log } from "~/lib/platform/log";

const PER_PAGE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const email = await requireAdmin(request, context);
  const url = new URL(request.url);
  let pages: Awaited<ReturnType<typeof listAllPages>> = [];
  let loadError = false;
  try {
    // The admin reads KV directly, never the visitors' cached listing: their writes show at once.
    pages = await listAllPages(context.services.kv);
  } catch (error) {
    log.error("Page listing failed", { error });
    loadError = true;
  }
  // The launch checklist's recommendation: a first job done published (D1, admin only).
  const jobsPublished = await countPublishedJobs(context.services.db).catch(() => undefined);
  const filters = filtersOf(url.searchParams);
  const shown = filterPages(pages, filters);
  const pager = paginate(shown.length, pageParam(url, "pagina"), PER_PAGE);
  // A draft just saved from "Nova página": the same form now edits it (never a second create).
  const draftSlug = url.searchParams.get("rascunho");
  const draft = draftSlug ? await getPage(context.services.kv, draftSlug) : null;
  return data(
    {
      email,
      // The identity this request was served with (the Worker loaded it): the seller's latest save.
      checklist: launchChecklist(context.identity, { jobsPublished }),
      loadError,
      total: pages.length,
      found: shown.length,
      filtered: queryOf(filters) !== "",
      search: {
        busca: filters.q,
        situacao: filters.status === "published" ? "publicadas" : filters.status === "draft" ? "rascunhos" : "",
        categoria: filters.category === "none" ? "nenhuma" : (filters.category ?? ""),
        tipo: filters.kind ?? "",
      },
      query: queryOf(filters),
      origin: context.services.origin,
      pager,
      editing: draft
        ? {
            id: draft.id,
            updated_at: draft.updated_at,
            status: draft.status,
            values: {
              title: draft.title,
              slug: draft.slug,
              description: draft.description,
              content: draft.content,
              category: draft.category ?? "",
            },
          }
        : null,
      pages: shown.slice(pager.start, pager.end).map((p) => ({
        slug: p.slug,
        title: p.title,
        category: p.category,
        status: p.status,
        kind: p.kind ?? "manual",
        created_at: p.created_at,
        // Public but out of the index: why, and what would bring it in.
        noindex: indexMessage(p),
      })),
      unchecked: pages.filter((p) => p.status === "published" && p.ixr === "unchecked").length,
      toReview: reviewQueueOf(pages).length,
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
  await requireAdmin(request, context);
  const { services } = context;
  const form = await readForm(request);
  const intent = form.get("intent");
  // Back to the list as the admin left it (search, filters, page).
  const back = panelBack(form.get("back"));

  if (intent === "create") {
    const result = readPageForm(form);
    if (!result.ok)
      return data<ActionResult>({ intent: "create", error: result.error, values: result.values }, { status: 400 });
    const refused = (error: string, status: number, duplicate?: DuplicateWarning) =>
      data<ActionResult>({ intent: "create", error, values: result.values, duplicate }, { status });
    try {
      const { record } = await savePage(
        services,
        { ...result.page, kind: "manual" },
        { overwrite: result.overwrite, duplicates: result.confirmed ? "allow" : "refuse" },
      );
      const path = `/links-uteis/${record.slug}`;
      const draft = record.status === "draft";
      const outOfIndex = !draft && record.index?.ok !== true;
      // Saved as he wrote it; a sentence that disagrees with his confirmed offers is named to him.
      const warning = sellerClaimWarning(record.content);
      if (warning)
        return redirectWithToast(request, context, `/admin/paginas/${record.slug}/editar`, {
          kind: "error",
          title: draft ? "Rascunho salvo, mas confira o texto" : "Página salva, mas confira o texto",
          description: warning,
          link: { href: "/admin/ofertas", label: "Abrir Ofertas e garantias" },
        });
      // A draft stays in the form, now editing it; a published page leaves an empty form.
      return redirectWithToast(
        request,
        context,
        `/admin/painel?${draft ? "rascunho" : "criada"}=${encodeURIComponent(record.slug)}`,
        {
          kind: "success",
          title: draft ? "Rascunho salvo" : outOfIndex ? "Página publicada fora do Google" : "Página salva",
          description: draft
            ? `${record.index?.reason ? `${record.index.reason} ` : ""}O rascunho está em ${path}; só você o vê até publicá-lo. Continue editando no formulário ou publique quando quiser.`
            : outOfIndex
              ? `A página está em ${path}, mas ${record.index?.reason ? record.index.reason.charAt(0).toLowerCase() + record.index.reason.slice(1) : "ainda não foi conferida."}`
              : `A página foi publicada em ${path} e aparece no mapa do site.`,
          link: { href: path, label: draft ? "Ver o rascunho" : "Ver a página" },
        },
      );
    } catch (error) {
      if (error instanceof DuplicateError) return refused(duplicateMessage(error.similar), 409, error.similar);
      if (error instanceof SlugTakenError) return refused(slugTakenMessage(error.slug), 409);
      if (error instanceof EmptyFieldsError) return refused(missingFieldsMessage(error.fields), 400);
      if (error instanceof PageTooLargeError) {
        const { message, status } = pageTooLargeMessage(error);
        return refused(message, status);
      }
      log.error("Save failed", { error });
      return refused("Erro ao criar a página. Por favor, tente novamente.", 500);
    }
  }

  // Measure public pages again against the indexable ones (one, or those never checked).
  if (intent === "recheck" || intent === "recheck-all") {
    try {
      const { checked, indexed } = await recheckPages(
        services,
        intent === "recheck" ? { slug: String(form.get("slug") ?? "") } : "unchecked",
      );
      return redirectWithToast(request, context, back, {
        kind: "success",
        title: `${checked} ${checked === 1 ? "página conferida" : "páginas conferidas"}: ${indexed} no Google`,
        description: checked - indexed > 0 ? "As que ficaram fora mostram o motivo na lista." : undefined,
      });
    } catch (error) {
      log.error("Recheck failed", { error });
      return redirectWithToast(request, context, back, {
        kind: "error",
        title: "Não foi possível conferir agora. Tente de novo em alguns minutos.",
      });
    }
  }

  if (intent === "excluir") {
    const slug = String(form.get("slug") ?? "");
    try {
      const trashed = await trashPage(services, slug);
      return redirectWithToast(
        request,
        context,
        back,
        trashed
          ? {
              kind: "success",
              title: "Página excluída com sucesso!",
              description: `“${trashed.title}” foi para a lixeira, onde fica por 30 dias: dá para restaurá-la.`,
              link: { href: "/admin/lixeira", label: "Abrir a lixeira" },
            }
          : {
              kind: "error",
              title: "Erro ao excluir a página.",
              description: "Ela já não existe: foi excluída antes.",
            },
      );
    } catch (error) {
      log.error("Delete failed", { error });
      return redirectWithToast(request, context, back, {
        kind: "error",
        title: "Ocorreu um erro inesperado ao excluir a página.",
      });
    }
  }

  if (intent === "bulk") {
    const action = form.get("acao");
    const slugs = form.getAll("paginas").filter((s): s is string => typeof s === "string");
    if (!BULK_ACTIONS.includes(action as (typeof BULK_ACTIONS)[number]) || slugs.length === 0) {
      return redirectWithToast(request, context, back, {
        kind: "error",
        title: "Escolha uma ação e marque ao menos uma página.",
      });
    }
    try {
      const results = await bulkChange(services, action as (typeof BULK_ACTIONS)[number], slugs);
      return redirectWithToast(request, context, back, bulkMessage(action as (typeof BULK_ACTIONS)[number], results));
    } catch (error) {
      log.error("Bulk action failed", { error });
      return redirectWithToast(request, context, back, {
        kind: "error",
        title: "Ocorreu um erro no meio da ação em massa.",
        description: "Algumas páginas podem já ter sido alteradas: confira a lista e tente de novo as que faltam.",
      });
    }
  }

  return data({ intent: "unknown", error: "Ação desconhecida." }, { status: 400 });
}

export default function Panel() {
  const data = useLoaderData<typeof loader>();
  const { pages, pager, total, found, filtered, search, query, origin, loadError, checklist, editing, unchecked } =
    data;
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const location = useLocation();
  const createError = actionData?.intent === "create" ? actionData : null;
  const params = new URLSearchParams(location.search);
  const back = `/admin/painel${location.search}`;
  const newFormKey = `new:${params.get("criada") ?? ""}:${createError ? "retry" : ""}`;

  return (
    <>
      <ReviewBanner count={data.toReview} />
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
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section className="min-w-0 rounded-xl bg-white p-4 shadow sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold text-brand-900">Páginas geradas ({total})</h1>
            {/* On a phone the form is below the list: a way to it from the top. */}
            <a
              href="#nova-pagina"
              className="rounded-lg bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white lg:hidden"
            >
              {editing ? "Ir ao rascunho" : "+ Nova página"}
            </a>
            <div className="flex flex-wrap gap-2 text-sm">
              <Link to="/admin/obras" className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
                Obras realizadas
              </Link>
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
              <Link to="/admin/lixeira" className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
                Lixeira
              </Link>
            </div>
          </div>
          {loadError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-900">
              Ocorreu um erro inesperado. Verifique o console para mais detalhes.
            </p>
          )}
          <PageSearch values={search} />
          {filtered && (
            <p className="mt-3 text-sm text-slate-700" data-search-count>
              {found === 1 ? "1 página encontrada" : `${found} páginas encontradas`}
            </p>
          )}
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
              {filtered ? "Nenhuma página encontrada com esta busca ou estes filtros." : "Nenhuma página gerada ainda."}
            </p>
          ) : (
            // Keyed by the list shown: a new search or page starts with nothing ticked.
            <PageList key={`${query}:${pager.page}`} pages={pages} back={back} />
          )}
          <Pager window={pager} param="pagina" hash="" label="Páginas da lista" search={query} />

          <ImportExport result={null} />
        </section>

        <section id="nova-pagina" className="h-fit min-w-0 scroll-mt-4 rounded-xl bg-white p-4 shadow sm:p-5">
          {editing ? (
            <>
              <h2 className="text-lg font-bold text-brand-900">
                {editing.status === "draft" ? "Editando o rascunho" : "Editando a página"}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Salvo em /links-uteis/{editing.values.slug}.{" "}
                <Link to="/admin/painel" className="text-brand-700 underline">
                  Começar uma página nova
                </Link>
              </p>
              <div className="mt-3">
                <PageForm
                  key={`edit:${editing.id}:${editing.updated_at}`}
                  intent="update"
                  action={`/admin/paginas/${encodeURIComponent(editing.values.slug)}/editar`}
                  origin={origin}
                  published={editing.status === "published"}
                  allowOverwrite={false}
                  defaults={editing.values}
                />
              </div>
            </>
          ) : (
            <>
              <h2 className="text-lg font-bold text-brand-900">Nova página</h2>
              {createError && <Notice kind="error" title={createError.error} className="mt-3" />}
              <div className="mt-3">
                <PageForm
                  key={newFormKey}
                  intent="create"
                  origin={origin}
                  allowOverwrite
                  duplicate={createError?.duplicate}
                  defaults={createError?.values ?? { title: "", slug: "", description: "", content: "", category: "" }}
                />
              </div>
            </>
          )}
        </section>
      </div>
    </>
  );
}
