import { Link } from "@remix-run/react";
import {
  formatMetric,
  METRIC_LABELS,
  METRICS,
  type Metric,
  rate,
  type Rating,
  THRESHOLDS,
} from "~/lib/insights/web-vitals";
import type { DeviceFilter, VitalsGroup, VitalsReport } from "~/lib/insights/web-vitals.server";

const RATING: Record<Rating, { label: string; className: string }> = {
  good: { label: "bom", className: "bg-green-100 text-green-900" },
  "needs-improvement": { label: "precisa melhorar", className: "bg-amber-100 text-amber-900" },
  poor: { label: "ruim", className: "bg-red-100 text-red-900" },
};
const DEVICE_LABELS: Record<DeviceFilter, string> = { todos: "Todos", celular: "Celular", computador: "Computador" };

function Value({ metric, group }: { metric: Metric; group: VitalsGroup }) {
  const p = group.metrics[metric];
  if (!p) return <span className="text-slate-500">—</span>;
  const r = rate(metric, p.value);
  return (
    <span data-metric={metric} data-rating={r} className="inline-flex flex-col items-end max-md:items-start">
      <span className={`rounded px-1.5 font-semibold whitespace-nowrap ${RATING[r].className}`}>
        {formatMetric(metric, p.value)}
      </span>{" "}
      <span className="text-xs text-slate-500">
        {RATING[r].label} · {p.n} {p.n === 1 ? "visita" : "visitas"}
      </span>
    </span>
  );
}

/** A table from 768 px; on a phone each row is a card with the four metrics in two columns. */
function VitalsTable({ groups, column, attr }: { groups: VitalsGroup[]; column: string; attr: string }) {
  return (
    <table className="mt-2 w-full text-sm max-md:block">
      <thead className="text-slate-600 max-md:sr-only">
        <tr>
          <th scope="col" className="py-1 pr-3 text-left">
            {column}
          </th>
          {METRICS.map((m) => (
            <th key={m} scope="col" className="py-1 pl-3 text-right whitespace-nowrap">
              {METRIC_LABELS[m].name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3">
        {groups.map((g) => (
          <tr
            key={g.label}
            {...{ [attr]: g.label }}
            className="border-t border-slate-200 align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:p-3"
          >
            <th
              scope="row"
              className="max-w-[14rem] py-1.5 pr-3 text-left font-semibold break-words max-md:col-span-2 max-md:max-w-none max-md:p-0"
            >
              {g.label}
            </th>
            {METRICS.map((m) => (
              <td
                key={m}
                data-label={METRIC_LABELS[m].name}
                className="py-1.5 pl-3 text-right max-md:p-0 max-md:text-left max-md:before:block max-md:before:text-xs max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]"
              >
                <Value metric={m} group={g} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** p75 of real visits per page type over 28 days against Google's limits, and the worst pages. */
export function WebVitalsCard({
  report,
  device,
  search,
  sampleRate,
}: {
  report: VitalsReport;
  device: DeviceFilter;
  search: string;
  sampleRate: number;
}) {
  const hrefFor = (d: DeviceFilter) => {
    const next = new URLSearchParams(search);
    next.set("aparelho", d);
    return `?${next.toString()}#velocidade`;
  };
  return (
    <section id="velocidade" data-web-vitals className="rounded-xl bg-white p-5 shadow">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">Velocidade para os visitantes (Web Vitals)</h2>
        <nav aria-label="Aparelho" className="flex gap-1 text-sm">
          {(Object.keys(DEVICE_LABELS) as DeviceFilter[]).map((d) => (
            <Link
              key={d}
              to={hrefFor(d)}
              aria-current={d === device ? "page" : undefined}
              className={`rounded px-3 py-1.5 ${d === device ? "bg-brand-800 text-white" : "text-brand-700 underline"}`}
            >
              {DEVICE_LABELS[d]}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Medido nos aparelhos dos próprios visitantes em {Math.round(sampleRate * 100)} % das visitas, nos últimos 28
        dias. O valor é o de 75 % das visitas (o que o Google usa): bom até{" "}
        {METRICS.filter((m) => m !== "ttfb")
          .map((m) => `${METRIC_LABELS[m].name} ${formatMetric(m, THRESHOLDS[m].good)}`)
          .join(", ")}
        .
      </p>
      {report.views === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-vitals-empty>
          Nenhuma medição ainda{device !== "todos" ? " neste tipo de aparelho" : ""}. Elas chegam conforme as pessoas
          visitam o site.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm" data-vitals-views>
            {report.views} {report.views === 1 ? "visita medida" : "visitas medidas"}.
          </p>
          <h3 className="mt-3 font-semibold text-brand-900">Por tipo de página</h3>
          <VitalsTable groups={report.families} column="Tipo de página" attr="data-family" />
          <h3 className="mt-4 font-semibold text-brand-900">Páginas mais lentas</h3>
          <VitalsTable groups={report.worst} column="Página" attr="data-worst" />
          <p className="mt-2 text-xs text-slate-500">
            {METRICS.map((m) => `${METRIC_LABELS[m].name}: ${METRIC_LABELS[m].what}`).join(" · ")}.
          </p>
        </>
      )}
    </section>
  );
}
