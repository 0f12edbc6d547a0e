// The claims check applied to generated HTML and to plain text (summaries): the sentences that
// fail it go, the rest of each paragraph stays; whole list items, table rows and headings go when
// they fail. What went is returned with its reason, for the job's result and the seller's review.
// Works on sanitized HTML (allow-listed tags only), so blocks are plain to find.
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

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

const wordCount = (html: string) => plain(html).split(" ").filter(Boolean).length;

/** Generated HTML without the sentences that fail the claims check, and what went. */
export function checkHtmlClaims(html: string, facts: ClaimFacts): CheckedHtml {
  const removed: RemovedSentence[] = [];
  const fails = (text: string) => {
    const checked = checkSentence(text, facts);
    const finding = checked.findings.find((f) => f.verdict === "remove");
    if (finding) removed.push({ sentence: text, reason: finding.reason });
    return Boolean(finding);
  };
  let out = html
    .replace(/<(li|tr|h2|h3|h4|dt|dd|blockquote|figcaption)\b[^>]*>[\s\S]*?<\/\1>/gi, (block) =>
      /<p\b/i.test(block) || !fails(plain(block)) ? block : "",
    )
    .replace(/<p\b([^>]*)>([\s\S]*?)<\/p>/gi, (_, attrs: string, inner: string) => {
      const kept = sentencesOf(inner).filter((s) => !fails(plain(s)));
      return kept.length === 0 ? "" : `<p${attrs}>${kept.join(" ")}</p>`;
    });
  // What the removals leave: empty lists, tables, quotes, a heading with nothing under it.
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(/<(ul|ol|blockquote|dl)\b[^>]*>\s*<\/\1>/gi, "")
      .replace(/<(tbody|thead|table)\b[^>]*>\s*<\/\1>/gi, "")
      .replace(/<h3\b[^>]*>[\s\S]*?<\/h3>\s*(?=<h[1-4]\b|$)/gi, "")
      .replace(/<h2\b[^>]*>[\s\S]*?<\/h2>\s*(?=<h2\b|$)/gi, "");
  }
  return {
    html: out.replace(/\n{3,}/g, "\n\n").trim(),
    removed,
    wordsBefore: wordCount(html),
    wordsAfter: wordCount(out),
  };
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
export function heldByClaims(checked: CheckedHtml): string | null {
  if (checked.removed.length === 0) return null;
  const share = 1 - checked.wordsAfter / Math.max(1, checked.wordsBefore);
  if (checked.wordsAfter < MIN_WORDS_AFTER_CHECK)
    return `ficou com ${checked.wordsAfter} palavras depois de tirar ${checked.removed.length} frase(s) com afirmações não confirmadas (o mínimo é ${MIN_WORDS_AFTER_CHECK})`;
  if (share > MAX_REMOVED_SHARE)
    return `perdeu ${Math.round(share * 100)}% do texto com ${checked.removed.length} frase(s) com afirmações não confirmadas: leia antes de publicar`;
  return null;
}
