/** Longest slug a page may have (KV keys and URLs stay short). */
export const SLUG_MAX = 120;

/**
 * The one slug rule of the product (spec §2): lower-case, accents removed, spaces to hyphens;
 * other non-word characters dropped and repeated hyphens collapsed.
 */
export function slugify(input: string): string {
  const slug = input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= SLUG_MAX) return slug;
  // Long titles keep whole words, cut at the last hyphen that fits.
  const cut = slug.slice(0, SLUG_MAX + 1);
  const end = cut.lastIndexOf("-");
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, SLUG_MAX)).replace(/-$/, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCanonicalSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
