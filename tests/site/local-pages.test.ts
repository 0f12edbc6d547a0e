// Every location, product-kit and regional landing page rendered by the built Worker: status,
// <title>, h1, canonical, description, JSON-LD and the place named in the chat links; plus the
// redirects that give each place one address. The pages are those of the crawl of the launched
// site (tests/site/global-setup.ts), which fetches every one of them.
import { beforeAll, describe, expect, it } from "vitest";
import { business } from "@content/business";
import { kits, type Kit } from "@content/kits";
import { allLocations, displayName, findLocation, inPlace, locationPath } from "@content/locations";
import { regionalPages, type RegionalPage } from "@content/regional";
import type { Location } from "@content/types";
import { locationTitle } from "~/http/location-meta";
import { slugify } from "~/lib/pages/slug";
import { chatMessageOf } from "../support/contact";
import { getHtml, text } from "../../harness/html";
import { LAUNCH_CLAIMS } from "../../harness/identity";
import { launchedSite, type Site } from "./site";

type JsonLd = Record<string, unknown> & { "@type"?: string };

interface PageSummary {
  path: string;
  status: number;
  title: string;
  h1s: string[];
  canonical: string | null;
  description: string | null;
  jsonLd: JsonLd[];
  jsonLdErrors: string[];
  /** Decoded `text` parameter of each chat link inside <main>. */
  contactMessages: (string | null)[];
}

interface Expected {
  path: string;
  /** Path of the canonical URL: the page itself (kits too: noindex, self-canonical). */
  canonical: string;
  title: string;
  h1: string;
  /** Every chat link in the page body must name this place. */
  place: string;
  product: boolean;
}

/** 'Portão Automático na Sé'; 'no Centro, em Osasco' where two places share the name. */
function expectedH1(l: Location): string {
  if (l.kind === "cidade") return `Motor de Portão Automático ${inPlace(l)}`;
  const city = findLocation(slugify(l.city))!;
  return `Portão Automático ${inPlace(l)}${displayName(l) !== l.name ? `, ${inPlace(city)}` : ""}`;
}

function expectedForLocation(l: Location): Expected {
  return {
    path: locationPath(l),
    canonical: locationPath(l),
    // Its title's company suffix is the identity's name (the launched site's is "Motores PPA").
    title: locationTitle(l),
    h1: expectedH1(l),
    place: l.name,
    product: false,
  };
}

function expectedForKit(k: Kit): Expected {
  return {
    path: `/${k.slug}`,
    // Kit pages share too little with their place's page for a cross-canonical: noindex, follow
    // and their own address as canonical.
    canonical: `/${k.slug}`,
    title: `${k.name} - ${business.siteTitle}`,
    h1: k.name,
    place: k.location.name,
    product: true,
  };
}

function expectedForRegional(p: RegionalPage): Expected {
  return {
    path: `/${p.slug}`,
    canonical: `/${p.slug}`,
    title: p.title,
    h1: p.heroHeading,
    place: p.city,
    product: false,
  };
}

let site: Site;

function summarise(path: string): PageSummary {
  const page = site.crawl.pages.get(path);
  const doc = page?.html;
  if (!page || !doc) return { ...NOT_HTML, path, status: page?.status ?? 0 };
  const jsonLd: JsonLd[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      jsonLd.push(JSON.parse(script.rawText) as JsonLd);
    } catch (e) {
      jsonLdErrors.push((e as Error).message);
    }
  }
  return {
    path,
    status: page.status,
    title: text(doc.querySelector("title")),
    h1s: doc.querySelectorAll("h1").map((h) => text(h)),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    jsonLd,
    jsonLdErrors,
    contactMessages: doc
      .querySelectorAll('main a[href^="/contato/whatsapp"]')
      .map((a) => chatMessageOf(a.getAttribute("href"))),
  };
}

/** A page the crawl did not fetch as HTML: fails every check (status 0 when it was never fetched). */
const NOT_HTML: Omit<PageSummary, "path" | "status"> = {
  title: "",
  h1s: [],
  canonical: null,
  description: null,
  jsonLd: [],
  jsonLdErrors: [],
  contactMessages: [],
};

/** Everything wrong with one page, as readable lines; empty when the page is right. */
function problems(e: Expected, s: PageSummary): string[] {
  const p: string[] = [];
  const bad = (what: string) => p.push(`${e.path}: ${what}`);
  if (s.status !== 200) return [`${e.path}: status ${s.status}`];
  if (s.title !== e.title) bad(`<title> ${JSON.stringify(s.title)} ≠ ${JSON.stringify(e.title)}`);
  if (s.h1s.length !== 1) bad(`${s.h1s.length} h1 elements`);
  else if (s.h1s[0] !== e.h1) bad(`h1 ${JSON.stringify(s.h1s[0])} ≠ ${JSON.stringify(e.h1)}`);
  if (s.canonical !== `https://motoresppa.com.br${e.canonical}`) bad(`canonical ${s.canonical}`);
  if (!s.canonical?.startsWith("https://")) bad(`canonical not absolute: ${s.canonical}`);
  if (!s.description || s.description.trim().length < 50) bad(`meta description ${JSON.stringify(s.description)}`);
  if (s.jsonLdErrors.length) bad(`JSON-LD does not parse: ${s.jsonLdErrors.join("; ")}`);

  const business = s.jsonLd.find((d) => d["@type"] === "LocalBusiness");
  const areas = (business?.areaServed as { name?: string }[] | undefined) ?? [];
  if (!business) bad("no LocalBusiness JSON-LD");
  else if (areas.length === 0) bad("LocalBusiness without areaServed");
  else if (!areas.some((a) => a.name?.includes(e.place))) bad(`areaServed does not name ${e.place}`);

  const crumbs = s.jsonLd.find((d) => d["@type"] === "BreadcrumbList");
  const items = (crumbs?.itemListElement as { item?: string; position?: number }[] | undefined) ?? [];
  if (!crumbs) bad("no BreadcrumbList JSON-LD");
  else if (items.length < 2 || !items.at(-1)?.item?.endsWith(e.path))
    bad(`breadcrumb does not end at the page: ${items.at(-1)?.item}`);

  if (e.product) {
    const product = s.jsonLd.find((d) => d["@type"] === "Product");
    // The launched site's seller confirmed the kits' prices (LAUNCH_CLAIMS): a page about one kit
    // offers that kit's price alone; a page about the motor in general (no price of its own)
    // marks up no Product (one without offers, review or rating is a Search Console error).
    const kitType = kits.find((k) => `/${k.slug}` === e.path)?.product.kit;
    const own = kitType ? LAUNCH_CLAIMS.kitPrices[kitType] : null;
    const offers = product?.offers as { price?: number } | unknown[] | undefined;
    if (own === null) {
      if (product) bad(`Product JSON-LD ${JSON.stringify(product)} without a confirmed price of its own`);
    } else if (!product) bad("no Product JSON-LD");
    else if (product.name !== e.h1) bad(`Product name ${JSON.stringify(product.name)}`);
    else if (Array.isArray(offers) || offers?.price !== own)
      bad(`Product offers ${JSON.stringify(offers)}, not its own kit's confirmed price ${own}`);
  }

  if (s.contactMessages.length === 0) bad("no chat link in the page body");
  for (const m of s.contactMessages)
    if (!m?.includes(e.place)) bad(`chat message does not name ${e.place}: ${JSON.stringify(m)}`);
  return p;
}

const families = {
  location: allLocations.map(expectedForLocation),
  kit: kits.map(expectedForKit),
  regional: regionalPages.map(expectedForRegional),
};
const summaries = new Map<string, PageSummary>();

beforeAll(async () => {
  site = await launchedSite();
  for (const e of [...families.location, ...families.kit, ...families.regional])
    summaries.set(e.path, summarise(e.path));
});

describe("every local page renders at its canonical URL", () => {
  it("covers the whole catalogue", () => {
    expect(families.location.length).toBe(allLocations.length);
    expect(families.kit.length).toBeGreaterThanOrEqual(150);
    expect(families.regional.length).toBeGreaterThanOrEqual(6);
    expect(summaries.size).toBe(families.location.length + families.kit.length + families.regional.length);
  });

  for (const [family, expected] of Object.entries(families)) {
    it(`${family} pages (${expected.length}): 200, title, one h1, canonical, description, JSON-LD, chat message`, () => {
      expect(expected.flatMap((e) => problems(e, summaries.get(e.path)!))).toEqual([]);
    });
  }

  it("have unique titles and descriptions across all these pages", () => {
    const pages = [...summaries.values()];
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(pages.map((p) => p.title))).toEqual([]);
    expect(dupes(pages.map((p) => p.description ?? ""))).toEqual([]);
  });

  it("the checks above do catch a wrong page", () => {
    // Guards against a vacuous pass: Santana's page judged as Tatuapé's must fail on every count.
    const tatuape = families.location.find((e) => e.path === "/local/tatuape")!;
    const found = problems(tatuape, { ...summaries.get("/local/santana")!, path: tatuape.path }).join("\n");
    expect(found).toContain("<title>");
    expect(found).toContain("h1");
    expect(found).toContain("canonical");
    expect(found).toContain("areaServed does not name Tatuapé");
    expect(found).toContain("chat message does not name Tatuapé");
  });

  it("spot check: a neighbourhood, a city and a kit", () => {
    const santana = summaries.get("/local/santana")!;
    expect(santana.h1s).toEqual(["Portão Automático em Santana"]);
    expect(summaries.get("/local/se")!.h1s).toEqual(["Portão Automático na Sé"]);
    expect(summaries.get("/local/pimentas")!.h1s).toEqual(["Portão Automático nos Pimentas"]);
    expect(summaries.get("/local/centro-osasco")!.h1s).toEqual(["Portão Automático no Centro, em Osasco"]);
    expect(santana.canonical).toBe("https://motoresppa.com.br/local/santana");
    expect(santana.contactMessages[0]).toContain("Santana, São Paulo");
    const santoAndre = summaries.get("/cidades/santo-andre")!;
    expect(santoAndre.h1s).toEqual(["Motor de Portão Automático em Santo André"]);
    const osasco = summaries.get("/motor-ppa-osasco")!;
    expect(osasco.title).toBe("Motor PPA Osasco - Motores PPA - Kit Completo Instalado");
    expect(osasco.h1s).toEqual(["Motor PPA Osasco"]);
    expect(osasco.contactMessages[0]).toContain("Motor PPA Osasco");
  });
});

describe("one address per place", () => {
  async function expectRedirect(from: string, to: string, status = 301) {
    const res = await site.fetch(from);
    expect(res.status, from).toBe(status);
    expect(new URL(res.headers.get("location") ?? "", "https://motoresppa.com.br").pathname, from).toBe(to);
  }

  it("301s non-canonical spellings to the canonical URL", async () => {
    await expectRedirect("/cidades/Santo%20Andr%C3%A9", "/cidades/santo-andre");
    await expectRedirect("/cidades/SANTO-ANDRE", "/cidades/santo-andre");
    await expectRedirect("/cidades/santo%20andre", "/cidades/santo-andre");
    await expectRedirect("/cidades/S%C3%A3o%20Bernardo%20do%20Campo", "/cidades/sao-bernardo-do-campo");
    await expectRedirect("/local/Vila%20Yara", "/local/vila-yara");
    await expectRedirect("/local/Freguesia%20do%20%C3%93", "/local/freguesia-do-o");
    await expectRedirect("/local/Tatuap%C3%A9", "/local/tatuape");
    await expectRedirect("/Motor%20PPA%20Osasco", "/motor-ppa-osasco");
    await expectRedirect("/MOTOR-PPA-OSASCO", "/motor-ppa-osasco");
    await expectRedirect(
      "/Conserto%20de%20Port%C3%A3o%20Autom%C3%A1tico%20Guarulhos",
      "/conserto-de-portao-automatico-guarulhos",
    );
  });

  it("301s a neighbourhood under /cidades to /local and a city under /local to /cidades", async () => {
    await expectRedirect("/cidades/santana", "/local/santana");
    await expectRedirect("/cidades/vila-yara", "/local/vila-yara");
    await expectRedirect("/cidades/Centro%20Osasco", "/local/centro-osasco");
    await expectRedirect("/local/osasco", "/cidades/osasco");
    await expectRedirect("/local/santo-andre", "/cidades/santo-andre");
    await expectRedirect("/local/Santo%20Andr%C3%A9", "/cidades/santo-andre");
  });

  it("answers 404 for unknown slugs", async () => {
    for (const path of ["/cidades/x-y-z", "/local/x-y-z", "/motor-ppa-campinas", "/cidades/%E0%A4%A", "/motor-ppa"]) {
      const res = await site.fetch(path);
      expect(res.status, path).toBe(404);
      const doc = await getHtml(res);
      expect(text(doc.querySelector("h1")), path).toBe("Ops! Página não encontrada");
    }
  });

  it("redirects /local/ to the home page", async () => {
    await expectRedirect("/local/", "/", 301);
  });
});
