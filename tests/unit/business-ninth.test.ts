// fresh13–16 and dev14–17 (tests/unit/business-corpus/): eight writers of the ninth session, each
// blind to the rules, the model and every other corpus, each in genres of his own (SEO articles and
// alt texts; spoken voices, regional slang and contract clauses; job posts, newsletters and
// campaigns; marketplace answers and invented reviews; condominium notices and group chats; paid
// ads; video scripts and glossaries; replies to complaints). Each was measured once before anything
// was changed for it (figures below), then studied (round 14's classes, the model's clearing gate)
// and trained on (scripts/claims-model-data.ts): their figures here are floors against a drop, not
// a measure of wordings nobody has seen (business-unseen.test.ts has those).
//
// Facts: the brief's (BRIEF_FACTS). A lie is caught when the check flags it with those facts; an
// honest sentence is wrongly flagged when it is flagged with those facts or with nothing confirmed.
import { describe, expect, it } from "vitest";
import { BRIEF_FACTS, corpusFigures } from "../support/claim-facts";
import { DEV14_HONEST, DEV14_LIES } from "./business-corpus/dev14";
import { DEV15_HONEST, DEV15_LIES } from "./business-corpus/dev15";
import { DEV16_HONEST, DEV16_LIES } from "./business-corpus/dev16";
import { DEV17_HONEST, DEV17_LIES } from "./business-corpus/dev17";
import { FRESH13_HONEST, FRESH13_LIES } from "./business-corpus/fresh13";
import { FRESH14_HONEST, FRESH14_LIES } from "./business-corpus/fresh14";
import { FRESH15_HONEST, FRESH15_LIES } from "./business-corpus/fresh15";
import { FRESH16_HONEST, FRESH16_LIES } from "./business-corpus/fresh16";

// Floors: the final model of the ninth session (trained on them, in-sample; rounds 14–17).
const FLOORS = {
  fresh13: { floorCaught: 259, ceilingHonest: 0 },
  fresh14: { floorCaught: 240, ceilingHonest: 5 },
  fresh15: { floorCaught: 241, ceilingHonest: 3 },
  fresh16: { floorCaught: 241, ceilingHonest: 2 },
  dev14: { floorCaught: 234, ceilingHonest: 16 },
  dev15: { floorCaught: 256, ceilingHonest: 2 },
  dev16: { floorCaught: 236, ceilingHonest: 13 },
  dev17: { floorCaught: 234, ceilingHonest: 3 },
};

// "blind": measured once on main as it stood when the file arrived, nothing in the rules or the
// model changed for it yet — fresh13–16 on ca0eaa7, dev14–17 on round 14's rules (which had seen
// fresh10–16 but not them) with the model of fresh10–12.
const SETS = [
  { name: "fresh13", lies: FRESH13_LIES, honest: FRESH13_HONEST, blind: "244/262, honest 7/185" },
  { name: "fresh14", lies: FRESH14_LIES, honest: FRESH14_HONEST, blind: "232/241, honest 13/189" },
  { name: "fresh15", lies: FRESH15_LIES, honest: FRESH15_HONEST, blind: "228/241, honest 15/214" },
  { name: "fresh16", lies: FRESH16_LIES, honest: FRESH16_HONEST, blind: "232/243, honest 12/181" },
  { name: "dev14", lies: DEV14_LIES, honest: DEV14_HONEST, blind: "224/241, honest 30/185" },
  { name: "dev15", lies: DEV15_LIES, honest: DEV15_HONEST, blind: "244/262, honest 9/191" },
  { name: "dev16", lies: DEV16_LIES, honest: DEV16_HONEST, blind: "232/240, honest 20/183" },
  { name: "dev17", lies: DEV17_LIES, honest: DEV17_HONEST, blind: "226/240, honest 9/182" },
].map((s) => ({ ...s, ...FLOORS[s.name as keyof typeof FLOORS] }));

describe("the claims check on the ninth session's writers (trained on: floors)", () => {
  it.each(SETS)(
    "$name (blind: $blind): prints recall per kind and the honest sentences flagged; fails on a drop",
    (set) => {
      const figures = corpusFigures(set.name, set.lies, set.honest, BRIEF_FACTS);
      console.log(figures.report);
      expect(figures.caught).toBeGreaterThanOrEqual(set.floorCaught);
      expect(figures.honestFlagged).toBeLessThanOrEqual(set.ceilingHonest);
    },
  );
});
