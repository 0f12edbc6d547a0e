// The coherence measure (app/lib/gate/coherence.ts): its model is the one the site's texts train
// today, it tells word salad from prose on the development set (where it was tuned) and on the
// independent set (written without looking at it), every page the local generator writes passes,
// and a generated page of word salad gets the "coherence" verdict with the seller's reason.
import { describe, expect, test } from "vitest";
import { batchTitles } from "@content/generator-titles";
import { COHERENCE_MODEL } from "~/lib/gate/coherence-model";
import { coherenceFaults, coherenceReason, coherenceSignals, proseOf } from "~/lib/gate/coherence";
import { floorVerdict } from "~/lib/gate/floor";
import { generateLocalPageHtml } from "~/lib/generation/local-generator";
import { buildCoherenceModel } from "../../scripts/coherence-train";
import { type DevText, devCoherent, devIncoherent } from "./coherence-dev";

const incoherent = (t: DevText) => coherenceFaults(coherenceSignals(t.paragraphs)).length > 0;

/** Share of a set judged incoherent, by the kind after "·" in its names. */
function byKind(texts: DevText[]): Map<string, { flagged: number; total: number }> {
  const out = new Map<string, { flagged: number; total: number }>();
  for (const t of texts) {
    const kind = t.name.split(" · ")[1] ?? "coerente";
    const row = out.get(kind) ?? { flagged: 0, total: 0 };
    row.total += 1;
    if (incoherent(t)) row.flagged += 1;
    out.set(kind, row);
  }
  return out;
}

const print = (label: string, rows: Map<string, { flagged: number; total: number }>) =>
  console.log(
    `${label}\n${[...rows].map(([k, r]) => `  ${k}: ${r.flagged}/${r.total} julgados incoerentes`).join("\n")}`,
  );

const salad = (words: number) => {
  const pool = "portão motor central fotocélula cremalheira controle folha trilho sensor roldana".split(" ");
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pool[(i * 7 + (i >> 3)) % pool.length]!);
  return `<p>${out.join(" ")}.</p>`;
};

describe("the coherence model", () => {
  test("is the one the site's texts train today (run `npx tsx scripts/coherence-model.ts` after changing content/)", () => {
    expect(buildCoherenceModel()).toEqual(COHERENCE_MODEL);
  });
});

describe("the development set", () => {
  const coherent = devCoherent();
  const salads = devIncoherent();

  test("≥ 50 coherent and ≥ 50 incoherent texts", () => {
    expect(coherent.length).toBeGreaterThanOrEqual(50);
    expect(salads.length).toBeGreaterThanOrEqual(50);
  });

  test("no coherent text is judged incoherent; every text with its words out of order is", () => {
    print("Desenvolvimento, coerentes:", byKind(coherent));
    print("Desenvolvimento, incoerentes:", byKind(salads));
    expect(coherent.filter(incoherent).map((t) => t.name)).toEqual([]);
    const wordOrder = salads.filter((t) => !/off-topic|sentences shuffled/.test(t.name));
    expect(wordOrder.filter((t) => !incoherent(t)).map((t) => t.name)).toEqual([]);
  });

  test("sentences about other subjects spliced in: at least the share caught when it was tuned", () => {
    const mixtures = salads.filter((t) => t.name.includes("off-topic"));
    expect(mixtures.filter(incoherent).length / mixtures.length).toBeGreaterThanOrEqual(0.68);
  });
});

describe("pages", () => {
  test("every page the batch creator writes is coherent", () => {
    for (const title of batchTitles)
      for (const creativity of [0, 50, 100]) {
        const { html } = generateLocalPageHtml(title, creativity);
        expect({ title, creativity, reason: coherenceReason(html) }).toEqual({ title, creativity, reason: null });
      }
  });

  test("a generated page of word salad is held out with the seller's reason; his own pages are not judged", () => {
    const ok = { ok: true, code: "ok" as const, unique: 0.9, reason: "", checkedAt: "2026-11-29T00:00:00.000Z" };
    const page = { title: "Ajuste de fotocélula", content: salad(300) };
    for (const kind of ["lote", "ia"] as const) {
      const v = floorVerdict({ ...page, kind }, ok, 300);
      expect(v).toMatchObject({ ok: false, code: "coherence", unique: 0.9 });
      expect(v.reason).toContain("o texto não forma frases que se leiam em sequência");
      expect(v.reason.length).toBeLessThanOrEqual(400);
    }
    expect(floorVerdict({ ...page, kind: "manual" }, ok, 300)).toEqual(ok);
    expect(floorVerdict(page, ok, 300)).toEqual(ok);
  });

  test("a short text is not judged (too few words to say)", () => {
    expect(coherenceReason(salad(30))).toBeNull();
    expect(coherenceReason(salad(60))).not.toBeNull();
  });

  test("cost: the first call (the model decoded) and a warm ~1,500-word page", () => {
    const html = generateLocalPageHtml(batchTitles[0]!, 100).html;
    const prose = proseOf(html).join(" ");
    const page = Array.from({ length: Math.ceil(1500 / prose.split(" ").length) }, () => html).join("");
    const words = proseOf(page).join(" ").split(" ").length;
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      coherenceReason(page);
      times.push(performance.now() - start);
    }
    const first = times[0]!;
    const warm = times.slice(10).sort((a, b) => a - b)[20]!;
    console.log(`Coerência: ${words} palavras, primeira chamada ${first.toFixed(2)} ms, depois ${warm.toFixed(2)} ms`);
    expect(words).toBeGreaterThanOrEqual(1400);
    // Loose: the machine is shared; the figure printed is the one to read.
    expect(warm).toBeLessThan(20);
  });
});
