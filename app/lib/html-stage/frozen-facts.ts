// Facts never frozen into a stored page. Prices, hours, phone numbers, response times,
// instalments, warranty terms, founding years, customer counts and 24h promises change with the
// seller's data ("Dados da empresa", "Ofertas e garantias"); a page shows them from that data
// when it renders (ClaimsBox), so the text a generator wrote must not state them.
//
// The HTML stage (stage.server.ts) cuts, on the parsed tree's text, every sentence that states
// one from text the seller did not write (a generator's, an import's, a record of unknown
// origin), when it is stored; a block left empty goes with it, and a question whose answer went.
// A page the seller writes himself is his own words and is kept as written. stripFactSentences
// does the same to plain text (a summary).

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

/** Sentences of plain text, split after '.', '!' or '?' before a capital or a quote. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ"“])/u);
}

/** Plain text without the sentences that state a frozen fact. */
export function stripFactSentences(text: string): string {
  return sentencesOf(text)
    .filter((s) => !statesFrozenFact(s))
    .join(" ")
    .trim();
}
