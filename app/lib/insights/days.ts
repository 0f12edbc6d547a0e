// Calendar days as "YYYY-MM-DD" strings, the form Search Console uses. "Today" is São Paulo's
// (UTC−3, no daylight saving since 2019), as in the Contatos report; Search Console's own days are
// Pacific time, a few hours apart, which a 28-day comparison does not feel.

const DAY_MS = 86_400_000;
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

export { dayOfMs } from "~/lib/platform/clock";

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** UTC ms of the start of a São Paulo day. */
export function startOfDayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - SAO_PAULO_OFFSET_MS;
}

/** Days in the insight screens' period (the 28 days to the newest day, against the 28 before). */
export const WINDOW_DAYS = 28;

/**
 * The period ending on `end` (its last day, included) and the one before it, as São Paulo days
 * and as ms bounds: the period is [s, e), the one before [ps, s). The Search Console sums, the
 * contacts' sums (lead-sums.server.ts) and the report (search-report.server.ts) all cut here.
 */
export function periodBounds(end: string) {
  const start = addDays(end, -(WINDOW_DAYS - 1));
  const prevEnd = addDays(start, -1);
  const prevStart = addDays(prevEnd, -(WINDOW_DAYS - 1));
  return {
    start,
    prevStart,
    prevEnd,
    s: startOfDayMs(start),
    ps: startOfDayMs(prevStart),
    e: startOfDayMs(addDays(end, 1)),
  };
}

/** The same day `months` calendar months earlier (clamped to the month's end). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** "dd/mm/aaaa". */
export function dayLabelBr(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

/** Search Console keeps 16 months of data; so does this site. */
export const RETENTION_MONTHS = 16;
