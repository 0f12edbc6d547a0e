// How a generated page ends (a call to contact) and the meta descriptions it may get. The stored
// HTML never prints the phone number: it lives in "Dados da empresa" and may change after the
// page was generated (the page's header and footer show the current one).
import { ucFirst } from "../text";
import { b, cheapest, responseText, serviceWarranty } from "./facts";
import type { Closing, Ctx } from "./types";

export const CLOSINGS: Closing[] = [
  {
    before: (c) => `Para ${c.info.label} ${c.at} sem complicação,`,
    link: "chame a equipe no WhatsApp",
    after: () => " ou ligue para a nossa equipe.",
  },
  {
    skipFor: ["Instalação"],
    before: (c) => `Conte para a gente o que está acontecendo com o seu portão ${c.at}:`,
    link: "mande uma mensagem pelo WhatsApp",
    after: () => " ou, se preferir, ligue para nós.",
  },
  {
    before: () => "Se ficou alguma dúvida,",
    link: "fale com a gente pelo WhatsApp",
    after: () => " ou por telefone; o orçamento vem antes de qualquer serviço.",
  },
  {
    before: (c) => `Para agendar o atendimento ${c.at},`,
    link: "envie uma mensagem",
    after: () => " com fotos do portão ou ligue para nós.",
  },
  {
    before: (c) => `A equipe da ${b.name} está pronta para atender ${c.where}.`,
    link: "Peça o seu orçamento pelo WhatsApp",
    after: () => " ou faça uma ligação para a nossa equipe.",
  },
  {
    before: () => "Um portão funcionando bem faz falta todos os dias.",
    link: "Converse com um especialista",
    after: () => " pelo WhatsApp ou por telefone e receba orientação para o seu caso.",
  },
];

// ----- Description ------------------------------------------------------------------------------

export const DESCRIPTIONS: ((c: Ctx) => string)[] = [
  (c) =>
    `${ucFirst(c.info.label)} ${c.at} com a ${b.name}: retorno em até ${responseText}, orçamento antes do serviço e garantia.`,
  (c) =>
    `Precisa de ${c.info.label} ${c.at}? Especialistas em motores PPA desde ${b.foundedYear}, com parcelamento em até ${b.instalments}x.`,
  (c) =>
    `${ucFirst(c.info.label)} ${c.at}: diagnóstico, orçamento claro e serviço com garantia de ${serviceWarranty}. Fale com a ${b.name}.`,
  (c) =>
    `${b.name} atende ${c.where} com ${c.info.label}. Kits PPA instalados a partir de ${cheapest} e suporte rápido.`,
];
