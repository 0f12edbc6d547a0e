import type { Testimonial } from "@content/types";

export function Testimonials({
  items,
  heading = "O que dizem nossos clientes",
}: {
  items: Testimonial[];
  heading?: string;
}) {
  return (
    <section className="bg-slate-50 py-12" aria-labelledby="depoimentos">
      <div className="container-page">
        <h2 id="depoimentos" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {items.slice(0, 3).map((t) => (
            <li key={t.name} className="flex flex-col rounded-xl bg-white p-5 shadow-sm">
              <p className="text-amber-600">
                <span aria-hidden="true">★★★★★</span>
                <span className="sr-only">Avaliação 5 de 5</span>
              </p>
              <blockquote className="mt-2 flex-1 text-slate-700">“{t.text}”</blockquote>
              <div className="mt-4 flex items-center gap-3">
                <img src={t.avatar} alt="" width="40" height="40" loading="lazy" className="h-10 w-10 rounded-full" />
                <div>
                  <p className="font-semibold text-slate-900">{t.name}</p>
                  <p className="text-sm text-slate-600">{t.location}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
