// Uploaded photos: checked by their bytes, resized once at upload by Cloudflare Images (WebP at
// MEDIA_WIDTHS, AVIF where it pays), stored in R2 with their original, recorded in D1.
//
// Why at upload and not on the first view: every call of the Images binding is one billed
// transformation (5,000 a month free), and a view-time resize would run again in every data centre
// whose cache lacks the copy; at upload each variant is made once, and a view is one R2 read (or
// none: serve.server.ts keeps a copy in the data centre's cache).
//
// Nothing is half-saved: the D1 row is written first as 'uploading', then the objects, then the
// row says 'ready' (or 'pending': sent with a job form not saved yet). A failure deletes what was
// written; a Worker that dies halfway leaves an 'uploading' row, which sweepMedia (the cron)
// deletes with its objects.
import type { Services } from "~/lib/platform/services.server";
import {
  type ImageKind,
  avifHasMetadata,
  imageSize,
  isTruncated,
  sniffImage,
  stripWebpMetadata,
  webpSize,
} from "./image-bytes";
import {
  AVIF_KEEP_RATIO,
  AVIF_MIN_WIDTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MEDIA_ID_PATTERN,
  MEDIA_WIDTHS,
  type MediaFormat,
  type MediaImage,
  type MediaVariant,
  newMediaId,
} from "./media";
import { log } from "~/lib/platform/log";
import { tombstoneStatement } from "~/lib/platform/tombstones.server";

export type MediaDeps = Pick<Services, "db" | "media" | "images" | "config">;

/**
 * Why an upload was refused: the file is not an image, too large (bytes, or pixels its header
 * states), a HEIC the image service could not convert, unreadable; or a service (Cloudflare
 * Images, R2/D1) failed.
 */
export type MediaProblem = "not-image" | "too-large" | "too-many-pixels" | "heic" | "unreadable" | "images" | "storage";

export class MediaError extends Error {
  constructor(
    readonly problem: MediaProblem,
    cause?: unknown,
  ) {
    super(
      `Media upload refused: ${problem}${cause ? ` (${cause instanceof Error ? cause.message : String(cause)})` : ""}`,
    );
    this.name = "MediaError";
  }
}

/** The private original (never served) and the served variants. */
export const originalKey = (id: string) => `originais/${id}`;
export const variantKey = (id: string, width: number, format: MediaFormat) => `variantes/${id}/${width}.${format}`;

const CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
};

const WEBP_QUALITY = 75;
const AVIF_QUALITY = 55;

/** Widths to make for an image `width` pixels wide: the standard ones it reaches, or its own width. */
export function targetWidths(width: number): number[] {
  const out: number[] = MEDIA_WIDTHS.filter((w) => w <= width);
  if (width < MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]! && !out.includes(width)) out.push(width);
  return out;
}

// One Blob per upload, streamed to every call of the binding: a 15 MB photo is held once, not once
// per variant (a Worker has 128 MB).
const streamOf = (photo: Blob) => photo.stream() as ReadableStream<Uint8Array>;

/**
 * A failure of the image service on these bytes: the file's fault (unreadable, or a HEIC it could
 * not convert), or the service's. Production reports codes (9412: not an image, 9520: unsupported
 * format); the local implementation (sharp) only messages.
 */
function imagesProblem(error: unknown, kind: ImageKind): MediaProblem {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : String(error);
  const unreadable =
    code === 9412 ||
    code === 9520 ||
    /unsupported image format|corrupt|bad seek|invalid input|not an image|no meta box/i.test(message);
  if (!unreadable) return "images";
  return kind === "heic" ? "heic" : "unreadable";
}

async function transform(deps: MediaDeps, photo: Blob, width: number, format: MediaFormat): Promise<Uint8Array> {
  const result = await deps.images
    .input(streamOf(photo))
    .transform({ width, fit: "scale-down" })
    .output({ format: `image/${format}`, quality: format === "webp" ? WEBP_QUALITY : AVIF_QUALITY });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

interface Made {
  variant: MediaVariant;
  webp: Uint8Array;
  avif?: Uint8Array;
}

/** One width: the WebP (metadata stripped, size read from its bytes) and, where it pays, an AVIF. */
async function makeVariant(deps: MediaDeps, photo: Blob, width: number): Promise<Made> {
  const wantAvif = deps.config.MEDIA_AVIF === "on" && width >= AVIF_MIN_WIDTH;
  const [rawWebp, avif] = await Promise.all([
    transform(deps, photo, width, "webp"),
    wantAvif ? transform(deps, photo, width, "avif") : Promise.resolve(undefined),
  ]);
  // Cloudflare Images writes WebP without EXIF; stripping again makes it a property of this code.
  const webp = stripWebpMetadata(rawWebp);
  const size = webp && webpSize(webp);
  if (!webp || !size) throw new Error(`Images returned no readable WebP for width ${width}`);
  const variant: MediaVariant = { w: size.width, h: size.height, webp: webp.length };
  // An AVIF is kept only without metadata (fail closed) and when clearly smaller than the WebP.
  if (avif && !avifHasMetadata(avif) && avif.length <= webp.length * AVIF_KEEP_RATIO) {
    variant.avif = avif.length;
    return { variant, webp, avif };
  }
  return { variant, webp };
}

export interface StoreOptions {
  /** 'pending': sent with a job form not saved yet (deleted after a day unless a job takes it). */
  state: "ready" | "pending";
  fileName?: string;
  alt?: string;
  now?: number;
}

/** Checks, resizes and stores one uploaded image; throws MediaError with what went wrong. */
export async function storeImage(deps: MediaDeps, bytes: Uint8Array, options: StoreOptions): Promise<MediaImage> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new MediaError("too-large");
  const kind = sniffImage(bytes);
  if (!kind) throw new MediaError("not-image");
  // The header's size, before any decoding: a file without one, or cut short, is damaged; one
  // stating more pixels than the limit is refused before the image service allocates for them.
  const size = imageSize(bytes, kind);
  if (!size || isTruncated(bytes, kind)) throw new MediaError(kind === "heic" ? "heic" : "unreadable");
  if (size.width * size.height > MAX_PHOTO_PIXELS) throw new MediaError("too-many-pixels");
  const photo = new Blob([bytes as Uint8Array<ArrayBuffer>]);
  let info: ImageInfoResponse;
  try {
    info = await deps.images.info(streamOf(photo));
  } catch (error) {
    throw new MediaError(imagesProblem(error, kind), error);
  }
  if (!("width" in info) || !info.width || !info.height) throw new MediaError("not-image");

  const id = newMediaId();
  const now = options.now ?? Date.now();
  const fileName = (options.fileName ?? "").slice(0, 200);
  try {
    await deps.db
      .prepare(
        "INSERT INTO media (id, state, created_at, file_name, original_type, original_bytes, alt) VALUES (?1, 'uploading', ?2, ?3, ?4, ?5, ?6)",
      )
      .bind(id, now, fileName, CONTENT_TYPES[kind], bytes.length, (options.alt ?? "").slice(0, 300))
      .run();
  } catch (error) {
    throw new MediaError("storage", error);
  }

  const written: string[] = [];
  try {
    let made: Made[];
    try {
      made = await Promise.all(targetWidths(info.width).map((w) => makeVariant(deps, photo, w)));
    } catch (error) {
      throw new MediaError(imagesProblem(error, kind), error);
    }
    // Two targets can give one size (a small image): keep each size once.
    made = made.filter((m, i) => made.findIndex((o) => o.variant.w === m.variant.w) === i);
    made.sort((a, b) => a.variant.w - b.variant.w);
    const puts: [string, Uint8Array, string][] = [[originalKey(id), bytes, CONTENT_TYPES[kind]]];
    for (const m of made) {
      puts.push([variantKey(id, m.variant.w, "webp"), m.webp, "image/webp"]);
      if (m.avif) puts.push([variantKey(id, m.variant.w, "avif"), m.avif, "image/avif"]);
    }
    try {
      // Every put settles before a failure is reported: with Promise.all the first failure
      // rejected while the other puts still ran, so the discard deleted an original that landed
      // after it (a half-saved upload left in R2).
      const settled = await Promise.allSettled(
        puts.map(([key, body, contentType]) => {
          written.push(key);
          return deps.media.put(key, body, { httpMetadata: { contentType } });
        }),
      );
      const failed = settled.find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
      const variants = made.map((m) => m.variant);
      const top = variants[variants.length - 1]!;
      await deps.db
        .prepare("UPDATE media SET state = ?2, width = ?3, height = ?4, variants = ?5 WHERE id = ?1")
        .bind(id, options.state, top.w, top.h, JSON.stringify(variants))
        .run();
      return { id, width: top.w, height: top.h, variants, alt: options.alt ?? "" };
    } catch (error) {
      throw new MediaError("storage", error);
    }
  } catch (error) {
    await discard(deps, id, written);
    throw error;
  }
}

/** Undoes a failed upload: its objects, then its row. Failures are logged (the cron retries the row). */
async function discard(deps: Pick<MediaDeps, "db" | "media">, id: string, keys: string[]): Promise<void> {
  try {
    if (keys.length > 0) await deps.media.delete(keys);
    await deps.db.batch([
      deps.db.prepare("DELETE FROM media WHERE id = ?1").bind(id),
      tombstoneStatement(deps.db, "media", id),
    ]);
  } catch (error) {
    log.error("Could not discard a failed upload", { id, error });
  }
}

export interface MediaRow {
  id: string;
  state: string;
  created_at: number;
  file_name: string;
  width: number;
  height: number;
  variants: string;
  alt: string;
}

export function toImage(row: MediaRow): MediaImage | null {
  try {
    const variants = JSON.parse(row.variants) as MediaVariant[];
    if (!Array.isArray(variants) || variants.length === 0) return null;
    return { id: row.id, width: row.width, height: row.height, variants, alt: row.alt };
  } catch {
    return null;
  }
}

export interface LibraryItem extends MediaImage {
  fileName: string;
  createdAt: number;
}

// Customers' photos sent with testimonials (app/lib/reviews) are not the seller's library: never
// listed for his pages, deleted with their testimonial.
const LIBRARY = "state = 'ready' AND id NOT IN (SELECT photo_id FROM testimonials WHERE photo_id IS NOT NULL)";

/** The image library, newest first (ready images only, customers' testimonial photos left out). */
export async function listMedia(db: D1Database, { limit = 60, offset = 0 } = {}): Promise<LibraryItem[]> {
  const { results } = await db
    .prepare(`SELECT * FROM media WHERE ${LIBRARY} ORDER BY created_at DESC, id LIMIT ?1 OFFSET ?2`)
    .bind(limit, offset)
    .all<MediaRow>();
  return results.flatMap((r) => {
    const image = toImage(r);
    return image ? [{ ...image, fileName: r.file_name, createdAt: r.created_at }] : [];
  });
}

export async function countMedia(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM media WHERE ${LIBRARY}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** These images (ready or pending), by id; unknown ids are left out. */
export async function getImages(db: D1Database, ids: readonly string[]): Promise<Map<string, MediaImage>> {
  const valid = [...new Set(ids)].filter((id) => MEDIA_ID_PATTERN.test(id));
  const out = new Map<string, MediaImage>();
  if (valid.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT * FROM media WHERE state IN ('ready', 'pending') AND id IN (${valid.map((_, i) => `?${i + 1}`).join(", ")})`,
    )
    .bind(...valid)
    .all<MediaRow>();
  for (const row of results) {
    const image = toImage(row);
    if (image) out.set(row.id, image);
  }
  return out;
}

/** Every R2 key of an image. */
export function keysOf(image: Pick<MediaImage, "id" | "variants">): string[] {
  return [
    originalKey(image.id),
    ...image.variants.flatMap((v) => [
      variantKey(image.id, v.w, "webp"),
      ...(v.avif !== undefined ? [variantKey(image.id, v.w, "avif")] : []),
    ]),
  ];
}

/**
 * Deletes an image: its row first (nothing can show it any more), then its objects. Returns the
 * image, or null when there was none. Callers detach it from jobs and pages first.
 */
export async function deleteImage(deps: Pick<MediaDeps, "db" | "media">, id: string): Promise<MediaImage | null> {
  if (!MEDIA_ID_PATTERN.test(id)) return null;
  const row = await deps.db.prepare("SELECT * FROM media WHERE id = ?1").bind(id).first<MediaRow>();
  if (!row) return null;
  await deps.db.batch([
    deps.db.prepare("DELETE FROM media WHERE id = ?1").bind(id),
    tombstoneStatement(deps.db, "media", id),
  ]);
  const image = toImage(row) ?? { id, width: 0, height: 0, variants: [], alt: "" };
  try {
    await deps.media.delete(keysOf(image));
  } catch (error) {
    log.error("Image deleted from D1; its R2 objects were not", { id, error });
  }
  return image;
}

/** Uploads that never finished (1 hour) and photos of job forms never saved (1 day). */
export const UPLOADING_MAX_MS = 3600_000;
export const PENDING_MAX_MS = 24 * 3600_000;

/** The cron's clean-up: deletes the rows and objects of abandoned uploads; returns how many. */
export async function sweepMedia(deps: Pick<MediaDeps, "db" | "media">, now = Date.now()): Promise<number> {
  const { results } = await deps.db
    .prepare(
      `SELECT * FROM media WHERE (state = 'uploading' AND created_at < ?1)
         OR (state = 'pending' AND created_at < ?2 AND id NOT IN (SELECT media_id FROM job_done_photos))`,
    )
    .bind(now - UPLOADING_MAX_MS, now - PENDING_MAX_MS)
    .all<MediaRow>();
  for (const row of results) {
    // An 'uploading' row has no variants recorded yet: its objects are listed by prefix.
    const listed = await deps.media.list({ prefix: `variantes/${row.id}/` });
    await deps.media.delete([originalKey(row.id), ...listed.objects.map((o) => o.key)]);
    await deps.db.prepare("DELETE FROM media WHERE id = ?1").bind(row.id).run();
  }
  return results.length;
}
