import { business } from "@content/business";
import type { Location, FaqItem, Testimonial } from "@content/types";
import type { Crumb } from "~/lib/schema";
import { Breadcrumb } from "./Breadcrumb";
import { ContactButton, PhoneLink } from "./ContactButton";
import { FaqSection, ReasonsToChoose, SpeedClaim } from "./LandingSections";
import { Testimonials } from "./Testimonials";

export interface LocationView {
  location: Location;
  heading: string;
  place: string;
  message: string;
  crumbs: Crumb[];
  faq: FaqItem[];
  testimonials: Testimonial[];
  children: { name: string; href: string }[];
  kits: { name: string; href: string }[];
  parent: { name: string; href: string } | null;
}

export function LocationPage({ view }: { view: LocationView }) {
  const { location } = view;
  return (
    <>
      <Breadcrumb crumbs={view.crumbs} />
      <section className="container-page grid gap-8 py-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{location.region}</p>
          <h1 className="mt-1 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">{view.heading}</h1>
          <div className="prose-ppa mt-4 text-lg">
            {location.body.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
        <aside className="h-fit rounded-xl bg-slate-50 p-5 lg:sticky lg:top-28">
          <h2 className="text-lg font-bold text-brand-900">Orçamento em {view.place}</h2>
          <p className="mt-2 text-sm text-slate-600">
            Técnico no local em até {business.responseHours} horas. {business.hours.weekdays};{" "}
            {business.hours.saturday.toLowerCase()}.
          </p>
          <ContactButton className="mt-4 w-full" customMessage={view.message} />
          <PhoneLink className="mt-3 block text-center font-semibold text-brand-800 underline">
            Ligar: {business.phoneDisplay}
          </PhoneLink>
          <h3 className="mt-6 font-semibold text-brand-900">Também atendemos</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {location.nearby.map((n) => (
              <li key={n} className="rounded-full bg-white px-3 py-1 text-slate-700 shadow-sm">
                {n}
              </li>
            ))}
          </ul>
          {view.parent && (
            <p className="mt-4 text-sm">
              Veja também:{" "}
              <a href={view.parent.href} className="text-brand-700 underline">
                {view.parent.name}
              </a>
            </p>
          )}
        </aside>
      </section>

      {view.children.length > 0 && (
        <section className="container-page pb-8" aria-labelledby="bairros-atendidos">
          <h2 id="bairros-atendidos" className="text-2xl font-bold text-brand-900">
            Bairros atendidos em {location.name}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {view.children.map((c) => (
              <li key={c.href}>
                <a href={c.href} className="block rounded-lg border border-slate-200 px-3 py-2 hover:bg-brand-50">
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ReasonsToChoose place={view.place} />
      <SpeedClaim message={view.message} />

      {view.kits.length > 0 && (
        <section className="container-page py-10" aria-labelledby="kits-local">
          <h2 id="kits-local" className="text-2xl font-bold text-brand-900">
            Kits e motores PPA em {view.place}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {view.kits.map((k) => (
              <li key={k.href}>
                <a
                  href={k.href}
                  className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-brand-800 hover:bg-brand-50"
                >
                  {k.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Testimonials items={view.testimonials} heading={`Clientes atendidos perto de ${location.name}`} />
      <FaqSection items={view.faq} heading={`Perguntas frequentes em ${view.place}`} />
    </>
  );
}
