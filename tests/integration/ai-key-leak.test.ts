// Issue 25, finding 6, against the built Worker and a fake AI service that quotes the key back in
// 24 spellings (harness/fakes/fake-openai.ts "error-leak"): neither the one-off key of the
// technical generator nor the secret reaches an admin screen, a job's rows in D1, the streamed
// preview or the Worker's logs. The admin reads the HTTP status and a fixed message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobView } from "~/lib/jobs/jobs";
import { postForm, signInCookie } from "../../harness/admin-client";
import { keySpellings, startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { startWorker, type RunningWorker } from "../../harness/worker";

const ONE_OFF = "sk-chave-do-formulario-Zx98Yw76Vu54";
const SECRET = "sk-segredo-do-worker-Qa12Ws34Ed56";
const MESSAGE_401 = "Erro ao gerar conteúdo: o serviço de IA recusou a chave de API (HTTP 401); confira a chave";

let ai: FakeOpenAi;
beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai?.close();
});

/** The first spelling of `key` found in `text`, zero-width characters and letter case set aside. */
function spellingIn(text: string, key: string): string | null {
  const fold = (t: string) => t.replace(/[\u200b-\u200d\ufeff]/g, "").toLowerCase();
  const folded = fold(text);
  return keySpellings(key).find((s) => text.includes(s) || folded.includes(fold(s))) ?? null;
}

async function everythingStored(w: RunningWorker): Promise<string> {
  const db = await w.db();
  const rows = await Promise.all(
    ["generation_jobs", "generation_job_items"].map(
      async (t) => (await db.prepare(`SELECT * FROM ${t}`).all()).results,
    ),
  );
  const kv = await w.kv();
  const values = await Promise.all((await kv.list()).keys.map((k) => kv.get(k.name)));
  return JSON.stringify(rows) + values.join("\n");
}

async function runJob(w: RunningWorker, cookie: string, tool: string, fields: Record<string, string>) {
  const res = await postForm(w, `/admin/api/trabalhos/${tool}`, { intent: "start", ...fields }, { Cookie: cookie });
  const startText = await res.text();
  expect(res.status, startText).toBe(200);
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
  return { job: job!, startText };
}

describe("a provider quoting the key back", () => {
  it("the technical generator's one-off key: not on screen, not in D1, not in the logs", async () => {
    ai.reset();
    const w = await startWorker({
      bindings: { AI_BASE_URL: ai.baseUrl("error-leak"), JOB_PAUSE_MS: "0", JOB_MAX_ATTEMPTS: "1" },
    });
    try {
      const cookie = await signInCookie(w);
      const { job, startText } = await runJob(w, cookie, "tecnico", { apiKey: ONE_OFF });
      expect(ai.requests[0]!.authorization).toBe(`Bearer ${ONE_OFF}`);
      expect(job.items.length).toBeGreaterThan(0);
      for (const item of job.items) expect(item).toMatchObject({ success: false, error: MESSAGE_401 });
      const screen = await (await w.fetch("/admin/technical-generator", { headers: { Cookie: cookie } })).text();
      for (const [where, text] of [
        ["start answer", startText],
        ["job", JSON.stringify(job)],
        ["screen", screen],
        ["D1 and KV", await everythingStored(w)],
        ["logs", w.logs.join("\n")],
      ] as const) {
        expect(spellingIn(text, ONE_OFF), where).toBeNull();
      }
      expect(w.logs.some((l) => l.includes('"status":401'))).toBe(true);
    } finally {
      await w.dispose();
    }
  });

  it("the Worker's secret: not in the preview, the stream, a job or the logs", async () => {
    ai.reset();
    const w = await startWorker({
      bindings: { AI_API_KEY: SECRET, AI_BASE_URL: ai.baseUrl("error-leak"), JOB_PAUSE_MS: "0", JOB_MAX_ATTEMPTS: "1" },
    });
    try {
      const cookie = await signInCookie(w);
      const preview = await postForm(
        w,
        "/admin/local-generator",
        { intent: "generate", titles: "Motor PPA em Moema", creativity: "50", engine: "ai" },
        { Cookie: cookie },
      );
      expect(preview.status).toBe(502);
      const previewText = await preview.text();
      expect(previewText).toContain("(HTTP 401)");
      const stream = await postForm(
        w,
        "/admin/api/gerar-ao-vivo",
        { titles: "Motor PPA em Moema", creativity: "50" },
        { Cookie: cookie },
      );
      const streamText = await stream.text();
      expect(streamText).toContain("HTTP 401");
      const { job } = await runJob(w, cookie, "conteudo", {
        titles: "Motor PPA na Lapa",
        engine: "ai",
        creativity: "50",
      });
      expect(job.items[0]).toMatchObject({ success: false, error: MESSAGE_401 });
      for (const [where, text] of [
        ["preview", previewText],
        ["stream", streamText],
        ["job", JSON.stringify(job)],
        ["D1 and KV", await everythingStored(w)],
        ["logs", w.logs.join("\n")],
      ] as const) {
        expect(spellingIn(text, SECRET), where).toBeNull();
      }
    } finally {
      await w.dispose();
    }
  });
});
