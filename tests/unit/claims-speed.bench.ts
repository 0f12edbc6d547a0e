// How long the claims check takes on a page (~100 sentences, as a generated page of ~1,500
// words): `npx vitest bench --project unit tests/unit/claims-speed.bench.ts`. A figure, not a
// test (a loaded machine would make any threshold flaky); the budget is well under 5 ms a page.
import { allLocations } from "@content/locations";
import { bench } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { BUSINESS, HONEST } from "./business-corpus/corpus";
import { CONFIRMED } from "./claims-corpus";

const facts: ClaimFacts = {
  claims: CONFIRMED,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
};
// A page: mostly technical text with a fifth of sentences about the business.
const page = [...HONEST.slice(0, 80), ...BUSINESS.slice(0, 20)].map((x) => x.text);

bench("checkSentence on a 100-sentence page", () => {
  for (const s of page) checkSentence(s, facts);
});
