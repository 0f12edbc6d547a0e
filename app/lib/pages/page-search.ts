// The panel's search and filters over the listing (no reads: the listing's metadata has every
// field they look at). Pure, so the unit tests try the odd input a person types.
import { GUIDE_CATEGORIES_LIST as GUIDE_CATEGORIES } from "./guide-categories";
import { PAGE_KINDS, type PageKind } from "./page-kinds";
import type { PageStatus, PageSummary } from "./page-record";

/** What the admin searches for is at most this long; the rest of a pasted text is ignored. */
export const MAX_QUERY = 200;

export interface PageFilters {
  /** Words of the title or the address, in any case, with or without accents. */
  q: string;
  status: PageStatus | null;
  /** A guide category, "none" for Links Úteis, or null for any. */
  category: (typeof GUIDE_CATEGORIES)[number] | "none" | null;
  kind: PageKind | null;
}

/** The URL's query (`busca`, `situacao`, `categoria`, `tipo`) as filters; anything unknown is "any". */
export function filtersOf(params: URLSearchParams): PageFilters {
  const status = params.get("situacao");
  const category = params.get("categoria");
  const kind = params.get("tipo");
  return {
    q: (params.get("busca") ?? "").slice(0, MAX_QUERY).trim(),
    status: status === "publicadas" ? "published" : status === "rascunhos" ? "draft" : null,
    category:
      category === "nenhuma"
        ? "none"
        : (GUIDE_CATEGORIES as readonly string[]).includes(category ?? "")
          ? (category as PageFilters["category"])
          : null,
    kind: (PAGE_KINDS as readonly string[]).includes(kind ?? "") ? (kind as PageKind) : null,
  };
}

/** The filters back as a query string (without the page number), for links and redirects. */
export function queryOf(filters: PageFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("busca", filters.q);
  if (filters.status) params.set("situacao", filters.status === "published" ? "publicadas" : "rascunhos");
  if (filters.category) params.set("categoria", filters.category === "none" ? "nenhuma" : filters.category);
  if (filters.kind) params.set("tipo", filters.kind);
  return params.toString();
}

/** Lower case, accents and punctuation (quotes included) turned into spaces. */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The pages whose title or address holds every word of the query, that pass the filters. */
export function filterPages<T extends PageSummary>(pages: T[], filters: PageFilters): T[] {
  const words = normalise(filters.q).split(" ").filter(Boolean);
  return pages.filter((p) => {
    if (filters.status && p.status !== filters.status) return false;
    if (filters.category === "none" && p.category !== null) return false;
    if (filters.category && filters.category !== "none" && p.category !== filters.category) return false;
    if (filters.kind && (p.kind ?? "manual") !== filters.kind) return false;
    if (words.length === 0) return true;
    const haystack = `${normalise(p.title)} ${normalise(p.slug)}`;
    return words.every((w) => haystack.includes(w));
  });
}
