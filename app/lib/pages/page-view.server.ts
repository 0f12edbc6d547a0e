// A generated page as a visitor reads it: its sanitized HTML and summary, without the frozen
// facts an older or generated text may state (frozen-facts.ts: the seller's own words are shown
// as written). The routes render it, and the uniqueness gate measures exactly this text.
import { defaultDescriptionFor, leadOf, summaryOf } from "./page-defaults";
import { type PageRecord, SANITIZER_VERSION, htmlText } from "./page-record";
import { sanitizeHtml } from "~/lib/html-stage/sanitize.server";
import { stripFactSentences, stripFrozenFacts } from "~/lib/html-stage/frozen-facts";

type Viewable = Pick<PageRecord, "title" | "description" | "content" | "category"> &
  Partial<Pick<PageRecord, "origin" | "clean">>;

/** Text a generator wrote (or of unknown origin, saved before origins existed) is cleaned. */
const cleaned = (page: Viewable) => page.origin !== "seller";

/**
 * The page's HTML as a visitor gets it. Content the store cleaned with the current rules is
 * rendered as stored (sanitizing 20 kB costs ~15 ms of CPU, over Workers Free's 10 ms a request);
 * anything else (older records, older rules) is sanitized again.
 */
export function renderedHtml(page: Viewable): string {
  const html = page.clean === SANITIZER_VERSION ? page.content : sanitizeHtml(page.content);
  return cleaned(page) ? stripFrozenFacts(html) : html;
}

export function renderedLead(page: Viewable, html = renderedHtml(page)): string {
  const lead = leadOf(page);
  if (!cleaned(page)) return lead;
  return stripFactSentences(lead) || summaryOf(html) || defaultDescriptionFor(page.title);
}

/** The kicker above a generated page's title. */
export function pageLabel(page: Pick<PageRecord, "category">): string {
  return page.category ? "Guias Técnicos" : "Links Úteis";
}

/**
 * The page's own text, in the order the page shows it: kicker, title, summary and body. The
 * uniqueness measure takes these parts (a later part, such as a posted job's captions, joins here).
 */
export function pageTextParts(page: Viewable): string[] {
  const html = renderedHtml(page);
  return [pageLabel(page), page.title, renderedLead(page, html), htmlText(html)];
}
