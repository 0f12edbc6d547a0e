import { technicalTopics } from "@content/generator-titles";
import type { NewPage } from "~/lib/pages/page-record";
import { type PageStore, type SavedPage, savePage } from "~/lib/pages/store.server";
import { slugify } from "~/lib/pages/slug";
import { signExport } from "~/lib/pages/export-signature.server";
import { TEST_ADMIN } from "./admin";
import { ownText } from "./own-text";
import type { RunningWorker } from "./worker";

/**
 * The app's page store over a (Miniflare) KV namespace, for seeding from Node. With the Worker's
 * D1 (`w.db()`), a public page is measured by the uniqueness gate and may be indexed; without it,
 * it is public but never indexed (the gate fails closed), as a script writing KV alone would leave it.
 */
export const storeOf = (kv: KVNamespace, db?: D1Database): PageStore => ({ kv, db, changes: [] });

/** Saves one page through the app's store, as it was given (no duplicate check). */
export function seedPage(
  kv: KVNamespace,
  page: NewPage,
  { db, ...options }: Omit<Parameters<typeof savePage>[2] & object, "duplicates"> & { db?: D1Database } = {},
): Promise<SavedPage> {
  return savePage(storeOf(kv, db), page, { ...options, duplicates: "allow" });
}

/** Saves `count` pages through the app's store into a (Miniflare) KV namespace (and D1, see storeOf). */
export async function seedPages(
  kv: KVNamespace,
  count: number,
  prefix = "Página de teste",
  db?: D1Database,
): Promise<NewPage[]> {
  const pages = seededPages(count, prefix);
  for (const [i, page] of pages.entries()) {
    await seedPage(kv, page, { now: seededAt(i + 1), db });
  }
  return pages;
}

const seededAt = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000);

/** The pages seedPages saves: `${prefix} 1` to `${prefix} ${count}`, each with text of its own. */
function seededPages(count: number, prefix: string): NewPage[] {
  return Array.from({ length: count }, (_, at) => {
    const i = at + 1;
    return {
      title: `${prefix} ${i}`,
      slug: slugify(`${prefix} ${i}`),
      description: `Descrição da ${prefix.toLowerCase()} ${i}.`,
      content: `<h2>Seção ${i}</h2><p>Conteúdo ${i}.</p><p>${ownText(`${slugify(prefix)}${i}`)}</p>`,
      category: null,
    };
  });
}

/**
 * The pages seedPages saves (at most 300, the import's limit), saved inside the Worker instead:
 * one POST of the panel's import (/admin/importar) with a file signed as the site's own export,
 * so each page keeps its state and goes through the same store (savePage, duplicates allowed)
 * without a round trip from Node for each of its KV and D1 calls (issue 41: 240 pages seeded from
 * Node cost ~10 s of CPU, in the proxy and in workerd). Throws unless every page was created.
 */
export async function importSeededPages(
  w: RunningWorker,
  cookie: string,
  count: number,
  prefix = "Página de teste",
): Promise<NewPage[]> {
  const pages = seededPages(count, prefix);
  const rows = pages.map((page, at) => {
    const when = seededAt(at + 1).toISOString();
    return { ...page, status: "published", created_at: when, updated_at: when };
  });
  await importSigned(w, cookie, rows);
  return pages;
}

/**
 * Saves `rows` inside the Worker: one POST of the panel's import (/admin/importar) with a file
 * signed as the site's own export, so each page keeps its state and goes through the app's store
 * (savePage, duplicates allowed) without a round trip from Node for each of its KV and D1 calls.
 * Throws unless every row was created.
 */
async function importSigned(w: RunningWorker, cookie: string, rows: object[]): Promise<void> {
  const exportedAt = new Date().toISOString();
  const signature = await signExport(TEST_ADMIN.sessionSecret, exportedAt, rows);
  const form = new FormData();
  const file = JSON.stringify({ exported_at: exportedAt, pages: rows, signature });
  form.set("arquivo", new File([file], "paginas.json", { type: "application/json" }));
  const res = await w.fetch("/admin/importar", {
    method: "POST",
    body: form,
    headers: { Origin: w.url, Cookie: cookie },
  });
  const body = await res.text();
  // The report's summary: "240 criada(s), 0 ignorada(s), …" (React puts a comment between the parts).
  const created = Number(/(\d+)(?:<!-- -->)?\s*criada\(s\)/.exec(body)?.[1] ?? -1);
  if (res.status !== 200 || created !== rows.length)
    throw new Error(`The import created ${created} of ${rows.length} pages (${res.status}): ${body.slice(0, 300)}`);
}

/**
 * Saves pages for the technical generator's topics from index `from` on, so a technical job has
 * only the topics before it left to write (a job of 8 where 50 is not the point): the job skips
 * an existing slug without asking the AI service.
 */
export async function seedTechnicalTopics(w: RunningWorker, cookie: string, from: number): Promise<void> {
  // One signed import inside the Worker (issue 41: saved from Node, each page cost a round trip
  // through Miniflare's proxy for every KV call of the store).
  const when = new Date(Date.UTC(2026, 0, 1)).toISOString();
  await importSigned(
    w,
    cookie,
    technicalTopics.slice(from).map((t) => ({
      title: t.title,
      slug: slugify(t.title),
      description: `Guia: ${t.title}.`,
      content: `<h2>${t.title}</h2><p>Escrito antes do teste.</p>`,
      category: t.category,
      status: "published",
      created_at: when,
      updated_at: when,
    })),
  );
}
