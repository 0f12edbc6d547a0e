// How a generated page ends (a call to contact) and the meta descriptions it may get. The stored
// HTML never prints the phone number, a price or a deadline: they live in "Dados da empresa" and
// "Ofertas e garantias", which the page shows around this text when it renders.
import { ucFirst } from "../text";
import type { Closing, Ctx } from "./types";

export const CLOSINGS: Closing[] = [
  {
    before: (c) => `Para ${c.topic} ${c.at},`,
    link: "chame no WhatsApp",
    after: () => " ou ligue.",
  },
  {
    before: (c) => `Conte o que ${c.subject.gender === "f" ? "a" : "o"} ${c.subject.noun} está fazendo ${c.at}:`,
    link: "mande uma mensagem",
    after: () => " com fotos.",
  },
  {
    before: (c) => `Dúvidas sobre ${c.topic}?`,
    link: "Fale pelo WhatsApp",
    after: () => " ou por telefone.",
  },
  {
    before: (c) => `Para agendar ${c.topic} ${c.at},`,
    link: "envie uma mensagem",
    after: () => ".",
  },
];

export const DESCRIPTIONS: ((c: Ctx) => string)[] = [
  (c) => `${ucFirst(c.topic)} ${c.at}: ${c.subject.summary}, explicados antes do orçamento.`,
  (c) => `${ucFirst(c.topic)} ${c.at}. O que o técnico confere: ${c.subject.summary}.`,
  (c) => `${ucFirst(c.topic)} ${c.at}, olhando ${c.subject.summary}.`,
];
