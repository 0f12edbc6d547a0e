import type { MetaFunction } from "@remix-run/cloudflare";
import { business } from "@content/business";
import { contactPage } from "@content/contact";
import { Breadcrumb } from "~/components/Breadcrumb";
import { ContactButton, PhoneLink } from "~/components/ContactButton";
import { PageHero } from "~/components/PageHero";
import { CONTACT_REL, trackedWhatsAppHref } from "~/lib/leads/contact";
import { useLeadSource } from "~/components/LeadSource";
import { breadcrumbLd, localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";

// The contact page: phone, WhatsApp, address, hours and the map link, all from "Dados da empresa"
// (the resource routes /contato/whatsapp and /contato/telefone are the click endpoints).

const crumbs = [
  { name: "Início", path: "/" },
  { name: contactPage.heading, path: contactPage.path },
];

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: contactPage.title(),
    description: contactPage.description(),
    path: contactPage.path,
    origin,
    jsonLd: [breadcrumbLd(origin, crumbs), localBusinessLd(origin)],
  });
};

export function loader() {
  return { chatMessage: business.chatDefaultMessage };
}

const card = "rounded-xl border border-slate-200 bg-white p-5";
const cardTitle = "text-lg font-bold text-brand-900";

export default function ContactRoute() {
  const source = useLeadSource();
  const profiles = business.profiles;
  const maps = profiles.find((p) => p.label.startsWith("Como chegar"));
  const others = profiles.filter((p) => p !== maps);
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <PageHero heading={contactPage.heading} lead={contactPage.lead()} />
      <div className="container-page grid gap-4 pb-4 sm:grid-cols-2" data-contact-page>
        <section className={card} aria-labelledby="contato-telefone">
          <h2 id="contato-telefone" className={cardTitle}>
            Telefone
          </h2>
          <p className="mt-2 text-2xl font-bold text-brand-900">{business.phoneDisplay}</p>
          <PhoneLink className="mt-3 inline-flex items-center rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            Ligar agora
          </PhoneLink>
        </section>
        <section className={card} aria-labelledby="contato-whatsapp">
          <h2 id="contato-whatsapp" className={cardTitle}>
            WhatsApp
          </h2>
          <p className="mt-2 text-2xl font-bold text-brand-900">
            <a
              href={trackedWhatsAppHref(source, business.chatDefaultMessage)}
              target="_blank"
              rel={CONTACT_REL}
              className="hover:underline"
            >
              {business.whatsappDisplay}
            </a>
          </p>
          <ContactButton className="mt-3" customMessage={business.chatDefaultMessage} text="Chamar no WhatsApp" />
        </section>
        <section className={card} aria-labelledby="contato-horario">
          <h2 id="contato-horario" className={cardTitle}>
            Horário de atendimento
          </h2>
          <ul className="mt-2 space-y-1 text-slate-700">
            <li>{business.hours.weekdays}</li>
            <li>{business.hours.saturday}</li>
            <li>{business.emergencyService}</li>
          </ul>
        </section>
        <section className={card} aria-labelledby="contato-endereco">
          <h2 id="contato-endereco" className={cardTitle}>
            Endereço
          </h2>
          <p className="mt-2 text-slate-700">{business.addressText || contactPage.noAddress()}</p>
          {maps && (
            <a href={maps.url} rel="noopener" className="mt-3 inline-block font-semibold text-brand-700 underline">
              Como chegar (Google Maps)
            </a>
          )}
          {business.cnpjText && <p className="mt-3 text-sm text-slate-600">{business.cnpjText}</p>}
        </section>
      </div>
      {others.length > 0 && (
        <section className="container-page pt-4" aria-labelledby="contato-perfis">
          <h2 id="contato-perfis" className={cardTitle}>
            Na internet
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {others.map((p) => (
              <li key={p.url}>
                <a
                  href={p.url}
                  rel="noopener"
                  className="block rounded-lg border border-slate-200 px-3 py-2 text-brand-800 underline"
                >
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
