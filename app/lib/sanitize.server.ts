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

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

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
      if (tag === "img" && name === "src" && !/^(https:|\/(?!\/))/i.test(cleaned)) return "";
      return `${name}="${cleaned}"`;
    }
    if (name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    if (name === "rel") return "";
    return undefined;
  },
  css: false,
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}

/** Titles and descriptions are plain text: no markup survives. */
export function sanitizeText(input: string): string {
  return input.replace(/<[^>]*>?/g, "").replace(/\s+/g, " ").trim();
}
