// Fits the word-salad score's weights (app/lib/gate/coherence-salad.ts, SALAD_WEIGHTS) on the
// TUNING part of the coherence validation set (tests/unit/coherence-validation.ts), never on its
// held-out part: logistic regression, coherent texts against texts that are salad throughout,
// each class weighing the same, features standardised while fitting and folded back into plain
// weights. Run `npx tsx scripts/coherence-fit.ts` after regenerating the model
// (scripts/coherence-model.ts) and paste the printed weights.
import { coherenceSignals, proseOf } from "~/lib/gate/coherence";
import { SALAD_FEATURES, saladFeatures } from "~/lib/gate/coherence-salad";
import { COHERENT, INCOHERENT } from "../tests/unit/business-corpus/coherence";
import { devCoherent, devIncoherent } from "../tests/unit/coherence-dev";
import { validationSet } from "../tests/unit/coherence-validation";

const rows: { x: number[]; y: number; source: string; words: number }[] = [];
const add = (paragraphs: string[], y: number, source: string) => {
  const s = coherenceSignals(paragraphs);
  if (s.words >= 20) rows.push({ x: saladFeatures(s.counts), y, source, words: s.words });
};
for (const t of validationSet("tuning")) {
  const salad = t.family === "salada" || t.kind === "toda em salada";
  if (t.family === "coerente" || salad) add(proseOf(t.html), salad ? 1 : 0, `validação ${t.family}/${t.kind}`);
}
// The other sets written for the measure: the development set and the independent corpus (new
// texts by other hands, so the score does not learn the site's own sentences by heart).
for (const t of devCoherent()) add(t.paragraphs, 0, "desenvolvimento coerente");
for (const t of devIncoherent())
  if (/words|random/.test(t.name)) add(t.paragraphs, 1, `desenvolvimento ${t.name.split(" · ")[1]}`);
for (const t of COHERENT) add([t], 0, "independente coerente");
for (const t of INCOHERENT) if (t.kind === "palavras-soltas") add([t.text], 1, `independente ${t.kind}`);
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
const score = (x: number[]) => bias + x.reduce((a, v, i) => a + v * plain[i]!, 0);
const bySource = new Map<string, number[]>();
for (const r of rows) bySource.set(r.source, [...(bySource.get(r.source) ?? []), score(r.x)]);
for (const [source, scores] of bySource)
  console.log(
    `  ${source}: ${scores.length}, min ${Math.min(...scores).toFixed(2)}, max ${Math.max(...scores).toFixed(2)}`,
  );
for (const long of [false, true]) {
  const set = rows.filter((r) => r.words >= 100 === long);
  const coherent = set.filter((r) => !r.y).map((r) => score(r.x));
  const salad = set.filter((r) => r.y).map((r) => score(r.x));
  console.log(
    `  ${long ? "100 palavras ou mais" : "menos de 100 palavras"}: coerentes até ${Math.max(...coherent).toFixed(2)}, saladas desde ${Math.min(...salad).toFixed(2)}`,
  );
}
if (process.env.DEBUG)
  for (const r of rows)
    if ((r.y && score(r.x) < 3) || (!r.y && score(r.x) > -1))
      console.log(`    ${r.y ? "SALADA" : "coerente"} ${score(r.x).toFixed(2)} ${r.words} palavras ${r.source}`);
console.log(`SALAD_WEIGHTS = [${[...plain, bias].map((v) => Number(v.toFixed(3))).join(", ")}]`);
