import { redirect } from "@remix-run/cloudflare";
import { notFound } from "./not-found";

export interface PageWindow {
  page: number;
  totalPages: number;
  /** Page numbers to show as buttons, at most `maxButtons`, around the current page. */
  buttons: number[];
  start: number;
  end: number;
}

/** Clamps a requested page and picks at most `maxButtons` page numbers centred on it. */
export function paginate(totalItems: number, requestedPage: number, perPage: number, maxButtons = 5): PageWindow {
  const totalPages = Math.max(1, Math.ceil(totalItems / perPage));
  const page = Number.isFinite(requestedPage) ? Math.min(Math.max(1, Math.trunc(requestedPage)), totalPages) : 1;
  const count = Math.min(maxButtons, totalPages);
  let first = Math.max(1, page - Math.floor(count / 2));
  first = Math.min(first, totalPages - count + 1);
  const buttons = Array.from({ length: count }, (_, i) => first + i);
  const start = (page - 1) * perPage;
  return { page, totalPages, buttons, start, end: Math.min(start + perPage, totalItems) };
}

/** Reads a 1-based page number from a query parameter; anything invalid is page 1. */
export function pageParam(url: URL, name: string): number {
  const n = Number.parseInt(url.searchParams.get(name) ?? "1", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** The pager parameters of the public listings (the home page's two, the gallery's). */
const PUBLIC_PAGERS = ["pagina", "paginas", "bairros"];
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * One URL per public listing page: a pager parameter the page does not have, page 1 written out
 * or a page number that is no number is a 301 to the URL without it (its canonical), thrown.
 */
export function canonicalPagers(url: URL, own: readonly string[]): void {
  const clean = new URL(url);
  for (const name of PUBLIC_PAGERS) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0) continue;
    if (own.includes(name) && values.length === 1 && PAGE_NUMBER.test(values[0]!) && values[0] !== "1") continue;
    clean.searchParams.delete(name);
  }
  if (clean.search !== url.search) throw redirect(clean.pathname + clean.search, 301);
}

/** A public listing's page past its last is no page: a 404, thrown (never page N clamped to the last). */
export function pageInRange(request: Request, url: URL, name: string, window: PageWindow): void {
  if (pageParam(url, name) > window.totalPages) throw notFound(request);
}
