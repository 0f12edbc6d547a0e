// Testimonials (migrations/0012_reviews.sql): left by a customer on /avaliar/{código}, public only
// once the seller approves, removable by him at any time and by the customer with the link he was
// given. Approving or removing one changes what public pages show, so it travels the jobs done's
// road: one D1 batch that bumps proof_version, the pages recorded in `services.changes` (purged and
// announced after the response) — and the visitors' KV snapshot rebuilt by the layer above, which
// owns it (jobs-done/proof-changes.server.ts: routes call that, never these directly).
import { findLocation, locationPath } from "@content/locations";
import { jobPath } from "@content/jobs-done";
import type { MediaImage } from "~/lib/media/media";
import { deleteImage } from "~/lib/media/media.server";
import { purgeMedia } from "~/lib/media/serve.server";
import { randomHex, sha256Hex } from "~/lib/platform/crypto";
import { log } from "~/lib/platform/log";
import type { Services } from "~/lib/platform/services.server";
import { tombstoneStatement } from "~/lib/platform/tombstones.server";
import { photoOf } from "./public-reviews.server";
import type { ReviewRequest } from "./review-requests.server";
import { type TestimonialForm, holdReason } from "./testimonial";

export type TestimonialStatus = "pending" | "held" | "approved" | "removed";

export interface AdminTestimonial {
  id: string;
  status: TestimonialStatus;
  holdReason: string | null;
  firstName: string;
  district: string;
  text: string;
  place: string | null;
  jobId: string | null;
  leadRef: string | null;
  createdAt: number;
  approvedAt: number | null;
  /** The photo of the gate sent with it, if any (shown to the seller before he approves). */
  photo: MediaImage | null;
}

export class AlreadyAnsweredError extends Error {
  constructor(readonly code: string) {
    super(`Request ${code} already has a testimonial`);
    this.name = "AlreadyAnsweredError";
  }
}

const BUMP = "UPDATE proof_version SET version = version + 1 WHERE id = 1";

export const removalPath = (token: string) => `/avaliar/remover/${token}`;
export const REMOVAL_TOKEN = /^[0-9a-f]{40}$/;

/**
 * Stores a customer's testimonial for the seller to read: "pending", or "held" with the reason
 * when the screening found a phone, an address, a link or offensive words. `photoId`: the photo of
 * the gate sent with it, already stored (media.server.ts). Returns the removal link's token (only
 * its hash is kept). Throws AlreadyAnsweredError for a second one.
 */
export async function submitTestimonial(
  db: D1Database,
  request: ReviewRequest,
  form: TestimonialForm,
  { now = Date.now(), photoId = null }: { now?: number; photoId?: string | null } = {},
): Promise<{ id: string; token: string; status: "pending" | "held" }> {
  const reason = holdReason(form);
  const status = reason ? "held" : "pending";
  // Lower-case hex: the site's paths are lower case (other spellings are redirected).
  const id = randomHex(8);
  const token = randomHex(20);
  const res = await db
    .prepare(
      `INSERT INTO testimonials (id, request_code, created_at, status, hold_reason, first_name, district, text,
         place, job_id, consent_at, removal_hash, photo_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?3, ?11, ?12) ON CONFLICT (request_code) DO NOTHING`,
    )
    .bind(
      id,
      request.code,
      now,
      status,
      reason,
      form.nome,
      form.bairro,
      form.texto,
      request.place,
      request.jobId,
      await sha256Hex(token),
      photoId,
    )
    .run();
  if (res.meta.changes === 0) throw new AlreadyAnsweredError(request.code);
  return { id, token, status };
}

export async function listTestimonials(db: D1Database): Promise<AdminTestimonial[]> {
  const { results } = await db
    .prepare(
      `SELECT t.*, r.lead_ref, m.width AS photo_width, m.height AS photo_height, m.variants AS photo_variants
       FROM testimonials t JOIN review_requests r ON r.code = t.request_code
       LEFT JOIN media m ON m.id = t.photo_id AND m.state = 'ready'
       WHERE t.status <> 'removed'
       ORDER BY CASE t.status WHEN 'held' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END, t.created_at DESC LIMIT 100`,
    )
    .all<Record<string, unknown>>();
  return results.map((r) => ({
    id: String(r.id),
    status: r.status as TestimonialStatus,
    holdReason: (r.hold_reason as string | null) ?? null,
    firstName: String(r.first_name),
    district: String(r.district),
    text: String(r.text),
    place: (r.place as string | null) ?? null,
    jobId: (r.job_id as string | null) ?? null,
    leadRef: (r.lead_ref as string | null) ?? null,
    createdAt: Number(r.created_at),
    approvedAt: (r.approved_at as number | null) ?? null,
    photo: photoOf(r),
  }));
}

type Deps = Pick<Services, "db" | "kv" | "changes" | "media" | "origin" | "waitUntil">;

/** The public pages a testimonial shows on: the home page, its place's page and its job's page. */
function pagesOf(t: { place: string | null; job_id: string | null }): string[] {
  const location = t.place ? findLocation(t.place) : undefined;
  return ["/", ...(location ? [locationPath(location)] : []), ...(t.job_id ? [jobPath(t.job_id)] : [])];
}

/**
 * What a status change did: nothing ("none": no such testimonial, or already so), a change only
 * the admin sees ("private"), or one the public proof shows ("public": the caller rebuilds the
 * visitors' snapshot, jobs-done/proof-changes.server.ts).
 */
export type TestimonialChange = "none" | "private" | "public";

/**
 * Sets a testimonial's status (approve, or remove: its words are erased and its photo deleted —
 * row, R2 objects and this data centre's copies —, the row stays counted).
 * `where` picks it by id or by the removal token's hash.
 */
async function setStatus(
  deps: Deps,
  where: { id: string } | { hash: string },
  status: "approved" | "removed",
  now: number,
): Promise<TestimonialChange> {
  const { db } = deps;
  const [column, key] = "id" in where ? ["id", where.id] : ["removal_hash", where.hash];
  const row = await db
    .prepare(`SELECT id, status, place, job_id, photo_id FROM testimonials WHERE ${column} = ?1`)
    .bind(key)
    .first<{
      id: string;
      status: TestimonialStatus;
      place: string | null;
      job_id: string | null;
      photo_id: string | null;
    }>();
  if (!row || row.status === "removed" || row.status === status) return "none";
  const update =
    status === "approved"
      ? db.prepare("UPDATE testimonials SET status = 'approved', approved_at = ?2 WHERE id = ?1").bind(row.id, now)
      : db
          .prepare(
            "UPDATE testimonials SET status = 'removed', removed_at = ?2, text = '', first_name = '', district = '', photo_id = NULL WHERE id = ?1",
          )
          .bind(row.id, now);
  const wasPublic = row.status === "approved";
  const paths = pagesOf(row);
  const upsert = db.prepare(
    "INSERT INTO proof_pages (path, changed_at) VALUES (?1, ?2) ON CONFLICT (path) DO UPDATE SET changed_at = excluded.changed_at",
  );
  const goesPublic = status === "approved";
  await db.batch([
    update,
    ...(status === "removed" ? [tombstoneStatement(db, "testimonial", row.id, now)] : []),
    ...(goesPublic || wasPublic ? [...paths.map((p) => upsert.bind(p, now)), db.prepare(BUMP)] : []),
  ]);
  if (status === "removed" && row.photo_id) {
    // After the batch: the row no longer points at it. A failure leaves an orphan row and objects
    // no page names (logged).
    try {
      const image = await deleteImage(deps, row.photo_id);
      if (image) purgeMedia(deps.origin, image, deps.waitUntil);
    } catch (error) {
      log.error("A removed testimonial's photo was not deleted", { id: row.id, error });
    }
  }
  if (goesPublic || wasPublic) deps.changes.push({ kind: "obras", paths });
  return goesPublic || wasPublic ? "public" : "private";
}

export const markApproved = (deps: Deps, id: string, now = Date.now()) => setStatus(deps, { id }, "approved", now);

export const markRemoved = (deps: Deps, id: string, now = Date.now()) => setStatus(deps, { id }, "removed", now);

/** The customer's own removal, by the link's token. */
export async function markRemovedByToken(deps: Deps, token: string, now = Date.now()): Promise<TestimonialChange> {
  if (!REMOVAL_TOKEN.test(token)) return "none";
  return setStatus(deps, { hash: await sha256Hex(token) }, "removed", now);
}

/** Whether a removal token names a testimonial that is still there (the page asks before removing). */
export async function testimonialOfToken(
  db: D1Database,
  token: string,
): Promise<{ firstName: string; text: string } | null> {
  if (!REMOVAL_TOKEN.test(token)) return null;
  const row = await db
    .prepare("SELECT first_name, text FROM testimonials WHERE removal_hash = ?1 AND status <> 'removed'")
    .bind(await sha256Hex(token))
    .first<{ first_name: string; text: string }>();
  return row ? { firstName: row.first_name, text: row.text } : null;
}
