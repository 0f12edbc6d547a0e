// Allow-list sanitizing of HTML, on the parsed tree (dom.ts: htmlparser2, linear in the input):
// content tags only; no scripts, event handlers, styles, classes, ids, iframes or javascript:/data:
// URLs. It used sanitize-html until the HTML stage became one pass on one tree
// (docs/decisions/2026-11-29-one-html-pass.md); the rules are the same, walked on the tree.
import {
  type ChildNode,
  type Document,
  type Element,
  type ParentNode,
  isElement,
  isText,
  parseHtml,
  replaceNodes,
  serialiseHtml,
} from "./dom";
import { log } from "~/lib/platform/log";

const text = ["title"];
/**
 * Tags and their attributes. No `class`: stored content is styled by the page's `.prose-ppa`
 * container (app/tailwind.css), so it needs none, and any class would reach the site's own utility
 * classes (`fixed inset-0 z-50` covers the whole page).
 */
const allowList: Record<string, string[]> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
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
  blockquote: ["cite"],
  q: ["cite"],
  code: [],
  pre: [],
  ul: [],
  ol: ["start"],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  section: [],
  article: [],
  div: [],
  span: [],
  details: [],
  summary: [],
};

// Entities a browser decodes in an attribute before it reads the URL. Named ones need their ';'
// (as in "?a=1&b=2", where '&b' is no entity); an unknown name makes the URL unusable.
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  sol: "/",
  bsol: "\\",
  tab: "\t",
  newline: "\n",
  colon: ":",
  period: ".",
  lpar: "(",
  rpar: ")",
  num: "#",
  quest: "?",
  equals: "=",
  percnt: "%",
  nbsp: "\u00a0",
};
const INVALID = "\uFFFD";

function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z][a-z0-9]*);)/gi,
    (_, hex?: string, dec?: string, name?: string) => {
      if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? INVALID;
      const code = hex ? Number.parseInt(hex, 16) : Number.parseInt(dec!, 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : INVALID;
    },
  );
}

const SITE = "https://site.invalid/";

// Browsers drop C0 controls and spaces around a URL and tabs/newlines inside it (WHATWG URL).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const ANY_CONTROL = /[\u0000-\u001f]/;

/**
 * The URL exactly as a browser will read it, or null when it is not allowed: http(s), mailto and
 * tel links, and paths of this site (which must resolve to this site: "//host" and "/\\host" do
 * not). Images only from this site's image paths, as the CSP allows no other origin.
 */
function safeUrl(raw: string, imageOnly: boolean): string | null {
  const value = decodeEntities(raw)
    .replace(/[\t\n\r]/g, "")
    .replace(EDGE_CONTROLS, "");
  if (value === "" || value.includes(INVALID) || ANY_CONTROL.test(value)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme) return !imageOnly && ["http", "https", "mailto", "tel"].includes(scheme) ? value : null;
  let resolved: URL;
  try {
    resolved = new URL(value, SITE);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(SITE).origin) return null;
  // Images only from the site's own image paths — uploads (/midia/…) and its static images — never
  // another same-site URL (an <img> of /contato/whatsapp would count a click on every view).
  if (imageOnly && !/^\/(?:midia|images)\//.test(resolved.pathname)) return null;
  return value;
}

type Attributes = Record<string, string>;

/** href, src and cite as safeUrl allows them (dropped otherwise); target only as _blank, with rel. */
function checkUrls(tagName: string, attribs: Attributes): Attributes {
  const out: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "href" || name === "src" || name === "cite") {
      const url = safeUrl(value, tagName === "img");
      if (url !== null) out[name] = url;
    } else if (name === "target") {
      if (value === "_blank") Object.assign(out, { target: "_blank", rel: "noopener noreferrer" });
    } else if (name !== "rel") {
      out[name] = value;
    }
  }
  return out;
}
const CHECKS_URLS = new Set(["a", "img", "blockquote", "q"]);

/** Dropped with everything inside them, not just the tags. */
const NON_TEXT_TAGS = new Set([
  "script",
  "style",
  "textarea",
  "option",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
  "xml",
  "title",
  "head",
]);

/** Only allow-listed attributes, URLs as safeUrl allows them. */
function allowedAttributes(element: Element): Attributes {
  const allowed = allowList[element.name]!;
  const attribs = CHECKS_URLS.has(element.name) ? checkUrls(element.name, element.attribs) : element.attribs;
  const out: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) if (allowed.includes(name)) out[name] = value;
  return out;
}

/**
 * The allow-list applied to a parsed tree, in place: comments, directives and CDATA go; an
 * element of NON_TEXT_TAGS goes with everything inside it; any other tag off the list goes and
 * leaves its content; an allowed one keeps only its allowed attributes. The parser has already
 * closed what the author left open and dropped stray closing tags, so the serialised tree is
 * balanced: a truncated paste cannot pull the rest of the page into the content container.
 */
export function allowListTree(parent: ParentNode): void {
  // Each parent's children are rebuilt once (one by one would search the siblings each time).
  const replaced = new Map<ChildNode, ChildNode[]>();
  for (const node of parent.children) {
    if (isText(node)) continue;
    if (!isElement(node) || NON_TEXT_TAGS.has(node.name)) {
      replaced.set(node, []);
      continue;
    }
    allowListTree(node);
    if (Object.hasOwn(allowList, node.name)) node.attribs = allowedAttributes(node);
    else replaced.set(node, node.children);
  }
  if (replaced.size > 0) replaceNodes(replaced);
}

/** A tree for the stage: parsed once and allow-listed. */
export function allowListed(html: string): Document {
  const document = parseHtml(html);
  allowListTree(document);
  return document;
}

/**
 * What any stored HTML may be: at most MAX_HTML_CHARS characters, elements nested at most
 * MAX_DEPTH deep and MAX_TAGS pieces of markup in all (tags, "&" and a "<" that starts no tag:
 * each is an event of its own for the parser, about 6 µs apiece). The parser and the tree walks
 * cost more than linear time on deep nesting and stray closing tags (45,000 nested <div> took 2 s,
 * 450 KB of them with stray </p> 33 s) and 240,000 lone "<" took 1.4 s; within these bounds any
 * input is cleaned in well under 200 ms. A real page nests about ten levels and has a few
 * thousand tags.
 */
export const MAX_HTML_CHARS = 500_000;
export const MAX_DEPTH = 100;
export const MAX_TAGS = 20_000;

export type HtmlProblem = "size" | "depth" | "tags";

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** A new element of these closes an open <p>, as HTML parsers do. */
const CLOSES_P = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "ul",
]);
/** Elements a new sibling of the same kind closes implicitly, as HTML parsers do. */
const SELF_CLOSING_SIBLINGS = new Set(["li", "p", "dt", "dd", "tr", "td", "th"]);
const NAME_CHAR = /[a-zA-Z0-9-]/;

/**
 * Whether HTML is within the bounds, checked before any parsing in one pass that looks at each
 * character once: a tag runs from "<" plus a letter (or "/") to the next ">", a comment to its
 * first ">" — the earliest any spelling can close it (`<!-->`, `<!--->`, `--!>`, `-->`), so no
 * prefix hides the rest from the count: text a parser would take as comment is counted as markup.
 * It counts nesting as a parser would (void elements, implied closes of p, li, td…) and errs
 * on the side of more, never less.
 */
export function htmlProblem(html: string): HtmlProblem | null {
  if (html.length > MAX_HTML_CHARS) return "size";
  const open: string[] = [];
  let tags = 0;
  for (let amp = html.indexOf("&"); amp !== -1; amp = html.indexOf("&", amp + 1)) {
    if (++tags > MAX_TAGS) return "tags";
  }
  let at = html.indexOf("<");
  while (at !== -1) {
    if (html.startsWith("<!--", at)) {
      const end = html.indexOf(">", at + 2);
      if (end === -1) break;
      at = html.indexOf("<", end + 1);
      continue;
    }
    const closing = html[at + 1] === "/";
    let i = at + (closing ? 2 : 1);
    const start = i;
    while (i < html.length && NAME_CHAR.test(html[i]!)) i++;
    if (i === start || !/[a-zA-Z]/.test(html[start]!)) {
      if (++tags > MAX_TAGS) return "tags";
      at = html.indexOf("<", at + 1);
      continue;
    }
    const end = html.indexOf(">", i);
    if (end === -1) break;
    if (++tags > MAX_TAGS) return "tags";
    const name = html.slice(start, i).toLowerCase();
    if (closing) {
      const found = open.lastIndexOf(name);
      if (found !== -1) open.length = found;
    } else if (!VOID_ELEMENTS.has(name)) {
      // "<div/>" opens a div in HTML: only void elements never nest.
      if (open.at(-1) === "p" && CLOSES_P.has(name)) open.pop();
      if (!(SELF_CLOSING_SIBLINGS.has(name) && open.at(-1) === name)) open.push(name);
      if (open.length > MAX_DEPTH) return "depth";
    }
    at = html.indexOf("<", end + 1);
  }
  return null;
}

/** Characters of text a page over the bounds shows: enough to recognise it, cheap to escape. */
const FALLBACK_TEXT_CHARS = 50_000;

/** The text of HTML without its tags, escaped: what a page over the bounds shows (linear too). */
function escapedText(html: string): string {
  let text = "";
  let from = 0;
  for (let at = html.indexOf("<"); at !== -1 && text.length < FALLBACK_TEXT_CHARS; at = html.indexOf("<", from)) {
    text += `${html.slice(from, at)} `;
    const end = html.indexOf(">", at);
    if (end === -1) {
      from = html.length;
      break;
    }
    from = end + 1;
  }
  if (text.length < FALLBACK_TEXT_CHARS) text += html.slice(from, from + FALLBACK_TEXT_CHARS);
  const clean = text
    .slice(0, FALLBACK_TEXT_CHARS)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\s+/g, " ")
    .trim();
  return clean ? `<p>${clean}</p>` : "";
}

/**
 * Allow-listed HTML. Input over the bounds (htmlProblem) is never parsed: it comes back as its
 * escaped text. The page store refuses such input before it gets here; this guards what reached
 * KV some other way, previews and the AI stream.
 */
export function sanitizeHtml(html: string): string {
  return overBounds(html) ?? serialiseHtml(allowListed(html));
}

/** The escaped text of HTML over the bounds (never parsed), or null when it is within them. */
export function overBounds(html: string): string | null {
  const problem = htmlProblem(html);
  if (!problem) return null;
  log.warn("HTML over the sanitizer's bounds shown as text", { problem, chars: html.length });
  return escapedText(html);
}

/** Titles and descriptions are plain text: no markup survives. */
export function sanitizeText(input: string): string {
  return input
    .replace(/<[^>]*>?/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
