import type { Breakdown } from "~/lib/leads/leads-report.server";

const reais = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
export const formatReais = (cents: number) => reais.format(cents / 100);
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "—");

/**
 * Leads per day as a server-rendered SVG bar chart (no script). The bars are drawn in SVG, the
 * labels are HTML text (12 px and up at any width: SVG text shrinks with the chart on a phone). The
 * numbers are also given as text: a summary screen readers read as the image's name, and the full
 * table on demand.
 */
export function LeadsChart({
  perDay,
  labelOf,
}: {
  perDay: { day: number; leads: number }[];
  labelOf: (day: number) => string;
}) {
  const total = perDay.reduce((s, d) => s + d.leads, 0);
  const max = Math.max(1, ...perDay.map((d) => d.leads));
  const best = perDay.reduce((a, b) => (b.leads > a.leads ? b : a), perDay[0]!);
  const slot = 10;
  const height = 100;
  const summary =
    total === 0
      ? `Nenhum contato nos últimos ${perDay.length} dias.`
      : `${total} ${total === 1 ? "contato" : "contatos"} nos últimos ${perDay.length} dias; o dia com mais contatos foi ${labelOf(best.day)}, com ${best.leads}.`;
  // First, last and two days between: four labels fit a phone.
  const ticks = [0, Math.round((perDay.length - 1) / 3), Math.round(((perDay.length - 1) * 2) / 3), perDay.length - 1];
  return (
    <figure className="mt-4" data-leads-chart>
      <div className="flex gap-2">
        <div className="flex flex-col justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${perDay.length * slot} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-32 min-w-0 flex-1 border-b border-slate-300"
        >
          {perDay.map((d, i) =>
            d.leads > 0 ? (
              <rect
                key={d.day}
                x={i * slot + 1.5}
                y={height - (d.leads / max) * height}
                width={slot - 3}
                height={(d.leads / max) * height}
                className="fill-chat-600"
              >
                <title>{`${labelOf(d.day)}: ${d.leads}`}</title>
              </rect>
            ) : null,
          )}
        </svg>
      </div>
      <div className="mt-1 ml-6 flex justify-between text-xs text-slate-600" aria-hidden="true">
        {ticks.map((i) => (
          <span key={i}>{labelOf(perDay[i]!.day)}</span>
        ))}
      </div>
      <figcaption className="mt-1 text-sm text-slate-600">{summary}</figcaption>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-brand-700 underline">Ver os números por dia</summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Contatos</th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.day}>
                <td>{labelOf(d.day)}</td>
                <td>{d.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** A ranking with closed quotes, conversion rate and revenue per row. */
export function BreakdownTable({
  title,
  column,
  rows,
  empty,
}: {
  title: string;
  column: string;
  rows: Breakdown[];
  empty: string;
}) {
  return (
    <section className="min-w-0">
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          {/* On a phone, one card per row; the table from 640 px. */}
          <ul className="mt-2 space-y-2 sm:hidden" data-breakdown-cards>
            {rows.map((r) => (
              <li key={r.label} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-semibold break-all text-slate-900">{r.label}</p>
                <p className="mt-1 text-slate-700">
                  {r.leads} {r.leads === 1 ? "contato" : "contatos"} · {r.closed}{" "}
                  {r.closed === 1 ? "fechado" : "fechados"} ({percent(r.closed, r.leads)}) ·{" "}
                  {formatReais(r.revenueCents)}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-2 hidden overflow-x-auto sm:block">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {column}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Contatos
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Fechados
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    Conversão
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Receita
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label} className="border-t border-slate-200">
                    <td className="py-1 pr-3 break-all">{r.label}</td>
                    <td className="py-1 pr-3 text-right">{r.leads}</td>
                    <td className="py-1 pr-3 text-right">{r.closed}</td>
                    <td className="py-1 pr-3 text-right">{percent(r.closed, r.leads)}</td>
                    <td className="py-1 text-right whitespace-nowrap">{formatReais(r.revenueCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
