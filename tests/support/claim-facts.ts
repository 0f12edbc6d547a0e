// The facts the claims check compares with in the corpus tests: a launched seller's confirmed
// claims (the spec's figures, harness/identity.ts) and the same site with nothing confirmed.
import { defaultClaims } from "@content/claims";
import { allLocations } from "@content/locations";
import type { ClaimFacts } from "~/lib/claims/claims-check";
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
