// What visitors' pages show of the reviews, read with the jobs done into the one KV snapshot they
// read (jobs-done/snapshot.server.ts): the approved testimonials, newest first, and the latest
// Google rating. SQL only; the statements join the snapshot's D1 batch, so it stays one read.
import type { GoogleRating } from "./rating";
import type { PublicTestimonial } from "./testimonial";

/** Approved testimonials kept in the snapshot (pages show at most 3 each). */
const SNAPSHOT_TESTIMONIALS = 200;

export function publicReviewStatements(db: D1Database): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `SELECT id, first_name, district, text, place, job_id, approved_at FROM testimonials
         WHERE status = 'approved' ORDER BY approved_at DESC, id LIMIT ?1`,
      )
      .bind(SNAPSHOT_TESTIMONIALS),
    db.prepare("SELECT rating, count, maps_uri, read_at FROM google_ratings ORDER BY day DESC LIMIT 1"),
  ];
}

interface TestimonialRow {
  id: string;
  first_name: string;
  district: string;
  text: string;
  place: string | null;
  job_id: string | null;
  approved_at: number;
}

export function publicReviewsOf(
  testimonials: D1Result | undefined,
  rating: D1Result | undefined,
): { testimonials: PublicTestimonial[]; rating: GoogleRating | null } {
  const rows = (testimonials?.results ?? []) as TestimonialRow[];
  const r = rating?.results[0] as { rating: number; count: number; maps_uri: string; read_at: number } | undefined;
  return {
    testimonials: rows.map((t) => ({
      id: t.id,
      firstName: t.first_name,
      district: t.district,
      text: t.text,
      place: t.place,
      jobId: t.job_id,
      approvedAt: t.approved_at,
    })),
    rating: r ? { rating: r.rating, count: r.count, mapsUri: r.maps_uri, readAt: r.read_at } : null,
  };
}
