// The facts the claims check compares with in the corpus tests: a launched seller's confirmed
// claims (the spec's figures, harness/identity.ts) and the same site with nothing confirmed.
import { defaultClaims } from "@content/claims";
import { allLocations } from "@content/locations";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { LAUNCH_CLAIMS } from "../../harness/identity";

export const CONFIRMED_FACTS: ClaimFacts = {
  claims: LAUNCH_CLAIMS,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
  city: "São Paulo",
};
export const UNCONFIRMED_FACTS: ClaimFacts = { ...CONFIRMED_FACTS, claims: defaultClaims };

// What the fresh corpora's writers were told the seller confirmed (tests/unit/business-corpus/
// fresh4.ts, fresh5.ts headers): contact by phone and WhatsApp, installs and repairs PPA motors in
// Greater São Paulo, 90 days on a service, an answer within 4 hours, card instalments (no number
// given: any), nothing else. Their lies are invented against these facts, not the launch claims.
export const BRIEF_FACTS: ClaimFacts = {
  ...CONFIRMED_FACTS,
  claims: {
    ...defaultClaims,
    confirmedAt: "2026-11-22T00:00:00.000Z",
    responseHours: 4,
    warranty: { factoryYears: null, extendedYears: null, serviceDays: 90 },
    instalments: 10,
  },
};

export interface KindedLie {
  kind: string;
  sentence: string;
}

/**
 * A corpus's figures as the corpus tests print and hold them (business-unseen, business-fresh4,
 * business-dev8): a lie is caught when the check flags it with `facts`; an honest sentence is
 * wrongly flagged when it is flagged with `facts` or with nothing confirmed. The report lists recall
 * per kind.
 */
export function corpusFigures(
  name: string,
  lies: readonly KindedLie[],
  honest: readonly string[],
  facts: ClaimFacts,
): { caught: number; honestFlagged: number; report: string } {
  const caught = lies.filter((l) => checkSentence(l.sentence, facts).removed);
  const wrong = honest.filter((h) => checkSentence(h, facts).removed || checkSentence(h, UNCONFIRMED_FACTS).removed);
  const rows = [...new Set(lies.map((l) => l.kind))].map((k) => {
    const all = lies.filter((l) => l.kind === k).length;
    return `  ${k.padEnd(16)} ${caught.filter((l) => l.kind === k).length}/${all}`;
  });
  return {
    caught: caught.length,
    honestFlagged: wrong.length,
    report: `${name}, rules and model, per kind:\n${rows.join("\n")}\n  overall          ${caught.length}/${lies.length}\nhonest flagged: ${wrong.length}/${honest.length}`,
  };
}
