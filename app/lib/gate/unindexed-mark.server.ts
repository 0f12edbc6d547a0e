// Whether KV may hold a published page the gate's D1 index has no row for, so a save lists KV
// only then (a listing is one list() per 1,000 keys and a parse of every key's metadata: at
// 10,000 pages it was most of a save's CPU). Two keys outside `page:` (never listed with the
// pages), each a time in its metadata:
// - UNINDEXED_MARK: when a published page was last written without an index row — by the page
//   store with no D1 (a script seeding KV) or no check, or by `npm run pages -- import`;
// - INDEXED_MARK: when the last listing that found every such page with a row started.
// A save lists KV unless the listing is newer than the last unindexed write by KV's list lag. A
// site whose KV has neither key (pages from before this) lists, as every save did before.
import { log } from "~/lib/platform/log";
import { withTimeout } from "~/lib/platform/kv-timeout";

export const UNINDEXED_MARK = "gate:unindexed";
export const INDEXED_MARK = "gate:all-indexed";
/** KV's list() and a get elsewhere may miss a write for up to a minute (listing.server.ts). */
const LAG_MS = 60_000;

const timeOf = (metadata: unknown): number | null => {
  const v = (metadata as { v?: unknown } | null)?.v;
  return typeof v === "number" ? v : null;
};

/** A published page was written without an index row (one KV write). */
export async function markUnindexed(kv: KVNamespace, now = Date.now()): Promise<void> {
  await kv.put(UNINDEXED_MARK, "", { metadata: { v: now } });
}

/** A listing started at `startedAt` found every published page with a row or a verdict. */
export async function markAllIndexed(kv: KVNamespace, startedAt: number): Promise<void> {
  try {
    await kv.put(INDEXED_MARK, "", { metadata: { v: startedAt } });
  } catch (error) {
    // Only costs the next save a listing.
    log.error("Index mark not written", { error });
  }
}

/** Whether a save must list KV for pages without a row: true unless a listing says none since. */
export async function mayHaveUnindexed(kv: KVNamespace): Promise<boolean> {
  try {
    const [indexed, unindexed] = await Promise.all([
      withTimeout(kv.getWithMetadata(INDEXED_MARK), "get"),
      withTimeout(kv.getWithMetadata(UNINDEXED_MARK), "get"),
    ]);
    const listed = timeOf(indexed.metadata);
    if (listed === null) return true;
    const written = timeOf(unindexed.metadata);
    return written !== null && written + LAG_MS >= listed;
  } catch (error) {
    log.error("Index marks not read", { error });
    return true;
  }
}
