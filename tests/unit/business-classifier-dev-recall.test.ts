// The claims check on the "recall" development set (tests/unit/business-corpus/dev-recall.ts):
// sentences written by the tuner before reading the rules, in a copywriter's indirect voice.
// Fails below RECALL of the sentences about the business flagged (with the launch claims
// confirmed and with none) or above HONEST_FLAGGED of the honest sentences flagged.
import { describe, expect, it } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { CONFIRMED_FACTS, UNCONFIRMED_FACTS } from "../support/claim-facts";
import { BUSINESS, HONEST } from "./business-corpus/dev-recall";

const confirmed = CONFIRMED_FACTS;
const unconfirmed = UNCONFIRMED_FACTS;
const flagged = (text: string, facts: ClaimFacts) => checkSentence(text, facts).removed;
const RECALL = 0;
const HONEST_FLAGGED = 1;
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

describe("the claims check on the recall development set", () => {
  it("flags the sentences about the business, with claims confirmed or not", () => {
    const missed = BUSINESS.filter((b) => !flagged(b.text, confirmed) || !flagged(b.text, unconfirmed));
    console.log(
      `Dev-recall recall: ${pct(BUSINESS.length - missed.length, BUSINESS.length)} (${BUSINESS.length - missed.length}/${BUSINESS.length})\n` +
        missed.map((b) => `  [${b.kind}] ${b.text}`).join("\n"),
    );
    expect(BUSINESS.length).toBeGreaterThanOrEqual(80);
    expect(1 - missed.length / BUSINESS.length).toBeGreaterThanOrEqual(RECALL);
  });

  it("flags few of the honest sentences", () => {
    const wrong = HONEST.filter((h) => flagged(h.text, confirmed) || flagged(h.text, unconfirmed));
    console.log(
      `Dev-recall honest flagged: ${wrong.length}/${HONEST.length} (${pct(wrong.length, HONEST.length)})\n` +
        wrong
          .map(
            (h) =>
              `  [${h.topic}] ${h.text} — ${checkSentence(h.text, unconfirmed)
                .findings.map((f) => f.kind)
                .join(", ")}`,
          )
          .join("\n"),
    );
    expect(HONEST.length).toBeGreaterThanOrEqual(60);
    expect(wrong.length / HONEST.length).toBeLessThanOrEqual(HONEST_FLAGGED);
  });
});
