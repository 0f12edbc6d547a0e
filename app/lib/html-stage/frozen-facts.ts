// Facts never frozen into a stored page. Prices, hours, phone numbers, response times,
// instalments, warranty terms, founding years, customer counts and 24h promises change with the
// seller's data ("Dados da empresa", "Ofertas e garantias"); a page shows them from that data
// when it renders (ClaimsBox), so the text a generator wrote must not state them.
//
// stripFrozenFacts removes, from generated HTML, every sentence, list item, table row or FAQ
// question whose answer states one; it runs on what the generators produce (the AI may state
// facts despite its prompt) and, when a page renders, on pages saved before this rule (their
// records carry no `origin`). A page the seller writes himself is his own words and is shown
// as written. Works on sanitized HTML (allow-listed tags only), so blocks are plain to find.

/** A statement of a fact the page must not freeze; each pattern names what it catches. */
const FROZEN: RegExp[] = [
  /R\$\s?\d/, // a price
  /\(?\b\d{2}\)?\s?9?\d{4}[-\s]?\d{4}\b/, // a phone number
  /\b\d{1,2}h(\d{2})?\b|\b\d{1,2}:\d{2}\b|\bsegunda a sexta\b|\bhorário de atendimento\b/i, // hours
  /\bem até \d+\s*(h\b|horas?\b|minutos?\b)/i, // a response time
  /\b(retorno|resposta|atendimento|chega|chegou)\b[^.]{0,40}\b\d+\s*(h\b|horas?\b)/i,
  /\b\d{1,2}\s?x\b(?!\s?\d)|\bparcel(a|amento|ado|ar)/i, // instalments
  /\bgarantia\b[^.]{0,40}\b\d+\s*(anos?|meses|mês|dias)\b|\b\d+\s*(anos?|meses|mês|dias)\s+de\s+garantia/i,
  /\bdesde\s+(19|20)\d{2}\b|\bhá\s+(mais\s+de\s+)?\d+\s+anos\b/i, // founding year
  /\b\d{1,3}(\.\d{3})+\s+clientes|\bmil clientes\b|\bclientes atendidos\b/i, // customers served
  /\b24\s?h\b|\b24 horas\b|\bplantão\b|\bemergencia(l|is)\b/i, // a round-the-clock promise
];

export function statesFrozenFact(text: string): boolean {
  return FROZEN.some((re) => re.test(text));
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Sentences of an inline HTML fragment, split after '.', '!' or '?' before a capital or a tag. */
function sentencesOf(inner: string): string[] {
  return inner.split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ<"“])/u);
}

/** Plain text without the sentences that state a frozen fact. */
export function stripFactSentences(text: string): string {
  return sentencesOf(text)
    .filter((s) => !statesFrozenFact(s))
    .join(" ")
    .trim();
}

/** Generated HTML without any statement of a frozen fact (see the top of this file). */
export function stripFrozenFacts(html: string): string {
  let out = html
    // Whole items, rows and headings that state one go.
    .replace(/<(li|tr|h2|h3|h4)\b[^>]*>[\s\S]*?<\/\1>/gi, (block) => (statesFrozenFact(plain(block)) ? "" : block))
    // Paragraphs lose the sentences that state one, and go when nothing is left.
    .replace(/<p\b([^>]*)>([\s\S]*?)<\/p>/gi, (_, attrs: string, inner: string) => {
      const kept = sentencesOf(inner).filter((s) => !statesFrozenFact(plain(s)));
      return kept.length === 0 ? "" : `<p${attrs}>${kept.join(" ")}</p>`;
    });
  // What the removals leave behind: empty lists and tables, a question without its answer, a
  // heading with nothing under it.
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(/<(ul|ol)\b[^>]*>\s*<\/\1>/gi, "")
      .replace(/<(tbody|thead|table)\b[^>]*>\s*<\/\1>/gi, "")
      .replace(/<h3\b[^>]*>[\s\S]*?<\/h3>\s*(?=<h[1-4]\b|$)/gi, "")
      .replace(/<h2\b[^>]*>[\s\S]*?<\/h2>\s*(?=<h2\b|$)/gi, "");
  }
  return out.replace(/\n{3,}/g, "\n\n").trim();
}
