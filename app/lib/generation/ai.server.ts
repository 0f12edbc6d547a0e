// OpenAI-compatible chat completions: system + user prompt, temperature from creativity,
// max_tokens 2000, a timeout, and retries with backoff on 429/5xx/timeouts honouring Retry-After. The key
// is sent only in the Authorization header: it is never logged, returned or stored. Nothing the
// service writes back on a failure is shown or logged either (a provider may quote the key, in any
// spelling): the admin reads the HTTP status and a fixed Portuguese message.
import { z } from "zod";
import { business } from "@content/business";
import { log } from "~/lib/platform/log";
import { clampCreativity } from "./creativity";

export const AI_MAX_TOKENS = 2000;

/** 0.5 + (creativity / 100) * 0.5, creativity clamped to 0..100, 3 decimals. */
export function aiTemperature(creativity: number): number {
  return Math.round((0.5 + clampCreativity(creativity) / 200) * 1000) / 1000;
}
export const AI_TIMEOUT_MS = 60_000;
const MAX_ATTEMPTS = 3;
const MAX_RETRY_WAIT_MS = 10_000;

export const AI_KEY_REQUIRED = "API Key é obrigatória para gerar conteúdo";
// With accents, as people read them.
export const AI_NO_CONTENT = "Resposta da API não contém o conteúdo esperado";
export const aiErrorMessage = (detail?: string) =>
  `Erro ao gerar conteúdo: ${detail?.trim() ? detail.trim() : "Erro desconhecido"}`;

/** A failure with the Portuguese message the admin sees. */
export class AiError extends Error {
  /** Requests made before giving up (retries included). */
  readonly attempts: number;
  constructor(message: string, attempts = 1) {
    super(message);
    this.attempts = attempts;
    this.name = "AiError";
  }
}

export interface AiRequest {
  title: string;
  /** Extra instructions for this page (the technical topics carry one). */
  prompt?: string;
  creativity: number;
}

export interface AiConfig {
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  /** Requests per call, retries included (default 3). */
  maxAttempts?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Longest wait before a retry, Retry-After included (default 10 s). */
  maxRetryWaitMs?: number;
}

/**
 * Read when a request is made: it names the seller's current business name. It asks for no
 * business fact: prices, hours, phone numbers, deadlines, warranty terms, founding year and
 * customer counts are the seller's and change; the page shows the current ones beside the text
 * (and generateContent cuts any the model writes anyway).
 */
export const systemPrompt = () =>
  [
    `Você é redator técnico da ${business.name}, que vende, instala e mantém motores de portão automático PPA em ${business.serviceArea}.`,
    "Escreva em português do Brasil, com acentuação correta, um conteúdo em HTML para o corpo de uma página: use apenas <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong> e <a>; não use <h1>, <html>, <head>, <body>, estilos nem scripts.",
    "Organize o texto em seções com <h2> e subtítulos <h3>, com informações úteis e corretas sobre o assunto do título: o que é, como funciona, sinais de problema, o que o serviço envolve e cuidados de segurança.",
    "Não escreva preços, valores, parcelamento, prazos de atendimento, horários, garantias, números de telefone, ano de fundação nem quantidade de clientes: a página mostra esses dados atualizados ao lado do texto. Não invente medidas nem números que não estejam no manual do fabricante.",
    "Pode sugerir contato pelo WhatsApp ou por telefone, sem exageros.",
    "Responda somente com o HTML, sem comentários nem blocos de código.",
  ].join(" ");

export function userPrompt(req: AiRequest): string {
  const extra = req.prompt?.trim() ? `\nInstruções adicionais: ${req.prompt.trim()}` : "";
  return `Escreva a página: "${req.title.trim()}".${extra}`;
}

export function buildRequestBody(req: AiRequest, model: string) {
  return {
    model,
    messages: [
      { role: "system" as const, content: systemPrompt() },
      { role: "user" as const, content: userPrompt(req) },
    ],
    temperature: aiTemperature(req.creativity),
    max_tokens: AI_MAX_TOKENS,
  };
}

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }).optional() }))
    .optional(),
});

/** The wait before retry `attempt + 1`: the service's Retry-After (seconds or a date), else exponential backoff from 500 ms. */
export function retryDelayMs(response: Response, attempt: number, max = MAX_RETRY_WAIT_MS, now = Date.now()): number {
  const header = response.headers.get("Retry-After");
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.min(Math.max(0, seconds * 1000), max);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.min(Math.max(0, date - now), max);
  }
  return Math.min(500 * 2 ** (attempt - 1), max);
}

/**
 * The admin's message for a failed answer: its HTTP status and what it usually means, never the
 * service's own words (no redaction can catch every spelling of a quoted key: base64, hex, spaced,
 * reversed, with zero-width characters…). Logged with the status alone.
 */
export function aiHttpError(status: number): string {
  log.error("AI service answered an error", { status });
  if (status === 401 || status === 403) {
    return aiErrorMessage(`o serviço de IA recusou a chave de API (HTTP ${status}); confira a chave`);
  }
  if (status === 429)
    return aiErrorMessage(`limite de uso do serviço de IA atingido (HTTP ${status}); tente mais tarde`);
  if (status >= 500) return aiErrorMessage(`o serviço de IA está com problemas (HTTP ${status}); tente de novo`);
  return aiErrorMessage(`o serviço de IA recusou o pedido (HTTP ${status})`);
}

/** Strips a ```html fence some models add around the answer. */
export function unfence(text: string): string {
  return text
    .replace(/^\s*```(?:html)?\s*/i, "")
    .replace(/\s*```\s*$/, "")
    .trim();
}

/** Text of one completion, with the tokens the service billed and the attempts it took. */
export interface AiCompletion {
  content: string;
  /** `usage.total_tokens` of the answer (0 when the service sends none). */
  tokens: number;
  attempts: number;
}

const usageSchema = z.object({ usage: z.object({ total_tokens: z.number().int().min(0) }).optional() });

export async function completeWithAi(req: AiRequest, config: AiConfig): Promise<AiCompletion> {
  const { response, attempts } = await requestAi(buildRequestBody(req, config.model), config);
  if (!response.ok) {
    await response.body?.cancel();
    throw new AiError(aiHttpError(response.status), attempts);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    log.error("AI service answered a body that is not JSON", { status: response.status });
    throw new AiError(AI_NO_CONTENT, attempts);
  }
  const parsed = completionSchema.safeParse(json);
  const content = parsed.success ? parsed.data.choices?.[0]?.message?.content : undefined;
  if (!content?.trim()) throw new AiError(AI_NO_CONTENT, attempts);
  const tokens = usageSchema.safeParse(json).data?.usage?.total_tokens ?? 0;
  return { content: unfence(content), tokens, attempts };
}

/**
 * POSTs to chat/completions, retrying 429, 5xx, timeouts and connection failures with backoff
 * (Retry-After when the service sends one), up to `maxAttempts`. Returns the first answer that is
 * not retried: a success, a client error, or the last failure.
 */
export async function requestAi(
  body: object,
  config: AiConfig,
  signal?: AbortSignal,
): Promise<{ response: Response; attempts: number }> {
  const apiKey = config.apiKey?.trim();
  if (!apiKey) throw new AiError(AI_KEY_REQUIRED, 0);
  const doFetch = config.fetch ?? fetch;
  const sleep = config.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const maxAttempts = config.maxAttempts ?? MAX_ATTEMPTS;
  const maxWait = config.maxRetryWaitMs ?? MAX_RETRY_WAIT_MS;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const payload = JSON.stringify(body);

  for (let attempt = 1; ; attempt++) {
    let response: Response;
    const timeout = AbortSignal.timeout(config.timeoutMs ?? AI_TIMEOUT_MS);
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: payload,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      // The error's name only: its message could carry what the service sent.
      log.error("AI request failed", { attempt, cause: timedOut ? "timeout" : (error as Error).name });
      if (attempt < maxAttempts) {
        await sleep(retryDelayMs(new Response(null), attempt, maxWait));
        continue;
      }
      throw new AiError(
        aiErrorMessage(timedOut ? "tempo de resposta esgotado" : "falha de conexão com o serviço"),
        attempt,
      );
    }
    if ((response.status === 429 || response.status >= 500) && attempt < maxAttempts) {
      const wait = retryDelayMs(response, attempt, maxWait);
      log.warn("AI service answered a retryable status", { status: response.status, attempt, waitMs: wait });
      await response.body?.cancel();
      await sleep(wait);
      continue;
    }
    return { response, attempts: attempt };
  }
}
