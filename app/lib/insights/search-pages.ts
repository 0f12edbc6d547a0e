// What a Search Console page URL means on this site: its path (the key shared with the leads'
// `path`), the place it is about (the same label contact clicks on it are counted for), and the
// admin's edit link when it is a generated page. Plus the CTR norm the action lists compare with.
import { findKit } from "@content/kits";
import { findLocation, placeLabel } from "@content/locations";
import { findRegionalPage } from "@content/regional";

/** The URL's path without a trailing slash ("/" for the home page); null for a foreign URL. */
export function pagePath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const path = parsed.pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/**
 * The absolute https:// address of one of the site's paths, for the admin's "abrir" link, or null.
 * A Search Console URL is whatever Google crawled: `https://site//evil.example/x` has the path
 * `//evil.example/x`, which as an href is a protocol-relative link to another host.
 */
export function siteHref(path: string, origin: string): string | null {
  if (!/^\/(?![/\\])/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  return url.protocol === "https:" && url.origin === new URL(origin).origin ? url.href : null;
}

/** The place a public page is about, as its contact links report it (`leadPlace`), or null. */
export function placeOfPath(path: string): string | null {
  const [, first = "", second, ...rest] = path.split("/");
  if (rest.length > 0) return null;
  if ((first === "local" || first === "cidades") && second) {
    const location = findLocation(second);
    return location && (location.kind === "cidade") === (first === "cidades") ? placeLabel(location) : null;
  }
  if (second === undefined && first) {
    const kit = findKit(first);
    if (kit) return kit.place;
    return findRegionalPage(first)?.city ?? null;
  }
  return null;
}

/** The admin's editor for a generated page (/links-uteis/{slug}); null for built-in pages. */
export function editHrefOf(path: string): string | null {
  const match = /^\/links-uteis\/([a-z0-9-]+)$/.exec(path);
  return match ? `/admin/paginas/${match[1]}/editar` : null;
}

/**
 * The share of impressions that become clicks at each position of Google's organic results, an
 * average over many sites (positions 1–10 fall steeply; the second page gets about 1 %). A norm to
 * compare with, not a promise: a page's own CTR also depends on its title, snippet and the query.
 */
export const CTR_CURVE: readonly number[] = [
  0.28, 0.157, 0.11, 0.08, 0.072, 0.051, 0.04, 0.032, 0.028, 0.025, 0.015, 0.014, 0.013, 0.012, 0.011, 0.01, 0.009,
  0.008, 0.008, 0.007,
];

/** Expected CTR at an average position (linear between whole positions; past 20 the last value). */
export function expectedCtr(position: number): number {
  if (!Number.isFinite(position) || position <= 1) return CTR_CURVE[0]!;
  if (position >= CTR_CURVE.length) return CTR_CURVE[CTR_CURVE.length - 1]!;
  const low = Math.floor(position);
  const share = position - low;
  return CTR_CURVE[low - 1]! * (1 - share) + CTR_CURVE[low]! * share;
}

/** The position "Quase na primeira página" estimates for: the third result. */
export const TARGET_POSITION = 3;
/** Pages with fewer impressions in 28 days are left out of the lists: too little to judge. */
export const MIN_IMPRESSIONS_NEAR = 20;
export const MIN_IMPRESSIONS_LOW_CTR = 100;
/** "Far below the norm": less than half the CTR expected at the page's position. */
export const LOW_CTR_FACTOR = 0.5;

export interface PageStats {
  path: string;
  impressions: number;
  clicks: number;
  /** Average position, null without impressions. */
  position: number | null;
}

export interface NearFirstPage<T extends PageStats> {
  page: T;
  /** Clicks in 28 days it would get at position 3, less the clicks it got. */
  gain: number;
}

/** Position 4–20 with impressions, ordered by the clicks a move to position 3 would bring. */
export function nearFirstPage<T extends PageStats>(pages: T[], limit = 10): NearFirstPage<T>[] {
  return pages
    .filter((p) => p.position !== null && p.position >= 4 && p.position <= 20 && p.impressions >= MIN_IMPRESSIONS_NEAR)
    .map((page) => ({ page, gain: Math.round(page.impressions * expectedCtr(TARGET_POSITION) - page.clicks) }))
    .filter((p) => p.gain > 0)
    .sort((a, b) => b.gain - a.gain || a.page.path.localeCompare(b.page.path))
    .slice(0, limit);
}

export interface LowCtr<T extends PageStats> {
  page: T;
  ctr: number;
  expected: number;
  /** Clicks in 28 days it misses against the norm for its position. */
  missed: number;
}

/** On the first two pages with impressions, a CTR under half the norm for its position. */
export function seenButNotClicked<T extends PageStats>(pages: T[], limit = 10): LowCtr<T>[] {
  return pages
    .filter((p) => p.position !== null && p.position <= 20 && p.impressions >= MIN_IMPRESSIONS_LOW_CTR)
    .map((page) => {
      const ctr = page.clicks / page.impressions;
      const expected = expectedCtr(page.position!);
      return { page, ctr, expected, missed: Math.round(page.impressions * expected - page.clicks) };
    })
    .filter((p) => p.ctr < p.expected * LOW_CTR_FACTOR)
    .sort((a, b) => b.missed - a.missed || a.page.path.localeCompare(b.page.path))
    .slice(0, limit);
}
