import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { pagesForRender, sellerTextFor } from "~/http/listing.server";
import { useLoaderData, useLocation } from "@remix-run/react";
import { business } from "@content/business";
import { claimed } from "@content/claimed";
import { KIT_NAMES, KIT_TYPES, formatBRL, priceFrom, warrantyTermsOf } from "@content/claims";
import { home } from "@content/home";
import { featuredKits } from "@content/kits";
import { cities, freeShippingCities, locationPath, neighbourhoods } from "@content/locations";
import { regionalPages } from "@content/regional";
import { serviceRegions } from "@content/service-regions";
import { testimonialsFor } from "@content/testimonials";
import { CardList } from "~/components/CardList";
import { CitySearch } from "~/components/CitySearch";
import { ContactButton, PhoneLink } from "~/components/ContactButton";
import { SellerText } from "~/components/SellerText";
import { StaticMarkup } from "~/components/StaticMarkup";
import { Pager } from "~/components/Pager";
import { Testimonials } from "~/components/Testimonials";
import { VideoPreview } from "~/components/VideoPreview";
import { CONTACT_REL, trackedWhatsAppHref } from "~/lib/leads/contact";
import { useLeadSource, withPagePath } from "~/components/LeadSource";
import { useChatSigner } from "~/components/ChatSigner";

import { canonicalPagers, pageInRange, pageParam, paginate } from "~/http/pagination";
import { localBusinessLd } from "~/lib/seo/schema";
import { originFrom, seo } from "~/http/seo";
import { jobsForRender, shownRating } from "~/http/jobs.server";
import { shownTestimonials } from "~/lib/reviews/shown";
import { JobsProof } from "~/components/JobsProof";
import { jobsDoneText } from "@content/jobs-done";
import { jobCard, shownPhotosLd } from "~/lib/jobs-done/cards";
import { latestJobs } from "~/lib/jobs-done/proof";

/** neighbourhood grid 20 per page, generated-page grid 12 per page. */
const NEIGHBOURHOODS_PER_PAGE = 20;
const GENERATED_PER_PAGE = 12;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const origin = originFrom(matches);
  return seo({
    title: home.title,
    description: home.description,
    path: "/",
    origin,
    jsonLd: [
      localBusinessLd(
        origin,
        cities.map((c) => c.name),
      ),
      ...shownPhotosLd(origin, data?.latestJobs ?? []),
    ],
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  canonicalPagers(url, ["bairros", "paginas"]);
  const hoods = paginate(neighbourhoods.length, pageParam(url, "bairros"), NEIGHBOURHOODS_PER_PAGE);
  pageInRange(request, url, "bairros", hoods);
  const [pages, sellerText, { jobs, testimonials, rating }] = await Promise.all([
    pagesForRender(request, context),
    sellerTextFor(request, context, "/"),
    jobsForRender(request, context),
  ]);
  const generated = paginate(pages.length, pageParam(url, "paginas"), GENERATED_PER_PAGE);
  pageInRange(request, url, "paginas", generated);
  return {
    latestJobs: latestJobs(jobs).map((j) => jobCard(j)),
    // Customers' own approved words first; the seller's typed ones (or the samples) otherwise.
    testimonials: testimonials.length > 0 ? shownTestimonials(testimonials) : testimonialsFor(null),
    rating: shownRating(context, rating),
    cityQuery: (url.searchParams.get("cidade") ?? "").slice(0, 80),
    sellerText,
    hoods,
    hoodItems: neighbourhoods
      .slice(hoods.start, hoods.end)
      .map((n) => ({ name: n.name, city: n.city, region: n.region, href: locationPath(n) })),
    generated,
    generatedItems: pages
      .slice(generated.start, generated.end)
      .map((p) => ({ title: p.title, description: p.description, slug: p.slug })),
  };
}

/** The cities the search lists: those with free installation when the seller names some, else all served ones. */
function cityEntries(free: readonly string[]) {
  const names = free.length > 0 ? freeShippingCities.filter((name) => free.includes(name)) : freeShippingCities;
  return names.map((name) => {
    const city = cities.find((c) => c.name === name);
    return { name, href: city ? locationPath(city) : undefined };
  });
}

function SectionHeading({ id, children, lead }: { id: string; children: React.ReactNode; lead?: string }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="scroll-mt-28 text-2xl font-bold text-brand-900 sm:text-3xl">
        {children}
      </h2>
      {lead && <p className="mt-2 max-w-3xl text-slate-600">{lead}</p>}
    </div>
  );
}

/** Small link chips: the long lists below the offer stay a few phone screens long. */
const chip =
  "block rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50";

/** The home page's directory of links (kits, regional pages, services by region): content only. */
function HomeDirectory() {
  return (
    <>
      <section className="container-page py-10" aria-labelledby="kits-em-destaque">
        <SectionHeading id="kits-em-destaque">Kits em destaque</SectionHeading>
        <ul className="flex flex-wrap gap-2">
          {featuredKits().map((k) => (
            <li key={k.slug}>
              <a href={`/${k.slug}`} className={chip}>
                {k.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page pb-10" aria-labelledby="atendimento-regional">
        <SectionHeading id="atendimento-regional">Atendimento em Guarulhos e Osasco</SectionHeading>
        <ul className="flex flex-wrap gap-2">
          {regionalPages.map((r) => (
            <li key={r.slug}>
              <a href={`/${r.slug}`} className={chip}>
                {r.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page pb-10" aria-labelledby="servicos-por-regiao">
        <SectionHeading id="servicos-por-regiao">Principais serviços por região</SectionHeading>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {serviceRegions.map((r) => (
            <div key={r.name}>
              <h3 className="font-semibold text-brand-800">{r.name}</h3>
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {r.links.map((l) => (
                  <li key={l.href}>
                    {/* At least 24 px tall: a finger's target (WCAG 2.5.8), the list packed close. */}
                    <a href={l.href} className="inline-flex min-h-6 items-center text-brand-700 underline">
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * From the offer to the latest jobs: the same for every visitor until the seller's data changes,
 * so it is rendered once per isolate (StaticMarkup; its contact links get the page's path after).
 */
function HomeOffer({
  sellerText,
  testimonials,
  rating,
  latestJobs,
}: Pick<HomeData, "sellerText" | "testimonials" | "rating" | "latestJobs">) {
  const source = useLeadSource();
  // The seller's claims ("Ofertas e garantias") filled in: what he has not confirmed is not said.
  const page = claimed(home);
  const claims = business.claims;
  const from = priceFrom(claims);
  const offers = KIT_TYPES.flatMap((k) => {
    const price = claims.kitPrices[k];
    return price === null ? [] : [{ name: KIT_NAMES[k], price }];
  });
  const warranty = warrantyTermsOf(claims);
  const sign = useChatSigner();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="container-page grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{page.heroKicker}</p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">{page.heroHeading}</h1>
            <p className="mt-4 text-lg text-slate-100">{page.heroText}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href={trackedWhatsAppHref(source, business.chatDefaultMessage, sign)}
                target="_blank"
                rel={CONTACT_REL}
                className="inline-flex items-center rounded-lg bg-accent-600 px-6 py-3 text-lg font-bold text-white shadow-lg hover:bg-accent-500"
              >
                {home.heroCta.label}
              </a>
              <a
                href="#especificacoes"
                className="inline-flex items-center rounded-lg border-2 border-white px-6 py-3 text-lg font-semibold hover:bg-white hover:text-brand-900"
              >
                Ver Especificações
              </a>
            </div>
            <p className="mt-4 text-slate-100">
              Ou ligue:{" "}
              <PhoneLink className="font-bold whitespace-nowrap text-white underline">
                {business.phoneDisplay}
              </PhoneLink>
            </p>
          </div>
          {business.youtubeId && <VideoPreview youtubeId={business.youtubeId} title={home.video.title} />}
        </div>
      </section>

      {sellerText && (
        <div className="container-page pt-10">
          <SellerText html={sellerText} />
        </div>
      )}

      <section className="container-page py-12" aria-labelledby="beneficios">
        <SectionHeading id="beneficios">Por que escolher a {business.name}</SectionHeading>
        <CardList items={page.benefits} />
      </section>

      <Testimonials items={testimonials} rating={rating} />

      <section className="py-12" aria-labelledby="especificacoes">
        <div className="container-page grid items-center gap-8 md:grid-cols-2">
          <img
            src="/images/kit-ppa.svg"
            alt={
              from === null ? "Kit completo de motor PPA" : `Kit completo de motor PPA a partir de ${formatBRL(from)}`
            }
            width="560"
            height="420"
            loading="lazy"
            className="h-auto w-full rounded-xl bg-white shadow"
          />
          <div>
            <SectionHeading id="especificacoes">
              {offers.length > 0 ? "Especificações e preços do kit" : "Especificações do kit"}
            </SectionHeading>
            <ul className="space-y-1 text-slate-700">
              {home.kitContents.map((item) => (
                <li key={item}>✓ {item}</li>
              ))}
              <li>✓ Potências: {business.motorPowers.join(", ")}</li>
              <li>✓ Abertura em {business.openingSeconds.join(", ")} segundos, conforme o modelo</li>
            </ul>
            <ul className="mt-5 space-y-2">
              {offers.map((o) => (
                <li key={o.name} className="flex items-center justify-between gap-3 rounded-lg bg-white p-3 shadow-sm">
                  <span className="text-sm text-slate-700">{o.name}</span>
                  <span className="text-lg font-bold whitespace-nowrap text-brand-900">{formatBRL(o.price)}</span>
                </li>
              ))}
            </ul>
            {(claims.instalments !== null || warranty) && (
              <p className="mt-3 text-sm text-slate-600">
                {claims.instalments !== null && `Em até ${claims.instalments}x. `}
                {warranty && (
                  <>
                    <a href="/garantia" className="underline">
                      Garantia
                    </a>
                    : {warranty}.
                  </>
                )}
              </p>
            )}
            <ContactButton className="mt-5" text="Pedir orçamento no WhatsApp" />
          </div>
        </div>
      </section>

      <section className="bg-brand-800 py-10 text-white" aria-labelledby="fale-conosco">
        <div className="container-page flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="fale-conosco" className="text-2xl font-bold">
              Fale com a gente
            </h2>
            <p className="mt-2 text-slate-100">
              {business.hours.weekdays}; {business.hours.saturday.toLowerCase()}.
            </p>
            <p className="mt-1">
              <a href="/contato" className="underline">
                Telefone, WhatsApp, endereço e horários
              </a>
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ContactButton text="Chamar no WhatsApp" />
            <PhoneLink className="inline-flex items-center rounded-lg border-2 border-white px-5 py-3 font-semibold whitespace-nowrap hover:bg-white hover:text-brand-900">
              Ligar: {business.phoneDisplay}
            </PhoneLink>
          </div>
        </div>
      </section>

      <JobsProof
        id="ultimas-obras"
        heading={jobsDoneText.homeHeading}
        lead={jobsDoneText.homeLead}
        jobs={latestJobs}
        brief
        moreHref="/obras"
        className="container-page py-10"
      />
    </>
  );
}

/** A page of the neighbourhood grid (its pager stays outside: its links are the router's). */
function NeighbourhoodGrid({ items }: { items: HomeData["hoodItems"] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" data-neighbourhood-list>
      {items.map((n) => (
        <li key={n.href} className="min-w-0">
          <a href={n.href} className="block rounded-lg bg-white px-3 py-2 shadow-sm hover:bg-brand-50">
            <span className="block text-sm font-medium break-words text-brand-900">{n.name}</span>
            <span className="block text-xs break-words text-slate-600">
              {n.region === n.city ? n.city : `${n.region}, ${n.city}`}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A page of the article teasers. */
function ArticleGrid({ items }: { items: HomeData["generatedItems"] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-generated-list>
      {items.map((p) => (
        <li key={p.slug} className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
          <h3 className="font-semibold break-words text-brand-900">
            <a href={`/links-uteis/${p.slug}`} className="hover:underline">
              {p.title}
            </a>
          </h3>
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{p.description}</p>
        </li>
      ))}
    </ul>
  );
}

// The order sells first: the offer, the seller's own words, why trust us, the prices, how to get
// in touch; the long lists (cities, neighbourhoods, services, articles) come after, compact.
// Every part but the two pagers is rendered once per isolate for the data it shows (StaticMarkup):
// the home page is the most visited, and each render must stay inside the free plan's CPU.
export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const source = useLeadSource();
  const withPath = (html: string) => withPagePath(html, source.path);
  const claims = business.claims;
  const cityList = cityEntries(claims.freeInstallCities);
  return (
    <>
      <StaticMarkup
        component={HomeOffer}
        props={{
          sellerText: data.sellerText,
          testimonials: data.testimonials,
          rating: data.rating,
          latestJobs: data.latestJobs,
        }}
        perPage={withPath}
      />

      <section className="container-page py-10" aria-labelledby="frete-gratis">
        <SectionHeading
          id="frete-gratis"
          lead={
            claims.freeInstallCities.length > 0
              ? `Entrega e instalação grátis nestas ${cityList.length} cidades. Procure a sua:`
              : `Atendemos estas ${cityList.length} cidades. Procure a sua:`
          }
        >
          {claims.freeInstallCities.length > 0 ? "Cidades com entrega e instalação grátis" : "Cidades atendidas"}
        </SectionHeading>
        <StaticMarkup component={CitySearch} props={{ cities: cityList, query: data.cityQuery }} />
      </section>

      <section className="bg-slate-50 py-10" aria-labelledby="bairros">
        <div className="container-page">
          <SectionHeading id="bairros" lead="Escolha o seu bairro: atendimento, kits e obras feitas perto de você.">
            Bairros atendidos
          </SectionHeading>
          <StaticMarkup component={NeighbourhoodGrid} props={{ items: data.hoodItems }} />
          <Pager window={data.hoods} param="bairros" hash="bairros" label="Páginas de bairros" search={search} />
        </div>
      </section>

      {/* The same on every home page view: rendered once per isolate (StaticMarkup). */}
      <StaticMarkup component={HomeDirectory} props={{}} />

      {/* Nothing to show: no empty block. Teasers of other pages (their titles and summaries) are
          navigation, not this page's own text. */}
      {data.generatedItems.length > 0 && (
        <nav className="bg-slate-50 py-10" aria-labelledby="paginas-geradas">
          <div className="container-page">
            <SectionHeading id="paginas-geradas">Artigos e guias</SectionHeading>
            <StaticMarkup component={ArticleGrid} props={{ items: data.generatedItems }} />
            <Pager
              window={data.generated}
              param="paginas"
              hash="paginas-geradas"
              label="Páginas de artigos"
              search={search}
            />
          </div>
        </nav>
      )}
    </>
  );
}
