import type { MonthCounts } from "~/lib/reviews/review-counts";

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]}/${m.slice(0, 4)}`;

/** Review requests per month on the Contatos screen: sent, opened, testimonials, Google's count. */
export function ReviewCounts({ months }: { months: MonthCounts[] }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow" aria-labelledby="avaliacoes-mes">
      <h2 id="avaliacoes-mes" className="text-lg font-semibold text-brand-900">
        Avaliações por mês
      </h2>
      {months.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Nenhum pedido de avaliação ainda. Num contato fechado ou numa obra, toque em “Pedir avaliação”.
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm" data-review-counts>
            <thead>
              <tr className="text-slate-600">
                <th className="py-1 pr-3 font-medium">Mês</th>
                <th className="py-1 pr-3 font-medium">Pedidos</th>
                <th className="py-1 pr-3 font-medium">Links abertos</th>
                <th className="py-1 pr-3 font-medium">Depoimentos</th>
                <th className="py-1 font-medium">No Google</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-t border-slate-100" data-month={m.month}>
                  <td className="py-1 pr-3">{monthLabel(m.month)}</td>
                  <td className="py-1 pr-3" data-requests>
                    {m.requests}
                  </td>
                  <td className="py-1 pr-3" data-opened>
                    {m.opened}
                  </td>
                  <td className="py-1 pr-3" data-testimonials-left>
                    {m.testimonials}
                  </td>
                  <td className="py-1">
                    {m.googleCount === null
                      ? "—"
                      : `${m.googleCount} (${m.googleRating?.toLocaleString("pt-BR", { minimumFractionDigits: 1 }) ?? ""})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
