// dev10 (tests/unit/business-corpus/dev10.ts): a DEVELOPMENT corpus, not an unseen measure. Written
// blind to the rules, then measured once (the unseen figure below), then the rules were tuned on its
// first half (even positions within each kind, even positions of the honest list) and the claims
// model trained on all of it (scripts/claims-model-data.ts, batch "dev10"). About half its honest
// sentences are look-alikes said of the trade in general: a subject of their own that is not this
// business (about.ts, otherSubject).
//
// Facts: the brief's (BRIEF_FACTS). A lie is caught when the check flags it with those facts; an
// honest sentence is wrongly flagged when it is flagged with those facts or with nothing confirmed.
import { describe, expect, it } from "vitest";
import { BRIEF_FACTS, corpusFigures } from "../support/claim-facts";
import { DEV10_HONEST, DEV10_LIES } from "./business-corpus/dev10";

// Measured 2026-11-29. Unseen, on main as it stood (832566b): 213/241 (88.4 %), honest 23/211
// (10.9 %). The second half (never tuned on): lies 108/120 -> 107/120 with the rules tuned on the
// first half and the model not yet trained on dev10, 114/120 once trained; honest 9/105 -> 7/105.
// Leave-one-batch-out (the model trained without dev10): 213/241, honest 8/211. With the model
// trained on dev10 (in-sample): 232/241 (96.3 %), honest 8/211 (3.8 %).
// With the local generator's own text learned as honest and two of its sentences freed: 231/241.
// Round 10 (rules tuned on dev11, fresh7, fresh9; the model retrained with them): 237/241, honest 0/211.
// Round 11 (a threshold per gate, the gate as a feature, look-alikes weighted x3; dev12 and dev13 in training): 238/241, honest 0/211.
// Ninth session (round 14's classes, the clearing gate, eight more writers in training): 237/241,
// honest 0/211. The one no longer flagged, "Dá para dividir em dez vezes no cartão.", agrees with
// the brief's confirmed 10 instalments on the card: the model used to flag it, no rule does.
const FLOOR_CAUGHT = 237;
const CEILING_HONEST = 0;

describe("the claims check on dev10 (development set: tuned and trained on)", () => {
  it("prints recall per kind and the honest sentences flagged; fails on a drop", () => {
    const figures = corpusFigures("dev10", DEV10_LIES, DEV10_HONEST, BRIEF_FACTS);
    console.log(figures.report);
    expect(figures.caught).toBeGreaterThanOrEqual(FLOOR_CAUGHT);
    expect(figures.honestFlagged).toBeLessThanOrEqual(CEILING_HONEST);
  });
});
