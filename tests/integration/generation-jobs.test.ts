// Server-side generation jobs (Cloudflare Workflows in workerd, progress in D1) against the fake
// AI service. JOB_PAUSE_MS=0 shortens the spec's pacing here only; the pacing itself is checked
// in tests/e2e/generation-jobs.test.ts, which runs with the production pauses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { technicalTopics } from "@content/generator-titles";
import type { JobView } from "~/lib/jobs/jobs";
import { slugify } from "~/lib/pages/slug";
import { postForm, signInCookie } from "../../harness/admin-client";
import { FAKE_TOKENS, flakyPlan, startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { startWorker, type RunningWorker } from "../../harness/worker";

const SECRET_KEY = "sk-teste-segredo-0123456789";
/** The cron of wrangler.toml that recovers stalled jobs. */
const STALL_CRON = "*/5 * * * *";
let ai: FakeOpenAi;

beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai?.close();
});

type Answer = { job: JobView | null; error?: string };

async function jobOf(w: RunningWorker, cookie: string, tool = "tecnico"): Promise<Answer> {
  const res = await w.fetch(`/admin/api/trabalhos/${tool}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

async function start(w: RunningWorker, cookie: string, tool = "tecnico", fields: Record<string, string> = {}) {
  const res = await postForm(w, `/admin/api/trabalhos/${tool}`, { intent: "start", ...fields }, { Cookie: cookie });
  return { status: res.status, body: (await res.json()) as Answer };
}

/** Polls the status route, as the screen does, until the job is no longer running. */
async function finished(w: RunningWorker, cookie: string, tool = "tecnico", timeout = 120_000): Promise<JobView> {
  let job: JobView | null = null;
  await expect
    .poll(
      async () => {
        job = (await jobOf(w, cookie, tool)).job;
        return job?.status;
      },
      { timeout, interval: 500 },
    )
    .not.toBe("running");
  return job!;
}

async function pageCount(w: RunningWorker): Promise<number> {
  return (await (await w.kv()).list({ prefix: "page:" })).keys.length;
}

describe("generation jobs", () => {
  it("a 50-topic job against an AI answering 429s and 500s completes 50/50, retries and tokens shown", async () => {
    ai.reset();
    const w = await startWorker({
      bindings: {
        AI_API_KEY: SECRET_KEY,
        AI_BASE_URL: ai.baseUrl("flaky"),
        JOB_PAUSE_MS: "0",
        AI_PRICE_PER_1K_TOKENS_BRL: "0.03",
      },
    });
    try {
      const cookie = await signInCookie(w);
      const first = await start(w, cookie);
      expect(first.status).toBe(200);
      expect(first.body.job).toMatchObject({ status: "running", total: 50, tool: "tecnico" });
      // A second start shows the running job instead of starting another.
      const second = await start(w, cookie);
      expect(second.status).toBe(409);
      expect(second.body.error).toMatch(/Já existe uma geração em andamento/);
      expect(second.body.job?.id).toBe(first.body.job?.id);

      const job = await finished(w, cookie);
      expect(job.status).toBe("completed");
      expect(job.items).toHaveLength(50);
      expect(job.items.filter((i) => i.success && !i.skipped)).toHaveLength(50);
      // Every planned failure was retried: attempts per item = failures + 1, as the fake planned.
      const titles = technicalTopics.map((t) => t.title);
      const planned = titles.map((t) => flakyPlan(`Escreva a página: "${t}".`));
      for (const item of job.items) {
        const prompt = ai.requests.find((r) => r.body.messages[1]!.content.includes(`"${item.title}"`));
        expect(prompt, item.title).toBeDefined();
        expect(item.attempts, item.title).toBe(flakyPlan(prompt!.body.messages[1]!.content).length + 1);
      }
      const retried = job.items.filter((i) => (i.attempts ?? 0) > 1).length;
      expect(retried).toBeGreaterThan(10);
      expect(ai.requests).toHaveLength(job.items.reduce((n, i) => n + (i.attempts ?? 0), 0));
      // Failed calls bill nothing: 50 successful answers.
      expect(job.tokens).toBe(50 * FAKE_TOKENS);
      expect(job.costBrl).toBeCloseTo((50 * FAKE_TOKENS * 0.03) / 1000, 5);
      expect(planned.some((p) => p.includes("429")) && planned.some((p) => p.includes("500"))).toBe(true);
      expect(await pageCount(w)).toBe(50);
      // What the run cost against the plan: one KV write per page, every AI request counted.
      expect(job.usage).toMatchObject({ kvWrites: 50, aiCalls: ai.requests.length });
      console.log(`50-topic job: ${ai.requests.length} AI requests, usage ${JSON.stringify(job.usage)}`);
      expect(job.usage!.d1RowsWritten).toBeGreaterThanOrEqual(50 * 3);
      const db = await w.db();
      const day = await db.prepare("SELECT tokens FROM ai_usage_daily").first<{ tokens: number }>();
      expect(day?.tokens).toBe(50 * FAKE_TOKENS);

      // A rerun skips every existing slug: no AI call.
      const calls = ai.requests.length;
      expect((await start(w, cookie)).status).toBe(200);
      const rerun = await finished(w, cookie);
      expect(rerun.items.filter((i) => i.skipped)).toHaveLength(50);
      expect(ai.requests).toHaveLength(calls);
    } finally {
      await w.dispose();
    }
  }, 180_000);

  it("stops AI items at the daily token budget with a clear message", async () => {
    ai.reset();
    const w = await startWorker({
      bindings: {
        AI_API_KEY: SECRET_KEY,
        AI_BASE_URL: ai.baseUrl("ok"),
        JOB_PAUSE_MS: "0",
        AI_DAILY_TOKEN_BUDGET: String(3 * FAKE_TOKENS),
      },
    });
    try {
      const cookie = await signInCookie(w);
      await start(w, cookie);
      const job = await finished(w, cookie);
      expect(job.status).toBe("stopped");
      expect(job.items).toHaveLength(3);
      expect(job.message).toMatch(/^Limite diário de uso da IA atingido \(3\.702 de 3\.702 tokens\)/);
      expect(ai.requests).toHaveLength(3);
    } finally {
      await w.dispose();
    }
  }, 60_000);

  it("cancel stops the job; a rerun completes only what is missing", async () => {
    ai.reset();
    const w = await startWorker({
      bindings: { AI_API_KEY: SECRET_KEY, AI_BASE_URL: ai.baseUrl("slow"), JOB_PAUSE_MS: "0" },
    });
    try {
      const cookie = await signInCookie(w);
      await start(w, cookie);
      await expect.poll(async () => (await jobOf(w, cookie)).job?.items.length ?? 0).toBeGreaterThanOrEqual(3);
      const res = await postForm(w, "/admin/api/trabalhos/tecnico", { intent: "cancel" }, { Cookie: cookie });
      const cancelled = ((await res.json()) as Answer).job!;
      expect(cancelled.status).toBe("cancelled");
      expect(cancelled.message).toBe("Geração cancelada. Rode de novo para completar o que falta.");
      const done = cancelled.items.length;
      expect(done).toBeLessThan(50);
      // The engine stops: no new pages after the cancel (an item in flight may still land).
      await new Promise((r) => setTimeout(r, 1500));
      expect(await pageCount(w)).toBeLessThanOrEqual(done + 1);
      const calls = ai.requests.length;

      expect((await start(w, cookie)).status).toBe(200);
      const rerun = await finished(w, cookie);
      expect(rerun.status).toBe("completed");
      const skipped = rerun.items.filter((i) => i.skipped).length;
      expect(skipped).toBeGreaterThanOrEqual(done);
      expect(ai.requests.length - calls).toBe(50 - skipped);
      expect(await pageCount(w)).toBe(50);
    } finally {
      await w.dispose();
    }
  }, 120_000);

  it("a Worker restart mid-job: the job resumes from its next item and completes", async () => {
    ai.reset();
    const bindings = {
      AI_API_KEY: SECRET_KEY,
      AI_BASE_URL: ai.baseUrl("slow"),
      JOB_PAUSE_MS: "0",
      JOB_STALL_MS: "2000",
    };
    const first = await startWorker({ bindings });
    const persistDir = first.persistDir;
    let cookie = await signInCookie(first);
    await start(first, cookie);
    await expect.poll(async () => (await jobOf(first, cookie)).job?.items.length ?? 0).toBeGreaterThanOrEqual(5);
    await first.dispose({ keepState: true });
    const before = ai.requests.length;

    const w = await startWorker({ bindings, persistDir });
    try {
      cookie = await signInCookie(w);
      const reopened = (await jobOf(w, cookie)).job!;
      expect(reopened.status).toBe("running");
      const doneBefore = reopened.items.length;
      expect(doneBefore).toBeGreaterThanOrEqual(5);
      // The cron restarts it once it has made no progress for JOB_STALL_MS (a screen's poll never does).
      await expect
        .poll(async () => {
          await w.scheduled(STALL_CRON);
          return (await jobOf(w, cookie)).job!.items.length;
        })
        .toBeGreaterThan(doneBefore);
      const job = await finished(w, cookie);
      expect(job.status).toBe("completed");
      expect(job.items).toHaveLength(50);
      expect(job.items.filter((i) => i.success)).toHaveLength(50);
      // Finished items were not redone: at most the one in flight at the restart is asked again.
      expect(ai.requests.length - before).toBeLessThanOrEqual(50 - doneBefore + 1);
      expect(await pageCount(w)).toBe(50);
      for (const t of technicalTopics) expect(await (await w.kv()).get(`page:${slugify(t.title)}`)).not.toBeNull();
    } finally {
      await w.dispose();
    }
  }, 120_000);

  it("the content generator's titles run as a job; bad input gets a 400 in Portuguese", async () => {
    const w = await startWorker({ bindings: { JOB_PAUSE_MS: "0" } });
    try {
      const cookie = await signInCookie(w);
      const empty = await start(w, cookie, "conteudo", { titles: "  \n " });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe("Por favor, insira pelo menos um título para gerar o conteúdo.");
      const unknown = await w.fetch("/admin/api/trabalhos/outra", { headers: { Cookie: cookie } });
      expect(unknown.status).toBe(404);
      // Two services: the same one in two places would be a near-copy, kept as a draft.
      const titles = ["Motor PPA em Moema - São Paulo - SP", "Conserto de portão basculante em Santana"];
      expect((await start(w, cookie, "conteudo", { titles: titles.join("\n"), creativity: "60" })).status).toBe(200);
      const job = await finished(w, cookie, "conteudo");
      expect(job.items.map((i) => [i.title, i.success, i.skipped])).toEqual(titles.map((t) => [t, true, false]));
      for (const t of titles) expect((await w.fetch(`/links-uteis/${slugify(t)}`)).status).toBe(200);
    } finally {
      await w.dispose();
    }
  }, 60_000);

  it("a one-off key reaches the AI service but is never shown nor left stored", async () => {
    ai.reset();
    const oneOff = "sk-chave-do-formulario-987654321";
    const w = await startWorker({ bindings: { AI_BASE_URL: ai.baseUrl("ok"), JOB_PAUSE_MS: "0" } });
    try {
      const cookie = await signInCookie(w);
      const missing = await start(w, cookie);
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe("Por favor, insira sua chave da API OpenAI");
      const started = await start(w, cookie, "tecnico", { apiKey: oneOff });
      expect(JSON.stringify(started.body)).not.toContain(oneOff);
      const db = await w.db();
      const stored = await db.prepare("SELECT key_cipher FROM generation_jobs").first<{ key_cipher: string | null }>();
      if (stored?.key_cipher) expect(stored.key_cipher).not.toContain(oneOff);
      const job = await finished(w, cookie);
      expect(job.status).toBe("completed");
      expect(ai.requests[0]!.authorization).toBe(`Bearer ${oneOff}`);
      const row = await db.prepare("SELECT key_cipher FROM generation_jobs").first<{ key_cipher: string | null }>();
      expect(row?.key_cipher).toBeNull();
      expect(JSON.stringify(job)).not.toContain(oneOff);
    } finally {
      await w.dispose();
    }
  }, 60_000);
});
