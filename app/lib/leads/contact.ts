import { business } from "@content/business";
import { clickHref, type LeadSource } from "./leads";

/** Chat link: https://wa.me/{phone}?text={message}, message URL-encoded. */
export function buildWhatsAppLink(
  message: string = business.chatDefaultMessage,
  phone: string = business.whatsappDigits,
): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export function buildTelLink(phone: string = business.phoneDigits): string {
  return `tel:+${phone.replace(/\D/g, "")}`;
}

export { messageForPlace, sellerChatMessage } from "@content/contact";

/**
 * Href of a chat button: the first-party click endpoint, which records the click and redirects
 * to buildWhatsAppLink(message + reference code). The default message is left out of the URL;
 * another goes with its signature (`sign`, given to the render by the server entry).
 */
export function trackedWhatsAppHref(
  source: LeadSource,
  message: string = business.chatDefaultMessage,
  sign: (message: string) => string | null = () => null,
): string {
  if (message === business.chatDefaultMessage) return clickHref("whatsapp", source);
  return clickHref("whatsapp", source, { text: message, signature: sign(message) });
}

/** A chat link's href inside one start tag of a page's HTML (the generators write wa.me links); group 1 is the href. */
export const CHAT_HREF = /\shref="(https:\/\/(?:wa\.me|api\.whatsapp\.com\/send)[^"]*)"/;

/** Where the page's script reports a tap on a tel: link (sendBeacon); the href stays tel:. */
export function phoneClickUrl(source: LeadSource): string {
  return clickHref("telefone", source);
}

/** rel of every contact link: new tab without opener or referrer, and not a link to follow. */
export const CONTACT_REL = "nofollow noopener noreferrer";
