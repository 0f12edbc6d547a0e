// What changed between two versions of a page, word by word, for the admin's version screen. The
// words come from jsdiff (`diff`, a maintained implementation of Myers' algorithm), run on the
// server: the admin's browser gets the parts, not the library.
import { diffWords } from "diff";
import type { DiffPart, FieldDiff } from "./diff-parts";

/** Bounds the work on two very different long texts (the 10 ms CPU a request may have on Free). */
const MAX_EDIT_LENGTH = 4000;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text a reader reads of stored HTML: one paragraph per line, no markup. */
export function readableText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|tr|div|section|figure|table|ul|ol)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|[a-z]+);/gi, (m, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? m),
    )
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/** Word-level differences; too many changes to compute cheaply → the whole old and new text. */
export function textDiff(before: string, after: string): DiffPart[] | null {
  if (before === after) return null;
  const changes = diffWords(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) {
    return [
      { text: before, kind: "removed" },
      { text: after, kind: "added" },
    ];
  }
  return changes.map((c) => ({ text: c.value, kind: c.added ? "added" : c.removed ? "removed" : "same" }));
}

type Version = { title: string; description: string; content: string };

/** Title, summary and text of `before` against `after`. */
export function versionDiff(before: Version, after: Version): FieldDiff[] {
  return [
    { label: "Título", parts: textDiff(before.title, after.title) },
    { label: "Resumo para o Google", parts: textDiff(before.description, after.description) },
    { label: "Conteúdo", parts: textDiff(readableText(before.content), readableText(after.content)) },
  ];
}
