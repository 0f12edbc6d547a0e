import { describe, expect, it } from "vitest";
import { business } from "@content/business";
import { batchTitles } from "@content/generator-titles";
import { aiTemperature } from "~/lib/generation/ai.server";
import {
  detectServiceType,
  generateLocalPageHtml,
  parseLocationFromTitle,
  shapeFor,
  type GenerationShape,
  type ServiceType,
} from "~/lib/generation/local-generator";

// ----- helpers ---------------------------------------------------------------------------------

const FAQ_HEADING = "<h2>Perguntas frequentes</h2>";

/** Section h2s (the FAQ h2 excluded), FAQ h3s and the <li> count of every list. */
function countParts(html: string): { sections: number; faqs: number; lists: number[]; faqH2: number } {
  const h2s = html.match(/<h2>[\s\S]*?<\/h2>/g) ?? [];
  const faqH2 = h2s.filter((h) => h === FAQ_HEADING).length;
  const faqStart = html.indexOf(FAQ_HEADING);
  const faqPart = faqStart >= 0 ? html.slice(faqStart) : "";
  const lists = (html.match(/<ul>[\s\S]*?<\/ul>/g) ?? []).map((ul) => (ul.match(/<li>/g) ?? []).length);
  return {
    sections: h2s.length - faqH2,
    faqs: (faqPart.match(/<h3>/g) ?? []).length,
    lists,
    faqH2,
  };
}

/** Distinct sentences of the visible text, after replacing the place name with 'X'. */
function sentences(html: string, place: string): Set<string> {
  const text = html
    .split(place)
    .join("X")
    .replace(/<\/(p|li|h2|h3)>/g, "\n")
    .replace(/<[^>]+>/g, " ");
  return new Set(
    text
      .split(/\n|(?<=[.!?])\s+/)
      .map((s) => s.replace(/\s+/g, " ").trim())
      .filter((s) => s.length > 0),
  );
}

/** Share of the smaller page's sentences that also occur in the other page. */
function sharedSentenceRatio(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / Math.min(a.size, b.size);
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const SERVICE_WORD: Record<ServiceType, string> = {
  Conserto: "conserto",
  Reparo: "reparo",
  Instalação: "instalacao",
  Manutenção: "manutencao",
  Troca: "troca",
  Ajuste: "ajuste",
  Configuração: "configuracao",
  Técnico: "tecnico",
  "Serviço especializado": "portao automatico",
};

const ALLOWED_TAG = /^<\/?(h2|h3|p|ul|li|strong|a)(\s+href="[^"<>]*")?>$/;

function expectCleanHtml(html: string): void {
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag, tag).toMatch(ALLOWED_TAG);
  expect(html).not.toMatch(/\sclass\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/<h1/i);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
}

// ----- parsing -------------------------------------------------------------------------------

describe("parseLocationFromTitle", () => {
  it("reads the place after ' em ' and the city from the '- City - SP' suffix", () => {
    expect(parseLocationFromTitle("Conserto de Portão Automático em Vila Mariana - São Paulo - SP")).toEqual({
      city: "São Paulo",
      place: "Vila Mariana",
    });
  });

  it("ignores a leading pin and keeps a place equal to the city", () => {
    expect(parseLocationFromTitle("📍 Instalação de Motor PPA em Santo André - Santo André - SP")).toEqual({
      city: "Santo André",
      place: "Santo André",
    });
  });

  it("defaults to São Paulo for titles without place or city", () => {
    expect(parseLocationFromTitle("Manutenção de motor")).toEqual({ city: "São Paulo", place: "São Paulo" });
  });

  it("accepts a pin before the city", () => {
    expect(parseLocationFromTitle("Portão - 📍 Guarulhos - SP")).toEqual({ city: "Guarulhos", place: "Guarulhos" });
    expect(parseLocationFromTitle("Conserto em Vila Yara - 📌 Osasco - SP").city).toBe("Osasco");
  });

  it("takes the last ' em ', ' no ' or ' na ' before the first ' - '", () => {
    expect(parseLocationFromTitle("Técnico em Portão Automático em Itaquera - São Paulo - SP").place).toBe("Itaquera");
    expect(parseLocationFromTitle("Conserto de portão no Tatuapé - São Paulo - SP").place).toBe("Tatuapé");
    expect(parseLocationFromTitle("Instalação de motor na Mooca - São Paulo - SP").place).toBe("Mooca");
    expect(parseLocationFromTitle("Técnico em Motor PPA em Rio Grande da Serra - Rio Grande da Serra - SP")).toEqual({
      city: "Rio Grande da Serra",
      place: "Rio Grande da Serra",
    });
  });

  it("keeps an ' em X' place even without the city suffix", () => {
    expect(parseLocationFromTitle("Manutenção de motor em Moema")).toEqual({ city: "São Paulo", place: "Moema" });
  });

  it("does not mistake the serviced thing for a place", () => {
    expect(parseLocationFromTitle("Técnico em Portão Automático - Guarulhos - SP")).toEqual({
      city: "Guarulhos",
      place: "Guarulhos",
    });
  });

  it("finds the place named in every batch title", () => {
    for (const title of batchTitles) {
      const { city, place } = parseLocationFromTitle(title);
      expect(title).toContain(` - ${city} - SP`);
      expect(title).toContain(` ${place} - `);
    }
  });
});

describe("detectServiceType", () => {
  it.each<[string, ServiceType]>([
    ["Conserto de Portão Automático em Moema", "Conserto"],
    ["CONSERTO de motor", "Conserto"],
    ["Reparo de Central de Portão", "Reparo"],
    ["Instalação de Motor PPA", "Instalação"],
    ["instalacao de motor ppa", "Instalação"],
    ["Como instalar motor de portão", "Instalação"],
    ["MANUTENÇÃO de portão basculante", "Manutenção"],
    ["manutencao preventiva", "Manutenção"],
    ["Troca de Placa de Portão", "Troca"],
    ["Ajuste de Fim de Curso", "Ajuste"],
    ["Configuração de Controle de Portão", "Configuração"],
    ["configuracao de central", "Configuração"],
    ["Como configurar o controle", "Configuração"],
    ["Técnico em Motor de Portão", "Técnico"],
    ["TECNICO em portao", "Técnico"],
    ["Motor PPA Deslizante em Moema", "Serviço especializado"],
    ["Portões automáticos - Guarulhos - SP", "Serviço especializado"],
  ])("%s → %s", (title, expected) => {
    expect(detectServiceType(title)).toBe(expected);
  });

  it("checks the keywords in the documented order", () => {
    expect(detectServiceType("Técnico para conserto e instalação")).toBe("Conserto");
    expect(detectServiceType("Instalação e manutenção de motor")).toBe("Instalação");
    expect(detectServiceType("Manutenção com troca de peças")).toBe("Manutenção");
    expect(detectServiceType("Ajuste e configuração")).toBe("Ajuste");
    expect(detectServiceType("Configuração feita por técnico")).toBe("Configuração");
  });
});

// ----- creativity ------------------------------------------------------------------------------

describe("shapeFor and aiTemperature", () => {
  it.each<[number, GenerationShape]>([
    [0, { sections: 3, bulletsPerList: 3, faqs: 1 }],
    [19, { sections: 3, bulletsPerList: 3, faqs: 1 }],
    [20, { sections: 3, bulletsPerList: 4, faqs: 2 }],
    [39, { sections: 3, bulletsPerList: 4, faqs: 2 }],
    [40, { sections: 4, bulletsPerList: 4, faqs: 3 }],
    [49, { sections: 4, bulletsPerList: 4, faqs: 3 }],
    [50, { sections: 4, bulletsPerList: 5, faqs: 4 }],
    [59, { sections: 4, bulletsPerList: 5, faqs: 4 }],
    [60, { sections: 5, bulletsPerList: 6, faqs: 5 }],
    [100, { sections: 5, bulletsPerList: 6, faqs: 5 }],
    [-30, { sections: 3, bulletsPerList: 3, faqs: 1 }],
    [250, { sections: 5, bulletsPerList: 6, faqs: 5 }],
    [Number.NaN, { sections: 3, bulletsPerList: 3, faqs: 1 }],
  ])("shapeFor(%s)", (creativity, shape) => {
    expect(shapeFor(creativity)).toEqual(shape);
  });

  it("maps creativity to temperature 0.5..1", () => {
    expect(aiTemperature(0)).toBe(0.5);
    expect(aiTemperature(50)).toBe(0.75);
    expect(aiTemperature(75)).toBe(0.875);
    expect(aiTemperature(100)).toBe(1);
    expect(aiTemperature(33)).toBe(0.665);
    expect(aiTemperature(-10)).toBe(0.5);
    expect(aiTemperature(180)).toBe(1);
  });
});

// ----- generation ------------------------------------------------------------------------------

describe("generateLocalPageHtml", () => {
  const title = "Conserto de Portão Automático em Vila Mariana - São Paulo - SP";

  it("is deterministic for the same input", () => {
    const a = generateLocalPageHtml(title, 55);
    const b = generateLocalPageHtml(title, 55);
    expect(b).toEqual(a);
    expect(generateLocalPageHtml(`  ${title}  `, 55).html).toBe(a.html);
  });

  it("returns the parsed location, the service and the shape", () => {
    const page = generateLocalPageHtml(title, 40);
    expect(page.location).toEqual({ city: "São Paulo", place: "Vila Mariana" });
    expect(page.service).toBe("Conserto");
    expect(page.shape).toEqual(shapeFor(40));
  });

  it.each([0, 20, 40, 50, 60, 100])("matches shapeFor(%s) in sections, bullets and FAQ", (creativity) => {
    const shape = shapeFor(creativity);
    for (const t of [title, "📍 Instalação de Motor PPA em Santo André - Santo André - SP", "Manutenção de motor"]) {
      const page = generateLocalPageHtml(t, creativity);
      const parts = countParts(page.html);
      expect(parts.sections).toBe(shape.sections);
      expect(parts.faqH2).toBe(1);
      expect(parts.faqs).toBe(shape.faqs);
      expect(parts.lists).toEqual(Array<number>(shape.sections).fill(shape.bulletsPerList));
    }
  });

  it("changes the counts at each creativity threshold", () => {
    const count = (c: number) => {
      const p = countParts(generateLocalPageHtml(title, c).html);
      return [p.sections, p.lists[0], p.faqs];
    };
    for (const [below, at] of [
      [19, 20],
      [39, 40],
      [49, 50],
      [59, 60],
    ] as const) {
      expect(count(at), `${below} → ${at}`).not.toEqual(count(below));
    }
    expect(count(0)).toEqual([3, 3, 1]);
    expect(count(100)).toEqual([5, 6, 5]);
  });

  it("puts the FAQ after the sections and ends with a contact paragraph", () => {
    const page = generateLocalPageHtml(title, 100);
    const faqAt = page.html.indexOf(FAQ_HEADING);
    expect(page.html.lastIndexOf("<ul>")).toBeLessThan(faqAt);
    const lastParagraph = page.html.slice(page.html.lastIndexOf("<p>"));
    expect(lastParagraph).toContain(`<a href="https://wa.me/${business.whatsappDigits}?text=`);
    // The stored HTML never prints the phone: it may change in "Dados da empresa" after generation.
    expect(lastParagraph).toMatch(/ligue|telefone|ligação/);
    expect(page.html).not.toContain(business.phoneDisplay);
  });

  it("links to the chat with a message naming the service and the place", () => {
    const page = generateLocalPageHtml("Instalação de Motor PPA em Bonsucesso - Guarulhos - SP", 30);
    const href = page.html.match(/<a href="([^"]+)">/)?.[1];
    expect(href).toBeDefined();
    const url = new URL(href!.replace(/&amp;/g, "&"));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${business.phoneDigits}`);
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain("Bonsucesso");
    expect(text).toContain("instalação");
    expect(href).not.toMatch(/\s/);
  });

  it("writes only allowed tags, without class, style, h1 or scripts", () => {
    for (const t of batchTitles) {
      for (const creativity of [0, 45, 100]) expectCleanHtml(generateLocalPageHtml(t, creativity).html);
    }
  });

  it("keeps the exact counts for every batch title and service type", () => {
    const extra = [
      "Serviço de Portão em Mauá - Mauá - SP",
      "Portão Automático em Cotia - Cotia - SP",
      "Ajuste de Portão em Vila Yara - Osasco - SP",
      "Configuração de Controle em Rudge Ramos - São Bernardo do Campo - SP",
    ];
    for (const t of [...batchTitles, ...extra]) {
      for (const creativity of [0, 25, 45, 55, 100]) {
        const page = generateLocalPageHtml(t, creativity);
        const parts = countParts(page.html);
        expect(parts.sections, t).toBe(page.shape.sections);
        expect(parts.faqs, t).toBe(page.shape.faqs);
        expect(parts.lists, t).toEqual(Array<number>(page.shape.sections).fill(page.shape.bulletsPerList));
      }
    }
  });

  it("does not repeat a bullet or a sentence on the same page", () => {
    for (const t of batchTitles.slice(0, 15)) {
      const html = generateLocalPageHtml(t, 100).html;
      const items = html.match(/<li>[\s\S]*?<\/li>/g) ?? [];
      expect(new Set(items).size, t).toBe(items.length);
      const paras = (html.match(/<p>[\s\S]*?<\/p>/g) ?? []).join(" ").replace(/<[^>]+>/g, " ");
      const list = paras
        .split(/(?<=[.!?])\s+/)
        .map((s) => s.trim())
        .filter((s) => s.length > 30);
      expect(new Set(list).size, t).toBe(list.length);
    }
  });

  it("asks distinct FAQ questions and never both area questions", () => {
    for (const t of batchTitles) {
      const page = generateLocalPageHtml(t, 100);
      const questions = page.html.match(/<h3>[\s\S]*?<\/h3>/g) ?? [];
      expect(new Set(questions).size, t).toBe(questions.length);
      const area = questions.filter(
        (q) => q === "<h3>Quais regiões vocês atendem?</h3>" || q === `<h3>Vocês atendem ${page.location.place}?</h3>`,
      );
      expect(area.length, t).toBeLessThanOrEqual(1);
    }
  });

  it("escapes user text from the title", () => {
    const page = generateLocalPageHtml("Conserto <script>alert(1)</script> em Vila <b>Nova</b> - São Paulo - SP", 100);
    expect(page.location.place).toBe("Vila <b>Nova</b>");
    expectCleanHtml(page.html);
    expect(page.html).not.toContain("<b>");
    expect(page.html).not.toContain("<script");
    expect(page.html).toContain("Vila &lt;b&gt;Nova&lt;/b&gt;");

    const quoted = generateLocalPageHtml(`Instalação em Jardim "Bela" & Cia < Vista - São Paulo - SP`, 100).html;
    expectCleanHtml(quoted);
    expect(quoted).toContain("Jardim &quot;Bela&quot; &amp; Cia &lt; Vista");
  });

  it("writes a meta description of at most 160 characters naming service and place", () => {
    for (const t of batchTitles) {
      for (const creativity of [0, 100]) {
        const page = generateLocalPageHtml(t, creativity);
        expect(page.description.length, t).toBeLessThanOrEqual(160);
        expect(page.description, t).toContain(page.location.place);
        expect(fold(page.description), t).toContain(SERVICE_WORD[page.service]);
      }
    }
    const long = generateLocalPageHtml(
      `Conserto em ${"Jardim Muito Comprido ".repeat(12).trim()} - São Paulo - SP`,
      50,
    );
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description.length).toBeGreaterThan(40);
  });

  it("writes pt-BR copy that uses business facts", () => {
    const html = generateLocalPageHtml(title, 100).html;
    expect(html).toMatch(/[ãçéêóíú]/);
    expect(html).toContain(business.name);
    expect(html).toContain("Vila Mariana");
  });

  it("mentions local detail for known cities", () => {
    const regional = (t: string, words: RegExp) => {
      // Try creativities until the regional section is drawn; some title/creativity pair must have it.
      const found = [0, 20, 40, 50, 60, 70, 80, 90, 100].some((c) => words.test(generateLocalPageHtml(t, c).html));
      expect(found, t).toBe(true);
    };
    regional("Instalação de Motor PPA em Bonsucesso - Guarulhos - SP", /Cumbica|Cantareira|Dutra|Vila Galvão|galpões/);
    regional(
      "Troca de Motor de Portão em Vila Yara - Osasco - SP",
      /Castello Branco|Tietê|Rodoanel|Antônio Agu|Presidente Altino/,
    );
  });
});

describe("variety between titles", () => {
  it.each([
    ["Conserto de Portão em Moema - São Paulo - SP", "Conserto de Portão em Tatuapé - São Paulo - SP"],
    ["Instalação de Motor PPA em Mauá - Mauá - SP", "Instalação de Motor PPA em Diadema - Diadema - SP"],
    [
      "Manutenção de Portão Automático em Moema - São Paulo - SP",
      "Manutenção de Portão Automático em Santana - São Paulo - SP",
    ],
    [
      "Troca de Motor de Portão em Vila Yara - Osasco - SP",
      "Troca de Motor de Portão em Presidente Altino - Osasco - SP",
    ],
  ])("%s and %s differ beyond the place name", (a, b) => {
    for (const creativity of [0, 50, 100]) {
      const pa = generateLocalPageHtml(a, creativity);
      const pb = generateLocalPageHtml(b, creativity);
      const ratio = sharedSentenceRatio(sentences(pa.html, pa.location.place), sentences(pb.html, pb.location.place));
      expect(ratio, `creativity ${creativity}`).toBeLessThan(0.7);
      expect(pa.html.split(pa.location.place).join("X")).not.toBe(pb.html.split(pb.location.place).join("X"));
    }
  });

  it("keeps every pair of batch pages with the same service below 70% shared sentences", () => {
    for (const creativity of [0, 100]) {
      const pages = batchTitles.map((t) => generateLocalPageHtml(t, creativity));
      const sets = pages.map((p) => sentences(p.html, p.location.place));
      for (let i = 0; i < pages.length; i++) {
        for (let j = i + 1; j < pages.length; j++) {
          if (pages[i]!.service !== pages[j]!.service) continue;
          const ratio = sharedSentenceRatio(sets[i]!, sets[j]!);
          expect(ratio, `${batchTitles[i]} | ${batchTitles[j]} @${creativity}`).toBeLessThan(0.7);
        }
      }
    }
  });
});
