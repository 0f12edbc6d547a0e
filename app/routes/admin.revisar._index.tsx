import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { KIND_LABELS } from "~/lib/pages/page-kinds";
import { listReviewQueue, publishReviewed } from "~/lib/review-queue/review-queue.server";

// "Para revisar": what the generators and imports made and nobody has read yet. Each page opens to
// be read, its flagged sentences decided (keep, rewrite, remove), then published, edited or
// discarded; pages whose sentences are all decided can be published together from here.

export const meta: MetaFunction = () => [{ title: "Para revisar | Administração" }];

const day = (iso: string) => new Date(iso).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const queue = await listReviewQueue(context.services.kv);
  return data(
    {
      pages: queue.map((p) => ({
        slug: p.slug,
        title: p.title,
        description: p.description,
        kind: KIND_LABELS[p.kind ?? "manual"],
        created: day(p.created_at),
        flags: p.rf ?? 0,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const schema = z.object({
  slugs: z
    .array(z.string().max(120))
    .min(1, "Marque as páginas que você já leu e quer publicar.")
    .max(100, "Publique no máximo 100 páginas de uma vez."),
});

/**
 * The pages a toast names: the first few, then how many more. The toast travels in the session
 * cookie (4 KB at most): 100 slugs named in full overflowed it and the bulk publish answered 500.
 * The queue still lists every page left.
 */
const NAMED = 5;
function named(items: string[]): string {
  const shown = items.slice(0, NAMED).join(", ");
  const more = items.length - NAMED;
  return more > 0 ? `${shown} e mais ${more === 1 ? "1 página" : `${more} páginas`}` : shown;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const parsed = schema.safeParse({ slugs: form.getAll("slug") });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Dados inválidos." }, { status: 400 });
  let published = 0;
  const undecided: string[] = [];
  const notPublished: string[] = [];
  for (const slug of parsed.data.slugs) {
    const outcome = await publishReviewed(context.services, slug);
    if (outcome.kind === "published") published++;
    // A page with a flagged sentence he has not decided never goes public in bulk: it is named.
    else if (outcome.kind === "undecided")
      undecided.push(`${slug} (${outcome.count === 1 ? "1 frase" : `${outcome.count} frases`})`);
    else if (outcome.kind !== "gone") notPublished.push(slug);
  }
  const lines = [
    undecided.length > 0 &&
      `Não publicadas por ter frases marcadas sem decisão: ${named(undecided)}. Abra cada uma e decida as frases.`,
    notPublished.length > 0 &&
      `Não publicadas (parecidas demais com outra página, ou não conferidas agora): ${named(notPublished)}. Abra cada uma para ver por quê.`,
  ].filter(Boolean);
  return redirectWithToast(request, context, "/admin/revisar", {
    kind: lines.length === 0 ? "success" : "error",
    title: `${published} ${published === 1 ? "página publicada" : "páginas publicadas"}`,
    description: lines.length === 0 ? "Estão no ar e no mapa do site." : lines.join(" "),
  });
}

export default function ReviewQueue() {
  const { pages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: string } | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminSection title="Para revisar">
      <p className="mt-2 text-slate-700" data-review-count={pages.length}>
        {pages.length === 0
          ? "Nenhuma página espera sua leitura."
          : `${pages.length === 1 ? "1 página feita" : `${pages.length} páginas feitas`} pelos geradores ${pages.length === 1 ? "espera" : "esperam"} sua leitura. Nenhuma está no ar: os visitantes e o Google não as veem até você publicar.`}
      </p>
      {result?.error && <Notice kind="error" title={result.error} className="mt-4" />}
      {pages.length > 0 && (
        <Form method="post" className="mt-4">
          <ul className="divide-y divide-slate-200" data-review-list>
            {pages.map((p) => (
              <li key={p.slug} className="flex items-start gap-3 py-3" data-review-item={p.slug}>
                <input
                  type="checkbox"
                  name="slug"
                  value={p.slug}
                  aria-label={`Marcar “${p.title}” como lida para publicar`}
                  className="mt-1 h-6 w-6 shrink-0"
                />
                <div className="min-w-0 flex-1">
                  <Link to={`/admin/revisar/${p.slug}`} className="font-semibold break-words text-brand-800 underline">
                    {p.title}
                  </Link>
                  <p className="mt-1 text-sm break-words text-slate-600">{p.description}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {p.kind} · {p.created}
                  </p>
                  {p.flags > 0 && (
                    <p className="mt-1 text-sm font-semibold text-amber-900" data-review-flags={p.flags}>
                      {p.flags === 1 ? "1 frase marcada" : `${p.flags} frases marcadas`} para você decidir
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <button
            type="submit"
            disabled={busy}
            className="mt-4 w-full rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
          >
            Publicar as marcadas (já li)
          </button>
        </Form>
      )}
    </AdminSection>
  );
}
