import { business } from "@content/business";
import { footerLinks, legalLinks } from "@content/navigation";
import { CONTACT_REL, trackedWhatsAppHref } from "~/lib/leads/contact";
import { useLeadSource } from "./LeadSource";
import { PhoneLink } from "./ContactButton";

/** `year` is a prop, not read here, so the memoized copy (StaticMarkup) changes with it. */
export function SiteFooter({ year }: { year: number }) {
  const source = useLeadSource();
  return (
    <footer className="mt-16 bg-brand-900 text-slate-100">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-1 text-sm text-slate-300">{business.tagline}</p>
          <p className="mt-3 text-sm text-slate-300">Atendemos {business.serviceArea}.</p>
          <ul className="mt-3 text-sm">
            {footerLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="inline-flex min-h-11 items-center underline hover:text-white">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Horário de atendimento</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-300">
            <li>{business.hours.weekdays}</li>
            <li>{business.hours.saturday}</li>
            {business.emergencyService && <li>{business.emergencyService}</li>}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Contato</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              Telefone: <PhoneLink className="inline-flex min-h-11 items-center underline hover:text-white" />
            </li>
            <li>
              WhatsApp:{" "}
              <a
                href={trackedWhatsAppHref(source)}
                target="_blank"
                rel={CONTACT_REL}
                className="inline-flex min-h-11 items-center underline hover:text-white"
              >
                {business.whatsappDisplay}
              </a>
            </li>
            {business.addressText && <li className="text-slate-300">{business.addressText}</li>}
            {business.profiles.map((p) => (
              <li key={p.url}>
                <a href={p.url} rel="noopener" className="inline-flex min-h-11 items-center underline hover:text-white">
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-3 py-4 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {business.name}. Todos os direitos reservados.
            {business.cnpjText && ` ${business.cnpjText}.`}
          </p>
          <ul className="flex flex-wrap gap-x-4">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="inline-flex min-h-11 items-center underline hover:text-white">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
