// dev12 and dev13 (tests/unit/business-corpus/dev12.ts, dev13.ts): DEVELOPMENT corpora, not unseen
// measures. Written blind to the rules (dev12 from blog how-tos, newsletters, review replies, ads;
// dev13 from radio spots, flyers, video scripts, chatbot replies), measured once, then added to the
// claims model's batches (scripts/claims-model-data.ts). No rule was tuned on them.
//
// Facts: the brief's (BRIEF_FACTS). A lie is caught when the check flags it with those facts; an
// honest sentence is wrongly flagged when it is flagged with those facts or with nothing confirmed.
import { describe, expect, it } from "vitest";
import { BRIEF_FACTS, corpusFigures } from "../support/claim-facts";
import { DEV12_HONEST, DEV12_LIES } from "./business-corpus/dev12";
import { DEV13_HONEST, DEV13_LIES } from "./business-corpus/dev13";

// Measured 2026-11-29, once each before they joined the training. On main (d05318c): dev12 237/252
// (94.0 %), honest 9/199 (4.5 %); dev13 233/242 (96.3 %), honest 7/185 (3.8 %). With a threshold per
// gate and the gate as a feature (branch model11, model trained without them): dev12 238/252,
// dev13 234/242, honest the same. Trained on them (in-sample): dev12 244/252, honest 8/199; dev13
// 239/242, honest 7/185. Every honest one flagged is flagged by the rules; dev12's 8 misses are
// all read as advice or the market's (the "general" gate, where the model does not speak: opened,
// it caught none of them left out and flagged honest look-alikes).
const FIGURES = [
  { name: "dev12", lies: DEV12_LIES, honest: DEV12_HONEST, floor: 244, ceiling: 8 },
  { name: "dev13", lies: DEV13_LIES, honest: DEV13_HONEST, floor: 239, ceiling: 7 },
];

describe("the claims check on dev12 and dev13 (development sets: trained on, never tuned on)", () => {
  for (const f of FIGURES)
    it(`${f.name}: prints recall per kind and the honest sentences flagged; fails on a drop`, () => {
      const figures = corpusFigures(f.name, f.lies, f.honest, BRIEF_FACTS);
      console.log(figures.report);
      expect(figures.caught).toBeGreaterThanOrEqual(f.floor);
      expect(figures.honestFlagged).toBeLessThanOrEqual(f.ceiling);
    });
});
