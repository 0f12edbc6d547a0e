// Slugs: the rule itself lives with the text helpers (content/text.ts), so content/ and app/
// share one slugify without content/ importing from app/.
export { SLUG_MAX, slugify } from "@content/text";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCanonicalSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
