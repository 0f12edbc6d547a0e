import { business } from "@content/business";
import { buildTelLink, CONTACT_REL, phoneClickUrl, trackedWhatsAppHref } from "~/lib/leads/contact";
import { useChatSigner } from "./ChatSigner";
import { useLeadSource } from "./LeadSource";

export interface ContactButtonProps {
  /** Label of the inline button (default 'Chamar no WhatsApp'). */
  text?: string;
  compact?: boolean;
  floating?: boolean;
  className?: string;
  customMessage?: string;
}

function ChatIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.5-.2Z" />
    </svg>
  );
}

/**
 * The chat contact button: a floating round icon with a red pulsing dot, or an inline
 * green button with a label; compact or normal. Opens in a new tab without opener or referrer,
 * through the click endpoint (app/lib/leads/contact.ts), so it works without JavaScript.
 */
export function ContactButton({
  text = "Chamar no WhatsApp",
  compact = false,
  floating = false,
  className = "",
  customMessage = business.chatDefaultMessage,
}: ContactButtonProps) {
  // Through the click endpoint (records the lead, then 302 to wa.me with a reference code).
  const href = trackedWhatsAppHref(useLeadSource(), customMessage, useChatSigner());
  if (floating) {
    const size = compact ? "h-12 w-12" : "h-14 w-14";
    return (
      <a
        href={href}
        target="_blank"
        rel={CONTACT_REL}
        aria-label={`${text} (abre em nova aba)`}
        data-contact="floating"
        className={`fixed right-4 bottom-4 z-50 inline-flex ${size} items-center justify-center rounded-full bg-chat-600 text-white shadow-lg transition hover:bg-chat-700 ${className}`}
      >
        <ChatIcon className={compact ? "h-6 w-6" : "h-7 w-7"} />
        <span
          aria-hidden="true"
          className="animate-ppa-pulse absolute top-0.5 right-0.5 h-3.5 w-3.5 rounded-full border-2 border-white bg-accent-500"
        />
      </a>
    );
  }
  const size = compact ? "gap-1.5 px-3 py-1.5 text-sm" : "gap-2 px-5 py-3 text-base";
  return (
    <a
      href={href}
      target="_blank"
      rel={CONTACT_REL}
      data-contact="inline"
      className={`inline-flex items-center justify-center rounded-lg bg-chat-600 font-semibold text-white shadow transition hover:bg-chat-700 ${size} ${className}`}
    >
      <ChatIcon className={compact ? "h-4 w-4" : "h-5 w-5"} />
      <span>{text}</span>
    </a>
  );
}

/**
 * A tel: link. A redirect to tel: is not followed reliably, so the href stays tel: and the page's
 * script reports the tap to `data-lead` with sendBeacon (without JavaScript it is not recorded).
 */
export function PhoneLink({ className, children }: { className?: string; children?: React.ReactNode }) {
  return (
    <a href={buildTelLink()} rel="nofollow" data-lead={phoneClickUrl(useLeadSource())} className={className}>
      {children ?? business.phoneDisplay}
    </a>
  );
}
