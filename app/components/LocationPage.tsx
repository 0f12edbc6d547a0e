import { SellerText } from "./SellerText";
import { business } from "@content/business";
import type { Location } from "@content/types";
import type { Crumb } from "~/lib/seo/schema";
import { Breadcrumb } from "./Breadcrumb";
import { ContactButton, PhoneLink } from "./ContactButton";
import { claimLines } from "~/lib/identity/claims-view";
import { ReasonsToChoose, SpeedClaim } from "./LandingSections";
import type { JobCardView } from "~/lib/jobs-done/cards";
import { claimed } from "@content/claimed";
import { jobsDoneText } from "@content/jobs-done";
import { JobsProof } from "./JobsProof";
import { Testimonials } from "./Testimonials";
import type { Testimonial } from "@content/types";
import type { GoogleRating } from "~/lib/reviews/rating";

/** A place named on the page: a link when it has a page of its own, plain text otherwise. */
export interface PlaceLink {
  name: string;
  href: string | null;
}

export interface LocationView {
  location: Location;
  heading: string;
  /** 'na Sé', 'em Santo André'. */
  place: string;
  message: string;
  crumbs: Crumb[];
  /** The places this location's copy names as neighbours. */
  nearby: PlaceLink[];
  /** Other places of the same zone or region with a page. */
  region: { name: string; href: string }[];
  children: { name: string; href: string }[];
  kits: { name: string; href: string }[];
  parent: { name: string; href: string } | null;
  /** Jobs done here and nearby (app/lib/jobs-done): part of the page's own text. */
  jobs?: JobCardView[];
  /** Jobs of nearby places (brief cards) and the heading that names where they were. */
  nearJobs?: JobCardView[];
  nearHeading?: string;
  /** Approved testimonials of this place and the seller's fresh Google rating (app/lib/reviews). */
  reviews?: { items: Testimonial[]; rating: GoogleRating | null };
}

function LinkGrid({ id, title, links }: { id: string; title: string; links: { name: string; href: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section className="container-page py-6" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {links.map((c) => (
          <li key={c.href}>
            <a
              href={c.href}
              className="block rounded-lg border border-slate-200 px-3 py-2 font-medium text-brand-800 hover:bg-brand-50"
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A city or neighbourhood page. The place's own copy is the page; what every place shares (hours,
 * reasons, the chat button) stays short, so no two local pages read alike (npm run seo-audit).
 */
export function LocationPage({ view, sellerText }: { view: LocationView; sellerText?: string | null }) {
  const { location } = view;
  return (
    <>
      <Breadcrumb crumbs={view.crumbs} />
      <section className="container-page grid grid-cols-1 gap-8 py-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{location.region}</p>
          <h1 className="mt-1 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">{view.heading}</h1>
          <div className="prose-ppa mt-4 text-lg">
            {/* A sentence with a claim the seller has not confirmed ("2 a 4 horas") leaves no trace. */}
            {claimed(location.body, { city: location.kind === "cidade" ? location.name : location.city }).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <SellerText html={sellerText} className="mt-6" />
        </div>
        <aside className="h-fit rounded-xl bg-slate-50 p-5 lg:sticky lg:top-28">
          <h2 className="text-lg font-bold text-brand-900">Orçamento {view.place}</h2>
          <p className="mt-2 text-sm text-slate-600">
            {business.hours.weekdays}; {business.hours.saturday.toLowerCase()}.
          </p>
          {/* The seller's current claims for this place ("Ofertas e garantias"): never in the text. */}
          <ul className="mt-2 space-y-1 text-sm text-slate-700" data-claims-box>
            {claimLines(business.claims, { city: location.city, inPlace: view.place }).map((l) => (
              <li key={l.id} data-claim={l.id}>
                {l.text}
              </li>
            ))}
          </ul>
          <ContactButton className="mt-4 w-full" customMessage={view.message} />
          <PhoneLink className="mt-3 block text-center font-semibold text-brand-800 underline">
            Ligar: {business.phoneDisplay}
          </PhoneLink>
          {view.nearby.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold text-brand-900">Também atendemos</h3>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                {view.nearby.map((n) => (
                  <li key={n.name}>
                    {n.href ? (
                      <a
                        href={n.href}
                        className="block rounded-full bg-white px-3 py-1 text-brand-800 underline shadow-sm"
                      >
                        {n.name}
                      </a>
                    ) : (
                      <span className="block rounded-full bg-white px-3 py-1 text-slate-700 shadow-sm">{n.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {view.parent && (
            <p className="mt-4 text-sm">
              Cidade:{" "}
              <a href={view.parent.href} className="text-brand-700 underline">
                {view.parent.name}
              </a>
            </p>
          )}
        </aside>
      </section>

      <JobsProof
        id="obras-no-lugar"
        heading={jobsDoneText.placeHeading(view.place)}
        lead={jobsDoneText.placeLead(view.place)}
        jobs={view.jobs ?? []}
        moreHref={view.nearJobs?.length ? undefined : "/obras"}
      />
      <JobsProof id="obras-perto" heading={view.nearHeading ?? ""} jobs={view.nearJobs ?? []} moreHref="/obras" />
      <Testimonials
        items={view.reviews?.items ?? []}
        rating={view.reviews?.rating ?? null}
        heading={`Clientes ${view.place}`}
      />
      <LinkGrid id="bairros-atendidos" title={`Bairros com página ${view.place}`} links={view.children} />
      <LinkGrid
        id="mesma-regiao"
        title={location.kind === "cidade" ? "Cidades da mesma região" : "Bairros da mesma região"}
        links={view.region}
      />
      <LinkGrid id="kits-local" title={`Kits e motores PPA ${view.place}`} links={view.kits} />
      <ReasonsToChoose place={view.place} city={location.city} />
      <SpeedClaim message={view.message} />
      <p className="container-page pt-8 text-slate-700">
        Dúvidas sobre garantia, pagamento e prazos estão nas{" "}
        <a href="/duvidas-frequentes" className="text-brand-700 underline">
          perguntas frequentes
        </a>
        .
      </p>
    </>
  );
}
