// A month of review requests as the Contatos screen shows it (review-counts.server.ts counts it).
export interface MonthCounts {
  /** "2026-11". */
  month: string;
  requests: number;
  opened: number;
  testimonials: number;
  /** Google's review count at the month's last reading, or null when none was read. */
  googleCount: number | null;
  googleRating: number | null;
}
