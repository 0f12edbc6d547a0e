// Shared shapes of the static content modules. Text is data: routes map over these.

/** A block of rich text inside a section. Plain text only: no HTML, no markdown. */
export type Block =
  | { type: "p"; text: string }
  | { type: "h3"; text: string; id?: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "table"; caption?: string; head: string[]; rows: string[][] }
  | { type: "tip"; text: string };

export interface Section {
  /** Anchor id, lower-case ASCII with hyphens. */
  id: string;
  heading: string;
  blocks: Block[];
}

export type LocationGroup =
  | "sao-paulo" // the capital itself
  | "grandes-cidades" // big cities of the metro area (Guarulhos, Osasco, ...)
  | "abcd" // the 7 ABCD cities
  | "outras-cidades" // the 6 cities of the 'Outras Cidades' menu
  | "demais-cidades" // other served cities
  | "osasco" // Osasco neighbourhoods (16)
  | "guarulhos" // Guarulhos neighbourhoods (14)
  | "sp-centro"
  | "sp-norte"
  | "sp-sul"
  | "sp-leste"
  | "sp-oeste";

export interface Location {
  /** Canonical slug: slugify(name), or slugify(`${name} ${city}`) when the name alone is taken. */
  slug: string;
  /** Display name with accents: 'Vila Yara', 'Santo André'. */
  name: string;
  /**
   * The preposition (with its article) a São Paulo resident puts before the name: "na" Sé,
   * "no" Centro, "nos" Pimentas, "em" Santana. Every template writes the place through it.
   */
  prep: "em" | "no" | "na" | "nos" | "nas";
  kind: "cidade" | "bairro";
  group: LocationGroup;
  /** City a neighbourhood belongs to ('Osasco', 'São Paulo'); for a city, the city itself. */
  city: string;
  /** Zone or region label: 'Zona Sul', 'Região do ABC', 'Grande São Paulo'. */
  region: string;
  /** <title>, unique, ≤ 65 characters. */
  title: string;
  /** Meta description, unique, 120–160 characters. */
  description: string;
  keywords: string[];
  /** Nearby districts or areas served from here, real names. */
  nearby: string[];
  /** Own body copy, ≥ 150 words in total, paragraphs of plain text. */
  body: string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export interface Testimonial {
  name: string;
  /** 'Vila Yara, Osasco'. */
  location: string;
  /** City key used to put a local testimonial first: 'São Paulo', 'Guarulhos', 'Osasco' or null. */
  city: string | null;
  text: string;
  /** Path of an image in public/ (the samples); real testimonials show the name's initial. */
  avatar?: string;
  /** Where it was given ("Google", "WhatsApp", "pessoalmente"…); shown with real testimonials. */
  source?: string;
  /** When it was given, YYYY-MM; shown as "março de 2026". */
  givenOn?: string;
  /**
   * True for the illustrative texts shipped before launch: the page labels them "Exemplo
   * ilustrativo", shows no stars and they never become Review markup.
   */
  sample: boolean;
}

export type TopicCategory =
  | "instalacao"
  | "manutencao-e-reparo"
  | "tipos-de-motores"
  | "marcas"
  | "acessorios"
  | "servicos"
  | "problemas-e-solucoes";

export interface Topic {
  slug: string;
  category: TopicCategory;
  /** Label in the 'Serviços' menu. */
  menuLabel: string;
  /** <title> and <h1>. */
  title: string;
  description: string;
  keywords: string[];
  sections: Section[];
}
