// dev8 (tests/unit/business-corpus/dev8.ts): a DEVELOPMENT corpus, not an unseen measure. Written
// blind to the rules, then measured once (the unseen figure below), then the rules were tuned on its
// first half (even positions within each kind, even positions of the honest list) and the claims
// model trained on all of it (scripts/claims-model-data.ts, batch "dev8"). Its honest sentences are
// mostly look-alikes of its invented ones that speak of the trade in general (about.ts).
//
// Facts: the brief's (BRIEF_FACTS). A lie is caught when the check flags it with those facts; an
// honest sentence is wrongly flagged when it is flagged with those facts or with nothing confirmed.
import { describe, expect, it } from "vitest";
import { BRIEF_FACTS, corpusFigures } from "../support/claim-facts";
import { DEV8_HONEST, DEV8_LIES } from "./business-corpus/dev8";

// Measured 2026-11-29. Unseen, on main as it stood (71470a6): 151/163 (92.6 %), honest 54/219
// (24.7 %). The second half (never tuned on), rules tuned on the first half with the model not yet
// trained on dev8: lies 74/81 -> 75/81, honest 25/109 -> 15/109. With the model trained on dev8
// (in-sample): 161/163 (98.8 %), honest 12/219 (5.5 %), all 12 in the second half. Merged with
// recall7 (the model's own budget of honest flags 0.2 %, not 0.5 %: threshold 2.70, not 1.65):
// 158/163 (96.9 %), honest 13/219 (5.9 %). After recall9 (a subject of its own that is not the
// company, tuned on dev10): 161/163, honest 9/219; with the local generator's own text learned as
// honest and two of its sentences freed ("de ponta a ponta do trilho", "desde quando"): 160/163.
// Round 10 (rules tuned on dev11, fresh7, fresh9; the model retrained with them): 163/163, honest 0/219.
const FLOOR_CAUGHT = 163;
const CEILING_HONEST = 0;

describe("the claims check on dev8 (development set: tuned and trained on)", () => {
  it("prints recall per kind and the honest sentences flagged; fails on a drop", () => {
    const figures = corpusFigures("dev8", DEV8_LIES, DEV8_HONEST, BRIEF_FACTS);
    console.log(figures.report);
    expect(figures.caught).toBeGreaterThanOrEqual(FLOOR_CAUGHT);
    expect(figures.honestFlagged).toBeLessThanOrEqual(CEILING_HONEST);
  });
});
