// Types of the local generator's text pools (content/generator/*). The engine that picks and
// renders them is app/lib/generation/local-generator.ts. A page is about one SUBJECT (the thing
// the title names: fotocélula, central, portão basculante…), one SERVICE (conserto, instalação…)
// and, when the title names a served place, one PLACE (content/locations). Pools state no
// business claim: prices, warranties, hours and the response time are rendered around the
// stored page from the seller's current data, never written into it.
import type { Location } from "../types";

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

/** What a service is about, whatever the subject: each subject writes its own text for each. */
export type Group = "repair" | "install" | "care" | "adjust" | "visit";

type SubjectId =
  | "portao"
  | "motor"
  | "deslizante"
  | "basculante"
  | "pivotante"
  | "central"
  | "fotocelula"
  | "fim-de-curso"
  | "controle"
  | "cremalheira";

/** What a place's own page says about it (content/locations), as the generator may use it. */
export type PlaceFeature = "condo" | "commerce" | "slope" | "moisture" | "traffic" | "houses" | "rural";

export interface Ctx {
  service: ServiceType;
  group: Group;
  subject: Subject;
  /** The place as the title names it ('Tatuapé'), or the city. */
  place: string;
  city: string;
  /** 'no Tatuapé', 'em Santo André'. */
  at: string;
  /** 'o Tatuapé', 'Santo André': the place as the object of a verb. */
  placeThe: string;
  /** 'Tatuapé, São Paulo' or just 'Guarulhos'. */
  where: string;
  /** The served place the title names, when it is one (its facts and its page). */
  location: Location | undefined;
  /** The page's service in prose: 'instalação de fotocélula', 'atendimento técnico para portão'. */
  topic: string;
  /** 'instalação', 'conserto'. */
  serviceNoun: string;
  /** 'da instalação', 'do conserto'. */
  serviceOf: string;
}

export type Text = string | ((c: Ctx) => string);

export interface Faq {
  q: Text;
  a: Text;
}

/** One subject's text for one group of services. */
export interface Aspect {
  /** Sentences of the section (a few are chosen, in this order). */
  sentences: Text[];
  /** Items of its list (a few are chosen). */
  bullets: Text[];
  faqs: Faq[];
}

export interface Subject {
  id: SubjectId;
  /** Without article, as in a heading: 'fotocélula', 'portão basculante'. */
  noun: string;
  /** Grammatical gender of `noun`: 'a fotocélula', 'o motor'. */
  gender: "f" | "m";
  /** What a page about it covers, as a list: 'os sensores, o alinhamento e os cabos'. */
  summary: string;
  /** What it is and how it works. */
  what: Text[];
  /** Bullets for the 'what' section: its parts or kinds. */
  parts: Text[];
  groups: Partial<Record<Group, Aspect>>;
  /** What changes the price of a service on it (no amounts: prices are the seller's). */
  price: Text[];
  /** A sentence or two introducing those factors. */
  priceNote: Text[];
  /** A sentence for each kind of place the subject behaves differently in. */
  place: Partial<Record<PlaceFeature, Text[]>>;
  faqs: Faq[];
}

export interface ServiceInfo {
  group: Group;
  /** Noun phrase used in prose: 'conserto', 'instalação'. */
  noun: string;
  gender: "f" | "m";
  /** What the chat message asks for: 'um orçamento de conserto'. */
  request: string;
  /** A sentence or two about the service itself, whatever the subject. */
  sentences: Text[];
}

export interface Closing {
  before: (c: Ctx) => string;
  link: string;
  after: (c: Ctx) => string;
}
