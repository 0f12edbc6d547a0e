/** The generators' creativity (the form's 0–100 slider) as a number in 0..100; anything else is 0. */
export function clampCreativity(creativity: number): number {
  const n = Number(creativity);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}
