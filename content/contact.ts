// The /contato page's words. Its facts (phone, WhatsApp, address, hours, profiles) are the seller's
// "Dados da empresa", read at render through `business`: these are functions, never constants.
import { business } from "./business";

export const contactPage = {
  path: "/contato",
  heading: "Contato",
  title: () => `Contato: telefone, WhatsApp e endereço | ${business.name}`,
  description: () =>
    `Telefone, WhatsApp, endereço e horário de atendimento da ${business.name}: orçamento, instalação e manutenção de motor de portão em ${business.serviceArea}.`,
  lead: () =>
    `Orçamento, instalação, manutenção e conserto de motor de portão em ${business.serviceArea}. Escolha o jeito mais fácil de falar com a gente.`,
  noAddress: () =>
    `Atendemos no seu endereço: a equipe vai até você em ${business.serviceArea}. Não recebemos visitas no escritório.`,
};
