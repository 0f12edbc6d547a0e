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
import { markSentences } from "~/lib/html-stage/sentences";
import { undecidedFlags } from "~/lib/pages/page-record";
import { undecidedMessage } from "~/lib/pages/store.server";
import { FlaggedSentence, type FlagView } from "~/components/admin/FlaggedSentence";
import {
  decideReviewed,
  discardReviewed,
  getReviewPage,
  listReviewQueue,
  publishReviewed,
} from "~/lib/review-queue/review-queue.server";

// One page of "Para revisar", read on the phone: its title, summary and text as visitors would
// see them, each sentence the claims check flagged highlighted where it stands, with why and the
// confirmed claim it contradicts or lacks; he keeps, rewrites or removes each one, then publishes
// (refused while one is undecided), edits or discards.

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
  const flags: FlagView[] = (page.review?.flags ?? []).map((f, index) => ({ index, ...f }));
  // Each undecided sentence of the text marked where it stands (data-flag: its card's number).
  const marked = flags.map((f) => (f.field === "content" && !f.decision ? f.sentence : ""));
  const undecidedIn = (field: FlagView["field"]) => flags.some((f) => f.field === field && !f.decision);
  return data(
    {
      slug: page.slug,
      title: page.title,
      description: page.description,
      kind: KIND_LABELS[page.kind ?? "manual"],
      // Sanitized again on display, as every stored HTML.
      html: markSentences(sanitizeHtml(page.content), marked),
      flags,
      undecided: undecidedFlags(page.review),
      titleFlagged: undecidedIn("title"),
      descriptionFlagged: undecidedIn("description"),
      removed: page.review?.removed ?? [],
      held: page.review?.held ?? null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const schema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("publicar") }),
    z.object({ intent: z.literal("descartar") }),
    z
      .object({
        intent: z.literal("decidir"),
        flag: z.coerce.number({ error: "Frase desconhecida." }).int().min(0).max(199),
        sentence: z.string().min(1, "Frase desconhecida.").max(2000),
        action: z.enum(["keep", "rewrite", "remove"], { error: "Escolha manter, reescrever ou remover." }),
        text: z.string().trim().max(2000, "O novo texto pode ter no máximo 2000 caracteres.").optional(),
      })
      .refine((d) => d.action !== "rewrite" || (d.text ?? "") !== "", {
        error: "Escreva o novo texto da frase antes de reescrever.",
        path: ["text"],
      }),
  ],
  { error: "Ação desconhecida: use Publicar, Descartar ou decida uma frase." },
);

const DECIDED = { keep: "Frase mantida como sua", rewrite: "Frase reescrita", remove: "Frase removida" } as const;

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
  if (parsed.data.intent === "decidir") {
    const { flag, sentence, action, text } = parsed.data;
    const decision = action === "rewrite" ? { action, text: text ?? "" } : { action };
    const outcome = await decideReviewed(context.services, slug, flag, sentence, decision);
    if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
    const left = undecidedFlags(outcome.record.review);
    return redirectWithToast(request, context, `/admin/revisar/${slug}`, {
      kind: "success",
      title: DECIDED[action],
      description:
        left === 0
          ? "Todas as frases marcadas estão decididas: pode publicar."
          : `${left === 1 ? "Falta decidir 1 frase" : `Faltam decidir ${left} frases`} antes de publicar.`,
    });
  }
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
    case "undecided":
      return data({ error: undecidedMessage(outcome.count) }, { status: 409 });
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
      {page.flags.length > 0 ? (
        <section className="mt-4" aria-labelledby="frases-marcadas" data-review-flags={page.undecided}>
          <h2 id="frases-marcadas" className="text-lg font-semibold text-amber-950">
            {page.undecided === 0
              ? "Todas as frases marcadas estão decididas"
              : `${page.undecided === 1 ? "1 frase afirma" : `${page.undecided} frases afirmam`} o que você não confirmou: decida cada uma`}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Elas estão no texto, destacadas onde aparecem. Nada vai ao ar antes da sua decisão.
          </p>
          <ol className="mt-3 space-y-3">
            {page.flags.map((flag) => (
              <FlaggedSentence key={flag.index} flag={flag} busy={busy} />
            ))}
          </ol>
        </section>
      ) : (
        <p className="mt-4 text-sm text-slate-600" data-review-flags="0">
          Nenhuma frase marcada pela conferência.
        </p>
      )}
      {page.removed.length > 0 && (
        <details className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-review-removed>
          <summary className="cursor-pointer font-semibold">
            Afirmações já tiradas do texto antes ({page.removed.length})
          </summary>
          <ul className="mt-2 list-disc space-y-2 pl-5">
            {page.removed.map((r) => (
              <li key={`${r.sentence}|${r.reason}`} className="break-words">
                “{r.sentence}” <span className="text-slate-600">— {r.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <article
        className="mt-4 min-w-0 rounded-lg border border-slate-200 p-4 [&_mark]:rounded [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-amber-950"
        data-review-text
      >
        <h2 className="text-2xl font-bold break-words text-brand-900">
          {page.titleFlagged ? <mark data-flag-field="title">{page.title}</mark> : page.title}
        </h2>
        <p className="mt-2 break-words text-slate-700">
          {page.descriptionFlagged ? <mark data-flag-field="description">{page.description}</mark> : page.description}
        </p>
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
