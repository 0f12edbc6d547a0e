// The AI answer as the model writes it: the same chat-completions request with `stream: true`,
// read as server-sent events (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`) with
// eventsource-parser, the parser the browser side uses too (hooks/use-ai-stream.ts). Retries
// (429, 5xx, timeouts) happen before the first byte, in requestAi; a stream cut halfway is not
// retried, since the person is watching it and can generate again.
import { EventSourceParserStream } from "eventsource-parser/stream";
import { z } from "zod";
import {
  AI_NO_CONTENT,
  AiError,
  aiHttpError,
  buildRequestBody,
  requestAi,
  unfence,
  type AiConfig,
  type AiRequest,
} from "./ai.server";

const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })).optional(),
  usage: z.object({ total_tokens: z.number().int().min(0) }).nullish(),
});

/** Streams one page; `onText` gets the whole text so far after each piece. */
export async function streamAiPage(
  req: AiRequest,
  config: AiConfig,
  signal: AbortSignal,
  onText: (textSoFar: string) => void,
): Promise<{ content: string; tokens: number }> {
  const body = { ...buildRequestBody(req, config.model), stream: true, stream_options: { include_usage: true } };
  const { response, attempts } = await requestAi(body, config, signal);
  if (!response.ok) {
    await response.body?.cancel();
    throw new AiError(aiHttpError(response.status), attempts);
  }
  if (!response.body) throw new AiError(AI_NO_CONTENT, attempts);
  let text = "";
  let tokens = 0;
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value: event, done } = await events.read();
    if (done) break;
    if (event.data === "[DONE]") continue;
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      continue;
    }
    const chunk = chunkSchema.safeParse(json).data;
    const piece = chunk?.choices?.[0]?.delta?.content;
    if (chunk?.usage) tokens = chunk.usage.total_tokens;
    if (piece) {
      text += piece;
      onText(text);
    }
  }
  const content = unfence(text);
  if (!content) throw new AiError(AI_NO_CONTENT, attempts);
  return { content, tokens };
}
