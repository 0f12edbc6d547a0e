// Recording contact clicks in D1 (migrations/0003_leads.sql) and deleting old ones. Only the click
// endpoint and the admin touch these tables: a public page view makes no D1 query.
import { LEAD_RETENTION_MONTHS } from "@content/legal";
import { isbot } from "isbot";
import { z } from "zod";
import { randomHex, sha256Hex } from "~/lib/platform/crypto";
import { log } from "~/lib/platform/log";
import type { LeadPage } from "./lead-paths";
import {
  type Campaign,
  FIRST_CLICK_CEILING,
  LEAD_ADDRESS_DAILY_CAP,
  LEAD_DAILY_CAP,
  type LeadChannel,
  REPEAT_WINDOW_MS,
  newRefCode,
  pageFamily,
} from "./leads";

/** Coarse device class from the User-Agent; the User-Agent itself is never stored. */
export function deviceClass(userAgent: string): "mobile" | "tablet" | "desktop" {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * Not a person choosing to contact: crawlers and scripts (isbot), no User-Agent at all, and
 * browsers' speculative prefetches of a link.
 */
export function isAutomated(headers: Headers): boolean {
  const ua = headers.get("user-agent") ?? "";
  if (ua.trim() === "" || isbot(ua)) return true;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

/**
 * The query of a click link, validated (anything odd falls back, the visitor is still redirected).
 * `local` and `produto` are not read: the page (`de`) names its place and product (lead-paths.ts).
 * `msg` counts only with its signature (`assinatura`, chat-message.server.ts).
 */
export const clickQuerySchema = z.object({
  de: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)/)
    .catch("/"),
  msg: z.string().trim().min(1).max(600).optional().catch(undefined),
  assinatura: z.string().max(64).optional().catch(undefined),
});
export type ClickQuery = z.infer<typeof clickQuerySchema>;

/**
 * How long a lead is kept: 13 months (content/legal.ts, stated on the privacy page) covers the
 * same month of the previous year (seasonality, e.g. summer storms that break gates) and a full
 * year of closed quotes; older rows are deleted by the daily cron (worker/index.ts `scheduled`).
 */
export const LEAD_RETENTION_DAYS = Math.ceil(LEAD_RETENTION_MONTHS * 30.44);
const DAY_MS = 86_400_000;

export interface Click {
  channel: LeadChannel;
  /** The site's page the click came from, with its place and product (lead-paths.ts). */
  page: LeadPage;
  campaign: Campaign;
  /** Address and User-Agent only feed the repeat filter's salted hash; neither is stored. */
  ip: string;
  userAgent: string;
}

export interface ClickResult {
  ref: string;
  /** False for a repeat within the window: the code is the one the first click got. */
  recorded: boolean;
}

// The day's salt, per isolate: most clicks then need one D1 round trip.
let saltMemo: { day: string; salt: string } | null = null;
// The day this isolate saw the ceiling reached (the cap, and every first click past it allowed):
// later clicks that day make no D1 query at all.
let cappedDay: string | null = null;

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

async function dailySalt(db: D1Database, day: string): Promise<string> {
  if (saltMemo?.day === day) return saltMemo.salt;
  const fresh = randomHex(16);
  // Concurrent first clicks of a day race here; INSERT OR IGNORE makes them all read one salt.
  const [, read] = await db.batch<{ salt: string }>([
    db.prepare("INSERT OR IGNORE INTO lead_salts (day, salt) VALUES (?, ?)").bind(day, fresh),
    db.prepare("SELECT salt FROM lead_salts WHERE day = ?").bind(day),
  ]);
  const salt = read?.results[0]?.salt ?? fresh;
  saltMemo = { day, salt };
  return salt;
}

function isUniqueRefError(error: unknown): boolean {
  return /UNIQUE constraint failed: leads\.ref/i.test(String((error as Error)?.message ?? error));
}

export interface ClickLimits {
  /** Clicks recorded a day before only addresses' first clicks count (LEAD_DAILY_CAP). */
  dailyCap?: number;
  /** Clicks one address may have recorded a day (LEAD_ADDRESS_DAILY_CAP). */
  addressCap?: number;
  now?: number;
}

/**
 * Records a click unless the same visitor clicked the same link less than a minute ago, its
 * address has spent its day's budget, or the day is at its cap and this address already has a
 * click (then null: nothing written). One batch (one transaction): claim the repeat-filter row
 * while the budgets allow, insert the lead only if this click's code won the claim, count it for
 * the day and the address, read back the code in force. Concurrent repeats therefore make one
 * row at most, and concurrent clicks can pass the budgets by none.
 */
export async function recordClick(
  db: D1Database,
  click: Click,
  { dailyCap = LEAD_DAILY_CAP, addressCap = LEAD_ADDRESS_DAILY_CAP, now = Date.now() }: ClickLimits = {},
): Promise<ClickResult | null> {
  const day = utcDay(now);
  if (cappedDay === day) return null;
  const salt = await dailySalt(db, day);
  const { page, campaign } = click;
  const link = [click.channel, page.path].join("\u0000");
  const key = await sha256Hex([salt, click.ip, click.userAgent, link].join("\u0000"));
  const addressKey = await sha256Hex([salt, "address", click.ip].join("\u0000"));
  const ceiling = dailyCap * FIRST_CLICK_CEILING;
  // A code already taken (≈ rows / 28.6 million) fails the batch as a whole; a new code is tried.
  for (let attempt = 0; ; attempt++) {
    const ref = newRefCode();
    try {
      const [, insert, , , current, total] = await db.batch<{ ref: string; recorded: number }>([
        // Under the address's budget, and under the day's cap — or, for an address with no click
        // yet today, under the ceiling.
        db
          .prepare(
            `INSERT INTO lead_recent (key, ref, at)
             SELECT ?1, ?2, ?3
             WHERE coalesce((SELECT recorded FROM lead_addresses WHERE key = ?7), 0) < ?8
               AND (SELECT recorded FROM lead_salts WHERE day = ?5) <
                 CASE WHEN EXISTS (SELECT 1 FROM lead_addresses WHERE key = ?7) THEN ?6 ELSE ?9 END
             ON CONFLICT (key) DO UPDATE SET ref = excluded.ref, at = excluded.at
             WHERE lead_recent.at <= ?3 - ?4`,
          )
          .bind(key, ref, now, REPEAT_WINDOW_MS, day, dailyCap, addressKey, addressCap, ceiling),
        db
          .prepare(
            `INSERT INTO leads (ref, created_at, channel, path, family, place, product,
               utm_source, utm_medium, utm_campaign, gclid, fbclid, device)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13
             WHERE EXISTS (SELECT 1 FROM lead_recent WHERE key = ?14 AND ref = ?1)`,
          )
          .bind(
            ref,
            now,
            click.channel,
            page.path,
            pageFamily(page.path),
            page.place,
            page.product,
            campaign.utm_source,
            campaign.utm_medium,
            campaign.utm_campaign,
            campaign.gclid ? 1 : 0,
            campaign.fbclid ? 1 : 0,
            deviceClass(click.userAgent),
            key,
          ),
        db
          .prepare(
            `UPDATE lead_salts SET recorded = recorded + 1
             WHERE day = ?1 AND EXISTS (SELECT 1 FROM leads WHERE ref = ?2 AND created_at = ?3)`,
          )
          .bind(day, ref, now),
        db
          .prepare(
            `INSERT INTO lead_addresses (key, day, recorded)
             SELECT ?1, ?2, 1 WHERE EXISTS (SELECT 1 FROM leads WHERE ref = ?3 AND created_at = ?4)
             ON CONFLICT (key) DO UPDATE SET recorded = recorded + 1`,
          )
          .bind(addressKey, day, ref, now),
        db.prepare("SELECT ref FROM lead_recent WHERE key = ?").bind(key),
        db.prepare("SELECT recorded FROM lead_salts WHERE day = ?").bind(day),
      ]);
      if ((insert?.meta.changes ?? 0) > 0) return { ref, recorded: true };
      const inForce = current?.results[0]?.ref;
      if (inForce) return { ref: inForce, recorded: false };
      // Neither recorded nor a repeat: the address's budget or the day's cap.
      const recorded = total?.results[0]?.recorded ?? 0;
      if (recorded >= dailyCap) {
        log.warn("Daily cap of recorded contact clicks reached", { day, cap: dailyCap, recorded });
      }
      if (recorded >= ceiling) cappedDay = day;
      await countUnrecorded(db, recorded >= dailyCap ? "cap" : "address", now);
      return null;
    } catch (error) {
      if (attempt < 3 && isUniqueRefError(error)) continue;
      throw error;
    }
  }
}

/** Why a click reached the chat without a record: "Contatos" says how many, and why, today. */
export type UnrecordedReason = "address" | "rate" | "cap";

/**
 * Counts a click of the day that was not recorded (past the address's budget, its rate limit or
 * the day's cap). One row write on the day's salt row, made here when the click is the first of
 * the day; a failure is logged, never the visitor's problem.
 */
export async function countUnrecorded(db: D1Database, reason: UnrecordedReason, now = Date.now()): Promise<void> {
  const column = `unrecorded_${reason}`;
  try {
    await db
      .prepare(
        `INSERT INTO lead_salts (day, salt, ${column}) VALUES (?1, ?2, 1)
         ON CONFLICT (day) DO UPDATE SET ${column} = ${column} + 1`,
      )
      .bind(utcDay(now), randomHex(16))
      .run();
  } catch (error) {
    log.error("Unrecorded contact click not counted", { error, reason });
  }
}

export interface UnrecordedToday {
  /** Clicks recorded today, and the day's cap. */
  recorded: number;
  address: number;
  rate: number;
  cap: number;
}

/** Today's (UTC day) clicks that reached the chat without a record, by why. */
export async function unrecordedToday(db: D1Database, now = Date.now()): Promise<UnrecordedToday> {
  const row = await db
    .prepare(
      `SELECT recorded, unrecorded_address AS address, unrecorded_rate AS rate, unrecorded_cap AS cap
       FROM lead_salts WHERE day = ?`,
    )
    .bind(utcDay(now))
    .first<UnrecordedToday>();
  return row ?? { recorded: 0, address: 0, rate: 0, cap: 0 };
}

/**
 * Retention: deletes leads older than LEAD_RETENTION_DAYS, repeat-filter rows older than a day,
 * past days' salts and past days' counts per address. Called by the daily cron and by the tests.
 */
export async function deleteExpiredLeads(
  db: D1Database,
  now = Date.now(),
): Promise<{ leads: number; recent: number; salts: number }> {
  const today = new Date(now).toISOString().slice(0, 10);
  const [leads, recent, salts] = await db.batch([
    // RETURNING counts the leads themselves: meta.changes also counts what the sums' triggers
    // (migration 0017) change for each deleted lead.
    db.prepare("DELETE FROM leads WHERE created_at < ? RETURNING 1").bind(now - LEAD_RETENTION_DAYS * DAY_MS),
    db.prepare("DELETE FROM lead_recent WHERE at < ?").bind(now - DAY_MS),
    db.prepare("DELETE FROM lead_salts WHERE day < ?").bind(today),
    db.prepare("DELETE FROM lead_addresses WHERE day < ?").bind(today),
  ]);
  return { leads: leads?.results.length ?? 0, recent: recent?.meta.changes ?? 0, salts: salts?.meta.changes ?? 0 };
}
