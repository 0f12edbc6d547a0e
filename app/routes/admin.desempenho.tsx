import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { ActionLists, FunnelTable, FunnelTotals, PageQueries, WindowLabel } from "~/components/admin/SearchFunnel";
import { SearchConnection } from "~/components/admin/SearchConnection";
import { Notice } from "~/components/admin/Toast";
import { WebVitalsCard } from "~/components/admin/WebVitalsCard";
import { readForm } from "~/http/form.server";
import { searchConsoleOAuthCookie } from "~/http/search-console-oauth.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { cancelBackfill, latestBackfill, resumeBackfill, startBackfill } from "~/lib/insights/backfill.server";
import { connectionAccess, disconnect, getConnection, setProperty } from "~/lib/insights/connection.server";
import {
  SC_DENIED,
  SC_NO_PROPERTIES,
  SC_NO_REFRESH_TOKEN,
  SC_NOT_CONFIGURED,
  SC_PROPERTY_UNKNOWN,
  SC_REVOKE_FAILED,
  SC_SCOPE_MISSING,
  searchConsoleErrorMessage,
} from "~/lib/insights/messages";
import {
  listProperties,
  SEARCH_CONSOLE_CALLBACK,
  type SearchConsoleConfig,
  SearchConsoleError,
  searchConsoleConfig,
  startSearchConsoleAuth,
} from "~/lib/insights/search-console-api.server";
import { sortParam } from "~/lib/insights/search-report";
import { pageQueries, searchReport } from "~/lib/insights/search-report.server";
import { deviceParam, webVitalsReport } from "~/lib/insights/web-vitals.server";
import { log } from "~/lib/platform/log";
import { workflowMissingMessage } from "~/lib/platform/missing-bindings";

export const meta: MetaFunction = () => [{ title: "Desempenho no Google | Administração" }];

/** Why the callback sent the seller back (?erro=…). */
const CALLBACK_ERRORS: Record<string, string> = {
  cancelado: SC_DENIED,
  "sem-token": SC_NO_REFRESH_TOKEN,
  "sem-permissao": SC_SCOPE_MISSING,
};

/** The property that is this site, when the account has it (preselected in the list). */
function suggestedProperty(properties: string[], siteUrl: string): string | null {
  const host = new URL(siteUrl).hostname.replace(/^www\./, "");
  return (
    properties.find((p) => p === `sc-domain:${host}`) ??
    properties.find((p) => {
      try {
        return new URL(p).hostname.replace(/^www\./, "") === host;
      } catch {
        return false;
      }
    }) ??
    null
  );
}

type PropertyList = { ok: true; properties: string[] } | { ok: false; message: string };

async function propertiesOf(db: D1Database, config: SearchConsoleConfig): Promise<PropertyList> {
  const access = await connectionAccess({ db, config });
  if (!access.ok) return { ok: false, message: access.message };
  try {
    const properties = await listProperties(config, access.accessToken);
    return properties.length ? { ok: true, properties } : { ok: false, message: SC_NO_PROPERTIES };
  } catch (error) {
    if (!(error instanceof SearchConsoleError)) throw error;
    log.error("Search Console property list failed", { error });
    return { ok: false, message: searchConsoleErrorMessage(error.kind, null) };
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.services.config;
  const db = context.services.db;
  const config = searchConsoleConfig(env);
  const url = new URL(request.url);
  const sort = sortParam(url);
  const device = deviceParam(url);
  const [connection, backfill, report, vitals] = await Promise.all([
    getConnection(db),
    latestBackfill(db),
    searchReport(db, sort, context.services.origin),
    webVitalsReport(db, device),
  ]);
  let picker: { properties: string[]; suggested: string | null; error: string | null } | null = null;
  if (config && connection && (!connection.property || url.searchParams.has("trocar"))) {
    const list = await propertiesOf(db, config);
    picker = list.ok
      ? {
          properties: list.properties,
          suggested: connection.property ?? suggestedProperty(list.properties, env.SITE_URL),
          error: null,
        }
      : { properties: [], suggested: null, error: list.message };
  }
  const path = url.searchParams.get("pagina");
  const queries = path?.startsWith("/") ? { path, rows: await pageQueries(db, report, path) } : null;
  return data(
    {
      configured: config !== null,
      // The same origin startSearchConsoleAuth puts in the redirect_uri Google must know.
      redirectUri: `${url.origin}${SEARCH_CONSOLE_CALLBACK}`,
      connection,
      backfill,
      picker,
      report,
      sort,
      view: url.searchParams.get("ver") === "locais" ? ("locais" as const) : ("paginas" as const),
      queries,
      vitals,
      device,
      sampleRate: env.RUM_SAMPLE_RATE,
      notice: CALLBACK_ERRORS[url.searchParams.get("erro") ?? ""] ?? null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("conectar") }),
    z.object({
      intent: z.literal("propriedade"),
      propriedade: z.string({ error: SC_PROPERTY_UNKNOWN }).trim().min(1, SC_PROPERTY_UNKNOWN).max(300),
    }),
    z.object({ intent: z.literal("desconectar") }),
    z.object({ intent: z.literal("continuar") }),
  ],
  { error: "Ação desconhecida." },
);

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.services.config;
  const db = context.services.db;
  const workflow = context.services.bindings.SEARCH_CONSOLE;
  const parsed = actionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Dados inválidos." }, { status: 400 });
  const config = searchConsoleConfig(env);
  if (!config) return data({ error: SC_NOT_CONFIGURED }, { status: 409 });
  const form = parsed.data;
  if ((form.intent === "propriedade" || form.intent === "continuar") && !workflow)
    return data({ error: workflowMissingMessage("SEARCH_CONSOLE") }, { status: 503 });
  switch (form.intent) {
    case "conectar": {
      const { url, state, verifier } = startSearchConsoleAuth(config, new URL(request.url).origin);
      return redirect(url.toString(), {
        headers: { "Set-Cookie": await searchConsoleOAuthCookie(context).serialize(`${state}.${verifier}`) },
      });
    }
    case "propriedade": {
      const connection = await getConnection(db);
      if (!connection) return data({ error: searchConsoleErrorMessage("grant", null) }, { status: 409 });
      const list = await propertiesOf(db, config);
      if (!list.ok) return data({ error: list.message }, { status: 502 });
      if (!list.properties.includes(form.propriedade)) return data({ error: SC_PROPERTY_UNKNOWN }, { status: 400 });
      const job = await latestBackfill(db);
      const sameAsRunning = job?.property === form.propriedade && job.status !== "cancelled";
      await setProperty(db, form.propriedade);
      if (!sameAsRunning) {
        // Another property's rows would mix two sites in one report.
        if (connection.property && connection.property !== form.propriedade) await clearSearchData(db);
        await startBackfill({ db, workflow }, form.propriedade);
      }
      return redirectWithToast(request, context, "/admin/desempenho", {
        kind: "success",
        title: sameAsRunning
          ? `Site ${form.propriedade} mantido.`
          : `Site ${form.propriedade} escolhido: importando os últimos 16 meses do Search Console.`,
      });
    }
    case "desconectar": {
      await cancelBackfill({ db, workflow });
      const { revoked } = await disconnect({ db, config });
      return redirectWithToast(request, context, "/admin/desempenho", {
        kind: revoked ? "success" : "error",
        title: revoked ? "Search Console desconectado: a autorização foi revogada e apagada." : SC_REVOKE_FAILED,
      });
    }
    case "continuar": {
      const job = await resumeBackfill({ db, workflow });
      return redirectWithToast(request, context, "/admin/desempenho", {
        kind: job?.status === "running" ? "success" : "error",
        title: job?.status === "running" ? "Importação retomada." : "Não há importação parada para continuar.",
      });
    }
  }
}

async function clearSearchData(db: D1Database) {
  await db.batch([
    db.prepare("DELETE FROM search_pages"),
    db.prepare("DELETE FROM search_queries"),
    db.prepare("DELETE FROM search_days"),
    db.prepare("DELETE FROM search_totals"),
    db.prepare("DELETE FROM search_coverage"),
  ]);
}

export default function SearchPerformance() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { error?: string } | undefined;
  const { search } = useLocation();
  const tab = (view: "paginas" | "locais") => {
    const next = new URLSearchParams(search);
    next.set("ver", view);
    next.delete("pagina");
    return `?${next.toString()}`;
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section className="rounded-xl bg-white p-5 shadow">
        <h1 className="text-2xl font-bold text-brand-900">Desempenho no Google</h1>
        <p className="mt-1 text-sm text-slate-600">
          Quantas vezes o Google mostrou cada página, quantos clicaram, e quantos desses viraram contato, orçamento
          fechado e receita.
        </p>
        {d.notice && <Notice kind="error" title={d.notice} className="mt-3" />}
        {actionData?.error && <Notice kind="error" title={actionData.error} className="mt-3" />}
        <SearchConnection
          configured={d.configured}
          connection={d.connection}
          backfill={d.backfill}
          picker={d.picker}
          coverage={d.report.coverage}
          redirectUri={d.redirectUri}
        />
      </section>

      <section className="space-y-3 rounded-xl bg-white p-5 shadow">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-brand-900">Do Google ao orçamento</h2>
          <nav aria-label="Agrupar" className="flex gap-1 text-sm">
            {(["paginas", "locais"] as const).map((v) => (
              <Link
                key={v}
                to={tab(v)}
                aria-current={v === d.view ? "page" : undefined}
                className={`rounded px-3 py-1.5 ${v === d.view ? "bg-brand-800 text-white" : "text-brand-700 underline"}`}
              >
                {v === "paginas" ? "Por página" : "Por local"}
              </Link>
            ))}
          </nav>
        </div>
        <WindowLabel report={d.report} />
        <FunnelTotals report={d.report} />
        <FunnelTable
          key={d.view}
          rows={d.view === "locais" ? d.report.places : d.report.pages}
          sort={d.sort}
          search={search}
          kind={d.view}
        />
      </section>

      {d.queries && <PageQueries path={d.queries.path} rows={d.queries.rows} />}

      <section className="rounded-xl bg-white p-5 shadow">
        <ActionLists report={d.report} />
      </section>

      <WebVitalsCard report={d.vitals} device={d.device} search={search} sampleRate={d.sampleRate} />
    </div>
  );
}
