// Depoimentos mostrados nas páginas: os do vendedor ("Dados da empresa") ou, até lá, os exemplos
// de testimonial-samples.ts.

import type { Testimonial } from "./types";
import { currentIdentity, isLaunched } from "./business";

/**
 * The testimonials a visitor may see: the seller's, and the illustrative samples only before
 * launch or when the seller chose to keep them ("Dados da empresa").
 */
function shownTestimonials(): Testimonial[] {
  const identity = currentIdentity();
  const samples = !isLaunched(identity) || identity.keepSamples;
  return identity.testimonials.filter((t) => samples || !t.sample);
}

/**
 * Até três depoimentos para uma página: numa página de cidade, primeiro o dessa cidade (se
 * houver), depois os gerais (city null), nunca os de outra cidade.
 */
export function testimonialsFor(city: string | null): Testimonial[] {
  const all = shownTestimonials();
  // Pages of no particular city (the home page) show the first ones, wherever they were given.
  if (city === null) return all.slice(0, 3);
  const local = city === null ? undefined : all.find((t) => t.city === city);
  const general = all.filter((t) => t.city === null || t.city === "");
  return (local ? [local, ...general.filter((t) => t !== local)] : general).slice(0, 3);
}
