// What visitors' pages read of the jobs done: one KV value, `obras:publicadas`, rebuilt from D1 after
// every job write, kept in this isolate for LIST_CACHE_MS. So a visitor's page view makes no D1
// query, and at most one KV read per isolate every 5 minutes (none once warm); a signed-in admin
// reads D1 directly (jobsForRender in app/http) and sees a publish at once.
//
// KV has no compare-and-set: each snapshot carries the D1 version (proof_version) it was built
// from; a writer re-reads the version after its put and rebuilds when a later write moved it, and
// the cron rebuilds a snapshot older than D1 (a put that failed), so the last value converges on
// D1's state.
import { z } from "zod";
import { withTimeout } from "~/lib/platform/kv-timeout";
import type { Services } from "~/lib/platform/services.server";
import type { PublicJob } from "./job-done";
import { readPublished } from "./rows.server";
import { log } from "~/lib/platform/log";
import type { GoogleRating } from "~/lib/reviews/rating";
import type { PublicTestimonial } from "~/lib/reviews/testimonial";

export const SNAPSHOT_KEY = "obras:publicadas";

export interface ProofSnapshot {
  /** The D1 version it was built from. */
  v: number;
  /** Published jobs, newest first. */
  jobs: PublicJob[];
  /** When the jobs shown on each public path last changed (ms): the sitemap's lastmod. */
  touched: Record<string, number>;
  /** Approved testimonials, newest first (app/lib/reviews). */
  testimonials: PublicTestimonial[];
  /** The latest Google rating read, fresh or not (pages check its age). */
  rating: GoogleRating | null;
}

export const EMPTY_SNAPSHOT: ProofSnapshot = { v: 0, jobs: [], touched: {}, testimonials: [], rating: null };

const variantSchema = z.object({
  w: z.number(),
  h: z.number(),
  webp: z.number(),
  avif: z.number().optional(),
});
const imageSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(variantSchema).min(1),
  alt: z.string(),
});
const snapshotSchema = z.object({
  v: z.number(),
  jobs: z.array(
    z.object({
      id: z.string(),
      place: z.string(),
      product: z.enum(["motor", "kit", "deslizante", "basculante", "pivotante"]),
      doneOn: z.string(),
      description: z.string(),
      firstName: z.string(),
      quote: z.string(),
      photos: z.array(imageSchema),
      updatedAt: z.number(),
    }),
  ),
  touched: z.record(z.string(), z.number()),
  // Snapshots written before the reviews existed have neither.
  testimonials: z
    .array(
      z.object({
        id: z.string(),
        firstName: z.string(),
        district: z.string(),
        text: z.string(),
        place: z.string().nullable(),
        jobId: z.string().nullable(),
        approvedAt: z.number(),
        // Snapshots written before testimonials had photos have none.
        photo: imageSchema.nullable().default(null),
      }),
    )
    .default([]),
  rating: z
    .object({ rating: z.number(), count: z.number(), mapsUri: z.string(), readAt: z.number() })
    .nullable()
    .default(null),
});

export interface SnapshotRead {
  snapshot: ProofSnapshot;
  /** When it was read (a page rendered from it is kept by the edge cache no longer than it stays fresh). */
  readAt: number;
}

let isolateCopy: SnapshotRead | null = null;
// Bumped by every write here: a read that started before a write must not keep its older value.
let generation = 0;

/**
 * The published jobs for visitors: this isolate's copy, else one KV read. A KV failure gives the
 * last copy, or none (the pages render without their jobs, never fail).
 */
export async function cachedSnapshot(kv: KVNamespace, ttlMs: number, now = Date.now()): Promise<SnapshotRead> {
  if (isolateCopy && isolateCopy.readAt + ttlMs > now) return isolateCopy;
  const started = generation;
  try {
    const raw = await withTimeout(kv.get(SNAPSHOT_KEY, "json"), "get");
    const parsed = raw === null ? EMPTY_SNAPSHOT : snapshotSchema.safeParse(raw).data;
    if (!parsed) throw new Error("Invalid jobs snapshot in KV");
    const read = { snapshot: parsed as ProofSnapshot, readAt: now };
    if (started === generation) isolateCopy = read;
    return read;
  } catch (error) {
    log.error("Jobs snapshot read failed", { error });
    return isolateCopy ?? { snapshot: EMPTY_SNAPSHOT, readAt: now };
  }
}

/** After a write in this isolate: its next read goes to KV (the writer's pages show the change). */
export function invalidateSnapshot(): void {
  isolateCopy = null;
  generation++;
}

/**
 * After a write that changed what the proof shows (a job, a testimonial, the Google rating): this
 * isolate's copy dropped and the KV value rebuilt. A failure is logged, not thrown: D1 holds the
 * change and the cron (healSnapshot) brings the visitors' copy up to it.
 */
export async function publishSnapshot(deps: Pick<Services, "db" | "kv">, after: string): Promise<void> {
  invalidateSnapshot();
  try {
    await writeSnapshot(deps);
  } catch (error) {
    log.error(`Snapshot write after ${after} failed; the cron will rebuild it`, { error });
  }
}

const MAX_REBUILDS = 3;

/**
 * Rebuilds the KV value from D1 until the version it holds is D1's current one (a concurrent
 * write may land between the read and the put). Throws when KV or D1 fail: the caller logs it and
 * the cron retries.
 */
export async function writeSnapshot(deps: Pick<Services, "db" | "kv">): Promise<ProofSnapshot> {
  let snapshot = await readPublished(deps.db);
  for (let i = 0; i < MAX_REBUILDS; i++) {
    await withTimeout(deps.kv.put(SNAPSHOT_KEY, JSON.stringify(snapshot)), "put");
    const current = await deps.db
      .prepare("SELECT version FROM proof_version WHERE id = 1")
      .first<{ version: number }>();
    if ((current?.version ?? 0) === snapshot.v) break;
    snapshot = await readPublished(deps.db);
  }
  invalidateSnapshot();
  return snapshot;
}

/** The cron: rebuilds the KV value when D1 moved past it (a write whose put failed). Returns whether it did. */
export async function healSnapshot(deps: Pick<Services, "db" | "kv">): Promise<boolean> {
  const [stored, current] = await Promise.all([
    deps.kv.get<{ v?: number }>(SNAPSHOT_KEY, "json"),
    deps.db.prepare("SELECT version FROM proof_version WHERE id = 1").first<{ version: number }>(),
  ]);
  if ((stored?.v ?? -1) >= (current?.version ?? 0)) return false;
  await writeSnapshot(deps);
  return true;
}
