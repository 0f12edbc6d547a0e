// What visitors' pages show of the reviews, read with the jobs done into the one KV snapshot they
// read (jobs-done/snapshot.server.ts): the approved testimonials, newest first, and the latest
// Google rating. SQL only; the statements join the snapshot's D1 batch, so it stays one read.
import type { MediaImage } from "~/lib/media/media";
import type { GoogleRating } from "./rating";
import type { PublicTestimonial } from "./testimonial";

/** Approved testimonials kept in the snapshot (pages show at most 3 each). */
const SNAPSHOT_TESTIMONIALS = 200;

export function publicReviewStatements(db: D1Database): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(
        `SELECT t.id, t.first_name, t.district, t.text, t.place, t.job_id, t.approved_at, t.photo_id,
           m.width AS photo_width, m.height AS photo_height, m.variants AS photo_variants
         FROM testimonials t LEFT JOIN media m ON m.id = t.photo_id AND m.state = 'ready'
         WHERE t.status = 'approved' ORDER BY t.approved_at DESC, t.id LIMIT ?1`,
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
  photo_id: string | null;
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
      photo: photoOf(t as unknown as Record<string, unknown>),
    })),
    rating: r ? { rating: r.rating, count: r.count, mapsUri: r.maps_uri, readAt: r.read_at } : null,
  };
}

/** The photo columns of a testimonial joined with its media row, as an image (alt: set by who shows it). */
export function photoOf(r: Record<string, unknown>): MediaImage | null {
  if (typeof r.photo_id !== "string" || typeof r.photo_variants !== "string") return null;
  try {
    const variants = JSON.parse(r.photo_variants) as MediaImage["variants"];
    if (!Array.isArray(variants) || variants.length === 0) return null;
    return { id: r.photo_id, width: Number(r.photo_width), height: Number(r.photo_height), variants, alt: "" };
  } catch {
    return null;
  }
}
