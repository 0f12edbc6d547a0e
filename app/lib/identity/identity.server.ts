// Where the seller's identity ("Dados da empresa") is stored and how each request gets it.
//
// Stored as one KV key (IDENTITY_KEY), read through the request's KV wrapper. Every request that
// renders needs it, so the data centre keeps a copy in the Cache API for IDENTITY_CACHE_S: an edge
// cache hit costs no KV read. Saving writes KV and replaces that copy at once, so the admin's data
// centre serves the new identity on the next request; other data centres within IDENTITY_CACHE_S,
// the same delay KV itself has to reach them.
//
// The Worker runs each request inside `withIdentity`, an AsyncLocalStorage scope: the `business`
// getters in content/business.ts read the identity of the request being served, wherever they
// are used (components, content modules, JSON-LD), without threading it through every prop.
import { AsyncLocalStorage } from "node:async_hooks";
import { type BusinessIdentity, defaultIdentity, setIdentitySource } from "@content/business";
import { storedIdentitySchema } from "./identity";

export const IDENTITY_KEY = "settings:empresa";
const IDENTITY_CACHE_PATH = "/__identity";
const IDENTITY_CACHE_S = 60;

// One store per isolate, shared by every copy of this module in the bundle (see currentIdentity).
const STORE = Symbol.for("motores-ppa.identity-store");
const holder = globalThis as { [STORE]?: AsyncLocalStorage<BusinessIdentity> };
holder[STORE] ??= new AsyncLocalStorage<BusinessIdentity>();
const store = holder[STORE];
setIdentitySource(() => store.getStore());

/** Runs `fn` (a request's handling) with `identity` as the one `business` reads. */
export function withIdentity<T>(identity: BusinessIdentity, fn: () => T): T {
  return store.run(identity, fn);
}

function dataCentreCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

async function cachePut(origin: string, identity: BusinessIdentity): Promise<void> {
  try {
    await dataCentreCache()?.put(
      new Request(origin + IDENTITY_CACHE_PATH),
      new Response(JSON.stringify(identity), {
        headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${IDENTITY_CACHE_S}` },
      }),
    );
  } catch (error) {
    console.error("Identity cache write failed", error);
  }
}

/**
 * The saved identity, or the defaults when the seller has saved none. A KV failure serves the
 * defaults rather than an error page (logged): the site stays up with its built-in contact data.
 */
export async function loadIdentity(kv: KVNamespace, origin: string): Promise<BusinessIdentity> {
  try {
    const hit = await dataCentreCache()?.match(new Request(origin + IDENTITY_CACHE_PATH));
    if (hit) return storedIdentitySchema.parse(await hit.json());
  } catch (error) {
    console.error("Identity cache read failed", error);
  }
  let identity = defaultIdentity;
  try {
    const stored = await kv.get(IDENTITY_KEY, "json");
    if (stored !== null) identity = storedIdentitySchema.parse(stored);
  } catch (error) {
    console.error("Identity read failed", error);
    return defaultIdentity;
  }
  await cachePut(origin, identity);
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

/** Part of every edge-cache key: pages rendered with an older identity are never served again. */
export function identityVersion(identity: BusinessIdentity): string {
  return identity.updatedAt || "default";
}
