import type { MonthCounts } from "~/lib/reviews/review-counts";

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]}/${m.slice(0, 4)}`;

function Stat({ label, value, attr }: { label: string; value: number; attr: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-brand-900" {...{ [attr]: "" }}>
        {value}
      </dd>
    </div>
  );
}

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
        <ul className="mt-2 space-y-3" data-review-counts>
          {months.map((m) => (
            <li key={m.month} className="rounded-lg bg-slate-50 p-3" data-month={m.month}>
              <p className="font-semibold text-slate-900">{monthLabel(m.month)}</p>
              <dl className="mt-1 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                <Stat label="Pedidos enviados" value={m.requests} attr="data-requests" />
                <Stat label="Links abertos" value={m.opened} attr="data-opened" />
                <Stat label="Depoimentos" value={m.testimonials} attr="data-testimonials-left" />
                <div>
                  <dt className="text-slate-600">No Google</dt>
                  <dd className="font-semibold text-brand-900">
                    {m.googleCount === null
                      ? "—"
                      : `${m.googleCount} ${m.googleCount === 1 ? "avaliação" : "avaliações"} (${m.googleRating?.toLocaleString("pt-BR", { minimumFractionDigits: 1 }) ?? ""})`}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
