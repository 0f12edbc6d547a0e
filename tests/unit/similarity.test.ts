import { describe, expect, it } from "vitest";
import { featuredKits, kits } from "@content/kits";
import { allLocations, cities } from "@content/locations";
import { regionalPages, regionalPagesIn } from "@content/regional";
import {
  MAX_JACCARD,
  decodeSignature,
  encodeSignature,
  estimateJaccard,
  jaccard,
  maxPairwiseSimilarity,
  minhash,
  shingles,
  words,
} from "~/lib/seo/similarity";
import { slugify } from "~/lib/pages/slug";

const seq = (from: number, to: number, prefix = "w") =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`).join(" ");

describe("maxPairwiseSimilarity", () => {
  it("scores identical texts 1", () => {
    const text = "O motor do portão deslizante foi instalado na garagem do sobrado em poucas horas.";
    const r = maxPairwiseSimilarity([
      { id: "a", text },
      { id: "b", text },
    ]);
    expect(r.max).toBe(1);
    expect(r.mean).toBe(1);
    expect(r.pair).toEqual(["a", "b"]);
  });

  it("scores texts with no shingle in common 0", () => {
    const r = maxPairwiseSimilarity([
      { id: "a", text: seq(1, 20, "a") },
      { id: "b", text: seq(1, 20, "b") },
      { id: "c", text: seq(1, 20, "c") },
    ]);
    expect(r.max).toBe(0);
    expect(r.mean).toBe(0);
  });

  it("does not count shared words that never form a common 5-word run", () => {
    // The same ten words in another order: no 5-shingle in common.
    const r = maxPairwiseSimilarity([
      { id: "a", text: "um dois três quatro cinco seis sete oito nove dez" },
      { id: "b", text: "dez nove oito sete seis cinco quatro três dois um" },
    ]);
    expect(r.max).toBe(0);
  });

  it("measures a partial overlap as the share of the smaller text's shingles", () => {
    // a: w1..w10 → 6 shingles; b: w1..w7 + x y z → 6 shingles, 3 of them (w1-5, w2-6, w3-7) in a.
    const half = maxPairwiseSimilarity([
      { id: "a", text: seq(1, 10) },
      { id: "b", text: `${seq(1, 7)} x y z` },
    ]);
    expect(half.max).toBeCloseTo(3 / 6, 10);

    // c: w1..w6 → 2 shingles, both inside a's 6: containment of the smaller text is 1.
    const contained = maxPairwiseSimilarity([
      { id: "a", text: seq(1, 10) },
      { id: "c", text: seq(1, 6) },
    ]);
    expect(contained.max).toBe(1);

    // d: w1..w8 + 12 other words → 16 shingles; a (6 shingles) shares 4 of them: 4/6.
    const d = `${seq(1, 8)} ${seq(1, 12, "z")}`;
    expect(shingles(d).size).toBe(16);
    const partial = maxPairwiseSimilarity([
      { id: "a", text: seq(1, 10) },
      { id: "d", text: d },
    ]);
    expect(partial.max).toBeCloseTo(4 / 6, 10);
  });

  it("reports the most similar pair and the mean over all pairs", () => {
    const r = maxPairwiseSimilarity([
      { id: "a", text: seq(1, 10) },
      { id: "b", text: `${seq(1, 7)} x y z` }, // a–b: 0.5
      { id: "c", text: seq(1, 20, "c") }, // nothing in common with a or b
      { id: "d", text: seq(1, 10) }, // a–d: 1, b–d: 0.5
    ]);
    expect(r.max).toBe(1);
    expect(r.pair).toEqual(["a", "d"]);
    // Pairs: ab .5, ac 0, ad 1, bc 0, bd .5, cd 0 → 2 / 6.
    expect(r.mean).toBeCloseTo(2 / 6, 10);
  });

  it("lower-cases and strips punctuation but keeps accents", () => {
    expect(words("Portão, PORTÃO! portão... (Motor) 1/4-HP")).toEqual([
      "portão",
      "portão",
      "portão",
      "motor",
      "1",
      "4",
      "hp",
    ]);
    const a = "Instalação do motor: portão basculante, em São Paulo.";
    const b = "instalação do motor portão basculante em são paulo";
    expect(
      maxPairwiseSimilarity([
        { id: "a", text: a },
        { id: "b", text: b },
      ]).max,
    ).toBe(1);
    const unaccented = "instalacao do motor portao basculante em sao paulo";
    expect(
      maxPairwiseSimilarity([
        { id: "a", text: a },
        { id: "u", text: unaccented },
      ]).max,
    ).toBe(0);
  });

  it("honours another shingle size and handles short or empty texts", () => {
    const pair = [
      { id: "a", text: "motor de portão" },
      { id: "b", text: "motor de garagem" },
    ];
    expect(maxPairwiseSimilarity(pair, 2).max).toBe(0.5);
    expect(maxPairwiseSimilarity(pair, 1).max).toBeCloseTo(2 / 3, 10);
    // Shorter than the shingle size: the whole text is one shingle.
    expect(
      maxPairwiseSimilarity([
        { id: "a", text: "motor ppa" },
        { id: "b", text: "Motor PPA." },
      ]).max,
    ).toBe(1);
    expect(
      maxPairwiseSimilarity([
        { id: "a", text: "" },
        { id: "b", text: "motor ppa" },
      ]).max,
    ).toBe(0);
    expect(maxPairwiseSimilarity([{ id: "a", text: "só um" }])).toEqual({ max: 0, pair: ["a", ""], mean: 0 });
    expect(() => maxPairwiseSimilarity(pair, 0)).toThrow(RangeError);
  });

  it("stays fast on a few hundred texts", () => {
    const texts = Array.from({ length: 300 }, (_, i) => ({
      id: String(i),
      text: `${seq(1, 100, "comum")} ${seq(1, 200, `t${i}x`)}`,
    }));
    const started = performance.now();
    const r = maxPairwiseSimilarity(texts);
    expect(performance.now() - started).toBeLessThan(5_000);
    // 96 common shingles of the 296 of each text.
    expect(r.max).toBeCloseTo(96 / 296, 10);
  });
});

describe("location content", () => {
  const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it("no two location bodies share more than half of their text", () => {
    const r = maxPairwiseSimilarity(allLocations.map((l) => ({ id: l.slug, text: l.body.join("\n\n") })));
    expect(r.max, `${r.pair.join(" ↔ ")}: ${(r.max * 100).toFixed(1)}%`).toBeLessThan(0.5);
  });

  it("every location body has at least 150 words", () => {
    const short = allLocations
      .map((l) => ({ slug: l.slug, words: wordCount(l.body.join(" ")) }))
      .filter((l) => l.words < 150);
    expect(short).toEqual([]);
  });

  it("location titles and descriptions are unique", () => {
    const titles = allLocations.map((l) => l.title);
    const descriptions = allLocations.map((l) => l.description);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });

  it("location slugs are unique and canonical", () => {
    const slugs = allLocations.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((s) => slugify(s) !== s)).toEqual([]);
  });
});

describe("kit catalogue", () => {
  it("has at least 150 kits with unique canonical slugs", () => {
    expect(kits.length).toBeGreaterThanOrEqual(150);
    const slugs = kits.map((k) => k.slug);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    expect(slugs.filter((s) => slugify(s) !== s)).toEqual([]);
  });

  it("features exactly 12 kits, 'Motor PPA Osasco' among them", () => {
    const featured = featuredKits();
    expect(featured).toHaveLength(12);
    expect(new Set(featured.map((k) => k.slug)).size).toBe(12);
    expect(featured.map((k) => k.name)).toContain("Motor PPA Osasco");
  });

  it("names the place after 'PPA' in every kit name", () => {
    const wrong = kits.filter(
      (k) => k.place !== k.name.slice(k.name.indexOf("PPA") + 3).trim() || !k.name.includes("PPA"),
    );
    expect(wrong.map((k) => k.name)).toEqual([]);
    for (const k of kits) expect(k.place.length, k.name).toBeGreaterThan(0);
  });
});

describe("regional pages", () => {
  it("has at least three pages for each city", () => {
    const byCity = new Map<string, number>();
    for (const p of regionalPages) byCity.set(p.city, (byCity.get(p.city) ?? 0) + 1);
    expect([...byCity.keys()].sort()).toEqual(["Guarulhos", "Osasco"]);
    for (const city of ["Guarulhos", "Osasco"] as const) {
      expect(regionalPagesIn(city).length, city).toBeGreaterThanOrEqual(3);
      // Each landing page's city is itself a served city with its own page.
      expect(
        cities.some((c) => c.name === city),
        city,
      ).toBe(true);
    }
  });

  it("has unique, canonical slugs that do not collide with kits", () => {
    const slugs = regionalPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((s) => slugify(s) !== s)).toEqual([]);
    const kitSlugs = new Set(kits.map((k) => k.slug));
    expect(slugs.filter((s) => kitSlugs.has(s))).toEqual([]);
  });
});

describe("MinHash signatures", () => {
  const text = (from: number, to: number) => seq(from, to);

  it("estimates the Jaccard of 5-word shingles within 0.2 of the exact value", () => {
    const base = shingles(text(1, 400));
    for (const [from, to] of [
      [1, 400],
      [100, 500],
      [200, 600],
      [350, 750],
      [500, 900],
    ] as const) {
      const other = shingles(text(from, to));
      const exact = jaccard(base, other);
      expect(Math.abs(estimateJaccard(minhash(base), minhash(other)) - exact)).toBeLessThan(0.2);
    }
    expect(estimateJaccard(minhash(base), minhash(base))).toBe(1);
  });

  it("survives KV metadata: encoded and decoded unchanged, anything else refused", () => {
    const sig = minhash(shingles(text(1, 50)));
    const encoded = encodeSignature(sig);
    expect(encoded.length).toBe(344);
    expect(decodeSignature(encoded)).toEqual(sig);
    expect(decodeSignature(undefined)).toBeNull();
    expect(decodeSignature("não é base64!")).toBeNull();
    expect(decodeSignature(btoa("curto"))).toBeNull();
  });

  it("shares its threshold with the audit", () => {
    expect(MAX_JACCARD).toBe(0.35);
    expect(jaccard(new Set(["a", "b"]), new Set(["b", "c"]))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});
