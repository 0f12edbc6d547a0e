// The coherence measure (app/lib/gate/coherence.ts): its model is the one the site's texts train
// today, it tells word salad from prose on the development set (where it was tuned) and on the
// independent set (written without looking at it), every page the local generator writes passes,
// and a generated page of word salad gets the "coherence" verdict with the seller's reason.
// Figures (judged incoherent; coherent texts judged incoherent), before → after coherence2:
//   development   coherent 0/58 → 0/80 (22 of my own added, written before the salad signal);
//                 grammatical nonsense (24 of my own, written first) 3/24 → 24/24; off-topic
//                 mixtures 13/25 → 23/25; sentences shuffled 1/25 → 1/25; word-order kinds 100/100
//   independent   coherent 1/68 → 1/68; salada 0/16 → 7/16 (measured once, before any tuning
//                 of the other signals); fora-do-assunto 9/16 → 14/16; embaralhado 5/18 → 5/18;
//                 palavras-soltas 16/16; repetição 5/5 (feelings of parts, added after, caught
//                 no more of the independent salada)
// coherence3 (word vectors, the salad score, stray sentences judged by meaning; the validation set
// in coherence-validation.test.ts, where coherent pages were wrongly held 18/227 before): development
// coherent 0/80, off-topic 23/25 → 20/25; independent coherent 1/68 → 0/68, fora-do-assunto
// 14/16 → 12/16 (the rule that caught the other two held 13 of the site's own city and guide
// texts), salada 7/16 (short texts: under 100 words the salad score's bar is higher), embaralhado 5/18.
// Sentences shuffled stay beyond these signals: adjacent sentences share words no more than the
// text's other pairs do, in the coherent texts as in the shuffled ones, and step words are rare.
import { describe, expect, test, vi } from "vitest";
import { batchTitles, technicalTopics } from "@content/generator-titles";
import { plantedAnswer } from "../../harness/fakes/fake-openai";
import { COHERENCE_MODEL } from "~/lib/gate/coherence-model";
import { coherenceFaults, coherenceReason, coherenceSignals, proseOf } from "~/lib/gate/coherence";
import { floorVerdict } from "~/lib/gate/floor";
import { generateLocalPageHtml } from "~/lib/generation/local-generator";
import { fingerprint, trainingSentences } from "../../scripts/coherence-train";
import { COHERENT, INCOHERENT } from "./business-corpus/coherence";
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
  test("was trained on the site's texts of today (run `npx tsx scripts/coherence-model.ts` after changing content/)", () => {
    expect(fingerprint(trainingSentences())).toBe(COHERENCE_MODEL.trainedOn);
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
    expect(wordOrder.length).toBeGreaterThanOrEqual(120);
    expect(wordOrder.filter((t) => !incoherent(t)).map((t) => t.name)).toEqual([]);
  });

  test("grammatical nonsense in the trade's words (24 written before the signals that catch them) is always caught", () => {
    const nonsense = salads.filter((t) => t.name.includes("grammatical nonsense"));
    expect(nonsense.length).toBe(24);
    expect(nonsense.filter((t) => !incoherent(t)).map((t) => t.paragraphs[0])).toEqual([]);
  });

  test("sentences about other subjects spliced in: at least the share caught when it was tuned", () => {
    const mixtures = salads.filter((t) => t.name.includes("off-topic"));
    expect(mixtures.filter(incoherent).length / mixtures.length).toBeGreaterThanOrEqual(0.8);
  });
});

describe("the independent set (tests/unit/business-corpus/coherence.ts, written without the measure)", () => {
  const coherent: DevText[] = COHERENT.map((text, i) => ({ name: `coerente ${i + 1}`, paragraphs: [text] }));
  const salads: DevText[] = INCOHERENT.map((t, i) => ({ name: `${i + 1} · ${t.kind}`, paragraphs: [t.text] }));

  test("at most 2 % of the coherent texts are judged incoherent (none today)", () => {
    print("Independente, coerentes:", byKind(coherent));
    expect(coherent.filter(incoherent).length / coherent.length).toBeLessThanOrEqual(0.02);
    expect(coherent.filter(incoherent).map((t) => t.paragraphs[0])).toEqual([]);
  });

  test("word salad proper (loose words, a text repeating itself) is always caught; the other kinds no less than measured", () => {
    const rows = byKind(salads);
    print("Independente, incoerentes:", rows);
    expect(rows.get("palavras-soltas")).toEqual({ flagged: 16, total: 16 });
    expect(rows.get("repetição")).toEqual({ flagged: 5, total: 5 });
    // Measured when the thresholds were set (docs/ARCHITECTURE.md, the quality floor): sentences
    // shuffled are mostly beyond these signals, grammatical nonsense half caught.
    expect(rows.get("fora-do-assunto")!.flagged).toBeGreaterThanOrEqual(12);
    expect(rows.get("salada")!.flagged).toBeGreaterThanOrEqual(7);
    expect(rows.get("embaralhado")!.flagged).toBeGreaterThanOrEqual(5);
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

  test("each fault has its reason in the seller's words", () => {
    const loop = "O motor do portão precisa de revisão uma vez por ano. A cremalheira deve ficar limpa e alinhada.";
    expect(coherenceReason(`<p>${Array.from({ length: 4 }, () => loop).join(" ")}</p>`)).toContain(
      "repete as mesmas frases",
    );
    const gate = [
      "O trilho do portão deslizante acumula sujeira com facilidade.",
      "Pedrinhas e areia atrapalham as roldanas e forçam o motor.",
      "Uma limpeza rápida do trilho com vassoura resolve boa parte do problema.",
      "Depois da limpeza, teste o portão com o controle e confira se a folha corre sem trancos.",
    ];
    const cooking = [
      "Refogue a cebola no azeite até ficar dourada.",
      "Bata as claras em neve e incorpore delicadamente à massa.",
      "Sirva o bolo ainda morno, com uma calda de chocolate.",
    ];
    const mixed = gate.flatMap((s, i) => (cooking[i] ? [s, cooking[i]] : [s])).join(" ");
    expect(coherenceReason(`<p>${mixed}</p>`)).toContain("assuntos que nada têm a ver com portões");
    expect(coherenceReason(`<p>${gate.join(" ")}</p>`)).toBeNull();
    const opening = `<p>Por isso, a limpeza vem antes de qualquer ajuste. ${gate.join(" ")}</p>`;
    expect(coherenceReason(opening)).toContain("começa no meio de um assunto");
    expect(coherenceReason(`<h2>Antes de ajustar o motor</h2>${opening}`)).toBeNull();
    const english = gate.flatMap((s, i) =>
      i % 2 ? [s] : [s, "The gate motor is very strong and reliable for every home we visit around here."],
    );
    expect(coherenceReason(`<p>${english.join(" ")}</p>`)).toContain("não forma frases que se leiam em sequência");
    const dreams = [...gate.slice(0, 2), "A roldana sonhou com a cremalheira durante a madrugada.", ...gate.slice(2)];
    expect(coherenceReason(`<p>${dreams.join(" ")}</p>`)).toContain("há frases sem sentido");
    const litres = [...gate.slice(0, 3), "Meça a distância entre as colunas em litros antes de fixar o trilho."];
    expect(coherenceReason(`<p>${litres.join(" ")}</p>`)).toContain("há frases sem sentido");
    // The trade's figures of speech are not nonsense.
    const figures = [
      ...gate,
      "O motor sofre e a central decide para que lado ele gira; a central aprende o código do controle.",
    ];
    expect(coherenceReason(`<p>${figures.join(" ")}</p>`)).toBeNull();
  });

  test("a short text is not judged (too few words to say)", () => {
    expect(coherenceReason(salad(15))).toBeNull();
    expect(coherenceReason(salad(30))).not.toBeNull();
  });

  test("every answer of the fake AI service (the launched site's technical pages) is coherent", () => {
    for (const t of technicalTopics) {
      const html = plantedAnswer(`Escreva a página: "${t.title}"\nInstruções adicionais: ${t.prompt}`);
      expect({ title: t.title, reason: coherenceReason(html) }).toEqual({ title: t.title, reason: null });
    }
  });

  test("cost: the first call in a fresh isolate (the model decoded) and a warm ~1,500-word page", async () => {
    const html = generateLocalPageHtml(batchTitles[0]!, 100).html;
    const prose = proseOf(html).join(" ");
    const page = Array.from({ length: Math.ceil(1500 / prose.split(" ").length) }, () => html).join("");
    const words = proseOf(page).join(" ").split(" ").length;
    vi.resetModules();
    const fresh = await import("~/lib/gate/coherence");
    const times: number[] = [];
    const reasons = new Set<string | null>();
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      reasons.add(fresh.coherenceReason(page));
      times.push(performance.now() - start);
    }
    const first = times[0]!;
    const warm = times.slice(5).sort((a, b) => a - b)[5]!;
    // Printed, not asserted: timings are reported, never a gate (the machine's load moves them).
    console.log(`Coerência: ${words} palavras, primeira chamada ${first.toFixed(2)} ms, depois ${warm.toFixed(2)} ms`);
    expect(words).toBeGreaterThanOrEqual(1400);
    // The model decoded once answers the same on every call, the first included.
    expect(reasons.size).toBe(1);
  });
});
