// fresh4 (tests/unit/business-corpus/fresh4.ts): 86 invented statements and 56 honest sentences
// written by someone who never read the rules nor the other corpora, measured once by the lead on
// the merged main and never tuned on. The figure on wordings nobody here tuned for; it is the floor.
import { describe, expect, it } from "vitest";
import { checkSentence } from "~/lib/claims/claims-check";
import { CONFIRMED_FACTS, UNCONFIRMED_FACTS } from "../support/claim-facts";
import { FRESH4_HONEST, FRESH4_LIES } from "./business-corpus/fresh4";

// The launch claims confirmed: a lie is caught when the rules flag it (a contradiction of a
// confirmed claim included); an honest sentence is wrongly flagged when either set of facts flags it.
const flagged = (text: string) => checkSentence(text, CONFIRMED_FACTS).removed;

describe("the claims rules on fresh4, never tuned on", () => {
  it("prints recall per kind and the honest sentences flagged; fails on a drop", () => {
    const kinds = [...new Set(FRESH4_LIES.map((l) => l.kind))];
    const caught = FRESH4_LIES.filter((l) => flagged(l.sentence));
    const honest = FRESH4_HONEST.filter((h) => flagged(h) || checkSentence(h, UNCONFIRMED_FACTS).removed);
    const rows = kinds.map((k) => {
      const all = FRESH4_LIES.filter((l) => l.kind === k).length;
      return `  ${k.padEnd(16)} ${caught.filter((l) => l.kind === k).length}/${all}`;
    });
    console.log(
      `fresh4, rules alone, per kind:\n${rows.join("\n")}\n  overall          ${caught.length}/${FRESH4_LIES.length}\nhonest flagged: ${honest.length}/${FRESH4_HONEST.length}`,
    );
    expect(caught.length).toBeGreaterThanOrEqual(FLOOR_CAUGHT);
    expect(honest.length).toBeLessThanOrEqual(CEILING_HONEST);
  });
});

// Measured once on the merged main, 2026-11-29 (see the figures in docs/measurements.md).
const FLOOR_CAUGHT = 80; // of 86 (93.0 %)
const CEILING_HONEST = 1; // of 56 (1.8 %)
