// The AI's second opinion on a page: where an AI service is configured, ONE separate structured
// call per page lists the page's sentences, numbered, and asks which ones state a fact about the
// business (the company, its people, customers, reputation, prices, warranties, hours, places,
// comparisons…). Its answer only WIDENS what the rules flagged (widenFlags): it never clears a
// rule's flag. No key, an error, a timeout or an answer that is not the JSON asked for: the rules
// alone, logged with the HTTP status and the kind of failure only (never the service's words).
//
// Cost per page, measured with the gpt-4o tokenizer (o200k) on 1,508 words (74 sentences) of the
// site's own place and kit texts: instructions 194 tokens, the numbered sentences 2,314, the
// answer 43 for 20 sentences named (max_tokens caps it at 16 + 4 per sentence) — about 2,560
// tokens a page (~1.7 per word), one request. The service's `usage.total_tokens` is returned.
//
// Same API and env as app/lib/generation/ai.server.ts (OpenAI-compatible chat/completions,
// AI_API_KEY / AI_BASE_URL / AI_MODEL): the caller passes them, this folder imports no other
// app/lib folder.
import { z } from "zod";
import { log } from "~/lib/platform/log";
import type { Flag } from "./flag-html";
import type { CheckedSentence, Finding } from "./rule-kit";

/** The instructions open with this line: a fake service (harness/fakes/fake-openai.ts) knows the request by it. */
export const SECOND_OPINION_MARKER = "Revisão de afirmações sobre a empresa.";

export const SECOND_OPINION_PROMPT = [
  SECOND_OPINION_MARKER,
  "Você revisa o texto de uma página do site de uma empresa que vende, instala e mantém motores de portão.",
  "Cada frase vem numerada. Indique as frases que afirmam algo sobre a empresa: a própria empresa, sua equipe ou veículos, seus clientes ou qualquer pessoa citada pelo nome, falas entre aspas, reputação, notas e avaliações, prêmios, certificados, parcerias, experiência ou tamanho, horários e disponibilidade, prazos de resposta ou de chegada, preços, descontos, formas de pagamento, garantias e reembolsos, os lugares atendidos, ou comparações com outras empresas — em qualquer pessoa verbal, com ou sem números.",
  "Não indique frases técnicas ou educativas sobre portões, motores, segurança e manutenção, nem conselhos gerais ao leitor.",
  'Responda somente com JSON no formato {"indices": [números das frases]}; lista vazia quando nenhuma.',
].join("\n");

export interface SecondOpinionConfig {
  /** Without a key there is no second opinion: the rules alone. */
  apiKey: string | undefined;
  baseUrl: string;
  model: string;
  /** Default 20 s: a page save waits for it. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface SecondOpinion {
  /** Indices (0-based, into the sentences given) the service says state facts about the business. */
  indices: number[];
  /** `usage.total_tokens` the service billed (0 when no call was made or it sent none). */
  tokens: number;
  /** "off": no key; "failed": an error or an invalid answer (rules alone). */
  status: "ok" | "off" | "failed";
}

const answerSchema = z.object({ indices: z.array(z.number().int()) });
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
  usage: z.object({ total_tokens: z.number().int().min(0) }).optional(),
});

/** The request body: the sentences numbered from 1, a JSON schema for the answer, temperature 0. */
export function secondOpinionBody(sentences: readonly string[], model: string) {
  return {
    model,
    temperature: 0,
    max_tokens: 16 + 4 * sentences.length,
    response_format: {
      type: "json_schema",
      json_schema: {
        name: "frases_sobre_a_empresa",
        strict: true,
        schema: {
          type: "object",
          properties: { indices: { type: "array", items: { type: "integer" } } },
          required: ["indices"],
          additionalProperties: false,
        },
      },
    },
    messages: [
      { role: "system" as const, content: SECOND_OPINION_PROMPT },
      {
        role: "user" as const,
        content: sentences.map((s, i) => `${i + 1}. ${s.replace(/\s+/g, " ").trim()}`).join("\n"),
      },
    ],
  };
}

// Status and kind only: never the service's words (an echoed key would land in the log).
const logFailure = (kind: string, status?: number) =>
  log.warn("AI second opinion failed: rules alone", { kind, status });

/** Asks the service which sentences state facts about the business; never throws. */
export async function secondOpinion(sentences: readonly string[], config: SecondOpinionConfig): Promise<SecondOpinion> {
  const apiKey = config.apiKey?.trim();
  if (!apiKey || sentences.length === 0) return { indices: [], tokens: 0, status: "off" };
  const failed = (kind: string, status?: number, tokens = 0): SecondOpinion => {
    logFailure(kind, status);
    return { indices: [], tokens, status: "failed" };
  };
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(secondOpinionBody(sentences, config.model)),
      signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "error";
    return failed(name === "TimeoutError" || name === "AbortError" ? "timeout" : "network");
  }
  if (!response.ok) {
    await response.body?.cancel();
    return failed("http", response.status);
  }
  let completion: z.infer<typeof completionSchema>;
  try {
    completion = completionSchema.parse(await response.json());
  } catch {
    return failed("invalid-completion", response.status);
  }
  const tokens = completion.usage?.total_tokens ?? 0;
  const content = completion.choices[0]!.message.content ?? "";
  let answer: z.infer<typeof answerSchema>;
  try {
    // Some services wrap JSON in a ```json fence even when asked not to.
    answer = answerSchema.parse(JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "")));
  } catch {
    return failed("invalid-answer", response.status, tokens);
  }
  // Numbered from 1; anything out of range is ignored (not a reason to doubt the rest).
  const indices = [...new Set(answer.indices.map((n) => n - 1))]
    .filter((i) => i >= 0 && i < sentences.length)
    .sort((a, b) => a - b);
  return { indices, tokens, status: "ok" };
}

const AI_FINDING: Finding = {
  kind: "sobre a empresa",
  verdict: "remove",
  reason: "a revisão por IA indica que esta frase afirma algo sobre a empresa que você não confirmou",
};

/**
 * The rules' verdicts widened by the second opinion: a sentence it names is flagged too (with its
 * own finding); a sentence the rules flagged stays flagged whatever it says.
 */
export function widenFlags(checked: readonly CheckedSentence[], opinion: SecondOpinion): CheckedSentence[] {
  const named = new Set(opinion.indices);
  return checked.map((c, i) =>
    named.has(i) && !c.removed ? { ...c, findings: [...c.findings, AI_FINDING], removed: true } : c,
  );
}

/**
 * The flags the second opinion adds to a page's content: it is asked about the sentences the
 * rules let stand (what they flagged stays flagged, whatever it says), and each one it names
 * becomes a flag the seller decides on. No key or a failure: none, the rules alone.
 */
export async function secondOpinionFlags(
  sentences: readonly string[],
  flags: readonly Flag[],
  config: SecondOpinionConfig,
): Promise<{ flags: Flag[]; tokens: number /** Whether the service was asked (one request). */; asked: boolean }> {
  const flagged = new Set(flags.map((f) => f.sentence));
  const asked = sentences.filter((s) => !flagged.has(s));
  const opinion = await secondOpinion(asked, config);
  return {
    flags: opinion.indices.map((i) => ({
      field: "content",
      sentence: asked[i]!,
      kind: AI_FINDING.kind,
      reason: AI_FINDING.reason,
    })),
    tokens: opinion.tokens,
    asked: opinion.status !== "off",
  };
}
