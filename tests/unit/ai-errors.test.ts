// Issue 25, finding 6: an AI service's error answer never reaches the admin nor the logs. The
// service here quotes the key back in 24 spellings (harness/fakes/fake-openai.ts keySpellings);
// what comes out is the HTTP status and a fixed Portuguese message, whatever the status.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AiError, completeWithAi } from "~/lib/generation/ai.server";
import { streamAiPage } from "~/lib/generation/ai-stream.server";
import { keySpellings } from "../../harness/fakes/fake-openai";

const KEY = "sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12";

/** The service's answer: the key in every spelling, in the message, other fields and a header. */
function leak(status: number): Response {
  const spellings = keySpellings(KEY);
  return new Response(
    JSON.stringify({ error: { message: `Incorrect API key provided: ${spellings.join(" | ")}`, spellings } }),
    { status, headers: { "Content-Type": "application/json", "X-Echo": encodeURIComponent(KEY) } },
  );
}

const config = (status: number) => ({
  apiKey: KEY,
  baseUrl: "http://ai.test/v1",
  model: "gpt-4o",
  maxAttempts: 1,
  sleep: async () => {},
  fetch: (async () => leak(status)) as typeof fetch,
});

/** Whether a text holds any spelling of the key, once zero-width characters and case are set aside. */
function holdsKey(text: string): string | null {
  const folded = text.replace(/[\u200b-\u200d\ufeff]/g, "").toLowerCase();
  for (const spelling of keySpellings(KEY)) {
    if (text.includes(spelling) || folded.includes(spelling.replace(/[\u200b-\u200d\ufeff]/g, "").toLowerCase())) {
      return spelling;
    }
  }
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("AI error answers", () => {
  it("the 24 spellings are 24 different texts", () => {
    expect(new Set(keySpellings(KEY)).size).toBe(24);
  });

  for (const [status, expected] of [
    [401, "Erro ao gerar conteúdo: o serviço de IA recusou a chave de API (HTTP 401); confira a chave"],
    [403, "Erro ao gerar conteúdo: o serviço de IA recusou a chave de API (HTTP 403); confira a chave"],
    [400, "Erro ao gerar conteúdo: o serviço de IA recusou o pedido (HTTP 400)"],
    [429, "Erro ao gerar conteúdo: limite de uso do serviço de IA atingido (HTTP 429); tente mais tarde"],
    [500, "Erro ao gerar conteúdo: o serviço de IA está com problemas (HTTP 500); tente de novo"],
  ] as const) {
    it(`HTTP ${status}: the status and a fixed message, nothing of the answer, in the error and the logs`, async () => {
      const logged: string[] = [];
      for (const level of ["log", "warn", "error", "info"] as const) {
        vi.spyOn(console, level).mockImplementation(
          (...args: unknown[]) => void logged.push(args.map(String).join(" ")),
        );
      }
      const whole = completeWithAi({ title: "T", creativity: 50 }, config(status));
      await expect(whole).rejects.toBeInstanceOf(AiError);
      await expect(whole).rejects.toThrow(expected);
      const streamed = streamAiPage(
        { title: "T", creativity: 50 },
        config(status),
        new AbortController().signal,
        () => {},
      );
      await expect(streamed).rejects.toThrow(expected);
      const seen = [((await whole.catch((e: Error) => e)) as Error).message, ...logged].join("\n");
      expect(holdsKey(seen)).toBeNull();
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) expect(JSON.parse(line)).toMatchObject({ status });
    });
  }
});
