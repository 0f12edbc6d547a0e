// The HTML stage's one entry: a page's HTML on its way into the store goes through sanitize-html
// once per save, here. prepareHtml returns the three things the rest of the site needs of it: the
// HTML safe to render as stored (a page view never sanitizes it again: page-view.server.ts), the
// facts its title names (page-facts.server.ts) and the text the uniqueness gate measures.
//
// A save path often cleans the same HTML twice (a generator cleans what it wrote, then the store
// cleans what it is handed). The stage remembers its last outputs: text identical to one of them
// came out of the stage, so it is safe as it is and is not parsed again. Only an exact match is
// trusted; anything else (a form's post, an older record) is sanitized.
import { stripFrozenFacts } from "./frozen-facts";
import { htmlText } from "./html-text";
import { pageFacts } from "./page-facts.server";
import { sanitizeHtml } from "./sanitize.server";

/** Outputs remembered: a save's own HTML passes through two or three steps within one request. */
const REMEMBERED = 8;
const recent: string[] = [];

function remember(html: string): void {
  if (recent.includes(html)) return;
  recent.push(html);
  if (recent.length > REMEMBERED) recent.shift();
}

/**
 * Allow-listed HTML, sanitized unless this exact text already came out of the stage; `then` (the
 * claims check, the frozen-fact cut) works on the sanitized HTML and only removes from it.
 */
export function stageHtml(html: string, then?: (clean: string) => string): string {
  const clean = recent.includes(html) ? html : sanitizeHtml(html);
  const out = then ? then(clean) : clean;
  remember(clean);
  remember(out);
  return out;
}

export interface PreparedHtml {
  /** Safe to render as stored. */
  html: string;
  /** The kit type and served place the title names (the facts box). */
  facts: ReturnType<typeof pageFacts>;
  /** The body's text, as the uniqueness gate measures it. */
  gateText: string;
}

/**
 * A page's HTML prepared once: sanitized, without frozen facts when a generator wrote it (`generated`;
 * the seller's own words are kept as written), with its facts and the text a gate measures.
 */
export function prepareHtml(raw: string, { title, generated }: { title: string; generated: boolean }): PreparedHtml {
  const html = stageHtml(raw, generated ? stripFrozenFacts : undefined);
  return { html, facts: pageFacts(title), gateText: htmlText(html) };
}
