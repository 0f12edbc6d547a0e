// Depoimentos de exemplo, mostrados só antes do lançamento (ou quando o vendedor escolhe mantê-los
// em "Dados da empresa"). Não são palavras de clientes reais (sample: true): as páginas os rotulam
// como exemplos, sem estrelas, e nunca viram marcação de avaliação. Não citam preço, prazo,
// parcelamento nem garantia: esses são os fatos do vendedor ("Ofertas e garantias"), e um exemplo
// não pode afirmá-los por ele.

import type { Testimonial } from "./types";

export function buildSampleTestimonials(): Testimonial[] {
  return [
    {
      name: "Renata C.",
      location: "Bairro Jardim, Santo André",
      city: null,
      text: "Troquei o portão manual da garagem por um deslizante com o kit completo. O técnico chegou no horário combinado, conferiu as roldanas antes de começar e deixou tudo funcionando na mesma manhã. Hoje entro na garagem sem descer do carro, até em dia de chuva.",
      sample: true,
      avatar: "/images/avatar-1.svg",
    },
    {
      name: "Paulo H.",
      location: "Rudge Ramos, São Bernardo do Campo",
      city: null,
      text: "A frente da minha casa é estreita e eu achava que não tinha jeito de automatizar. Instalaram o kit basculante, o técnico mostrou como destravar quando faltar luz e ainda regulou a descida para não bater. Ficou silencioso e o atendimento foi educado do orçamento à entrega.",
      sample: true,
      avatar: "/images/avatar-2.svg",
    },
    {
      name: "Cláudia R.",
      location: "Santa Paula, São Caetano do Sul",
      city: null,
      text: "Sou síndica de um prédio pequeno e o motor da garagem vivia travando. Eles trocaram o equipamento, instalaram fotocélula e recadastraram os controles dos moradores com Rolling Code. Agora as revisões ficam numa agenda fixa, e o orçamento formal facilitou muito a aprovação em assembleia.",
      sample: true,
      avatar: "/images/avatar-3.svg",
    },
    {
      name: "Fernando S.",
      location: "Tatuapé, São Paulo",
      city: "São Paulo",
      text: "Meu sobrado tem portão de duas folhas e eu queria automatizar sem trocar o portão. Fechei o pivotante duplo, e a instalação levou uma manhã, com teste de tudo no final. As folhas fecham certinhas, uma depois da outra, e o controle alcança desde a esquina.",
      sample: true,
      avatar: "/images/avatar-4.svg",
    },
    {
      name: "Juliana M.",
      location: "Vila Galvão, Guarulhos",
      city: "Guarulhos",
      text: "O portão travou aberto num domingo à noite. Mandei mensagem pelo WhatsApp, combinaram a visita, e o técnico trocou o capacitor e aproveitou para ajustar o fim de curso, que batia forte no batente. Explicou tudo antes de mexer e cobrou o que tinha orçado. Agora as revisões do portão ficam com eles.",
      sample: true,
      avatar: "/images/avatar-5.svg",
    },
    {
      name: "Marcos T.",
      location: "Presidente Altino, Osasco",
      city: "Osasco",
      text: "O portão deslizante começou a ranger e dar trancos, então pedi uma revisão. O técnico limpou o trilho, realinhou a cremalheira, regulou a embreagem e testou a fotocélula. Uma roldana gasta foi orçada à parte e só trocada depois que eu aprovei. O portão voltou a correr macio e sem barulho.",
      sample: true,
      avatar: "/images/avatar-6.svg",
    },
  ];
}
