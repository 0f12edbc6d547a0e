// How the store cleans what it keeps (store.server.ts): sizes, sanitizing and empty fields, for a
// generated page and for a seller text on a built-in page. The only place stored text is cleaned.
import { type NewPage, SANITIZER_VERSION, newPageSchema, undecidedFlags } from "./page-record";
import { MAX_DEPTH, MAX_HTML_CHARS, MAX_TAGS, htmlProblem, sanitizeText } from "~/lib/html-stage/sanitize.server";
import { type StagedHtml, isStaged, stageHtml } from "~/lib/html-stage/stage.server";
import { SLUG_MAX, slugify } from "./slug";
import { EmptyFieldsError, PageTooLargeError } from "./store-errors";

/** Longest title, summary and content a page keeps (page-record.ts), and the raw text before cleaning. */
export const PAGE_LIMITS = { title: 200, description: 500, content: MAX_HTML_CHARS } as const;
// Markup in a title or summary is stripped, so the raw text may be somewhat longer than what is kept.
const RAW_TEXT_FACTOR = 5;

/**
 * Content over the sanitizer's bounds (size, depth, number of tags) is a PageTooLargeError: checked
 * before anything parses it, by the store and by whoever cleans a text before handing it over.
 */
export function assertContentBounds(html: string): void {
  const problem = htmlProblem(html);
  if (problem) {
    const limit = problem === "size" ? MAX_HTML_CHARS : problem === "depth" ? MAX_DEPTH : MAX_TAGS;
    throw new PageTooLargeError("content", problem, limit);
  }
}

/**
 * Validates and sanitizes a page's fields: the only place stored text is cleaned. Fields that
 * are empty once cleaned (only markup or symbols) are an EmptyFieldsError naming them. The
 * content goes through the HTML stage once (stage.server.ts): text the seller did not write loses
 * its frozen facts there. `staged`: the stage's own result for exactly this content (a generator
 * staged it with the same cuts), kept as it is.
 */
export function cleanPage(input: NewPage, staged?: StagedHtml) {
  // Sizes first: nothing is parsed, slugified or sanitized that could not be kept anyway.
  for (const field of ["title", "description"] as const) {
    if ((input[field]?.length ?? 0) > PAGE_LIMITS[field] * RAW_TEXT_FACTOR) {
      throw new PageTooLargeError(field, "size", PAGE_LIMITS[field]);
    }
  }
  if ((input.slug?.length ?? 0) > SLUG_MAX * RAW_TEXT_FACTOR) throw new PageTooLargeError("slug", "size", SLUG_MAX);
  assertContentBounds(input.content ?? "");
  const fields = {
    title: sanitizeText(input.title ?? ""),
    slug: slugify(input.slug ?? ""),
    description: sanitizeText(input.description ?? ""),
    content: stagedContent(input, staged),
  };
  // Content is empty when nothing of it would show: no text and no image once cleaned.
  const shows = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "";
  const empty = (Object.keys(fields) as (keyof typeof fields)[]).filter(
    (f) => !fields[f] || (f === "content" && !shows(fields.content)),
  );
  if (empty.length > 0) throw new EmptyFieldsError(empty);
  // Escaping (& → &amp;) can make content longer than it came in.
  for (const field of ["title", "description", "content"] as const) {
    if (fields[field].length > PAGE_LIMITS[field]) throw new PageTooLargeError(field, "size", PAGE_LIMITS[field]);
  }
  // Cleaned once, here: a page view renders this content as stored (page-view.server.ts).
  // A flagged sentence nobody decided is never public: such a page is saved as a draft.
  const status = undecidedFlags(input.review) > 0 ? "draft" : input.status;
  return newPageSchema.parse({ ...input, ...fields, status, clean: SANITIZER_VERSION });
}

/** The page's content through the stage, unless `staged` is the stage's result for it. */
function stagedContent(input: NewPage, staged: StagedHtml | undefined): string {
  const content = input.content ?? "";
  const frozen = input.origin !== "seller";
  if (isStaged(staged, content, { frozen })) return content;
  return stageHtml(content, { frozen }).html;
}

/** The largest seller text on a built-in page (characters of HTML, before cleaning). */
export const SELLER_TEXT_MAX = 50_000;

/**
 * A seller text on a built-in page, cleaned like a generated page's content; "" when nothing of
 * it would show (the text is then removed).
 */
export function cleanSellerText(html: string): string {
  const clean = stageHtml(html.slice(0, SELLER_TEXT_MAX)).html;
  const shows = /<img\b/i.test(clean) || clean.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "";
  return shows ? clean : "";
}
