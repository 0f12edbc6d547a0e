// Allow-list sanitizing of generated HTML (js-xss), on save and again on render: content tags
// only; no scripts, event handlers, styles, iframes or javascript:/data: URLs.
import xss from "xss";
import type * as Xss from "xss";

// js-xss is CommonJS: its exports hang off the default export, in the Worker bundle and in Node alike.
const { FilterXSS, safeAttrValue } = xss as unknown as typeof Xss;

const text = ["title"];
const allowList: Record<string, string[]> = {
  h1: ["id", "class"],
  h2: ["id", "class"],
  h3: ["id", "class"],
  h4: ["id", "class"],
  h5: ["id", "class"],
  h6: ["id", "class"],
  p: ["class"],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  mark: [],
  sub: [],
  sup: [],
  abbr: text,
  blockquote: ["cite", "class"],
  q: ["cite"],
  code: [],
  pre: [],
  ul: ["class"],
  ol: ["class", "start"],
  li: ["class"],
  dl: [],
  dt: [],
  dd: [],
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  figure: ["class"],
  figcaption: [],
  table: ["class"],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  section: ["id", "class"],
  article: ["class"],
  div: ["class", "id"],
  span: ["class"],
  details: [],
  summary: [],
};

// Site-relative paths must not start with "//" or "/\\": browsers read both as another host.
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;
const SAFE_IMG = /^(https:|\/(?![/\\]))/i;

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  // Drop the whole content of these, not just the tags.
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math", "xml"],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (name === "href" || name === "src" || name === "cite") {
      // safeAttrValue decodes entities, drops invisible characters and returns the value escaped.
      const cleaned = safeAttrValue(tag, name, value, undefined as never).trim();
      // Only http(s), mailto, tel, site-relative paths and fragments; everything else is dropped.
      if (!SAFE_URL.test(cleaned)) return "";
      if (tag === "img" && name === "src" && !SAFE_IMG.test(cleaned)) return "";
      return `${name}="${cleaned}"`;
    }
    if (name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    if (name === "rel") return "";
    return undefined;
  },
  css: false,
});

const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Elements a new sibling of the same kind closes implicitly, as HTML parsers do. */
const SELF_CLOSING_SIBLINGS = new Set(["li", "p", "dt", "dd", "tr", "td", "th"]);

/**
 * Closes what the author left open and drops stray closing tags, so a truncated paste cannot pull
 * the rest of the page (contact box, footer) into the content container. Runs on sanitized
 * output, where every tag is an allow-listed one and attribute values are escaped.
 */
function balanceTags(html: string): string {
  const open: string[] = [];
  const out = html.replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, closing: string, rawName: string) => {
    const name = rawName.toLowerCase();
    if (VOID_TAGS.has(name)) return closing ? "" : tag;
    if (!closing) {
      const implied = SELF_CLOSING_SIBLINGS.has(name) && open.at(-1) === name ? `</${open.pop()}>` : "";
      open.push(name);
      return implied + tag;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) return "";
    return open
      .splice(at)
      .reverse()
      .map((n) => `</${n}>`)
      .join("");
  });
  return out + open.reverse().map((n) => `</${n}>`).join("");
}

export function sanitizeHtml(html: string): string {
  // js-xss leaves "[removed]" where it dropped an unclosed script/svg/... body.
  return balanceTags(filter.process(html).replace(/\[\/?removed\]/g, ""));
}

/** Titles and descriptions are plain text: no markup survives. */
export function sanitizeText(input: string): string {
  return input.replace(/<[^>]*>?/g, "").replace(/\s+/g, " ").trim();
}
