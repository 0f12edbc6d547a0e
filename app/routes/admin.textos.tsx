import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AdminSection } from "~/components/admin/AdminSection";
import { ContentField } from "~/components/admin/ContentField";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { notFound } from "~/http/not-found";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { sellerClaimWarning } from "~/lib/claims/seller-warnings.server";
import { listPagesAndTexts } from "~/lib/pages/listing.server";
import { plainTextToHtml } from "~/lib/pages/page-form.server";
import { listRevisions } from "~/lib/pages/revisions.server";
import {
  findTarget,
  getSellerText,
  getSellerTextRevision,
  saveSellerText,
  sellerTextTargets,
} from "~/lib/pages/seller-text.server";
import { SELLER_TEXT_MAX } from "~/lib/pages/store.server";

// "Textos do vendedor": the seller's own words on a built-in page (home, a city, a neighbourhood,
// a topic, the FAQ), written in the visual editor. Saved through the page store's cleaning,
// revisions and announcements (seller-text.server.ts).

export const meta: MetaFunction = () => [{ title: "Textos do vendedor | Administração" }];

const when = (iso: string) => new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" });
const editUrl = (path: string) => `/admin/textos?pagina=${encodeURIComponent(path)}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const kv = context.services.kv;
  const path = new URL(request.url).searchParams.get("pagina");
  const { texts } = await listPagesAndTexts(kv);
  const withText = new Set(texts);
  const targets = sellerTextTargets().map((t) => ({ ...t, hasText: withText.has(t.path) }));
  if (path === null) return data({ targets, editing: null }, { headers: { "Cache-Control": "no-store" } });
  const target = findTarget(path);
  if (!target) throw notFound(request);
  const [text, revisions] = await Promise.all([getSellerText(kv, path), listRevisions(kv, path)]);
  return data(
    {
      targets,
      editing: {
        ...target,
        content: text?.content ?? "",
        updated_at: text?.updated_at ?? null,
        revisions,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const schema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("salvar"),
    pagina: z.string(),
    content: z
      .string()
      .default("")
      .refine((v) => v.length <= SELLER_TEXT_MAX, {
        message: `O texto é grande demais (máximo de ${SELLER_TEXT_MAX.toLocaleString("pt-BR")} caracteres).`,
      }),
  }),
  z.object({ intent: z.literal("restaurar"), pagina: z.string(), rev: z.string().max(40) }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.path[0] === "content" ? issue.message : "Ação desconhecida.";
    return data({ error: message }, { status: 400 });
  }
  const input = parsed.data;
  const target = findTarget(input.pagina);
  if (!target) return data({ error: "Esta página não aceita texto do vendedor." }, { status: 404 });
  let html: string;
  if (input.intent === "restaurar") {
    const revision = await getSellerTextRevision(context.services.kv, target.path, input.rev);
    if (!revision) return data({ error: "Esta versão não existe mais." }, { status: 404 });
    html = revision.content;
  } else {
    // Without JavaScript the field is a plain text area: blank lines become paragraphs.
    html = plainTextToHtml(input.content);
  }
  const saved = await saveSellerText(context.services, target.path, html);
  // Saved as he wrote it; a sentence that disagrees with his confirmed offers is named to him.
  const warning = saved ? sellerClaimWarning(html) : null;
  return redirectWithToast(request, context, editUrl(target.path), {
    kind: warning ? "error" : "success",
    title: input.intent === "restaurar" ? "Versão restaurada" : saved ? "Texto salvo" : "Texto removido",
    description: warning
      ? `O texto já aparece em ${target.path}. ${warning}`
      : saved
        ? `O texto já aparece em ${target.path}.`
        : `A página ${target.path} voltou a não ter texto do vendedor.`,
    link: { href: target.path, label: "Ver a página" },
  });
}

export default function SellerTexts() {
  const { targets, editing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { error?: string } | undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "salvar";
  const groups = [...new Set(targets.map((t) => t.group))];
  const written = targets.filter((t) => t.hasText);
  return (
    <AdminSection title="Textos do vendedor">
      <p className="mt-1 text-sm text-slate-600">
        Escreva com as suas palavras sobre a página inicial, uma cidade, um bairro, um tópico ou as dúvidas frequentes:
        o texto aparece na página, logo depois da apresentação. Um texto seu, sobre o seu trabalho, deixa a página única
        no Google.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" data-text-picker>
        <label className="min-w-0 flex-1">
          <span className="text-sm font-medium text-slate-800">Página</span>
          <select
            name="pagina"
            defaultValue={editing?.path ?? "/"}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2"
          >
            {groups.map((g) => (
              <optgroup key={g} label={g}>
                {targets
                  .filter((t) => t.group === g)
                  .map((t) => (
                    <option key={t.path} value={t.path}>
                      {t.title}
                      {t.hasText ? " ✓" : ""}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white">
          Abrir
        </button>
      </Form>
      {!editing && (
        <section className="mt-6" aria-labelledby="com-texto">
          <h2 id="com-texto" className="text-lg font-bold text-brand-900">
            Páginas com texto seu ({written.length})
          </h2>
          {written.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nenhuma ainda: escolha uma página acima.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200" data-texts-list>
              {written.map((t) => (
                <li key={t.path} className="flex flex-wrap items-center gap-x-3 py-2">
                  <span className="min-w-0 flex-1 break-words">
                    {t.title} <span className="text-xs break-all text-slate-600">{t.path}</span>
                  </span>
                  <Link to={editUrl(t.path)} className="text-sm text-brand-700 underline">
                    Editar
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {editing && (
        <section className="mt-6 min-w-0" aria-labelledby="editando" data-seller-text-editor>
          <h2 id="editando" className="text-lg font-bold break-words text-brand-900">
            {editing.title}{" "}
            <a href={editing.path} className="text-sm font-normal break-all text-brand-700 underline">
              {editing.path}
            </a>
          </h2>
          <p className="text-sm text-slate-600">
            {editing.updated_at ? `Salvo em ${when(editing.updated_at)}.` : "Esta página ainda não tem texto seu."} Para
            remover o texto, apague tudo e salve.
          </p>
          {actionData?.error && <Notice kind="error" title={actionData.error} className="mt-3" />}
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="salvar" />
            <input type="hidden" name="pagina" value={editing.path} />
            <ContentField
              key={`${editing.path}:${editing.updated_at ?? ""}`}
              defaultValue={editing.content}
              label="Texto do vendedor"
            />
            <button
              type="submit"
              disabled={saving}
              className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white disabled:opacity-60"
            >
              {saving ? "Salvando..." : "Salvar texto"}
            </button>
          </Form>
          <h3 className="mt-6 font-bold text-brand-900">Versões anteriores</h3>
          {editing.revisions.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nenhuma ainda: cada vez que você salva, a anterior fica aqui.</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-200" data-revisions>
              {editing.revisions.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="min-w-0 flex-1">Versão de {when(r.updated_at)}</span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="restaurar" />
                    <input type="hidden" name="pagina" value={editing.path} />
                    <input type="hidden" name="rev" value={r.id} />
                    <button type="submit" className="text-brand-700 underline">
                      Restaurar
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </AdminSection>
  );
}
