// The parsed tree every HTML pass works on: htmlparser2's parseDocument (a domhandler tree) and
// its serialiser (dom-serializer, reached through htmlparser2's DomUtils so the tree and the
// serialiser are the versions htmlparser2 itself uses). Nothing here reads HTML with regexes:
// text nodes hold decoded text, attributes are never text, and serialising encodes both.
import { DomUtils, ElementType, parseDocument } from "htmlparser2";

export type Document = ReturnType<typeof parseDocument>;
export type ChildNode = Document["children"][number];
export type Element = Extract<ChildNode, { name: string; attribs: Record<string, string> }>;
export type Text = Extract<ChildNode, { type: typeof ElementType.Text }>;
export type ParentNode = Document | Element;

/** The HTML as a tree: entities decoded, tag and attribute names lower-cased, HTML's implied closes. */
export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

/** The tree as HTML: text escapes & < > (and no-break spaces), attributes & and ", in double quotes. */
export function serialiseHtml(node: ParentNode | ChildNode[]): string {
  const nodes = Array.isArray(node) ? node : node.children;
  return DomUtils.getOuterHTML(nodes, { encodeEntities: "utf8", emptyAttrs: true, decodeEntities: true });
}

const TAGS: string[] = [ElementType.Tag, ElementType.Script, ElementType.Style];
export const isElement = (node: ChildNode | Document): node is Element => TAGS.includes(node.type);
export const isText = (node: ChildNode | Document): node is Text => node.type === ElementType.Text;

// New nodes are made with the classes of the parsed tree (domhandler's, as htmlparser2 bundles it).
const sample = parseDocument("<b>x</b>").children[0] as Element;
const ElementNode = sample.constructor as new (
  name: string,
  attribs: Record<string, string>,
  children?: ChildNode[],
) => Element;
const TextNode = (sample.children[0] as Text).constructor as new (data: string) => Text;

export function newElement(name: string, attribs: Record<string, string> = {}, children: ChildNode[] = []): Element {
  const element = new ElementNode(name, attribs, children);
  for (const child of children) child.parent = element;
  for (let i = 0; i < children.length; i++) {
    children[i]!.prev = children[i - 1] ?? null;
    children[i]!.next = children[i + 1] ?? null;
  }
  return element;
}
export const newText = (data: string): Text => new TextNode(data);

export const removeNode = (node: ChildNode): void => DomUtils.removeElement(node);

/**
 * Removes many nodes at once: each parent's children are rebuilt once (removing them one by one
 * costs a search of the siblings each, quadratic in a block with thousands of pieces).
 */
export function removeNodes(nodes: Iterable<ChildNode>): void {
  const gone = new Set(nodes);
  const parents = new Set<ParentNode>();
  for (const node of gone) if (node.parent) parents.add(node.parent as ParentNode);
  for (const parent of parents) {
    const kept = parent.children.filter((child) => !gone.has(child));
    kept.forEach((child, i) => {
      child.prev = kept[i - 1] ?? null;
      child.next = kept[i + 1] ?? null;
    });
    parent.children = kept;
  }
  for (const node of gone) {
    node.parent = null;
    node.prev = null;
    node.next = null;
  }
}

/** Replaces each node of `replacements` by its list of nodes: each parent's children rebuilt once. */
export function replaceNodes(replacements: ReadonlyMap<ChildNode, ChildNode[]>): void {
  const parents = new Set<ParentNode>();
  for (const node of replacements.keys()) if (node.parent) parents.add(node.parent as ParentNode);
  for (const parent of parents) {
    const children = parent.children.flatMap((child) => replacements.get(child) ?? [child]);
    children.forEach((child, i) => {
      child.parent = parent;
      child.prev = children[i - 1] ?? null;
      child.next = children[i + 1] ?? null;
    });
    parent.children = children;
  }
}

/** Text of a node or tree, as a reader reads it (decoded). */
export const textOf = (node: ChildNode | ChildNode[] | Document): string => DomUtils.textContent(node);

/** Elements whose text flows with their neighbours': a sentence may run across them. */
export const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "br",
  "code",
  "em",
  "i",
  "img",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "u",
]);
