// Photos and images of the site (jobs done, pages): what the browser side and the server share.
// Each upload is kept in R2 as a private original and as resized variants without metadata,
// served at /midia/{id}/{width}.{webp|avif} (media.server.ts, serve.server.ts).

/** Widths the variants are made at (never wider than the original): a phone, its 2× screen, a desktop column. */
export const MEDIA_WIDTHS = [360, 720, 1080] as const;
/** AVIF is made only from this width up, where its bytes pay for the extra transformation. */
export const AVIF_MIN_WIDTH = 720;
/** An AVIF variant is kept only when it is at most this share of the WebP's bytes. */
export const AVIF_KEEP_RATIO = 0.8;

/** Largest photo accepted, per file (a phone's 48 MP JPEG is ~12 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);
/**
 * Pixels a photo may have, read from its header before anything decodes it: 50 megapixels holds
 * every phone camera's full-resolution photo (48 and 50 MP sensors: 8160 × 6120), and bounds what
 * decoding one may take (about 200 MB at 4 bytes a pixel) where a 15 MB file could state 268 MP.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Photos per job done. */
export const MAX_JOB_PHOTOS = 6;

export type MediaFormat = "webp" | "avif";

export interface MediaVariant {
  /** Width and height in pixels, read from the variant's own bytes. */
  w: number;
  h: number;
  /** Bytes of the WebP; of the AVIF when one was kept. */
  webp: number;
  avif?: number;
}

/** An image as pages show it: its id, the size of its largest variant and every variant. */
export interface MediaImage {
  id: string;
  width: number;
  height: number;
  variants: MediaVariant[];
  alt: string;
}

/** Ids are 16 lower-case letters and digits (80 random bits): unguessable, safe in a path. */
export const MEDIA_ID_PATTERN = /^[a-z2-7]{16}$/;

export function newMediaId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => alphabet[b & 31]).join("");
}

export const mediaPath = (id: string, width: number, format: MediaFormat = "webp") => `/midia/${id}/${width}.${format}`;

/** `srcset` of one format: every variant that exists in it, narrowest first. */
export function srcSet(image: Pick<MediaImage, "id" | "variants">, format: MediaFormat): string {
  return image.variants
    .filter((v) => format === "webp" || v.avif !== undefined)
    .map((v) => `${mediaPath(image.id, v.w, format)} ${v.w}w`)
    .join(", ");
}

/** The largest variant (what the editor inserts and what `src` falls back to). */
export function largest(image: Pick<MediaImage, "variants">): MediaVariant {
  return image.variants.reduce((a, b) => (b.w > a.w ? b : a));
}

/** The smallest variant at least `cssWidth × dpr` wide (for a fixed-size thumbnail's `src`). */
export function variantFor(image: Pick<MediaImage, "variants">, pixels: number): MediaVariant {
  const sorted = [...image.variants].sort((a, b) => a.w - b.w);
  return sorted.find((v) => v.w >= pixels) ?? sorted[sorted.length - 1]!;
}

const MEDIA_URL = /\/midia\/([a-z2-7]{16})\/(\d{1,5})\.(webp|avif)/g;

/** Ids of the site's images an HTML text uses, each once. */
export function mediaIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(MEDIA_URL)].map((m) => m[1]!))];
}

/** A path of a served variant: /midia/{id}/{width}.{webp|avif}, or null. */
export function parseMediaPath(path: string): { id: string; width: number; format: MediaFormat } | null {
  const m = /^\/midia\/([a-z2-7]{16})\/(\d{1,5})\.(webp|avif)$/.exec(path);
  if (!m) return null;
  return { id: m[1]!, width: Number(m[2]), format: m[3] as MediaFormat };
}

/** The smallest variant's address: the admin's thumbnails. */
export const thumbnailPath = (image: Pick<MediaImage, "id" | "variants">) =>
  mediaPath(image.id, Math.min(...image.variants.map((v) => v.w)));

/**
 * An HTML text without one of the site's images: its <img> elements, and a <figure> or paragraph
 * left empty by their removal.
 */
export function withoutImage(html: string, id: string): string {
  return html
    .replace(new RegExp(`<img\\b[^>]*\\bsrc="/midia/${id}/[^"]*"[^>]*>`, "g"), "")
    .replace(/<figure>\s*(?:<figcaption>[\s\S]*?<\/figcaption>\s*)?<\/figure>/g, "")
    .replace(/<p>\s*<\/p>/g, "");
}
