import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AdminSection } from "~/components/admin/AdminSection";
import { IntentButton } from "~/components/admin/IntentButton";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { RestoreConflictError, restorePage } from "~/lib/pages/store.server";
import { TRASH_DAYS, deleteFromTrash, listTrash, purgeDate } from "~/lib/pages/trash.server";

// The "Lixeira": deleted pages stay TRASH_DAYS days, answering 404, and can come back to their
// address. The daily cron empties what is older (app/worker.server.ts).

export const meta: MetaFunction = () => [{ title: "Lixeira | Administração" }];

const day = (iso: string) => new Date(iso).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const items = await listTrash(context.services.kv);
  return data(
    { days: TRASH_DAYS, items: items.map((i) => ({ ...i, purge_at: purgeDate(i.deleted_at).toISOString() })) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const schema = z.object({
  intent: z.enum(["restaurar", "excluir"], { error: "Ação desconhecida." }),
  id: z.string({ error: "Página não informada." }).min(1, "Página não informada.").max(100),
});

const GONE = "Esta página não está mais na lixeira: foi restaurada ou excluída, talvez em outra aba.";

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Dados inválidos." }, { status: 400 });
  const { intent, id } = parsed.data;
  if (intent === "excluir") {
    if (!(await deleteFromTrash(context.services.kv, id))) return data({ error: GONE }, { status: 404 });
    return redirectWithToast(request, context, "/admin/lixeira", {
      kind: "success",
      title: "Página excluída definitivamente",
    });
  }
  try {
    const page = await restorePage(context.services, id);
    if (!page) return data({ error: GONE }, { status: 404 });
    const path = `/links-uteis/${page.slug}`;
    return redirectWithToast(request, context, "/admin/lixeira", {
      kind: "success",
      title: "Página restaurada",
      description: `“${page.title}” voltou para ${path}${page.status === "draft" ? " como rascunho" : " e está no ar"}.`,
      link: { href: path, label: page.status === "draft" ? "Ver o rascunho" : "Ver a página" },
    });
  } catch (error) {
    if (!(error instanceof RestoreConflictError)) throw error;
    const { restoring, occupant } = error;
    return data(
      {
        error: `“${restoring.title}” não pode voltar para /links-uteis/${restoring.slug}: esse endereço agora é da página “${occupant.title}”. Mude o endereço de “${occupant.title}” (ou exclua-a) e restaure de novo.`,
      },
      { status: 409 },
    );
  }
}

export default function Trash() {
  const { items, days } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { error?: string } | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  return (
    <AdminSection title="Lixeira">
      <p className="mt-1 text-sm text-slate-600">
        Páginas excluídas ficam aqui por {days} dias e depois são apagadas de vez. Enquanto estão na lixeira, o endereço
        delas mostra “página não encontrada”.
      </p>
      {actionData?.error && <Notice kind="error" title={actionData.error} className="mt-3" />}
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600" data-trash-empty>
          A lixeira está vazia.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-trash-list>
          {items.map((item) => (
            <li key={item.id} className="py-3">
              <p className="font-semibold break-words text-slate-900">{item.title}</p>
              <p className="text-xs break-all text-slate-600">
                /links-uteis/{item.slug} · {item.status === "draft" ? "rascunho" : "estava publicada"} · excluída em{" "}
                {day(item.deleted_at)} · apagada de vez em {day(item.purge_at)}
              </p>
              <div className="mt-2 flex flex-wrap gap-3">
                <IntentButton
                  intent="restaurar"
                  fields={{ id: item.id }}
                  disabled={busy === item.id}
                  className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                >
                  Restaurar
                </IntentButton>
                <IntentButton
                  intent="excluir"
                  fields={{ id: item.id }}
                  confirm="Excluir esta página definitivamente? Não dá para desfazer."
                  disabled={busy === item.id}
                  className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 disabled:opacity-60"
                >
                  Excluir definitivamente
                </IntentButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
