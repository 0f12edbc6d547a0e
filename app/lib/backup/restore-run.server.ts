// A restore as a run of the restore Workflow (worker/restore-workflow.ts orders the steps): the
// request verifies the whole archive staged in R2 (MAC and every part's SHA-256) and writes its plan
// — each part's place in the archive, grouped into steps that each write at most
// RESTORE_STEP_RECORDS records or a few photos — before anything is changed. Then each step reads its
// range of the archive again (checking the parts' SHA-256 once more), writes it, and stores where
// the run is in D1 (absolute sums, so a step run twice writes the same), which the screen polls. A
// run that failed is continued from its next step by a new Workflow instance.
import { randomHex } from "~/lib/platform/crypto";
import { log } from "~/lib/platform/log";
import type { Services } from "~/lib/platform/services.server";
import { NoBackupSecretError, startBuild } from "./build.server";
import { STAGING_PREFIX } from "./copies.server";
import { backupSecret, sha256Bytes } from "./format";
import { ALREADY_RUNNING, COPYING_NOW, COPY_NOT_FOUND, NEEDS_CONFIRMATION, RESTORE_FAILED } from "./messages";
import {
  type RestoreResult,
  type UnitPart,
  applyUnit,
  rebuildDerived,
  siteHasData,
  wipeD1,
  wipeKvStep,
} from "./restore.server";
import { BackupRefusedError, REFUSED, type PartAt, verifyArchiveParts } from "./verify.server";

/** A step's share of the archive: parts read by one range of bytes, with a slice of records for one. */
export interface PlanUnit {
  parts: PartAt[];
  from: number;
  to: number;
}

interface Plan {
  tables: string[];
  units: PlanUnit[];
}

/** Photos in one step at most, and their bytes (a photo larger than that is a step alone). */
const PHOTOS_PER_STEP = 20;
const PHOTO_BYTES_PER_STEP = 16 * 1024 * 1024;

/** The archive's parts grouped into steps, in the archive's order (tombstones, KV, D1, photos). */
export function planUnits(parts: PartAt[], records: number): PlanUnit[] {
  const units: PlanUnit[] = [];
  let photos: PartAt[] = [];
  let photoBytes = 0;
  const flush = () => {
    if (photos.length > 0) units.push({ parts: photos, from: 0, to: photos.length });
    photos = [];
    photoBytes = 0;
  };
  for (const part of parts) {
    if (part.name.startsWith("r2/")) {
      if (photos.length >= PHOTOS_PER_STEP || (photos.length > 0 && photoBytes + part.size > PHOTO_BYTES_PER_STEP))
        flush();
      photos.push(part);
      photoBytes += part.size;
      continue;
    }
    flush();
    for (let from = 0; from < Math.max(part.records, 1); from += records)
      units.push({ parts: [part], from, to: Math.min(from + records, part.records) });
  }
  flush();
  return units;
}

export interface RestoreRun {
  id: string;
  status: "running" | "done" | "failed";
  units: number;
  next_unit: number;
  wipe: number;
  wiped: number;
  pages_total: number;
  pages: number;
  kv_keys: number;
  rows_written: number;
  photos: number;
  kept_deleted: number;
  before_name: string | null;
  before_at: string | null;
  error: string | null;
  steps: number;
  max_kv_calls: number;
  max_d1_statements: number;
  max_r2_calls: number;
  created_at: number;
  updated_at: number;
}

const COLUMNS =
  "id, status, units, next_unit, wipe, wiped, pages_total, pages, kv_keys, rows_written, photos, kept_deleted, before_name, before_at, error, steps, max_kv_calls, max_d1_statements, max_r2_calls, created_at, updated_at";

/** A run with no step finished for this long lost its Workflow instance: it can be continued. */
const STALL_MS = 30 * 60_000;

/** Marks failed the runs whose Workflow stopped without saying so (a step stuck past STALL_MS). */
async function failStalled(db: D1Database): Promise<void> {
  const now = Date.now();
  await db
    .prepare(
      "UPDATE backup_restores SET status = 'failed', error = ?1, updated_at = ?2 WHERE status = 'running' AND updated_at < ?3",
    )
    .bind(RESTORE_FAILED, now, now - STALL_MS)
    .run();
}

/** The newest restore, for the screen. */
export async function latestRestore(db: D1Database): Promise<RestoreRun | null> {
  await failStalled(db);
  return db.prepare(`SELECT ${COLUMNS} FROM backup_restores ORDER BY created_at DESC LIMIT 1`).first<RestoreRun>();
}

async function runRow(db: D1Database, id: string) {
  const row = await db
    .prepare(`SELECT ${COLUMNS}, archive, plan, staged FROM backup_restores WHERE id = ?1`)
    .bind(id)
    .first<RestoreRun & { archive: string; plan: string; staged: number }>();
  if (!row) throw new Error(`No restore ${id}`);
  return row;
}

type StartDeps = Pick<Services, "kv" | "db" | "media" | "config" | "origin" | "bindings">;

/**
 * Verifies the archive at R2 `key` whole and starts its restore; throws BackupRefusedError with the
 * screen's sentence (nothing changed). `staged`: an upload, deleted when refused or when done.
 */
export async function startRestore(
  deps: StartDeps,
  key: string,
  { confirmed, staged }: { confirmed: boolean; staged: boolean },
): Promise<string> {
  try {
    const secret = backupSecret(deps.config);
    if (!secret) throw new NoBackupSecretError();
    await failStalled(deps.db);
    const running = await deps.db
      .prepare("SELECT id FROM backup_restores WHERE status = 'running' LIMIT 1")
      .first<string>("id");
    if (running) throw new BackupRefusedError(ALREADY_RUNNING);
    // A copy being made now would mix the state before the restore with the state after.
    const copying = await deps.db
      .prepare("SELECT id FROM backup_builds WHERE status = 'running' LIMIT 1")
      .first<string>("id");
    if (copying) throw new BackupRefusedError(COPYING_NOW);
    await tidyStaging(deps.media, key);
    const hasData = await siteHasData(deps);
    if (hasData && !confirmed) throw new BackupRefusedError(NEEDS_CONFIRMATION);
    const object = await deps.media.get(key);
    if (!object) throw new BackupRefusedError(COPY_NOT_FOUND);
    const { manifest, parts } = await verifyArchiveParts(object.body, secret, deps.origin);
    const units = planUnits(parts, deps.config.RESTORE_STEP_RECORDS);
    const id = randomHex(12);
    const plan = `${STAGING_PREFIX}plano-${id}.json`;
    const body: Plan = { tables: Object.keys(manifest.counts.rows), units };
    await deps.media.put(plan, JSON.stringify(body));
    const now = Date.now();
    await deps.db
      .prepare(
        "INSERT INTO backup_restores (id, archive, plan, staged, wipe, status, units, pages_total, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 'running', ?6, ?7, ?8, ?8)",
      )
      .bind(id, key, plan, staged ? 1 : 0, hasData ? 1 : 0, units.length, manifest.counts.pages, now)
      .run();
    await deps.bindings.RESTORE.create({ id: `${id}-0`, params: { runId: id } });
    log.info("Restore started", { id, key, units: units.length, wipe: hasData });
    return id;
  } catch (error) {
    if (staged) await deps.media.delete(key).catch(() => {});
    throw error;
  }
}

/** An upload older than this under STAGING_PREFIX belongs to no restore any more. */
const STALE_UPLOAD_MS = 60 * 60_000;

/**
 * What earlier restores left in R2 (no restore runs now): their plans, and uploads of runs that
 * failed or were never started. A newer restore replaces them: an older run cannot be continued.
 */
async function tidyStaging(media: R2Bucket, keep: string): Promise<void> {
  const listed = await media.list({ prefix: STAGING_PREFIX, limit: 100 });
  const old = listed.objects
    .filter(
      (o) =>
        o.key !== keep &&
        (o.key.startsWith(`${STAGING_PREFIX}plano-`) || Date.now() - o.uploaded.getTime() > STALE_UPLOAD_MS),
    )
    .map((o) => o.key);
  if (old.length > 0) await media.delete(old);
}

/** Starts a new Workflow instance for a failed run: it goes on from the run's next step. */
export async function resumeRestore(deps: Pick<Services, "db" | "bindings">, id: string): Promise<boolean> {
  const resumed = await deps.db
    .prepare(
      "UPDATE backup_restores SET status = 'running', error = NULL, updated_at = ?2 WHERE id = ?1 AND status = 'failed' AND NOT EXISTS (SELECT 1 FROM backup_restores WHERE status = 'running')",
    )
    .bind(id, Date.now())
    .run();
  if ((resumed.meta.changes ?? 0) === 0) return false;
  await deps.bindings.RESTORE.create({ id: `${id}-${Date.now().toString(36)}`, params: { runId: id } });
  return true;
}

/** What a run's steps start from: where it is (a resumed run skips what is done). */
export async function restoreState(db: D1Database, id: string) {
  const row = await runRow(db, id);
  return {
    units: row.units,
    nextUnit: row.next_unit,
    copyFirst: row.wipe === 1 && row.before_name === null,
    wipe: row.wipe === 1 && row.wiped === 0,
  };
}

/** The most operations one step made, kept on the run (the budget test reads them). */
function usage(deps: Services, r2Calls: number) {
  return [deps.kvRecording.calls, deps.d1Recording.statements, r2Calls] as const;
}

const RECORD_USAGE =
  "steps = steps + 1, max_kv_calls = MAX(max_kv_calls, ?2), max_d1_statements = MAX(max_d1_statements, ?3), max_r2_calls = MAX(max_r2_calls, ?4), updated_at = ?5";

/**
 * Starts the copy of the current state, before anything is wiped: a build (the run's id is its
 * id) whose steps the restore's Workflow runs itself. A failed one is started again.
 */
export async function copyBeforeStart(deps: Services, id: string): Promise<string> {
  const row = await runRow(deps.db, id);
  const build = await deps.db
    .prepare("SELECT status FROM backup_builds WHERE id = ?1")
    .bind(id)
    .first<string>("status");
  if (build && build !== "failed") return id;
  if (build) await deps.db.prepare("DELETE FROM backup_builds WHERE id = ?1").bind(id).run();
  await startBuild(deps, "antes-da-restauracao", { insights: true, spare: row.archive, id });
  return id;
}

/** The copy before, done: noted on the run (the screen names it). Nothing is wiped without it. */
export async function copyBeforeNoted(db: D1Database, id: string): Promise<void> {
  const build = await db
    .prepare("SELECT name, created_at FROM backup_builds WHERE id = ?1 AND status = 'done'")
    .bind(id)
    .first<{ name: string; created_at: number }>();
  if (!build) throw new Error(`The copy before restore ${id} did not finish`);
  await db
    .prepare("UPDATE backup_restores SET before_name = ?2, before_at = ?3, updated_at = ?4 WHERE id = ?1")
    .bind(id, build.name, new Date(build.created_at).toISOString(), Date.now())
    .run();
}

/** A step of the wipe: up to RESTORE_STEP_RECORDS KV keys. */
export async function wipeKvRunStep(deps: Services, id: string, cursor: string | null) {
  const out = await wipeKvStep(deps, cursor, deps.config.RESTORE_STEP_RECORDS);
  await deps.db
    .prepare(`UPDATE backup_restores SET ${RECORD_USAGE} WHERE id = ?1`)
    .bind(id, ...usage(deps, 0), Date.now())
    .run();
  return out;
}

/** The wipe's last step: the archive's tables emptied in D1. */
export async function wipeD1RunStep(deps: Services, id: string): Promise<void> {
  const row = await runRow(deps.db, id);
  const plan = await readPlan(deps.media, row.plan);
  await wipeD1(deps, new Set(plan.tables));
  await deps.db
    .prepare(`UPDATE backup_restores SET wiped = 1, ${RECORD_USAGE} WHERE id = ?1`)
    .bind(id, ...usage(deps, 2), Date.now())
    .run();
}

async function readPlan(media: R2Bucket, key: string): Promise<Plan> {
  const object = await media.get(key);
  if (!object) throw new Error(`The restore's plan ${key} is gone from R2`);
  return object.json<Plan>();
}

/**
 * Step `index`: its range of the archive read again, each part checked against the verified
 * SHA-256, written (applyUnit), and the run's sums and next step stored.
 */
export async function unitStep(deps: Services, id: string, index: number): Promise<void> {
  const row = await runRow(deps.db, id);
  if (row.next_unit > index) return;
  const plan = await readPlan(deps.media, row.plan);
  const unit = plan.units[index];
  if (!unit) throw new Error(`Restore ${id} has no step ${index}`);
  const first = unit.parts[0]!;
  const last = unit.parts.at(-1)!;
  const length = last.offset + last.size - first.offset;
  let bytes = new Uint8Array(0);
  // An empty part (no tombstones) has no bytes to read: R2 refuses a range of none.
  if (length > 0) {
    const object = await deps.media.get(row.archive, { range: { offset: first.offset, length } });
    if (!object || !("body" in object)) throw new Error(`The archive ${row.archive} is gone from R2`);
    bytes = new Uint8Array(await object.arrayBuffer());
  }
  const parts: UnitPart[] = [];
  for (const part of unit.parts) {
    const own = bytes.slice(part.offset - first.offset, part.offset - first.offset + part.size);
    if ((await sha256Bytes(own)) !== part.sha256) throw new BackupRefusedError(REFUSED.part(part.name));
    const records = part.name.endsWith(".ndjson");
    parts.push({
      name: part.name,
      bytes: own,
      ...(part.type ? { type: part.type } : {}),
      from: records ? unit.from : 0,
      to: records && part.records > 0 && unit.to < part.records ? unit.to : Number.POSITIVE_INFINITY,
    });
  }
  const done: RestoreResult = await applyUnit(deps, parts, Date.now());
  const r2Calls = 3 + parts.filter((p) => p.name.startsWith("r2/")).length;
  await deps.db
    .prepare(
      `UPDATE backup_restores SET next_unit = ?6, pages = pages + ?7, kv_keys = kv_keys + ?8, rows_written = rows_written + ?9, photos = photos + ?10, kept_deleted = kept_deleted + ?11, ${RECORD_USAGE} WHERE id = ?1 AND next_unit = ?12`,
    )
    .bind(
      id,
      ...usage(deps, r2Calls),
      Date.now(),
      index + 1,
      done.pages,
      done.kvKeys,
      done.rows,
      done.photos,
      done.keptDeleted,
      index,
    )
    .run();
}

/** The last step: derived data rebuilt, the staged upload and the plan deleted, the run done. */
export async function finishRestore(deps: Services, id: string): Promise<void> {
  const row = await runRow(deps.db, id);
  if (row.status === "done") return;
  await rebuildDerived(deps, Date.now());
  // The plan stays until the next restore starts (a run can be continued only with it).
  if (row.staged === 1) await deps.media.delete(row.archive);
  await deps.db
    .prepare(`UPDATE backup_restores SET status = 'done', ${RECORD_USAGE} WHERE id = ?1`)
    .bind(id, ...usage(deps, 3), Date.now())
    .run();
  log.info("Backup restored", { id, pages: row.pages, rows: row.rows_written, photos: row.photos });
}

/** A run that stopped: the screen says so and offers to go on from where it stopped. */
export async function failRestore(db: D1Database, id: string, error: unknown): Promise<void> {
  // One sentence whatever stopped it: part of the archive is written by now, so a refusal's
  // "Nada foi alterado" would be false (and the engine hands errors over as plain ones).
  log.error("Restore failed", { id, error });
  await db
    .prepare("UPDATE backup_restores SET status = 'failed', error = ?2, updated_at = ?3 WHERE id = ?1")
    .bind(id, RESTORE_FAILED, Date.now())
    .run();
}
