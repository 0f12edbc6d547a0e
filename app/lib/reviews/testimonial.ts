// A customer's testimonial as the /avaliar form sends it: the form's rules (zod) and the screening
// that holds a text for the seller when it carries what must never be published by itself — a
// phone, a street address, a link or an e-mail, offensive words. Nothing here refuses a customer
// for being unhappy: a critical testimonial goes to the seller like any other.
import { z } from "zod";
import type { MediaImage } from "~/lib/media/media";
import { visibleText } from "~/lib/platform/visible-text";

export const TESTIMONIAL_MAX = 600;

const words = (v: string) => v.split(/\s+/).filter(Boolean).length;

export const testimonialFormSchema = z.object({
  nome: z
    .string({ error: "Informe seu primeiro nome." })
    .overwrite(visibleText)
    .min(2, "Informe seu primeiro nome.")
    .max(30, "Use só o primeiro nome (até 30 letras).")
    .refine((v) => words(v) <= 2, "Use só o primeiro nome: o sobrenome não é publicado."),
  bairro: z
    .string({ error: "Informe o seu bairro." })
    .overwrite(visibleText)
    .min(2, "Informe o seu bairro.")
    .max(60, "O bairro pode ter no máximo 60 letras."),
  texto: z
    .string({ error: "Escreva o seu depoimento." })
    .overwrite(visibleText)
    .min(20, "Escreva pelo menos 20 letras no depoimento.")
    .max(TESTIMONIAL_MAX, `O depoimento pode ter no máximo ${TESTIMONIAL_MAX} letras.`),
  consentimento: z.literal("on", {
    error: "Para enviar, marque a autorização de publicação do seu depoimento.",
  }),
});
export type TestimonialForm = z.output<typeof testimonialFormSchema>;

/** Lower case, accents removed: what the screening compares. */
const plain = (v: string) => v.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Word stems, matched at the start of a word: Portuguese swear words and insults.
const OFFENSIVE = [
  "porra",
  "caralh",
  "merda",
  "puta",
  "puto",
  "fdp",
  "cacete",
  "bosta",
  "vagabund",
  "otari",
  "idiota",
  "imbecil",
  "babaca",
  "desgracad",
  "arrombad",
  "viado",
  "corno",
  "cuzao",
  "buceta",
  "piranha",
];

const CHECKS: { reason: string; test: (text: string) => boolean }[] = [
  { reason: "tem um número de telefone", test: (t) => /\d(?:[\s().-]*\d){7,}/.test(t) },
  {
    reason: "parece ter um endereço (rua, número ou CEP)",
    test: (t) =>
      /\b(rua|r\.|avenida|av\.|alameda|al\.|travessa|tv\.|estrada|rodovia|praca)\s+\S/.test(t) ||
      /\b(n[o°º]|numero)\.?\s*\d+/.test(t) ||
      /\b\d{5}-?\d{3}\b/.test(t),
  },
  {
    reason: "tem um link ou e-mail",
    test: (t) => /https?:|www\.|@|\b[a-z0-9-]+\.(com|net|org|br|io|me|app|link|site)\b/.test(t),
  },
  {
    reason: "tem palavras ofensivas",
    test: (t) => OFFENSIVE.some((w) => new RegExp(`(^|[^a-z])${w}`).test(t)),
  },
];

/** Why a testimonial must wait for the seller's careful reading, or null when nothing stood out. */
export function holdReason(form: Pick<TestimonialForm, "nome" | "bairro" | "texto">): string | null {
  const text = plain(`${form.nome}\n${form.bairro}\n${form.texto}`);
  const reasons = CHECKS.filter((c) => c.test(text)).map((c) => c.reason);
  return reasons.length > 0 ? `O texto ${reasons.join(", ")}.` : null;
}

/** A testimonial as visitors' pages show it (KV snapshot): only what the customer agreed to show. */
export interface PublicTestimonial {
  id: string;
  firstName: string;
  district: string;
  text: string;
  /** The served place's slug it shows on, if any. */
  place: string | null;
  /** The job done it shows on, if any. */
  jobId: string | null;
  approvedAt: number;
  /** The photo of the gate the customer sent with it (EXIF stripped), if any. */
  photo: MediaImage | null;
}

/** Testimonials on the home page, and at most on any page. */
export const TESTIMONIALS_SHOWN = 3;
