import { business } from "@content/business";

/** Chat link: https://wa.me/{phone}?text={message}, message URL-encoded (spec §5). */
export function buildWhatsAppLink(
  message: string = business.chatDefaultMessage,
  phone: string = business.phoneDigits,
): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export function buildTelLink(phone: string = business.phoneDigits): string {
  return `tel:+${phone.replace(/\D/g, "")}`;
}

/** A pre-filled chat message that names the place the visitor is looking at. */
export function messageForPlace(place: string): string {
  return `Olá! Vi o site da ${business.name} e gostaria de um orçamento de motor de portão automático em ${place}.`;
}
