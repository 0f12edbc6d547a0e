// Page records read from the Worker's real KV in bulk (KV's get of up to 100 keys at once): one
// round trip through Miniflare's proxy for a hundred pages, where a get each was one a page.
import type { PageRecord } from "~/lib/pages/page-record";
import type { RunningWorker } from "./worker";

/** KV's limit of keys in one bulk get. */
const BULK = 100;

/** The stored record of each slug (`page:{slug}`), null where there is none, in the slugs' order. */
export async function pageRecords(w: RunningWorker, slugs: readonly string[]): Promise<Map<string, PageRecord | null>> {
  const kv = await w.kv();
  const out = new Map<string, PageRecord | null>();
  for (let i = 0; i < slugs.length; i += BULK) {
    const chunk = slugs.slice(i, i + BULK);
    const got = (await kv.get(
      chunk.map((s) => `page:${s}`),
      "json",
    )) as Map<string, PageRecord | null>;
    for (const slug of chunk) out.set(slug, got.get(`page:${slug}`) ?? null);
  }
  return out;
}
