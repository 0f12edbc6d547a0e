// The daily caps on D1 writes a visitor can cause: defaults of their env settings (env.server.ts
// parses them), read by the features they bound (leads/, insights/web-vitals).

/**
 * Clicks recorded a day at most (env LEAD_DAILY_CAP): a lead costs about four D1 row writes (the
 * lead, the repeat filter, the day's count, an index), so 1,000 leads spend under 5% of Workers
 * Free's 100,000 written rows a day and forged clicks can never take the writes the sign-in needs.
 * A real seller's busiest day is a few dozen clicks.
 */
export const LEAD_DAILY_CAP = 1000;

/**
 * Clicks one address may have recorded a day (env LEAD_ADDRESS_DAILY_CAP): a visitor asking twice
 * on two channels from a few pages, a shop's shared connection, fit in it; a forger behind one
 * address spends 20 leads (about 100 row writes) and no more, so LEAD_DAILY_CAP takes 50
 * addresses to spend.
 */
export const LEAD_ADDRESS_DAILY_CAP = 20;

/**
 * Beacons stored a day, site-wide. A site with 10,000 views a day samples 2,500 of them at the
 * default RUM_SAMPLE_RATE (0.25); twice that leaves room for a busy day, and costs at most 10,000
 * of Workers Free's 100,000 D1 row writes.
 */
export const RUM_DAILY_CAP = 5000;
