// Depoimentos. Os seis abaixo são exemplos ilustrativos (sample: true), não palavras de clientes
// reais: as páginas os rotulam como exemplos, sem estrelas, e nunca viram marcação de avaliação.
// Troque-os por depoimentos reais antes do lançamento. Fatos do negócio vêm de `business`.

import type { Testimonial } from "./types";
import { business, formatBRL } from "./business";
import { vezes } from "./text";

const offers = business.prices.offers;

export const testimonials: Testimonial[] = [
  {
    name: "Renata C.",
    location: "Bairro Jardim, Santo André",
    city: null,
    text: `Troquei o portão manual da garagem por um deslizante com o kit de ${formatBRL(offers[0].price)}, parcelado em ${business.instalments}x. O técnico chegou no horário, conferiu as roldanas antes de começar e deixou tudo funcionando na mesma manhã. Hoje entro na garagem sem descer do carro, até em dia de chuva.`,
    sample: true,
    avatar: "/images/avatar-1.svg",
  },
  {
    name: "Paulo H.",
    location: "Rudge Ramos, São Bernardo do Campo",
    city: null,
    text: `A frente da minha casa é estreita e eu achava que não tinha jeito de automatizar. Instalaram o kit basculante de ${formatBRL(offers[1].price)}, o técnico mostrou como destravar quando faltar luz e ainda regulou a descida para não bater. Ficou silencioso e o atendimento foi educado do orçamento à entrega.`,
    sample: true,
    avatar: "/images/avatar-2.svg",
  },
  {
    name: "Cláudia R.",
    location: "Santa Paula, São Caetano do Sul",
    city: null,
    text: `Sou síndica de um prédio pequeno e o motor da garagem vivia travando. Eles trocaram o equipamento, instalaram fotocélula e recadastraram os controles dos moradores com Rolling Code. Hoje fazemos a revisão ${vezes(business.maintenancePerYear.condo)} por ano, e o orçamento formal facilitou muito a aprovação em assembleia.`,
    sample: true,
    avatar: "/images/avatar-3.svg",
  },
  {
    name: "Fernando S.",
    location: "Tatuapé, São Paulo",
    city: "São Paulo",
    text: `Meu sobrado tem portão de duas folhas e eu queria automatizar sem trocar o portão. Fechei o pivotante duplo por ${formatBRL(offers[2].price)} em ${business.instalments}x, e a instalação levou cerca de ${business.installationHours.max} horas, com teste de tudo no final. As folhas fecham certinhas, uma depois da outra, e o controle alcança desde a esquina.`,
    sample: true,
    avatar: "/images/avatar-4.svg",
  },
  {
    name: "Juliana M.",
    location: "Vila Galvão, Guarulhos",
    city: "Guarulhos",
    text: `O portão travou aberto num domingo à noite. Chamei pelo WhatsApp e o técnico chegou em menos de ${business.responseHours} horas, trocou o capacitor e aproveitou para ajustar o fim de curso, que batia forte no batente. Explicou tudo antes de mexer e cobrou um preço justo. Agora as revisões do portão ficam com eles.`,
    sample: true,
    avatar: "/images/avatar-5.svg",
  },
  {
    name: "Marcos T.",
    location: "Presidente Altino, Osasco",
    city: "Osasco",
    text: `O portão deslizante começou a ranger e dar trancos, então pedi a Manutenção Express de ${formatBRL(business.prices.maintenanceExpress)}. O técnico limpou o trilho, realinhou a cremalheira, regulou a embreagem e testou a fotocélula. Uma roldana gasta foi orçada à parte e só trocada depois que eu aprovei. O portão voltou a correr macio e sem barulho.`,
    sample: true,
    avatar: "/images/avatar-6.svg",
  },
];

/**
 * Até três depoimentos para uma página: primeiro o da cidade pedida (se houver),
 * depois os gerais (city null).
 */
export function testimonialsFor(city: string | null): Testimonial[] {
  const local = city === null ? undefined : testimonials.find((t) => t.city === city);
  const general = testimonials.filter((t) => t.city === null);
  return (local ? [local, ...general] : general).slice(0, 3);
}
