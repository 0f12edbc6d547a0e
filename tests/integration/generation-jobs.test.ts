// Server-side generation jobs (Cloudflare Workflows in workerd, progress in D1) against the fake
// AI service. The Workers here shorten the spec's pacing (JOB_PAUSE_MS=0) and the retry waits
// (AI_RETRY_MAX_MS); the waits themselves are unit-tested (tests/unit/ai-retry.test.ts) and the
// production pacing runs in tests/e2e/generation-jobs.test.ts. Tests sharing a Worker start from
// empty pages and job tables (harness/reset.ts), so they pass in any order.
import { cpSync, rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { technicalTopics } from "@content/generator-titles";
import type { JobView } from "~/lib/jobs/jobs";
import { slugify } from "~/lib/pages/slug";
import { publishFromReview, keepFlagged } from "../../harness/launched-site";
import { postForm, signInCookie } from "../../harness/admin-client";
import { FAKE_TOKENS, flakyPlan, startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { seedTechnicalTopics } from "../../harness/pages";
import { bundleProbe } from "../../harness/probe";
import { scratchDir } from "../../harness/scratch";
import { until } from "../../harness/wait";
import { JOB_TABLES } from "../../harness/reset";
import { clearInWorker } from "../../harness/reset-probe";
import { startWorker, type RunningWorker, type WorkerOptions } from "../../harness/worker";

/** Publishes from the queue after the seller kept any sentence the rules flagged (not what this file tests). */
async function publishKept(w: RunningWorker, cookie: string, slug: string) {
  await keepFlagged(w, cookie, slug);
  return publishFromReview(w, cookie, slug);
}

const SECRET_KEY = "sk-teste-segredo-0123456789";
/** The cron of wrangler.toml that recovers stalled jobs. */
const STALL_CRON = "*/5 * * * *";
let ai: FakeOpenAi;
/** The one Workflow these Workers run (each other engine a Worker of its own to start, ~40 ms of CPU). */
const WORKFLOWS: WorkerOptions["workflows"] = ["GENERATION"];

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
async function finished(w: RunningWorker, cookie: string, tool = "tecnico", timeout = 60_000): Promise<JobView> {
  let job: JobView | null = null;
  await expect
    .poll(
      async () => {
        job = (await jobOf(w, cookie, tool)).job;
        return job?.status;
      },
      { timeout, interval: 100 },
    )
    .not.toBe("running");
  return job!;
}

async function pageCount(w: RunningWorker): Promise<number> {
  return (await (await w.kv()).list({ prefix: "page:" })).keys.length;
}

/** A Worker shared by a describe, with the AI secret, the switchable fake and no waits. */
function sharedWorker(bindings: Record<string, string> = {}) {
  const shared = { w: undefined as unknown as RunningWorker, cookie: "" };
  beforeAll(async () => {
    shared.w = await startWorker({
      workflows: WORKFLOWS,
      probes: { reset: await bundleProbe("reset") },
      bindings: {
        AI_API_KEY: SECRET_KEY,
        AI_BASE_URL: ai.baseUrl("current"),
        JOB_PAUSE_MS: "0",
        AI_RETRY_MAX_MS: "20",
        ...bindings,
      },
    });
    shared.cookie = await signInCookie(shared.w);
  });
  afterAll(async () => {
    await shared.w?.dispose();
  });
  beforeEach(async () => {
    ai.reset();
    // Pages and job tables emptied in one request inside workerd (clearKv and clearTables made a
    // proxy round trip a key: a hundred after the 50-page test, issue 41).
    await clearInWorker(shared.w, { tables: JOB_TABLES });
  });
  return shared;
}

describe("generation jobs", () => {
  const s = sharedWorker({ AI_PRICE_PER_1K_TOKENS_BRL: "0.03" });

  it("a 50-topic job against an AI answering 429s and 500s completes 50/50, retries and tokens shown", async () => {
    const { w, cookie } = s;
    ai.use("flaky");
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
    // And one second opinion per page written (claims/second-opinion.server.ts), a paid call too.
    expect(ai.opinions).toHaveLength(50);
    // Failed calls bill nothing: 50 successful answers and 50 second opinions.
    expect(job.tokens).toBe(100 * FAKE_TOKENS);
    expect(job.costBrl).toBeCloseTo((100 * FAKE_TOKENS * 0.03) / 1000, 5);
    expect(planned.some((p) => p.includes("429")) && planned.some((p) => p.includes("500"))).toBe(true);
    expect(await pageCount(w)).toBe(50);
    // What the run cost against the plan: one KV write per page, every AI request counted.
    expect(job.usage).toMatchObject({ kvWrites: 50, aiCalls: ai.requests.length + ai.opinions.length });
    console.log(
      `50-topic job: ${ai.requests.length} AI requests and ${ai.opinions.length} second opinions, usage ${JSON.stringify(job.usage)}`,
    );
    expect(job.usage!.d1RowsWritten).toBeGreaterThanOrEqual(50 * 3);
    const db = await w.db();
    const day = await db.prepare("SELECT tokens FROM ai_usage_daily").first<{ tokens: number }>();
    expect(day?.tokens).toBe(100 * FAKE_TOKENS);

    // A rerun skips every existing slug: no AI call.
    const calls = ai.requests.length;
    expect((await start(w, cookie)).status).toBe(200);
    const rerun = await finished(w, cookie);
    expect(rerun.items.filter((i) => i.skipped)).toHaveLength(50);
    expect(ai.requests).toHaveLength(calls);
  }, 120_000);

  it("cancel stops the job: the item in flight lands, nothing after it is asked; a rerun completes only what is missing", async () => {
    const { w, cookie } = s;
    // Ten topics left to write; the AI answers three, and holds the fourth.
    await seedTechnicalTopics(w, cookie, 10);
    ai.holdAfter(3);
    await start(w, cookie);
    await expect.poll(() => ai.held).toBe(1);
    expect((await jobOf(w, cookie)).job!.items.filter((i) => !i.skipped)).toHaveLength(3);
    const res = await postForm(w, "/admin/api/trabalhos/tecnico", { intent: "cancel" }, { Cookie: cookie });
    const cancelled = ((await res.json()) as Answer).job!;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.message).toBe("Geração cancelada. Rode de novo para completar o que falta.");
    expect(cancelled.items).toHaveLength(3);
    const cancelledId = (await (await w.db()).prepare("SELECT id FROM generation_jobs").first<{ id: string }>())!.id;
    // The item in flight was asked before the cancel: its answer is saved, and the run's next
    // step sees the cancel and asks nothing more.
    ai.resume();
    await expect.poll(async () => (await jobOf(w, cookie)).job!.items.length).toBe(4);
    expect((await jobOf(w, cookie)).job!.status).toBe("cancelled");
    expect(await pageCount(w)).toBe(40 + 4);

    expect((await start(w, cookie)).status).toBe(200);
    const rerun = await finished(w, cookie);
    expect(rerun.status).toBe("completed");
    expect(rerun.items.filter((i) => i.skipped)).toHaveLength(40 + 4);
    // Six requests, one per missing topic; no topic asked twice, and the cancelled run recorded
    // nothing after the item in flight.
    expect(ai.requests).toHaveLength(4 + 6);
    const asked = ai.requests.map((r) => r.body.messages[1]!.content);
    expect(new Set(asked).size).toBe(asked.length);
    const items = await (await w.db())
      .prepare("SELECT count(*) AS n FROM generation_job_items WHERE job_id = ?")
      .bind(cancelledId)
      .first<{ n: number }>();
    expect(items!.n).toBe(10 - 6);
    expect(await pageCount(w)).toBe(50);
  });

  it("the content generator's titles run as a job; bad input gets a 400 in Portuguese", async () => {
    const { w, cookie } = s;
    const empty = await start(w, cookie, "conteudo", { titles: "  \n " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Por favor, insira pelo menos um título para gerar o conteúdo.");
    const unknown = await w.fetch("/admin/api/trabalhos/outra", { headers: { Cookie: cookie } });
    expect(unknown.status).toBe(404);
    // Two services: the same one in two places would be a near-copy, refused at publish.
    const titles = ["Motor PPA em Moema - São Paulo - SP", "Conserto de portão basculante em Santana"];
    expect((await start(w, cookie, "conteudo", { titles: titles.join("\n"), creativity: "60" })).status).toBe(200);
    const job = await finished(w, cookie, "conteudo");
    expect(job.items.map((i) => [i.title, i.success, i.skipped])).toEqual(titles.map((t) => [t, true, false]));
    // Saved, waiting in "Para revisar": not public until the seller reads and publishes them.
    expect(job.items.every((i) => i.review)).toBe(true);
    for (const t of titles) expect((await w.fetch(`/links-uteis/${slugify(t)}`)).status).toBe(404);
    for (const t of titles) expect((await publishKept(w, cookie, slugify(t))).status).toBe(302);
    for (const t of titles) expect((await w.fetch(`/links-uteis/${slugify(t)}`)).status).toBe(200);
    expect(ai.requests).toHaveLength(0);
  });
});

describe("generation jobs with a daily token budget", () => {
  // Three items' worth: each bills its answer and its second opinion.
  const s = sharedWorker({ AI_DAILY_TOKEN_BUDGET: String(6 * FAKE_TOKENS) });

  it("stops AI items at the daily token budget with a clear message", async () => {
    const { w, cookie } = s;
    await start(w, cookie);
    const job = await finished(w, cookie);
    expect(job.status).toBe("stopped");
    expect(job.items).toHaveLength(3);
    expect(job.message).toMatch(/^Limite diário de uso da IA atingido \(7\.404 de 7\.404 tokens\)/);
    expect(ai.requests).toHaveLength(3);
    expect(ai.opinions).toHaveLength(3);
  });

  it("stops a local generator's job too once the day's tokens are spent: its second opinions are paid calls", async () => {
    const { w, cookie } = s;
    // The day's tokens spent by an AI job first (the tables are emptied before each test).
    await start(w, cookie);
    expect((await finished(w, cookie)).status).toBe("stopped");
    const opinionsBefore = ai.opinions.length;
    expect((await start(w, cookie, "lote")).status).toBe(200);
    const job = await finished(w, cookie, "lote");
    expect(job.status).toBe("stopped");
    expect(job.items).toHaveLength(0);
    expect(job.message).toMatch(/^Limite diário de uso da IA atingido/);
    expect(ai.opinions).toHaveLength(opinionsBefore);
  });
});

// Two Workers over one persisted state by nature: the restart is the point.
describe("generation jobs across a Worker restart", () => {
  /**
   * Topics the job writes, each answered by the slow AI in 100 ms; the other 35 exist already and
   * are skipped (a restart after 5 items needs no 50 AI pages: ~7 s less waiting, issue 41).
   */
  const TO_WRITE = 15;
  const restartBindings = (stall: { JOB_STALL_MS: string; JOB_POLL_STALL_MS: string }) => ({
    AI_API_KEY: SECRET_KEY,
    AI_BASE_URL: ai.baseUrl("current"),
    JOB_PAUSE_MS: "0",
    ...stall,
  });
  /**
   * The state of a Worker stopped mid-job (at least 5 items written), made once: each test restarts
   * on a copy of its own (the same start for both, in either order; a first Worker each was a
   * Worker start, an import and five AI pages more, issue 41).
   */
  let stopped: { dir: string } | undefined;

  beforeAll(async () => {
    ai.reset();
    ai.use("slow");
    // Neither threshold within reach while it runs: nothing resumes a job that never stalled.
    const first = await startWorker({
      workflows: WORKFLOWS,
      bindings: restartBindings({ JOB_STALL_MS: "3600000", JOB_POLL_STALL_MS: "3600000" }),
    });
    const cookie = await signInCookie(first);
    await seedTechnicalTopics(first, cookie, TO_WRITE);
    await start(first, cookie);
    // Polled as expect.poll would (it is refused outside a test), every 50 ms.
    await until(
      async () => (await jobOf(first, cookie)).job?.items.length ?? 0,
      (n) => n >= 5,
      { what: "the job's fifth item" },
    );
    await first.dispose({ keepState: true });
    stopped = { dir: first.persistDir };
  });
  afterAll(() => {
    if (stopped) rmSync(stopped.dir, { recursive: true, force: true });
  });

  /** A Worker started on a copy of the stopped one's state, with these thresholds. */
  async function restarted(stall: { JOB_STALL_MS: string; JOB_POLL_STALL_MS: string }) {
    ai.reset();
    ai.use("slow");
    const persistDir = scratchDir("ppa-kv-");
    cpSync(stopped!.dir, persistDir, { recursive: true });
    const w = await startWorker({ workflows: WORKFLOWS, bindings: restartBindings(stall), persistDir });
    return { w, persistDir };
  }

  it("a Worker restart mid-job: the job resumes from its next item and completes", async () => {
    // This test is the cron's: the screen's poll (below) waits longer than the test runs.
    const { w, persistDir } = await restarted({ JOB_STALL_MS: "2000", JOB_POLL_STALL_MS: "600000" });
    try {
      const cookie = await signInCookie(w);
      const reopened = (await jobOf(w, cookie)).job!;
      expect(reopened.status).toBe("running");
      const doneBefore = reopened.items.length;
      expect(doneBefore).toBeGreaterThanOrEqual(5);
      // The cron restarts it once it has made no progress for JOB_STALL_MS (a screen's poll never does).
      await expect
        .poll(
          async () => {
            await w.scheduled(STALL_CRON);
            return (await jobOf(w, cookie)).job!.items.length;
          },
          { interval: 250 },
        )
        .toBeGreaterThan(doneBefore);
      const job = await finished(w, cookie);
      expect(job.status).toBe("completed");
      expect(job.items).toHaveLength(50);
      expect(job.items.filter((i) => i.success)).toHaveLength(50);
      // Finished items were not redone: at most the one in flight at the restart is asked again.
      expect(ai.requests.length).toBeLessThanOrEqual(TO_WRITE - doneBefore + 1);
      expect(await pageCount(w)).toBe(50);
      for (const t of technicalTopics) expect(await (await w.kv()).get(`page:${slugify(t.title)}`)).not.toBeNull();
    } finally {
      await w.dispose();
      rmSync(persistDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("a Worker restart mid-job: the tool screen's next poll resumes it, with no cron (issue 34, point 9)", async () => {
    // The cron's threshold is out of reach: only the poll can resume the job.
    const { w, persistDir } = await restarted({ JOB_STALL_MS: "3600000", JOB_POLL_STALL_MS: "2000" });
    try {
      const cookie = await signInCookie(w);
      const doneBefore = (await jobOf(w, cookie)).job!.items.length;
      expect(doneBefore).toBeGreaterThanOrEqual(5);
      // The screen polls as it does every few seconds; no cron runs.
      await expect
        .poll(async () => (await jobOf(w, cookie)).job!.items.length, { timeout: 30_000, interval: 250 })
        .toBeGreaterThan(doneBefore);
      const job = await finished(w, cookie);
      expect(job.status).toBe("completed");
      expect(job.items).toHaveLength(50);
      expect(await pageCount(w)).toBe(50);
    } finally {
      await w.dispose();
      rmSync(persistDir, { recursive: true, force: true });
    }
  }, 120_000);
});
