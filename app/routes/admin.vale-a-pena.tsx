import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { PageVerdictCard } from "~/components/admin/PageVerdictCard";
import { readForm } from "~/http/form.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { dayLabelBr } from "~/lib/insights/days";
import { VERDICT_PERIODS, VERDICT_SORTS, verdictQuerySchema } from "~/lib/insights/page-verdicts";
import { pageVerdicts } from "~/lib/insights/page-verdicts.server";
import { readPublished } from "~/lib/jobs-done/rows.server";
import { closestPage } from "~/lib/pages/closest-page";
import { listAllPages } from "~/lib/pages/listing.server";
import { SLUG_PATTERN } from "~/lib/pages/slug";
import { getPage, setPageNoindex, trashPage } from "~/lib/pages/store.server";
import { log } from "~/lib/platform/log";

// "Cada página vale a pena?": every public page, whether Google may index it, what it brought in
// the period, sorted by what needs the seller first; one tap to edit, take out of Google, or move
// to the trash with a 301 to the closest page.

export const meta: MetaFunction = () => [{ title: "Cada página vale a pena? | Administração" }];

const SCREEN = "/admin/vale-a-pena";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const query = verdictQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const chosen = query.success ? query.data : verdictQuerySchema.parse({});
  const [pages, shown] = await Promise.all([listAllPages(context.services.kv), readPublished(context.services.db)]);
  const verdicts = await pageVerdicts(context.services.db, pages, chosen, shown);
  const error = query.success ? null : (query.error.issues[0]?.message ?? "Filtro inválido.");
  // A refused filter is the request's fault: 400, with the default view and the message.
  return data(
    { verdicts, chosen, error },
    { status: query.success ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

const actionSchema = z.object({
  intent: z.enum(["tirar", "voltar", "lixeira"], { error: "Escolha o que fazer com a página." }),
  slug: z.string().regex(SLUG_PATTERN, "Página inválida."),
  // Where the list was (its period, order and page): only this screen's own address.
  volta: z
    .string()
    .optional()
    .transform((v) => (v === SCREEN || v?.startsWith(`${SCREEN}?`) ? v : SCREEN)),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return redirectWithToast(request, context, SCREEN, {
      kind: "error",
      title: parsed.error.issues[0]?.message ?? "Pedido inválido.",
    });
  }
  const { intent, slug, volta } = parsed.data;
  const services = context.services;
  const page = await getPage(services.kv, slug);
  if (!page) {
    return redirectWithToast(request, context, volta, {
      kind: "error",
      title: "Essa página não existe mais: talvez já tenha ido para a lixeira.",
    });
  }
  try {
    if (intent === "lixeira") {
      const indexable = (await listAllPages(services.kv)).filter((p) => p.status === "published" && p.ix === 1);
      const target = closestPage(page, indexable);
      await trashPage(services, slug, new Date(), { redirectTo: target.path });
      return redirectWithToast(request, context, volta, {
        kind: "success",
        title: "Página na lixeira",
        description: `“${page.title}” foi para a lixeira (30 dias para restaurar). Quem abrir o endereço antigo vai para “${target.label}” (${target.path}).`,
        link: { href: "/admin/lixeira", label: "Abrir a lixeira" },
      });
    }
    await setPageNoindex(services, page, intent === "tirar");
    return redirectWithToast(request, context, volta, {
      kind: "success",
      title: intent === "tirar" ? "Página fora do Google" : "Página de volta ao Google",
      description:
        intent === "tirar"
          ? `“${page.title}” continua no site, mas pede ao Google que não a mostre (noindex) e saiu do sitemap.`
          : `“${page.title}” pode voltar ao Google quando a conferência de texto único deixar.`,
    });
  } catch (error) {
    log.error("Page verdict action failed", { error, intent, slug });
    return redirectWithToast(request, context, volta, {
      kind: "error",
      title: "Não foi possível mudar a página. Tente novamente.",
    });
  }
}

export default function PageVerdicts() {
  const { verdicts, chosen, error } = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { totals, window, judged, coverage } = verdicts;
  const query = (change: Record<string, string | number>) =>
    `?${new URLSearchParams({ periodo: chosen.periodo, ordem: chosen.ordem, ...Object.fromEntries(Object.entries(change).map(([k, v]) => [k, String(v)])) })}`;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <section className="rounded-xl bg-white p-4 shadow sm:p-5">
        <h1 className="text-2xl font-bold text-brand-900">Cada página vale a pena?</h1>
        <p className="mt-2 text-slate-700">
          {totals.pages} páginas públicas. Impressões e cliques de {dayLabelBr(window.start)} a {dayLabelBr(window.end)}{" "}
          (o Google publica com uns 2 dias de atraso); contatos de {dayLabelBr(window.start)} até hoje (
          {dayLabelBr(window.leadsEnd)}). <strong data-proposed-count>{totals.proposed}</strong>{" "}
          {totals.proposed === 1 ? "proposta" : "propostas"} para melhorar ou remover;{" "}
          <strong>{totals.outOfGoogle}</strong> fora do Google.
        </p>
        {!judged && (
          <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-not-judged>
            {coverage.first === null
              ? "Sem dados do Search Console ainda: as impressões ficam em zero e nenhuma página é proposta para remoção. "
              : `O Search Console tem dados desde ${dayLabelBr(coverage.first)}: as propostas começam quando houver 90 dias. `}
            <Link to="/admin/desempenho" className="inline-flex min-h-11 items-center underline">
              Desempenho no Google
            </Link>
          </p>
        )}
        <nav aria-label="Período" className="mt-3 flex flex-wrap gap-2">
          {VERDICT_PERIODS.map((p) => (
            <Link
              key={p.id}
              to={query({ periodo: p.id, pagina: 1 })}
              aria-current={p.id === chosen.periodo ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${p.id === chosen.periodo ? "bg-brand-800 text-white" : "border border-brand-700 text-brand-800"}`}
            >
              {p.label}
            </Link>
          ))}
        </nav>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="periodo" value={chosen.periodo} />
          <label className="text-sm">
            <span className="block text-slate-700">Ordem</span>
            <select
              name="ordem"
              defaultValue={chosen.ordem}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "erro-filtro" : undefined}
              className="mt-1 min-h-11 rounded border border-slate-400 bg-white px-2"
            >
              {VERDICT_SORTS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="min-h-11 rounded-lg bg-brand-800 px-4 text-sm font-semibold text-white">
            Ordenar
          </button>
          {error && (
            <p id="erro-filtro" role="alert" className="w-full font-semibold text-red-700">
              {error}
            </p>
          )}
        </Form>
      </section>

      <ol className="space-y-3" data-verdicts>
        {verdicts.rows.map((row) => (
          <PageVerdictCard key={row.path} row={row} volta={here} />
        ))}
      </ol>

      <nav aria-label="Páginas da lista" className="flex justify-between gap-2">
        {verdicts.pagina > 1 ? (
          <Link
            to={query({ pagina: verdicts.pagina - 1 })}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-brand-800"
          >
            ← Anteriores
          </Link>
        ) : (
          <span />
        )}
        {verdicts.hasNext && (
          <Link
            to={query({ pagina: verdicts.pagina + 1 })}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-brand-800"
          >
            Próximas →
          </Link>
        )}
      </nav>
    </div>
  );
}
