// Putting a shared test Worker back to a known state between tests, without restarting it (a
// restart costs a second or more): tests of a file share one Worker and stay independent of their
// order by resetting what they read, or by using data of their own (unique slugs, e-mails, IPs).
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { postForm } from "./admin-client";
import { SITE_ORIGIN } from "./crawl";
import type { RunningWorker } from "./worker";

/** Key prefixes a page leaves in KV: the page, its revisions, the redirects of its old addresses, the trash. */
const PAGE_PREFIXES = ["page:", "rev:", "redirect:", "trash:"];

async function keysOf(kv: KVNamespace, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

/**
 * Deletes every generated page through the panel's delete action, as the admin would, so the
 * Worker also drops what it cached of them (listings, menus, the pages themselves); then the
 * revisions, redirects and trash they leave. For tests that look at public pages after the reset.
 */
export async function deleteAllPages(w: RunningWorker, cookie: string): Promise<void> {
  const kv = await w.kv();
  // "page:/…" keys are the seller's texts on built-in pages, not generated pages.
  for (const key of (await keysOf(kv, "page:")).filter((k) => !k.startsWith("page:/"))) {
    const res = await postForm(w, "/admin/painel", { intent: "excluir", slug: key.slice(5) }, { Cookie: cookie });
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`Could not delete ${key}: ${res.status}`);
  }
  // The panel's delete moves a page to the trash.
  await clearKv(w, ["rev:", "redirect:", "trash:"]);
}

/**
 * Deletes keys straight from KV (every page key by default). The Worker's cached listings do not
 * see it: for tests that read KV or the job screens, not the public listings.
 */
export async function clearKv(w: RunningWorker, prefixes: string[] = PAGE_PREFIXES): Promise<void> {
  const kv = await w.kv();
  for (const prefix of prefixes) await Promise.all((await keysOf(kv, prefix)).map((name) => kv.delete(name)));
  // The pages' rows in the uniqueness gate's index go with them: a row left behind would make the
  // next test's pages near-copies of pages that no longer exist.
  if (prefixes.includes("page:")) await clearTables(w, ["page_index", "page_shingles", "page_bands"]);
}

/** Empties tables of the Worker's D1 (the schema stays). */
export async function clearTables(w: RunningWorker, tables: string[]): Promise<void> {
  const db = await w.db();
  await db.batch(tables.map((t) => db.prepare(`DELETE FROM ${t}`)));
}

/** The generation jobs' tables, and the AI tokens counted today. */
export const JOB_TABLES = ["generation_job_items", "generation_jobs", "ai_usage_daily"];

/**
 * Back to the built-in "Dados da empresa": the saved record and this data centre's copy of it go.
 * Pages the edge cache holds carry the identity's version in their key, so none rendered with a
 * saved identity is served once the built-in one is back.
 */
export async function resetIdentity(w: RunningWorker): Promise<void> {
  await (await w.kv()).delete(IDENTITY_KEY);
  const caches = await w.mf.getCaches();
  await caches.default.delete(`${SITE_ORIGIN}/__identity`);
}
