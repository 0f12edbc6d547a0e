// The claims check applied to HTML and to plain text (summaries). On HTML it works on the parsed
// tree's text nodes (html-stage/sentences.ts), never on the markup: the sentences that fail it
// go, the rest of each block stays, and a block left empty goes. What went is returned with its
// reason, for the job's result and the seller's review. The HTML stage runs the same check in its
// one pass (stage.server.ts `stageHtml` with `claims`); checkHtmlClaims is for HTML already
// staged (a rendered page's article, in the SEO audit).
import { parseHtml, serialiseHtml } from "~/lib/html-stage/dom";
import { editTree, wordsOf } from "~/lib/html-stage/sentences";
import type { FlaggedSentence } from "~/lib/html-stage/stage.server";
import { type ClaimFacts, checkSentence, sentencesOf } from "./claims-check";

export interface RemovedSentence {
  sentence: string;
  reason: string;
}

export interface CheckedHtml {
  html: string;
  removed: RemovedSentence[];
  /** Words of text before and after the check, to tell a page the removals left thin. */
  wordsBefore: number;
  wordsAfter: number;
}

/** Generated HTML without the sentences that fail the claims check, and what went. */
export function checkHtmlClaims(html: string, facts: ClaimFacts): CheckedHtml {
  const tree = parseHtml(html);
  const wordsBefore = wordsOf(tree);
  const removed: RemovedSentence[] = [];
  editTree(tree, (sentence) => {
    const finding = checkSentence(sentence, facts).findings.find((f) => f.verdict === "remove");
    if (!finding) return undefined;
    removed.push({ sentence, reason: finding.reason });
    return null;
  });
  return { html: serialiseHtml(tree).trim(), removed, wordsBefore, wordsAfter: wordsOf(tree) };
}

/** The stage's flagged sentences as the callers' removed ones (sentence and reason). */
export function removedOf(flagged: readonly FlaggedSentence[]): RemovedSentence[] {
  return flagged.map((f) => ({ sentence: f.sentence, reason: f.finding.reason }));
}

/** Plain text (a summary) without the sentences that fail the check. */
export function checkTextClaims(text: string, facts: ClaimFacts): string {
  return sentencesOf(text)
    .filter((s) => !checkSentence(s, facts).removed)
    .join(" ")
    .trim();
}

/** A page's own text shorter than this after the check is too thin to publish unseen. */
export const MIN_WORDS_AFTER_CHECK = 250;
/** More than this share of its words removed: what is left may not read as a whole. */
export const MAX_REMOVED_SHARE = 0.2;

/**
 * Why a checked page must wait for the seller instead of going public, or null: the removals
 * left it thin, or took so much that the sections may no longer read in order.
 */
export function heldByClaims(checked: Pick<CheckedHtml, "removed" | "wordsBefore" | "wordsAfter">): string | null {
  if (checked.removed.length === 0) return null;
  const share = 1 - checked.wordsAfter / Math.max(1, checked.wordsBefore);
  if (checked.wordsAfter < MIN_WORDS_AFTER_CHECK)
    return `ficou com ${checked.wordsAfter} palavras depois de tirar ${checked.removed.length} frase(s) com afirmações não confirmadas (o mínimo é ${MIN_WORDS_AFTER_CHECK})`;
  if (share > MAX_REMOVED_SHARE)
    return `perdeu ${Math.round(share * 100)}% do texto com ${checked.removed.length} frase(s) com afirmações não confirmadas: leia antes de publicar`;
  return null;
}
