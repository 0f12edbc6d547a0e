// Jobs done in D1 (migrations/0006_jobs_done.sql): `jobs_done`, their photos in order
// (`job_done_photos` → `media`), when the jobs shown on each public page last changed
// (`proof_pages`) and the version every job write bumps (`proof_version`). SQL only; the write
// paths are jobs-done.server.ts.
import type { KitProductId } from "@content/kits";
import type { MediaImage, MediaVariant } from "~/lib/media/media";
import { type JobDone, type JobStatus, toPublicJob } from "./job-done";
import type { ProofSnapshot } from "./snapshot.server";
import { publicReviewStatements, publicReviewsOf } from "~/lib/reviews/public-reviews.server";

interface JobRow {
  id: string;
  status: JobStatus;
  place: string;
  product: KitProductId;
  done_on: string;
  description: string;
  customer_first_name: string;
  quote: string;
  consent: number;
  created_at: number;
  updated_at: number;
  published_at: number | null;
}

interface PhotoRow {
  job_id: string;
  position: number;
  id: string;
  width: number;
  height: number;
  variants: string;
  alt: string;
}

const PHOTOS =
  "SELECT p.job_id, p.position, m.id, m.width, m.height, m.variants, m.alt FROM job_done_photos p JOIN media m ON m.id = p.media_id";

function photoOf(row: PhotoRow): MediaImage | null {
  try {
    const variants = JSON.parse(row.variants) as MediaVariant[];
    if (!Array.isArray(variants) || variants.length === 0) return null;
    return { id: row.id, width: row.width, height: row.height, variants, alt: row.alt };
  } catch {
    return null;
  }
}

function assemble(jobs: JobRow[], photos: PhotoRow[]): JobDone[] {
  const byJob = new Map<string, PhotoRow[]>();
  for (const p of photos) byJob.set(p.job_id, [...(byJob.get(p.job_id) ?? []), p]);
  return jobs.map((r) => ({
    id: r.id,
    status: r.status,
    place: r.place,
    product: r.product,
    doneOn: r.done_on,
    description: r.description,
    firstName: r.customer_first_name,
    quote: r.quote,
    consent: r.consent === 1,
    photos: (byJob.get(r.id) ?? [])
      .sort((a, b) => a.position - b.position)
      .flatMap((p) => {
        const photo = photoOf(p);
        return photo ? [photo] : [];
      }),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    publishedAt: r.published_at,
  }));
}

/** The rows of one statement of a batch (none when it is missing). */
const rowsOf = <T>(result: D1Result | undefined): T[] => (result?.results ?? []) as T[];

const NEWEST = "ORDER BY done_on DESC, updated_at DESC, id";

/**
 * The published jobs as public pages show them, the version and the pages' change times, with the
 * approved testimonials and the Google rating (app/lib/reviews): one consistent read.
 */
export async function readPublished(db: D1Database): Promise<ProofSnapshot> {
  const [version, jobs, photos, touched, testimonials, rating] = await db.batch([
    db.prepare("SELECT version FROM proof_version WHERE id = 1"),
    db.prepare(`SELECT * FROM jobs_done WHERE status = 'published' ${NEWEST}`),
    db.prepare(`${PHOTOS} JOIN jobs_done j ON j.id = p.job_id WHERE j.status = 'published'`),
    db.prepare("SELECT path, changed_at FROM proof_pages"),
    ...publicReviewStatements(db),
  ]);
  return {
    ...publicReviewsOf(testimonials, rating),
    v: (version?.results[0] as { version: number } | undefined)?.version ?? 0,
    jobs: assemble(rowsOf<JobRow>(jobs), rowsOf<PhotoRow>(photos))
      .filter((j) => j.photos.length > 0)
      .map(toPublicJob),
    touched: Object.fromEntries(
      rowsOf<{ path: string; changed_at: number }>(touched).map((t) => [t.path, t.changed_at]),
    ),
  };
}

export async function loadJob(db: D1Database, id: string): Promise<JobDone | null> {
  const [jobs, photos] = await db.batch([
    db.prepare("SELECT * FROM jobs_done WHERE id = ?1").bind(id),
    db.prepare(`${PHOTOS} WHERE p.job_id = ?1`).bind(id),
  ]);
  return assemble(rowsOf<JobRow>(jobs), rowsOf<PhotoRow>(photos))[0] ?? null;
}

/** The admin's list, newest first, with the totals by status. */
export async function listJobs(
  db: D1Database,
  { limit = 20, offset = 0, status }: { limit?: number; offset?: number; status?: JobStatus } = {},
): Promise<{ jobs: JobDone[]; total: number; published: number; drafts: number }> {
  const filter = status ? "WHERE status = ?3" : "";
  const page = db.prepare(`SELECT * FROM jobs_done ${filter} ${NEWEST} LIMIT ?1 OFFSET ?2`);
  const [jobs, counts] = await db.batch([
    status ? page.bind(limit, offset, status) : page.bind(limit, offset),
    db.prepare("SELECT status, COUNT(*) AS n FROM jobs_done GROUP BY status"),
  ]);
  const rows = rowsOf<JobRow>(jobs);
  const ids = rows.map((r) => r.id);
  const photos =
    ids.length === 0
      ? []
      : (
          await db
            .prepare(`${PHOTOS} WHERE p.job_id IN (${ids.map((_, i) => `?${i + 1}`).join(", ")})`)
            .bind(...ids)
            .all<PhotoRow>()
        ).results;
  const n = (s: JobStatus) => rowsOf<{ status: string; n: number }>(counts).find((c) => c.status === s)?.n ?? 0;
  return {
    jobs: assemble(rows, photos),
    total: n("published") + n("draft"),
    published: n("published"),
    drafts: n("draft"),
  };
}

/** The jobs (any status) that use an image. */
export async function jobsUsingImage(db: D1Database, mediaId: string): Promise<{ id: string; place: string }[]> {
  const { results } = await db
    .prepare(
      "SELECT DISTINCT j.id, j.place FROM job_done_photos p JOIN jobs_done j ON j.id = p.job_id WHERE p.media_id = ?1",
    )
    .bind(mediaId)
    .all<{ id: string; place: string }>();
  return results;
}

export async function countPublishedJobs(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM jobs_done WHERE status = 'published'").first<{ n: number }>();
  return row?.n ?? 0;
}

export function newJobId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  return [...crypto.getRandomValues(new Uint8Array(8))].map((b) => alphabet[b & 31]).join("");
}
