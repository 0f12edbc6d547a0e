// The write paths of the jobs done: save (create or edit), publish/unpublish, delete. Each is one
// D1 batch, then the same follow-up: the public pages whose shown jobs changed (proof.ts) are
// dated (`proof_pages`, the sitemap's lastmod), recorded in `services.changes` — onPagesChanged
// purges and announces them after the response, as for every page write — and the KV snapshot
// visitors read is rebuilt.
import { listAllPages } from "~/lib/pages/listing.server";
import { deleteImage, getImages } from "~/lib/media/media.server";
import { purgeMedia } from "~/lib/media/serve.server";
import type { Services } from "~/lib/platform/services.server";
import type { JobDone, JobInput, JobStatus } from "./job-done";
import { changedPaths } from "./proof";
import { loadJob, newJobId, readPublished } from "./rows.server";
import { publishSnapshot } from "./snapshot.server";
import { log } from "~/lib/platform/log";

export type JobsDeps = Pick<Services, "db" | "kv" | "media" | "changes" | "origin" | "waitUntil">;

/** Photos the form named that are not (or no longer) in the library. */
export class JobPhotosMissingError extends Error {
  constructor(readonly ids: string[]) {
    super(`Unknown photos: ${ids.join(", ")}`);
    this.name = "JobPhotosMissingError";
  }
}

export class JobNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`No job ${id}`);
    this.name = "JobNotFoundError";
  }
}

const BUMP = "UPDATE proof_version SET version = version + 1 WHERE id = 1";

/**
 * After a job write: date, record (purge + IndexNow) and publish to the snapshot what changed on
 * public pages. The write itself is done: a failure here is logged, and the cron brings the
 * snapshot up to D1 within minutes.
 */
async function afterWrite(deps: JobsDeps, before: Awaited<ReturnType<typeof readPublished>>["jobs"], now: number) {
  try {
    await followUp(deps, before, now);
  } catch (error) {
    log.error("Jobs follow-up after a write failed; the cron will rebuild the snapshot", { error });
  }
}

async function followUp(deps: JobsDeps, before: Awaited<ReturnType<typeof readPublished>>["jobs"], now: number) {
  const after = (await readPublished(deps.db)).jobs;
  const paths = changedPaths(before, after);
  if (paths.length > 0) {
    const upsert = deps.db.prepare(
      "INSERT INTO proof_pages (path, changed_at) VALUES (?1, ?2) ON CONFLICT (path) DO UPDATE SET changed_at = excluded.changed_at",
    );
    await deps.db.batch([...paths.map((p) => upsert.bind(p, now)), deps.db.prepare(BUMP)]);
    deps.changes.push({ kind: "obras", paths });
  }
  await publishSnapshot(deps, "a job's write");
}

/** Creates a job (no `id`) or replaces one's fields and photos; returns it as saved. */
export async function saveJob(deps: JobsDeps, input: JobInput, id?: string, now = Date.now()): Promise<JobDone> {
  const [photos, existing] = await Promise.all([
    getImages(deps.db, input.mediaIds),
    id ? loadJob(deps.db, id) : Promise.resolve(null),
  ]);
  if (id && !existing) throw new JobNotFoundError(id);
  const missing = input.mediaIds.filter((m) => !photos.has(m));
  if (missing.length > 0) throw new JobPhotosMissingError(missing);
  const before = (await readPublished(deps.db)).jobs;
  const jobId = existing?.id ?? newJobId();
  const publishedAt = input.status === "published" ? (existing?.publishedAt ?? now) : (existing?.publishedAt ?? null);
  const { db } = deps;
  const fields = [
    input.status,
    input.place,
    input.product,
    input.doneOn,
    input.description,
    input.firstName,
    input.quote,
    input.consent ? 1 : 0,
    now,
    publishedAt,
  ];
  const write = existing
    ? db
        .prepare(
          `UPDATE jobs_done SET status = ?2, place = ?3, product = ?4, done_on = ?5, description = ?6,
             customer_first_name = ?7, quote = ?8, consent = ?9, updated_at = ?10, published_at = ?11 WHERE id = ?1`,
        )
        .bind(jobId, ...fields)
    : db
        .prepare(
          `INSERT INTO jobs_done (id, status, place, product, done_on, description, customer_first_name, quote,
             consent, updated_at, published_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?10)`,
        )
        .bind(jobId, ...fields);
  const insertPhoto = db.prepare("INSERT INTO job_done_photos (job_id, position, media_id) VALUES (?1, ?2, ?3)");
  const ids = input.mediaIds;
  await db.batch([
    write,
    db.prepare("DELETE FROM job_done_photos WHERE job_id = ?1").bind(jobId),
    ...ids.map((m, i) => insertPhoto.bind(jobId, i, m)),
    // Photos sent with the form belong to the job now: no longer swept as abandoned.
    ...(ids.length > 0
      ? [
          db
            .prepare(
              `UPDATE media SET state = 'ready' WHERE state = 'pending' AND id IN (${ids.map((_, i) => `?${i + 1}`).join(", ")})`,
            )
            .bind(...ids),
        ]
      : []),
    db.prepare(BUMP),
  ]);
  await afterWrite(deps, before, now);
  const saved = await loadJob(db, jobId);
  if (!saved) throw new JobNotFoundError(jobId);
  return saved;
}

/** Publishes or unpublishes a job; false when there is none. */
export async function setJobStatus(deps: JobsDeps, id: string, status: JobStatus, now = Date.now()): Promise<boolean> {
  const before = (await readPublished(deps.db)).jobs;
  const [update] = await deps.db.batch([
    deps.db
      .prepare(
        "UPDATE jobs_done SET status = ?2, updated_at = ?3, published_at = COALESCE(published_at, CASE WHEN ?2 = 'published' THEN ?3 END) WHERE id = ?1",
      )
      .bind(id, status, now),
    deps.db.prepare(BUMP),
  ]);
  if ((update?.meta.changes ?? 0) === 0) return false;
  await afterWrite(deps, before, now);
  return true;
}

/**
 * Deletes a job and the photos nothing else uses (another job, a page of the editor): they leave
 * R2 and this data centre's cache at once. Returns the deleted job, or null.
 */
export async function deleteJob(deps: JobsDeps, id: string, now = Date.now()): Promise<JobDone | null> {
  const job = await loadJob(deps.db, id);
  if (!job) return null;
  const before = (await readPublished(deps.db)).jobs;
  await deps.db.batch([
    deps.db.prepare("DELETE FROM job_done_photos WHERE job_id = ?1").bind(id),
    deps.db.prepare("DELETE FROM jobs_done WHERE id = ?1").bind(id),
    deps.db.prepare(BUMP),
  ]);
  await afterWrite(deps, before, now);
  const photoIds = job.photos.map((p) => p.id);
  if (photoIds.length > 0) {
    const [{ results: elsewhere }, pages] = await Promise.all([
      deps.db
        .prepare(
          `SELECT DISTINCT media_id FROM job_done_photos WHERE media_id IN (${photoIds.map((_, i) => `?${i + 1}`).join(", ")})`,
        )
        .bind(...photoIds)
        .all<{ media_id: string }>(),
      listAllPages(deps.kv),
    ]);
    const used = new Set([...elsewhere.map((r) => r.media_id), ...pages.flatMap((p) => p.media ?? [])]);
    for (const photoId of photoIds.filter((p) => !used.has(p))) {
      const image = await deleteImage(deps, photoId);
      if (image) purgeMedia(deps.origin, image, deps.waitUntil);
    }
  }
  return job;
}

/** Takes an image out of every job that shows it (before the image is deleted); returns how many jobs. */
export async function detachImage(deps: JobsDeps, mediaId: string, now = Date.now()): Promise<number> {
  const before = (await readPublished(deps.db)).jobs;
  const [removed] = await deps.db.batch([
    deps.db.prepare("DELETE FROM job_done_photos WHERE media_id = ?1").bind(mediaId),
    deps.db.prepare(BUMP),
  ]);
  const count = removed?.meta.changes ?? 0;
  if (count > 0) await afterWrite(deps, before, now);
  return count;
}
