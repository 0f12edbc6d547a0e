// harness/reset.ts's clearKv and clearTables in one request inside workerd (harness/probes/reset.ts),
// for files that empty a shared Worker before each test: start it with
// `probes: { reset: await bundleProbe("reset") }`.
import { askProbe } from "./probe";
import type { RunningWorker } from "./worker";

/** Key prefixes a page leaves in KV: the page, its revisions, the redirects of its old addresses, the trash. */
export const PAGE_PREFIXES = ["page:", "rev:", "redirect:", "trash:"];

/**
 * Deletes the keys under `prefixes` straight from KV (every page key by default; with "page:", the
 * uniqueness gate's index rows too) and empties `tables`, as clearKv then clearTables do. The
 * Worker's cached listings do not see it: for tests that read KV or the job screens.
 */
export async function clearInWorker(
  w: RunningWorker,
  { prefixes = PAGE_PREFIXES, tables = [] }: { prefixes?: string[]; tables?: string[] } = {},
): Promise<number> {
  return (await askProbe<{ keys: number }>(w, "reset", "/clear", { prefixes, tables })).keys;
}
