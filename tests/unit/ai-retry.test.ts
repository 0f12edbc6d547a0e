// The waits of the generation tools, measured with a fake clock: integration tests run the Worker
// with these waits shortened (AI_RETRY_MAX_MS, JOB_PAUSE_MS), so what they would be in
// production is checked here.
import { describe, expect, it } from "vitest";
import { completeWithAi, retryDelayMs, type AiConfig } from "~/lib/generation/ai.server";
import { JOB_PAUSE_MS, pauseAfter } from "~/lib/jobs/job-runner.server";

const OK = JSON.stringify({ choices: [{ message: { content: "<p>Texto.</p>" } }], usage: { total_tokens: 7 } });

/** A config whose fetch answers `responses` in turn and whose sleep only records the wait. */
function scripted(responses: (() => Response)[], extra: Partial<AiConfig> = {}) {
  const waits: number[] = [];
  const config: AiConfig = {
    apiKey: "sk-teste-0123456789",
    baseUrl: "http://ai.test/v1",
    model: "gpt-4o",
    fetch: (async () => responses.shift()!()) as unknown as typeof fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  };
  return { config, waits };
}

const request = { title: "Motor PPA em Moema", creativity: 70 };

describe("AI retries", () => {
  it("waits what Retry-After says (seconds) before asking again after a 429", async () => {
    const { config, waits } = scripted([
      () => new Response("{}", { status: 429, headers: { "Retry-After": "1" } }),
      () => new Response("{}", { status: 429, headers: { "Retry-After": "3" } }),
      () => new Response(OK),
    ]);
    const answer = await completeWithAi(request, config);
    expect(answer).toMatchObject({ content: "<p>Texto.</p>", tokens: 7, attempts: 3 });
    expect(waits).toEqual([1000, 3000]);
  });

  it("reads a Retry-After date, and caps any wait at 10 s", () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const at = (header: string) => new Response(null, { status: 429, headers: { "Retry-After": header } });
    expect(retryDelayMs(at(new Date(now + 4000).toUTCString()), 1, undefined, now)).toBe(4000);
    expect(retryDelayMs(at(new Date(now - 4000).toUTCString()), 1, undefined, now)).toBe(0);
    expect(retryDelayMs(at("120"), 1)).toBe(10_000);
  });

  it("backs off 500 ms, 1 s, 2 s … after a 5xx without Retry-After, up to the attempts allowed", async () => {
    const fail = () => new Response(JSON.stringify({ error: { message: "Falha" } }), { status: 503 });
    const { config, waits } = scripted([fail, fail, fail, fail, fail], { maxAttempts: 5 });
    await expect(completeWithAi(request, config)).rejects.toMatchObject({ attempts: 5 });
    expect(waits).toEqual([500, 1000, 2000, 4000]);
  });

  it("retries a connection failure with the same backoff", async () => {
    const { config, waits } = scripted([
      () => {
        throw new TypeError("fetch failed");
      },
      () => new Response(OK),
    ]);
    expect((await completeWithAi(request, config)).attempts).toBe(2);
    expect(waits).toEqual([500]);
  });

  it("the cap tests set (AI_RETRY_MAX_MS) shortens every wait, Retry-After included", async () => {
    const { config, waits } = scripted(
      [
        () => new Response("{}", { status: 429, headers: { "Retry-After": "1" } }),
        () => new Response("{}", { status: 500 }),
        () => new Response(OK),
      ],
      { maxRetryWaitMs: 20 },
    );
    expect((await completeWithAi(request, config)).attempts).toBe(3);
    expect(waits).toEqual([20, 20]);
  });
});

describe("pacing of generation jobs", () => {
  it("pauses 200 ms after a batch page, 2 s after a technical page, 1 s after a content title", () => {
    expect(JOB_PAUSE_MS).toEqual({ lote: 200, tecnico: 2000, conteudo: 1000 });
    const made = { skipped: false };
    expect(pauseAfter("lote", made)).toBe(200);
    expect(pauseAfter("tecnico", made)).toBe(2000);
    expect(pauseAfter("conteudo", made)).toBe(1000);
  });

  it("no pause after a technical topic that existed already (no AI call was made); the others keep theirs", () => {
    const skipped = { skipped: true };
    expect(pauseAfter("tecnico", skipped)).toBe(0);
    expect(pauseAfter("lote", skipped)).toBe(200);
    expect(pauseAfter("conteudo", skipped)).toBe(1000);
  });

  it("JOB_PAUSE_MS (tests only) replaces every pause", () => {
    expect(pauseAfter("tecnico", { skipped: false }, 0)).toBe(0);
    expect(pauseAfter("lote", { skipped: false }, 30)).toBe(30);
    expect(pauseAfter("tecnico", { skipped: true }, 30)).toBe(0);
  });
});
