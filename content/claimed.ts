// Content with the seller's current claims filled in (content/claims.ts): what a page renders.
// Read while a page renders (inside the request's identity scope), never when a module loads.
import { currentIdentity } from "./business";
import { type ClaimContext, claimTokens, resolveWith } from "./claims";
import { cities } from "./locations";

const servedCities = () => cities.map((c) => c.name);

/** The tokens of the current request's claims, for the place a page is about (its city). */
export function currentClaimTokens(ctx: Omit<ClaimContext, "servedCities"> = {}): Record<string, string | null> {
  return claimTokens(currentIdentity().claims, { ...ctx, servedCities: servedCities() });
}

/** A content value with the current claims: unset claims leave no sentence with a hole. */
export function claimed<T>(value: T, ctx: Omit<ClaimContext, "servedCities"> = {}): T {
  return resolveWith(value, currentClaimTokens(ctx));
}
