// Spreadsheet files for the seller, who opens them in Excel in Brazil: ";" between cells (Excel's
// list separator with the pt-BR locale, where "," is the decimal comma), every cell quoted
// (RFC 4180), UTF-8 with a byte-order mark so the accents survive, CRLF line ends.
//
// Formula injection: a cell that begins with =, +, -, @ (or their full-width forms), a tab or a
// carriage return is run as a formula by Excel, LibreOffice and Google Sheets. Quoting does not
// stop that, and a spreadsheet that splits on the other separator, or a person who pastes a cell,
// starts a cell after any ";" "," tab or line break inside a value. So a formula starter is
// prefixed with "'" (what OWASP recommends) wherever a cell could begin: at the start of the value
// and after each of those characters. Hand-written: no maintained package does both the quoting
// and this neutralisation for the ";" dialect.

export type CsvSeparator = ";" | ",";

/** The separator a download asks for: `?separador=virgula` for ",", else ";". */
export function separatorParam(url: URL): CsvSeparator {
  return url.searchParams.get("separador") === "virgula" ? "," : ";";
}

// Optional spaces or quotes before the starter still begin a formula in some spreadsheets.
const FORMULA_AT_CELL_START = /(?<=^|[;,\t\r\n])([ "']*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/g;

/** The value with every place a cell could begin made inert. */
export function inertCell(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, "$1'");
}

function quoted(value: string | number | null): string {
  const text = value === null ? "" : inertCell(String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null)[][], separator: CsvSeparator): string {
  const lines = [header, ...rows].map((cells) => cells.map(quoted).join(separator));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const SAO_PAULO = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "25/04/2026 14:03:09", the seller's local time (America/Sao_Paulo), as Excel in Brazil reads it. */
export function saoPauloDateTime(ms: number): string {
  const part = Object.fromEntries(SAO_PAULO.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

/** "1250,50": reais with the decimal comma, no thousands separator (Excel reads it as a number). */
export function reaisCell(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}
