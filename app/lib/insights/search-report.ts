// The "Desempenho no Google" report's shapes and sorting, shared by the server queries
// (search-report.server.ts) and the screen's components.
import type { LowCtr, NearFirstPage } from "./search-pages";

/** Days in the period (days.ts, where the period's bounds are cut). */
export { WINDOW_DAYS } from "./days";

export interface Funnel {
  impressions: number;
  clicks: number;
  /** Average position (impressions-weighted), null without impressions. */
  position: number | null;
  leads: number;
  closed: number;
  revenueCents: number;
}

export interface FunnelRow {
  /** The page's path, or the place's name. */
  key: string;
  place: string | null;
  editHref: string | null;
  /** The page's absolute https:// address on the site, when it is one (pages only). */
  openHref: string | null;
  /** The query with the most impressions in the last 28 days (pages only). */
  topQuery: string | null;
  now: Funnel;
  before: Funnel;
}

export const SORT_KEYS = [
  "pagina",
  "impressoes",
  "cliques",
  "ctr",
  "posicao",
  "contatos",
  "fechados",
  "receita",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";
export interface Sort {
  key: SortKey;
  dir: SortDir;
}
/** The direction a column sorts in on its first click: best first. */
export const DEFAULT_DIR: Record<SortKey, SortDir> = {
  pagina: "asc",
  impressoes: "desc",
  cliques: "desc",
  ctr: "desc",
  posicao: "asc",
  contatos: "desc",
  fechados: "desc",
  receita: "desc",
};

export function sortParam(url: URL): Sort {
  const raw = url.searchParams.get("ordem");
  const key = (SORT_KEYS as readonly string[]).includes(raw ?? "") ? (raw as SortKey) : "impressoes";
  const dir = url.searchParams.get("dir");
  return { key, dir: dir === "asc" || dir === "desc" ? dir : DEFAULT_DIR[key] };
}

export const ctrOf = (f: Pick<Funnel, "clicks" | "impressions">) =>
  f.impressions > 0 ? f.clicks / f.impressions : null;

function sortValue(row: FunnelRow, key: SortKey): number | string | null {
  const f = row.now;
  switch (key) {
    case "pagina":
      return row.key;
    case "impressoes":
      return f.impressions;
    case "cliques":
      return f.clicks;
    case "ctr":
      return ctrOf(f);
    case "posicao":
      return f.position;
    case "contatos":
      return f.leads;
    case "fechados":
      return f.closed;
    case "receita":
      return f.revenueCents;
  }
}

/** Sorted by the column; rows without a value (no impressions) always last; ties by name. */
export function sortRows(rows: FunnelRow[], sort: Sort): FunnelRow[] {
  const sign = sort.dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, sort.key);
    const vb = sortValue(b, sort.key);
    if (va === null || vb === null) return va === vb ? a.key.localeCompare(b.key) : va === null ? 1 : -1;
    const order = typeof va === "string" ? va.localeCompare(vb as string) : va - (vb as number);
    return order !== 0 ? sign * order : a.key.localeCompare(b.key);
  });
}

export interface SearchReport {
  /** Google's days (start to end), the 28 before, and the last day contacts count (today). */
  window: { start: string; end: string; prevStart: string; prevEnd: string; leadsEnd: string };
  /** Days of Search Console data in D1 (oldest, newest, how many). */
  coverage: { first: string | null; last: string | null; days: number };
  totals: { now: Funnel; before: Funnel };
  pages: FunnelRow[];
  places: FunnelRow[];
  near: NearFirstPage<FunnelRow & { path: string; impressions: number; clicks: number; position: number | null }>[];
  lowCtr: LowCtr<FunnelRow & { path: string; impressions: number; clicks: number; position: number | null }>[];
}

export interface QueryRow {
  query: string;
  now: Pick<Funnel, "impressions" | "clicks" | "position">;
  before: Pick<Funnel, "impressions" | "clicks" | "position">;
}
