// Review requests (migrations/0012_reviews.sql): the short link /avaliar/{código} a seller sends a
// customer after a closed lead or a job done. One request per lead or job: asking again gives the
// same link, so "requests sent" counts customers asked, and the customer's testimonial (at most one
// per request) cannot be multiplied by resending.
import { allLocations, locationPath } from "@content/locations";

export interface ReviewRequest {
  code: string;
  createdAt: number;
  leadRef: string | null;
  jobId: string | null;
  /** The served place's slug a testimonial will show on, or null. */
  place: string | null;
  openedAt: number | null;
  opens: number;
}

/** Lower case (the site's paths are), no look-alike characters (a customer may type it). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRequestCode(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The served place a lead's page is about (/local/{slug} or /cidades/{slug}), from the catalogue. */
export function placeOfLeadPath(path: string): string | null {
  return allLocations.find((l) => locationPath(l) === path)?.slug ?? null;
}

interface Row {
  code: string;
  created_at: number;
  lead_ref: string | null;
  job_id: string | null;
  place: string | null;
  opened_at: number | null;
  opens: number;
}

const toRequest = (r: Row): ReviewRequest => ({
  code: r.code,
  createdAt: r.created_at,
  leadRef: r.lead_ref,
  jobId: r.job_id,
  place: r.place,
  openedAt: r.opened_at,
  opens: r.opens,
});

export class LeadNotClosedError extends Error {
  constructor(readonly ref: string) {
    super(`Lead ${ref} is not closed`);
    this.name = "LeadNotClosedError";
  }
}

/**
 * The request of a closed lead, made on first ask. Null when there is no such lead; throws
 * LeadNotClosedError for a lead not closed (asked after the job, for every customer alike).
 */
export async function requestForLead(db: D1Database, ref: string, now = Date.now()): Promise<ReviewRequest | null> {
  const lead = await db
    .prepare("SELECT ref, path, stage FROM leads WHERE ref = ?1")
    .bind(ref)
    .first<{ ref: string; path: string; stage: string }>();
  if (!lead) return null;
  if (lead.stage !== "fechado") throw new LeadNotClosedError(ref);
  const [, found] = await db.batch([
    db
      .prepare(
        "INSERT INTO review_requests (code, created_at, lead_ref, place) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (lead_ref) DO NOTHING",
      )
      .bind(newRequestCode(), now, ref, placeOfLeadPath(lead.path)),
    db.prepare("SELECT * FROM review_requests WHERE lead_ref = ?1").bind(ref),
  ]);
  const row = found?.results[0] as Row | undefined;
  return row ? toRequest(row) : null;
}

/** The request of a job done, made on first ask; null when there is no such job. */
export async function requestForJob(db: D1Database, jobId: string, now = Date.now()): Promise<ReviewRequest | null> {
  const [, found] = await db.batch([
    db
      .prepare(
        `INSERT INTO review_requests (code, created_at, job_id, place)
         SELECT ?1, ?2, id, place FROM jobs_done WHERE id = ?3 ON CONFLICT (job_id) DO NOTHING`,
      )
      .bind(newRequestCode(), now, jobId),
    db.prepare("SELECT * FROM review_requests WHERE job_id = ?1").bind(jobId),
  ]);
  const row = found?.results[0] as Row | undefined;
  return row ? toRequest(row) : null;
}

export interface OpenedRequest {
  request: ReviewRequest;
  /** Whether this request already has a testimonial (the form is not shown again). */
  answered: boolean;
}

/**
 * The request behind a link, counting the open when a person opened it: one D1 batch (the count
 * and the read). Null for a code never given.
 */
export async function openRequest(
  db: D1Database,
  code: string,
  { count, now = Date.now() }: { count: boolean; now?: number },
): Promise<OpenedRequest | null> {
  const read = db
    .prepare(
      "SELECT r.*, (SELECT count(*) FROM testimonials t WHERE t.request_code = r.code) AS answered FROM review_requests r WHERE r.code = ?1",
    )
    .bind(code);
  const results = count
    ? await db.batch([
        db
          .prepare("UPDATE review_requests SET opens = opens + 1, opened_at = coalesce(opened_at, ?2) WHERE code = ?1")
          .bind(code, now),
        read,
      ])
    : [undefined, await read.all()];
  const row = results[1]?.results[0] as (Row & { answered: number }) | undefined;
  return row ? { request: toRequest(row), answered: row.answered > 0 } : null;
}
