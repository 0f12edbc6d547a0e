import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AdminSection } from "~/components/admin/AdminSection";
import { IntentButton } from "~/components/admin/IntentButton";
import { Notice } from "~/components/admin/Toast";
import { GeneratedContent } from "~/components/GeneratedContent";
import { readForm } from "~/http/form.server";
import { notFound } from "~/http/not-found";
import { log } from "~/lib/platform/log";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { duplicateMessage } from "~/lib/gate/duplicates.server";
import { KIND_LABELS } from "~/lib/pages/page-kinds";
import { getPage } from "~/lib/pages/store.server";
import { sanitizeHtml } from "~/lib/html-stage/sanitize.server";
import {
  discardReviewed,
  getReviewPage,
  listReviewQueue,
  publishReviewed,
} from "~/lib/review-queue/review-queue.server";

// One page of "Para revisar", read on the phone: its title, summary and text as visitors would
// see them, what the claims check removed and why, then publish (one tap), edit or discard.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Página"} — Para revisar | Administração` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const slug = params.slug ?? "";
  const page = await getReviewPage(context.services.kv, slug);
  if (!page) {
    // Already read (published, edited or discarded): its own screen says where it is.
    if (await getPage(context.services.kv, slug)) throw redirect(`/admin/paginas/${slug}/editar`);
    throw notFound(request);
  }
  return data(
    {
      slug: page.slug,
      title: page.title,
      description: page.description,
      kind: KIND_LABELS[page.kind ?? "manual"],
      // Sanitized again on display, as every stored HTML.
      html: sanitizeHtml(page.content),
      removed: page.review?.removed ?? [],
      held: page.review?.held ?? null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const schema = z.object({
  intent: z.enum(["publicar", "descartar"], { error: "Ação desconhecida: use Publicar ou Descartar." }),
});

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const slug = params.slug ?? "";
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Dados inválidos." }, { status: 400 });
  // The next page waiting for him; the queue's screen when the listing cannot be read (what he
  // did is done: a failed list() must not answer it with an error).
  const next = async () => {
    try {
      const [first] = (await listReviewQueue(context.services.kv)).filter((p) => p.slug !== slug);
      return first ? `/admin/revisar/${first.slug}` : "/admin/revisar";
    } catch (error) {
      log.error("Review queue not listed", { error });
      return "/admin/revisar";
    }
  };
  if (parsed.data.intent === "descartar") {
    const trashed = await discardReviewed(context.services, slug);
    if (!trashed) return data({ error: GONE }, { status: 404 });
    return redirectWithToast(request, context, await next(), {
      kind: "success",
      title: "Página descartada",
      description: `“${trashed.title}” foi para a lixeira (pode voltar em até 30 dias).`,
    });
  }
  const outcome = await publishReviewed(context.services, slug);
  switch (outcome.kind) {
    case "gone":
      return data({ error: GONE }, { status: 404 });
    case "duplicate":
      return data(
        { error: `Não publicada. ${duplicateMessage(outcome.similar)} Use “Editar” para reescrever.` },
        { status: 409 },
      );
    case "held":
      return data(
        { error: outcome.record.index?.reason ?? "Não foi possível conferir a página agora. Tente de novo." },
        { status: 503 },
      );
    case "published": {
      const { record } = outcome;
      const path = `/links-uteis/${record.slug}`;
      return redirectWithToast(request, context, await next(), {
        kind: "success",
        title: "Página publicada",
        description: record.index?.ok
          ? `“${record.title}” está no ar e no mapa do site.`
          : `“${record.title}” está no ar, mas fora do Google: ${record.index?.reason ?? "ainda não conferida."}`,
        link: { href: path, label: "Ver a página" },
      });
    }
  }
}

const GONE = "Esta página não está mais em “Para revisar”: foi publicada, editada ou descartada, talvez em outra aba.";

export default function ReviewPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { error?: string } | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminSection title="Para revisar">
      <p className="mt-2 text-sm text-slate-600">
        {page.kind}. Não está no ar: leia o texto abaixo antes de publicar.{" "}
        <Link to="/admin/revisar" className="text-brand-700 underline">
          Ver todas
        </Link>
      </p>
      {page.held && <Notice kind="error" title={`Atenção: ${page.held}`} className="mt-4" />}
      {page.removed.length > 0 ? (
        <details className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" open data-review-removed>
          <summary className="cursor-pointer font-semibold">
            Afirmações removidas ({page.removed.length}): o texto dizia isto, sem confirmação sua
          </summary>
          <ul className="mt-2 list-disc space-y-2 pl-5">
            {page.removed.map((r) => (
              <li key={`${r.sentence}|${r.reason}`} className="break-words">
                “{r.sentence}” <span className="text-amber-800">— {r.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="mt-4 text-sm text-slate-600" data-review-removed="0">
          Nenhuma afirmação removida pela conferência.
        </p>
      )}
      <article className="mt-4 min-w-0 rounded-lg border border-slate-200 p-4" data-review-text>
        <h2 className="text-2xl font-bold break-words text-brand-900">{page.title}</h2>
        <p className="mt-2 break-words text-slate-700">{page.description}</p>
        <div className="mt-4">
          <GeneratedContent html={page.html} />
        </div>
      </article>
      {result?.error && <Notice kind="error" title={result.error} className="mt-4" />}
      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
        <div className="basis-full sm:basis-auto">
          <IntentButton
            intent="publicar"
            fields={{}}
            disabled={busy}
            className="w-full rounded-lg bg-brand-800 px-6 py-3 font-semibold whitespace-nowrap text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Publicar
          </IntentButton>
        </div>
        <Link
          to={`/admin/paginas/${page.slug}/editar`}
          className="rounded-lg border border-slate-300 px-4 py-3 font-semibold text-brand-800"
        >
          Editar
        </Link>
        <IntentButton
          intent="descartar"
          fields={{}}
          disabled={busy}
          className="rounded-lg border border-red-300 px-4 py-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
        >
          Descartar
        </IntentButton>
      </div>
    </AdminSection>
  );
}
