import type { Breakdown } from "~/lib/leads/leads-report.server";

const reais = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
export const formatReais = (cents: number) => reais.format(cents / 100);
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "—");

/**
 * Leads per day as a server-rendered SVG bar chart (no script). The numbers are also given as
 * text: a summary screen readers read as the image's name, and the full table on demand.
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
  const width = 720;
  const height = 180;
  const pad = { top: 10, bottom: 22, left: 28 };
  const slot = (width - pad.left) / perDay.length;
  const bar = Math.max(1, slot * 0.7);
  const plot = height - pad.top - pad.bottom;
  const summary =
    total === 0
      ? `Nenhum contato nos últimos ${perDay.length} dias.`
      : `${total} ${total === 1 ? "contato" : "contatos"} nos últimos ${perDay.length} dias; o dia com mais contatos foi ${labelOf(best.day)}, com ${best.leads}.`;
  const tick = perDay.length > 31 ? 14 : 7;
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="h-auto w-full">
        <line x1={pad.left} x2={width} y1={height - pad.bottom} y2={height - pad.bottom} className="stroke-slate-300" />
        <text x={pad.left - 6} y={pad.top + 8} textAnchor="end" className="fill-slate-500 text-[11px]">
          {max}
        </text>
        <text x={pad.left - 6} y={height - pad.bottom} textAnchor="end" className="fill-slate-500 text-[11px]">
          0
        </text>
        {perDay.map((d, i) => {
          const h = (d.leads / max) * plot;
          const x = pad.left + i * slot + (slot - bar) / 2;
          return (
            <g key={d.day}>
              {d.leads > 0 && (
                <rect x={x} y={height - pad.bottom - h} width={bar} height={h} rx={1.5} className="fill-chat-600">
                  <title>{`${labelOf(d.day)}: ${d.leads}`}</title>
                </rect>
              )}
              {(perDay.length - 1 - i) % tick === 0 && (
                // The last label (today) is right-aligned so it stays inside the chart.
                <text
                  x={i === perDay.length - 1 ? x + bar : x + bar / 2}
                  y={height - 6}
                  textAnchor={i === perDay.length - 1 ? "end" : "middle"}
                  className="fill-slate-500 text-[11px]"
                >
                  {labelOf(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
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
        <div className="mt-2 overflow-x-auto">
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
                  <td className="max-w-[14rem] truncate py-1 pr-3" title={r.label}>
                    {r.label}
                  </td>
                  <td className="py-1 pr-3 text-right">{r.leads}</td>
                  <td className="py-1 pr-3 text-right">{r.closed}</td>
                  <td className="py-1 pr-3 text-right">{percent(r.closed, r.leads)}</td>
                  <td className="py-1 text-right whitespace-nowrap">{formatReais(r.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
