// Typed JSON-LD builders, one per schema.org type the site uses (schema-dts types).
// Structured data states only what the page shows (Google's structured-data guidelines): no
// ratings (there is no real rating source), no price range or address the page does not print;
// harness/seo-audit.ts (run by tests/site/seo-audit.test.ts) fails when a rating, price, phone or
// hour here is not visible.
import type {
  Article,
  BreadcrumbList,
  FAQPage,
  HowTo,
  ImageObject,
  LocalBusiness,
  PostalAddress,
  Product,
  Service,
  WithContext,
} from "schema-dts";
import { business, currentIdentity } from "@content/business";
import { claimed } from "@content/claimed";
import { KIT_NAMES, type KitType } from "@content/claims";

const CONTEXT = "https://schema.org" as const;

function businessId(origin: string): string {
  return `${origin}/#empresa`;
}

function postalAddress(): PostalAddress {
  const a = currentIdentity().address;
  return {
    "@type": "PostalAddress",
    streetAddress: `${a.street}, ${a.number}`,
    addressLocality: a.city,
    addressRegion: a.state,
    postalCode: a.cep.replace(/^(\d{5})(\d{3})$/, "$1-$2"),
    addressCountry: "BR",
  };
}

export function localBusinessLd(
  origin: string,
  areaServed: string[] = [business.serviceArea],
): WithContext<LocalBusiness> {
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": businessId(origin),
    name: business.name,
    description: business.siteTitle,
    slogan: business.tagline,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    image: `${origin}/images/og-kit-ppa.png`,
    telephone: `+${business.phoneDigits}`,
    // Only what the seller confirmed ("Ofertas e garantias"); the footer shows it (the tagline).
    ...(business.claims.foundedYear !== null ? { foundingDate: String(business.claims.foundedYear) } : {}),
    areaServed: areaServed.map((name) => ({ "@type": "Place", name })),
    // The footer of every page prints these (SiteFooter): address, CNPJ, profiles.
    ...(business.addressText ? { address: postalAddress() } : {}),
    ...(business.cnpjText ? { taxID: currentIdentity().cnpj } : {}),
    ...(currentIdentity().mapsUrl ? { hasMap: currentIdentity().mapsUrl } : {}),
    ...(business.profiles.length > 0 ? { sameAs: business.profiles.map((p) => p.url) } : {}),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        ...business.openingHours.weekdays,
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", ...business.openingHours.saturday },
    ],
  };
}

/**
 * A kit page's product, or null. `kit`: the kit type the page sells; its offer is only its own
 * price, once the seller has given it. Without that offer there is no Product at all: Google
 * reports a Product with no offers, review or rating as an error, and reviews or ratings the site
 * never invents.
 */
export function productLd(
  origin: string,
  { name, description, path, kit }: { name: string; description: string; path: string; kit?: KitType },
): WithContext<Product> | null {
  const price = kit ? business.claims.kitPrices[kit] : null;
  if (!kit || price === null) return null;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name,
    description,
    brand: { "@type": "Brand", name: "PPA" },
    image: `${origin}/images/og-kit-ppa.png`,
    url: `${origin}${path}`,
    offers: {
      "@type": "Offer",
      name: KIT_NAMES[kit],
      price,
      priceCurrency: business.currency,
      availability: "https://schema.org/InStock",
      url: `${origin}${path}`,
      seller: { "@id": businessId(origin) },
    },
  };
}

/** The FAQ as FaqList shows it: the seller's claims filled in, the same questions left out. */
export function faqPageLd(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: claimed(items).map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(origin: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}

export function serviceLd(
  origin: string,
  { name, description, path, areaServed }: { name: string; description: string; path: string; areaServed: string[] },
): WithContext<Service> {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name,
    description,
    serviceType: name,
    url: `${origin}${path}`,
    provider: { "@id": businessId(origin) },
    areaServed: areaServed.map((n) => ({ "@type": "Place", name: n })),
  };
}

export function articleLd(
  origin: string,
  {
    headline,
    description,
    path,
    published,
  }: { headline: string; description: string; path: string; published: string },
): WithContext<Article> {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline,
    description,
    datePublished: published,
    dateModified: published,
    inLanguage: "pt-BR",
    mainEntityOfPage: `${origin}${path}`,
    image: `${origin}/images/og-kit-ppa.png`,
    author: { "@type": "Organization", name: business.name, url: `${origin}/` },
    publisher: {
      "@type": "Organization",
      name: business.name,
      logo: { "@type": "ImageObject", url: `${origin}/images/logo.svg` },
    },
  };
}

export function howToLd(
  origin: string,
  {
    name,
    description,
    path,
    totalMinutes,
    steps,
  }: {
    name: string;
    description: string;
    path: string;
    totalMinutes: number;
    steps: { id: string; name: string; text: string }[];
  },
): WithContext<HowTo> {
  return {
    "@context": CONTEXT,
    "@type": "HowTo",
    name,
    description,
    totalTime: `PT${totalMinutes}M`,
    step: steps.map((s, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      name: s.name,
      text: s.text,
      url: `${origin}${path}#${s.id}`,
    })),
  };
}

/** A photo the page shows (an uploaded one: its largest variant), taken by the business. */
export interface ShownPhoto {
  id: string;
  alt: string;
  variants: { w: number; h: number }[];
}

/**
 * ImageObject of each uploaded photo the page shows, and only those (jobs done: a customer's words
 * on the same page stay text — a business's own page may not mark them up as reviews of itself).
 */
export function imageObjectsLd(origin: string, photos: ShownPhoto[]): object | null {
  if (photos.length === 0) return null;
  const graph: ImageObject[] = photos.map((p) => {
    const top = p.variants.reduce((a, b) => (b.w > a.w ? b : a));
    return {
      "@type": "ImageObject",
      contentUrl: `${origin}/midia/${p.id}/${top.w}.webp`,
      encodingFormat: "image/webp",
      width: { "@type": "QuantitativeValue", value: top.w, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: top.h, unitCode: "E37" },
      caption: p.alt,
      creator: { "@id": businessId(origin) },
    };
  });
  return { "@context": CONTEXT, "@graph": graph };
}
