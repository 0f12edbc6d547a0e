// The audit's honesty check must catch what it is for: a JSON-LD fact the page does not show.
import { describe, expect, it } from "vitest";
import { html } from "../../harness/html";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { dishonestFacts, mainText } from "../../harness/seo-audit";
import {
  MAX_ZONE_JACCARD,
  type RulePage,
  foreignNames,
  heldOutInListings,
  inventedClaims,
  jobsElsewhere,
  publicBeforeApproval,
  underQualityFloor,
  zoneSimilarity,
} from "../../harness/seo-audit-rules";
import type { ClaimFacts } from "~/lib/claims/claims-check";
import { claimFactsOf } from "~/lib/claims/facts";

const page = (ld: object, body: string) =>
  html(
    `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><main><nav>Início</nav>${body}</main></body></html>`,
  );

describe("seo-audit JSON-LD honesty", () => {
  it("flags a rating, price, phone and hours the page does not show", () => {
    const ld = {
      "@type": "LocalBusiness",
      telephone: "+5511999999999",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 47 },
      openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", opens: "08:00", closes: "18:00" }],
      makesOffer: { "@type": "Offer", price: 800 },
    };
    expect(dishonestFacts(page(ld, "<p>Motor de portão.</p>"))).toEqual([
      "LocalBusiness telephone +5511999999999 not shown",
      "AggregateRating 4.8 not shown",
      "AggregateRating reviewCount 47 not shown",
      "hours opens 08:00 not shown",
      "hours closes 18:00 not shown",
      "Offer price 800 not shown",
    ]);
  });

  it("accepts the same facts when the page prints them, across list items", () => {
    const ld = {
      "@type": "LocalBusiness",
      telephone: "+5511987654321",
      openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", opens: "08:00", closes: "18:00" }],
      makesOffer: { "@type": "Offer", price: 1400 },
    };
    const body = "<ul><li>Das 8h às 18h</li><li>Sábado</li></ul><p>(11) 98765-4321</p><p>R$ 1.400</p>";
    expect(dishonestFacts(page(ld, body))).toEqual([]);
  });

  it("measures the main text without navigation", () => {
    expect(mainText(page({}, "<p>Texto próprio.</p>"))).toBe("Texto próprio.");
  });
});

// Issue 29's rules (harness/seo-audit-rules.ts): each one fed a page that breaks it, and one that does not.
describe("seo-audit issue-29 rules", () => {
  const facts: ClaimFacts = claimFactsOf(LAUNCH_IDENTITY, new Date("2026-11-26T00:00:00Z"));
  const doc = (body: string, head = "") =>
    html(
      `<html><head><title>Conserto de Motor de Portão na Penha | Motores PPA</title>${head}</head><body><main><h1>Conserto de Motor de Portão na Penha</h1>${body}</main></body></html>`,
    );
  const at = (path: string, body: string, extra: Partial<RulePage> = {}, head = ""): RulePage => ({
    path,
    html: doc(body, head),
    links: [],
    indexable: true,
    ...extra,
  });

  it("flags an invented claim in a generated page's text, meta description and JSON-LD, and not a true one", () => {
    const bad = at(
      "/links-uteis/motor-penha",
      `<div class="prose-ppa"><p>A dona Cláudia, do Tatuapé, conta que o portão nunca mais travou.</p><p>O motor de portão precisa de revisão.</p></div>`,
      {},
      `<meta name="description" content="Nota 4,9 no Google e mais de 300 avaliações."><script type="application/ld+json">${JSON.stringify({ "@type": "Service", description: "Garantia de cinco anos em todo serviço." })}</script>`,
    );
    const found = inventedClaims([bad], facts);
    expect(found.some((f) => f.includes("text:") && f.includes("Cláudia"))).toBe(true);
    expect(found.some((f) => f.includes("meta description:"))).toBe(true);
    expect(found.some((f) => f.includes("JSON-LD:"))).toBe(true);
    const good = at(
      "/links-uteis/motor-penha",
      `<div class="prose-ppa"><p>O motor de portão precisa de revisão.</p></div>`,
    );
    expect(inventedClaims([good], facts)).toEqual([]);
  });

  it("flags a page waiting in Para revisar that visitors can open", () => {
    const pages = [at("/links-uteis/espera", "<p>x</p>")];
    expect(publicBeforeApproval(pages, ["espera"])).toEqual(["/links-uteis/espera"]);
    expect(publicBeforeApproval(pages, ["outra"])).toEqual([]);
  });

  it("flags 'Obras em X' over a job done elsewhere", () => {
    const section = (place: string) =>
      `<section data-jobs-proof><h2>Obras em Moema</h2><ul><li><article><h3>Motor novo</h3><p data-job-place>${place} · 10 de nov.</p></article></li></ul></section>`;
    expect(jobsElsewhere([at("/local/moema", section("Vila Mariana"))])).toEqual([
      "/local/moema: “Obras em Moema” over a job in Vila Mariana",
    ]);
    expect(jobsElsewhere([at("/local/moema", section("Moema, São Paulo"))])).toEqual([]);
    expect(jobsElsewhere([at("/local/moema", section("Vila Mariana, São Paulo"))])).toHaveLength(1);
  });

  it("flags place pages of one zone more alike than 0.25", () => {
    const same = "o portão da garagem abre devagar quando o motor esquenta no verão e a central pede revisão completa";
    const pages = [
      at("/local/moema", "", { main: `${same} Moema` }),
      at("/local/vila-mariana", "", { main: `${same} Vila Mariana` }),
    ];
    const [zone] = zoneSimilarity(pages);
    expect(zone!.max).toBeGreaterThan(MAX_ZONE_JACCARD);
    const apart = [
      at("/local/moema", "", { main: same }),
      at("/local/vila-mariana", "", {
        main: "texto inteiramente outro sobre cada bairro com palavras que não se repetem",
      }),
    ];
    expect(zoneSimilarity(apart)[0]!.max).toBeLessThanOrEqual(MAX_ZONE_JACCARD);
  });

  it("flags a held-out page linked from another page or in sitemap.xml", () => {
    const held = at("/links-uteis/fora", "<p>x</p>", { indexable: false });
    const menu = at("/", "<p>y</p>", { links: ["/links-uteis/fora"] });
    expect(heldOutInListings([held, menu], new Set(["/links-uteis/fora"]))).toEqual([
      "/links-uteis/fora: in sitemap.xml",
      "/links-uteis/fora: linked from /",
    ]);
    expect(heldOutInListings([held, at("/", "<p>y</p>")], new Set())).toEqual([]);
  });

  it("flags an indexable generated page under the quality floor", () => {
    const article = (p: string) =>
      `<div class="prose-ppa"><h2>Como o motor de portão trabalha</h2><p>O motor de portão ${p} puxa a cremalheira.</p></div>`;
    expect(
      underQualityFloor([
        at("/links-uteis/m", article("passa por a placa e"), { unique: 1, main: [...Array(300).keys()].join(" ") }),
      ]),
    ).toEqual(["/links-uteis/m: seam"]);
    expect(
      underQualityFloor([
        at("/links-uteis/m", article("passa pela placa e"), { unique: 0.1, main: "palavra ".repeat(300) }),
      ]),
    ).toEqual(["/links-uteis/m: words"]);
    expect(
      underQualityFloor([
        at("/links-uteis/m", article("passa pela placa e"), { unique: 1, main: [...Array(300).keys()].join(" ") }),
      ]),
    ).toEqual([]);
    const salad = `<div class="prose-ppa"><h2>Como o motor de portão trabalha</h2><p>${"portão motor cremalheira placa central folha trilho sensor ".repeat(8)}.</p><p>O motor de portão puxa a cremalheira.</p></div>`;
    expect(
      underQualityFloor([at("/links-uteis/m", salad, { unique: 1, main: [...Array(300).keys()].join(" ") })]),
    ).toEqual(["/links-uteis/m: coherence"]);
  });

  it("flags a company name that is not the identity's, in JSON-LD and wherever an old name shows", () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ "@type": "LocalBusiness", name: "Motores PPA" })}</script>`;
    expect(foreignNames([at("/", "<p>x</p>", {}, ld)], "Portões Silva", ["Motores PPA"])).toEqual([
      "/: JSON-LD LocalBusiness name “Motores PPA”",
      "/: says “| Motores PPA”",
    ]);
    const plain = (body: string): RulePage => ({
      path: "/",
      html: html(`<html><head><title>Portões | Portões Silva</title></head><body><p>${body}</p></body></html>`),
      links: [],
      indexable: true,
    });
    expect(foreignNames([plain("Por que escolher a Motores PPA")], "Portões Silva", ["Motores PPA"])).toEqual([
      "/: says “a Motores PPA”",
    ]);
    // The product's name is not the company's.
    expect(
      foreignNames(
        [at("/", "<p>Motores PPA para garagens de prédios antigos.</p>", {}, "")].map((p) => ({
          ...p,
          html: html(
            "<html><head><title>Portões | Portões Silva</title></head><body><p>Motores PPA para garagens.</p></body></html>",
          ),
        })),
        "Portões Silva",
        ["Motores PPA"],
      ),
    ).toEqual([]);
    expect(foreignNames([at("/", "<p>x</p>", {}, ld)], "Motores PPA", ["Motores PPA"])).toEqual([]);
  });
});
