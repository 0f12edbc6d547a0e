import type { ChecklistItem } from "~/lib/identity/identity";

/** What "Dados da empresa" still lacks before launch (panel and the Dados da empresa screen). */
export function LaunchChecklist({ items, children }: { items: ChecklistItem[]; children?: React.ReactNode }) {
  // Recommendations are listed but never block the launch.
  const missing = items.filter((i) => !i.done && !i.recommended).length;
  return (
    <section aria-labelledby="checklist" className="mt-4 rounded-lg bg-slate-50 p-4">
      <h2 id="checklist" className="font-semibold text-brand-900">
        {missing === 0 ? "Pronto para o lançamento" : `Antes do lançamento: falta${missing > 1 ? "m" : ""} ${missing}`}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {items.map((i) => (
          <li key={i.label} className={i.done ? "text-slate-600" : "font-medium text-slate-900"}>
            <span aria-hidden="true">{i.done ? "✓ " : "○ "}</span>
            <span className="sr-only">{i.done ? "Feito: " : i.recommended ? "Recomendado: " : "Falta: "}</span>
            {i.href && !i.done ? (
              <a href={i.href} className="text-brand-700 underline">
                {i.label}
              </a>
            ) : (
              i.label
            )}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
