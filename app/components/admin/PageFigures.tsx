import type { Figures } from "~/lib/insights/page-verdicts";
import { formatReais } from "./LeadsReport";

const whole = new Intl.NumberFormat("pt-BR");
const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

const items = (f: Figures): [string, string][] => [
  ["Impressões", whole.format(f.impressions)],
  ["Cliques", whole.format(f.clicks)],
  ["Posição média", f.position === null ? "—" : oneDecimal.format(f.position)],
  ["Contatos", whole.format(f.leads)],
  ["Valor fechado", f.closedCents > 0 ? formatReais(f.closedCents) : "—"],
];

/** A page's figures for a period: Search Console's, then the contacts and closed value it brought. */
export function PageFigures({ figures, className = "" }: { figures: Figures; className?: string }) {
  return (
    <dl className={`grid grid-cols-3 gap-2 sm:grid-cols-5 ${className}`} data-figures>
      {items(figures).map(([label, value]) => (
        // The value in reais gets two columns of a phone's three: "R$ 1.500,00" stays on one line.
        <div
          key={label}
          className={`rounded-lg bg-slate-50 p-2 ${label === "Valor fechado" ? "col-span-2 sm:col-span-1" : ""}`}
        >
          <dt className="text-xs text-slate-700">{label}</dt>
          <dd className="font-bold whitespace-nowrap text-brand-900" data-figure={label}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The same figures as one sentence, for a screen that shows several periods (the page's editor). */
export function PageFiguresLine({ figures }: { figures: Figures }) {
  return (
    <p className="text-sm text-slate-800" data-figures>
      {items(figures).map(([label, value], i) => (
        <span key={label}>
          {i > 0 && " · "}
          {label.toLowerCase()}{" "}
          <strong className="whitespace-nowrap text-brand-900" data-figure={label}>
            {value}
          </strong>
        </span>
      ))}
    </p>
  );
}
