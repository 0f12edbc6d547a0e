// "Obras realizadas": the words of the jobs the seller posts from the gate (app/lib/jobs-done) and
// of the places they show on. Facts come only from what the seller typed; nothing here invents a job.
import { business } from "./business";
import { type KitProductId, kitProducts } from "./kits";

const INSTALLED: Record<KitProductId, string> = {
  motor: "Motor PPA instalado",
  kit: "Kit motor PPA instalado",
  deslizante: "Motor deslizante PPA instalado",
  basculante: "Motor basculante PPA instalado",
  pivotante: "Motor pivotante PPA instalado",
};

/** How a job is named in its card: 'Motor deslizante PPA instalado'. */
export function jobProductLabel(product: KitProductId): string {
  return INSTALLED[product];
}

/** The products the seller picks from, in the form's order. */
export const jobProducts: { id: KitProductId; label: string }[] = (
  ["deslizante", "basculante", "pivotante", "kit", "motor"] as const
).map((id) => ({ id, label: id === "motor" ? "Motor PPA (outro modelo)" : kitProducts[id].label }));

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

/** '12 de março de 2026' from '2026-03-12'. */
export function jobDateText(isoDay: string): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  return `${d} de ${MONTHS[(m ?? 1) - 1]} de ${y}`;
}

/** 'a, b e c'. */
function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

/** 'perto da Vila Mariana' from the place's preposition: em → de, na → da, no → do. */
export function nearPrep(prep: string): string {
  return ({ em: "de", na: "da", no: "do", nas: "das", nos: "dos" } as Record<string, string>)[prep] ?? "de";
}

export const jobsDoneText = {
  /** The section of a place or kit page: 'Obras na Vila Mariana'. */
  placeHeading: (inPlace: string) => `Obras ${inPlace}`,
  placeLead: (inPlace: string) =>
    `Instalações feitas pela nossa equipe ${inPlace} e perto daqui, com fotos tiradas no dia do serviço.`,
  /**
   * The section of other places' jobs on a place page, naming where each was: 'Obras perto da
   * Vila Mariana: em Moema, na Saúde'. `nearPlace`: 'da Vila Mariana'; `places`: 'em Moema'…
   */
  nearHeading: (nearPlace: string, places: string[]) => `Obras perto ${nearPlace}: ${listText(places)}`,
  homeHeading: "Últimas obras",
  homeLead: "Portões que automatizamos nos últimos dias, com fotos do serviço pronto.",
  galleryTitle: "Obras realizadas",
  // The company's name from "Dados da empresa", read at render (a getter: never a module constant).
  get galleryDescription() {
    return `Fotos de portões automatizados pela ${business.name} em São Paulo e na Grande SP: o lugar, a data e o que foi feito em cada obra.`;
  },
  galleryLead:
    "Cada obra tem as fotos tiradas no dia, o bairro ou a cidade e o que foi feito. Nunca mostramos o endereço do cliente.",
  galleryEmpty: "Ainda não há obras publicadas.",
  seeAll: "Ver todas as obras",
  morePhotos: (n: number) => `+${n} foto${n > 1 ? "s" : ""}`,
  /** What the customer said, shown as their words (never as a review of the business). */
  quoteBy: (firstName: string) => (firstName ? `— ${firstName}, cliente` : "— cliente"),
  photoAlt: (product: string, place: string, n: number, total: number) =>
    `${product} ${place}${total > 1 ? ` — foto ${n} de ${total}` : ""}`,
  jobTitle: (product: string, place: string) => `${product} ${place}`,
  jobDescription: (product: string, place: string, date: string) =>
    `${product} ${place} em ${date}: fotos do serviço e o que foi feito pela ${business.name}.`,
};

/**
 * How far another place's job is from the page it shows on, said plainly from the places' own
 * data (their zone or region and the neighbours their copy names), never in invented distances.
 */
export const nearnessText = {
  child: (city: string) => `bairro de ${city}`,
  parent: "na mesma cidade",
  nearbyNeighbourhood: "bairro vizinho",
  nearbyCity: "cidade vizinha",
  /** 'também na Zona Sul', 'também no Centro', 'também na Região do ABC'. */
  sameZone: (region: string) => `também ${region === "Centro" ? "no" : "na"} ${region}`,
  otherNeighbourhood: (city: string) => `outro bairro de ${city}`,
};

/** A job's own page (app/lib/jobs-done re-exports it with the rules below). */
export const jobPath = (id: string) => `/obras/${id}`;

/** A job gets an indexable page of its own only with this many words of its own. */
export const OWN_PAGE_MIN_WORDS = 40;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whether the job's page has enough text of its own to be indexed (otherwise noindex, follow). */
export function hasOwnPage(job: { description: string; quote: string }): boolean {
  return wordCount(`${job.description} ${job.quote}`) >= OWN_PAGE_MIN_WORDS;
}
