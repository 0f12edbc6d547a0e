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
