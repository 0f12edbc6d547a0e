// Copies kept in R2 (MEDIA, under `copias/`): the weekly copy the daily cron makes when the newest
// is a week old, a copy taken before a restore over data, the newest N kept (a setting). Written
// with R2's multipart upload one part at a time, so a copy of any size holds one part in memory.
import { z } from "zod";
import type { Services } from "~/lib/platform/services.server";
import { type BackupDeps, buildArchive } from "./build.server";

export const COPIES_PREFIX = "copias/";
/** Where an uploaded archive waits while it is verified and applied (deleted after). */
export const STAGING_PREFIX = "restauracao/";
const SETTINGS_KEY = "settings:copias";
/** R2's parts are at least 5 MB (but the last); 8 MB keeps few parts and little memory. */
const PART_BYTES = 8 * 1024 * 1024;
const WEEK_MS = 7 * 86_400_000;

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

/** Writes a stream to R2 as one object, a part at a time; returns its size. */
export async function streamToR2(
  bucket: R2Bucket,
  key: string,
  stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
  customMetadata?: Record<string, string>,
): Promise<number> {
  let upload: R2MultipartUpload | null = null;
  const uploaded: R2UploadedPart[] = [];
  let chunks: Uint8Array[] = [];
  let buffered = 0;
  let total = 0;
  const joined = () => {
    const out = new Uint8Array(buffered);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    chunks = [];
    buffered = 0;
    return out;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      chunks.push(chunk);
      buffered += chunk.length;
      total += chunk.length;
      if (buffered >= PART_BYTES) {
        upload ??= await bucket.createMultipartUpload(key, { customMetadata });
        uploaded.push(await upload.uploadPart(uploaded.length + 1, joined()));
      }
    }
    if (!upload) {
      await bucket.put(key, joined(), { customMetadata });
      return total;
    }
    if (buffered > 0) uploaded.push(await upload.uploadPart(uploaded.length + 1, joined()));
    await upload.complete(uploaded);
    return total;
  } catch (error) {
    await upload?.abort().catch(() => {});
    throw error;
  }
}

const copyName = (now: Date) => `copia-${now.toISOString().replace(/[:.]/g, "-")}.tar`;

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
 * Makes a copy in R2, then keeps the newest N — and `spare`, the copy a restore is about to read,
 * whatever its age.
 */
export async function takeCopy(
  deps: BackupDeps,
  kind: CopyKind,
  { now = new Date(), spare }: { now?: Date; spare?: string } = {},
): Promise<StoredCopy> {
  const name = copyName(now);
  const createdAt = now.toISOString();
  const size = await streamToR2(deps.media, COPIES_PREFIX + name, buildArchive(deps, { insights: true, now }), {
    createdAt,
    kind,
  });
  const keep = await copiesToKeep(deps.kv);
  const old = (await listCopies(deps.media))
    .slice(keep)
    .filter((c) => c.name !== name && COPIES_PREFIX + c.name !== spare);
  if (old.length > 0) await deps.media.delete(old.map((c) => COPIES_PREFIX + c.name));
  return { name, size, createdAt, kind };
}

/** The daily cron's part: a weekly copy when the newest one is a week old (an hour's slack). */
export async function weeklyCopyIfDue(
  deps: Pick<Services, "kv" | "db" | "media" | "config" | "origin">,
  now = new Date(),
): Promise<StoredCopy | null> {
  const newest = (await listCopies(deps.media)).find((c) => c.kind === "semanal");
  if (newest && now.getTime() - Date.parse(newest.createdAt) < WEEK_MS - 3600_000) return null;
  return takeCopy(deps, "semanal", { now });
}
