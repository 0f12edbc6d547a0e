import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/http/form.server";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { PageForm, type DuplicateWarning } from "~/components/admin/PageForm";
import { sellerClaimWarning } from "~/lib/claims/seller-warnings.server";
import { duplicateMessage, duplicateOf } from "~/lib/gate/duplicates.server";
import type { PageRecord } from "~/lib/pages/page-record";
import {
  missingFieldsMessage,
  pageTooLargeMessage,
  readPageForm,
  slugTakenMessage,
  type PageFormValues,
} from "~/lib/pages/page-form.server";
import {
  DuplicateError,
  EmptyFieldsError,
  PageTooLargeError,
  SlugTakenError,
  gateReader,
  getPage,
  updatePage,
} from "~/lib/pages/store.server";
import { log } from "~/lib/platform/log";
import { listRevisions } from "~/lib/pages/revisions.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { notFound } from "~/http/not-found";
import { PageFiguresLine } from "~/components/admin/PageFigures";
import { VERDICT_PERIODS } from "~/lib/insights/page-verdicts";
import { pageFigures } from "~/lib/insights/page-verdicts.server";
import { isIndexable } from "~/lib/pages/page-record";

const when = (iso: string) => new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = await getPage(context.services.kv, params.slug ?? "");
  if (!page) throw notFound(request);
  const [revisions, duplicate, figures] = await Promise.all([
    listRevisions(context.services.kv, page.id),
    // Sent here by a refused "Publicar": show the closest page and the confirmation.
    page.status === "draft" && new URL(request.url).searchParams.has("publicar")
      ? duplicateOf(gateReader(context.services), page, {
          exceptId: page.id,
          exceptSlug: page.slug,
        })
      : null,
    // The numbers "Cada página vale a pena?" shows for it, over each of its periods.
    pageFigures(context.services.db, `/links-uteis/${page.slug}`),
  ]);
  return data(
    { page, revisions, duplicate, figures, origin: context.services.origin },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type ActionData = { error: string; values: PageFormValues; duplicate?: DuplicateWarning };

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const oldSlug = params.slug ?? "";
  const result = readPageForm(await readForm(request));
  if (!result.ok) return data<ActionData>({ error: result.error, values: result.values }, { status: 400 });
  const current = await getPage(context.services.kv, oldSlug);
  if (!current) throw notFound(request);
  const refused = (error: string, status: number, duplicate?: DuplicateWarning) =>
    data<ActionData>({ error, values: result.values, duplicate }, { status });
  let saved: PageRecord;
  try {
    ({ record: saved } = await updatePage(context.services, current, result.page, {
      duplicates: result.confirmed ? "allow" : "refuse",
    }));
  } catch (error) {
    if (error instanceof DuplicateError) return refused(duplicateMessage(error.similar), 409, error.similar);
    if (error instanceof SlugTakenError) return refused(slugTakenMessage(error.slug, "edit"), 409);
    if (error instanceof EmptyFieldsError) return refused(missingFieldsMessage(error.fields), 400);
    if (error instanceof PageTooLargeError) {
      const { message, status } = pageTooLargeMessage(error);
      return refused(message, status);
    }
    log.error("Update failed", { error });
    return refused("Não foi possível salvar a página. Tente novamente.", 500);
  }
  const moved = saved.slug !== oldSlug ? ` O endereço antigo /links-uteis/${oldSlug} redireciona para o novo.` : "";
  const draft = saved.status === "draft";
  const outOfIndex = !draft && saved.index?.ok !== true;
  // Saved as he wrote it; a sentence that disagrees with his confirmed offers is named to him.
  const warning = sellerClaimWarning(saved.content);
  if (warning)
    throw await redirectWithToast(request, context, `/admin/paginas/${saved.slug}/editar`, {
      kind: "error",
      title: draft ? "Rascunho salvo, mas confira o texto" : "Página salva, mas confira o texto",
      description: warning,
      link: { href: "/admin/ofertas", label: "Abrir Ofertas e garantias" },
    });
  throw await redirectWithToast(request, context, "/admin/painel", {
    kind: "success",
    title: draft ? "Rascunho salvo" : outOfIndex ? "Página salva, fora do Google" : "Página salva",
    description: draft
      ? `${saved.index?.reason ? `${saved.index.reason} ` : ""}Alterações salvas; a página não aparece para os visitantes.${moved}`
      : outOfIndex
        ? `Alterações publicadas em /links-uteis/${saved.slug}. ${saved.index?.reason ?? "A página ainda não foi conferida."}${moved}`
        : `Alterações publicadas em /links-uteis/${saved.slug}.${moved}`,
    link: { href: `/links-uteis/${saved.slug}`, label: draft ? "Ver o rascunho" : "Ver a página" },
  });
}

export default function EditPage() {
  const { page, revisions, duplicate, figures, origin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const published = page.status === "published";
  return (
    <AdminSection title="Editar página">
      <p className="mt-1 text-sm text-slate-600">
        {published ? "Publicada" : "Rascunho"} · criada em {when(page.created_at)}, atualizada em{" "}
        {when(page.updated_at)} ·{" "}
        <a href={`/links-uteis/${page.slug}`} className="text-brand-700 underline">
          {published ? "Ver a página" : "Ver o rascunho"}
        </a>
      </p>
      {actionData?.error && <Notice kind="error" title={actionData.error} className="mt-3" />}
      <section className="mt-4 rounded-lg border border-slate-200 p-3" aria-labelledby="resultado" data-page-figures>
        <h2 id="resultado" className="font-bold text-brand-900">
          O que esta página trouxe
        </h2>
        {page.status === "published" && !isIndexable(page) && (
          <p className="mt-1 text-sm text-amber-950">
            {page.noindex ? "Você tirou esta página do Google." : (page.index?.reason ?? "Fora do Google.")}
          </p>
        )}
        {figures.periods.map(({ period, figures: f }) => (
          <div key={period} className="mt-2" data-period={period}>
            <h3 className="text-sm font-semibold text-slate-800">
              Últimos {VERDICT_PERIODS.find((p) => p.id === period)?.label}
            </h3>
            <PageFiguresLine figures={f} />
          </div>
        ))}
        <Link
          to="/admin/vale-a-pena"
          className="mt-2 inline-flex min-h-11 items-center text-sm text-brand-700 underline"
        >
          Ver todas as páginas em “Cada página vale a pena?”
        </Link>
      </section>
      <div className="mt-4">
        <PageForm
          // Keyed by page: the form's inputs are uncontrolled, so another page must remount it.
          key={`${page.id}:${page.updated_at}:${actionData ? "retry" : "edit"}`}
          intent="update"
          origin={origin}
          published={published}
          allowOverwrite={false}
          duplicate={actionData?.duplicate ?? duplicate ?? undefined}
          defaults={
            actionData?.values ?? {
              title: page.title,
              slug: page.slug,
              description: page.description,
              content: page.content,
              category: page.category ?? "",
            }
          }
        />
      </div>
      <section className="mt-8 border-t border-slate-200 pt-5" aria-labelledby="revisoes">
        <h2 id="revisoes" className="text-lg font-bold text-brand-900">
          Versões anteriores
        </h2>
        {revisions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            Nenhuma ainda: cada vez que você salva, a versão anterior fica aqui.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200" data-revisions>
            {revisions.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  Versão de {when(r.updated_at)} — {r.title}
                </span>
                <Link
                  to={`/admin/paginas/${page.slug}/versoes/${r.id}`}
                  className="inline-flex min-h-6 items-center min-w-6 text-brand-700 underline"
                >
                  Ver
                </Link>
                <Form method="post" action={`/admin/paginas/${page.slug}/versoes/${r.id}`}>
                  <button type="submit" className="inline-flex min-h-6 items-center text-brand-700 underline">
                    Restaurar
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-600">São guardadas as 20 versões mais recentes.</p>
      </section>
    </AdminSection>
  );
}
