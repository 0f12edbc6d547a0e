import { reasonsToChoose, speedClaim } from "@content/landing";
import type { FaqItem } from "@content/types";
import { CardList } from "./CardList";
import { ContactButton } from "./ContactButton";
import { FaqList } from "./FaqList";

export function ReasonsToChoose({ place }: { place: string }) {
  return (
    <section className="container-page py-10" aria-labelledby="por-que-escolher">
      <h2 id="por-que-escolher" className="text-2xl font-bold text-brand-900">
        Por que escolher a Motores PPA em {place}
      </h2>
      <CardList items={reasonsToChoose} columns="sm:grid-cols-2 lg:grid-cols-5" className="mt-5" />
    </section>
  );
}

export function SpeedClaim({ message }: { message: string }) {
  return (
    <section className="bg-brand-800 py-10 text-white" aria-labelledby="abertura-rapida">
      <div className="container-page flex flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="abertura-rapida" className="text-2xl font-bold">
            {speedClaim.heading}
          </h2>
          <p className="mt-2 text-slate-100">{speedClaim.text}</p>
        </div>
        <ContactButton customMessage={message} text="Quero um orçamento" />
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
