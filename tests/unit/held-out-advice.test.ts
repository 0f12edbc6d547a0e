import { describe, expect, it } from "vitest";
import { wordsForMeasured } from "~/lib/pages/held-out-advice.server";
import { MEASURE_EVERY } from "~/lib/seo/similarity";

/** P(Binomial(n, p) < k), summed exactly. */
function below(n: number, p: number, k: number): number {
  let term = (1 - p) ** n; // P(X = 0)
  let sum = 0;
  for (let i = 0; i < k; i++) {
    sum += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return sum;
}

describe("the words a held-out page is asked for", () => {
  it("bring the measured shingles it lacks, almost always, without asking for far more than needed", () => {
    const p = 1 / MEASURE_EVERY;
    for (let k = 1; k <= 80; k++) {
      const n = wordsForMeasured(k);
      expect(n % 10, `k=${k}`).toBe(0);
      // Each word of his own adds one new shingle, measured with chance p: n words fall short of k
      // in fewer than 1 case in 2,000.
      expect(below(n, p, k), `k=${k} n=${n}`).toBeLessThan(1 / 2000);
      // …and ask for at most half as much again as the average need, plus a few sentences.
      expect(n, `k=${k}`).toBeLessThanOrEqual(1.5 * MEASURE_EVERY * k + 50);
    }
  });
});
