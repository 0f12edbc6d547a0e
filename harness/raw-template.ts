// What no public page may show whatever the seller's claims (tests/integration/no-raw-template,
// tests/site/no-raw-template): a raw template of content/claims.ts (a token "{instalments}", an
// optional part "[Parcelamento em até {instalments}.]") in its text, meta tags or JSON-LD, a table
// column or a heading a cleared claim left with nothing in it.
import type { HTMLElement } from "node-html-parser";
import type { CrawlResult } from "./crawl";
import { text } from "./html";

/** A token ("{instalments}", "{?emergency}") or an optional part ("[ … ]") of content/claims.ts. */
const TEMPLATE = /\{\??[A-Za-z][\w.]*\}|\[[^\]\n]*\]/;

/** The crawl's public pages answered 200 with HTML (the admin area left out). */
export function publicPages(result: CrawlResult): { path: string; doc: HTMLElement }[] {
  return [...result.pages.values()]
    .filter((p) => p.status === 200 && p.html !== null && !p.path.startsWith("/admin"))
    .map((p) => ({ path: p.path, doc: p.html! }));
}

/** Every string inside a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const HIDDEN = new Set(["SCRIPT", "STYLE", "TEMPLATE"]);

/** The text of an element without what scripts, styles and templates hold (text() of it with those removed). */
function visibleText(root: HTMLElement): string {
  const parts: string[] = [];
  const walk = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent);
      else if (child.nodeType !== 1) continue;
      // As textContent reads it: a line break is a newline.
      else if ((child as HTMLElement).tagName === "BR") parts.push("\n");
      else if (!HIDDEN.has((child as HTMLElement).tagName)) walk(child as HTMLElement);
    }
  };
  walk(root);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The raw templates a page shows: in its visible text, its title and meta tags, its JSON-LD. */
export function templatesOf(doc: HTMLElement): string[] {
  const found: string[] = [];
  // Walked in place: a clone of the body (serialized and parsed again) cost as much as the crawl's parse.
  const bodyText = visibleText(doc.querySelector("body")!);
  const inText = TEMPLATE.exec(bodyText);
  if (inText) found.push(`text: …${bodyText.slice(Math.max(0, inText.index - 60), inText.index + 80)}…`);
  const title = text(doc.querySelector("title"));
  if (TEMPLATE.test(title)) found.push(`title: ${title}`);
  for (const meta of doc.querySelectorAll("meta[content]")) {
    const content = meta.getAttribute("content") ?? "";
    if (TEMPLATE.test(content))
      found.push(`meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}: ${content}`);
  }
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    for (const s of strings(JSON.parse(script.rawText))) if (TEMPLATE.test(s)) found.push(`JSON-LD: ${s}`);
  }
  return found;
}

/** Tables without a body row, and columns whose every body cell is empty. */
export function emptyColumns(doc: HTMLElement): string[] {
  const found: string[] = [];
  for (const table of doc.querySelectorAll("table")) {
    const name = text(table.querySelector("caption")) || text(table.querySelector("thead")) || "table";
    const rows = table.querySelectorAll("tbody tr");
    if (rows.length === 0) {
      found.push(`${name}: no row`);
      continue;
    }
    const head = table.querySelectorAll("thead th").map((th) => text(th));
    // Each row's cells' texts, read once (not once a column).
    const texts = rows.map((r) => r.querySelectorAll("th, td").map((c) => text(c)));
    const width = Math.max(head.length, ...texts.map((t) => t.length));
    for (let col = 0; col < width; col++) {
      const cells = texts.map((t) => t[col] ?? "");
      if (cells.every((c) => c === "")) found.push(`${name}: column ${head[col] ?? col + 1} empty in every row`);
    }
  }
  return found;
}

const LEVEL = /^H([1-6])$/;

/** The text directly inside an element (its children elements are looked at on their own). */
function ownText(el: HTMLElement): string {
  return el.childNodes
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent)
    .join("")
    .trim();
}

/** Headings with no text, or with nothing after them before the next heading of their level or above. */
export function emptyHeadings(doc: HTMLElement): string[] {
  const found: string[] = [];
  // The document's elements in order, each with its heading level (0: not a heading).
  const flat: { el: HTMLElement; level: number }[] = [];
  const walk = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      if (child.nodeType !== 1) continue;
      const c = child as HTMLElement;
      if (HIDDEN.has(c.tagName)) continue;
      const level = Number(LEVEL.exec(c.tagName)?.[1] ?? 0);
      flat.push({ el: c, level });
      if (level === 0) walk(c);
    }
  };
  walk(doc.querySelector("main") ?? doc.querySelector("body")!);
  flat.forEach(({ el, level }, i) => {
    if (level === 0) return;
    const heading = text(el);
    if (heading === "") {
      found.push(`<h${level}> with no text`);
      return;
    }
    let content = false;
    // Read in place (a copy of the rest of the document for each heading cost a copy each).
    for (let j = i + 1; j < flat.length; j++) {
      const next = flat[j]!;
      if (next.level !== 0 && next.level <= level) break;
      if (next.level !== 0 || ownText(next.el) !== "" || ["IMG", "SVG", "IFRAME"].includes(next.el.tagName)) {
        content = true;
        break;
      }
    }
    if (!content) found.push(`<h${level}> "${heading}" with nothing under it`);
  });
  return found;
}
