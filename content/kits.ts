// The product-kit catalogue served at /{slug}: each product name times each served place.
// The text after 'PPA' in a name is the place. The pages share most of their text with one
// another, so they are shown to visitors (the home page and the place pages link them) but
// kept out of the index: `noindex, follow`, self-canonical, out of sitemap.xml.
import type { KitType } from "./claims";
import { allLocations, cities, locationPath } from "./locations";
import type { Location } from "./types";
import { slugify as slugOf } from "./text";

export type KitProductId = "motor" | "kit" | "deslizante" | "basculante" | "pivotante";

export interface KitProduct {
  id: KitProductId;
  /** Name before the place: 'Motor PPA', 'Motor Deslizante PPA'. */
  label: string;
  gate: string;
  summary: string;
  /** The kit type this product is, whose price (the seller's) it shows; none for the generic ones. */
  kit?: KitType;
}

export const kitProducts: Record<KitProductId, KitProduct> = {
  motor: {
    id: "motor",
    label: "Motor PPA",
    gate: "portões deslizantes, basculantes e pivotantes",
    summary:
      "o motor PPA certo para o seu portão, escolhido na visita técnica conforme o peso, o tamanho e o uso diário",
  },
  kit: {
    id: "kit",
    label: "Kit Motor PPA",
    gate: "portões residenciais e de condomínio",
    summary:
      "o kit completo com motor, central eletrônica, controles remotos, sensores de fim de curso e acessórios de fixação, entregue e instalado",
  },
  deslizante: {
    id: "deslizante",
    label: "Motor Deslizante PPA",
    gate: "portões de correr (deslizantes)",
    summary:
      "o motor deslizante PPA com cremalheira, indicado para portões de correr de garagens, comércios e condomínios",
    kit: "deslizante",
  },
  basculante: {
    id: "basculante",
    label: "Motor Basculante PPA",
    gate: "portões basculantes",
    summary: "o motor basculante PPA com braço e trilho, para portões que sobem e se recolhem sob o teto da garagem",
    kit: "basculante",
  },
  pivotante: {
    id: "pivotante",
    label: "Motor Pivotante PPA",
    gate: "portões pivotantes (de abrir, de uma ou duas folhas)",
    summary: "o motor pivotante PPA, simples ou duplo, para portões de folha que abrem girando sobre as dobradiças",
    kit: "pivotante",
  },
};

export interface Kit {
  slug: string;
  /** 'Motor PPA Osasco'. */
  name: string;
  /** Text after 'PPA' in the name: the place. */
  place: string;
  product: KitProduct;
  location: Location;
  locationHref: string;
}

/** 'Centro Osasco' where a neighbourhood's name alone is shared with another place. */
function placeName(location: Location): string {
  return location.slug === slugOf(location.name) ? location.name : `${location.name} ${location.city}`;
}

function kit(product: KitProduct, location: Location): Kit {
  const name = `${product.label} ${placeName(location)}`;
  return {
    slug: slugOf(name),
    name,
    place: name.slice(name.indexOf("PPA") + 3).trim(),
    product,
    location,
    locationHref: locationPath(location),
  };
}

export const kits: Kit[] = [
  ...allLocations.map((l) => kit(kitProducts.motor, l)),
  ...(["kit", "deslizante", "basculante", "pivotante"] as const).flatMap((id) =>
    cities.map((c) => kit(kitProducts[id], c)),
  ),
];

const bySlug = new Map(kits.map((k) => [k.slug, k]));

export function findKit(slug: string): Kit | undefined {
  return bySlug.get(slug);
}

/** The twelve kit pages featured on the home page, 'Motor PPA Osasco' among them. */
export const featuredKitSlugs = [
  "motor-ppa-sao-paulo",
  "motor-ppa-osasco",
  "motor-ppa-guarulhos",
  "motor-ppa-santo-andre",
  "motor-ppa-sao-bernardo-do-campo",
  "motor-ppa-barueri",
  "kit-motor-ppa-sao-paulo",
  "motor-deslizante-ppa-sao-paulo",
  "motor-basculante-ppa-sao-paulo",
  "motor-pivotante-ppa-sao-paulo",
  "motor-ppa-vila-mariana",
  "motor-ppa-tatuape",
] as const;

export function featuredKits(): Kit[] {
  return featuredKitSlugs.map((slug) => {
    const found = findKit(slug);
    if (!found) throw new Error(`Featured kit missing from the catalogue: ${slug}`);
    return found;
  });
}
