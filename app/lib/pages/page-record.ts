// The shape of a generated page in KV (`page:{slug}`) and of its listing metadata. Shared by the
// page store (store.server.ts), its listing (listing.server.ts) and its revisions (revisions.server.ts).
import { z } from "zod";
import { GUIDE_CATEGORIES_LIST } from "./guide-categories";
import { encodeSignature, minhash, shingles } from "~/lib/seo/similarity";
import { SLUG_PATTERN } from "./slug";
import { mediaIdsIn } from "~/lib/media/media";
import { htmlText, pageText } from "~/lib/html-stage/html-text";

export { htmlText, pageText };
import { PAGE_KINDS, type PageKind } from "./page-kinds";

/** KV key prefix of the generated pages: `page:{slug}`. */
export const PAGE_PREFIX = "page:";

export const GUIDE_CATEGORIES = GUIDE_CATEGORIES_LIST;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** A draft is seen only by the admin; visitors get a 404 and no listing shows it. */
export const PAGE_STATUSES = ["published", "draft"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * Why a page is not indexable: too little own text, it would take another page's, same topic, not
 * checked, the seller took it out of Google himself ("seller": the record's `noindex`), or a
 * generated page under the quality floor ("quality", app/lib/gate/quality.ts) or whose text does not
 * read as sentences in sequence ("coherence", app/lib/gate/coherence.ts).
 */
export const INDEX_CODES = ["ok", "low", "hurts", "topic", "unchecked", "seller", "quality", "coherence"] as const;

export const indexVerdictSchema = z.object({
  ok: z.boolean(),
  code: z.enum(INDEX_CODES).catch("unchecked"),
  /** Share of the page's 5-word shingles on no other indexable page, 0..1 (-1: not measured). */
  unique: z.number().min(-1).max(1),
  /** Why it is not indexable, in Portuguese ("" when it is). */
  reason: z.string().max(400),
  checkedAt: z.iso.datetime(),
});
export type IndexVerdict = z.infer<typeof indexVerdictSchema>;

/** What the seller did with a flagged sentence, and when: kept as his, rewritten, or removed. */
export const flagDecisionSchema = z.object({
  action: z.enum(["keep", "rewrite", "remove"]),
  /** The sentence as he rewrote it ("rewrite" only). */
  text: z.string().max(2000).optional(),
  at: z.iso.datetime(),
});
export type FlagDecision = z.infer<typeof flagDecisionSchema>;

/**
 * A sentence of text the seller did not type that the claims check caught (flag-html.ts): kept in
 * the text until he decides, with where it stands, why, and the confirmed claim it contradicts.
 */
export const pageFlagSchema = z.object({
  field: z.enum(["content", "title", "description"]),
  sentence: z.string().min(1).max(2000),
  kind: z.string().max(60),
  reason: z.string().max(400),
  claim: z.string().max(400).optional(),
  decision: flagDecisionSchema.optional(),
});
export type PageFlag = z.infer<typeof pageFlagSchema>;

/**
 * A page waiting for the seller to read it ("Para revisar", app/lib/review-queue/): a draft until
 * he has decided every flagged sentence and publishes it.
 */
export const pageReviewSchema = z.object({
  flags: z.array(pageFlagSchema).max(200).default([]),
  /** Records saved before flags: what the check had cut out of the text, shown as history. */
  removed: z
    .array(z.object({ sentence: z.string().max(2000), reason: z.string().max(400) }))
    .max(100)
    .optional(),
  /** Why the tool kept it back beyond the review, or absent. */
  held: z.string().max(400).optional(),
});
export type PageReview = z.infer<typeof pageReviewSchema>;

/** Flagged sentences the seller has not decided yet: while any is left the page cannot be public. */
export function undecidedFlags(review: { flags?: readonly PageFlag[] } | undefined): number {
  return review?.flags?.filter((f) => !f.decision).length ?? 0;
}
export { PAGE_KINDS, type PageKind };

export const pageRecordSchema = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1).max(200),
  slug: z.string().regex(SLUG_PATTERN).max(120),
  description: z.string().trim().min(1).max(500),
  content: z.string().min(1).max(500_000),
  category: z.enum(GUIDE_CATEGORIES).nullable().default(null),
  // Records written before drafts existed were all public.
  status: z.enum(PAGE_STATUSES).default("published"),
  kind: z.enum(PAGE_KINDS).optional(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  // Keys of this page's revisions, oldest first (revisions.server.ts): the store trims the oldest
  // without listing them. Absent on records saved before it existed.
  revisions: z.array(z.string()).max(50).optional(),
  // Who wrote the text: a generator (its text is cleaned of frozen facts, frozen-facts.ts) or the
  // seller (his own words, shown as written). Absent on records saved before it existed, which
  // are cleaned when they render.
  origin: z.enum(["generator", "seller"]).optional(),
  // The site-wide uniqueness gate's verdict at the page's last check (uniqueness.server.ts):
  // indexable or not, the unique share measured and, when not, why in the seller's words.
  // Absent: never checked, so not indexable (the gate fails closed).
  index: indexVerdictSchema.optional(),
  // The version of the sanitizer's rules its content was cleaned with at save (store-clean.server.ts
  // sets it): a page view renders such content as stored, without sanitizing it again. Absent or
  // older (records saved before, or before the rules changed): sanitized again when rendered.
  clean: z.number().int().optional(),
  // The seller's own "tirar do Google" ("Cada página vale a pena?"): public, noindex, out of the
  // sitemap whatever the gate says, until he puts it back. Kept across edits.
  noindex: z.literal(true).optional(),
  // Made by a generator and not yet read by the seller: a draft in "Para revisar" (review-queue/).
  review: pageReviewSchema.optional(),
});
/**
 * Bump when the HTML stage's rules change (sanitize.server.ts, frozen-facts.ts): content staged by
 * older rules is staged again at render. 2: one pass on the parsed tree, the frozen-fact cut at
 * save (version 1 was sanitize-html, with the regex cut at every render).
 */
export const SANITIZER_VERSION = 2;
export type PageRecord = z.infer<typeof pageRecordSchema>;

export const pageSummarySchema = pageRecordSchema
  .pick({
    id: true,
    title: true,
    description: true,
    category: true,
    status: true,
    kind: true,
    created_at: true,
    updated_at: true,
  })
  // `sig`: MinHash of the page's text (similarity.ts), for the duplicate check without reads.
  // `ix`: 1 when the uniqueness gate let the page be indexed (sitemap.xml lists only those);
  // otherwise `ixr`, why not (INDEX_CODES), and `ixu`, its unique share in percent, for the panel.
  // `media`: ids of the site's images the page shows, so deleting one names the pages that use it.
  .extend({
    description: z.string(),
    sig: z.string().optional(),
    ix: z.literal(1).optional(),
    ixr: z.enum(INDEX_CODES).optional(),
    ixu: z.number().optional(),
    media: z.array(z.string()).optional(),
    // 1: waiting in "Para revisar" (the record's `review`), so the queue is listed without reads.
    rv: z.literal(1).optional(),
    // Flagged sentences still undecided (the record's `review.flags`), for the queue's list.
    rf: z.number().int().optional(),
  });
export type PageSummary = z.infer<typeof pageSummarySchema> & { slug: string };

export const newPageSchema = pageRecordSchema.pick({
  clean: true,
  title: true,
  slug: true,
  description: true,
  content: true,
  category: true,
  status: true,
  origin: true,
  kind: true,
  review: true,
});
export type NewPage = z.input<typeof newPageSchema>;

/**
 * One write of the page store: a page created (`before` null), changed, or deleted (`after`
 * null). The store appends each to `Services.changes`; onPagesChanged (announce.server.ts) turns
 * them into edge-cache purges and IndexNow notifications.
 */
export interface GeneratedPageChange {
  kind?: undefined;
  before: PageRef | null;
  after: PageRef | null;
}

/**
 * A write of the jobs done ("obras", app/lib/jobs-done): the public pages whose shown jobs
 * changed (place, kit, home, gallery and job pages), each purged and announced as it is.
 */
export interface ShownJobsChange {
  /**
   * "obras": the jobs a page shows; "empresa": the identity, hours, claims or prices it shows;
   * "nota": the Google rating it shows (read again every day: purged, never announced to IndexNow).
   */
  kind: "obras" | "empresa" | "nota";
  paths: string[];
}

export type PageChange = GeneratedPageChange | ShownJobsChange;

/**
 * What announcing a change needs of a page: its address and whether visitors see it. `path`: a
 * built-in page's own address (its seller text changed), instead of `/links-uteis/{slug}`.
 */
export type PageRef = Pick<PageRecord, "slug" | "status"> & { path?: string };

/** A public page the uniqueness gate let be indexed (never checked: not indexable). */
export function isIndexable(page: Pick<PageRecord, "status" | "index" | "noindex">): boolean {
  return page.status === "published" && page.index?.ok === true && page.noindex !== true;
}

/** KV metadata must stay under 1024 bytes once serialized. */
const METADATA_MAX_BYTES = 1000;

type Metadata = z.infer<typeof pageSummarySchema>;

/**
 * KV metadata travels as an HTTP header (CF-KV-Metadata) in the local runtime, which warns about
 * every non-ASCII character: the listing fields are kept as one JSON text with every non-ASCII
 * character escaped (`\u00e3`), which JSON.parse reads back unchanged.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The listing fields as stored in the key's metadata: `{ j: "<ASCII JSON>" }`. */
export function toMetadata(record: PageRecord): { j: string } {
  const meta: Metadata = {
    id: record.id,
    title: record.title,
    description: record.description,
    category: record.category,
    status: record.status,
    ...(record.kind && record.kind !== "manual" ? { kind: record.kind } : {}),
    created_at: record.created_at,
    updated_at: record.updated_at,
    sig: encodeSignature(minhash(shingles(pageText(record)))),
    ...(isIndexable(record) ? { ix: 1 as const } : {}),
    ...(record.review && record.status === "draft" ? { rv: 1 as const } : {}),
    ...(undecidedFlags(record.review) > 0 ? { rf: undecidedFlags(record.review) } : {}),
    ...(record.status === "published" && !isIndexable(record)
      ? {
          ixr: record.noindex ? "seller" : (record.index?.code ?? "unchecked"),
          ixu: Math.round(Math.max(0, record.index?.unique ?? 0) * 100),
        }
      : {}),
  };
  const media = mediaIdsIn(record.content);
  if (media.length > 0) meta.media = media;
  const size = () => asciiJson({ j: asciiJson(meta) }).length;
  while (size() > METADATA_MAX_BYTES && meta.description.length > 0) {
    meta.description = meta.description.slice(0, Math.max(0, meta.description.length - 20)).trimEnd();
  }
  // A very long title: the duplicate check reads such a page instead (duplicates.server.ts).
  if (size() > METADATA_MAX_BYTES) delete meta.sig;
  return { j: asciiJson(meta) };
}

/** The listing fields of a key's metadata (this format, or the plain object of older saves). */
export function fromMetadata(metadata: unknown): Metadata | null {
  let value = metadata;
  if (value && typeof value === "object" && typeof (value as { j?: unknown }).j === "string") {
    try {
      value = JSON.parse((value as { j: string }).j);
    } catch {
      return null;
    }
  }
  return pageSummarySchema.safeParse(value).data ?? null;
}
