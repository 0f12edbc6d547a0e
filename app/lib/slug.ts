/**
 * The one slug rule of the product (spec §2): lower-case, accents removed, spaces to hyphens;
 * other non-word characters dropped and repeated hyphens collapsed.
 */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCanonicalSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
