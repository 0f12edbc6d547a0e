// The text of some HTML, as a reader (and the uniqueness gate) reads it. Read from stored HTML,
// which the HTML stage serialised (dom.ts): every attribute value in double quotes with no '"' in
// it, and no '<' in text, so a tag runs from '<' to the first '>' outside quotes — an attribute's
// "a > b" is not text.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text of some HTML: tags to spaces, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(?:[^>"]|"[^"]*")*>/g, " ")
    .replace(/&(#\d+|[a-z]+);/gi, (m, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? m),
    );
}

/** What a reader reads of a page: title, summary and the content without its markup. */
export function pageText(page: { title: string; description: string; content: string }): string {
  return `${page.title} ${page.description} ${htmlText(page.content)}`;
}
