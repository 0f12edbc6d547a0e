// Inline emphasis inside pool text. Pools mark words with strong(); the engine escapes the text
// and turns the markers into <strong> tags, so pool text never carries raw HTML.

/** Markers used internally for <strong>; never allowed in user text. */
export const STRONG_OPEN = "\uE000";
export const STRONG_CLOSE = "\uE001";
export const MARKER_RE = /[\uE000\uE001]/g;

export function strong(text: string): string {
  return `${STRONG_OPEN}${text}${STRONG_CLOSE}`;
}
