// A page's HTML goes through sanitize-html once per save, and never when a stored page is viewed
// (issue 32: "sanitize once"). sanitize-html is wrapped with a counter; the save paths run as they
// do in the Worker down to the store's cleaning (store-clean.server.ts cleanPage) and the text the
// uniqueness gate measures (page-view.server.ts pageTextParts, the store's gateReader.textParts).
// Only the KV/D1 writes are left out: they never touch the HTML.
import { beforeEach, describe, expect, it, vi } from "vitest";

const counter = vi.hoisted(() => ({ calls: 0, content: "" }));

vi.mock("sanitize-html", async (importOriginal) => {
  const real = ((await importOriginal()) as { default: (...args: unknown[]) => string }).default;
  const counted = Object.assign((...args: unknown[]) => {
    counter.calls += 1;
    return real(...args);
  }, real);
  return { default: counted };
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
    savePage: async (_store: unknown, input: import("~/lib/pages/page-record").NewPage) => {
      const record = cleanPage(input) as unknown as import("~/lib/pages/page-record").PageRecord;
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

describe("sanitize-html calls per save and per view", () => {
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

  it("the stage trusts only its own output: unsafe text is sanitized every time it comes in", () => {
    const unsafe = `<p>Olá</p><img src="x" onerror="alert(1)">`;
    const first = stageHtml(unsafe);
    const again = stageHtml(unsafe);
    expect(first).not.toContain("onerror");
    expect(again).toBe(first);
    expect(counter.calls).toBe(2);
    expect(stageHtml(first)).toBe(first);
    expect(counter.calls).toBe(2);
  });
});
