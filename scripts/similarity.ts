// Near-duplicate check of the location pages' own copy: the maximum and mean pairwise word
// 5-shingle containment of every location body. Exits 1 when any pair shares more than half.
// Usage: npm run similarity   (or: npx tsx scripts/similarity.ts)
import { allLocations } from "../content/locations";
import { maxPairwiseSimilarity } from "../app/lib/seo/similarity";

const LIMIT = 0.5;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const result = maxPairwiseSimilarity(allLocations.map((l) => ({ id: l.slug, text: l.body.join("\n\n") })));

console.log(`Location pages: ${allLocations.length}`);
console.log(`Max pairwise body similarity: ${pct(result.max)} (${result.pair[0]} ↔ ${result.pair[1]})`);
console.log(`Mean pairwise body similarity: ${pct(result.mean)}`);

if (result.max > LIMIT) {
  console.error(`FAIL: the most similar pair shares more than ${pct(LIMIT)} of its body text.`);
  process.exit(1);
}
