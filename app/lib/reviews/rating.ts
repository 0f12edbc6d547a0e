// The seller's Google rating as pages show it: "4,8 no Google (127 avaliações)", linked to his
// profile, with the day it was read. Shown only while fresh: a rating not read again for 7 days
// (the key removed, the API failing) disappears rather than show an old number as today's.
// It is never written into JSON-LD: Google's rule on self-serving reviews of a LocalBusiness.

export interface GoogleRating {
  rating: number;
  count: number;
  mapsUri: string;
  /** When it was read from the Places API (ms). */
  readAt: number;
}

export const RATING_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function freshRating(rating: GoogleRating | null | undefined, now = Date.now()): GoogleRating | null {
  if (!rating || rating.count <= 0) return null;
  return now - rating.readAt <= RATING_MAX_AGE_MS ? rating : null;
}

// Formatters made once: toLocaleString builds a new one on every call, in every page's render.
const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("pt-BR");
const saoPauloDay = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" });

/** "4,8 no Google (127 avaliações)". */
export function ratingText(r: Pick<GoogleRating, "rating" | "count">): string {
  const value = oneDecimal.format(r.rating);
  const count = whole.format(r.count);
  return `${value} no Google (${count} ${r.count === 1 ? "avaliação" : "avaliações"})`;
}

/** "lida em 26/11/2026" (São Paulo time). */
export function ratingDate(readAt: number): string {
  return `nota lida no Google em ${saoPauloDay.format(new Date(readAt))}`;
}
