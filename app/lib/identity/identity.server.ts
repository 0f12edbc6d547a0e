// Where the seller's identity ("Dados da empresa") is stored and how each request gets it.
//
// Stored as one KV key (IDENTITY_KEY). Every request that renders needs it, so it is kept at two
// levels: the data centre's Cache API for IDENTITY_CACHE_S (an edge-cache hit costs no KV read),
// and this isolate's memory for the same time (a visitor's hit costs no Cache API read either).
// Saving writes KV and replaces both copies here; other isolates and data centres follow within
// IDENTITY_CACHE_S, the time KV itself takes to reach them. An admin's request skips the isolate
// copy, so the seller sees a save at once whichever isolate serves him.
//
// Decision: the request's identity is also an AsyncLocalStorage scope, here and only here. The
// `business` getters of content/business.ts read it, so content texts, components and JSON-LD show
// the saved identity without threading it through every prop; loaders read it explicitly from
// the load context. Content modules never read an identity getter at module level
// (tests/unit/identity-scope.test.ts imports them all outside a request to prove it).
import { AsyncLocalStorage } from "node:async_hooks";
import { type BusinessIdentity, defaultIdentity, setIdentitySource } from "@content/business";
import { setClaimSentenceFilter } from "@content/claimed";
import { dropUnconfirmedClaims } from "~/lib/claims/builtin-filter.server";
import { dataCentreCache } from "~/lib/platform/data-centre-cache";
import { skippingClaimFree } from "./claim-free";
import { storedIdentitySchema } from "./identity";
import { log } from "~/lib/platform/log";

export const IDENTITY_KEY = "settings:empresa";
const IDENTITY_CACHE_PATH = "/__identity";
const IDENTITY_CACHE_S = 60;

const scope = new AsyncLocalStorage<BusinessIdentity>();
setIdentitySource(() => scope.getStore());
// Built-in texts state a commercial claim only when the seller's confirmed claims back it.
// Built-in texts the build found free of claims skip the check (claim-free.ts).
setClaimSentenceFilter(skippingClaimFree(dropUnconfirmedClaims));

/** Runs `fn` (a request's handling, a job's step) with `identity` as the one `business` reads. */
export function withIdentity<T>(identity: BusinessIdentity, fn: () => T): T {
  return scope.run(identity, fn);
}

let isolateCopy: { identity: BusinessIdentity; expires: number } | null = null;

async function cachePut(origin: string, identity: BusinessIdentity): Promise<void> {
  isolateCopy = { identity, expires: Date.now() + IDENTITY_CACHE_S * 1000 };
  await dataCentrePut(origin, identity);
}

async function dataCentrePut(origin: string, identity: BusinessIdentity): Promise<void> {
  try {
    await dataCentreCache()?.put(
      new Request(origin + IDENTITY_CACHE_PATH),
      new Response(JSON.stringify(identity), {
        headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${IDENTITY_CACHE_S}` },
      }),
    );
  } catch (error) {
    log.error("Identity cache write failed", { error });
  }
}

/**
 * The saved identity, or the defaults when the seller has saved none. A KV failure serves the
 * defaults rather than an error page (logged): the site stays up with its built-in contact data.
 * `fresh`: skip this isolate's copy (an admin's request). `waitUntil`: the data centre's copy of
 * a KV read is written after the response (this isolate's copy is kept at once either way).
 */
export async function loadIdentity(
  kv: KVNamespace,
  origin: string,
  { fresh = false, waitUntil }: { fresh?: boolean; waitUntil?: (promise: Promise<unknown>) => void } = {},
): Promise<BusinessIdentity> {
  if (!fresh && isolateCopy && isolateCopy.expires > Date.now()) return isolateCopy.identity;
  try {
    const hit = await dataCentreCache()?.match(new Request(origin + IDENTITY_CACHE_PATH));
    if (hit) {
      const identity = storedIdentitySchema.parse(await hit.json());
      isolateCopy = { identity, expires: Date.now() + IDENTITY_CACHE_S * 1000 };
      return identity;
    }
  } catch (error) {
    log.error("Identity cache read failed", { error });
  }
  let identity = defaultIdentity;
  try {
    const stored = await kv.get(IDENTITY_KEY, "json");
    if (stored !== null) identity = storedIdentitySchema.parse(stored);
  } catch (error) {
    log.error("Identity read failed", { error });
    return defaultIdentity;
  }
  if (waitUntil) {
    isolateCopy = { identity, expires: Date.now() + IDENTITY_CACHE_S * 1000 };
    waitUntil(dataCentrePut(origin, identity));
  } else await cachePut(origin, identity);
  return identity;
}

/** What KV holds now (not the data centre's copy): the admin form edits the latest save. */
export async function readStoredIdentity(kv: KVNamespace): Promise<BusinessIdentity> {
  const stored = await kv.get(IDENTITY_KEY, "json");
  return stored === null ? defaultIdentity : storedIdentitySchema.parse(stored);
}

/** Saves the identity and replaces this data centre's copy, so the next page view shows it. */
export async function saveIdentity(kv: KVNamespace, origin: string, identity: BusinessIdentity): Promise<void> {
  await kv.put(IDENTITY_KEY, JSON.stringify(identity));
  await cachePut(origin, identity);
}

/**
 * Part of every edge-cache key and of the global tier's answer: pages rendered with an older
 * identity are never served again. Only the Worker writes the identity (a script that rewrote it
 * through wrangler could lose a save the seller made between its read and its write).
 */
export function identityVersion(identity: BusinessIdentity): string {
  return identity.updatedAt || "default";
}
