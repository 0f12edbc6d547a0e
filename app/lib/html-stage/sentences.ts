// Sentences of HTML, found and edited on its parsed tree (dom.ts), never with regexes on the HTML:
// a sentence is read from the text nodes of one block (a paragraph, a list item, a heading, a
// table row…), across the inline elements inside it (<strong>, <a>…), and never from an attribute
// or a tag. Used by the HTML stage (the frozen-fact cut and the claims check, stage.server.ts), by
// the claims check of stored HTML (claims-html.ts) and by the seller's review of flagged sentences.
// Sentences are matched by their whitespace-normalised text.
import {
  type ChildNode,
  type Document,
  type Element,
  INLINE,
  type ParentNode,
  type Text,
  replaceNodes,
  isElement,
  isText,
  newElement,
  newText,
  parseHtml,
  removeNode,
  removeNodes,
  serialiseHtml,
  textOf,
} from "./dom";

/** A piece of a block's text: a text node's data, or a space standing for a <br>, an <img> or a cell edge. */
interface Part {
  node: Text | null;
  start: number;
  end: number;
}

/** The text of one block, as the sentences read it: consecutive text nodes and inline elements. */
interface Run {
  block: ParentNode;
  parts: Part[];
  text: string;
}

/** One sentence of a run: where it stands in the run's text, and its normalised text. */
interface Span {
  start: number;
  end: number;
  text: string;
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** The runs of a tree, in document order. A table row is one run: its cells read as one line. */
function runsOf(root: ParentNode): Run[] {
  const runs: Run[] = [];
  let parts: Part[] = [];
  let text = "";
  let block: ParentNode = root;
  const flush = () => {
    if (text.trim() !== "") runs.push({ block, parts, text });
    parts = [];
    text = "";
  };
  const gap = () => {
    if (text === "" || /\s$/.test(text)) return;
    parts.push({ node: null, start: text.length, end: text.length + 1 });
    text += " ";
  };
  const visit = (parent: ParentNode) => {
    for (const child of parent.children) {
      if (isText(child)) {
        parts.push({ node: child, start: text.length, end: text.length + child.data.length });
        text += child.data;
      } else if (!isElement(child)) continue;
      else if (child.name === "br" || child.name === "img") gap();
      else if (INLINE.has(child.name)) visit(child);
      else if ((child.name === "td" || child.name === "th") && block === parent) {
        gap();
        visit(child);
        gap();
      } else {
        flush();
        const outer = block;
        block = child;
        visit(child);
        flush();
        block = outer;
      }
    }
  };
  visit(root);
  flush();
  return runs;
}

// A sentence ends at '.', '!', '?' or '…' followed by a space and a capital, a quote or a digit
// (as claims-check.ts's sentencesOf reads plain text).
const BOUNDARY = /(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ"“0-9])/gu;

function spansOf(run: Run): Span[] {
  const spans: Span[] = [];
  const add = (from: number, to: number) => {
    const raw = run.text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const text = normalise(raw);
    if (text !== "") spans.push({ start: from + lead, end: from + raw.trimEnd().length, text });
  };
  let from = 0;
  for (const match of run.text.matchAll(BOUNDARY)) {
    add(from, match.index);
    from = match.index + match[0].length;
  }
  add(from, run.text.length);
  return spans;
}

interface Edit {
  start: number;
  end: number;
  insert: string;
}

/**
 * Applies non-overlapping edits (in text order) to a run's text nodes: each node's text is rebuilt
 * once, from the edits that touch it (parts and edits are both in order: one walk over each).
 */
function applyEdits(run: Run, edits: Edit[]): void {
  let e = 0;
  for (const part of run.parts) {
    if (!part.node) continue;
    while (e < edits.length && edits[e]!.end <= part.start) e++;
    if (e >= edits.length) return;
    if (edits[e]!.start >= part.end) continue;
    const data = part.node.data;
    let out = "";
    let at = 0;
    for (let i = e; i < edits.length && edits[i]!.start < part.end; i++) {
      const edit = edits[i]!;
      const from = Math.max(edit.start, part.start) - part.start;
      const to = Math.min(edit.end, part.end) - part.start;
      out += data.slice(at, from) + (edit.start >= part.start ? edit.insert : "");
      at = to;
    }
    part.node.data = out + data.slice(at);
  }
}

const MEDIA = new Set(["img", "hr"]);
const hasMedia = (node: ParentNode): boolean =>
  node.children.some((c) => isElement(c) && (MEDIA.has(c.name) || hasMedia(c)));
const isEmpty = (node: Element) => textOf(node).trim() === "" && !hasMedia(node);

/** Blocks removed when an edit leaves nothing in them (a table cell stays: its row keeps its columns). */
const PRUNABLE = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "dt",
  "dd",
  "dl",
  "ul",
  "ol",
  "blockquote",
  "figure",
  "figcaption",
  "caption",
  "tr",
  "thead",
  "tbody",
  "tfoot",
  "table",
  "div",
  "section",
  "article",
  "details",
  "summary",
  "pre",
]);

/** What an edit left empty: emptied text nodes and inline elements, then the blocks above them. */
function prune(run: Run): void {
  const emptied: ChildNode[] = [];
  let level = new Set<ParentNode>();
  for (const part of run.parts) {
    if (part.node === null || part.node.data !== "" || !part.node.parent) continue;
    emptied.push(part.node);
    level.add(part.node.parent as ParentNode);
  }
  removeNodes(emptied);
  // Inline elements left empty, level by level up to the block (nesting is bounded: MAX_DEPTH).
  while (level.size > 0) {
    const gone: Element[] = [];
    const above = new Set<ParentNode>();
    for (const node of level) {
      if (!isElement(node) || !INLINE.has(node.name) || node === run.block || !node.parent || !isEmpty(node)) continue;
      gone.push(node);
      above.add(node.parent as ParentNode);
    }
    removeNodes(gone);
    level = above;
  }
  let block: ParentNode | null = run.block;
  while (block && isElement(block) && PRUNABLE.has(block.name) && block.parent && isEmpty(block)) {
    const parent: ParentNode | null = block.parent as ParentNode | null;
    removeNode(block);
    block = parent;
  }
}

const HEADING = /^h[1-6]$/;
const nextElement = (node: ChildNode): Element | null => {
  for (let next = node.next; next; next = next.next) {
    if (isElement(next)) return next;
    if (isText(next) && next.data.trim() !== "") return null;
  }
  return null;
};

/**
 * Headings the removals left with nothing under them: an h3 or h4 followed by a heading of its
 * level or above, an h2 followed by an h2 or h1, either at the end of the document.
 */
function dropBareHeadings(root: Document): void {
  for (let round = 0; round < 3; round++) {
    const bare: Element[] = [];
    const visit = (parent: ParentNode) => {
      for (const child of parent.children) {
        if (!isElement(child)) continue;
        if (!HEADING.test(child.name)) {
          visit(child);
          continue;
        }
        const level = Number(child.name[1]);
        if (level < 2 || level > 4) continue;
        const next = nextElement(child);
        const atEnd = next === null && child.parent === root && !hasFollowingText(child);
        if (atEnd || (next !== null && HEADING.test(next.name) && Number(next.name[1]) <= level)) bare.push(child);
      }
    };
    visit(root);
    if (bare.length === 0) return;
    removeNodes(bare);
  }
}
const hasFollowingText = (node: ChildNode) => {
  for (let next = node.next; next; next = next.next) if (textOf(next).trim() !== "") return true;
  return false;
};

/**
 * Each sentence of a tree put to `decide`, in document order: undefined keeps it, null removes
 * it, a string replaces it. What the removals empty goes (text, inline elements, blocks, bare
 * headings). Returns whether anything was removed.
 */
export function editTree(root: Document, decide: (sentence: string) => string | null | undefined): boolean {
  let removedAny = false;
  for (const run of runsOf(root)) {
    const spans = spansOf(run);
    const verdicts = spans.map((s) => decide(s.text));
    const edits: Edit[] = [];
    spans.forEach((span, i) => {
      const verdict = verdicts[i];
      if (verdict === undefined) return;
      if (verdict !== null) {
        if (verdict !== span.text) edits.push({ start: span.start, end: span.end, insert: verdict });
        return;
      }
      removedAny = true;
      const next = spans[i + 1];
      const previous = spans[i - 1];
      // The space after it goes with it; the last one of a block takes the space before it, within
      // its own text node (a space before an image or a line break stays).
      if (next) edits.push({ start: span.start, end: next.start, insert: "" });
      else if (previous && verdicts[i - 1] !== null) {
        const own = run.parts.find((p) => p.node && p.start <= span.start && span.start < p.end)!;
        edits.push({ start: Math.max(previous.end, own.start), end: span.end, insert: "" });
      } else edits.push({ start: span.start, end: span.end, insert: "" });
    });
    if (edits.length === 0) continue;
    applyEdits(run, edits);
    prune(run);
  }
  if (removedAny) dropBareHeadings(root);
  return removedAny;
}

/** Words of a tree's text, block by block. */
export function wordsOf(root: ParentNode): number {
  let words = 0;
  for (const run of runsOf(root)) words += run.text.split(/\s+/).filter(Boolean).length;
  return words;
}

/** The words of a sentence (for the share of a page a cut takes). */
export const sentenceWords = (sentence: string): number => sentence.split(" ").filter(Boolean).length;

/** Every sentence of the HTML's text (text nodes of block elements; never attributes), in order. */
export function htmlSentences(html: string): string[] {
  return runsOf(parseHtml(html)).flatMap((run) => spansOf(run).map((s) => s.text));
}

/**
 * The HTML with each sentence in `edits` replaced by its value (null: removed); structure kept,
 * an emptied block (p, li, heading with nothing under it, empty list/table) removed.
 */
export function editSentences(html: string, edits: ReadonlyMap<string, string | null>): string {
  const wanted = new Map([...edits].map(([sentence, value]) => [normalise(sentence), value]));
  const root = parseHtml(html);
  editTree(root, (sentence) => (wanted.has(sentence) ? wanted.get(sentence) : undefined));
  return serialiseHtml(root);
}

/** The HTML with each listed sentence wrapped in <mark data-flag="{index}"> (for the review screen). */
export function markSentences(html: string, sentences: readonly string[]): string {
  const index = new Map<string, number>();
  sentences.forEach((s, i) => {
    const key = normalise(s);
    if (!index.has(key)) index.set(key, i);
  });
  const root = parseHtml(html);
  const replacements = new Map<ChildNode, ChildNode[]>();
  for (const run of runsOf(root)) {
    const marked = spansOf(run).filter((span) => index.has(span.text));
    // Parts and marked spans are both in order: each text node is cut once, by the spans over it.
    let m = 0;
    for (const part of run.parts) {
      if (!part.node) continue;
      while (m < marked.length && marked[m]!.end <= part.start) m++;
      if (m >= marked.length) break;
      if (marked[m]!.start >= part.end) continue;
      const data = part.node.data;
      const pieces: ChildNode[] = [];
      let at = 0;
      for (let i = m; i < marked.length && marked[i]!.start < part.end; i++) {
        const span = marked[i]!;
        const from = Math.max(span.start, part.start) - part.start;
        const to = Math.min(span.end, part.end) - part.start;
        if (from > at) pieces.push(newText(data.slice(at, from)));
        pieces.push(newElement("mark", { "data-flag": String(index.get(span.text)) }, [newText(data.slice(from, to))]));
        at = to;
      }
      if (at < data.length) pieces.push(newText(data.slice(at)));
      replacements.set(part.node, pieces);
    }
  }
  replaceNodes(replacements);
  return serialiseHtml(root);
}
