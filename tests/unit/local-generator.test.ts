import { describe, expect, it } from "vitest";
import { business } from "@content/business";
import { BATCH_TITLE_MAX, batchTitles } from "@content/generator-titles";
import { allLocations, findLocation, inPlace, locationPath } from "@content/locations";
import { aiTemperature } from "~/lib/generation/ai.server";
import {
  detectServiceType,
  generateLocalPageHtml,
  pageTopicOf,
  parseLocationFromTitle,
  shapeFor,
  type GenerationShape,
  type ServiceType,
} from "~/lib/generation/local-generator";
import { statesFrozenFact } from "~/lib/html-stage/frozen-facts";
import { shingles } from "~/lib/seo/similarity";

// ----- helpers ---------------------------------------------------------------------------------

const FAQ_HEADING = "<h2>Perguntas frequentes</h2>";

/** Section h2s (the FAQ h2 excluded), FAQ h3s and the <li> count of every list. */
function countParts(html: string): { sections: number; faqs: number; lists: number[]; faqH2: number } {
  const h2s = html.match(/<h2>[\s\S]*?<\/h2>/g) ?? [];
  const faqH2 = h2s.filter((h) => h === FAQ_HEADING).length;
  const faqStart = html.indexOf(FAQ_HEADING);
  const faqPart = faqStart >= 0 ? html.slice(faqStart) : "";
  const lists = (html.match(/<ul>[\s\S]*?<\/ul>/g) ?? []).map((ul) => (ul.match(/<li>/g) ?? []).length);
  return { sections: h2s.length - faqH2, faqs: (faqPart.match(/<h3>/g) ?? []).length, lists, faqH2 };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function fold(t: string): string {
  return t
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const ALLOWED_TAG = /^<\/?(h2|h3|p|ul|li|strong|a)(\s+href="[^"<>]*")?>$/;

function expectCleanHtml(html: string): void {
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag, tag).toMatch(ALLOWED_TAG);
  expect(html).not.toMatch(/\sclass\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/<h1/i);
}

/** Lists a page of `sections` has: the place section and the main text's continuation have none. */
function expectedLists(html: string, shape: GenerationShape, served: boolean): number[] {
  let lists = shape.sections;
  if (served) lists--; // the place section
  if (shape.sections >= 5) lists--; // the main text's continuation
  expect(html).toBeTruthy();
  return Array<number>(lists).fill(shape.bulletsPerList);
}

// ----- parsing -------------------------------------------------------------------------------

describe("parseLocationFromTitle", () => {
  it("finds a served place after its preposition, with the city it belongs to", () => {
    expect(parseLocationFromTitle("Instalação de Fotocélula no Jabaquara, São Paulo")).toEqual({
      city: "São Paulo",
      place: "Jabaquara",
    });
    expect(parseLocationFromTitle("Conserto de Portão Automático na Vila Mariana")).toEqual({
      city: "São Paulo",
      place: "Vila Mariana",
    });
    expect(parseLocationFromTitle("Ajuste de Fotocélula no Centro, Osasco")).toEqual({
      city: "Osasco",
      place: "Centro",
    });
    expect(parseLocationFromTitle("Conserto de Portão em Taboão da Serra").place).toBe("Taboão da Serra");
  });

  it("still reads the older '… em Place - City - SP' titles", () => {
    expect(parseLocationFromTitle("Conserto de Portão Automático em Vila Mariana - São Paulo - SP")).toEqual({
      city: "São Paulo",
      place: "Vila Mariana",
    });
    expect(parseLocationFromTitle("📍 Instalação de Motor PPA em Santo André - Santo André - SP")).toEqual({
      city: "Santo André",
      place: "Santo André",
    });
  });

  it("keeps an unknown place as written, with no place facts", () => {
    expect(parseLocationFromTitle("Manutenção de motor em Curitiba")).toEqual({ city: "São Paulo", place: "Curitiba" });
    expect(pageTopicOf("Manutenção de motor em Curitiba").served).toBeUndefined();
    expect(parseLocationFromTitle("Manutenção de motor")).toEqual({ city: "São Paulo", place: "São Paulo" });
  });

  it("does not mistake the serviced thing for a place", () => {
    expect(parseLocationFromTitle("Técnico em Portão Automático - Guarulhos - SP")).toEqual({
      city: "Guarulhos",
      place: "Guarulhos",
    });
    expect(pageTopicOf("Técnico em Portão Automático em Itaquera, São Paulo").served?.slug).toBe("itaquera");
  });
});

describe("batch titles", () => {
  it("name a served place with its own article, the city once, in at most 60 characters", () => {
    expect(batchTitles).toHaveLength(50);
    for (const title of batchTitles) {
      const { served } = pageTopicOf(title);
      expect(served, title).toBeDefined();
      expect(title, title).toContain(` ${inPlace(served!)}`);
      expect(title.length, title).toBeLessThanOrEqual(BATCH_TITLE_MAX);
      expect(title.split(served!.city).length - 1, `city once: ${title}`).toBeLessThanOrEqual(
        served!.name.includes(served!.city) ? 2 : 1,
      );
      expect(title).not.toMatch(/ - SP$/);
    }
    expect(new Set(batchTitles).size).toBe(50);
    // Every place once: no two batch pages target the same place.
    expect(new Set(batchTitles.map((t) => pageTopicOf(t).served!.slug)).size).toBe(50);
  });
});

describe("detectServiceType", () => {
  it.each<[string, ServiceType]>([
    ["Conserto de Portão Automático em Moema", "Conserto"],
    ["CONSERTO de motor", "Conserto"],
    ["Reparo de Central de Portão", "Reparo"],
    ["Instalação de Motor PPA", "Instalação"],
    ["instalacao de motor ppa", "Instalação"],
    ["MANUTENÇÃO de portão basculante", "Manutenção"],
    ["Troca de Placa de Portão", "Troca"],
    ["Ajuste de Fim de Curso", "Ajuste"],
    ["Configuração de Controle de Portão", "Configuração"],
    ["Técnico em Motor de Portão", "Técnico"],
    ["Motor PPA Deslizante em Moema", "Serviço especializado"],
  ])("%s → %s", (title, expected) => {
    expect(detectServiceType(title)).toBe(expected);
  });

  it("reads the subject the title names, the most specific first", () => {
    const subject = (t: string) => pageTopicOf(t).subject.id;
    expect(subject("Instalação de Fotocélula no Jabaquara")).toBe("fotocelula");
    expect(subject("Configuração de Controle de Portão em Perdizes")).toBe("controle");
    expect(subject("Ajuste de Fim de Curso de Portão no Tucuruvi")).toBe("fim-de-curso");
    expect(subject("Troca de Placa de Portão em Diadema")).toBe("central");
    expect(subject("Conserto de Portão Basculante em Mauá")).toBe("basculante");
    expect(subject("Troca de Motor de Portão no Tatuapé")).toBe("motor");
    expect(subject("Técnico em Portão Automático em Itaquera")).toBe("portao");
  });
});

describe("shapeFor and aiTemperature", () => {
  it.each<[number, GenerationShape]>([
    [0, { sections: 3, bulletsPerList: 3, faqs: 1 }],
    [20, { sections: 3, bulletsPerList: 4, faqs: 2 }],
    [40, { sections: 4, bulletsPerList: 4, faqs: 3 }],
    [50, { sections: 4, bulletsPerList: 5, faqs: 4 }],
    [60, { sections: 5, bulletsPerList: 6, faqs: 5 }],
    [250, { sections: 5, bulletsPerList: 6, faqs: 5 }],
    [Number.NaN, { sections: 3, bulletsPerList: 3, faqs: 1 }],
  ])("shapeFor(%s)", (creativity, shape) => {
    expect(shapeFor(creativity)).toEqual(shape);
  });

  it("maps creativity to temperature 0.5..1", () => {
    expect(aiTemperature(0)).toBe(0.5);
    expect(aiTemperature(75)).toBe(0.875);
    expect(aiTemperature(180)).toBe(1);
  });
});

// ----- generation ------------------------------------------------------------------------------

describe("generateLocalPageHtml", () => {
  const title = "Instalação de Fotocélula no Jabaquara, São Paulo";

  it("is deterministic for the same input", () => {
    const a = generateLocalPageHtml(title, 55);
    expect(generateLocalPageHtml(title, 55)).toEqual(a);
    expect(generateLocalPageHtml(`  ${title}  `, 55).html).toBe(a.html);
  });

  it.each([0, 20, 40, 50, 60, 100])("matches shapeFor(%s) in sections, bullets and FAQ", (creativity) => {
    const shape = shapeFor(creativity);
    for (const t of [title, "Manutenção de motor", "Conserto de portão basculante em Curitiba"]) {
      const page = generateLocalPageHtml(t, creativity);
      const parts = countParts(page.html);
      expect(parts.sections, t).toBe(shape.sections);
      expect(parts.faqH2).toBe(1);
      expect(parts.faqs, t).toBe(shape.faqs);
      expect(parts.lists, t).toEqual(expectedLists(page.html, shape, page.served !== undefined));
    }
  });

  it("keeps the exact counts for every batch title", () => {
    for (const t of batchTitles) {
      for (const creativity of [0, 45, 55, 100]) {
        const page = generateLocalPageHtml(t, creativity);
        const parts = countParts(page.html);
        expect(parts.sections, t).toBe(page.shape.sections);
        expect(parts.faqs, t).toBe(page.shape.faqs);
        expect(parts.lists, t).toEqual(expectedLists(page.html, page.shape, true));
        expectCleanHtml(page.html);
      }
    }
  });

  it("writes about the subject the title names, not about another", () => {
    const foto = fold(text(generateLocalPageHtml(title, 100).html));
    expect(foto.match(/fotocelula/g)?.length ?? 0).toBeGreaterThan(8);
    expect(foto).toMatch(/emissor|receptor|feixe/);
    expect(foto).not.toMatch(/cremalheira ao longo|contrapeso/);
    const basculante = fold(text(generateLocalPageHtml("Conserto de Portão Basculante em Taboão da Serra", 100).html));
    expect(basculante).toMatch(/contrapeso|equilibrio da folha/);
    expect(basculante).not.toMatch(/feixe infravermelho/);
    // Every batch page's headings name its subject or its service.
    for (const t of batchTitles) {
      const page = generateLocalPageHtml(t, 100);
      const { subject } = pageTopicOf(t);
      const h2 = fold((page.html.match(/<h2>[\s\S]*?<\/h2>/g) ?? []).join(" "));
      expect(h2, t).toContain(fold(subject.noun));
    }
  });

  it("writes about the place the title names from its own page, linking to it, never copying it", () => {
    const page = generateLocalPageHtml(title, 100);
    const jabaquara = findLocation("jabaquara")!;
    expect(page.html).toContain(`<a href="${locationPath(jabaquara)}">`);
    expect(page.html).toContain("Zona Sul de São Paulo");
    expect(page.html).toContain(jabaquara.nearby[0]!);
    // No 8-word run of the place's own text appears on the generated page.
    const own = shingles(jabaquara.body.join(" "), 8);
    const mine = shingles(text(page.html), 8);
    expect([...mine].filter((s) => own.has(s))).toEqual([]);
    for (const t of batchTitles) {
      const p = generateLocalPageHtml(t, 60);
      expect(p.html, t).toContain(`href="${locationPath(p.served!)}"`);
    }
  });

  it("states no business fact: no price, hours, phone, deadline, warranty term or count", () => {
    for (const t of batchTitles) {
      const page = generateLocalPageHtml(t, 100);
      const sentences = text(page.html).split(/(?<=[.!?:])\s+/);
      expect(
        sentences.filter((s) => statesFrozenFact(s)),
        t,
      ).toEqual([]);
      expect(statesFrozenFact(page.description), t).toBe(false);
      expect(page.html).not.toContain(business.phoneDisplay);
    }
  });

  it("ends with a chat link naming the service, the subject and the place", () => {
    const page = generateLocalPageHtml("Instalação de Motor PPA no Bonsucesso, Guarulhos", 30);
    const href = page.html.match(/<a href="(https:\/\/wa\.me[^"]+)">/)?.[1];
    expect(href).toBeDefined();
    const url = new URL(href!.replace(/&amp;/g, "&"));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${business.whatsappDigits}`);
    const message = url.searchParams.get("text") ?? "";
    expect(message).toContain("no Bonsucesso");
    expect(message).toContain("instalação");
    expect(message).toContain("motor");
    const faqAt = page.html.indexOf(FAQ_HEADING);
    expect(page.html.lastIndexOf("<ul>")).toBeLessThan(faqAt);
    expect(page.html.lastIndexOf("wa.me")).toBeGreaterThan(faqAt);
  });

  it("does not repeat a bullet, a sentence or a question on the same page", () => {
    for (const t of batchTitles) {
      const html = generateLocalPageHtml(t, 100).html;
      const items = html.match(/<li>[\s\S]*?<\/li>/g) ?? [];
      expect(new Set(items).size, t).toBe(items.length);
      const questions = html.match(/<h3>[\s\S]*?<\/h3>/g) ?? [];
      expect(new Set(questions).size, t).toBe(questions.length);
      const list = text((html.match(/<p>[\s\S]*?<\/p>/g) ?? []).join(" "))
        .split(/(?<=[.!?])\s+/)
        .filter((s) => s.length > 30);
      expect(new Set(list).size, t).toBe(list.length);
    }
  });

  it("escapes user text from the title", () => {
    const page = generateLocalPageHtml("Conserto <script>alert(1)</script> em Vila <b>Nova</b> - São Paulo - SP", 100);
    expect(page.location.place).toBe("Vila <b>Nova</b>");
    expectCleanHtml(page.html);
    expect(page.html).not.toContain("<b>");
    expect(page.html).toContain("Vila &lt;b&gt;Nova&lt;/b&gt;");
  });

  it("writes a description of at most 160 characters naming the service and the place", () => {
    for (const t of batchTitles) {
      const page = generateLocalPageHtml(t, 100);
      expect(page.description.length, t).toBeLessThanOrEqual(160);
      expect(page.description, t).toContain(page.location.place);
    }
    const long = generateLocalPageHtml(
      `Conserto em ${"Jardim Muito Comprido ".repeat(12).trim()} - São Paulo - SP`,
      50,
    );
    expect(long.description.length).toBeLessThanOrEqual(160);
  });

  it("knows every served place's article, from the place data", () => {
    for (const l of allLocations) {
      const page = generateLocalPageHtml(`Conserto de Fotocélula ${inPlace(l)}, ${l.city}`, 100);
      expect(page.served?.slug, l.slug).toBe(l.slug);
      expect(page.html).toContain(inPlace(l));
    }
  });
});
