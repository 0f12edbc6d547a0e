// The editorial pages as served by the built Worker: what a reader sees and what the structured
// data says must be the same thing, and the numbers must come from content/business.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HTMLElement } from "node-html-parser";
import { triflexArticle } from "@content/blog-triflex";
import { business } from "@content/business";
import { faqGroups } from "@content/faq";
import { servicesPage } from "@content/services";
import { findTopic } from "@content/topics";
import { CONTACT_REL, trackedWhatsAppHref } from "~/lib/leads/contact";
import { seedPage } from "../../harness/pages";
import { readSitemap } from "../../harness/crawl";
import { getHtml, text } from "../../harness/html";
import { LAUNCH_CLAIMS } from "../../harness/identity";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { chatSigner } from "~/lib/leads/chat-message.server";
import { TEST_ADMIN } from "../../harness/admin";

let w: RunningWorker;

beforeAll(async () => {
  // Launched, with the seller's confirmed claims: the pages state them.
  w = await startWorker({ launched: true });
});
afterAll(async () => {
  await w?.dispose();
});

async function page(path: string): Promise<HTMLElement> {
  const res = await w.fetch(path);
  expect(res.status, path).toBe(200);
  return getHtml(res);
}

type Entity = Record<string, unknown>;

/** Every JSON-LD entity of the page (arrays and @graph flattened). */
function jsonLd(doc: HTMLElement): Entity[] {
  return doc.querySelectorAll('script[type="application/ld+json"]').flatMap((s) => {
    const data = JSON.parse(s.rawText) as Entity | Entity[];
    if (Array.isArray(data)) return data;
    if (Array.isArray(data["@graph"])) return data["@graph"] as Entity[];
    return [data];
  });
}

const ofType = (doc: HTMLElement, type: string) => jsonLd(doc).filter((e) => e["@type"] === type);
const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const robots = (doc: HTMLElement) => doc.querySelector('meta[name="robots"]')?.getAttribute("content");
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

describe("/duvidas-frequentes", () => {
  it("shows 45–55 questions and the FAQPage JSON-LD says exactly the same, in order", async () => {
    const doc = await page("/duvidas-frequentes");
    const details = doc.querySelectorAll("[data-faq] details");
    console.log(`duvidas-frequentes: ${details.length} questions`);
    expect(details.length).toBeGreaterThanOrEqual(45);
    expect(details.length).toBeLessThanOrEqual(55);
    const visible = details.map((d) => ({
      question: text(d.querySelector("summary > span")),
      answer: text(d.querySelector("summary + *")),
    }));
    expect(visible.map((v) => v.question)).toEqual(faqGroups.flatMap((g) => g.items.map((i) => squash(i.question))));

    const faq = ofType(doc, "FAQPage");
    expect(faq).toHaveLength(1);
    const entities = faq[0]!.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }[];
    expect(entities.every((e) => e["@type"] === "Question" && e.acceptedAnswer["@type"] === "Answer")).toBe(true);
    expect(entities.map((e) => squash(e.name))).toEqual(visible.map((v) => v.question));
    expect(entities.map((e) => squash(e.acceptedAnswer.text))).toEqual(visible.map((v) => v.answer));
    // The lead's count is the real count.
    expect(text(doc.querySelector("main"))).toContain(`${details.length} respostas`);
  });

  it("gives every question the same details name, so only one is open at a time", async () => {
    const doc = await page("/duvidas-frequentes");
    const details = doc.querySelectorAll("[data-faq] details");
    const names = new Set(details.map((d) => d.getAttribute("name")));
    expect([...names]).toHaveLength(1);
    expect([...names][0]).toBeTruthy();
    expect(details.some((d) => d.hasAttribute("open"))).toBe(false);
  });
});

describe("/guia-completo", () => {
  it("has at least 2500 words, h2s and h3s, and a table of contents whose anchors all exist", async () => {
    const doc = await page("/guia-completo");
    const main = doc.querySelector("main")!;
    const count = words(text(main));
    console.log(`guia-completo: ${count} words in <main>`);
    expect(count).toBeGreaterThanOrEqual(2500);

    const toc = main.querySelector('nav[aria-labelledby="sumario"]');
    expect(toc).not.toBeNull();
    const anchors = toc!.querySelectorAll("a").map((a) => a.getAttribute("href") ?? "");
    expect(anchors.length).toBeGreaterThanOrEqual(5);
    const broken = anchors.filter((href) => {
      if (!href.startsWith("#")) return true;
      const target = doc.querySelector(`[id="${href.slice(1)}"]`);
      return target?.tagName !== "H2";
    });
    expect(broken, `TOC links without an h2 target: ${broken.join(", ")}`).toEqual([]);
    // Each content h2 is in the table of contents.
    const sectionH2 = main.querySelectorAll("section > h2[id]").map((h) => `#${h.id}`);
    expect(anchors).toEqual(sectionH2);
    expect(main.querySelectorAll("h3").length).toBeGreaterThanOrEqual(3);

    const ids = doc.querySelectorAll("[id]").map((e) => e.id);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      "duplicate ids",
    ).toEqual([]);
  });
});

describe("/blog/triflex-connect-ppa", () => {
  it("shows the reading time, the six steps in order and the seven fine adjustments", async () => {
    const doc = await page("/blog/triflex-connect-ppa");
    expect(text(doc.querySelector("main"))).toContain("Leitura de 10 min");

    const steps = doc.querySelectorAll("main h2").filter((h) => /^Passo \d+:/.test(text(h)));
    expect(steps).toHaveLength(6);
    expect(steps.map((h) => text(h))).toEqual(triflexArticle.steps.map((s, i) => `Passo ${i + 1}: ${s.name}`));
    expect(steps.map((h) => h.id)).toEqual(triflexArticle.steps.map((s) => s.id));
    expect(steps[0]!.id).toBe("reset-da-central");
    expect(text(steps[0])).toMatch(/reset/i);

    const fine = doc.querySelector('section[aria-labelledby="ajustes-finos"]');
    const adjustments = fine?.querySelectorAll("li").map((li) => text(li)) ?? [];
    expect(adjustments).toEqual([
      "Velocidade de abertura e fechamento",
      "Velocidade de partida",
      "Rampas de desaceleração por distância e tempo",
      "Força do motor",
      "Sensibilidade da embreagem eletrônica",
      "Fechamento automático temporizado",
      "Parada parcial na abertura para pedestres",
    ]);
  });

  it("has Article and HowTo JSON-LD matching the steps", async () => {
    const doc = await page("/blog/triflex-connect-ppa");
    const [article] = ofType(doc, "Article");
    expect(article?.headline).toBe(triflexArticle.heading);
    const [howTo] = ofType(doc, "HowTo");
    expect(howTo).toBeDefined();
    const step = howTo!.step as { "@type": string; position: number; name: string; url: string }[];
    expect(step.map((s) => s.name)).toEqual(triflexArticle.steps.map((s) => s.name));
    expect(step.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(step[0]!.url).toBe("https://motoresppa.com.br/blog/triflex-connect-ppa#reset-da-central");
  });

  it("ends with a chat call to action that carries a pre-filled message", async () => {
    const doc = await page("/blog/triflex-connect-ppa");
    // The render signs the message (the click endpoint takes no other): the same signer here.
    const sign = chatSigner(TEST_ADMIN.sessionSecret);
    const href = trackedWhatsAppHref({ path: "/blog/triflex-connect-ppa" }, triflexArticle.ctaMessage, sign);
    expect(href).toMatch(/^\/contato\/whatsapp\?de=.+&msg=.+&assinatura=.+/);
    const cta = doc.querySelectorAll("main a").find((a) => a.getAttribute("href") === href);
    expect(cta, "CTA with the article's message").toBeDefined();
    expect(new URL(href, w.url).searchParams.get("msg")).toBe(triflexArticle.ctaMessage);
    expect(cta!.getAttribute("target")).toBe("_blank");
    expect(cta!.getAttribute("rel")).toBe(CONTACT_REL);
  });
});

describe("/servicos-profissionais", () => {
  it("has Service JSON-LD, five troubleshooting items and six regions", async () => {
    const doc = await page("/servicos-profissionais");
    const [service] = ofType(doc, "Service");
    expect(service).toBeDefined();
    const area = (service!.areaServed as { name: string }[]).map((a) => a.name);
    expect(area).toEqual(servicesPage.regions.map((r) => r.name));

    const problems = doc.querySelectorAll('section[aria-labelledby="problemas"] [data-faq] details');
    expect(problems).toHaveLength(5);
    expect(problems.map((d) => text(d.querySelector("summary > span")))).toEqual(
      servicesPage.troubleshooting.map((t) => t.question),
    );

    const regions = doc.querySelectorAll('section[aria-labelledby="regioes"] li h3').map((h) => text(h));
    expect(regions).toHaveLength(6);
    expect(regions).toEqual(servicesPage.regions.map((r) => r.name));
  });
});

describe("legal pages", () => {
  it("/privacidade cites art. 18 of the LGPD", async () => {
    const body = text((await page("/privacidade")).querySelector("main"));
    expect(body).toMatch(/[Aa]rt\. 18/);
    expect(body).toContain("LGPD");
  });

  it('/garantia states the warranties the seller confirmed ("Ofertas e garantias")', async () => {
    const doc = await page("/garantia");
    const rows = doc
      .querySelectorAll("main table tbody tr")
      .map((tr) => tr.querySelectorAll("td").map((td) => text(td)));
    const term = (label: string) => rows.find((r) => r[0] === label)?.[1];
    const { warranty, express } = LAUNCH_CLAIMS;
    expect(term("De fábrica")).toBe(plural(warranty.factoryYears!, "ano", "anos"));
    expect(term("Estendida")).toBe(plural(warranty.extendedYears!, "ano", "anos"));
    expect(term("Serviços de reparo")).toBe(`${warranty.serviceDays} dias`);
    expect(term("Manutenção Express")).toBe(plural(express.warrantyMonths!, "mês", "meses"));
    expect(text(doc.querySelector("main"))).toContain(
      `garantia estendida de ${plural(warranty.extendedYears!, "ano", "anos")}`,
    );
  });
});

describe("/topicos/:slug source order", () => {
  const builtIn = findTopic("portao-nao-abre")!;
  const shadow = { title: "Título gerado que não deve aparecer", slug: "portao-nao-abre" };
  const generated = { title: "Meu tópico gerado de teste", slug: "meu-topico-gerado" };

  beforeAll(async () => {
    const kv = await w.kv();
    for (const p of [shadow, generated]) {
      await seedPage(
        kv,
        {
          ...p,
          description: `Descrição de ${p.title.toLowerCase()}.`,
          content: `<h2>Seção de ${p.title}</h2><p>Conteúdo gerado.</p>`,
          category: null,
        },
        { db: await w.db() },
      );
    }
  });

  it("prefers the built-in topic over a generated page with the same slug", async () => {
    expect(builtIn).toBeDefined();
    const doc = await page("/topicos/portao-nao-abre");
    expect(text(doc.querySelector("h1"))).toBe(builtIn.title);
    expect(text(doc.querySelector("title"))).toBe(builtIn.title);
    // The page's own content is the built-in topic's (the menus may still list the generated page,
    // which lives at /links-uteis/portao-nao-abre).
    expect(doc.querySelector("main")?.toString()).not.toContain(shadow.title);
    expect(robots(doc)).toBe("index, follow");
  });

  it("shows a generated page whose slug is not a topic, canonical to its /links-uteis address", async () => {
    const doc = await page("/topicos/meu-topico-gerado");
    expect(text(doc.querySelector("h1"))).toBe(generated.title);
    expect(text(doc.querySelector("title"))).toBe(`${generated.title} | ${business.name}`);
    expect(robots(doc)).toBe("index, follow");
    // The same text lives at /links-uteis/{slug}: one canonical address, no duplicate content.
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://motoresppa.com.br/links-uteis/meu-topico-gerado",
    );
    expect(text(doc.querySelector("main"))).toContain("Conteúdo gerado.");
  });

  it("answers an unknown slug with 404, the generic text and the real topics, never the URL's words", async () => {
    const res = await w.fetch("/topicos/assunto-sem-pagina-compre-ja");
    expect(res.status).toBe(404);
    const doc = await getHtml(res);
    expect(text(doc.querySelector("h1"))).toBe("Tópico não encontrado");
    expect(doc.toString().toLowerCase()).not.toMatch(/assunto sem pagina|compre ja/);
    expect(text(doc.querySelector("main"))).toContain("Este assunto não tem uma página no site");
    const topicLinks = doc.querySelectorAll('main a[href^="/topicos/"]').map((a) => a.getAttribute("href"));
    expect(topicLinks).toContain("/topicos/portao-nao-abre");
    expect(topicLinks.length).toBeGreaterThanOrEqual(30);
    expect(doc.querySelectorAll('meta[name="robots"]').map((m) => m.getAttribute("content"))).toEqual([
      "noindex, follow",
    ]);
    expect(jsonLd(doc)).toEqual([]);
    const sitemap = await readSitemap(w);
    expect(sitemap.some((s) => s.path.includes("assunto-sem-pagina"))).toBe(false);
  });
});
