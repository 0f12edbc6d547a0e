// The claims check on the site's built-in texts (content/: place pages, kits, home, FAQ): a
// sentence written straight into the code that states a commercial claim ("instalação em 2 a 4
// horas", "montagem no mesmo dia", "abre em 4 segundos", "chegam rápido") shows only when the
// seller's confirmed claims back it, so an empty claim leaves no trace. Street names, places
// and comparisons in those texts are the site's own local knowledge, not the seller's claims.
import { currentIdentity } from "@content/business";
import { type ClaimKind, checkSentenceRules, sentencesOf } from "./claims-check";
import { claimFactsOf } from "./facts";

/** The seller's commercial promises (what "Ofertas e garantias" confirms): his own texts are checked for these. */
export const COMMERCIAL_CLAIMS: readonly ClaimKind[] = [
  "preço",
  "garantia",
  "prazo de atendimento",
  "prazo de instalação",
  "velocidade do portão",
  "tempo de empresa",
  "clientes atendidos",
  "atendimento 24h",
  "parcelamento",
  "instalação grátis",
  "serviço não confirmado",
];

/** In built-in texts also ratings, testimonials and statistics: the code must never state them. */
const COMMERCIAL: ReadonlySet<ClaimKind> = new Set<ClaimKind>([
  "avaliação",
  "depoimento",
  ...COMMERCIAL_CLAIMS,
  "estatística",
]);

/** A built-in text without its sentences that state an unconfirmed commercial claim. */
export function dropUnconfirmedClaims(text: string, city: string | undefined): string {
  // Prose only: a title, label or name (no sentence end) is left as written.
  if (!/[.!?…]["”)]?$/.test(text.trim())) return text;
  const facts = claimFactsOf(currentIdentity(), new Date(), city);
  const sentences = sentencesOf(text);
  const kept = sentences.filter(
    (s) => !checkSentenceRules(s, facts).findings.some((f) => f.verdict === "remove" && COMMERCIAL.has(f.kind)),
  );
  return kept.length === sentences.length ? text : kept.join(" ");
}
