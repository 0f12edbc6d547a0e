// What brings a page the uniqueness gate holds out of Google back in, in numbers the seller can act
// on: how many words of his own to add (text found on no other page), from the page's measured
// unique share and its size in the gate's unit, the 5-word shingle.
import { checkPage, percent } from "~/lib/gate/duplicates.server";
import type { PageRecord } from "~/lib/pages/page-record";
import { pageTextParts } from "~/lib/pages/page-view.server";
import { gateReader } from "~/lib/pages/store.server";
import { GATE_UNIQUE_SHARE, textHashes } from "~/lib/seo/similarity";

/**
 * Words of new text that lift the page's unique share to the gate's minimum: each new word of his
 * own adds about one shingle found nowhere else, so with T shingles of which U are unique, n new
 * words give (U + n) / (T + n) ≥ m when n ≥ (m·T − U) / (1 − m). Rounded up to tens (a sentence
 * or two more is safer than one word short); null when the share is not what holds it out.
 */
export function wordsToAdd(page: PageRecord): number | null {
  if (!page.index || page.index.ok || page.index.code !== "low" || page.index.unique < 0) return null;
  // The gate's own measure of the page: the text as it renders (page-view.server.ts).
  const total = textHashes(pageTextParts(page)).length;
  const unique = page.index.unique * total;
  const needed = (GATE_UNIQUE_SHARE * total - unique) / (1 - GATE_UNIQUE_SHARE);
  return Math.max(10, Math.ceil(needed / 10) * 10);
}

/**
 * The page it shares most text with, for "too little of its own" (the gate's reason names the page
 * only when it would take another's place): the admin's view reads it, visitors never.
 */
export async function closestPage(
  store: { kv: KVNamespace; db?: D1Database },
  page: PageRecord,
): Promise<{ title: string; path: string; score: number } | null> {
  if (page.index?.code !== "low") return null;
  try {
    const { closest } = await checkPage(gateReader(store), page, { exceptId: page.id, exceptSlug: page.slug });
    return closest && closest.score > 0 ? closest : null;
  } catch {
    return null;
  }
}

/** The gate's reason with what to do, in numbers: "…: escreva mais 120 palavras suas…". */
export function heldOutAdvice(
  page: PageRecord,
  closest: { title: string; path: string; score: number } | null = null,
): string {
  const reason = page.index?.reason || "Página ainda não conferida: salve de novo para conferir.";
  const words = wordsToAdd(page);
  if (words === null) return reason;
  const shared = closest
    ? ` O texto mais parecido é o de “${closest.title}” (${closest.path}, ${percent(closest.score)} igual): reescreva os trechos em comum com suas palavras.`
    : "";
  return `${reason}${shared} Para voltar ao Google: escreva mais ${words} palavras suas sobre este serviço e este lugar (que não estejam em outras páginas do site), ou publique uma obra feita aqui. Enquanto isso, ela não aparece nos menus, nas listas nem no mapa do site.`;
}
