import { technicalTopics } from "@content/generator-titles";
import type { NewPage } from "~/lib/pages/page-record";
import { type PageStore, type SavedPage, savePage } from "~/lib/pages/store.server";
import { slugify } from "~/lib/pages/slug";
import { ownText } from "./own-text";

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
  const pages: NewPage[] = [];
  const base = Date.UTC(2026, 0, 1);
  for (let i = 1; i <= count; i++) {
    const page: NewPage = {
      title: `${prefix} ${i}`,
      slug: slugify(`${prefix} ${i}`),
      description: `Descrição da ${prefix.toLowerCase()} ${i}.`,
      content: `<h2>Seção ${i}</h2><p>Conteúdo ${i}.</p><p>${ownText(`${slugify(prefix)}${i}`)}</p>`,
      category: null,
    };
    await seedPage(kv, page, { now: new Date(base + i * 60_000), db });
    pages.push(page);
  }
  return pages;
}

/**
 * Saves pages for the technical generator's topics from index `from` on, so a technical job has
 * only the topics before it left to write (a job of 8 where 50 is not the point): the job skips
 * an existing slug without asking the AI service.
 */
export async function seedTechnicalTopics(kv: KVNamespace, from: number): Promise<void> {
  // A few at a time: the store's KV calls time out after 2 s, which a burst of 50 on a loaded
  // machine can exceed.
  const topics = technicalTopics.slice(from);
  for (let i = 0; i < topics.length; i += 8) {
    await Promise.all(
      topics.slice(i, i + 8).map((t) =>
        seedPage(kv, {
          title: t.title,
          slug: slugify(t.title),
          description: `Guia: ${t.title}.`,
          content: `<h2>${t.title}</h2><p>Escrito antes do teste.</p>`,
          category: t.category,
        }),
      ),
    );
  }
}
