// Which published jobs each public page shows, as pure functions of the published jobs, so the
// pages, the sitemap's lastmod and the purge/IndexNow after a write all agree:
// - a place page (/local/…, /cidades/…): its own jobs, then the nearest places' — a neighbourhood
//   of this city, this neighbourhood's city, a neighbour its copy names, the same zone or region —
//   each with that nearness said in words (content/jobs-done.ts), never in invented kilometres;
// - a kit page: the same, for its product ("Motor PPA {lugar}" shows every product);
// - the home page: the latest; /obras: all, newest first; /obras/{id}: the job.
import { nearnessText } from "@content/jobs-done";
import { type Kit, kits } from "@content/kits";
import { allLocations, findLocation, locationPath } from "@content/locations";
import type { Location, LocationGroup } from "@content/types";
import { type PublicJob, jobPath } from "./job-done";

/** Cards on a place or kit page, on the home page, and per page of /obras. */
export const JOBS_PER_PLACE = 6;
export const JOBS_ON_HOME = 6;
export const JOBS_PER_GALLERY_PAGE = 12;
export const GALLERY_PATH = "/obras";

export type Nearness = "own" | "child" | "parent" | "nearby" | "zone";
const RANK: Record<Nearness, number> = { own: 0, child: 1, parent: 1, nearby: 1, zone: 2 };

export interface ShownJob {
  job: PublicJob;
  nearness: Nearness;
  /** How near, in words ('bairro vizinho'); empty for the page's own jobs. */
  note: string;
}

/** Newest first: the day of the job, then the last change. */
export function byNewest(a: PublicJob, b: PublicJob): number {
  return b.doneOn.localeCompare(a.doneOn) || b.updatedAt - a.updatedAt || a.id.localeCompare(b.id);
}

/** The served places a place's copy names as neighbours (names match within their own city first). */
function namedNeighbours(location: Location): Location[] {
  const city = location.kind === "cidade" ? location.name : location.city;
  return location.nearby.flatMap((name) => {
    const found =
      allLocations.find((l) => l.kind === "bairro" && l.city === city && l.name === name) ??
      allLocations.find((l) => l.kind === "cidade" && l.name === name && l !== location);
    return found ? [found] : [];
  });
}

const neighboursOf = new Map<string, Set<string>>();
for (const l of allLocations) {
  for (const n of namedNeighbours(l)) {
    // Neighbours both ways: if Moema names Vila Mariana, Vila Mariana's page counts Moema too.
    for (const [a, b] of [
      [l.slug, n.slug],
      [n.slug, l.slug],
    ] as const) {
      if (!neighboursOf.has(a)) neighboursOf.set(a, new Set());
      neighboursOf.get(a)!.add(b);
    }
  }
}

/** Zones of the capital, the ABC and the neighbourhoods of Osasco and Guarulhos: places close together. */
const CLOSE_GROUPS = new Set<LocationGroup>([
  "sp-centro",
  "sp-norte",
  "sp-sul",
  "sp-leste",
  "sp-oeste",
  "abcd",
  "osasco",
  "guarulhos",
]);

/** How near a job's place is to a page's place, or null when too far to show there. */
export function nearnessOf(page: Location, place: Location): { nearness: Nearness; note: string } | null {
  if (page.slug === place.slug) return { nearness: "own", note: "" };
  if (page.kind === "cidade" && place.kind === "bairro" && place.city === page.name) {
    return { nearness: "child", note: nearnessText.child(page.name) };
  }
  if (page.kind === "bairro" && place.kind === "cidade" && place.name === page.city) {
    return { nearness: "parent", note: nearnessText.parent };
  }
  if (neighboursOf.get(page.slug)?.has(place.slug)) {
    return {
      nearness: "nearby",
      note: place.kind === "bairro" ? nearnessText.nearbyNeighbourhood : nearnessText.nearbyCity,
    };
  }
  if (page.kind === place.kind && page.group === place.group && CLOSE_GROUPS.has(page.group)) {
    const note =
      page.group === "osasco" || page.group === "guarulhos"
        ? nearnessText.otherNeighbourhood(place.city)
        : nearnessText.sameZone(place.region);
    return { nearness: "zone", note };
  }
  return null;
}

/** The jobs a place page shows: its own first (newest first), then the nearest places', up to `limit`. */
export function jobsForPlace(
  page: Location,
  jobs: readonly PublicJob[],
  { product, limit = JOBS_PER_PLACE }: { product?: string; limit?: number } = {},
): ShownJob[] {
  const shown: ShownJob[] = [];
  for (const job of jobs) {
    if (product && job.product !== product) continue;
    const place = findLocation(job.place);
    const near = place && nearnessOf(page, place);
    if (near) shown.push({ job, ...near });
  }
  shown.sort((a, b) => RANK[a.nearness] - RANK[b.nearness] || byNewest(a.job, b.job));
  return shown.slice(0, limit);
}

/** A kit page's jobs: its place's, for its product ("Motor PPA {lugar}" takes every product). */
export function jobsForKit(kit: Kit, jobs: readonly PublicJob[], limit = JOBS_PER_PLACE): ShownJob[] {
  return jobsForPlace(kit.location, jobs, { product: kit.product.id === "motor" ? undefined : kit.product.id, limit });
}

export function latestJobs(jobs: readonly PublicJob[], limit = JOBS_ON_HOME): PublicJob[] {
  return [...jobs].sort(byNewest).slice(0, limit);
}

/** What a page shows of its jobs, as a comparable signature: each job's id and last change. */
const signature = (ids: { id: string; updatedAt: number }[]) => ids.map((j) => `${j.id}@${j.updatedAt}`).join(",");

/**
 * Every public path that shows published jobs, with the signature of what it shows: the home
 * page, the gallery's first page, each job's page, and every place and kit page with jobs.
 */
export function pagesShowing(jobs: readonly PublicJob[]): Map<string, string> {
  const out = new Map<string, string>();
  if (jobs.length === 0) return out;
  const sorted = [...jobs].sort(byNewest);
  out.set("/", signature(sorted.slice(0, JOBS_ON_HOME)));
  out.set(GALLERY_PATH, signature(sorted.slice(0, JOBS_PER_GALLERY_PAGE)));
  for (const job of jobs) out.set(jobPath(job.id), signature([job]));
  for (const location of allLocations) {
    const shown = jobsForPlace(location, jobs);
    if (shown.length > 0) out.set(locationPath(location), signature(shown.map((s) => s.job)));
  }
  for (const kit of kits) {
    const shown = jobsForKit(kit, jobs);
    if (shown.length > 0) out.set(`/${kit.slug}`, signature(shown.map((s) => s.job)));
  }
  return out;
}

/** The paths whose shown jobs differ between two sets of published jobs (to purge, announce and re-date). */
export function changedPaths(before: readonly PublicJob[], after: readonly PublicJob[]): string[] {
  const a = pagesShowing(before);
  const b = pagesShowing(after);
  const paths = new Set<string>();
  for (const [path, sig] of a) if (b.get(path) !== sig) paths.add(path);
  for (const [path, sig] of b) if (a.get(path) !== sig) paths.add(path);
  return [...paths].sort();
}
