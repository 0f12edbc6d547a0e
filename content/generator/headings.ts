// Openers and section headings of a generated page. Each is a function of the page's context
// (content/generator/types.ts Ctx): subject, service and place.
import { ucFirst } from "../text";
import type { Group, Subject, Text } from "./types";

/** 'a fotocélula' / 'o motor de portão'. */
export const the = (s: Subject) => `${s.gender === "f" ? "a" : "o"} ${s.noun}`;
/** 'da fotocélula' / 'do motor de portão'. */
export const of = (s: Subject) => `${s.gender === "f" ? "da" : "do"} ${s.noun}`;
/** 'na fotocélula' / 'no motor de portão'. */
const inThe = (s: Subject) => `${s.gender === "f" ? "na" : "no"} ${s.noun}`;

/**
 * 'por' before a list of things with articles, contracted item by item: 'os sensores, o
 * alinhamento e os cabos' → 'pelos sensores, pelo alinhamento e pelos cabos' (never "por os").
 */
const through = (list: string) =>
  list.replace(/(^|, | e )(os|as|o|a) /g, (_, sep: string, art: string) => `${sep}pel${art} `);

/** First sentence of the page: its own topic and place, and what the page covers. */
export const OPENERS: Text[] = [
  (c) => `${ucFirst(c.topic)} ${c.at}: o que saber sobre ${c.subject.summary}.`,
  (c) => `${ucFirst(c.topic)} ${c.at} passa ${through(c.subject.summary)}.`,
  (c) => `Sobre ${c.topic} ${c.at}, o que importa é ${c.subject.summary}.`,
];

export const WHAT_HEADINGS: Text[] = [
  (c) => `O que é ${the(c.subject)} e como funciona`,
  (c) => `Para que serve ${the(c.subject)}`,
  (c) => `${ucFirst(the(c.subject))}, em poucas palavras`,
];

export const GROUP_HEADINGS: Record<Group, Text[]> = {
  repair: [
    (c) => `Sinais de defeito ${inThe(c.subject)}`,
    (c) => `Quando ${the(c.subject)} precisa de ${c.serviceNoun}`,
    (c) => `Defeitos comuns ${of(c.subject)} e como se resolvem`,
  ],
  install: [
    (c) => `Como é a ${c.serviceNoun} ${of(c.subject)}`,
    (c) => `O que a ${c.serviceNoun} ${of(c.subject)} envolve`,
    (c) => `Passo a passo da ${c.serviceNoun}`,
  ],
  care: [
    (c) => `O que a manutenção ${of(c.subject)} confere`,
    (c) => `Revisão ${of(c.subject)}: o que entra`,
    (c) => `Cuidados que mantêm ${the(c.subject)} em dia`,
  ],
  adjust: [
    (c) => `O que se regula ${inThe(c.subject)}`,
    (c) => `Como é o ajuste ${of(c.subject)}`,
    (c) => `Regulagem ${of(c.subject)}, ponto a ponto`,
  ],
  visit: [
    (c) => `O que o técnico confere ${inThe(c.subject)}`,
    () => "Como é a visita técnica",
    (c) => `Diagnóstico ${of(c.subject)} no local`,
  ],
};

/** The fifth section, when the page has one: the rest of the main text. */
export const SECOND_HEADINGS: Record<Group, Text[]> = {
  repair: [(c) => `Como é o ${c.serviceNoun} ${of(c.subject)}`, () => "O que o técnico faz"],
  install: [(c) => `Detalhes da ${c.serviceNoun}`, () => "O que o técnico confere"],
  care: [() => "O que mais a revisão inclui", (c) => `Cuidados com ${the(c.subject)}`],
  adjust: [(c) => `Detalhes do ${c.serviceNoun}`, () => "Regulagens que fazem diferença"],
  visit: [() => "O que acontece na visita", () => "Como o diagnóstico é feito"],
};

/** A section about the subject seen from another service (pages about no served place). */
export const VIEW_HEADINGS: Record<Group, Text[]> = {
  repair: [(c) => `Sinais de defeito ${inThe(c.subject)}`],
  install: [(c) => `Como ${the(c.subject)} é ${c.subject.gender === "f" ? "instalada" : "instalado"}`],
  care: [(c) => `Cuidados com ${the(c.subject)}`],
  adjust: [(c) => `O que se regula ${inThe(c.subject)}`],
  visit: [() => "Como é a visita técnica"],
};

export const PRICE_HEADINGS: Text[] = [
  (c) => `Do que depende o preço ${c.serviceOf} ${of(c.subject)}`,
  (c) => `O que muda o valor ${c.serviceOf} ${of(c.subject)}`,
  (c) => `Orçamento ${c.serviceOf} ${of(c.subject)}`,
];

/** The place section's heading (only when the title names a served place). */
export const PLACE_HEADINGS: Text[] = [
  (c) => `${ucFirst(c.subject.noun)} ${c.at}`,
  (c) => `Atendimento ${c.at}`,
  (c) => `${ucFirst(c.serviceNoun)} ${c.at}: o que muda no lugar`,
];
