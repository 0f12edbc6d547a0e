import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchTitles, technicalTopics } from "@content/generator-titles";
import type { JobView } from "~/lib/jobs/jobs";
import { slugify } from "~/lib/pages/slug";
import { postForm, signInCookie } from "../../harness/admin-client";
import { startFakeOpenAi, type FakeOpenAi, type Scenario } from "../../harness/fakes/fake-openai";
import { failingPutKv, startWorker, type RunningWorker } from "../../harness/worker";

const SECRET_KEY = "sk-teste-segredo-0123456789";
let ai: FakeOpenAi;

beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai?.close();
});

async function withWorker<T>(
  bindings: Record<string, string>,
  fn: (w: RunningWorker, cookie: string) => Promise<T>,
  pagesWrapper?: string,
): Promise<T> {
  const w = await startWorker({ bindings, pagesWrapper });
  try {
    return await fn(w, await signInCookie(w));
  } finally {
    await w.dispose();
  }
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

/** Starts a job through its route and polls it, as the tool screen does, until it ends. */
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
      { timeout: 60_000, interval: 300 },
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
  it("sends the right request and saves sanitized content", async () => {
    ai.reset();
    await withWorker(
      { AI_API_KEY: SECRET_KEY, AI_BASE_URL: ai.baseUrl("ok"), AI_MODEL: "gpt-4o", JOB_PAUSE_MS: "0" },
      async (w, cookie) => {
        const { job } = await runJob(w, cookie, "tecnico");
        expect(job.status).toBe("completed");
        expect(job.items[0]).toMatchObject({ success: true, skipped: false, slug: slugify(topic.title) });
        expect(ai.requests).toHaveLength(50);
        const req = ai.requests.find((r) => r.body.messages[1]!.content.includes(topic.title))!;
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
        expect(again.job.items.every((i) => i.success && i.skipped)).toBe(true);
        expect(ai.requests).toHaveLength(50);
      },
    );
  });

  it("retries a 429 after the Retry-After delay, and a 503, then succeeds", async () => {
    for (const scenario of ["retry-429", "retry-500"] as Scenario[]) {
      ai.reset();
      await withWorker({ AI_API_KEY: SECRET_KEY, AI_BASE_URL: ai.baseUrl(scenario) }, async (w, cookie) => {
        const item = await oneAiPage(w, cookie);
        expect(item.success, scenario).toBe(true);
        expect(item.attempts, scenario).toBe(2);
        expect(ai.requests).toHaveLength(2);
        if (scenario === "retry-429") expect(ai.requests[1]!.at - ai.requests[0]!.at).toBeGreaterThanOrEqual(950);
      });
    }
  });

  const failures: [Scenario, string, Record<string, string>][] = [
    ["always-500", "Erro ao gerar conteúdo: o serviço de IA está com problemas (HTTP 500); tente de novo", {}],
    ["timeout", "Erro ao gerar conteúdo: tempo de resposta esgotado", { AI_TIMEOUT_MS: "1000" }],
    ["malformed", "Resposta da API não contém o conteúdo esperado", {}],
    ["no-choices", "Resposta da API não contém o conteúdo esperado", {}],
  ];
  for (const [scenario, message, extra] of failures) {
    it(`${scenario}: reports '${message}' and saves nothing`, async () => {
      ai.reset();
      const bindings = { AI_API_KEY: SECRET_KEY, AI_BASE_URL: ai.baseUrl(scenario), JOB_MAX_ATTEMPTS: "3", ...extra };
      await withWorker(bindings, async (w, cookie) => {
        const item = await oneAiPage(w, cookie);
        expect(item).toMatchObject({ success: false, error: message });
        expect(await pageKeys(w)).toEqual([]);
        // 5xx and timeouts are retried: three attempts in all.
        if (scenario === "always-500" || scenario === "timeout") expect(ai.requests).toHaveLength(3);
      });
    });
  }

  it("never echoes the key that a provider quotes in its error", async () => {
    ai.reset();
    await withWorker({ AI_BASE_URL: ai.baseUrl("error-401"), JOB_PAUSE_MS: "0" }, async (w, cookie) => {
      const oneOff = "sk-chave-do-formulario-987654321";
      const { job, startText } = await runJob(w, cookie, "tecnico", { apiKey: oneOff });
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
      expect(await pageKeys(w)).toEqual([]);
    });
  });

  it("asks for a key when neither the secret nor the form has one", async () => {
    await withWorker({ AI_BASE_URL: ai.baseUrl("ok") }, async (w, cookie) => {
      const res = await postForm(w, "/admin/api/trabalhos/tecnico", { intent: "start" }, { Cookie: cookie });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("Por favor, insira sua chave da API OpenAI");
      const page = await w.fetch("/admin/technical-generator", { headers: { Cookie: cookie } });
      expect(await page.text()).toContain('type="password"');
    });
  });

  it("hides the key field when the secret is configured", async () => {
    await withWorker({ AI_API_KEY: SECRET_KEY, AI_BASE_URL: ai.baseUrl("ok") }, async (w, cookie) => {
      const html = await (await w.fetch("/admin/technical-generator", { headers: { Cookie: cookie } })).text();
      expect(html).not.toContain('type="password"');
      expect(html).not.toContain(SECRET_KEY);
    });
  });

  it("the content generator page uses the AI service when chosen", async () => {
    ai.reset();
    await withWorker({ AI_API_KEY: SECRET_KEY, AI_BASE_URL: ai.baseUrl("fenced") }, async (w, cookie) => {
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
});

describe("batch creator", () => {
  it("creates the 50 pages, and a rerun creates none and reports 50 skipped", async () => {
    await withWorker({ JOB_PAUSE_MS: "0" }, async (w, cookie) => {
      const first = (await runJob(w, cookie, "lote")).job.items;
      expect(first.filter((i) => i.success && !i.skipped)).toHaveLength(50);
      expect(await pageKeys(w)).toHaveLength(50);
      const second = (await runJob(w, cookie, "lote")).job.items;
      expect(second.filter((i) => i.skipped)).toHaveLength(50);
      expect(second.filter((i) => !i.skipped)).toHaveLength(0);
      expect(await pageKeys(w)).toHaveLength(50);
    });
  }, 120_000);

  it("reports an injected save failure for one title and creates the rest", async () => {
    const broken = batchTitles[7]!;
    await withWorker(
      { JOB_PAUSE_MS: "0" },
      async (w, cookie) => {
        const items = (await runJob(w, cookie, "lote")).job.items;
        const failed = items.filter((i) => !i.success);
        expect(failed).toEqual([expect.objectContaining({ title: broken, error: "Falha ao salvar" })]);
        expect(items.filter((i) => i.success && !i.skipped)).toHaveLength(49);
        expect(await pageKeys(w)).toHaveLength(49);
        expect(await pageKeys(w)).not.toContain(`page:${slugify(broken)}`);
      },
      failingPutKv(`page:${slugify(broken)}`),
    );
  }, 120_000);
});
