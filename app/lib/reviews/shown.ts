// Which approved testimonials a public page shows — its place's, its job's, or the latest on the
// home page — at most 3, the most recent first, as the testimonial cards render them.
import { reviewPage } from "@content/reviews";
import type { Testimonial } from "@content/types";
import type { MediaImage } from "~/lib/media/media";
import { TESTIMONIALS_SHOWN, type PublicTestimonial } from "./testimonial";

/** A testimonial card: a real one may carry the customer's photo of his gate, with its alt text. */
export type ShownTestimonial = Testimonial & { photo?: MediaImage };

export function shownTestimonials(
  all: PublicTestimonial[],
  where: { place?: string; jobId?: string } = {},
): ShownTestimonial[] {
  return all
    .filter(
      (t) =>
        (where.place === undefined || t.place === where.place) &&
        (where.jobId === undefined || t.jobId === where.jobId),
    )
    .sort((a, b) => b.approvedAt - a.approvedAt)
    .slice(0, TESTIMONIALS_SHOWN)
    .map((t) => ({
      name: t.firstName,
      location: t.district,
      city: null,
      text: t.text,
      // São Paulo's month of the approval: "Depoimento dado em novembro de 2026."
      givenOn: new Date(t.approvedAt - 3 * 60 * 60 * 1000).toISOString().slice(0, 7),
      sample: false,
      ...(t.photo ? { photo: { ...t.photo, alt: reviewPage.photoAlt(t.firstName, t.district) } } : {}),
    }));
}
