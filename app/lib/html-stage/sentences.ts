// Sentences of an HTML text, found on its parsed tree (never with patterns on the markup): listed,
// edited in place, or marked for the review screen. A sentence is matched by its text with its
// white space normalised; it may run across inline elements (<strong>, <a>…), never across blocks.
import render from "dom-serializer";
import { type ChildNode, type Document, DomHandler, Element, type ParentNode, Text } from "domhandler";
import { Parser } from "htmlparser2";
import { sentencesOf } from "~/lib/claims/claims-check";

const BLOCKS = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "td",
  "th",
  "dt",
  "dd",
  "blockquote",
  "figcaption",
  "caption",
  "div",
  "section",
  "article",
  "ul",
  "ol",
  "table",
  "thead",
  "tbody",
  "tr",
  "dl",
  "figure",
]);
/** Blocks that go when an edit leaves nothing in them. */
const EMPTIABLE = new Set(["p", "li", "dt", "dd", "blockquote", "figcaption", "h2", "h3", "h4", "h5", "h6"]);
const LISTS = new Set(["ul", "ol", "dl", "table", "thead", "tbody", "tr"]);

const norm = (text: string) => text.replace(/\s+/g, " ").trim();
const isBlock = (node: ChildNode): node is Element => node instanceof Element && BLOCKS.has(node.name);

/** A run of text nodes that reads as one (a block's own text, or text between blocks). */
type Run = Text[];

function runsOf(root: ParentNode): Run[] {
  const runs: Run[] = [];
  const walk = (parent: ParentNode, run: Run) => {
    for (const child of parent.children) {
      if (child instanceof Text) run.push(child);
      else if (child instanceof Element && (child.name === "script" || child.name === "style")) continue;
      else if (isBlock(child)) {
        if (run.length > 0) runs.push(run.splice(0));
        const own: Run = [];
        walk(child, own);
        if (own.length > 0) runs.push(own);
      } else if (child instanceof Element) walk(child, run);
    }
  };
  const top: Run = [];
  walk(root, top);
  if (top.length > 0) runs.push(top);
  return runs;
}

const runText = (run: Run) => run.map((t) => t.data).join("");

/** The tree of the domhandler dom-serializer reads (htmlparser2 nests a newer one of its own). */
function parse(html: string): Document {
  const handler = new DomHandler();
  new Parser(handler, { decodeEntities: true }).end(html);
  return handler.root;
}

const serialize = (doc: Document) => render(doc, { encodeEntities: "utf8" });

/** Where a sentence stands in a run's raw text (white space may differ), every occurrence. */
function spans(text: string, sentence: string): [number, number][] {
  const words = norm(sentence).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const pattern = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"), "gu");
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}

/** The pieces of a run's text nodes a span covers: node, start and end within it. */
function pieces(run: Run, [start, end]: [number, number]): { node: Text; from: number; to: number }[] {
  const out: { node: Text; from: number; to: number }[] = [];
  let offset = 0;
  for (const node of run) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + node.data.length);
    if (from < to) out.push({ node, from: from - offset, to: to - offset });
    offset += node.data.length;
  }
  return out;
}

/** Every sentence of the HTML's text (text nodes of block elements; never attributes), in order. */
export function htmlSentences(html: string): string[] {
  return runsOf(parse(html)).flatMap((run) =>
    sentencesOf(norm(runText(run)))
      .map(norm)
      .filter(Boolean),
  );
}

function hasContent(node: ChildNode): boolean {
  if (node instanceof Text) return node.data.trim() !== "";
  if (!(node instanceof Element)) return false;
  if (node.name === "img" || node.name === "br" || node.name === "hr") return node.name === "img";
  return node.children.some(hasContent);
}

/** Blocks an edit emptied, then lists and tables left with nothing, then headings with nothing under them. */
function prune(parent: ParentNode): void {
  for (const child of [...parent.children]) if (child instanceof Element) prune(child);
  const remove = (node: ChildNode) => {
    const i = parent.children.indexOf(node);
    if (i >= 0) parent.children.splice(i, 1);
  };
  for (const child of [...parent.children]) {
    if (child instanceof Element && (EMPTIABLE.has(child.name) || LISTS.has(child.name)) && !hasContent(child))
      remove(child);
  }
  const level = (node: ChildNode | undefined) =>
    node instanceof Element && /^h[2-6]$/.test(node.name) ? Number(node.name[1]) : null;
  const elements = () => parent.children.filter((c) => !(c instanceof Text && c.data.trim() === ""));
  let changed = true;
  while (changed) {
    changed = false;
    const list = elements();
    for (let i = 0; i < list.length; i++) {
      const here = level(list[i]);
      if (here === null) continue;
      const next = level(list[i + 1]);
      if (i === list.length - 1 || (next !== null && next <= here)) {
        remove(list[i]!);
        changed = true;
        break;
      }
    }
  }
}

/**
 * The HTML with each sentence in `edits` replaced by its value (null: removed); structure kept,
 * an emptied block (p, li, heading with nothing under it, empty list/table) removed.
 */
export function editSentences(html: string, edits: ReadonlyMap<string, string | null>): string {
  if (edits.size === 0) return html;
  const doc = parse(html);
  for (const run of runsOf(doc)) {
    for (const [sentence, replacement] of edits) {
      // Last occurrence first, so earlier offsets stay valid.
      for (const [start, end] of spans(runText(run), sentence).reverse()) {
        const span: [number, number] = [start, end];
        if (replacement === null) {
          // A removed sentence takes one side's white space with it.
          const text = runText(run);
          const after = /^\s+/.exec(text.slice(end))?.[0].length ?? 0;
          if (after > 0) span[1] += after;
          else span[0] -= /\s+$/.exec(text.slice(0, start))?.[0].length ?? 0;
        }
        pieces(run, span).forEach(({ node, from, to }, i) => {
          const put = i === 0 && replacement !== null ? replacement : "";
          node.data = node.data.slice(0, from) + put + node.data.slice(to);
        });
      }
    }
    for (const node of run) node.data = node.data.replace(/ {2,}/g, " ");
  }
  prune(doc);
  return serialize(doc).trim();
}

/** The HTML with each listed sentence wrapped in <mark data-flag="{index}"> (for the review screen). */
export function markSentences(html: string, sentences: readonly string[]): string {
  if (sentences.length === 0) return html;
  const doc = parse(html);
  for (const run of runsOf(doc)) {
    const text = runText(run);
    const cuts: { node: Text; from: number; to: number; flag: number }[] = [];
    sentences.forEach((sentence, flag) => {
      for (const span of spans(text, sentence)) for (const p of pieces(run, span)) cuts.push({ ...p, flag });
    });
    // Each text node split at its cuts, from the end so offsets stay valid.
    for (const node of new Set(cuts.map((c) => c.node))) {
      const mine = cuts.filter((c) => c.node === node).sort((a, b) => b.from - a.from);
      const parent = node.parent;
      if (!parent) continue;
      const parts: ChildNode[] = [];
      let end = node.data.length;
      for (const cut of mine) {
        if (cut.to > end) continue; // overlaps a later mark: already marked
        if (cut.to < end) parts.unshift(new Text(node.data.slice(cut.to, end)));
        const mark = new Element("mark", { "data-flag": String(cut.flag) }, [
          new Text(node.data.slice(cut.from, cut.to)),
        ]);
        parts.unshift(mark);
        end = cut.from;
      }
      if (end > 0) parts.unshift(new Text(node.data.slice(0, end)));
      const at = parent.children.indexOf(node);
      parent.children.splice(at, 1, ...parts);
      for (const part of parts) part.parent = parent;
      for (const part of parts) if (part instanceof Element) for (const c of part.children) c.parent = part;
    }
  }
  return serialize(doc);
}
