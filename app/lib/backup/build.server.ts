// Builds an archive in steps of the backup Workflow (worker/backup-workflow.ts orders them), each
// within one invocation's limits: at most STEP_CALLS calls to KV, D1 and R2 together (Workers
// Free allows 50 subrequests), and a bounded amount of bytes in memory. The archive goes into R2
// as one object by multipart upload: parts of exactly PART_BYTES (R2 wants all but the last of one
// size), what is left under a part carried to the next step in a state object
// (construcao/{id}/{seq}: the build's place, the manifest's entries so far, the parts sent, then
// the carried bytes). A step commits by moving the build's row to the next seq, so a step the
// engine retries starts again from the state it started from. The last step appends the manifest
// and its MAC, completes the upload and keeps the newest N copies.
import { type MediaRow, keysOf, originalKey, toImage } from "~/lib/media/media.server";
import { randomHex } from "~/lib/platform/crypto";
import { log } from "~/lib/platform/log";
import type { Services } from "~/lib/platform/services.server";
import {
  COPIES_PREFIX,
  type CopyKind,
  PART_BYTES,
  PartBuffer,
  copyName,
  listCopies,
  pruneCopies,
} from "./copies.server";
import { countingR2 } from "./counting-r2";
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
import { ALREADY_COPYING, BUILD_FAILED, RESTORING_NOW } from "./messages";
import { padding, tarHeader, trailer } from "./tar";

export class NoBackupSecretError extends Error {
  constructor() {
    super("Neither BACKUP_SECRET nor SESSION_SECRET is set");
    this.name = "NoBackupSecretError";
  }
}

/** Calls to KV, D1 and R2 together one step makes at most: under Workers Free's 50 subrequests. */
export const STEP_CALLS = 40;
/** A step reads no more once it read this much (then it holds at most the carry, this and one photo). */
const STEP_READ_BYTES = 10 * 1024 * 1024;
/** What every step's end costs: its state put, its row's update, the state before it deleted. */
const CLOSE_CALLS = 3;
const STATE_PREFIX = "construcao/";
/** Photos' rows read at once (one D1 call); a step takes as many of them as its calls allow. */
const PHOTO_ROWS = 20;
const WEEK_MS = 7 * 86_400_000;
/** A build with no step finished for this long lost its Workflow instance. */
const STALL_MS = 30 * 60_000;

type Phase = "lapides" | "kv" | "d1" | "fotos" | "fim";

/** Where a build is, what its manifest lists so far, and the parts it sent: kept in R2 between steps. */
interface BuildState {
  createdAt: string;
  insights: boolean;
  phase: Phase;
  kvCursor: string | null;
  kvPart: number;
  table: number;
  after: unknown[] | null;
  tablePart: number;
  photoAfter: string | null;
  counts: Manifest["counts"];
  parts: PartInfo[];
  uploadId: string | null;
  uploaded: R2UploadedPart[];
  /** The archive's bytes so far (sent and carried). */
  size: number;
}

export interface BackupBuild {
  id: string;
  kind: CopyKind;
  name: string;
  status: "running" | "done" | "failed";
  phase: Phase;
  records: number;
  pages: number;
  photos: number;
  photos_total: number;
  size: number;
  error: string | null;
  steps: number;
  max_calls: number;
  max_kv_calls: number;
  max_d1_calls: number;
  max_r2_calls: number;
  max_held: number;
  created_at: number;
  updated_at: number;
}

const COLUMNS =
  "id, kind, name, status, phase, records, pages, photos, photos_total, size, error, steps, max_calls, max_kv_calls, max_d1_calls, max_r2_calls, max_held, created_at, updated_at";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const ndjson = (lines: unknown[]) => encoder.encode(lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
const partName = (prefix: string, n: number) => `${prefix}/${String(n).padStart(5, "0")}.ndjson`;
const stateKey = (id: string, seq: number) => `${STATE_PREFIX}${id}/${String(seq).padStart(6, "0")}`;

/** The state, a newline, then the carried bytes. */
async function writeState(media: R2Bucket, id: string, seq: number, state: BuildState, carry: Uint8Array) {
  const head = encoder.encode(`${JSON.stringify(state)}\n`);
  const body = new Uint8Array(head.length + carry.length);
  body.set(head);
  body.set(carry, head.length);
  await media.put(stateKey(id, seq), body);
}

async function readState(media: R2Bucket, id: string, seq: number) {
  const object = await media.get(stateKey(id, seq));
  if (!object) throw new Error(`The backup build ${id} lost its state ${seq} in R2`);
  const bytes = new Uint8Array(await object.arrayBuffer());
  const end = bytes.indexOf(10);
  return { state: JSON.parse(decoder.decode(bytes.subarray(0, end))) as BuildState, carry: bytes.subarray(end + 1) };
}

/** The next table the archive holds from `from` on (the history only with `insights`), or -1. */
const nextTable = (from: number, insights: boolean) =>
  TABLES.findIndex((t, i) => i >= from && (insights || !t.optional));

/** Marks failed the builds whose Workflow stopped without saying so. */
async function failStalled(db: D1Database): Promise<void> {
  const now = Date.now();
  await db
    .prepare(
      "UPDATE backup_builds SET status = 'failed', error = ?1, updated_at = ?2 WHERE status = 'running' AND updated_at < ?3",
    )
    .bind(BUILD_FAILED, now, now - STALL_MS)
    .run();
}

/** A copy being made now (from the screen or the weekly cron), if any. */
async function runningCopy(db: D1Database): Promise<string | null> {
  await failStalled(db);
  return db
    .prepare("SELECT id FROM backup_builds WHERE status = 'running' AND kind != 'antes-da-restauracao' LIMIT 1")
    .first<string>("id");
}

/** The newest copy made from the screen or by the cron, for the screen. */
export async function latestBuild(db: D1Database): Promise<BackupBuild | null> {
  await failStalled(db);
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM backup_builds WHERE kind != 'antes-da-restauracao' ORDER BY created_at DESC LIMIT 1`,
    )
    .first<BackupBuild>();
}

type StartDeps = Pick<Services, "db" | "media" | "config">;

/**
 * Writes a build's row and its first state; its steps (buildStep) make the copy. Throws
 * NoBackupSecretError when no secret can sign it.
 */
export async function startBuild(
  deps: StartDeps,
  kind: CopyKind,
  {
    insights,
    spare = null,
    id = randomHex(12),
    now = new Date(),
  }: { insights: boolean; spare?: string | null; id?: string; now?: Date },
): Promise<{ id: string; name: string }> {
  if (!backupSecret(deps.config)) throw new NoBackupSecretError();
  const name = copyName(now);
  const photos = await deps.db.prepare("SELECT count(*) AS n FROM media WHERE state = 'ready'").first<number>("n");
  const state: BuildState = {
    createdAt: now.toISOString(),
    insights,
    phase: "lapides",
    kvCursor: null,
    kvPart: 0,
    table: 0,
    after: null,
    tablePart: 0,
    photoAfter: null,
    counts: { kvKeys: 0, pages: 0, revisions: 0, photos: 0, rows: {} },
    parts: [],
    uploadId: null,
    uploaded: [],
    size: 0,
  };
  await writeState(deps.media, id, 0, state, new Uint8Array(0));
  await deps.db
    .prepare(
      "INSERT INTO backup_builds (id, kind, name, insights, spare, status, photos_total, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 'running', ?6, ?7, ?7)",
    )
    .bind(id, kind, name, insights ? 1 : 0, spare, photos ?? 0, now.getTime())
    .run();
  return { id, name };
}

/**
 * Starts a copy made by the backup Workflow; or, when a copy is being made or a restore runs (a
 * copy then would hold half of each state), the sentence that says so.
 */
export async function startCopy(
  deps: Pick<Services, "db" | "media" | "config" | "bindings">,
  kind: "manual" | "semanal",
  insights: boolean,
  now = new Date(),
): Promise<{ id: string; name: string } | { refused: string }> {
  if (await runningCopy(deps.db)) return { refused: ALREADY_COPYING };
  const restoring = await deps.db
    .prepare("SELECT id FROM backup_restores WHERE status = 'running' LIMIT 1")
    .first<string>("id");
  if (restoring) return { refused: RESTORING_NOW };
  const build = await startBuild(deps, kind, { insights, now });
  await deps.bindings.BACKUP.create({ id: build.id, params: { buildId: build.id } });
  log.info("Backup started", { id: build.id, kind });
  return build;
}

/** The daily cron's part: a weekly copy when the newest one is a week old (an hour's slack). */
export async function weeklyCopyIfDue(
  deps: Pick<Services, "db" | "media" | "config" | "bindings">,
  now = new Date(),
): Promise<string | null> {
  const newest = (await listCopies(deps.media)).find((c) => c.kind === "semanal");
  if (newest && now.getTime() - Date.parse(newest.createdAt) < WEEK_MS - 3600_000) return null;
  const started = await startCopy(deps, "semanal", true, now);
  return "id" in started ? started.id : null;
}

type Emit = (name: string, bytes: Uint8Array<ArrayBuffer>, type?: string) => Promise<void>;

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

interface StepContext {
  deps: Services;
  media: R2Bucket;
  state: BuildState;
  emit: Emit;
  /** Whether `calls` more still leave the step's end within STEP_CALLS. */
  fits(calls: number): boolean;
  /** Whether the step read all it may. */
  full(): boolean;
}

/** One share of the archive (a part of records, or a few photos); false when the step cannot afford it. */
async function readUnit({ deps, media, state, emit, fits, full }: StepContext): Promise<boolean> {
  const { counts } = state;
  if (state.phase === "lapides") {
    if (!fits(1)) return false;
    const stones = await deps.db.prepare("SELECT kind, id, at FROM tombstones ORDER BY kind, id").all();
    await emit(TOMBSTONES_PART, ndjson(stones.results));
    state.phase = "kv";
    return true;
  }
  if (state.phase === "kv") {
    // A list, then KV's bulk read: 100 keys are one operation.
    if (!fits(1 + Math.ceil(RECORDS_PER_PART / 100))) return false;
    const page = await deps.kv.list({ limit: RECORDS_PER_PART, ...(state.kvCursor ? { cursor: state.kvCursor } : {}) });
    const names = page.keys.map((k) => k.name).filter((k) => !DERIVED_KV_KEYS.has(k));
    const lines: KvLine[] = [];
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
    if (lines.length > 0) await emit(partName("kv", ++state.kvPart), ndjson(lines));
    state.kvCursor = page.list_complete ? null : page.cursor;
    if (page.list_complete) {
      state.phase = "d1";
      state.table = nextTable(0, state.insights);
    }
    return true;
  }
  if (state.phase === "d1") {
    if (!fits(1)) return false;
    const table = TABLES[state.table]!;
    counts.rows[table.name] ??= 0;
    const rows = await readRows(deps.db, table.name, table.key, state.after);
    counts.rows[table.name]! += rows.length;
    if (rows.length > 0) await emit(partName(`d1/${table.name}`, ++state.tablePart), ndjson(rows));
    if (rows.length === RECORDS_PER_PART) {
      const last = rows.at(-1)!;
      state.after = table.key.map((k) => last[k]);
      return true;
    }
    state.after = null;
    state.tablePart = 0;
    state.table = nextTable(state.table + 1, state.insights);
    if (state.table === -1) state.phase = "fotos";
    return true;
  }
  // Photos: each ready photo's original and variants, one object at a time.
  if (!fits(2)) return false;
  const rows = (
    await deps.db
      .prepare(
        `SELECT * FROM media WHERE state = 'ready' ${state.photoAfter === null ? "" : "AND id > ?1"} ORDER BY id LIMIT ${PHOTO_ROWS}`,
      )
      .bind(...(state.photoAfter === null ? [] : [state.photoAfter]))
      .all<MediaRow>()
  ).results;
  let taken = 0;
  for (const row of rows) {
    const image = toImage(row);
    const keys = image ? keysOf(image) : [];
    if (!fits(keys.length) || full()) break;
    for (const key of keys) {
      const object = await media.get(key);
      if (!object) continue;
      await emit(`r2/${key}`, new Uint8Array(await object.arrayBuffer()), object.httpMetadata?.contentType);
      if (key === originalKey(row.id)) counts.photos++;
    }
    state.photoAfter = row.id;
    taken++;
  }
  if (taken === rows.length && rows.length < PHOTO_ROWS) state.phase = "fim";
  return taken > 0 || state.phase === "fim";
}

/** The manifest, its MAC and the tar's end: the archive's last bytes. */
async function closingBytes(deps: Services, state: BuildState, secret: string, mtime: number): Promise<PartBuffer> {
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    site: deps.origin,
    createdAt: state.createdAt,
    insights: state.insights,
    counts: state.counts,
    parts: state.parts,
  };
  const body = encoder.encode(JSON.stringify(manifest));
  const tail = new PartBuffer();
  appendEntry(tail, MANIFEST, body, mtime);
  appendEntry(tail, SIGNATURE, encoder.encode(await signManifest(secret, body)), mtime);
  tail.push(trailer());
  return tail;
}

function appendEntry(out: PartBuffer, name: string, bytes: Uint8Array, mtime: number): number {
  const pad = padding(bytes.length);
  out.push(tarHeader(name, bytes.length, mtime));
  out.push(bytes);
  out.push(pad);
  return 512 + bytes.length + pad.length;
}

/**
 * One step of a build: what the step before carried, then shares of the archive while the step's
 * calls and bytes allow, full parts sent to R2 as they fill; the last step finishes the archive.
 * Returns true once the copy is done (or the build is no longer running).
 */
export async function buildStep(deps: Services, id: string): Promise<boolean> {
  const r2 = countingR2(deps.media);
  const media = r2.bucket;
  const row = await deps.db
    .prepare("SELECT kind, name, spare, status, seq FROM backup_builds WHERE id = ?1")
    .bind(id)
    .first<{ kind: CopyKind; name: string; spare: string | null; status: string; seq: number }>();
  if (!row) throw new Error(`No backup build ${id}`);
  if (row.status !== "running") return true;
  const secret = backupSecret(deps.config);
  if (!secret) throw new NoBackupSecretError();
  const { state, carry } = await readState(media, id, row.seq);
  const key = COPIES_PREFIX + row.name;
  const mtime = Date.parse(state.createdAt) / 1000;
  const customMetadata = { createdAt: state.createdAt, kind: row.kind, build: id };
  const out = new PartBuffer();
  out.push(carry);
  let held = out.length;
  let read = 0;
  const spent = () => deps.kvRecording.calls + deps.d1Recording.calls + r2.calls;
  const fits = (calls: number) => spent() + calls + CLOSE_CALLS <= STEP_CALLS;
  const upload = async () =>
    state.uploadId
      ? media.resumeMultipartUpload(key, state.uploadId)
      : await media.createMultipartUpload(key, { customMetadata });
  const sendParts = async () => {
    while (out.length >= PART_BYTES && fits(state.uploadId ? 1 : 2)) {
      const to = await upload();
      state.uploadId = to.uploadId;
      state.uploaded.push(await to.uploadPart(state.uploaded.length + 1, out.take(PART_BYTES)));
    }
  };
  const emit: Emit = async (name, bytes, type) => {
    state.parts.push({ name, size: bytes.length, sha256: await sha256Bytes(bytes), ...(type ? { type } : {}) });
    state.size += appendEntry(out, name, bytes, mtime);
    read += bytes.length;
    held = Math.max(held, out.length);
  };
  const context: StepContext = { deps, media, state, emit, fits, full: () => read >= STEP_READ_BYTES };
  await sendParts();
  // Reading stops when the step read its share, or when parts wait that its calls could not send.
  while (state.phase !== "fim" && !context.full() && out.length < 2 * PART_BYTES) {
    if (!(await readUnit(context))) break;
    await sendParts();
  }
  const done =
    state.phase === "fim" &&
    (await finish(context, { id, key, name: row.name, spare: row.spare, secret, mtime, out, customMetadata, upload }));
  if (!done) await writeState(media, id, row.seq + 1, state, out.take(out.length));
  const records = state.counts.kvKeys + Object.values(state.counts.rows).reduce((a, b) => a + b, 0);
  // The calls as they stand once the step ends: its row's update (D1) and the state before deleted (R2).
  const kvCalls = deps.kvRecording.calls;
  const d1Calls = deps.d1Recording.calls + 1;
  const r2Calls = r2.calls + (done ? 2 : 1);
  const committed = await deps.db
    .prepare(
      "UPDATE backup_builds SET seq = ?3, status = ?4, phase = ?5, records = ?6, pages = ?7, photos = ?8, size = ?9, steps = steps + 1, max_calls = MAX(max_calls, ?10), max_kv_calls = MAX(max_kv_calls, ?11), max_d1_calls = MAX(max_d1_calls, ?12), max_r2_calls = MAX(max_r2_calls, ?13), max_held = MAX(max_held, ?14), updated_at = ?15 WHERE id = ?1 AND seq = ?2 AND status = 'running'",
    )
    .bind(
      id,
      row.seq,
      row.seq + 1,
      done ? "done" : "running",
      state.phase,
      records,
      state.counts.pages,
      state.counts.photos,
      state.size,
      kvCalls + d1Calls + r2Calls,
      kvCalls,
      d1Calls,
      r2Calls,
      held,
      Date.now(),
    )
    .run();
  if ((committed.meta.changes ?? 0) === 0) throw new Error(`The backup build ${id} moved past step ${row.seq}`);
  if (done) await deleteStates(media, id);
  else await media.delete(stateKey(id, row.seq));
  return done;
}

/**
 * The last step: the manifest and its MAC appended, the upload completed (or the whole archive put,
 * when it is under a part), the newest N copies kept. False when the step's calls cannot do all of
 * it: the next step does, with less carried.
 */
async function finish(
  { deps, media, state, fits }: StepContext,
  f: {
    id: string;
    key: string;
    name: string;
    spare: string | null;
    secret: string;
    mtime: number;
    out: PartBuffer;
    customMetadata: Record<string, string>;
    upload(): Promise<R2MultipartUpload>;
  },
): Promise<boolean> {
  // The prune's calls: the setting (KV), the list and the delete (R2).
  const PRUNE = 3;
  if (!fits(1 + PRUNE)) return false;
  // An earlier try of this step may have completed the upload, then failed before its row said so.
  const made = await media.head(f.key);
  if (made?.customMetadata?.build !== f.id) {
    const tail = await closingBytes(deps, state, f.secret, f.mtime);
    const total = f.out.length + tail.length;
    const whole = state.uploadId === null && total < PART_BYTES;
    const calls = whole ? 1 : (state.uploadId === null ? 1 : 0) + Math.ceil(total / PART_BYTES) + 1;
    if (!fits(calls + PRUNE)) return false;
    state.size += tail.length;
    f.out.push(tail.take(tail.length));
    if (whole) await media.put(f.key, f.out.take(f.out.length), { customMetadata: f.customMetadata });
    else {
      const to = await f.upload();
      state.uploadId = to.uploadId;
      while (f.out.length > 0)
        state.uploaded.push(await to.uploadPart(state.uploaded.length + 1, f.out.take(PART_BYTES)));
      await to.complete(state.uploaded);
    }
  }
  await pruneCopies({ kv: deps.kv, media }, f.name, f.spare);
  return true;
}

/** Every state object a build left (at most two: a step deletes the one before it). */
async function deleteStates(media: R2Bucket, id: string): Promise<void> {
  const listed = await media.list({ prefix: `${STATE_PREFIX}${id}/` });
  if (listed.objects.length > 0) await media.delete(listed.objects.map((o) => o.key));
}

/** A build whose step failed past the engine's retries: marked so, its upload and state dropped. */
export async function failBuild(deps: Pick<Services, "db" | "media">, id: string, error: unknown): Promise<void> {
  log.error("Backup failed", { id, error });
  const row = await deps.db
    .prepare("SELECT name, seq FROM backup_builds WHERE id = ?1")
    .bind(id)
    .first<{ name: string; seq: number }>();
  await deps.db
    .prepare(
      "UPDATE backup_builds SET status = 'failed', error = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'running'",
    )
    .bind(id, BUILD_FAILED, Date.now())
    .run();
  if (!row) return;
  try {
    const { state } = await readState(deps.media, id, row.seq);
    if (state.uploadId) await deps.media.resumeMultipartUpload(COPIES_PREFIX + row.name, state.uploadId).abort();
  } catch (cause) {
    log.warn("Backup upload not aborted", { id, cause });
  }
  await deleteStates(deps.media, id).catch(() => {});
}
