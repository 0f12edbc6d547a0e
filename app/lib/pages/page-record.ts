// The shape of a generated page in KV (`page:{slug}`) and of its listing metadata. Shared by the
// page store (pages.server.ts) and its revisions (revisions.server.ts).
import { z } from "zod";
import { GUIDE_CATEGORIES_LIST } from "./guide-categories";
import { encodeSignature, minhash, shingles } from "~/lib/seo/similarity";
import { SLUG_PATTERN } from "./slug";

export const GUIDE_CATEGORIES = GUIDE_CATEGORIES_LIST;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** A draft is seen only by the admin; visitors get a 404 and no listing shows it. */
export const PAGE_STATUSES = ["published", "draft"] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const pageRecordSchema = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1).max(200),
  slug: z.string().regex(SLUG_PATTERN).max(120),
  description: z.string().trim().min(1).max(500),
  content: z.string().min(1).max(500_000),
  category: z.enum(GUIDE_CATEGORIES).nullable().default(null),
  // Records written before drafts existed were all public.
  status: z.enum(PAGE_STATUSES).default("published"),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

export const pageSummarySchema = pageRecordSchema
  .pick({
    id: true,
    title: true,
    description: true,
    category: true,
    status: true,
    created_at: true,
    updated_at: true,
  })
  // `sig`: MinHash of the page's text (similarity.ts), for the duplicate check without reads.
  .extend({ description: z.string(), sig: z.string().optional() });
export type PageSummary = z.infer<typeof pageSummarySchema> & { slug: string };

export const newPageSchema = pageRecordSchema.pick({
  title: true,
  slug: true,
  description: true,
  content: true,
  category: true,
  status: true,
});
export type NewPage = z.input<typeof newPageSchema>;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** What a reader reads of a page: title, summary and the content without its markup. */
export function pageText(page: { title: string; description: string; content: string }): string {
  const body = page.content
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|[a-z]+);/gi, (m, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? m),
    );
  return `${page.title} ${page.description} ${body}`;
}

/** KV metadata must stay under 1024 bytes once serialized. */
const METADATA_MAX_BYTES = 1000;

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The listing fields, with the description cut until the metadata fits KV's limit. */
export function toMetadata(record: PageRecord): z.infer<typeof pageSummarySchema> {
  const meta: z.infer<typeof pageSummarySchema> = {
    id: record.id,
    title: record.title,
    description: record.description,
    category: record.category,
    status: record.status,
    created_at: record.created_at,
    updated_at: record.updated_at,
    sig: encodeSignature(minhash(shingles(pageText(record)))),
  };
  while (utf8Length(JSON.stringify(meta)) > METADATA_MAX_BYTES && meta.description.length > 0) {
    meta.description = meta.description.slice(0, Math.max(0, meta.description.length - 20)).trimEnd();
  }
  // A very long title: the duplicate check reads such a page instead (duplicates.server.ts).
  if (utf8Length(JSON.stringify(meta)) > METADATA_MAX_BYTES) delete meta.sig;
  return meta;
}
