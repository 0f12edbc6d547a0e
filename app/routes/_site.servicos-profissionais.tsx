import type { MetaFunction } from "@remix-run/cloudflare";
import { claimed } from "@content/claimed";
import { servicesPage } from "@content/services";
import { Breadcrumb } from "~/components/Breadcrumb";
import { CardList } from "~/components/CardList";
import { ContactButton, PhoneLink } from "~/components/ContactButton";
import { FaqList } from "~/components/FaqList";
import { breadcrumbLd, faqPageLd, localBusinessLd, serviceLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";

const PATH = "/servicos-profissionais";
const crumbs = [
  { name: "Início", path: "/" },
  { name: "Serviços Profissionais", path: PATH },
];

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: servicesPage.title,
    description: servicesPage.description,
    path: PATH,
    origin,
    jsonLd: [
      serviceLd(origin, {
        name: servicesPage.heroHeading,
        description: servicesPage.description,
        path: PATH,
        areaServed: servicesPage.regions.map((r) => r.name),
      }),
      faqPageLd(servicesPage.troubleshooting),
      breadcrumbLd(origin, crumbs),
      localBusinessLd(origin),
    ],
  });
};

export default function ServicesRoute() {
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <section className="mt-4 bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="container-page py-10">
          <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{servicesPage.heroHeading}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{claimed(servicesPage.heroText)}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <ContactButton text="Solicitar atendimento" />
            <PhoneLink className="font-semibold text-white underline" />
          </div>
        </div>
      </section>
      <section className="container-page py-10" aria-labelledby="servicos">
        <h2 id="servicos" className="text-2xl font-bold text-brand-900">
          Nossos serviços
        </h2>
        <CardList items={servicesPage.cards} className="mt-5" />
      </section>
      <section className="bg-slate-50 py-10" aria-labelledby="problemas">
        <div className="container-page">
          <h2 id="problemas" className="text-2xl font-bold text-brand-900">
            Problemas comuns e o que fazer
          </h2>
          <FaqList items={servicesPage.troubleshooting} name="problemas" className="mt-5 bg-white" />
        </div>
      </section>
      <section className="container-page py-10" aria-labelledby="regioes">
        <h2 id="regioes" className="text-2xl font-bold text-brand-900">
          Regiões atendidas
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {servicesPage.regions.map((r) => (
            <li key={r.name} className="rounded-xl bg-slate-50 p-5">
              <h3 className="font-semibold text-brand-800">{r.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{r.text}</p>
            </li>
          ))}
        </ul>
        <ContactButton className="mt-8" text="Chamar um técnico agora" />
      </section>
    </>
  );
}
