// The pure rules of the reviews: which links are Google's review links, what holds a testimonial
// for the seller, the form's messages, the rating's freshness and wording, and what a page shows.
import { describe, expect, it } from "vitest";
import { identityFormSchema } from "~/lib/identity/identity";
import { RATING_MAX_AGE_MS, freshRating, ratingText } from "~/lib/reviews/rating";
import { isGoogleReviewUrl, reviewMessage } from "~/lib/reviews/review-link";
import { shownTestimonials } from "~/lib/reviews/shown";
import { type PublicTestimonial, holdReason, testimonialFormSchema } from "~/lib/reviews/testimonial";

describe("the Google review link", () => {
  it.each([
    "https://g.page/r/CaBcDeFgHiJkEBM/review",
    "https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4",
  ])("accepts Google's form %s", (url) => {
    expect(isGoogleReviewUrl(url)).toBe(true);
  });

  it.each([
    "http://g.page/r/CaBcDeFgHiJkEBM/review",
    "https://g.page/r/CaBcDeFgHiJkEBM",
    "https://g.page.evil.example/r/CaBcDeFgHiJkEBM/review",
    "https://evil.example/?u=https://g.page/r/CaBcDeFgHiJkEBM/review",
    "https://search.google.com/local/writereview",
    "https://search.google.com/local/writereview?placeid=<script>",
    "https://user@g.page/r/CaBcDeFgHiJkEBM/review",
    "https://g.page:8443/r/CaBcDeFgHiJkEBM/review",
    "https://www.google.com/maps/place/x",
    "javascript:alert(1)",
  ])("refuses %s", (url) => {
    expect(isGoogleReviewUrl(url)).toBe(false);
  });

  it("the identity form names the field and the accepted forms", () => {
    const result = identityFormSchema.shape.googleReviewUrl.safeParse("https://example.com/review");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain("Link de avaliação no Google");
  });

  it("the message ends with the short link and names the seller", () => {
    const text = reviewMessage("", "Portões Silva", "https://x.example/avaliar/abcdefgh");
    expect(text).toMatch(/^Olá! Aqui é da Portões Silva\./);
    expect(text.endsWith("\n\nhttps://x.example/avaliar/abcdefgh")).toBe(true);
  });
});

describe("the testimonial form", () => {
  const ok = { nome: "Ana", bairro: "Santana", texto: "Serviço rápido e bem feito, recomendo.", consentimento: "on" };

  it("requires the consent box, with a message that says so", () => {
    const result = testimonialFormSchema.safeParse({ ...ok, consentimento: "" });
    expect(result.error?.issues[0]?.message).toBe("Para enviar, marque a autorização de publicação do seu depoimento.");
  });

  it("asks for the first name only", () => {
    expect(testimonialFormSchema.safeParse({ ...ok, nome: "Ana Maria da Silva" }).success).toBe(false);
  });

  it("holds a text with a phone, an address, a link or offensive words, and says why", () => {
    expect(holdReason(ok)).toBeNull();
    // A critical text is not held: every opinion reaches the seller the same way.
    expect(holdReason({ ...ok, texto: "Demoraram dois dias para voltar e o portão ainda faz barulho." })).toBeNull();
    expect(holdReason({ ...ok, texto: "Liguem para (11) 98765-4321, ótimo serviço" })).toContain("telefone");
    expect(holdReason({ ...ok, texto: "Moro na Rua das Flores, atendimento ótimo" })).toContain("endereço");
    expect(holdReason({ ...ok, texto: "Ótimo, CEP 02010-000, recomendo muito" })).toContain("endereço");
    expect(holdReason({ ...ok, texto: "Vejam meu canal www.exemplo.com.br" })).toContain("link");
    expect(holdReason({ ...ok, texto: "Que porra de demora, mas ficou bom" })).toContain("ofensivas");
    expect(holdReason({ ...ok, bairro: "fale comigo em ana@example.com" })).toContain("e-mail");
  });
});

describe("the Google rating", () => {
  const rating = { rating: 4.8, count: 127, mapsUri: "https://maps.google.com/?cid=1", readAt: 1_000_000_000_000 };

  it("reads as Google shows it, in Portuguese", () => {
    expect(ratingText(rating)).toBe("4,8 no Google (127 avaliações)");
    expect(ratingText({ rating: 5, count: 1 })).toBe("5,0 no Google (1 avaliação)");
    expect(ratingText({ rating: 4.6, count: 1234 })).toBe("4,6 no Google (1.234 avaliações)");
  });

  it("is shown for 7 days after it was read, then not at all; none when never read", () => {
    expect(freshRating(rating, rating.readAt + RATING_MAX_AGE_MS)).toBe(rating);
    expect(freshRating(rating, rating.readAt + RATING_MAX_AGE_MS + 1)).toBeNull();
    expect(freshRating(null)).toBeNull();
  });
});

describe("testimonials a page shows", () => {
  const t = (id: string, approvedAt: number, place: string | null, jobId: string | null = null): PublicTestimonial => ({
    id,
    firstName: `Cliente ${id}`,
    district: "Santana",
    text: `Texto ${id} com mais de vinte letras.`,
    place,
    jobId,
    approvedAt,
    photo: null,
  });
  const all = [t("a", 1, "santana"), t("b", 4, "moema"), t("c", 3, "santana", "job12345"), t("d", 2, "santana")];

  it("at most 3, the most recent first; a place's own, a job's own", () => {
    expect(shownTestimonials(all).map((x) => x.name)).toEqual(["Cliente b", "Cliente c", "Cliente d"]);
    expect(shownTestimonials(all, { place: "santana" }).map((x) => x.name)).toEqual([
      "Cliente c",
      "Cliente d",
      "Cliente a",
    ]);
    expect(shownTestimonials(all, { jobId: "job12345" }).map((x) => x.name)).toEqual(["Cliente c"]);
  });

  it("a customer's photo of his gate goes with his card, with alt text naming it; none without one", () => {
    const photo = {
      id: "abcdefghijklmnop",
      width: 720,
      height: 540,
      variants: [{ w: 720, h: 540, webp: 9000 }],
      alt: "",
    };
    const [withPhoto, without] = shownTestimonials([{ ...t("p", 9, "santana"), photo }, t("q", 8, "santana")]);
    expect(withPhoto!.photo).toEqual({
      ...photo,
      alt: "Foto do portão de Cliente p, no bairro Santana, enviada com o depoimento",
    });
    expect(without!.photo).toBeUndefined();
  });
});
