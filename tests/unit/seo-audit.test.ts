// The audit's honesty check must catch what it is for: a JSON-LD fact the page does not show.
import { describe, expect, it } from "vitest";
import { html } from "../../harness/html";
import { dishonestFacts, mainText } from "../../harness/seo-audit";

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
