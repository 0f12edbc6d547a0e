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

/**
 * Drops the sentences of a built-in text that state a commercial claim the seller has not
 * confirmed (a deadline, a speed, a price written straight into the text, not as a token). Set
 * once by the app (app/lib/claims/builtin-filter.server.ts), as the identity source is: content/
 * imports nothing from app/. Unset (a script, the browser): texts stay as written.
 */
type SentenceFilter = (text: string, city: string | undefined) => string;
let sentenceFilter: SentenceFilter | undefined;

export function setClaimSentenceFilter(next: SentenceFilter): void {
  sentenceFilter = next;
}

/** A content value with the current claims: unset claims leave no sentence with a hole. */
export function claimed<T>(value: T, ctx: Omit<ClaimContext, "servedCities"> = {}): T {
  const filter = sentenceFilter;
  return resolveWith(value, currentClaimTokens(ctx), filter ? (text) => filter(text, ctx.city) : undefined);
}
