import { CHAT_LINK, trackedWhatsAppHref } from "~/lib/leads/contact";
import { MEDIA_WIDTHS, mediaPath } from "~/lib/media/media";
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

const MEDIA_IMG = /<img\b([^>]*?)\ssrc="\/midia\/([a-z2-7]{16})\/(\d{1,5})\.webp"([^>]*)>/g;

/**
 * Images of the library inserted with the editor (`src` = their largest WebP) get every smaller
 * width as a `srcset`, and load lazily: the browser fetches the size the screen needs.
 */
function responsiveImages(html: string): string {
  return html.replace(MEDIA_IMG, (tag, before: string, id: string, width: string, after: string) => {
    if (/\ssrcset=/.test(tag)) return tag;
    const top = Number(width);
    const widths = [...MEDIA_WIDTHS.filter((w) => w < top), top];
    const srcset = widths.map((w) => `${mediaPath(id, w)} ${w}w`).join(", ");
    return `<img${before} src="${mediaPath(id, top)}" srcset="${srcset}" sizes="(min-width: 768px) 44rem, calc(100vw - 2rem)" loading="lazy" decoding="async"${after}>`;
  });
}

/**
 * A table of the page's text scrolls sideways inside its own box on a phone (.prose-ppa table):
 * focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). The sanitizer
 * keeps no tabindex, so the render adds it.
 */
const focusableTables = (html: string) => html.replace(/<table\b(?![^>]*\stabindex=)/g, '<table tabindex="0"');

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
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitized on save and again in the loader; only its chat links, library images and tables' focus are rewritten here.
      dangerouslySetInnerHTML={{ __html: focusableTables(responsiveImages(trackChatLinks(html, source, sign))) }}
    />
  );
}
