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

// Results kept per content object, identity and city: a page's texts go through the claims check
// sentence by sentence (the FAQ's took ~80 ms of every render); the identity object is the same
// until the seller saves it, so the next render of the page reuses them. Read-only, as content is.
const resolved = new WeakMap<object, WeakMap<object, Map<string, unknown>>>();

/** A content value with the current claims: unset claims leave no sentence with a hole. */
export function claimed<T>(value: T, ctx: Omit<ClaimContext, "servedCities"> = {}): T {
  const filter = sentenceFilter;
  const resolve = () =>
    resolveWith(value, currentClaimTokens(ctx), filter ? (text) => filter(text, ctx.city) : undefined);
  if (typeof value !== "object" || value === null) return resolve();
  const identity = currentIdentity();
  let byIdentity = resolved.get(value);
  if (!byIdentity) {
    byIdentity = new WeakMap();
    resolved.set(value, byIdentity);
  }
  let byCity = byIdentity.get(identity);
  if (!byCity) {
    byCity = new Map();
    byIdentity.set(identity, byCity);
  }
  const key = `${ctx.city ?? ""}|${filter ? "f" : ""}`;
  if (!byCity.has(key)) byCity.set(key, resolve());
  return byCity.get(key) as T;
}
