// The seller's Google review link ("Dados da empresa"): the only place /avaliar/{código} sends a
// customer to leave a review. Only the two forms Google gives for it are accepted: the short link
// of the Business Profile ("Pedir avaliações": https://g.page/r/{id}/review) and the write-review
// address with a place id (https://search.google.com/local/writereview?placeid={id}).

const SHORT = /^\/r\/[A-Za-z0-9_-]{6,100}\/review\/?$/;
const PLACE_ID = /^[A-Za-z0-9_-]{10,300}$/;

/** Whether `value` is one of Google's review links (https, exact host, no user or port). */
export function isGoogleReviewUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (host === "g.page") return SHORT.test(url.pathname) && url.search === "";
  if (host === "search.google.com" && url.pathname === "/local/writereview") {
    return PLACE_ID.test(url.searchParams.get("placeid") ?? "");
  }
  return false;
}

export const REVIEW_URL_MESSAGE =
  "Link de avaliação no Google: use o link que o Google dá em “Pedir avaliações” no seu Perfil da Empresa, como https://g.page/r/…/review, ou https://search.google.com/local/writereview?placeid=… — links de outros sites não são aceitos.";

/** The request message the seller sends, with the short link at its end. */
export const DEFAULT_REVIEW_MESSAGE =
  "Olá! Aqui é da {empresa}. Obrigado por confiar no nosso trabalho. Se puder, conte como foi a instalação: sua avaliação ajuda outros clientes a escolher. É rápido:";

export function reviewMessage(template: string, company: string, link: string): string {
  const text = (template.trim() || DEFAULT_REVIEW_MESSAGE).replaceAll("{empresa}", company);
  return `${text}\n\n${link}`;
}

/** A review request's code (review-requests.server.ts makes them). */
export const CODE_PATTERN = /^[a-hjkmnp-z2-9]{8}$/;

/** The short link's path. */
export const reviewPath = (code: string) => `/avaliar/${code}`;
