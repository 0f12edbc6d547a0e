import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { GeneratedContent } from "~/components/GeneratedContent";
import { getPage, updatePage } from "~/lib/pages/store.server";
import { getRevision } from "~/lib/pages/revisions.server";
import { versionDiff } from "~/lib/pages/revision-diff.server";
import { VersionDiff } from "~/components/admin/VersionDiff";
import { sanitizeHtml } from "~/lib/html-stage/sanitize.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { notFound } from "~/http/not-found";

const when = (iso: string) => new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" });

async function pageAndRevision(
  request: Request,
  context: LoaderFunctionArgs["context"],
  params: LoaderFunctionArgs["params"],
) {
  const page = await getPage(context.services.kv, params.slug ?? "");
  const revision = page ? await getRevision(context.services.kv, page.id, params.rev ?? "") : null;
  if (!page || !revision) throw notFound(request);
  return { page, revision };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { page, revision } = await pageAndRevision(request, context, params);
  return data(
    {
      slug: page.slug,
      revision: {
        title: revision.title,
        description: revision.description,
        updated_at: revision.updated_at,
        // Sanitized again on display, as every stored HTML.
        html: sanitizeHtml(revision.content),
      },
      current: { updated_at: page.updated_at },
      // From this version to today's page: what changed since, and what a restore would undo.
      diff: versionDiff(revision, page),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Restores the version's text; the page keeps its address and status, and today's text becomes a revision. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const { page, revision } = await pageAndRevision(request, context, params);
  // A restore brings back the page's own earlier text: not held back as a near-duplicate.
  await updatePage(
    context.services,
    page,
    {
      title: revision.title,
      slug: page.slug,
      description: revision.description,
      content: revision.content,
      category: revision.category,
      status: page.status,
    },
    { duplicates: "allow" },
  );
  return redirectWithToast(request, context, `/admin/paginas/${page.slug}/editar`, {
    kind: "success",
    title: "Versão restaurada",
    description: `A página voltou à versão de ${when(revision.updated_at)}; o texto que ela substituiu ficou nas versões anteriores.`,
    link: { href: `/links-uteis/${page.slug}`, label: page.status === "published" ? "Ver a página" : "Ver o rascunho" },
  });
}

export default function RevisionView() {
  const { slug, revision, current, diff } = useLoaderData<typeof loader>();
  return (
    <AdminSection title={`Versão de ${when(revision.updated_at)}`}>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post">
          <button
            type="submit"
            className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            Restaurar esta versão
          </button>
        </Form>
        <a
          href={`/admin/paginas/${slug}/editar`}
          className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
        >
          Voltar à edição
        </a>
      </div>
      <VersionDiff
        fields={diff}
        from={`esta versão (${when(revision.updated_at)})`}
        to={`a página de hoje (${when(current.updated_at)})`}
      />
      <h2 className="mt-8 text-lg font-bold text-brand-900">Esta versão</h2>
      <article className="mt-2 min-w-0 rounded-lg border border-slate-200 p-4" data-revision>
        <h2 className="text-2xl font-bold break-words text-brand-900">{revision.title}</h2>
        <p className="mt-2 text-slate-700">{revision.description}</p>
        <div className="mt-4">
          <GeneratedContent html={revision.html} />
        </div>
      </article>
    </AdminSection>
  );
}
