// The coherence measure on its validation set (tests/unit/coherence-validation.ts; issue 40 part
// 6, coherence3): CI prints, per family and kind, how many texts the gate holds out (caught/total)
// and the coherent ones it holds wrongly, and fails on a drop. Word salad is never indexable: every
// salad text of SALAD_LONG words or more is held by the coherence measure itself; a shorter one is
// held by the quality floor (under its own-words minimum), which the test checks too.
// Figures (caught/total), before → after this round, tuning part:
//   coherent wrongly held 18/227 → 2/227 (13 of the site's own city and guide texts were held as
//   off-topic); salada 55/64 → 56/64 (every text of 100 words or more; the 8 under it are held by
//   the floor); embaralhado 10/64 → 3/64 (what caught them also held the site's texts);
//   fora-do-assunto 55/66 → 48/66; página 48/64 → 48/64 (every salad page: toda em salada 16/16,
//   um terço em salada 12/16 → 16/16; embaralhada 4/16 → 0/16)
// Held-out part, measured once at the end (never tuned against; FLOOR.heldout is what it gave):
//   coherent wrongly held 2/97; salada 30/32 (the 2 under 100 words held by the floor);
//   embaralhado 1/28; fora-do-assunto 22/30; página 18/24 (every salad page 12/12).
import { beforeAll, describe, expect, test } from "vitest";
import { coherenceReason, proseOf } from "~/lib/gate/coherence";
import { floorVerdict } from "~/lib/gate/floor";
import { type Family, type Part, type ValidationText, validationSet } from "./coherence-validation";

/** From this many words of prose a salad text must be held by the coherence measure itself. */
const SALAD_LONG = 100;

interface Judged extends ValidationText {
  held: boolean;
  words: number;
}

type Row = { caught: number; total: number };

function tally(texts: Judged[], key: (t: Judged) => string): Map<string, Row> {
  const out = new Map<string, Row>();
  for (const t of texts) {
    const row = out.get(key(t)) ?? { caught: 0, total: 0 };
    row.total += 1;
    if (t.held) row.caught += 1;
    out.set(key(t), row);
  }
  return out;
}

/** Caught at least, per family (coerente: held wrongly at most). */
const FLOOR: Record<Part, Record<Family, number>> = {
  tuning: { coerente: 2, salada: 56, embaralhado: 3, "fora-do-assunto": 48, página: 48 },
  heldout: { coerente: 2, salada: 30, embaralhado: 1, "fora-do-assunto": 22, página: 18 },
};

const judgedParts: Partial<Record<Part, Judged[]>> = {};

for (const part of ["tuning", "heldout"] as const) {
  describe(`the validation set, ${part === "tuning" ? "tuning part" : "held-out part (measured once, never tuned against)"}`, () => {
    let texts: Judged[] = [];
    beforeAll(() => {
      texts = validationSet(part).map((t) => ({
        ...t,
        held: coherenceReason(t.html) !== null,
        words: proseOf(t.html).join(" ").split(/\s+/).filter(Boolean).length,
      }));
      judgedParts[part] = texts;
      const label = part === "tuning" ? "Validação (ajuste)" : "Validação (separada)";
      const families = tally(texts, (t) => t.family);
      const kinds = tally(texts, (t) => `${t.family} / ${t.kind}`);
      console.log(
        `${label}:\n${[...families]
          .map(([f, r]) =>
            f === "coerente"
              ? `  coerentes retidos por engano: ${r.caught}/${r.total}`
              : `  ${f}: ${r.caught}/${r.total} retidos`,
          )
          .join("\n")}\n  por tipo:\n${[...kinds].map(([k, r]) => `    ${k}: ${r.caught}/${r.total}`).join("\n")}`,
      );
    });

    test("≥ 60 coherent texts and ≥ 60 incoherent ones in each family (the held-out part is smaller)", () => {
      const families = tally(texts, (t) => t.family);
      const least = part === "tuning" ? 60 : 24;
      for (const f of ["coerente", "salada", "embaralhado", "fora-do-assunto", "página"] as const)
        expect({ f, total: families.get(f)!.total >= least }).toEqual({ f, total: true });
      const pages = texts.filter((t) => t.family === "página");
      expect(pages.every((t) => t.words >= 300 && t.words <= 1500)).toBe(true);
    });

    test("at most 2 % of the coherent texts are held (both parts together), and no more than measured", () => {
      const coherent = texts.filter((t) => t.family === "coerente");
      const wrong = coherent.filter((t) => t.held);
      expect(wrong.length).toBeLessThanOrEqual(FLOOR[part].coerente);
      // The held-out part alone holds 2/97 (2.06 %): a text in another voice by the word-order
      // rule and a long page by the stray-sentence rule; measured once, left as it is.
      if (part === "tuning") expect(wrong.length / coherent.length).toBeLessThanOrEqual(0.02);
      else {
        const all = [
          ...(judgedParts.tuning ??
            validationSet("tuning").map((t) => ({ ...t, held: coherenceReason(t.html) !== null }))),
          ...texts,
        ].filter((t) => t.family === "coerente");
        expect(all.filter((t) => t.held).length / all.length).toBeLessThanOrEqual(0.02);
      }
    });

    test("word salad is never indexable: held by the measure from 100 words, by the floor under it", () => {
      const salad = texts.filter((t) => t.family === "salada" || (t.family === "página" && /salada/.test(t.kind)));
      expect(salad.filter((t) => t.words >= SALAD_LONG && !t.held).map((t) => t.name)).toEqual([]);
      const ok = { ok: true, code: "ok" as const, unique: 1, reason: "", checkedAt: "2026-11-29T00:00:00.000Z" };
      for (const t of salad.filter((s) => !s.held)) {
        // The best case for the page: every one of its words its own.
        const v = floorVerdict({ title: "Conserto de portão automático", content: t.html, kind: "ia" }, ok, t.words);
        expect({ name: t.name, ok: v.ok }).toEqual({ name: t.name, ok: false });
      }
    });

    test("every incoherent family caught no less than measured", () => {
      const families = tally(texts, (t) => t.family);
      for (const f of ["salada", "embaralhado", "fora-do-assunto", "página"] as const)
        expect({ f, caught: families.get(f)!.caught >= FLOOR[part][f] }).toEqual({ f, caught: true });
    });
  });
}
