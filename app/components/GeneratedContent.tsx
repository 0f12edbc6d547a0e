import { CHAT_LINK, trackedWhatsAppHref } from "~/lib/leads/contact";
import type { LeadSource } from "~/lib/leads/leads";
import { type SignChatMessage, useChatSigner } from "./ChatSigner";
import { useLeadSource } from "./LeadSource";

/**
 * Chat links saved inside a page's HTML (the generators write wa.me links) go through the click
 * endpoint like every other chat button: the click is counted, and it reaches the number saved in
 * "Dados da empresa" today, not the one the page was generated with.
 */
function trackChatLinks(html: string, source: LeadSource, sign: SignChatMessage): string {
  return html.replace(CHAT_LINK, (_, href: string) => {
    let message: string | undefined;
    try {
      message = new URL(href.replaceAll("&amp;", "&")).searchParams.get("text") ?? undefined;
    } catch {
      message = undefined;
    }
    return `href="${trackedWhatsAppHref(source, message, sign).replaceAll("&", "&amp;")}"`;
  });
}

/**
 * Sanitized HTML of a generated page. Content without any class attribute is plain markup and
 * gets the prose container; content with classes brings its own layout.
 */
export function GeneratedContent({ html }: { html: string }) {
  const source = useLeadSource();
  const sign = useChatSigner();
  const styled = /\sclass\s*=/i.test(html);
  return (
    <div
      className={styled ? "generated-content" : "prose-ppa"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitized on save and again in the loader; only its chat links are rewritten here.
      dangerouslySetInnerHTML={{ __html: trackChatLinks(html, source, sign) }}
    />
  );
}
