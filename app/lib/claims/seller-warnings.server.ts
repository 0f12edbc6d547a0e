// The seller's own text checked against his confirmed claims when he saves it: his words are
// kept as written (they are his), but a sentence that contradicts what he confirmed in "Ofertas e
// garantias" ("Respondemos em até 2 horas" with 4 hours confirmed), or promises what he left empty,
// is named back to him with the fact it disagrees with, so the page and the offers say one thing.
import { currentIdentity } from "@content/business";
import { htmlText } from "~/lib/html-stage/html-text";
import { type ClaimKind, checkSentence, sentencesOf } from "./claims-check";
import { COMMERCIAL_CLAIMS } from "./builtin-filter.server";
import { claimFactsOf } from "./facts";

/** Commercial promises only: his places, streets and advice are his own knowledge. */
const COMMERCIAL: ReadonlySet<ClaimKind> = new Set(COMMERCIAL_CLAIMS);

/** At most this many sentences are named; the rest are counted. */
const SHOWN = 3;

/** Each sentence of his text that disagrees with his confirmed claims, with why. */
export function sellerClaimConflicts(html: string, now = new Date()): { sentence: string; reason: string }[] {
  const facts = claimFactsOf(currentIdentity(), now);
  const out: { sentence: string; reason: string }[] = [];
  for (const sentence of sentencesOf(htmlText(html).replace(/\s+/g, " ").trim())) {
    const finding = checkSentence(sentence, facts).findings.find(
      (f) => f.verdict === "remove" && COMMERCIAL.has(f.kind),
    );
    if (finding) out.push({ sentence, reason: finding.reason });
  }
  return out;
}

/** The save's warning in Portuguese, naming each sentence and the confirmed fact; null when none. */
export function sellerClaimWarning(html: string): string | null {
  const conflicts = sellerClaimConflicts(html);
  if (conflicts.length === 0) return null;
  const named = conflicts
    .slice(0, SHOWN)
    // "— reason": a reason may hold parentheses of its own ("o confirmado (até 4 horas)").
    .map((c) => `“${c.sentence.length > 140 ? `${c.sentence.slice(0, 138)}…` : c.sentence}” — ${c.reason}`)
    .join("; ");
  const more = conflicts.length > SHOWN ? ` e mais ${conflicts.length - SHOWN}` : "";
  return `Atenção: o texto diz algo que não confere com “Ofertas e garantias”: ${named}${more}. Corrija a frase ou atualize suas ofertas.`;
}
