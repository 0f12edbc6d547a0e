import { business } from "@content/business";
import { claimed } from "@content/claimed";
import { reasonsToChoose, speedClaim } from "@content/landing";
import type { FaqItem } from "@content/types";
import { ContactButton } from "./ContactButton";
import { FaqList } from "./FaqList";

/**
 * The reasons to choose us, as short labels linking to where each is explained: the same
 * paragraphs on every local page would make the pages near-duplicates of one another.
 */
export function ReasonsToChoose({ place, city }: { place: string; city?: string }) {
  // The seller's claims for this place (free installation is per city); unconfirmed ones left out.
  const reasons = claimed(reasonsToChoose, { city });
  return (
    <section className="container-page py-8" aria-labelledby="por-que-escolher">
      <h2 id="por-que-escolher" className="text-xl font-bold text-brand-900">
        Por que escolher a {business.name} {place}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm">
        {reasons.map((r) => (
          <li key={r.title}>
            {r.href ? (
              <a href={r.href} className="block rounded-full bg-brand-50 px-3 py-1.5 text-brand-800 underline">
                {r.title}
              </a>
            ) : (
              <span className="block rounded-full bg-brand-50 px-3 py-1.5 text-brand-900">{r.title}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SpeedClaim({ message }: { message: string }) {
  return (
    <section className="bg-brand-800 py-8 text-white" aria-labelledby="abertura-rapida">
      <div className="container-page flex flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="abertura-rapida" className="text-2xl font-bold">
            {speedClaim.heading}
          </h2>
          <p className="mt-2 text-slate-100">{speedClaim.text}</p>
        </div>
        <ContactButton customMessage={message} text="Pedir orçamento" />
      </div>
    </section>
  );
}

export function FaqSection({ items, heading }: { items: FaqItem[]; heading: string }) {
  return (
    <section className="container-page py-10" aria-labelledby="perguntas">
      <h2 id="perguntas" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <FaqList items={items} name="faq-local" className="mt-5" />
    </section>
  );
}
