// The quality floor (app/lib/gate/quality.ts, floor.ts): real texts that must fail it, real texts
// that must pass, and every page the batch creator writes.
import { describe, expect, test } from "vitest";
import { batchTitles } from "@content/generator-titles";
import { floorVerdict } from "~/lib/gate/floor";
import { MIN_OWN_WORDS, qualityProblems, qualityReason } from "~/lib/gate/quality";
import { generateLocalPageHtml } from "~/lib/generation/local-generator";

const GOOD_PHOTOCELL = `<h2>Como a fotocélula protege o portão</h2>
<p>A fotocélula é um par de sensores: um emissor manda um feixe infravermelho ao receptor do outro lado da passagem.</p>
<h2>Passo a passo do alinhamento da fotocélula</h2>
<ol><li>1. Desligue a energia da central.</li><li>2. Limpe as lentes dos dois sensores.</li><li>3. Alinhe o emissor até o LED do receptor acender.</li><li>4. Religue e teste a reversão com um objeto na passagem.</li></ol>
<p>Antes de o portão fechar, a central consulta o sensor pela placa e, se o feixe estiver cortado, reverte o movimento.</p>`;

const problems = (content: string, title = "Ajuste de Fotocélula na Penha", ownWords = 300) => [
  ...new Set(qualityProblems({ title, content, ownWords }).map((p) => p.code)),
];

describe("the quality floor", () => {
  test("a coherent page about its title's subject passes", () => {
    expect(problems(GOOD_PHOTOCELL)).toEqual([]);
  });

  test(`under ${MIN_OWN_WORDS} own words it fails, at ${MIN_OWN_WORDS} it passes`, () => {
    expect(problems(GOOD_PHOTOCELL, undefined, MIN_OWN_WORDS - 1)).toEqual(["words"]);
    expect(problems(GOOD_PHOTOCELL, undefined, MIN_OWN_WORDS)).toEqual([]);
    const reason = qualityReason(
      qualityProblems({ title: "Ajuste de Fotocélula", content: GOOD_PHOTOCELL, ownWords: 40 }),
    );
    expect(reason).toContain("só 40 palavras próprias");
    expect(reason).toContain("escreva mais 80 palavras suas");
  });

  test("a page titled about a photocell that describes a motor's installation fails on its subject", () => {
    const motor = `<h2>Como é a instalação do motor</h2><p>O motor deslizante é fixado na base de concreto e a cremalheira é presa ao portão.</p><h2>Depois da instalação</h2><p>O técnico ajusta a força e cadastra os controles.</p>`;
    expect(problems(motor, "Ajuste de Fotocélula na Penha")).toEqual(["subject"]);
    expect(qualityReason(qualityProblems({ title: "Ajuste de Fotocélula", content: motor, ownWords: 300 }))).toContain(
      "o título fala de fotocélula, mas nem os subtítulos nem o texto falam",
    );
    // Named in the body but in no heading.
    const bodyOnly = motor.replace("cadastra os controles", "alinha a fotocélula");
    expect(problems(bodyOnly, "Ajuste de Fotocélula na Penha")).toEqual(["subject"]);
  });

  test.each([
    ["A manutenção passa por a placa e por o motor.", "pela placa"],
    ["O defeito aparece em o motor quando chove.", "no motor"],
    ["A troca de o redutor leva uma tarde.", "do redutor"],
    ["O cabo passa por os sensores da coluna.", "pelos sensores"],
  ])("a template seam fails: %s", (sentence, fix) => {
    const html = GOOD_PHOTOCELL.replace("</ol>", `</ol><p>${sentence}</p>`);
    expect(problems(html)).toEqual(["seam"]);
    expect(qualityReason(qualityProblems({ title: "Ajuste de Fotocélula", content: html, ownWords: 300 }))).toContain(
      fix,
    );
  });

  test("'de o' before an infinitive is correct Portuguese, not a seam", () => {
    const html = GOOD_PHOTOCELL.replace(
      "</ol>",
      "</ol><p>Espere antes de o portão fechar e depois de a central reiniciar.</p>",
    );
    expect(problems(html)).toEqual([]);
  });

  test("a section opening with 'Na sequência' fails; the same words mid-paragraph pass", () => {
    const opening = GOOD_PHOTOCELL.replace(
      "<p>A fotocélula é",
      "<p>Na sequência vêm o aprendizado do percurso e o ajuste da fotocélula. A fotocélula é",
    );
    expect(problems(opening)).toEqual(["opening"]);
    const middle = GOOD_PHOTOCELL.replace("par de sensores:", "par de sensores. Na sequência vem o receptor:");
    expect(problems(middle)).toEqual([]);
  });

  test("shuffled or self-contradicting step lists fail", () => {
    const shuffled = GOOD_PHOTOCELL.replace(
      /<ol>[\s\S]*<\/ol>/,
      "<ol><li>3. Alinhe o emissor.</li><li>1. Desligue a energia.</li><li>2. Limpe as lentes.</li></ol>",
    );
    expect(problems(shuffled)).toEqual(["steps"]);
    expect(
      qualityReason(qualityProblems({ title: "Ajuste de Fotocélula", content: shuffled, ownWords: 300 })),
    ).toContain("(3, 1, 2)");
    const finallyFirst = GOOD_PHOTOCELL.replace(
      /<ol>[\s\S]*<\/ol>/,
      "<ol><li>Por fim, teste a reversão.</li><li>Desligue a energia.</li><li>Alinhe o emissor.</li></ol>",
    );
    expect(problems(finallyFirst)).toEqual(["steps"]);
    const firstLast = GOOD_PHOTOCELL.replace(
      /<ol>[\s\S]*<\/ol>/,
      "<ol><li>Limpe as lentes.</li><li>Alinhe o emissor.</li><li>Primeiro, desligue a energia.</li></ol>",
    );
    expect(problems(firstLast)).toEqual(["steps"]);
    const headings = `${GOOD_PHOTOCELL}<h3>Passo 2: limpar a fotocélula</h3><p>Pano seco.</p><h3>Passo 1: desligar</h3><p>Na chave geral.</p>`;
    expect(problems(headings)).toEqual(["steps"]);
  });

  test("the reason stays within the verdict's 400 characters", () => {
    const awful = `<p>Na sequência, passa por a placa, em o motor, de o redutor, por as barras, em os cabos, de as lentes.</p><ol><li>2. x</li><li>1. y</li></ol>`;
    const reason = qualityReason(qualityProblems({ title: "Ajuste de Fotocélula", content: awful, ownWords: 3 }))!;
    expect(reason.length).toBeLessThanOrEqual(400);
    expect(reason).toMatch(/^Fora do Google até o texto ser corrigido: tem só 3 palavras/);
  });

  test("every page the batch creator writes passes (its own words apart: the gate measures them)", () => {
    for (const title of batchTitles)
      for (const creativity of [0, 50, 100]) {
        const { html } = generateLocalPageHtml(title, creativity);
        expect({
          title,
          creativity,
          problems: qualityProblems({ title, content: html, ownWords: MIN_OWN_WORDS }),
        }).toEqual({
          title,
          creativity,
          problems: [],
        });
      }
  });
});

describe("floorVerdict", () => {
  const ok = { ok: true, code: "ok" as const, unique: 0.5, reason: "", checkedAt: "2026-11-26T00:00:00.000Z" };
  const thin = { title: "Ajuste de Fotocélula na Penha", content: GOOD_PHOTOCELL };

  test("a generated page under the floor is held out with the reason", () => {
    for (const kind of ["lote", "ia"] as const) {
      const v = floorVerdict({ ...thin, kind }, ok, 100); // 50 own words
      expect(v).toMatchObject({ ok: false, code: "quality", unique: 0.5 });
      expect(v.reason).toContain("tem só 50 palavras próprias");
    }
    expect(floorVerdict({ ...thin, kind: "lote" }, ok, 240)).toEqual(ok);
  });

  test("the seller's own pages and pages the gate already holds out are left as they are", () => {
    expect(floorVerdict({ ...thin, kind: "manual" }, ok, 10)).toEqual(ok);
    expect(floorVerdict(thin, ok, 10)).toEqual(ok);
    const low = { ...ok, ok: false, code: "low" as const, reason: "baixo" };
    expect(floorVerdict({ ...thin, kind: "ia" }, low, 10)).toEqual(low);
  });
});
