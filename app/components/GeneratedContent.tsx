import { CHAT_HREF, trackedWhatsAppHref } from "~/lib/leads/contact";
import { MEDIA_WIDTHS, mediaPath } from "~/lib/media/media";
import type { LeadSource } from "~/lib/leads/leads";
import { type SignChatMessage, useChatSigner } from "./ChatSigner";
import { useLeadSource } from "./LeadSource";

/**
 * The start tags of one element in HTML the HTML stage serialised (the only HTML this renders):
 * there a text's "<" is always "&lt;" and an attribute's value is always double-quoted with its
 * own quotes escaped, so these are the element's real start tags, and an attribute is found only
 * where one starts — never inside a text ('Escreva href="https://wa.me/…"') or another value.
 */
const startTags = (name: string) => new RegExp(`<${name}(?:\\s+[^\\s"'>/=]+(?:="[^"]*")?)*\\s*/?>`, "g");
const A_TAG = startTags("a");
const IMG_TAG = startTags("img");

/**
 * Chat links saved inside a page's HTML (the generators write wa.me links) go through the click
 * endpoint like every other chat button: the click is counted, and it reaches the number saved in
 * "Dados da empresa" today, not the one the page was generated with. Done here, at each render,
 * because the link depends on the render: where the text is shown (its lead source), the server's
 * signature of its message and today's default message.
 */
function trackChatLinks(html: string, source: LeadSource, sign: SignChatMessage): string {
  return html.replace(A_TAG, (tag) =>
    tag.replace(CHAT_HREF, (_, href: string) => {
      let message: string | undefined;
      try {
        message = new URL(href.replaceAll("&amp;", "&")).searchParams.get("text") ?? undefined;
      } catch {
        message = undefined;
      }
      return ` href="${trackedWhatsAppHref(source, message, sign).replaceAll("&", "&amp;")}"`;
    }),
  );
}

const MEDIA_SRC = /\ssrc="\/midia\/([a-z2-7]{16})\/(\d{1,5})\.webp"/;

/**
 * Images of the library inserted with the editor (`src` = their largest WebP) get every smaller
 * width as a `srcset`, and load lazily: the browser fetches the size the screen needs.
 */
function responsiveImages(html: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const m = MEDIA_SRC.exec(tag);
    if (!m || /\ssrcset="/.test(tag)) return tag;
    const [src, id, width] = [m[0], m[1]!, m[2]!];
    const top = Number(width);
    const widths = [...MEDIA_WIDTHS.filter((w) => w < top), top];
    const srcset = widths.map((w) => `${mediaPath(id, w)} ${w}w`).join(", ");
    return tag.replace(
      src,
      ` src="${mediaPath(id, top)}" srcset="${srcset}" sizes="(min-width: 768px) 44rem, calc(100vw - 2rem)" loading="lazy" decoding="async"`,
    );
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
