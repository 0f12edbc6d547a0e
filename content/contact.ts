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

/**
 * The seller's own chat message ("Mensagem inicial do WhatsApp" in "Dados da empresa"), with what
 * the visitor was looking at on lines of its own, so every chat starts in his words and he still
 * sees where it came from (the click endpoint adds the "Ref:" code).
 */
export function sellerChatMessage(about: { page?: string; place?: string } = {}): string {
  const lines = [
    business.chatDefaultMessage,
    about.page ? `Página: ${about.page}` : "",
    about.place ? `Local: ${about.place}` : "",
  ];
  return lines.filter(Boolean).join("\n");
}

/** The seller's chat message naming the place the visitor is looking at. */
export function messageForPlace(place: string): string {
  return sellerChatMessage({ place });
}
