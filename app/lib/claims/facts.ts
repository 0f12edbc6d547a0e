// What the claims check compares with, from the seller's identity: his confirmed claims, his
// company's name and every place the site serves.
import type { BusinessIdentity } from "@content/business";
import { allLocations } from "@content/locations";
import type { ClaimFacts } from "./claims-check";

const servedPlaces = [...new Set(allLocations.map((l) => l.name))];

export function claimFactsOf(identity: BusinessIdentity, now: Date, city?: string): ClaimFacts {
  return { claims: identity.claims, servedPlaces, companyName: identity.name, year: now.getUTCFullYear(), city };
}
