// What brings a page the uniqueness gate holds out of Google back in, in numbers the seller can act
// on: how many words of his own to add (text found on no other page), from the page's measured
// unique share and its size in the gate's unit, the 5-word shingle.
import { checkPage, percent } from "~/lib/gate/duplicates.server";
import type { PageRecord } from "~/lib/pages/page-record";
import { pageTextParts } from "./page-view.server";
import { gateReader } from "./store.server";
import { GATE_UNIQUE_SHARE, MEASURE_EVERY, measuredHashes, textHashes } from "~/lib/seo/similarity";

/**
 * Words of new text that lift the page's unique share to the gate's minimum. The share is counted
 * on the measured hashes (one shingle in MEASURE_EVERY, similarity.ts): with M measured of which U
 * are unique, k new measured ones give (U + k) / (M + k) ≥ m when k ≥ (m·M − U) / (1 − m). Each new
 * word of his own adds about one shingle found nowhere else, measured with chance 1/MEASURE_EVERY,
 * so n words bring Binomial(n, 1/MEASURE_EVERY) measured ones: n is asked for with SAFETY standard
 * deviations to spare (n/E − z·√(n(E−1))/E ≥ k), so the words he is asked for do bring the page
 * back (in about 9,998 cases in 10,000), not only on average. Rounded up to tens; null when the share
 * is not what holds it out.
 */
const SAFETY = 3.5;
export function wordsToAdd(page: PageRecord): number | null {
  if (!page.index || page.index.ok || page.index.code !== "low" || page.index.unique < 0) return null;
  // The gate's own measure of the page: the text as it renders (page-view.server.ts).
  const measured = measuredHashes(textHashes(pageTextParts(page))).length;
  const unique = page.index.unique * measured;
  const k = Math.max(1, Math.ceil((GATE_UNIQUE_SHARE * measured - unique) / (1 - GATE_UNIQUE_SHARE) - 1e-9));
  return wordsForMeasured(k);
}

/** The words of his own that bring k new measured shingles with SAFETY standard deviations spare. */
export function wordsForMeasured(k: number): number {
  // x = √n solves x²/E − z·√(E−1)·x/E − k = 0.
  const E = MEASURE_EVERY;
  const b = SAFETY * Math.sqrt(E - 1);
  const x = (b + Math.sqrt(b * b + 4 * E * k)) / 2;
  return Math.max(10, Math.ceil((x * x) / 10) * 10);
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
