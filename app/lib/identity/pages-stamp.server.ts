// What a write that bypasses the Worker (`npm run pages`, through wrangler) adds to its KV writes so
// visitors never keep seeing what it replaced: it cannot purge the data centres' copies nor the
// global tier's (app/lib/platform/page-tier.server.ts), so it moves the identity's version, which
// every kept copy and every answer from the tier checks (identityVersion: `pagesStamp`), and stamps
// the listing's change (pages/listing.server.ts), so every listing copy is listed again. No extra
// read for a visitor: the identity is read on every page view already.
import { LISTING_MARK } from "~/lib/pages/listing.server";
import { IDENTITY_KEY } from "./identity.server";

export interface BulkPut {
  key: string;
  value: string;
  metadata?: object;
}

/**
 * The KV puts that make a write outside the Worker seen: the listing's change stamp, and — when
 * `storedIdentity` (the raw value of "Dados da empresa", null when the seller saved none) is a
 * record — that record with a new `pagesStamp`, nothing else in it changed (no date the seller or
 * a sitemap shows). A site with no saved identity is on the placeholder phone (noindex): its copies
 * keep their expiry (at most a day).
 */
export function outsideWriteStamps(storedIdentity: string | null, now: Date): BulkPut[] {
  const puts: BulkPut[] = [{ key: LISTING_MARK, value: "", metadata: { v: now.getTime() } }];
  let record: unknown = null;
  try {
    record = storedIdentity === null ? null : JSON.parse(storedIdentity);
  } catch {
    record = null;
  }
  if (record !== null && typeof record === "object" && !Array.isArray(record))
    puts.push({ key: IDENTITY_KEY, value: JSON.stringify({ ...record, pagesStamp: now.toISOString() }) });
  return puts;
}
