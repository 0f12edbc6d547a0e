/**
 * The data centre's Cache API (`caches.default`), shared by every isolate of this data centre;
 * null where there is none (Node scripts and unit tests).
 */
export function dataCentreCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}
