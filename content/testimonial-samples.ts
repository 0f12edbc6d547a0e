// Depoimentos de exemplo, publicados até o vendedor cadastrar os reais em "Dados da empresa".
// Não são palavras de clientes reais (sample: true): as páginas os rotulam como exemplos, sem
// estrelas, e nunca viram marcação de avaliação. Números vêm dos fatos do negócio (business.ts),
// recebidos como parâmetro para não criar dependência circular.

import type { Testimonial } from "./types";
import { vezes } from "./text";

interface SampleFacts {
  instalments: number;
  responseHours: number;
  installationHours: { max: number };
  maintenancePerYear: { condo: number };
  prices: { offers: readonly [{ price: number }, { price: number }, { price: number }]; maintenanceExpress: number };
}

/** 'R$ 1.400' (same as business.ts formatBRL, which cannot be imported from here). */
const formatBRL = (value: number) => `R$ ${value.toLocaleString("pt-BR")}`;

export function buildSampleTestimonials(facts: SampleFacts): Testimonial[] {
  const offers = facts.prices.offers;
  return [
    {
      name: "Renata C.",
      location: "Bairro Jardim, Santo André",
      city: null,
      text: `Troquei o portão manual da garagem por um deslizante com o kit de ${formatBRL(offers[0].price)}, parcelado em ${facts.instalments}x. O técnico chegou no horário, conferiu as roldanas antes de começar e deixou tudo funcionando na mesma manhã. Hoje entro na garagem sem descer do carro, até em dia de chuva.`,
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
      text: `Sou síndica de um prédio pequeno e o motor da garagem vivia travando. Eles trocaram o equipamento, instalaram fotocélula e recadastraram os controles dos moradores com Rolling Code. Hoje fazemos a revisão ${vezes(facts.maintenancePerYear.condo)} por ano, e o orçamento formal facilitou muito a aprovação em assembleia.`,
      sample: true,
      avatar: "/images/avatar-3.svg",
    },
    {
      name: "Fernando S.",
      location: "Tatuapé, São Paulo",
      city: "São Paulo",
      text: `Meu sobrado tem portão de duas folhas e eu queria automatizar sem trocar o portão. Fechei o pivotante duplo por ${formatBRL(offers[2].price)} em ${facts.instalments}x, e a instalação levou cerca de ${facts.installationHours.max} horas, com teste de tudo no final. As folhas fecham certinhas, uma depois da outra, e o controle alcança desde a esquina.`,
      sample: true,
      avatar: "/images/avatar-4.svg",
    },
    {
      name: "Juliana M.",
      location: "Vila Galvão, Guarulhos",
      city: "Guarulhos",
      text: `O portão travou aberto num domingo à noite. Chamei pelo WhatsApp e o técnico chegou em menos de ${facts.responseHours} horas, trocou o capacitor e aproveitou para ajustar o fim de curso, que batia forte no batente. Explicou tudo antes de mexer e cobrou um preço justo. Agora as revisões do portão ficam com eles.`,
      sample: true,
      avatar: "/images/avatar-5.svg",
    },
    {
      name: "Marcos T.",
      location: "Presidente Altino, Osasco",
      city: "Osasco",
      text: `O portão deslizante começou a ranger e dar trancos, então pedi a Manutenção Express de ${formatBRL(facts.prices.maintenanceExpress)}. O técnico limpou o trilho, realinhou a cremalheira, regulou a embreagem e testou a fotocélula. Uma roldana gasta foi orçada à parte e só trocada depois que eu aprovei. O portão voltou a correr macio e sem barulho.`,
      sample: true,
      avatar: "/images/avatar-6.svg",
    },
  ];
}
