import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "~/lib/form.server";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { PageForm } from "~/components/admin/PageForm";
import { assertSameOrigin } from "~/lib/origin.server";
import { readPageForm, slugTakenMessage } from "~/lib/page-form.server";
import { SlugTakenError, getPage, updatePage } from "~/lib/pages.server";
import { redirectWithToast, requireAdmin } from "~/lib/session.server";
import { notFound } from "~/lib/not-found";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = await getPage(context.pages, params.slug ?? "");
  if (!page) throw notFound(request);
  return data({ page }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireAdmin(request, context);
  const oldSlug = params.slug ?? "";
  const result = readPageForm(await readForm(request));
  if (!result.ok) return data({ error: result.error, values: result.values }, { status: 400 });
  let saved: Awaited<ReturnType<typeof updatePage>>;
  try {
    saved = await updatePage(context.pages, oldSlug, result.page);
  } catch (error) {
    if (error instanceof SlugTakenError)
      return data({ error: slugTakenMessage(error.slug, "edit"), values: result.values }, { status: 409 });
    console.error("Update failed", error);
    return data(
      { error: "Não foi possível salvar a página. Tente novamente.", values: result.values },
      { status: 500 },
    );
  }
  const moved = saved.slug !== oldSlug ? ` O endereço antigo /links-uteis/${oldSlug} redireciona para o novo.` : "";
  throw await redirectWithToast(request, context, "/admin/painel", {
    kind: "success",
    title: "Página salva",
    description: `Alterações salvas em /links-uteis/${saved.slug}.${moved}`,
  });
}

export default function EditPage() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminSection title="Editar página">
      <p className="mt-1 text-sm text-slate-600">
        Criada em {new Date(page.created_at).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })}, atualizada em{" "}
        {new Date(page.updated_at).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })}.
      </p>
      {actionData?.error && <Notice kind="error" title={actionData.error} className="mt-3" />}
      <div className="mt-4">
        <PageForm
          // Keyed by page: the form's inputs are uncontrolled, so another page must remount it.
          key={`${page.id}:${actionData ? "retry" : "edit"}`}
          intent="update"
          submitLabel="Salvar alterações"
          allowOverwrite={false}
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
    </AdminSection>
  );
}
