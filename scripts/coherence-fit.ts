// Fits the word-salad score's weights (app/lib/gate/coherence-salad.ts, SALAD_WEIGHTS) on the
// TUNING part of the coherence validation set (tests/unit/coherence-validation.ts), never on its
// held-out part: logistic regression, coherent texts against texts that are salad throughout,
// each class weighing the same, features standardised while fitting and folded back into plain
// weights. Run `npx tsx scripts/coherence-fit.ts` after regenerating the model
// (scripts/coherence-model.ts) and paste the printed weights.
import { coherenceSignals, proseOf } from "~/lib/gate/coherence";
import { SALAD_FEATURES, saladFeatures } from "~/lib/gate/coherence-salad";
import { validationSet } from "../tests/unit/coherence-validation";

const rows: { x: number[]; y: number }[] = [];
for (const t of validationSet("tuning")) {
  const salad = t.family === "salada" || t.kind === "toda em salada";
  if (t.family !== "coerente" && !salad) continue;
  const s = coherenceSignals(proseOf(t.html));
  if (s.words < 20) continue;
  rows.push({ x: saladFeatures(s.counts), y: salad ? 1 : 0 });
}
const D = SALAD_FEATURES.length;
const mean = Array.from({ length: D }, (_, i) => rows.reduce((a, r) => a + r.x[i]!, 0) / rows.length);
const sd = Array.from(
  { length: D },
  (_, i) => Math.sqrt(rows.reduce((a, r) => a + (r.x[i]! - mean[i]!) ** 2, 0) / rows.length) || 1,
);
const z = (x: number[]) => x.map((v, i) => (v - mean[i]!) / sd[i]!);
const positives = rows.filter((r) => r.y).length;
const negatives = rows.length - positives;
let w = new Array<number>(D + 1).fill(0);
for (let it = 0; it < 4000; it++) {
  const g = new Array<number>(D + 1).fill(0);
  for (const r of rows) {
    const xz = z(r.x);
    const p = 1 / (1 + Math.exp(-(w[D]! + xz.reduce((a, v, i) => a + v * w[i]!, 0))));
    const e = (p - r.y) / (r.y ? positives : negatives);
    for (let i = 0; i < D; i++) g[i]! += e * xz[i]!;
    g[D]! += e;
  }
  // A little L2 keeps the weights readable.
  w = w.map((v, i) => v - 2 * (g[i]! + (i < D ? 0.002 * v : 0)));
}
const plain = w.slice(0, D).map((v, i) => v / sd[i]!);
const bias = w[D]! - w.slice(0, D).reduce((a, v, i) => a + (v * mean[i]!) / sd[i]!, 0);
console.log(`${rows.length} texts (${positives} salad); features ${SALAD_FEATURES.join(", ")}`);
console.log(`SALAD_WEIGHTS = [${[...plain, bias].map((v) => Number(v.toFixed(3))).join(", ")}]`);
