// The claims check as the review needs it: text the seller did not type (a generator's, an AI's,
// an import's) keeps every sentence, and each one the check catches becomes a flag the seller
// decides on ("Para revisar", app/lib/review-queue/). Nothing is cut here: until he decides, the
// page is a draft and its summary is made from the sentences nobody flagged.
import { htmlSentences } from "~/lib/html-stage/sentences";
import { type ClaimFacts, type Finding, checkSentence, sentencesOf } from "./claims-check";

export type FlagField = "content" | "title" | "description";

/** A sentence the check caught, where it stands, and why (in the seller's words). */
export interface Flag {
  field: FlagField;
  sentence: string;
  kind: string;
  reason: string;
  /** The confirmed claim it contradicts; absent when none of his claims backs it. */
  claim?: string;
}

/** A flag for a sentence, or null when the check lets it stand. */
export function flagOf(sentence: string, field: FlagField, facts: ClaimFacts): Flag | null {
  const finding = checkSentence(sentence, facts).findings.find((f) => f.verdict === "remove");
  if (!finding) return null;
  const claim = (finding as Finding & { claim?: string }).claim;
  return { field, sentence, kind: finding.kind, reason: finding.reason, ...(claim ? { claim } : {}) };
}

function unique(flags: (Flag | null)[]): Flag[] {
  const seen = new Set<string>();
  return flags.filter((f): f is Flag => {
    if (!f || seen.has(`${f.field}|${f.sentence}`)) return false;
    seen.add(`${f.field}|${f.sentence}`);
    return true;
  });
}

/** The HTML as it is, and a flag for each of its sentences the check catches. */
export function flagHtml(html: string, facts: ClaimFacts): { html: string; flags: Flag[] } {
  return { html, flags: unique(htmlSentences(html).map((s) => flagOf(s, "content", facts))) };
}

/** A plain-text field (title, description) checked sentence by sentence. */
export function flagText(text: string, field: "title" | "description", facts: ClaimFacts): Flag[] {
  // A title is one line: checked whole, as it is shown.
  const sentences = field === "title" ? [text.trim()] : sentencesOf(text).map((s) => s.trim());
  return unique(sentences.filter(Boolean).map((s) => flagOf(s, field, facts)));
}

/** Plain text without the listed sentences (a summary made only of what nobody flagged). */
export function withoutSentences(text: string, sentences: readonly string[]): string {
  const drop = new Set(sentences.map((s) => s.replace(/\s+/g, " ").trim()));
  return sentencesOf(text)
    .filter((s) => !drop.has(s.replace(/\s+/g, " ").trim()))
    .join(" ")
    .trim();
}

/**
 * The flags of what the HTML stage's claims check caught in a page's content (stage.server.ts
 * `flagged`: whitespace-normalised sentences with the check's finding), one per sentence.
 */
export function flagsOfStaged(flagged: readonly { sentence: string; finding: Finding }[]): Flag[] {
  return unique(
    flagged.map(({ sentence, finding }) => {
      const claim = (finding as Finding & { claim?: string }).claim;
      return { field: "content", sentence, kind: finding.kind, reason: finding.reason, ...(claim ? { claim } : {}) };
    }),
  );
}
