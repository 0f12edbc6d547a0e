import { business } from "@content/business";
import { KIT_NAMES, KIT_TYPES, type KitType, formatBRL, priceFrom, warrantyTermsOf } from "@content/claims";
import type { Crumb } from "~/lib/seo/schema";
import { Breadcrumb } from "./Breadcrumb";
import { ClaimsBox } from "./ClaimsBox";
import { ContactButton, PhoneLink } from "./ContactButton";
import { SpeedClaim } from "./LandingSections";
import type { JobCardView } from "~/lib/jobs-done/cards";
import { jobsDoneText } from "@content/jobs-done";
import { JobsProof } from "./JobsProof";

export interface KitView {
  name: string;
  place: string;
  /** 'na Sé', 'em Santo André'. */
  inPlace: string;
  /** The city of the place (free installation is the seller's, per city). */
  city: string;
  gate: string;
  summary: string;
  /** The kit type this page sells, when it is one (its own price leads). */
  kit?: KitType;
  region: string;
  nearby: string[];
  locationHref: string;
  /** Heading of the place's page, disambiguated: 'Portão Automático no Centro, em Osasco'. */
  locationName: string;
  message: string;
  crumbs: Crumb[];
  siblings: { name: string; href: string }[];
  /** Jobs done with this product here and nearby (app/lib/jobs-done). */
  jobs?: JobCardView[];
  /** Jobs of nearby places (brief cards) and the heading that names where they were. */
  nearJobs?: JobCardView[];
  nearHeading?: string;
}

/**
 * A kit page. Its prices, instalments, warranty and free installation are the seller's claims
 * ("Ofertas e garantias"), read when the page renders; each line shows only once he has given it,
 * and a page about one kit type shows only that kit's price.
 */
export function KitPage({ view }: { view: KitView }) {
  const claims = business.claims;
  const own = view.kit ? claims.kitPrices[view.kit] : null;
  const shown = view.kit ? own : priceFrom(claims);
  const free = claims.freeInstallCities.includes(view.city);
  const warranty = warrantyTermsOf(claims);
  const offers = (view.kit ? [view.kit] : KIT_TYPES).flatMap((k) => {
    const price = claims.kitPrices[k];
    return price === null ? [] : [{ name: KIT_NAMES[k], price }];
  });
  const specs: [string, string][] = [
    ["Indicado para", view.gate],
    ["Potências", business.motorPowers.join(", ")],
    ["Tempo de abertura", `${business.openingSeconds.join(", ")} segundos, conforme o modelo`],
    // How long an installation takes is no field of "Ofertas e garantias": the row states only
    // what the seller confirmed there (free installation in this place).
    ...(free ? ([["Instalação", `Grátis ${view.inPlace}`]] as [string, string][]) : []),
    ...(warranty ? ([["Garantia", warranty]] as [string, string][]) : []),
    ...(claims.instalments !== null ? ([["Pagamento", `Até ${claims.instalments}x`]] as [string, string][]) : []),
  ];
  return (
    <>
      <Breadcrumb crumbs={view.crumbs} />
      <section className="container-page grid gap-8 py-8 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Kit completo instalado</p>
          <h1 className="mt-1 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">{view.name}</h1>
          <p className="mt-4 text-lg text-slate-700">
            {view.name}: {view.summary}.{free && ` Entrega e instalação grátis ${view.inPlace} e arredores.`}
          </p>
          {shown !== null && (
            <p className="mt-4 text-3xl font-extrabold text-brand-900" data-kit-price>
              {view.kit ? "" : "A partir de "}
              {formatBRL(shown)}{" "}
              {claims.instalments !== null && (
                <span className="text-base font-medium text-slate-600">em até {claims.instalments}x</span>
              )}
            </p>
          )}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <ContactButton customMessage={view.message} text="Comprar pelo WhatsApp" />
            <PhoneLink className="font-semibold text-brand-800 underline" />
          </div>
        </div>
        <img
          src="/images/kit-ppa.svg"
          alt={`${view.name}: motor, central, controles e sensores`}
          width="560"
          height="420"
          className="h-auto w-full rounded-xl bg-slate-50 shadow"
        />
      </section>

      <section className="container-page py-8" aria-labelledby="especificacoes">
        <h2 id="especificacoes" className="text-2xl font-bold text-brand-900">
          Especificações{offers.length > 0 ? " e ofertas" : ""}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be focusable. */}
          <section className="table-scroll overflow-x-auto" tabIndex={0} aria-label={`Especificações do ${view.name}`}>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Especificações do {view.name}</caption>
              <tbody>
                {specs.map(([k, v]) => (
                  <tr key={k} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-4 text-left font-semibold text-slate-900">
                      {k}
                    </th>
                    <td className="py-2 text-slate-700">{v}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {offers.length > 0 ? (
            <ul className="space-y-2">
              {offers.map((o) => (
                <li key={o.name} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 p-3">
                  <span className="text-sm text-slate-700">{o.name}</span>
                  <span className="font-bold whitespace-nowrap text-brand-900">{formatBRL(o.price)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <ClaimsBox city={view.city} inPlace={view.inPlace} message={view.message} />
          )}
        </div>
        <p className="mt-8 text-slate-700">
          Como é o atendimento {view.inPlace}, os bairros vizinhos e os outros kits:{" "}
          <a href={view.locationHref} className="text-brand-700 underline">
            {view.locationName}
          </a>
          .
        </p>
      </section>

      <JobsProof
        id="obras-do-kit"
        heading={jobsDoneText.placeHeading(view.inPlace)}
        lead={jobsDoneText.placeLead(view.inPlace)}
        jobs={view.jobs ?? []}
        moreHref={view.nearJobs?.length ? undefined : "/obras"}
      />
      <JobsProof
        id="obras-perto-do-kit"
        heading={view.nearHeading ?? ""}
        jobs={view.nearJobs ?? []}
        moreHref="/obras"
      />

      <SpeedClaim message={view.message} />

      {view.siblings.length > 0 && (
        <section className="container-page py-10" aria-labelledby="outros-kits">
          <h2 id="outros-kits" className="text-2xl font-bold text-brand-900">
            Outros motores PPA {view.inPlace}
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {view.siblings.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-brand-800 hover:bg-brand-50"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
