// A restore's second read, a step at a time (restore-run.server.ts orders the steps): the verified
// archive written into KV, D1 and R2, with what was deleted on purpose left deleted (tombstones),
// then the derived indexes rebuilt. The caller verified the archive first (verify.server.ts) and,
// on a deployment with data, took a copy of it.
import { rebuildShingleIndex } from "~/lib/gate/shingle-rebuild.server";
import { announceRestoredSite } from "~/lib/identity/announce-identity.server";
import { wipeTier } from "~/lib/platform/page-tier.server";
import { addDays, dayOfMs } from "~/lib/insights/days";
import { refreshLeadSums } from "~/lib/insights/search-totals.server";
import { writeSnapshot } from "~/lib/jobs-done/snapshot.server";
import { LEAD_RETENTION_DAYS } from "~/lib/leads/leads.server";
import { markListingChanged } from "~/lib/pages/listing.server";
import type { Services } from "~/lib/platform/services.server";
import { type KvLine, TABLES, TOMBSTONES_PART } from "./format";

export type RestoreDeps = Pick<Services, "kv" | "db" | "media" | "config" | "origin" | "changes">;

export interface RestoreResult {
  pages: number;
  kvKeys: number;
  rows: number;
  photos: number;
  /** Rows and photos left out because they were deleted on purpose (or past the leads' retention). */
  keptDeleted: number;
}

const DAY_MS = 86_400_000;
const decoder = new TextDecoder();
const lines = (bytes: Uint8Array) =>
  decoder
    .decode(bytes)
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** Whether the deployment holds anything a restore would replace: a page or a row he made. */
export async function siteHasData(deps: Pick<Services, "kv" | "db">): Promise<boolean> {
  const pages = await deps.kv.list({ prefix: "page:", limit: 1 });
  if (pages.keys.length > 0) return true;
  const row = await deps.db
    .prepare(
      "SELECT (SELECT COUNT(*) FROM (SELECT 1 FROM leads LIMIT 1)) + (SELECT COUNT(*) FROM (SELECT 1 FROM jobs_done LIMIT 1)) + (SELECT COUNT(*) FROM (SELECT 1 FROM testimonials LIMIT 1)) + (SELECT COUNT(*) FROM (SELECT 1 FROM media LIMIT 1)) AS n",
    )
    .first<{ n: number }>();
  return (row?.n ?? 0) > 0;
}

/** A step of the wipe: up to `limit` KV keys deleted from `cursor` on; the next cursor, or null at the end. */
export async function wipeKvStep(
  deps: Pick<RestoreDeps, "kv">,
  cursor: string | null,
  limit: number,
): Promise<{ deleted: number; cursor: string | null }> {
  const page = await deps.kv.list({ limit, ...(cursor ? { cursor } : {}) });
  for (let i = 0; i < page.keys.length; i += 25)
    await Promise.all(page.keys.slice(i, i + 25).map((k) => deps.kv.delete(k.name)));
  return { deleted: page.keys.length, cursor: page.list_complete ? null : page.cursor };
}

/** The rows of the tables the archive carries, and the shingle index (its tombstones stay). */
export async function wipeD1(deps: Pick<RestoreDeps, "db">, tables: ReadonlySet<string>): Promise<void> {
  const order = TABLES.filter((t) => tables.has(t.name)).reverse();
  await deps.db.batch([
    ...order.map((t) => deps.db.prepare(`DELETE FROM "${t.name}"`)),
    deps.db.prepare("DELETE FROM page_shingles"),
    deps.db.prepare("DELETE FROM page_bands"),
  ]);
}

function insertRows(db: D1Database, table: string, rows: Record<string, unknown>[]): D1PreparedStatement[] {
  return rows.map((row) => {
    const cols = Object.keys(row);
    return db
      .prepare(
        `INSERT OR REPLACE INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols.map((_, i) => `?${i + 1}`).join(", ")})`,
      )
      .bind(...cols.map((c) => row[c] ?? null));
  });
}

/** The R2 key's photo id (originais/{id}, variantes/{id}/…). */
const photoOfKey = (key: string) => key.split("/")[1] ?? "";

/** A part's bytes, read again for a step, with its slice of records (from, to) when it has records. */
export interface UnitPart {
  name: string;
  bytes: Uint8Array;
  type?: string;
  from: number;
  to: number;
}

const ROWS_PER_BATCH = 50;

/**
 * Writes one step's share of a verified archive: a slice of a part's records, or a few photos.
 * Idempotent (puts, INSERT OR REPLACE/IGNORE): a step run again writes the same. What stays deleted
 * is read from D1 each time (the tombstones part comes first, the media rows before any photo).
 */
export async function applyUnit(deps: RestoreDeps, parts: UnitPart[], now: number): Promise<RestoreResult> {
  const { db, kv, media } = deps;
  const result: RestoreResult = { pages: 0, kvKeys: 0, rows: 0, photos: 0, keptDeleted: 0 };
  const mediaIds = async () =>
    new Set((await db.prepare("SELECT id FROM media").all<{ id: string }>()).results.map((r) => r.id));
  let photos: Set<string> | null = null;
  for (const part of parts) {
    if (part.name === TOMBSTONES_PART) {
      // The archive's tombstones join this deployment's: both are honoured, neither is undone.
      const stones = lines(part.bytes).slice(part.from, part.to);
      for (let i = 0; i < stones.length; i += ROWS_PER_BATCH)
        await db.batch(
          stones
            .slice(i, i + ROWS_PER_BATCH)
            .map((t) =>
              db
                .prepare("INSERT OR IGNORE INTO tombstones (kind, id, at) VALUES (?1, ?2, ?3)")
                .bind(t.kind, t.id, t.at),
            ),
        );
    } else if (part.name.startsWith("kv/")) {
      const records = (lines(part.bytes) as unknown as KvLine[]).slice(part.from, part.to);
      for (let i = 0; i < records.length; i += 25)
        await Promise.all(
          records
            .slice(i, i + 25)
            .map((r) => kv.put(r.k, r.v, r.m === undefined ? undefined : { metadata: r.m as Record<string, unknown> })),
        );
      result.kvKeys += records.length;
      result.pages += records.filter((r) => r.k.startsWith("page:")).length;
    } else if (part.name.startsWith("d1/")) {
      const table = part.name.split("/")[1]!;
      if (!TABLES.some((t) => t.name === table)) continue;
      const dead = new Set(
        (await db.prepare("SELECT kind, id FROM tombstones").all<{ kind: string; id: string }>()).results.map(
          (t) => `${t.kind}:${t.id}`,
        ),
      );
      photos ??= await mediaIds();
      const oldestLead = now - LEAD_RETENTION_DAYS * DAY_MS;
      const rows: Record<string, unknown>[] = [];
      for (const row of lines(part.bytes).slice(part.from, part.to)) {
        const kept = keepRow(table, row, dead, photos, oldestLead);
        if (kept) rows.push(kept);
        else result.keptDeleted++;
      }
      for (let i = 0; i < rows.length; i += ROWS_PER_BATCH)
        await db.batch(insertRows(db, table, rows.slice(i, i + ROWS_PER_BATCH)));
      result.rows += rows.length;
    } else if (part.name.startsWith("r2/")) {
      const key = part.name.slice(3);
      photos ??= await mediaIds();
      if (!photos.has(photoOfKey(key))) {
        result.keptDeleted++;
        continue;
      }
      await media.put(key, part.bytes, part.type ? { httpMetadata: { contentType: part.type } } : undefined);
      if (key.startsWith("originais/")) result.photos++;
    }
  }
  return result;
}

/** The row as it is restored, or null when it stays deleted. */
function keepRow(
  table: string,
  row: Record<string, unknown>,
  dead: ReadonlySet<string>,
  photos: Set<string>,
  oldestLead: number,
): Record<string, unknown> | null {
  switch (table) {
    case "media":
      if (row.state !== "ready" || dead.has(`media:${row.id}`)) return null;
      photos.add(String(row.id));
      return row;
    case "job_done_photos":
      return photos.has(String(row.media_id)) ? row : null;
    case "testimonials": {
      const photo = row.photo_id !== null && photos.has(String(row.photo_id)) ? row.photo_id : null;
      if (!dead.has(`testimonial:${row.id}`)) return { ...row, photo_id: photo };
      // Removed by the customer: the row stays (the count does), its words and photo do not.
      return {
        ...row,
        status: "removed",
        removed_at: row.removed_at ?? Date.now(),
        text: "",
        first_name: "",
        district: "",
        photo_id: null,
      };
    }
    case "leads":
      return dead.has(`lead:${row.id}`) || Number(row.created_at) < oldestLead ? null : row;
    default:
      return row;
  }
}

/** What other data is derived from: the shingle index, the leads' sums, the jobs snapshot, the caches. */
export async function rebuildDerived(deps: RestoreDeps, now: number): Promise<void> {
  await rebuildShingleIndex(deps.db);
  await deps.db.batch(refreshLeadSums(deps.db, addDays(dayOfMs(now), -1)));
  await writeSnapshot(deps);
  await markListingChanged(deps.kv, now);
  // Pages the restore removed are in no sitemap to purge: every kept copy of the global tier goes.
  await wipeTier(deps.media, now);
  await announceRestoredSite(deps);
}
