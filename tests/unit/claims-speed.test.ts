// How long the claims check takes on a page (~100 sentences, as a generated page of ~1,500
// words), in CPU time (process.cpuUsage: less distorted than wall time on a shared machine).
// The budget is well under 5 ms a page on an idle core; the assertion is 5x looser so a loaded
// CI stays green while a catastrophic pattern (backtracking, a regex compiled per call) fails.
// Measured 2026-11-29 at load average ~15 on 2 shared cores: 6.1 ms CPU a page, the check before
// issue 40 3.3 ms in the same runs (rules alone now 2.2 ms; the classifier adds ~3.9 ms).
// After the recall rounds' classes (business-classifier-dev-recall.test.ts), at load ~6:
// 9.0 ms a page against 7.4 ms for the rules before them, in the same runs (+~20 %; 10.5 ms
// before the classes that state a fact alone were tested first as one pattern).
// With the claims model (app/lib/claims/model.ts, scored only where the rules let a sentence
// stand), same process, interleaved: 10.35 -> 11.16 and 11.03 -> 11.44 ms a page (+0.4 to 0.8 ms).
import { allLocations } from "@content/locations";
import { expect, it } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { BUSINESS, HONEST } from "./business-corpus/corpus";
import { CONFIRMED } from "./claims-corpus";

const facts: ClaimFacts = {
  claims: CONFIRMED,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
};
// A page: mostly technical text with a fifth of its sentences about the business.
const page = [...HONEST.slice(0, 80), ...BUSINESS.slice(0, 20)].map((x) => x.text);

it("checks a 100-sentence page within the budget", () => {
  for (let i = 0; i < 10; i++) for (const s of page) checkSentence(s, facts);
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 5; i++) for (const s of page) checkSentence(s, facts);
    const used = process.cpuUsage(start);
    runs.push((used.user + used.system) / 1000 / 5);
  }
  const median = runs.sort((a, b) => a - b)[2]!;
  console.log(`claims check: ${median.toFixed(2)} ms CPU per 100-sentence page (median of 5)`);
  expect(median).toBeLessThan(25);
}, 60_000);
