// The global tier's warm-up: after an identity save ("Dados da empresa", "Ofertas e garantias":
// every tier copy stops answering) or a deploy (a new build: the same), a Workflow
// (worker/tier-warm-up-workflow.ts) renders the site's public pages into the tier in the
// background, the most visited first, so a new isolate anywhere answers them with no render
// (page-tier.server.ts). Each page is rendered as render on write renders it (app/worker.server.ts
// renderPages), so it is kept under the same expiry rules. One small R2 object outside `html/`,
// WARM_MARKER_KEY, names the run that owns the warm-up and the build it warms: a newer save or
// deploy starts a new run there, and an older run's next step sees it and stops (it would render
// for a version no visitor asks for); the 5-minute cron starts a run when its build differs.
import type { Services } from "./services.server";
import { log } from "./log";

/** The warm-up's marker in the MEDIA bucket (outside `html/`: a tier wipe leaves it). */
export const WARM_MARKER_KEY = "html-warm";

/** Pages a Workflow step renders (~5 ms of CPU each warm, a cold isolate's first ~50 ms). */
export const WARM_BATCH = 10;

export interface WarmMarker {
  /** The run that owns the warm-up (its Workflow instance id). */
  run: string;
  /** The build (page-tier's build string) it warms. */
  build: string;
  state: "running" | "done";
}

/** The marker, or null when none was written or R2 did not answer. */
export async function readWarmMarker(bucket: R2Bucket): Promise<WarmMarker | null> {
  try {
    const head = await bucket.head(WARM_MARKER_KEY);
    const meta = head?.customMetadata;
    if (!meta?.run || !meta.build) return null;
    return { run: meta.run, build: meta.build, state: meta.state === "done" ? "done" : "running" };
  } catch {
    return null;
  }
}

export async function writeWarmMarker(bucket: R2Bucket, marker: WarmMarker): Promise<void> {
  await bucket.put(WARM_MARKER_KEY, "", { customMetadata: { ...marker } });
}

/** Whether `run` still owns the warm-up of `build` (no newer save or deploy started another). */
export async function ownsWarmUp(bucket: R2Bucket, run: string, build: string): Promise<boolean> {
  const marker = await readWarmMarker(bucket);
  return marker?.run === run && marker.build === build;
}

/**
 * How likely a visitor's first view is on a page: the home page, the listing pages, cities,
 * places, guides, the other built-in pages, the FAQ, then the generated pages.
 */
function importance(path: string): number {
  if (path === "/") return 0;
  if (path === "/sitemap" || path === "/obras") return 1;
  if (path.startsWith("/cidades/")) return 2;
  if (path.startsWith("/local/")) return 3;
  if (path.startsWith("/topicos/") || path === "/guia-completo") return 4;
  if (path === "/duvidas-frequentes") return 6;
  if (path.startsWith("/links-uteis/")) return 7;
  return 5;
}

/** The pages to warm, most important first (the sitemap's order within a rank), at most `max` (0: all). */
export function warmOrder(paths: readonly string[], max = 0): string[] {
  const ordered = [...new Set(paths)].sort((a, b) => importance(a) - importance(b));
  return max > 0 ? ordered.slice(0, max) : ordered;
}

export interface WarmUpParams {
  run: string;
  build: string;
  /** How long the run waits before its first render: a save's inputs settle (TIER_SETTLE_MS). */
  settleMs: number;
  /**
   * A page whose tier copy still answers for longer than this is left as it is. After a save or a
   * deploy: the data centre's 5 minutes (render on write's copies, read right after the save, last
   * only that long, so they are rendered again, settled). The daily run: half a day, so every copy
   * that would expire before the next day's run (a day at most, TIER_MAX_AGE_MS) is renewed.
   */
  keptMs?: number;
}

/**
 * Starts a warm-up of `build` (when TIER_WARM_UP is on): the marker names the new run first, so a
 * run already going stops at its next step. `afterWrite`: a save just stamped the tier, so the run
 * waits TIER_WARM_UP_SETTLE_MS (page-tier's TIER_SETTLE_MS) before rendering: its copies are then kept to their
 * settled expiry, not the data centre's 5 minutes. Returns the run, or null when off or failed.
 */
export async function startWarmUp(
  services: Pick<Services, "media" | "bindings" | "config" | "now">,
  build: string,
  { afterWrite, keptMs }: { afterWrite: boolean; keptMs?: number },
): Promise<string | null> {
  if (services.config.TIER_WARM_UP !== "on" || services.config.EDGE_CACHE !== "on") return null;
  const run = `warm-${services.now()}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await writeWarmMarker(services.media, { run, build, state: "running" });
    const settleMs = afterWrite ? services.config.TIER_WARM_UP_SETTLE_MS : 0;
    const params: WarmUpParams = { run, build, settleMs, ...(keptMs ? { keptMs } : {}) };
    await services.bindings.WARM_UP.create({ id: run, params });
    return run;
  } catch (error) {
    log.error("Tier warm-up start failed", { error });
    return null;
  }
}

/** The 5-minute cron: a deploy (or a change of the settings a render reads) starts a warm-up once. */
export async function warmUpIfNewBuild(
  services: Pick<Services, "media" | "bindings" | "config" | "now">,
  build: string,
): Promise<string | null> {
  if (services.config.TIER_WARM_UP !== "on") return null;
  const marker = await readWarmMarker(services.media);
  if (marker?.build === build) return null;
  return startWarmUp(services, build, { afterWrite: false });
}

/** Half a day: the daily run renews every copy that would expire before the next one. */
export const DAILY_WARM_KEPT_MS = 12 * 3_600_000;
