// The HTML stage's one entry: a page's HTML on its way into the store is parsed ONCE (dom.ts:
// htmlparser2's tree), allow-listed on that tree (sanitize.server.ts), cut of frozen facts and
// checked for claims on the TEXT NODES of that tree (sentences.ts: a sentence may run across
// <strong> or <a>, never into an attribute or a tag), and serialised ONCE. What it returns is
// stored as it is and rendered as stored (page-view.server.ts); what else is read of it is read
// from that stored HTML: the facts its title names (page-facts.server.ts), the text the gate
// measures (html-text.ts). docs/decisions/2026-11-29-one-html-pass.md says why.
//
// There is no memo of outputs: a save path that already staged a text hands its StagedHtml on
// (the store's cleanPage takes it), and only a value this module made is taken as staged.
import type { Finding } from "~/lib/claims/claims-check";
import { serialiseHtml } from "./dom";
import { statesFrozenFact } from "./frozen-facts";
import { allowListed, overBounds } from "./sanitize.server";
import { editTree, sentenceWords, wordsOf } from "./sentences";

export interface StageOptions {
  /** Cut the sentences that state a frozen fact (frozen-facts.ts): text the seller did not write. */
  frozen?: boolean;
  /**
   * Check each sentence against the seller's confirmed claims (claims-check.ts) and return the
   * ones that fail as `flagged`. `remove: true` also takes them out of the HTML (the callers'
   * behaviour until the seller decides each flagged sentence himself).
   */
  claims?: { check: (sentence: string) => Finding | null; remove?: boolean };
}

/** A sentence the claims check flagged: its whitespace-normalised text and the check's finding. */
export interface FlaggedSentence {
  sentence: string;
  finding: Finding;
}

export interface StagedHtml {
  /** Allow-listed, well-formed HTML: stored and rendered as it is. */
  html: string;
  /** Sentences the claims check flagged, in document order (none without `claims`). */
  flagged: FlaggedSentence[];
  /**
   * Words of the text after the frozen-fact cut (`before`) and after the flagged sentences were
   * removed (`after`; equal to `before` unless `claims.remove`), to tell a page the check left thin.
   */
  words: { before: number; after: number };
  /**
   * Every sentence the claims check read, flagged or not, in document order (none without
   * `claims`): what an AI's second opinion is asked about, without parsing the HTML again.
   */
  sentences: string[];
}

/** The stage's own results, with whether frozen facts were cut: the store keeps these as they are. */
const made = new WeakMap<StagedHtml, { frozen: boolean }>();

/**
 * Whether `value` is a result of stageHtml (not a look-alike object) for exactly this HTML, made
 * with at least the cuts asked for: the store keeps such HTML as it is, without parsing it again.
 */
export function isStaged(value: StagedHtml | undefined, html: string, { frozen = false } = {}): boolean {
  const how = value === undefined ? undefined : made.get(value);
  return how !== undefined && value!.html === html && (how.frozen || !frozen);
}

/** HTML through the stage: one parse, the allow-list, the cuts on text nodes, one serialisation. */
export function stageHtml(html: string, options: StageOptions = {}): StagedHtml {
  const escaped = overBounds(html);
  const cuts = { frozen: Boolean(options.frozen) };
  if (escaped !== null)
    return keep({ html: escaped, flagged: [], words: { before: 0, after: 0 }, sentences: [] }, cuts);
  const tree = allowListed(html);
  const flagged: FlaggedSentence[] = [];
  const sentences: string[] = [];
  let words = { before: 0, after: 0 };
  const { frozen, claims } = options;
  if (frozen || claims) {
    const total = wordsOf(tree);
    let frozenWords = 0;
    let removedWords = 0;
    editTree(tree, (sentence) => {
      if (frozen && statesFrozenFact(sentence)) {
        frozenWords += sentenceWords(sentence);
        return null;
      }
      if (claims) sentences.push(sentence);
      const finding = claims ? claims.check(sentence) : null;
      if (!finding) return undefined;
      flagged.push({ sentence, finding });
      if (!claims?.remove) return undefined;
      removedWords += sentenceWords(sentence);
      return null;
    });
    words = { before: total - frozenWords, after: total - frozenWords - removedWords };
  }
  return keep({ html: serialiseHtml(tree).trim(), flagged, words, sentences }, cuts);
}

function keep(staged: StagedHtml, cuts: { frozen: boolean }): StagedHtml {
  made.set(staged, cuts);
  return staged;
}
