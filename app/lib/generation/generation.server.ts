// Generation use cases shared by the admin's tools: make content (local templates or the AI
// service) for a title, and generate-and-save one page, as the batch creator, the technical
// generator and the content generator's "process all titles" all do for each of their items.
import { currentIdentity } from "@content/business";
import { z } from "zod";
import type { ClaimFacts } from "~/lib/claims/claims-check";
import { type Flag, flagsOfStaged, flagText } from "~/lib/claims/flag-html";
import { type SecondOpinionConfig, secondOpinionFlags } from "~/lib/claims/second-opinion.server";
import { claimFactsOf } from "~/lib/claims/facts";
import { decidedSummary } from "~/lib/review-queue/decisions";
import type { BatchItem } from "~/lib/jobs/jobs";
import { percent, type Similar } from "~/lib/gate/duplicates.server";
import type { GuideCategory, PageKind, PageRecord } from "~/lib/pages/page-record";
import { sanitizeText } from "~/lib/html-stage/sanitize.server";
import { type StagedHtml, isStaged, stageHtml } from "~/lib/html-stage/stage.server";
import { stripFactSentences } from "~/lib/html-stage/frozen-facts";
import { slugify } from "~/lib/pages/slug";
import {
  EmptyFieldsError,
  assertContentBounds,
  PageTooLargeError,
  SlugTakenError,
  getPage,
  savePage,
  type SavedPage,
} from "~/lib/pages/store.server";
import { pageTooLargeMessage } from "~/lib/pages/page-form.server";
import { log } from "~/lib/platform/log";
import type { Env } from "~/lib/platform/env.server";
import type { Services } from "~/lib/platform/services.server";
import { AI_NO_CONTENT, AiError, completeWithAi } from "./ai.server";
import { generateLocalPageHtml } from "./local-generator";
import { claimCheck } from "~/lib/claims/claims-check";

/** The technical generator writes with creativity 70. */
export const TECHNICAL_CREATIVITY = 70;
/** The batch creator uses the local generator at the default creativity. */
export const BATCH_CREATIVITY = 75;

export type Engine = "local" | "ai";

export const creativitySchema = z.coerce.number().int().min(0).max(100).catch(75);

/** Titles typed one per line; blank lines ignored. */
export function titlesFrom(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 100);
}

export function aiConfigured(config: Env): boolean {
  return Boolean(config.AI_API_KEY);
}

export interface Generated {
  title: string;
  /** As written by the engine: sanitized by the store when saved, and by the preview when shown. */
  html: string;
  description: string;
  /** AI tokens billed for this content (0 for the local generator). */
  tokens?: number;
  /** AI requests made, retries included. */
  attempts?: number;
  /** Sentences the claims check caught (flag-html.ts), kept in the text for the seller to decide. */
  flags?: Flag[];
  /** The stage's result for `html` (cleanGenerated): saveGenerated and the store keep it as is. */
  staged?: StagedHtml;
}

/** The claims check's facts for this request: the identity in scope, now. */
export function currentClaimFacts(): ClaimFacts {
  return claimFactsOf(currentIdentity(), new Date());
}

/**
/**
 * Generated HTML through the HTML stage in one pass (stage.server.ts): allow-listed, without
 * frozen facts (frozen-facts.ts: even a true price or deadline stays out of the stored text, since
 * the page shows it from current data) and through the claims check, whose failing sentences stay
 * in the text as flags the seller decides on. `staged` is handed to the store, which keeps it as is.
 */
export function cleanGenerated(html: string, facts: ClaimFacts): { html: string; flags: Flag[]; staged: StagedHtml } {
  const staged = stageHtml(html, { frozen: true, claims: { check: claimCheck(facts) } });
  return { html: staged.html, flags: flagsOfStaged(staged.flagged), staged };
}

export interface GenerateRequest {
  title: string;
  creativity: number;
  engine: Engine;
  /** The one-off key of the technical generator, used only when no AI_API_KEY secret is set. */
  apiKey?: string;
  /** Extra instructions for the AI (the technical topics carry one). */
  prompt?: string;
  maxAttempts?: number;
}

/**
 * Content for one title; the AI key is the Worker secret, else the one-off key of the form. The
 * text never states a business fact (price, hours, phone, deadline…): the AI is asked not to, and
 * whatever it states anyway is cut (frozen-facts.ts); the page shows them from current data.
 */
export async function generateContent(
  config: Env,
  request: GenerateRequest,
  facts: ClaimFacts = currentClaimFacts(),
): Promise<Generated> {
  const generated = await writeContent(config, request);
  const { html, flags, staged } = cleanGenerated(generated.html, facts);
  // The AI writes no summary: it is made from the sentences the check let stand (saveGenerated
  // checks the local generator's own summary).
  const own = request.engine === "local" ? stripFactSentences(generated.description) : "";
  return { ...generated, html, description: own || decidedSummary(html, flags, generated.title), flags, staged };
}

async function writeContent(config: Env, request: GenerateRequest): Promise<Generated> {
  const title = sanitizeText(request.title).slice(0, 200);
  if (request.engine === "local") {
    const page = generateLocalPageHtml(title, request.creativity);
    return { title, html: page.html, description: page.description };
  }
  const { content, tokens, attempts } = await completeWithAi(
    { title, creativity: request.creativity, prompt: request.prompt },
    {
      apiKey: config.AI_API_KEY ?? request.apiKey,
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      maxAttempts: request.maxAttempts,
      maxRetryWaitMs: config.AI_RETRY_MAX_MS,
    },
  );
  // The AI writes no summary: generateContent makes one from the cleaned text.
  return { title, html: content, description: "", tokens, attempts };
}

/**
 * Saves generated content as a public page, or as a draft when asked (`draft`) or when its text is
 * too similar to a published page: generators make near-duplicates easy, and those stay drafts for
 * the admin to rewrite or publish knowingly. Text with a flagged sentence (title, summary or
 * content) waits in "Para revisar" as a draft until the seller has decided each one.
 */
export async function saveGenerated(
  services: Pick<Services, "kv" | "changes" | "db">,
  page: Generated,
  {
    category = null,
    draft = false,
    review = false,
    existing,
    kind = page.attempts !== undefined ? "ia" : "lote",
    opinion,
  }: {
    category?: GuideCategory | null;
    draft?: boolean;
    /** Nobody read it yet (a job's page): a draft in "Para revisar" until the seller publishes it. */
    review?: boolean;
    existing?: PageRecord | null;
    kind?: PageKind;
    /** The AI service, when configured: its second opinion may flag more sentences, never fewer. */
    opinion?: SecondOpinionConfig;
  } = {},
  facts: ClaimFacts = currentClaimFacts(),
): Promise<SavedPage & { flags: Flag[]; opinionTokens: number; opinionCalls: number }> {
  // Checked again here: the content generator's save posts back the HTML its preview showed.
  // Bounds first, as the store does: over them the sanitizer would return the markup as text.
  assertContentBounds(page.html);
  const title = sanitizeText(page.title).slice(0, 200);
  // Staged already by generateContent (this exact text, by the stage itself): not parsed again.
  const cleaned =
    page.staged && isStaged(page.staged, page.html, { frozen: true })
      ? { html: page.staged.html, flags: flagsOfStaged(page.staged.flagged), staged: page.staged }
      : cleanGenerated(page.html, facts);
  const own = sanitizeText(page.description).slice(0, 500);
  const flags = [
    ...flagText(title, "title", facts),
    ...(own ? flagText(own, "description", facts) : []),
    ...cleaned.flags,
  ];
  // Where an AI service is configured, a second opinion on the sentences the rules let stand.
  const second = opinion
    ? await secondOpinionFlags(cleaned.staged.sentences, cleaned.flags, opinion)
    : { flags: [], tokens: 0, asked: false };
  flags.push(...second.flags);
  flags.splice(200);
  const queued = review || flags.length > 0;
  const saved = await savePage(
    services,
    {
      title,
      slug: slugify(title),
      // Without a summary of its own, one made of the sentences nobody flagged.
      description: own || decidedSummary(cleaned.html, flags, title),
      content: cleaned.html,
      category,
      status: draft || queued ? "draft" : "published",
      origin: "generator",
      kind,
      ...(queued ? { review: { flags } } : {}),
    },
    { duplicates: "draft", existing, staged: cleaned.staged },
  );
  return { ...saved, flags, opinionTokens: second.tokens, opinionCalls: second.asked ? 1 : 0 };
}

/** The second opinion's settings from the Worker's: the same service the AI generators use. */
export function opinionOf(
  config: Pick<Env, "AI_API_KEY" | "AI_BASE_URL" | "AI_MODEL">,
): SecondOpinionConfig | undefined {
  return config.AI_API_KEY
    ? { apiKey: config.AI_API_KEY, baseUrl: config.AI_BASE_URL, model: config.AI_MODEL }
    : undefined;
}

/** The item's note on what the claims check flagged for the seller: each sentence, cut short, with why. */
export function flaggedNote(flags: Flag[]): string {
  const shown = flags
    .slice(0, 5)
    .map((r) => `“${r.sentence.length > 90 ? `${r.sentence.slice(0, 88)}…` : r.sentence}” (${r.reason})`);
  const more = flags.length > 5 ? `; e mais ${flags.length - 5}` : "";
  return `${flags.length === 1 ? "1 frase marcada" : `${flags.length} frases marcadas`} para você decidir: ${shown.join("; ")}${more}`;
}

/** The note of a job's page waiting for the seller in "Para revisar". */
export const REVIEW_NOTE = "espera sua leitura em “Para revisar” antes de ir ao ar";

/** The note of a page kept as a draft for its similarity: what it resembles, and how much. */
export function similarityNote(similar: Similar): string {
  return `salva como rascunho: ${percent(similar.score)} de semelhança com ${similar.path}`;
}

/** The note of a page saved public but kept out of the index, or kept a draft unchecked. */
export function indexNote(record: PageRecord): string | undefined {
  if (record.status === "draft") return record.index?.reason || undefined;
  if (record.index && !record.index.ok) return `publicada fora do Google: ${record.index.reason}`;
  return undefined;
}

export interface ItemRequest extends GenerateRequest {
  index: number;
  category?: GuideCategory | null;
}

/**
 * One item of a generation job, whichever the tool: skipped when its slug exists (a rerun
 * completes only what is missing), else generated and saved (a near-duplicate as a draft). Its key
 * is read once; the AI's and the store's failures become the item's result.
 */
export async function generateAndSave(
  services: Pick<Services, "kv" | "changes" | "config" | "db">,
  request: ItemRequest,
): Promise<BatchItem> {
  const { index, title } = request;
  const slug = slugify(title);
  const skipped = { index, title, slug, success: true, skipped: true };
  try {
    if (await getPage(services.kv, slug)) return skipped;
    const page = await generateContent(services.config, request);
    // Nobody has read it: it waits in "Para revisar" until the seller publishes it.
    const { record, flags, opinionTokens, opinionCalls } = await saveGenerated(services, page, {
      category: request.category,
      existing: null,
      review: true,
      opinion: opinionOf(services.config),
    });
    // Its similarity and the uniqueness gate are checked when he publishes it.
    const item: BatchItem = {
      index,
      title: record.title,
      slug: record.slug,
      success: true,
      skipped: false,
      draft: true,
      review: true,
      note: REVIEW_NOTE,
    };
    if (flags.length > 0) Object.assign(item, { removed: flaggedNote(flags) });
    // What the AI service billed and was asked for this item: the writing's attempts and the
    // second opinion, a local generator's page included (its opinion is a paid call too).
    if (page.attempts !== undefined || opinionCalls > 0)
      Object.assign(item, {
        tokens: (page.tokens ?? 0) + opinionTokens,
        ...(page.attempts !== undefined ? { attempts: page.attempts } : {}),
        ...(opinionCalls > 0 ? { opinions: opinionCalls } : {}),
      });
    return item;
  } catch (error) {
    if (error instanceof SlugTakenError) return skipped;
    if (error instanceof AiError)
      return { index, title, slug, success: false, skipped: false, error: error.message, attempts: error.attempts };
    // An answer that was only markup the sanitizer removed: nothing to publish.
    if (error instanceof EmptyFieldsError && error.fields.includes("content"))
      return { index, title, slug, success: false, skipped: false, error: AI_NO_CONTENT };
    if (error instanceof PageTooLargeError)
      return { index, title, slug, success: false, skipped: false, error: pageTooLargeMessage(error).message };
    log.error("Generation of a page failed", { title, error });
    return { index, title, slug, success: false, skipped: false, error: "Falha ao salvar" };
  }
}
