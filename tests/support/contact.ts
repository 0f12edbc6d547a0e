import { business } from "@content/business";

/**
 * The chat message a contact link leads to: a tracked link (/contato/whatsapp) carries it in
 * `msg`, or leaves it out for the default message; a direct wa.me link has it in `text`.
 */
export function chatMessageOf(href: string | null | undefined): string | null {
  if (!href) return null;
  const url = new URL(href, "https://motoresppa.com.br");
  if (url.host === "wa.me") return url.searchParams.get("text");
  if (url.pathname === "/contato/whatsapp") return url.searchParams.get("msg") ?? business.chatDefaultMessage;
  return null;
}
