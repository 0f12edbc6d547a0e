// How the generator writes about the place a title names, from that place's own page
// (content/locations): what kinds of buildings, gates and terrain its text describes. The
// generated page says how the subject behaves there and links to the place's page; it never
// copies the place's text.
import type { Location } from "../types";
import { fold } from "../text";
import type { Ctx, PlaceFeature } from "./types";

const FEATURE_WORDS: Record<PlaceFeature, RegExp> = {
  condo: /condomini|predio|edificio|verticais/,
  commerce: /galpa|galpo|loja|comerci|oficina|industri|fabrica|deposito|empresa|atacad/,
  slope: /ladeira|morro|rampa|declive|inclinad|ingreme|desnivel|serra/,
  moisture: /umidade|umido|alaga|enchente|represa|corrego|neblina|varzea/,
  traffic: /avenida|\bav\.|rodovia|marginal|transito|movimentad/,
  houses: /sobrado|casas? terrea|vilas? /,
  rural: /chacara|sitio|terrenos? (amplos|grandes|maiores)/,
};

/** The kinds of place the location's own text describes, in a fixed order. */
export function placeFeatures(location: Location): PlaceFeature[] {
  const text = fold([location.description, ...location.body].join(" "));
  return (Object.keys(FEATURE_WORDS) as PlaceFeature[]).filter((f) => FEATURE_WORDS[f].test(text));
}

/** How a sentence about a feature of the place opens: 'Nos prédios e condomínios do Tatuapé'. */
export const FEATURE_OPENERS: Record<PlaceFeature, (c: Ctx) => string> = {
  condo: (c) => `Nos prédios e condomínios ${c.at}`,
  commerce: (c) => `Em lojas, oficinas e galpões ${c.at}`,
  slope: (c) => `Nas garagens em rampa e ruas de ladeira ${c.at}`,
  moisture: (c) => `Nos pontos mais úmidos ${c.at}`,
  traffic: (c) => `Perto das avenidas movimentadas ${c.at}`,
  houses: (c) => `Nos sobrados e casas ${c.at}`,
  rural: (c) => `Nas chácaras e terrenos maiores ${c.at}`,
};

const ARTICLE: Record<Location["prep"], string> = { em: "", no: "o ", na: "a ", nos: "os ", nas: "as " };

/** The place as the subject or object of a sentence: 'o Jabaquara', 'a Vila Mariana', 'Moema'. */
export function placeWithArticle(location: Location): string {
  return `${ARTICLE[location.prep]}${location.name}`;
}

/** 'na Zona Sul de São Paulo', 'na Região do ABC', 'em Guarulhos' (where a place lies). */
export function regionOf(location: Location): string {
  const r = location.region;
  if (/^Zona /.test(r)) return `na ${r} de ${location.city}`;
  if (r === "Centro") return `no Centro expandido de ${location.city}`;
  if (r === "Região do ABC") return "na Região do ABC";
  if (r === "Capital") return "na capital";
  if (r === "Grande São Paulo") return "na Grande São Paulo";
  return `em ${location.city}`;
}
