// The HTML stage's one entry: a page's HTML on its way into the store goes through sanitize-html
// once per save, here, and is stored safe to render (a page view never sanitizes it again:
// page-view.server.ts). What else is read of it is read from that stored HTML without parsing it
// again: the facts its title names (page-facts.server.ts), the text the gate measures (html-text.ts).
//
// A save path often cleans the same HTML twice (a generator cleans what it wrote, then the store
// cleans what it is handed). The stage remembers its last outputs: text identical to one of them
// came out of the stage, so it is safe as it is and is not parsed again. Only an exact match is
// trusted; anything else (a form's post, an older record) is sanitized.
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
