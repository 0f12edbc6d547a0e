// Generation use cases shared by the three admin tools: make content (local templates or the AI
// service), then save it as a public page. Each step is one request, so batches stay within the
// Worker's per-request limits and report per title.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { batchTitles, technicalTopics } from "@content/generator-titles";
import type { BatchItem } from "~/lib/jobs/jobs";
import { AI_NO_CONTENT, AiError, completeWithAi } from "./ai.server";
import { getEnv } from "~/lib/platform/env.server";
import { generateLocalPageHtml } from "./local-generator";
import { duplicateOf, percent, type Similar } from "~/lib/pages/duplicates.server";
import { announceChange } from "~/lib/seo/indexnow.server";
import { defaultDescriptionFor, summaryOf } from "~/lib/pages/page-defaults";
import { SlugTakenError, getPage, savePage, type GuideCategory, type PageRecord } from "~/lib/pages/store.server";
import { sanitizeHtml, sanitizeText } from "~/lib/pages/sanitize.server";
import { slugify } from "~/lib/pages/slug";

/** Spec §9: the technical generator writes with creativity 70. */
export const TECHNICAL_CREATIVITY = 70;
/** Spec §9: the batch creator uses the local generator at the default creativity. */
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

export function aiConfigured(context: AppLoadContext): boolean {
  return Boolean(getEnv(context.cloudflare.env).AI_API_KEY);
}

export interface Generated {
  title: string;
  html: string;
  description: string;
  /** AI tokens billed for this content (0 for the local generator). */
  tokens?: number;
  /** AI requests made, retries included. */
  attempts?: number;
}

/** Content for one title; the AI key is the Worker secret, else the one-off key of the form. */
export async function generateContent(
  context: AppLoadContext,
  {
    title,
    creativity,
    engine,
    apiKey,
    prompt,
    maxAttempts,
  }: { title: string; creativity: number; engine: Engine; apiKey?: string; prompt?: string; maxAttempts?: number },
): Promise<Generated> {
  const clean = sanitizeText(title).slice(0, 200);
  if (engine === "local") {
    const page = generateLocalPageHtml(clean, creativity);
    return { title: clean, html: sanitizeHtml(page.html), description: page.description };
  }
  const env = getEnv(context.cloudflare.env);
  const { content, tokens, attempts } = await completeWithAi(
    { title: clean, creativity, prompt },
    {
      apiKey: env.AI_API_KEY ?? apiKey,
      baseUrl: env.AI_BASE_URL,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxAttempts,
    },
  );
  const safe = sanitizeHtml(content).trim();
  if (!safe) throw new AiError(AI_NO_CONTENT, attempts);
  // The AI writes no summary: the first paragraph is one, in the page's own words.
  return { title: clean, html: safe, description: summaryOf(safe) || defaultDescriptionFor(clean), tokens, attempts };
}

/** A saved generated page, and the published page it was too similar to when it was kept as a draft. */
export type SavedGenerated = PageRecord & { similar: Similar | null };

/**
 * Saves generated content as a public page (spec), or as a draft when asked (`draft`) or when its
 * text is too similar to a published page: generators make near-duplicates easy, and those stay
 * drafts for the admin to rewrite or publish knowingly.
 */
export async function saveGenerated(
  kv: KVNamespace,
  page: Generated,
  category: GuideCategory | null = null,
  { draft = false }: { draft?: boolean } = {},
): Promise<SavedGenerated> {
  const input = {
    title: page.title,
    slug: slugify(page.title),
    description: sanitizeText(page.description).slice(0, 500) || defaultDescriptionFor(page.title),
    content: sanitizeHtml(page.html),
    category,
  };
  const similar = draft ? null : await duplicateOf(kv, input);
  const record = await savePage(kv, { ...input, status: draft || similar ? "draft" : "published" });
  return { ...record, similar };
}

/** The batch result of a saved page: a draft kept for its similarity says to what. */
/** A batch result for a saved page: a draft carries the note saying what it resembles. */
export function savedItem(index: number, saved: SavedGenerated): BatchItem {
  const item: BatchItem = { index, title: saved.title, slug: saved.slug, success: true, skipped: false };
  if (saved.similar) {
    item.draft = true;
    item.note = `salva como rascunho: ${percent(saved.similar.score)} de semelhança com ${saved.similar.path}`;
  }
  return item;
}

export type { BatchItem };

function failure(index: number, title: string, error: unknown): BatchItem {
  const message = error instanceof AiError ? error.message : "Falha ao salvar";
  if (!(error instanceof AiError)) console.error(`Generation of "${title}" failed`, error);
  const attempts = error instanceof AiError ? error.attempts : undefined;
  return { index, title, slug: slugify(title), success: false, skipped: false, error: message, attempts };
}

/** One of the 50 predefined local pages: skipped when its slug exists, so a rerun completes the set. */
export async function createBatchPage(context: AppLoadContext, index: number): Promise<BatchItem> {
  const title = batchTitles[index];
  if (title === undefined) throw new Response("Índice inválido", { status: 400 });
  const kv = context.pages;
  const slug = slugify(title);
  try {
    if (await getPage(kv, slug)) return { index, title, slug, success: true, skipped: true };
    const page = await generateContent(context, { title, creativity: BATCH_CREATIVITY, engine: "local" });
    const saved = await saveGenerated(kv, page);
    announceChange(context, { after: saved });
    return savedItem(index, saved);
  } catch (error) {
    if (error instanceof SlugTakenError) return { index, title, slug, success: true, skipped: true };
    return failure(index, title, error);
  }
}

/** One of the 50 technical guides, written by the AI service with creativity 70. */
export async function createTechnicalPage(
  context: AppLoadContext,
  index: number,
  apiKey: string | undefined,
  maxAttempts?: number,
): Promise<BatchItem> {
  const topic = technicalTopics[index];
  if (topic === undefined) throw new Response("Índice inválido", { status: 400 });
  const kv = context.pages;
  const slug = slugify(topic.title);
  try {
    if (await getPage(kv, slug)) return { index, title: topic.title, slug, success: true, skipped: true };
    const page = await generateContent(context, {
      title: topic.title,
      creativity: TECHNICAL_CREATIVITY,
      engine: "ai",
      apiKey,
      prompt: topic.prompt,
      maxAttempts,
    });
    const saved = await saveGenerated(kv, page, topic.category);
    announceChange(context, { after: saved });
    return { ...savedItem(index, saved), tokens: page.tokens, attempts: page.attempts };
  } catch (error) {
    if (error instanceof SlugTakenError) return { index, title: topic.title, slug, success: true, skipped: true };
    return failure(index, topic.title, error);
  }
}
