// Builds an archive as a stream: KV records and D1 rows read a page at a time, each part hashed and
// written as it is made, photos one object at a time, then the manifest and its MAC. Nothing holds
// more than one part, so 10,000 pages and 1,000 photos fit a Worker's 128 MB.
import { type MediaRow, keysOf, originalKey, toImage } from "~/lib/media/media.server";
import type { Services } from "~/lib/platform/services.server";
import {
  DERIVED_KV_KEYS,
  FORMAT,
  FORMAT_VERSION,
  type KvLine,
  MANIFEST,
  type Manifest,
  type PartInfo,
  RECORDS_PER_PART,
  SIGNATURE,
  TABLES,
  TOMBSTONES_PART,
  backupSecret,
  sha256Bytes,
  signManifest,
} from "./format";
import { padding, tarHeader, trailer } from "./tar";

export type BackupDeps = Pick<Services, "kv" | "db" | "media" | "config" | "origin">;

export class NoBackupSecretError extends Error {
  constructor() {
    super("Neither BACKUP_SECRET nor SESSION_SECRET is set");
    this.name = "NoBackupSecretError";
  }
}

const encoder = new TextEncoder();
const ndjson = (lines: unknown[]) => encoder.encode(lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
const partName = (prefix: string, n: number) => `${prefix}/${String(n).padStart(5, "0")}.ndjson`;

type Emit = (name: string, bytes: Uint8Array<ArrayBuffer>, type?: string) => Promise<void>;

/** Every KV record but the derived ones, in parts of RECORDS_PER_PART. */
async function emitKv(deps: BackupDeps, emit: Emit, counts: Manifest["counts"]): Promise<void> {
  let n = 0;
  let cursor: string | undefined;
  do {
    const page = await deps.kv.list({ cursor, limit: RECORDS_PER_PART });
    const names = page.keys.map((k) => k.name).filter((k) => !DERIVED_KV_KEYS.has(k));
    const lines: KvLine[] = [];
    // KV's bulk read: 100 keys count as one of the invocation's 1,000 KV operations.
    for (let i = 0; i < names.length; i += 100) {
      const got = await deps.kv.getWithMetadata(names.slice(i, i + 100), "text");
      for (const k of names.slice(i, i + 100)) {
        const g = got.get(k);
        if (!g || g.value === null) continue;
        lines.push(g.metadata === null ? { k, v: g.value } : { k, v: g.value, m: g.metadata });
        if (k.startsWith("page:")) counts.pages++;
        else if (k.startsWith("rev:")) counts.revisions++;
      }
    }
    counts.kvKeys += lines.length;
    if (lines.length > 0) await emit(partName("kv", ++n), ndjson(lines));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

/** Rows of `table` after `after` (its key's values), ordered by its key. */
async function readRows(
  db: D1Database,
  table: string,
  key: readonly string[],
  after: unknown[] | null,
): Promise<Record<string, unknown>[]> {
  const cols = key.map((k) => `"${k}"`).join(", ");
  const where = after ? `WHERE (${cols}) > (${key.map((_, i) => `?${i + 1}`).join(", ")})` : "";
  const sql = `SELECT * FROM "${table}" ${where} ORDER BY ${cols} LIMIT ${RECORDS_PER_PART}`;
  const stmt = db.prepare(sql);
  return (await (after ? stmt.bind(...after) : stmt).all<Record<string, unknown>>()).results;
}

async function emitTables(deps: BackupDeps, emit: Emit, counts: Manifest["counts"], insights: boolean) {
  const mediaIds: string[] = [];
  for (const table of TABLES) {
    if (table.optional && !insights) continue;
    let n = 0;
    let after: unknown[] | null = null;
    counts.rows[table.name] = 0;
    for (;;) {
      const rows = await readRows(deps.db, table.name, table.key, after);
      if (rows.length === 0) break;
      if (table.name === "media") for (const r of rows) if (r.state === "ready") mediaIds.push(String(r.id));
      counts.rows[table.name]! += rows.length;
      await emit(partName(`d1/${table.name}`, ++n), ndjson(rows));
      if (rows.length < RECORDS_PER_PART) break;
      const last = rows.at(-1)!;
      after = table.key.map((k) => last[k]);
    }
  }
  return mediaIds;
}

/** Each photo's original and its variants, one object at a time. */
async function emitPhotos(deps: BackupDeps, emit: Emit, ids: string[], counts: Manifest["counts"]) {
  for (let i = 0; i < ids.length; i += 50) {
    const batch = ids.slice(i, i + 50);
    const rows = await deps.db
      .prepare(`SELECT * FROM media WHERE id IN (${batch.map((_, j) => `?${j + 1}`).join(", ")})`)
      .bind(...batch)
      .all();
    for (const row of rows.results) {
      const image = toImage(row as unknown as MediaRow);
      if (!image) continue;
      for (const key of keysOf(image)) {
        const object = await deps.media.get(key);
        if (!object) continue;
        await emit(`r2/${key}`, new Uint8Array(await object.arrayBuffer()), object.httpMetadata?.contentType);
        if (key === originalKey(image.id)) counts.photos++;
      }
    }
  }
}

export interface BuildOptions {
  /** Search Console and Web Vitals history too. */
  insights: boolean;
  now?: Date;
}

/**
 * The archive as a tar stream (docs/backup.md). Throws NoBackupSecretError before anything is
 * read when no secret can sign it; a failure halfway errors the stream (a truncated archive, which
 * a restore refuses).
 */
export function buildArchive(deps: BackupDeps, options: BuildOptions): ReadableStream<Uint8Array> {
  const secret = backupSecret(deps.config);
  if (!secret) throw new NoBackupSecretError();
  const now = options.now ?? new Date();
  const mtime = now.getTime() / 1000;
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const parts: PartInfo[] = [];
  const write = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    await writer.write(tarHeader(name, bytes.length, mtime));
    if (bytes.length > 0) await writer.write(bytes);
    const pad = padding(bytes.length);
    if (pad.length > 0) await writer.write(pad);
  };
  const emit: Emit = async (name, bytes, type) => {
    parts.push({ name, size: bytes.length, sha256: await sha256Bytes(bytes), ...(type ? { type } : {}) });
    await write(name, bytes);
  };
  const counts: Manifest["counts"] = { kvKeys: 0, pages: 0, revisions: 0, photos: 0, rows: {} };
  (async () => {
    const tombstones = await deps.db.prepare("SELECT kind, id, at FROM tombstones ORDER BY kind, id").all();
    await emit(TOMBSTONES_PART, ndjson(tombstones.results));
    await emitKv(deps, emit, counts);
    const mediaIds = await emitTables(deps, emit, counts, options.insights);
    await emitPhotos(deps, emit, mediaIds, counts);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      site: deps.origin,
      createdAt: now.toISOString(),
      insights: options.insights,
      counts,
      parts,
    };
    const body = encoder.encode(JSON.stringify(manifest));
    await write(MANIFEST, body);
    await write(SIGNATURE, encoder.encode(await signManifest(secret, body)));
    await writer.write(trailer());
    await writer.close();
  })().catch((error: unknown) => writer.abort(error).catch(() => {}));
  return readable;
}
