// AI generation and the batch creator through the built Worker, against a fake OpenAI-compatible
// server. One Worker per kind of configuration (with the AI secret — its KV refuses one write when
// a test asks —, without it, with a short AI timeout); the fake switches behaviour per test (`ai.use`), and every
// test starts from empty pages and job tables (harness/reset.ts), so the tests pass in any order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { batchTitles, technicalTopics } from "@content/generator-titles";
import type { JobView } from "~/lib/jobs/jobs";
import type { PageRecord } from "~/lib/pages/page-record";
import { slugify } from "~/lib/pages/slug";
import { postForm, signInCookie } from "../../harness/admin-client";
import { startFakeOpenAi, type FakeOpenAi, type Scenario } from "../../harness/fakes/fake-openai";
import { seedTechnicalTopics } from "../../harness/pages";
import { bundleProbe } from "../../harness/probe";
import { JOB_TABLES } from "../../harness/reset";
import { clearInWorker } from "../../harness/reset-probe";
import { FAIL_PUT_KEY, FAILING_PUT_KV, startWorker, type RunningWorker } from "../../harness/worker";

const SECRET_KEY = "sk-teste-segredo-0123456789";
let ai: FakeOpenAi;

beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai?.close();
});

/** A Worker for the tests of one describe, back to empty pages and job tables before each. */
function sharedWorker(bindings: Record<string, string>, pagesWrapper?: string) {
  const shared = { w: undefined as unknown as RunningWorker, cookie: "" };
  beforeAll(async () => {
    // The fake listens by now (the file's beforeAll runs first): its switchable address.
    const base = { AI_BASE_URL: ai.baseUrl("current"), AI_RETRY_MAX_MS: "20" };
    shared.w = await startWorker({
      // The one Workflow these tests run (each other engine a Worker of its own to start).
      workflows: ["GENERATION"],
      bindings: { ...base, ...bindings },
      pagesWrapper,
      probes: { reset: await bundleProbe("reset") },
    });
    shared.cookie = await signInCookie(shared.w);
  });
  afterAll(async () => {
    await shared.w?.dispose();
  });
  beforeEach(async () => {
    ai.reset();
    // Pages and job tables emptied in one request inside workerd (clearKv and clearTables did a
    // proxy round trip a key: hundreds after a 50-page test, issue 41).
    await clearInWorker(shared.w, { tables: JOB_TABLES });
  });
  return shared;
}

async function pageKeys(w: RunningWorker): Promise<string[]> {
  return (await (await w.kv()).list({ prefix: "page:" })).keys.map((k) => k.name);
}

async function allValues(w: RunningWorker): Promise<string> {
  const kv = await w.kv();
  const keys = (await kv.list()).keys.map((k) => k.name);
  return (await Promise.all(keys.map((k) => kv.get(k)))).join("\n");
}

const topic = technicalTopics[0]!;

/**
 * Starts a job through its route and polls it, as the tool screen does, until it ends: every
 * 250 ms (the screen waits seconds; each poll reads the job and its items, issue 41).
 */
async function runJob(w: RunningWorker, cookie: string, tool: string, fields: Record<string, string> = {}) {
  const res = await postForm(w, `/admin/api/trabalhos/${tool}`, { intent: "start", ...fields }, { Cookie: cookie });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  let job: JobView | null = null;
  await expect
    .poll(
      async () => {
        const r = await w.fetch(`/admin/api/trabalhos/${tool}`, { headers: { Cookie: cookie } });
        job = ((await r.json()) as { job: JobView }).job;
        return job.status;
      },
      { timeout: 60_000, interval: 250 },
    )
    .not.toBe("running");
  return { job: job!, startText: text };
}

/** One AI page through the content generator's job: the AI client's whole path, one request chain. */
async function oneAiPage(w: RunningWorker, cookie: string) {
  const { job } = await runJob(w, cookie, "conteudo", { titles: topic.title, engine: "ai", creativity: "70" });
  expect(job.items).toHaveLength(1);
  return job.items[0]!;
}

describe("AI generation through the built Worker and a fake OpenAI-compatible server", () => {
  const s = sharedWorker(
    {
      AI_API_KEY: SECRET_KEY,
      AI_MODEL: "gpt-4o",
      JOB_PAUSE_MS: "0",
      JOB_MAX_ATTEMPTS: "3",
    },
    FAILING_PUT_KV,
  );
  it("sends the right request and saves sanitized content", async () => {
    const { w, cookie } = s;
    // The first topic is left to write; the other 49 exist already.
    await seedTechnicalTopics(w, cookie, 1);
    const { job } = await runJob(w, cookie, "tecnico");
    expect(job.status).toBe("completed");
    expect(job.items[0]).toMatchObject({ success: true, skipped: false, slug: slugify(topic.title) });
    expect(job.items.slice(1).every((i) => i.skipped)).toBe(true);
    expect(ai.requests).toHaveLength(1);
    const req = ai.requests[0]!;
    expect(req.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(req.body.model).toBe("gpt-4o");
    expect(req.body.max_tokens).toBe(2000);
    expect(req.body.temperature).toBeCloseTo(0.85, 5); // creativity 70 → 0.5 + 70/200
    expect(req.body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(req.body.messages[0]!.content).toMatch(/HTML/);
    expect(req.body.messages[0]!.content).toMatch(/português do Brasil/);
    expect(req.body.messages[0]!.content).toMatch(/<h2>/);
    expect(req.body.messages[1]!.content).toContain(topic.title);
    expect(req.body.messages[1]!.content).toContain(topic.prompt);
    const stored = (await (await w.kv()).get(`page:${slugify(topic.title)}`, "json")) as {
      content: string;
      category: string;
    };
    expect(stored.category).toBe(topic.category);
    expect(stored.content).toContain("<h2>Instalação do motor PPA</h2>");
    expect(stored.content).not.toContain("<script");
    expect(await allValues(w)).not.toContain(SECRET_KEY);
    // A second run skips the existing slugs without calling the service.
    const again = await runJob(w, cookie, "tecnico");
    expect(again.job.items).toHaveLength(50);
    expect(again.job.items.every((i) => i.success && i.skipped)).toBe(true);
    expect(ai.requests).toHaveLength(1);
  });

  it("a save whose every sentence the claims check flags: kept as a draft in “Para revisar”, the sentence flagged", async () => {
    const { w, cookie } = s;
    // "94514949" reads as a number the seller never confirmed (CI once drew it as a test's tag).
    const sentence = "Atendemos o portão 94514949 com motor novo.";
    const res = await postForm(
      w,
      "/admin/local-generator",
      { intent: "save", title: "Página só de números", content: `<h2>Portão</h2><p>${sentence}</p>` },
      { Cookie: cookie },
    );
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text).toContain("Página salva em “Para revisar”");
    const record = await (await w.kv()).get<PageRecord>("page:pagina-so-de-numeros", "json");
    expect(record?.status).toBe("draft");
    expect(record?.review?.flags.map((f) => f.sentence)).toContain(sentence);
    expect((await w.fetch("/links-uteis/pagina-so-de-numeros")).status).toBe(404);
  });

  it("retries a 429 (Retry-After, capped here at 20 ms) and a 503, then succeeds", async () => {
    const { w, cookie } = s;
    for (const scenario of ["retry-429", "retry-500"] as Scenario[]) {
      ai.reset();
      await clearInWorker(w);
      ai.use(scenario);
      const item = await oneAiPage(w, cookie);
      expect(item.success, scenario).toBe(true);
      expect(item.attempts, scenario).toBe(2);
      expect(ai.requests).toHaveLength(2);
    }
  });

  const failures: [Scenario, string][] = [
    ["always-500", "Erro ao gerar conteúdo: o serviço de IA está com problemas (HTTP 500); tente de novo"],
    ["malformed", "Resposta da API não contém o conteúdo esperado"],
    ["no-choices", "Resposta da API não contém o conteúdo esperado"],
  ];
  for (const [scenario, message] of failures) {
    it(`${scenario}: reports '${message}' and saves nothing`, async () => {
      const { w, cookie } = s;
      ai.use(scenario);
      const item = await oneAiPage(w, cookie);
      expect(item).toMatchObject({ success: false, error: message });
      expect(await pageKeys(w)).toEqual([]);
      // 5xx are retried: three attempts in all (JOB_MAX_ATTEMPTS).
      expect(ai.requests).toHaveLength(scenario === "always-500" ? 3 : 1);
    });
  }

  // The batch creator makes no AI call: it shares this Worker.
  it("batch creator: creates the 50 pages, and a rerun creates none and reports 50 skipped", async () => {
    const { w, cookie } = s;
    const first = (await runJob(w, cookie, "lote")).job.items;
    expect(first.filter((i) => i.success && !i.skipped)).toHaveLength(50);
    expect(await pageKeys(w)).toHaveLength(50);
    const second = (await runJob(w, cookie, "lote")).job.items;
    expect(second.filter((i) => i.skipped)).toHaveLength(50);
    expect(second.filter((i) => !i.skipped)).toHaveLength(0);
    expect(await pageKeys(w)).toHaveLength(50);
  }, 60_000);

  it("batch creator when KV refuses one write: reports an injected save failure for one title and creates the rest", async () => {
    const { w, cookie } = s;
    const broken = batchTitles[7]!;
    const kv = await w.kv();
    await kv.put(FAIL_PUT_KEY, `page:${slugify(broken)}`);
    try {
      const items = (await runJob(w, cookie, "lote")).job.items;
      const failed = items.filter((i) => !i.success);
      expect(failed).toEqual([expect.objectContaining({ title: broken, error: "Falha ao salvar" })]);
      expect(items.filter((i) => i.success && !i.skipped)).toHaveLength(49);
      expect(await pageKeys(w)).toHaveLength(49);
      expect(await pageKeys(w)).not.toContain(`page:${slugify(broken)}`);
    } finally {
      await kv.delete(FAIL_PUT_KEY);
    }
  }, 60_000);

  it("hides the key field when the secret is configured", async () => {
    const { w, cookie } = s;
    const html = await (await w.fetch("/admin/technical-generator", { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain('type="password"');
    expect(html).not.toContain(SECRET_KEY);
  });

  it("the content generator page uses the AI service when chosen", async () => {
    const { w, cookie } = s;
    ai.use("fenced");
    const res = await postForm(
      w,
      "/admin/local-generator",
      { intent: "generate", titles: "Motor PPA em Moema", creativity: "0", engine: "ai" },
      { Cookie: cookie },
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Cercado");
    expect(html).not.toContain("```");
    expect(ai.requests[0]!.body.temperature).toBeCloseTo(0.5, 5);
  });
});

describe("an AI service that answers too late", () => {
  const s = sharedWorker({ AI_API_KEY: SECRET_KEY, AI_TIMEOUT_MS: "1000", JOB_MAX_ATTEMPTS: "3" });

  it("timeout: reports 'Erro ao gerar conteúdo: tempo de resposta esgotado' and saves nothing", async () => {
    const { w, cookie } = s;
    ai.use("timeout");
    const item = await oneAiPage(w, cookie);
    expect(item).toMatchObject({ success: false, error: "Erro ao gerar conteúdo: tempo de resposta esgotado" });
    expect(await pageKeys(w)).toEqual([]);
    // Timeouts are retried: three attempts, each one dropped by the Worker.
    expect(ai.requests).toHaveLength(3);
    await expect.poll(() => ai.dropped).toBe(3);
  });
});

describe("AI generation without the secret", () => {
  const s = sharedWorker({ JOB_PAUSE_MS: "0" });

  it("never echoes the key that a provider quotes in its error", async () => {
    const { w, cookie } = s;
    ai.use("error-401");
    await seedTechnicalTopics(w, cookie, 1);
    const oneOff = "sk-chave-do-formulario-987654321";
    const { job, startText } = await runJob(w, cookie, "tecnico", { apiKey: oneOff });
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.authorization).toBe(`Bearer ${oneOff}`);
    const item = job.items[0]!;
    expect(item.success).toBe(false);
    expect(item.error).toBe(
      "Erro ao gerar conteúdo: o serviço de IA recusou a chave de API (HTTP 401); confira a chave",
    );
    const text = startText + JSON.stringify(job);
    expect(text).not.toContain(oneOff);
    expect(text).not.toContain("sk-chave");
    expect(await allValues(w)).not.toContain(oneOff);
    expect(await pageKeys(w)).not.toContain(`page:${slugify(topic.title)}`);
  });

  it("a one-off key reaches the AI service but is never shown nor left stored", async () => {
    const { w, cookie } = s;
    const oneOff = "sk-chave-do-formulario-987654321";
    // Eight topics to write (where fifty are not the point).
    await seedTechnicalTopics(w, cookie, 8);
    const started = await postForm(
      w,
      "/admin/api/trabalhos/tecnico",
      { intent: "start", apiKey: oneOff },
      { Cookie: cookie },
    );
    const startText = await started.text();
    expect(started.status, startText).toBe(200);
    expect(startText).not.toContain(oneOff);
    const db = await w.db();
    const stored = await db.prepare("SELECT key_cipher FROM generation_jobs").first<{ key_cipher: string | null }>();
    if (stored?.key_cipher) expect(stored.key_cipher).not.toContain(oneOff);
    let job: JobView | null = null;
    await expect
      .poll(
        async () => {
          const r = await w.fetch("/admin/api/trabalhos/tecnico", { headers: { Cookie: cookie } });
          job = ((await r.json()) as { job: JobView }).job;
          return job.status;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe("completed");
    expect(ai.requests).toHaveLength(8);
    for (const r of ai.requests) expect(r.authorization).toBe(`Bearer ${oneOff}`);
    const row = await db.prepare("SELECT key_cipher FROM generation_jobs").first<{ key_cipher: string | null }>();
    expect(row?.key_cipher).toBeNull();
    expect(JSON.stringify(job)).not.toContain(oneOff);
  });

  it("asks for a key when neither the secret nor the form has one", async () => {
    const { w, cookie } = s;
    const res = await postForm(w, "/admin/api/trabalhos/tecnico", { intent: "start" }, { Cookie: cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Por favor, insira sua chave da API OpenAI");
    const page = await w.fetch("/admin/technical-generator", { headers: { Cookie: cookie } });
    expect(await page.text()).toContain('type="password"');
    expect(ai.requests).toHaveLength(0);
  });
});
