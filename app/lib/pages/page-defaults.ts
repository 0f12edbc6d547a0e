/**
 * Proposed summary of a page (the form shows it as a suggestion; nothing publishes it unasked).
 * The title comes first, so a title like "Como instalar motor PPA" still reads as a sentence.
 */
export function defaultDescriptionFor(title: string): string {
  return `${title}: atendimento especializado, produtos de qualidade e suporte técnico.`;
}

/** The default of earlier versions, which reads badly before "Como …" titles; pages saved with it show a summary of their text instead. */
export function isLegacyDefaultDescription(title: string, description: string): boolean {
  return (
    description === `Informações sobre ${title}. Atendimento especializado, produtos de qualidade e suporte técnico.`
  );
}

const SUMMARY_MAX = 155;

/** The first paragraph of some HTML as plain text, cut at a word near 155 characters; "" if none. */
export function summaryOf(html: string): string {
  for (const m of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = m[1]!
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim();
    if (text.split(" ").length < 5) continue;
    if (text.length <= SUMMARY_MAX) return text;
    const cut = text.slice(0, SUMMARY_MAX);
    return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
  }
  return "";
}

/** What a page shows under its title and in its meta description. */
export function leadOf(page: { title: string; description: string; content: string }): string {
  if (!isLegacyDefaultDescription(page.title, page.description)) return page.description;
  return summaryOf(page.content) || defaultDescriptionFor(page.title);
}
