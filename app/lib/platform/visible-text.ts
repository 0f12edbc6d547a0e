// Characters that show nothing: format controls (zero-width space and joiners, direction marks,
// the BOM, soft hyphen), control characters, and the "blank" letters people use to fake an empty
// name (Hangul fillers, the braille blank). A name made only of them is no name.
const INVISIBLE = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** The text without its invisible characters (line breaks kept), trimmed. */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, (c) => (c === "\n" ? c : c === "\t" ? " " : "")).trim();
}
