import type { Testimonial } from "@content/types";
import { type GoogleRating, ratingDate, ratingText } from "~/lib/reviews/rating";
import type { ShownTestimonial } from "~/lib/reviews/shown";
import { ResponsivePhoto } from "./ResponsivePhoto";

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** "Dado via Google, em março de 2026." */
function givenText(t: Testimonial): string {
  const [year, month] = (t.givenOn ?? "").split("-").map(Number);
  const when = year && month ? `em ${MONTHS[month - 1]} de ${year}` : "";
  const where = t.source ? `via ${t.source}` : "";
  return `Depoimento dado ${[where, when].filter(Boolean).join(", ")}.`;
}

/**
 * The seller's Google rating, read from Google with its date and a link to his profile, where
 * every review behind it can be read. Text only: never JSON-LD (self-serving reviews).
 */
function RatingLine({ rating }: { rating: GoogleRating }) {
  return (
    <p className="mt-2 text-slate-800" data-google-rating>
      <a href={rating.mapsUri} rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
        <span aria-hidden="true" className="text-amber-500">
          ★{" "}
        </span>
        {ratingText(rating)}
      </a>{" "}
      <span className="text-sm text-slate-600">({ratingDate(rating.readAt)})</span>
    </p>
  );
}

/**
 * Customers' words, and the Google rating when a fresh one is given. Illustrative samples say so
 * on the card and carry no stars: a visitor (and a search engine) must never take them for real
 * reviews.
 */
export function Testimonials({
  items,
  heading = "O que dizem nossos clientes",
  rating = null,
}: {
  items: ShownTestimonial[];
  heading?: string;
  rating?: GoogleRating | null;
}) {
  if (items.length === 0 && !rating) return null;
  const samples = items.some((t) => t.sample);
  return (
    <section className="bg-slate-50 py-12" aria-labelledby="depoimentos">
      <div className="container-page">
        <h2 id="depoimentos" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {samples ? "Como costuma ser o atendimento" : heading}
        </h2>
        {rating && <RatingLine rating={rating} />}
        {samples && (
          <p className="mt-2 text-sm text-slate-600">
            Exemplos ilustrativos de situações comuns, não depoimentos de clientes identificados.
          </p>
        )}
        {items.length > 0 && (
          <ul className="mt-6 grid gap-4 md:grid-cols-3" data-testimonial-cards>
            {items.slice(0, 3).map((t) => (
              <li key={`${t.name}|${t.text.slice(0, 40)}`} className="flex flex-col rounded-xl bg-white p-5 shadow-sm">
                {t.sample && (
                  <p className="w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Exemplo ilustrativo
                  </p>
                )}
                {t.photo && (
                  <ResponsivePhoto
                    image={t.photo}
                    sizes="(min-width: 768px) 20rem, calc(100vw - 5rem)"
                    className="mb-2 aspect-[4/3] w-full rounded-lg object-cover"
                  />
                )}
                <blockquote className="mt-2 flex-1 text-slate-700">“{t.text}”</blockquote>
                <div className="mt-4 flex items-center gap-3">
                  {t.avatar ? (
                    <img
                      src={t.avatar}
                      alt=""
                      width="40"
                      height="40"
                      loading="lazy"
                      className="h-10 w-10 rounded-full"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
                    >
                      {t.name.charAt(0).toUpperCase()}
                    </span>
                  )}
                  <div>
                    <p className="font-semibold text-slate-900">{t.name}</p>
                    <p className="text-sm text-slate-600">{t.location}</p>
                    {!t.sample && (t.source || t.givenOn) && <p className="text-xs text-slate-600">{givenText(t)}</p>}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
