// The seller's own words on a built-in page (home, a city, a neighbourhood, a topic, the FAQ): one
// optional block of HTML per page, kept at `page:/{path}` (listing.server.ts SELLER_TEXT_PREFIX),
// so the listing every render reads already says which pages have one. Cleaned by the store's
// sanitizer, revisioned like a generated page (the revisions' id is the path) and recorded as a
// change of the built-in page's own address: its cached copies are purged and search engines told.
import { cities, displayName, locationPath, neighbourhoods } from "@content/locations";
import { topics } from "@content/topics";
import { z } from "zod";
import { withTimeout } from "~/lib/platform/kv-timeout";
import { SELLER_TEXT_PREFIX } from "./listing.server";
import { PAGE_PREFIX, SANITIZER_VERSION, asciiJson, type PageRef } from "./page-record";
import { getRevisionOf, keepRevision } from "./revisions.server";
import { sanitizeHtml } from "~/lib/html-stage/sanitize.server";
import { type PageStore, cleanSellerText, recordChange } from "./store.server";
import { log } from "~/lib/platform/log";

export interface SellerTextTarget {
  path: string;
  /** The page's name as the admin knows it. */
  title: string;
  group: "Páginas principais" | "Cidades" | "Bairros" | "Tópicos";
}

let targets: SellerTextTarget[] | null = null;

/** Every built-in page that can have a seller text, in the order the admin's list shows them. */
export function sellerTextTargets(): SellerTextTarget[] {
  targets ??= [
    { path: "/", title: "Página inicial", group: "Páginas principais" },
    { path: "/duvidas-frequentes", title: "Dúvidas Frequentes", group: "Páginas principais" },
    ...cities.map((c) => ({ path: locationPath(c), title: displayName(c), group: "Cidades" as const })),
    ...neighbourhoods.map((n) => ({ path: locationPath(n), title: displayName(n), group: "Bairros" as const })),
    ...topics.map((t) => ({ path: `/topicos/${t.slug}`, title: t.menuLabel, group: "Tópicos" as const })),
  ];
  return targets;
}

export function findTarget(path: string): SellerTextTarget | undefined {
  return sellerTextTargets().find((t) => t.path === path);
}

export const sellerTextSchema = z.object({
  /** The path: revisions are kept under `rev:{path}:{time}`. */
  id: z.string().startsWith("/"),
  title: z.string(),
  content: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  revisions: z.array(z.string()).max(50).optional(),
  /** The HTML stage's rules it was staged with (SANITIZER_VERSION): rendered as stored when current. */
  clean: z.number().int().optional(),
});
export type SellerText = z.infer<typeof sellerTextSchema>;

const keyOf = (path: string) => PAGE_PREFIX + path;
/** The change a seller text makes: its built-in page, public whatever the text's state. */
const refOf = (path: string): PageRef => ({ slug: path, status: "published", path });

export class UnknownTargetError extends Error {
  constructor(readonly path: string) {
    super(`No built-in page takes a seller text at ${path}`);
    this.name = "UnknownTargetError";
  }
}

export async function getSellerText(kv: KVNamespace, path: string): Promise<SellerText | null> {
  if (!findTarget(path)) return null;
  const raw = await withTimeout(kv.get(keyOf(path), "json"), "get");
  if (raw === null) return null;
  const parsed = sellerTextSchema.safeParse(raw);
  if (!parsed.success) log.error("Invalid seller text in KV", { path, error: parsed.error });
  return parsed.data ?? null;
}

/**
 * A public render's read: as stored when the current rules staged it, else the allow-list again;
 * a KV failure shows the page without it.
 */
export async function sellerTextHtml(kv: KVNamespace, path: string): Promise<string | null> {
  try {
    const text = await getSellerText(kv, path);
    if (!text) return null;
    return text.clean === SANITIZER_VERSION ? text.content : sanitizeHtml(text.content);
  } catch (error) {
    log.error("Seller text read failed", { error });
    return null;
  }
}

/**
 * Saves the seller's text of a built-in page (the previous one becomes a revision); a text that is
 * empty once cleaned removes it. Returns the saved text, or null when the page has none now.
 */
export async function saveSellerText(
  store: PageStore,
  path: string,
  html: string,
  now = new Date(),
): Promise<SellerText | null> {
  const target = findTarget(path);
  if (!target) throw new UnknownTargetError(path);
  const content = cleanSellerText(html);
  const current = await getSellerText(store.kv, path);
  if (content === "") {
    if (!current) return null;
    // The removed text stays a revision: the next text at this page finds it by its prefix.
    await keepRevision(store.kv, current, current, now);
    await withTimeout(store.kv.delete(keyOf(path)), "delete");
    recordChange(store, refOf(path), null);
    return null;
  }
  if (current?.content === content && current.clean === SANITIZER_VERSION) return current;
  const timestamp = now.toISOString();
  let record: SellerText = {
    id: path,
    title: target.title,
    content,
    clean: SANITIZER_VERSION,
    created_at: current?.created_at ?? timestamp,
    updated_at: timestamp,
    revisions: current?.revisions,
  };
  if (current) record = await keepRevision(store.kv, current, record, now);
  else record = { ...record, revisions: undefined };
  await withTimeout(store.kv.put(keyOf(path), JSON.stringify(record), { metadata: { j: asciiJson({ t: 1 }) } }), "put");
  recordChange(store, current ? refOf(path) : null, refOf(path));
  return record;
}

/** An earlier version of a page's seller text, for display or restore. */
export function getSellerTextRevision(kv: KVNamespace, path: string, revisionId: string): Promise<SellerText | null> {
  return getRevisionOf(kv, path, revisionId, sellerTextSchema);
}

export { SELLER_TEXT_PREFIX };
