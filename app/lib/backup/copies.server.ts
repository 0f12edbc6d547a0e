// Copies kept in R2 (MEDIA, under `copias/`): each one an archive the backup Workflow built
// (build.server.ts) — made from the screen, the weekly one, one taken before a restore over data —
// listed with date and size, the newest N kept (a setting). And an upload to restore, streamed into
// R2 by multipart upload a part at a time.
import { z } from "zod";

export const COPIES_PREFIX = "copias/";
/** Where an uploaded archive waits while it is verified and applied (deleted after). */
export const STAGING_PREFIX = "restauracao/";
const SETTINGS_KEY = "settings:copias";
/**
 * R2's parts: all but the last of one size, at least 5 MiB; the last no larger. 5 MiB, the
 * least, keeps the least in memory between a backup's steps.
 */
export const PART_BYTES = 5 * 1024 * 1024;

export const DEFAULT_KEEP = 4;
export const MAX_KEEP = 12;
export const keepSchema = z.coerce
  .number({ error: "Informe quantas cópias guardar." })
  .int("Informe um número inteiro de cópias.")
  .min(1, "Guarde pelo menos 1 cópia.")
  .max(MAX_KEEP, `Guarde no máximo ${MAX_KEEP} cópias.`);

export type CopyKind = "semanal" | "manual" | "antes-da-restauracao";

export interface StoredCopy {
  name: string;
  size: number;
  createdAt: string;
  kind: CopyKind;
}

/** How many copies to keep (the screen's setting). */
export async function copiesToKeep(kv: KVNamespace): Promise<number> {
  const stored = await kv.get<{ keep?: unknown }>(SETTINGS_KEY, "json").catch(() => null);
  const parsed = keepSchema.safeParse(stored?.keep);
  return parsed.success ? parsed.data : DEFAULT_KEEP;
}

export async function setCopiesToKeep(kv: KVNamespace, keep: number): Promise<void> {
  await kv.put(SETTINGS_KEY, JSON.stringify({ keep }));
}

/**
 * Writes a stream to R2 as one object, a part at a time; returns its size. R2 wants every part
 * but the last of one size (at least 5 MiB), the last no larger: parts are cut at exactly PART_BYTES.
 */
export async function streamToR2(
  bucket: R2Bucket,
  key: string,
  stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
  customMetadata?: Record<string, string>,
): Promise<number> {
  let upload: R2MultipartUpload | null = null;
  const uploaded: R2UploadedPart[] = [];
  const buffer = new PartBuffer();
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      buffer.push(chunk);
      total += chunk.length;
      while (buffer.length >= PART_BYTES) {
        upload ??= await bucket.createMultipartUpload(key, { customMetadata });
        uploaded.push(await upload.uploadPart(uploaded.length + 1, buffer.take(PART_BYTES)));
      }
    }
    if (!upload) {
      await bucket.put(key, buffer.take(buffer.length), { customMetadata });
      return total;
    }
    if (buffer.length > 0) uploaded.push(await upload.uploadPart(uploaded.length + 1, buffer.take(buffer.length)));
    await upload.complete(uploaded);
    return total;
  } catch (error) {
    await upload?.abort().catch(() => {});
    throw error;
  }
}

/** Bytes waiting to be sent as parts: chunks pushed, then taken from the front in exact amounts. */
export class PartBuffer {
  private chunks: Uint8Array[] = [];
  length = 0;

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The first `n` bytes (at most what is held), removed. */
  take(n: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(Math.min(n, this.length));
    let at = 0;
    while (at < out.length) {
      const head = this.chunks[0]!;
      const want = out.length - at;
      if (head.length <= want) {
        out.set(head, at);
        at += head.length;
        this.chunks.shift();
      } else {
        out.set(head.subarray(0, want), at);
        this.chunks[0] = head.subarray(want);
        at += want;
      }
    }
    this.length -= out.length;
    return out;
  }
}

/** A copy's file name under COPIES_PREFIX, from when it was started. */
export const copyName = (now: Date) => `copia-${now.toISOString().replace(/[:.]/g, "-")}.tar`;

/** Every copy kept, newest first. */
export async function listCopies(media: R2Bucket): Promise<StoredCopy[]> {
  const copies: StoredCopy[] = [];
  let cursor: string | undefined;
  do {
    const page = await media.list({ prefix: COPIES_PREFIX, cursor, include: ["customMetadata"] });
    for (const o of page.objects)
      copies.push({
        name: o.key.slice(COPIES_PREFIX.length),
        size: o.size,
        createdAt: o.customMetadata?.createdAt ?? o.uploaded.toISOString(),
        kind: (o.customMetadata?.kind as CopyKind | undefined) ?? "manual",
      });
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return copies.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A copy's R2 key from the name the screen shows, or null for anything else. */
export function copyKey(name: string): string | null {
  return /^copia-[0-9TZ-]+\.tar$/.test(name) ? COPIES_PREFIX + name : null;
}

/**
 * Keeps the newest N copies (the setting) and deletes the others — but `keep`, the copy just made,
 * and `spare`, the copy a restore is about to read, whatever their age.
 */
export async function pruneCopies(
  deps: { kv: KVNamespace; media: R2Bucket },
  keep: string,
  spare?: string | null,
): Promise<void> {
  const n = await copiesToKeep(deps.kv);
  const old = (await listCopies(deps.media))
    .slice(n)
    .filter((c) => c.name !== keep && COPIES_PREFIX + c.name !== spare);
  if (old.length > 0) await deps.media.delete(old.map((c) => COPIES_PREFIX + c.name));
}
