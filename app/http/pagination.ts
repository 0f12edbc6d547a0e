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
