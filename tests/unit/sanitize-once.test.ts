// A page's HTML is parsed once per save, and never when a stored page is viewed (issue 32:
// "sanitize once"; issue 40, part 7: one HTML pass). htmlparser2's parseDocument is wrapped with a
// counter; the save paths run as they do in the Worker down to the store's cleaning
// (store-clean.server.ts cleanPage) and the text the uniqueness gate measures (page-view.server.ts
// pageTextParts, the store's gateReader.textParts). Only the KV/D1 writes are left out: they never
// touch the HTML. There is no memo of outputs: only the stage's own result object is kept unparsed.
import { beforeEach, describe, expect, it, vi } from "vitest";

const counter = vi.hoisted(() => ({ calls: 0, content: "" }));

vi.mock("htmlparser2", async (importOriginal) => {
  const real = await importOriginal<typeof import("htmlparser2")>();
  const parseDocument: typeof real.parseDocument = (...args) => {
    counter.calls += 1;
    return real.parseDocument(...args);
  };
  return { ...real, parseDocument };
});

vi.mock("~/lib/generation/ai.server", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  completeWithAi: async () => ({
    content:
      "<h2>Como funciona o motor de portão</h2><p>O motor move a folha do portão por uma cremalheira.</p>" +
      "<p>A central recebe o sinal do controle e aciona o motor.</p><script>alert(1)</script>",
    tokens: 10,
    attempts: 1,
  }),
}));

vi.mock("~/lib/pages/store.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/lib/pages/store.server")>();
  const { cleanPage } = await import("~/lib/pages/store-clean.server");
  const { pageTextParts } = await import("~/lib/pages/page-view.server");
  return {
    ...real,
    getPage: async () => null,
    // The store's work on the HTML: clean it, then the gate measures the saved record's text.
    savePage: async (
      _store: unknown,
      input: import("~/lib/pages/page-record").NewPage,
      options?: { staged?: import("~/lib/html-stage/stage.server").StagedHtml },
    ) => {
      const record = cleanPage(input, options?.staged) as unknown as import("~/lib/pages/page-record").PageRecord;
      pageTextParts(record);
      counter.content = record.content;
      return { record, similar: null };
    },
  };
});

// Unit files share loaded modules (vitest.config.ts, isolate: false): load these afresh, so they
// see the mocks above whatever file ran before in this fork.
vi.resetModules();
const { cleanPage } = await import("~/lib/pages/store-clean.server");
const { pageTextParts, renderedHtml } = await import("~/lib/pages/page-view.server");
const { generateAndSave } = await import("~/lib/generation/generation.server");
const { stageHtml } = await import("~/lib/html-stage/stage.server");

const services = { kv: {}, changes: {}, db: {}, config: { AI_API_KEY: "k" } } as never;

beforeEach(() => {
  counter.calls = 0;
});

describe("HTML parses per save and per view", () => {
  it("a page saved from the admin form: once", () => {
    const record = cleanPage({
      title: "Portão deslizante em Osasco",
      slug: "portao-deslizante-em-osasco",
      description: "Resumo.",
      content: "<p>Texto do vendedor.</p><img src=x onerror=alert(1)>",
      status: "published",
      origin: "seller",
    });
    pageTextParts(record as never);
    expect(record.content).not.toContain("onerror");
    expect(counter.calls).toBe(1);
  });

  it("a batch-generated page (local engine): once", async () => {
    const item = await generateAndSave(services, {
      index: 0,
      title: "Motor para portão basculante em Barueri",
      creativity: 75,
      engine: "local",
    });
    expect(item).toMatchObject({ success: true, skipped: false });
    expect(counter.calls).toBe(1);
  });

  it("a technical AI page: once, and nothing unsafe kept", async () => {
    const item = await generateAndSave(services, {
      index: 0,
      title: "Como funciona o motor de portão",
      creativity: 70,
      engine: "ai",
      category: "Manutenção",
    });
    expect(item).toMatchObject({ success: true, skipped: false });
    expect(counter.content).toContain("cremalheira");
    expect(counter.content).not.toContain("<script");
    expect(counter.calls).toBe(1);
  });

  it("a generated page viewed from KV: never", () => {
    const stored = cleanPage({
      title: "Motor para portão pivotante",
      slug: "motor-para-portao-pivotante",
      description: "Resumo.",
      content: "<p>O motor pivotante abre a folha como uma porta.</p>",
      status: "published",
      origin: "generator",
    });
    counter.calls = 0;
    const html = renderedHtml(stored as never);
    pageTextParts(stored as never);
    expect(html).toContain("pivotante");
    expect(counter.calls).toBe(0);
  });

  it("the store keeps unparsed only the stage's own result for that exact text, never a look-alike", () => {
    const unsafe = `<p>Olá</p><img src="x" onerror="alert(1)">`;
    const first = stageHtml(unsafe, { frozen: true });
    const again = stageHtml(unsafe, { frozen: true });
    expect(first.html).not.toContain("onerror");
    expect(again.html).toBe(first.html);
    expect(counter.calls).toBe(2);
    const page = { title: "Olá", slug: "ola", description: "Resumo.", status: "published" as const };
    expect(cleanPage({ ...page, content: first.html }, first).content).toBe(first.html);
    expect(counter.calls).toBe(2);
    // A look-alike object, or the stage's result handed with other content, is staged again.
    const forged = { html: unsafe, flagged: [], words: { before: 0, after: 0 }, sentences: [] };
    expect(cleanPage({ ...page, content: unsafe }, forged).content).not.toContain("onerror");
    expect(cleanPage({ ...page, content: unsafe }, first).content).not.toContain("onerror");
    expect(counter.calls).toBe(4);
    // A result staged without the frozen-fact cut does not stand for a generator's text.
    const plain = stageHtml("<p>Atendimento 24 horas.</p><p>O motor abre o portão.</p>");
    expect(cleanPage({ ...page, content: plain.html, origin: "generator" }, plain).content).toBe(
      "<p>O motor abre o portão.</p>",
    );
  });
});
