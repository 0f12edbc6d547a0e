import { business } from "@content/business";
import type { KitType } from "@content/claims";
import { claimLines } from "~/lib/identity/claims-view";
import { ContactButton, PhoneLink } from "./ContactButton";

/**
 * "Atendimento e condições": the seller's current hours and claims beside a page's own text. A
 * stored page never carries them (they would freeze), so every page renders them here from
 * "Dados da empresa" and "Ofertas e garantias". An <aside>: not the page's own text.
 */
export function ClaimsBox({
  heading = "Atendimento e condições",
  kit,
  city,
  inPlace,
  message,
  className = "",
}: {
  heading?: string;
  kit?: KitType;
  city?: string;
  inPlace?: string;
  message?: string;
  className?: string;
}) {
  const lines = claimLines(business.claims, { kit, city, inPlace });
  return (
    <aside aria-label={heading} className={`rounded-xl bg-slate-50 p-5 ${className}`} data-claims-box>
      <h2 className="text-lg font-bold text-brand-900">{heading}</h2>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li>{business.hours.weekdays}</li>
        <li>{business.hours.saturday}</li>
        {lines.map((l) => (
          <li key={l.id} data-claim={l.id}>
            {l.text}
          </li>
        ))}
      </ul>
      <ContactButton className="mt-4 w-full" customMessage={message} />
      <PhoneLink className="mt-3 block text-center font-semibold text-brand-800 underline">
        Ligar: {business.phoneDisplay}
      </PhoneLink>
    </aside>
  );
}
