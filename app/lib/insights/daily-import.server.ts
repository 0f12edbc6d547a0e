// The daily cron's Search Console work (the Worker's `scheduled` handler calls
// runDailySearchConsoleImport): the days Google published since the last run, the 16-month
// retention, and continuing a back-fill that stopped on a quota or server error.
import { type BackfillWorkflow, latestBackfill, resumeBackfill } from "./backfill.server";
import { connectionAccess, getConnection, recordImport } from "./connection.server";
import { addDays, dayOfMs } from "./days";
import { deleteOldSearchData, importRange, type RangeResult } from "./import.server";
import { searchConsoleErrorMessage } from "./messages";
import { type SearchConsoleConfig, SearchConsoleError } from "./search-console-api.server";
import { log } from "~/lib/platform/log";

/** The daily import looks this far back for days Google had not published yet (~2 days late). */
export const DAILY_LOOKBACK_DAYS = 10;

export type DailyImportResult =
  | { status: "skipped"; reason: "not-configured" | "not-connected" | "no-property" }
  | { status: "imported"; days: number; rows: number; from: string | null; to: string }
  | { status: "failed"; message: string };

/**
 * The daily cron's work: imports the days of the last DAILY_LOOKBACK_DAYS that are not in D1 yet
 * (from the first missing one to yesterday, so a day published late is picked up), deletes rows
 * past 16 months and records the outcome for the screen. Errors are recorded, never thrown.
 */
export async function runDailySearchConsoleImport(deps: {
  db: D1Database;
  config: SearchConsoleConfig | null;
  /** The back-fill engine: a stopped back-fill is continued when given. */
  workflow?: BackfillWorkflow;
  now?: number;
}): Promise<DailyImportResult> {
  const { db, config } = deps;
  const now = deps.now ?? Date.now();
  if (!config) return { status: "skipped", reason: "not-configured" };
  const connection = await getConnection(db);
  if (!connection) return { status: "skipped", reason: "not-connected" };
  if (!connection.property) return { status: "skipped", reason: "no-property" };
  const today = dayOfMs(now);
  const yesterday = addDays(today, -1);
  const first = addDays(today, -DAILY_LOOKBACK_DAYS);
  const have = new Set(
    (
      await db
        .prepare("SELECT date FROM search_days WHERE date >= ?1 AND date <= ?2")
        .bind(first, yesterday)
        .all<{ date: string }>()
    ).results.map((r) => r.date),
  );
  let from: string | null = null;
  for (let d = first; d <= yesterday; d = addDays(d, 1)) {
    if (!have.has(d)) {
      from = d;
      break;
    }
  }
  try {
    let result: RangeResult = { days: 0, rows: 0 };
    if (from) {
      const access = await connectionAccess({ db, config });
      if (!access.ok) {
        await recordImport(db, access.message, now);
        return { status: "failed", message: access.message };
      }
      result = await importRange(
        { db, config },
        access.accessToken,
        connection.property,
        {
          startDate: from,
          endDate: yesterday,
        },
        undefined,
        now,
        // deleteOldSearchData, next, recomputes every page's sums once.
        false,
      );
    }
    await deleteOldSearchData(db, today);
    await recordImport(db, null, now);
    const backfill = await latestBackfill(db, now);
    if (deps.workflow && backfill?.status === "failed" && backfill.retryable) {
      await resumeBackfill({ db, workflow: deps.workflow }, now);
    }
    return { status: "imported", days: result.days, rows: result.rows, from, to: yesterday };
  } catch (error) {
    if (!(error instanceof SearchConsoleError)) throw error;
    log.error("Daily Search Console import failed", { error });
    const message = searchConsoleErrorMessage(error.kind, connection.property);
    await recordImport(db, message, now);
    return { status: "failed", message };
  }
}
