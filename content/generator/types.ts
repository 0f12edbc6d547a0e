// Types of the local generator's text pools (content/generator/*). The engine that picks and
// renders them is app/lib/local-generator.ts; a pool entry is a sentence, a few wordings of it, or
// a function of the page's context (place, city, service) that returns one.

export type ServiceType =
  | "Conserto"
  | "Reparo"
  | "Instalação"
  | "Manutenção"
  | "Troca"
  | "Ajuste"
  | "Configuração"
  | "Técnico"
  | "Serviço especializado";

export interface Ctx {
  service: ServiceType;
  info: ServiceInfo;
  place: string;
  city: string;
  /** 'em Moema', 'no Tatuapé'. */
  at: string;
  /** 'Moema, São Paulo' or just 'Guarulhos'. */
  where: string;
  /** The title's wording of the service, lower-cased except acronyms. */
  subject: string;
  /** Facts already stated on this page (see Keyed). */
  usedKeys: Set<string>;
  /** Bullets already listed on this page. */
  usedBullets: Set<string>;
}

export type Text = string | ((c: Ctx) => string);

/** A sentence tagged with the facts it states, so one page does not repeat a fact in every section. */
export interface Keyed {
  k: string[];
  t: Variant;
}
/** A sentence, or alternative wordings of it (one is chosen per page). */
export type Variant = Text | Text[];
export type Line = Variant | Keyed;

export function keyed(k: string | string[], t: Variant): Keyed {
  return { k: Array.isArray(k) ? k : [k], t };
}

export interface Faq {
  q: Text;
  a: Text;
  skipFor?: ServiceType[];
  /** Questions of one group answer the same thing: a page asks at most one of them. */
  group?: string;
}

export interface ServiceInfo {
  /** Noun phrase used in prose: 'conserto de portão automático'. */
  label: string;
  /** What the chat message asks for: 'um orçamento de conserto de portão automático'. */
  request: string;
  headings: Text[];
  sentences: Line[];
  bullets: Text[];
  faqs: Faq[];
}

export interface SectionKind {
  id: string;
  headings: Text[];
  /** First sentence of the first paragraph (intro only). */
  openers?: Text[];
  sentences: (c: Ctx) => Line[];
  bullets: (c: Ctx) => Text[];
  /** The city's own bullets: a few of them lead the list when the city is known. */
  localBullets?: (c: Ctx) => Text[];
  ordered?: boolean;
}

export interface CityTips {
  sentences: Line[];
  bullets: Text[];
}

export interface Closing {
  skipFor?: ServiceType[];
  before: (c: Ctx) => string;
  link: string;
  after: (c: Ctx) => string;
}
