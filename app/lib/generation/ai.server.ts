// OpenAI-compatible chat completions: system + user prompt, temperature from creativity,
// max_tokens 2000, a timeout, and retries with backoff on 429/5xx/timeouts honouring Retry-After. The key
// is sent only in the Authorization header: it is never logged, returned or stored.
import { z } from "zod";
import { business } from "@content/business";
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
const errorSchema = z.object({ error: z.object({ message: z.string() }).optional() });

function retryDelayMs(response: Response, attempt: number): number {
  const header = response.headers.get("Retry-After");
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.min(Math.max(0, seconds * 1000), MAX_RETRY_WAIT_MS);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.min(Math.max(0, date - Date.now()), MAX_RETRY_WAIT_MS);
  }
  return Math.min(500 * 2 ** (attempt - 1), MAX_RETRY_WAIT_MS);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Service messages can quote the key (OpenAI: "Incorrect API key provided: sk-…"), whole, in
 * another letter case, or masked in the middle: never pass on any of it. Any word holding the
 * key, its first 8 or its last 6 characters goes, and so does anything shaped like a prefixed key.
 */
export function redact(message: string, apiKey: string): string {
  const parts = [apiKey];
  if (apiKey.length >= 16) parts.push(apiKey.slice(0, 8), apiKey.slice(-6));
  const pattern = parts.map(escapeRegExp).join("|");
  return message
    .replace(new RegExp(`[^\\s"'<>]*(?:${pattern})[^\\s"'<>.,;]*`, "gi"), "[chave]")
    .replace(/\b(sk|pk|key)-[A-Za-z0-9*_-]{4,}/gi, "[chave]");
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
  const { response, apiKey, attempts } = await requestAi(buildRequestBody(req, config.model), config);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.error(`AI service answered ${response.status} with a body that is not JSON`);
    throw new AiError(response.ok ? AI_NO_CONTENT : aiErrorMessage(`HTTP ${response.status}`), attempts);
  }
  if (!response.ok) throw new AiError(errorMessageOf(json, response.status, apiKey), attempts);
  const parsed = completionSchema.safeParse(json);
  const content = parsed.success ? parsed.data.choices?.[0]?.message?.content : undefined;
  if (!content?.trim()) throw new AiError(AI_NO_CONTENT, attempts);
  const tokens = usageSchema.safeParse(json).data?.usage?.total_tokens ?? 0;
  return { content: unfence(content), tokens, attempts };
}

export function errorMessageOf(json: unknown, status: number, apiKey: string): string {
  const raw = errorSchema.safeParse(json).data?.error?.message;
  // Cut first: a message is a sentence or two, and the redaction scans it word by word.
  const message = raw === undefined ? undefined : redact(raw.slice(0, 500), apiKey);
  console.error(`AI service answered ${status}: ${message ?? "no message"}`);
  return aiErrorMessage(message);
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
): Promise<{ response: Response; apiKey: string; attempts: number }> {
  const apiKey = config.apiKey?.trim();
  if (!apiKey) throw new AiError(AI_KEY_REQUIRED, 0);
  const doFetch = config.fetch ?? fetch;
  const sleep = config.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const maxAttempts = config.maxAttempts ?? MAX_ATTEMPTS;
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
      console.error(`AI request failed (attempt ${attempt}): ${timedOut ? "timeout" : (error as Error).message}`);
      if (attempt < maxAttempts) {
        await sleep(retryDelayMs(new Response(null), attempt));
        continue;
      }
      throw new AiError(
        aiErrorMessage(timedOut ? "tempo de resposta esgotado" : "falha de conexão com o serviço"),
        attempt,
      );
    }
    if ((response.status === 429 || response.status >= 500) && attempt < maxAttempts) {
      const wait = retryDelayMs(response, attempt);
      console.warn(`AI service answered ${response.status}; retry ${attempt} in ${wait} ms`);
      await response.body?.cancel();
      await sleep(wait);
      continue;
    }
    return { response, apiKey, attempts: attempt };
  }
}
