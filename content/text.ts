// The one set of Portuguese text helpers, shared by the content modules, the generator's pools
// and the app, so copy built from business facts stays grammatical whatever numbers
// content/business.ts holds. Imports nothing (content/ never depends on app/).

/** '1 ano', '2 anos': the number and the matching form of the word. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Only the word: 'ano' or 'anos'. */
export function pluralWord(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** 'uma vez', 'duas vezes', '3 vezes': how the frequency is said ('revisão uma vez por ano'). */
export const vezes = (n: number) => (n === 1 ? "uma vez" : n === 2 ? "duas vezes" : `${n} vezes`);

/** Lower-cases the first letter, for texts such as business.hours used mid-sentence. */
export function lcFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Upper-cases the first letter. */
export function ucFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-case, accents removed: for keyword matching only. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Longest slug a page may have (KV keys and URLs stay short). */
export const SLUG_MAX = 120;

/**
 * The one slug rule of the product: lower-case, accents removed, spaces to hyphens;
 * other non-word characters dropped and repeated hyphens collapsed.
 */
export function slugify(input: string): string {
  const slug = fold(input)
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= SLUG_MAX) return slug;
  // Long titles keep whole words, cut at the last hyphen that fits.
  const cut = slug.slice(0, SLUG_MAX + 1);
  const end = cut.lastIndexOf("-");
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, SLUG_MAX)).replace(/-$/, "");
}

/** 'a, b e c' (or 'a, b ou c'). */
export function joinPt(items: readonly (string | number)[], conjunction = "e"): string {
  const list = items.map(String);
  if (list.length < 2) return list.join("");
  return `${list.slice(0, -1).join(", ")} ${conjunction} ${list[list.length - 1]}`;
}
