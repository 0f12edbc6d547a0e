import { Link } from "@remix-run/react";
import { dayLabelBr } from "~/lib/insights/days";
import { CTR_CURVE, TARGET_POSITION, expectedCtr } from "~/lib/insights/search-pages";
import type { Funnel, FunnelRow, QueryRow, SearchReport, Sort, SortKey } from "~/lib/insights/search-report";
import { DEFAULT_DIR, ctrOf } from "~/lib/insights/search-report";
import { formatReais } from "./LeadsReport";

const int = new Intl.NumberFormat("pt-BR");
const dec1 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pct = (v: number | null) => (v === null ? "—" : `${dec1.format(v * 100)} %`);
const pos = (v: number | null) => (v === null ? "—" : dec1.format(v));

type Column = { key: SortKey; label: string; value: (f: Funnel) => string };
const COLUMNS: Column[] = [
  { key: "impressoes", label: "Impressões", value: (f) => int.format(f.impressions) },
  { key: "cliques", label: "Cliques", value: (f) => int.format(f.clicks) },
  { key: "ctr", label: "Taxa de cliques", value: (f) => pct(ctrOf(f)) },
  { key: "posicao", label: "Posição média", value: (f) => pos(f.position) },
  { key: "contatos", label: "Contatos", value: (f) => int.format(f.leads) },
  { key: "fechados", label: "Fechados", value: (f) => int.format(f.closed) },
  { key: "receita", label: "Receita", value: (f) => formatReais(f.revenueCents) },
];
const SORT_LABELS: Record<SortKey, string> = {
  pagina: "Página ou local",
  ...(Object.fromEntries(COLUMNS.map((c) => [c.key, c.label])) as Record<Exclude<SortKey, "pagina">, string>),
};

/** The link of a column header: the same column again flips the order; another starts best-first. */
function sortHref(params: URLSearchParams, sort: Sort, key: SortKey): string {
  const next = new URLSearchParams(params);
  next.set("ordem", key);
  next.set("dir", sort.key === key ? (sort.dir === "asc" ? "desc" : "asc") : DEFAULT_DIR[key]);
  next.delete("pagina");
  return `?${next.toString()}`;
}

function Header({ label, k, sort, params }: { label: string; k: SortKey; sort: Sort; params: URLSearchParams }) {
  const active = sort.key === k;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`px-2 py-2 ${k === "pagina" ? "text-left" : "text-right"}`}
    >
      <Link
        to={sortHref(params, sort, k)}
        className="inline-flex min-h-6 items-center whitespace-nowrap text-brand-700 underline"
        data-sort={k}
      >
        {label}
        {active && <span aria-hidden="true">{sort.dir === "asc" ? " ↑" : " ↓"}</span>}
      </Link>
    </th>
  );
}

/**
 * Cards on a phone (two columns of cells, each naming its column), a table from 768 px: one
 * markup for both.
 */
const TD = "px-2 py-1.5 text-right max-md:block max-md:p-0 max-md:text-left";
const LABEL =
  "max-md:before:block max-md:before:text-xs max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]";

export function FunnelTable({
  rows,
  sort,
  search,
  kind,
  limit = 100,
}: {
  rows: FunnelRow[];
  sort: Sort;
  search: string;
  kind: "paginas" | "locais";
  limit?: number;
}) {
  const params = new URLSearchParams(search);
  const shown = rows.slice(0, limit);
  return (
    <div>
      <form method="get" className="mb-3 flex flex-wrap items-end gap-2 text-sm md:hidden">
        <input type="hidden" name="ver" value={kind} />
        <label>
          <span className="block text-slate-700">Ordenar por</span>
          <select name="ordem" defaultValue={sort.key} className="mt-1 rounded border border-slate-300 px-2 py-1.5">
            {(Object.keys(SORT_LABELS) as SortKey[]).map((k) => (
              <option key={k} value={k}>
                {SORT_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-slate-700">Ordem</span>
          <select name="dir" defaultValue={sort.dir} className="mt-1 rounded border border-slate-300 px-2 py-1.5">
            <option value="desc">maior primeiro</option>
            <option value="asc">menor primeiro</option>
          </select>
        </label>
        <button type="submit" className="rounded bg-brand-800 px-3 py-2 font-semibold text-white">
          Ordenar
        </button>
      </form>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum dado nestes 56 dias.</p>
      ) : (
        <table className="w-full text-sm max-md:block" data-funnel={kind}>
          <thead className="text-slate-600 max-md:sr-only">
            <tr>
              <Header label={kind === "locais" ? "Local" : "Página"} k="pagina" sort={sort} params={params} />
              {COLUMNS.map((c) => (
                <Header key={c.key} label={c.label} k={c.key} sort={sort} params={params} />
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:space-y-3">
            {shown.map((r) => (
              <tr
                key={r.key}
                data-row={r.key}
                className="border-t border-slate-200 align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:p-3"
              >
                <th
                  scope="row"
                  className="max-w-[18rem] px-2 py-1.5 text-left font-normal max-md:col-span-2 max-md:max-w-none max-md:p-0"
                >
                  <span className="block break-words font-semibold text-brand-900">{r.key}</span>
                  {kind === "paginas" && (
                    <span className="flex flex-wrap gap-x-3 text-xs">
                      {r.openHref && (
                        <a
                          href={r.openHref}
                          className="inline-flex min-h-6 items-center text-brand-700 underline"
                          data-open
                        >
                          abrir
                        </a>
                      )}
                      {r.editHref && (
                        <Link
                          to={r.editHref}
                          className="inline-flex min-h-6 items-center text-brand-700 underline"
                          data-edit
                        >
                          editar
                        </Link>
                      )}
                      {r.now.impressions + r.before.impressions > 0 && (
                        <Link
                          to={`?${withParam(params, "pagina", r.key)}#buscas`}
                          className="inline-flex min-h-6 items-center text-brand-700 underline"
                        >
                          buscas
                        </Link>
                      )}
                    </span>
                  )}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} data-col={c.key} data-label={c.label} className={`${TD} ${LABEL}`}>
                    <span>
                      <span data-now className="block font-medium">
                        {c.value(r.now)}
                      </span>
                      <span data-before className="block text-xs text-slate-500">
                        antes {c.value(r.before)}
                      </span>
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > limit && (
        <p className="mt-2 text-sm text-slate-600">
          Mostrando {limit} de {rows.length}. Ordene por outra coluna para ver as demais.
        </p>
      )}
    </div>
  );
}

function withParam(params: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next.toString();
}

export function WindowLabel({ report }: { report: SearchReport }) {
  const w = report.window;
  return (
    <p className="text-sm text-slate-600">
      Impressões e cliques: últimos 28 dias com dados do Google ({dayLabelBr(w.start)} a {dayLabelBr(w.end)}; o Google
      publica com uns 2 dias de atraso), comparados com os 28 anteriores ({dayLabelBr(w.prevStart)} a{" "}
      {dayLabelBr(w.prevEnd)}). Contatos, fechados e receita contam os cliques de WhatsApp e telefone feitos na página
      de {dayLabelBr(w.start)} até hoje ({dayLabelBr(w.leadsEnd)}), comparados com os mesmos 28 dias anteriores.
    </p>
  );
}

/** The whole site's funnel for the window: Google's impressions down to revenue. */
export function FunnelTotals({ report }: { report: SearchReport }) {
  const { now, before } = report.totals;
  const steps: [string, (f: Funnel) => string][] = [
    ["Impressões", (f) => int.format(f.impressions)],
    ["Cliques", (f) => int.format(f.clicks)],
    ["Contatos", (f) => int.format(f.leads)],
    ["Fechados", (f) => int.format(f.closed)],
    ["Receita", (f) => formatReais(f.revenueCents)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-totals>
      {steps.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="font-semibold text-brand-900">{value(now)}</dd>
          <dd className="text-xs text-slate-500">antes {value(before)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The two lists of what to do next. */
export function ActionLists({ report }: { report: SearchReport }) {
  const at3 = dec1.format(expectedCtr(TARGET_POSITION) * 100);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section data-list="quase" className="min-w-0">
        <h2 className="text-lg font-semibold text-brand-900">Quase na primeira página</h2>
        <p className="mt-1 text-sm text-slate-600">
          Páginas entre a 4ª e a 20ª posição, pela estimativa de cliques a mais em 28 dias se subissem para a 3ª posição
          (onde cerca de {at3} % das impressões viram cliques). Reforce o texto sobre a busca principal e crie links
          para elas a partir de outras páginas.
        </p>
        {report.near.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nenhuma página nessa faixa com impressões suficientes.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {report.near.map(({ page, gain }) => (
              <li key={page.key} data-item={page.key} className="rounded border border-slate-200 p-2">
                <span className="block break-words font-semibold">{page.key}</span>
                <span className="block">
                  posição {pos(page.position)}, {int.format(page.impressions)} impressões, {int.format(page.clicks)}{" "}
                  cliques → <strong data-gain>cerca de {int.format(gain)} cliques a mais</strong>
                </span>
                {page.topQuery && <span className="block text-slate-600">busca principal: “{page.topQuery}”</span>}
                {page.editHref && (
                  <Link to={page.editHref} className="text-brand-700 underline">
                    editar a página
                  </Link>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section data-list="pouco-clicada" className="min-w-0">
        <h2 className="text-lg font-semibold text-brand-900">Vista mas pouco clicada</h2>
        <p className="mt-1 text-sm text-slate-600">
          O Google mostra estas páginas, mas poucas pessoas clicam: a taxa de cliques (quantos dos que veem a página
          clicam nela) está abaixo da metade do normal para a posição delas. Reescreva o título e o resumo (meta
          description) para dizer o serviço, o lugar e por que escolher você.
        </p>
        {report.lowCtr.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nenhuma página com taxa de cliques muito abaixo do normal.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm">
            {report.lowCtr.map(({ page, ctr, expected, missed }) => (
              <li key={page.key} data-item={page.key} className="rounded border border-slate-200 p-2">
                <span className="block break-words font-semibold">{page.key}</span>
                <span className="block">
                  {int.format(page.impressions)} impressões na posição {pos(page.position)}: taxa de cliques {pct(ctr)},
                  o normal seria {pct(expected)} →{" "}
                  <strong data-missed>cerca de {int.format(missed)} cliques perdidos</strong>
                </span>
                {page.editHref && (
                  <Link to={page.editHref} className="text-brand-700 underline">
                    editar título e resumo
                  </Link>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <details className="text-sm text-slate-600 md:col-span-2">
        <summary className="cursor-pointer text-brand-700 underline">
          Qual é a taxa de cliques “normal” de cada posição?
        </summary>
        <p className="mt-1">
          Uma média de muitos sites nos resultados orgânicos do Google:{" "}
          {CTR_CURVE.slice(0, 10)
            .map((c, i) => `${i + 1}ª ${dec1.format(c * 100)} %`)
            .join(", ")}
          ; da 11ª à 20ª, cerca de 1 %. É uma referência, não uma promessa: a taxa real também depende da busca e do
          título.
        </p>
      </details>
    </div>
  );
}

export function PageQueries({ path, rows }: { path: string; rows: QueryRow[] }) {
  const NUM = "py-1 pl-2 text-right whitespace-nowrap";
  return (
    <section id="buscas" data-queries={path} className="rounded-xl bg-white p-5 shadow">
      <h2 className="text-lg font-semibold text-brand-900">
        Buscas que mostraram <span className="break-words">{path}</span>
      </h2>
      <p className="text-sm text-slate-600">Últimos 28 dias com dados do Google.</p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nenhuma busca registrada para esta página nestes 56 dias (o Google omite buscas raras, por privacidade).
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-sm max-md:text-xs">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2">
                Busca
              </th>
              <th scope="col" className={NUM}>
                <abbr title="Impressões" className="no-underline md:hidden">
                  Impr.
                </abbr>
                <span className="max-md:hidden">Impressões</span>
              </th>
              <th scope="col" className={NUM}>
                Cliques
              </th>
              <th scope="col" className={NUM}>
                Taxa de cliques
              </th>
              <th scope="col" className={NUM}>
                <abbr title="Posição média" className="no-underline md:hidden">
                  Pos.
                </abbr>
                <span className="max-md:hidden">Posição</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((q) => (
              <tr key={q.query} className="border-t border-slate-200" data-query={q.query}>
                <td className="py-1 pr-2 break-words">{q.query}</td>
                <td className={NUM}>{int.format(q.now.impressions)}</td>
                <td className={NUM}>{int.format(q.now.clicks)}</td>
                <td className={NUM}>{pct(ctrOf(q.now))}</td>
                <td className={NUM}>{pos(q.now.position)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
