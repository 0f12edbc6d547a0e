// A generated page as a visitor reads it: its HTML as the HTML stage stored it (allow-listed,
// without the frozen facts a generated text may state: the seller's own words are kept as
// written) and its summary. The routes render it, and the uniqueness gate measures exactly this.
import { defaultDescriptionFor, leadOf, summaryOf } from "./page-defaults";
import { type PageRecord, SANITIZER_VERSION, htmlText } from "./page-record";
import { stripFactSentences } from "~/lib/html-stage/frozen-facts";
import { stageHtml } from "~/lib/html-stage/stage.server";

type Viewable = Pick<PageRecord, "title" | "description" | "content" | "category"> &
  Partial<Pick<PageRecord, "origin" | "clean">>;

/** Text a generator wrote (or of unknown origin, saved before origins existed) is cleaned. */
const cleaned = (page: Viewable) => page.origin !== "seller";

/**
 * The page's HTML as a visitor gets it. Content the store staged with the current rules
 * (`clean` = SANITIZER_VERSION) is rendered as stored: nothing parses or cuts it again. A record
 * staged before (older rules, or the regex cuts before the one-pass stage) goes through the stage
 * as its save would now: one parse, the allow-list, the frozen-fact cut on text nodes unless the
 * seller wrote it, one serialisation — until a save stores it staged (`npm run pages -- restage`
 * does so for every page at once).
 */
export function renderedHtml(page: Viewable): string {
  if (page.clean === SANITIZER_VERSION) return page.content;
  return stageHtml(page.content, { frozen: cleaned(page) }).html;
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
