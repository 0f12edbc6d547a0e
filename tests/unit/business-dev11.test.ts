// dev11 (tests/unit/business-corpus/dev11.ts): a DEVELOPMENT corpus, not an unseen measure. Written
// blind to the rules, then measured once (the unseen figure below), then the rules were tuned on its
// first half (even positions within each kind, even positions of the honest list). About two thirds
// of its honest sentences are look-alikes said of the trade in general (about.ts, otherSubject).
//
// Facts: the brief's (BRIEF_FACTS). A lie is caught when the check flags it with those facts; an
// honest sentence is wrongly flagged when it is flagged with those facts or with nothing confirmed.
import { describe, expect, it } from "vitest";
import { BRIEF_FACTS, corpusFigures } from "../support/claim-facts";
import { DEV11_HONEST, DEV11_LIES } from "./business-corpus/dev11";

// Measured 2026-11-29. Unseen, on main as it stood (f4d3383): 223/241 (92.5 %), honest 22/221
// (10.0 %). First half 113/121, honest 13/111; second half 110/120, honest 9/110.
// With the rules of round 10 (branch recall10, tuned on the first half, fresh7 and fresh9; the
// model not retrained): 228/241 (94.6 %), honest 9/221 (4.1 %). First half 113 -> 118/121, honest
// 13 -> 0/111; second half (never read) 110 -> 110/120, honest 9 -> 9/110. With the claims model
// retrained on it (branch model10, in-sample): 237/241 (98.3 %), honest 9/221.
// Round 11 (a threshold per gate, the gate as a feature, look-alikes weighted x3; dev12 and dev13
// in training): 237/241, honest 9/221 (238 without the weighting, under which the site's texts
// left out were flagged 84/1905 against 79).
const FLOOR_CAUGHT = 237;
const CEILING_HONEST = 9;

describe("the claims check on dev11 (development set: tuned on its first half)", () => {
  it("prints recall per kind and the honest sentences flagged; fails on a drop", () => {
    const figures = corpusFigures("dev11", DEV11_LIES, DEV11_HONEST, BRIEF_FACTS);
    console.log(figures.report);
    expect(figures.caught).toBeGreaterThanOrEqual(FLOOR_CAUGHT);
    expect(figures.honestFlagged).toBeLessThanOrEqual(CEILING_HONEST);
  });
});
