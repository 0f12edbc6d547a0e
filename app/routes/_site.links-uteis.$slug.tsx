import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data as withHeaders, redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { business } from "@content/business";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton } from "~/components/ContactButton";
import { sellerChatMessage } from "~/lib/leads/contact";
import { ClaimsBox } from "~/components/ClaimsBox";
import { GeneratedContent } from "~/components/GeneratedContent";
import { pageFacts } from "~/lib/html-stage/page-facts.server";
import { isIndexable } from "~/lib/pages/page-record";
import { closestPage, heldOutAdvice } from "~/lib/pages/held-out-advice.server";
import { pageLabel, renderedHtml, renderedLead } from "~/lib/pages/page-view.server";
import { findPage, findRedirect, trashPage } from "~/lib/pages/store.server";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";
import { readAdmin, redirectWithToast, requireAdmin } from "~/http/session.server";
import { slugify } from "~/lib/pages/slug";
import { notFound } from "~/http/not-found";
import { log } from "~/lib/platform/log";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const raw = params.slug ?? "";
  const slug = slugify(raw);
  if (slug && slug !== raw) throw redirect(`/links-uteis/${slug}`, 301);
  const kv = context.services.kv;
  const [page, isAdmin] = await Promise.all([findPage(kv, slug), readAdmin(request, context)]);
  // A draft is a 404 for visitors; the admin previews it at its address, with a banner.
  if (!page || (page.status === "draft" && !isAdmin)) {
    // A renamed page keeps its old address as a permanent redirect.
    const moved = await findRedirect(kv, slug);
    if (moved) throw redirect(moved.startsWith("/") ? moved : `/links-uteis/${moved}`, 301);
    throw notFound(request);
  }
  // Sanitized on save and again here, in case a record reached KV some other way; a generated
  // or older text is shown without frozen facts (the box beside it shows the current ones).
  const html = renderedHtml(page);
  const indexable = isIndexable(page);
  // The header says what the meta tag says: a draft or a page kept out of the index is noindex.
  const headers: HeadersInit = page.status === "draft" || !indexable ? { "X-Robots-Tag": "noindex, follow" } : {};
  return withHeaders(
    {
      page: {
        slug: page.slug,
        title: page.title,
        description: renderedLead(page, html),
        label: pageLabel(page),
        status: page.status,
        html,
        updated_at: page.updated_at,
        // Public but out of the index until the uniqueness gate lets it in (and why, for the admin).
        indexable,
        indexReason:
          isAdmin && !indexable && page.status === "published"
            ? heldOutAdvice(page, await closestPage(context.services, page))
            : "",
      },
      facts: pageFacts(page.title),
      isAdmin: Boolean(isAdmin),
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFrom(matches);
  const path = `/links-uteis/${data.page.slug}`;
  return seo({
    title: `${data.page.title} | ${business.name}`,
    description: data.page.description,
    path,
    origin,
    ogType: "article",
    noindex: data.page.status === "draft" || !data.page.indexable,
    jsonLd: [
      breadcrumbLd(origin, [
        { name: "Início", path: "/" },
        { name: data.page.title, path },
      ]),
      localBusinessLd(origin),
    ],
  });
};

/**
 * Delete from the public page (to the trash, 30 days): the session is checked here, not just the
 * button's visibility.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const slug = params.slug ?? "";
  try {
    const deleted = await trashPage(context.services, slug);
    if (!deleted) {
      return redirectWithToast(request, context, "/admin/painel", {
        kind: "error",
        title: "Não foi possível excluir a página",
      });
    }
    return redirectWithToast(request, context, "/admin/painel", {
      kind: "success",
      title: "Página excluída",
      description: `“${deleted.title}” foi para a lixeira, onde fica por 30 dias: dá para restaurá-la.`,
      link: { href: "/admin/lixeira", label: "Abrir a lixeira" },
    });
  } catch (error) {
    log.error("Delete failed", { error });
    return redirectWithToast(request, context, "/admin/painel", {
      kind: "error",
      title: "Ocorreu um erro ao excluir a página.",
    });
  }
}

export default function GeneratedPage() {
  const { page, facts, isAdmin } = useLoaderData<typeof loader>();
  const message = sellerChatMessage({ page: page.title });
  return (
    <article>
      {page.status === "draft" && (
        <div className="border-b border-amber-300 bg-amber-100 text-amber-950" data-draft-banner>
          <div className="container-page flex flex-wrap items-center gap-3 py-3">
            <p className="flex-1">
              <strong>Rascunho</strong> — só você vê esta página; os visitantes recebem “página não encontrada”.
            </p>
            <form method="post" action={`/admin/paginas/${page.slug}/status`}>
              <input type="hidden" name="status" value="published" />
              <input type="hidden" name="from" value="pagina" />
              <button type="submit" className="rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white">
                Publicar
              </button>
            </form>
            <a href={`/admin/paginas/${page.slug}/editar`} className="underline">
              Editar
            </a>
          </div>
        </div>
      )}
      {isAdmin && page.status === "published" && !page.indexable && (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-950" data-noindex-banner>
          <p className="container-page py-3">
            <strong>Fora do Google</strong> — {page.indexReason}
          </p>
        </div>
      )}
      <Breadcrumb
        crumbs={[
          { name: "Início", path: "/" },
          { name: page.title, path: `/links-uteis/${page.slug}` },
        ]}
      />
      <header className="container-page pt-6 pb-4">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{page.label}</p>
        <h1 className="mt-1 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.description}</p>
      </header>
      <div className="container-page grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <GeneratedContent html={page.html} />
        </div>
        <div className="min-w-0 space-y-6">
          <ClaimsBox kit={facts.kit} city={facts.city} inPlace={facts.inPlace} message={message} />
          <aside aria-label="Fale com um técnico" className="rounded-xl bg-brand-800 p-6 text-white">
            <h2 className="text-xl font-bold">Fale com um técnico</h2>
            <p className="mt-2">Tire suas dúvidas e receba um orçamento sem compromisso.</p>
            <ContactButton className="mt-4" customMessage={message} text="Falar com um técnico" />
          </aside>
        </div>
        {isAdmin && (
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={`/admin/paginas/${page.slug}/editar`}
              className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-slate-50"
            >
              Editar
            </a>
            {page.status === "published" && (
              <form method="post" action={`/admin/paginas/${page.slug}/status`}>
                <input type="hidden" name="status" value="draft" />
                <input type="hidden" name="from" value="pagina" />
                <button
                  type="submit"
                  data-admin-unpublish
                  className="rounded-lg border border-slate-500 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Despublicar
                </button>
              </form>
            )}
            <Form method="post" data-confirm="Tem certeza que deseja excluir esta página?">
              <button
                type="submit"
                data-admin-delete
                className="rounded-lg border border-red-600 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
              >
                Excluir página
              </button>
            </Form>
          </div>
        )}
      </div>
    </article>
  );
}
