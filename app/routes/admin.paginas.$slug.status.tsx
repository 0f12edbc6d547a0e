import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect, redirectDocument } from "@remix-run/cloudflare";
import { z } from "zod";
import { duplicateMessage } from "~/lib/gate/duplicates.server";
import { readForm } from "~/http/form.server";
import { PAGE_STATUSES } from "~/lib/pages/page-record";
import { DuplicateError, getPage, setPageStatus } from "~/lib/pages/store.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { notFound } from "~/http/not-found";

// Publish or unpublish a page, from the panel or from the page itself (a plain form: public pages
// are not hydrated). Publishing checks the text against the published pages first; a near
// duplicate goes to the edit screen, where the admin sees the closest page and may confirm.

const schema = z.object({
  status: z.enum(PAGE_STATUSES),
  // Where the admin came from, and goes back to.
  from: z.enum(["painel", "pagina"]).catch("painel"),
});

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const slug = params.slug ?? "";
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return new Response("Situação inválida: use “published” ou “draft”.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { status, from } = parsed.data;
  const page = await getPage(context.services.kv, slug);
  if (!page) throw notFound(request);
  const path = `/links-uteis/${slug}`;
  let saved = page;
  try {
    saved = await setPageStatus(context.services, page, status);
  } catch (error) {
    if (!(error instanceof DuplicateError)) throw error;
    return redirectWithToast(request, context, `/admin/paginas/${slug}/editar?publicar=1`, {
      kind: "error",
      title: "A página não foi publicada",
      description: `${duplicateMessage(error.similar)} Para publicar, marque a confirmação abaixo e clique em “Publicar”.`,
    });
  }
  // The public page is another document (not hydrated): a full load, not a client transition.
  if (from === "pagina") return redirectDocument(path);
  if (status === "published" && saved.status === "draft") {
    // It could not be compared with the other pages: kept as a draft, with the reason (fail closed).
    return redirectWithToast(request, context, "/admin/painel", {
      kind: "error",
      title: "A página não foi publicada",
      description: saved.index?.reason ?? "Não foi possível conferir a página agora. Tente de novo em alguns minutos.",
    });
  }
  return redirectWithToast(request, context, "/admin/painel", {
    kind: "success",
    title: status === "published" ? "Página publicada" : "Página despublicada",
    description:
      status === "published"
        ? saved.index?.ok
          ? `“${page.title}” está no ar e no mapa do site.`
          : `“${page.title}” está no ar, mas fora do Google: ${saved.index?.reason ?? "ainda não conferida."}`
        : `“${page.title}” voltou a ser rascunho: os visitantes não a veem mais.`,
    link: { href: path, label: status === "published" ? "Ver a página" : "Ver o rascunho" },
  });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  throw redirect(`/admin/paginas/${params.slug ?? ""}/editar`);
}
