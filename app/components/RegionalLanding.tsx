import { business } from "@content/business";
import type { RegionalPage } from "@content/regional";
import type { Testimonial } from "@content/types";
import type { Crumb } from "~/lib/seo/schema";
import { Breadcrumb } from "./Breadcrumb";
import { CardList } from "./CardList";
import { ContactButton, PhoneLink } from "./ContactButton";
import { FaqSection } from "./LandingSections";
import { Testimonials } from "./Testimonials";

export interface RegionalView {
  page: RegionalPage;
  crumbs: Crumb[];
  message: string;
  neighbourhoods: { name: string; href: string }[];
  testimonials: Testimonial[];
  related: { name: string; href: string }[];
}

export function RegionalLanding({ view }: { view: RegionalView }) {
  const { page } = view;
  return (
    <>
      <Breadcrumb crumbs={view.crumbs} />
      <section className="mt-4 bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="container-page py-10">
          <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{page.heroHeading}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{page.heroText}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <PhoneLink className="rounded-lg bg-white px-5 py-3 text-lg font-bold text-brand-900 shadow hover:bg-slate-100">
              Ligue: {business.phoneDisplay}
            </PhoneLink>
            <ContactButton customMessage={view.message} />
          </div>
        </div>
      </section>

      <section className="container-page py-10">
        <div className="prose-ppa max-w-3xl">
          {page.intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        <CardList items={page.cards} heading="h2" columns="md:grid-cols-3" className="mt-6" />
      </section>

      <section className="bg-slate-50 py-10" aria-labelledby="bairros-regiao">
        <div className="container-page">
          <h2 id="bairros-regiao" className="text-2xl font-bold text-brand-900">
            Bairros atendidos em {page.city}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {view.neighbourhoods.map((n) => (
              <li key={n.href}>
                <a href={n.href} className="block rounded-lg bg-white px-3 py-2 shadow-sm hover:bg-brand-50">
                  {n.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page grid gap-8 py-10 md:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-brand-900">Sinais de que o seu portão precisa de assistência</h2>
          <ul className="mt-4 space-y-2">
            {page.warningSigns.map((s) => (
              <li key={s} className="flex gap-2 text-slate-700">
                <span aria-hidden="true" className="text-accent-600">
                  !
                </span>{" "}
                {s}
              </li>
            ))}
          </ul>
        </div>
        {/* The Manutenção Express is the seller's offer: no box until he gives its price. */}
        {page.promo.heading && page.promo.text && (
          <div className="rounded-xl border-2 border-accent-600 bg-red-50 p-6">
            <h2 className="text-2xl font-bold text-accent-600">{page.promo.heading}</h2>
            <p className="mt-2 text-slate-700">{page.promo.text}</p>
            <ContactButton className="mt-4" customMessage={view.message} text="Agendar Manutenção Express" />
          </div>
        )}
      </section>

      {/* "Clientes em {city}" only when every one shown was given there: a general one signed in
          another place would be under a heading that says otherwise. */}
      <Testimonials
        items={view.testimonials}
        heading={
          view.testimonials.every((t) => t.city === page.city)
            ? `Clientes em ${page.city}`
            : "O que dizem nossos clientes"
        }
      />
      <FaqSection items={page.faq} heading={`Perguntas frequentes em ${page.city}`} />

      <section className="container-page pb-6" aria-labelledby="outros-servicos">
        <h2 id="outros-servicos" className="text-xl font-bold text-brand-900">
          Outros serviços na região
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {view.related.map((r) => (
            <li key={r.href}>
              <a href={r.href} className="text-brand-700 underline">
                {r.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
