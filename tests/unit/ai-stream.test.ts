import { describe, expect, it } from "vitest";
import { AiError } from "~/lib/generation/ai.server";
import { streamAiPage } from "~/lib/generation/ai-stream.server";

/** A response whose body arrives in the given pieces, cut anywhere (even mid-line). */
function sse(pieces: string[], status = 200, headers: Record<string, string> = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "Content-Type": "text/event-stream", ...headers } });
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

function config(responses: Response[]) {
  const bodies: unknown[] = [];
  return {
    bodies,
    config: {
      apiKey: "sk-teste-0123456789",
      baseUrl: "http://ai.test/v1",
      model: "gpt-4o",
      sleep: async () => {},
      fetch: (async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return responses.shift()!;
      }) as typeof fetch,
    },
  };
}

describe("streamAiPage", () => {
  it("joins deltas cut across chunks, reports each growth and reads the usage", async () => {
    const whole = `${delta("```html\n<h2>Tí")}${delta("tulo</h2>")}${delta("<p>Texto.</p>\n```")}data: ${JSON.stringify({ choices: [], usage: { total_tokens: 321 } })}\n\ndata: [DONE]\n\n`;
    const cut = [whole.slice(0, 17), whole.slice(17, 60), whole.slice(60, 61), whole.slice(61)];
    const { config: c, bodies } = config([sse(cut)]);
    const seen: string[] = [];
    const result = await streamAiPage({ title: "T", creativity: 50 }, c, new AbortController().signal, (t) =>
      seen.push(t),
    );
    expect(result).toEqual({ content: "<h2>Título</h2><p>Texto.</p>", tokens: 321 });
    expect(seen.at(-1)).toBe("```html\n<h2>Título</h2><p>Texto.</p>\n```");
    expect(seen.length).toBeGreaterThan(1);
    expect(bodies[0]).toMatchObject({ stream: true, stream_options: { include_usage: true }, max_tokens: 2000 });
  });

  it("retries a 429 before the stream starts, then streams", async () => {
    const { config: c, bodies } = config([
      new Response("{}", { status: 429, headers: { "Retry-After": "0" } }),
      sse([delta("<p>ok</p>"), "data: [DONE]\n\n"]),
    ]);
    const result = await streamAiPage({ title: "T", creativity: 50 }, c, new AbortController().signal, () => {});
    expect(result.content).toBe("<p>ok</p>");
    expect(bodies).toHaveLength(2);
  });

  it("turns an error answer into the Portuguese message, without the key", async () => {
    const { config: c } = config([
      new Response(JSON.stringify({ error: { message: "Incorrect API key provided: sk-teste-0123456789" } }), {
        status: 401,
      }),
    ]);
    const failure = streamAiPage({ title: "T", creativity: 50 }, c, new AbortController().signal, () => {});
    await expect(failure).rejects.toBeInstanceOf(AiError);
    await expect(failure).rejects.toThrow(
      "Erro ao gerar conteúdo: o serviço de IA recusou a chave de API (HTTP 401); confira a chave",
    );
  });

  it("an empty stream is 'no content'", async () => {
    const { config: c } = config([sse(["data: [DONE]\n\n"])]);
    await expect(
      streamAiPage({ title: "T", creativity: 50 }, c, new AbortController().signal, () => {}),
    ).rejects.toThrow("Resposta da API não contém o conteúdo esperado");
  });
});
