// Small Portuguese text helpers shared by the content modules, so copy built from business facts
// stays grammatical whatever numbers content/business.ts holds.

/** '1 ano', '2 anos': the number and the matching form of the word. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Only the word: 'ano' or 'anos'. */
export function pluralWord(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

export const anos = (n: number) => plural(n, "ano", "anos");
export const meses = (n: number) => plural(n, "mês", "meses");
export const vezes = (n: number) => plural(n, "vez", "vezes");
export const horas = (n: number) => plural(n, "hora", "horas");

/** Lower-cases the first letter, for texts such as business.hours used mid-sentence. */
export function lcFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'a, b e c' (or 'a, b ou c'). */
export function joinPt(items: readonly (string | number)[], conjunction = "e"): string {
  const list = items.map(String);
  if (list.length < 2) return list.join("");
  return `${list.slice(0, -1).join(", ")} ${conjunction} ${list[list.length - 1]}`;
}
