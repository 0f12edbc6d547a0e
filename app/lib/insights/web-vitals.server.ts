// Real-user Web Vitals: the beacon a sampled public page view sends (app/enhance/enhance.js loads
// Google's web-vitals library and posts LCP, INP, CLS and TTFB when the page is hidden), checked
// and counted into its page's row of the day (D1 web_vitals_daily: a histogram per metric) — page,
// page type, device class; no IP, cookie or User-Agent. The admin reads the 75th percentile per
// page type and the worst pages over 28 days from at most pages × 28 rows, whatever the traffic.
//
// What a flood can spend: the route lets an address send RUM_LIMITER's beacons a minute
// (wrangler.toml), and the site stores RUM_DAILY_CAP a day; a stored beacon writes 2 D1 rows
// (the day's budget row and its page's row), so beacons take at most 2 × RUM_DAILY_CAP of D1's
// daily row writes and the rest stays for leads, sessions and saves.
import { z } from "zod";
import { pageFamily } from "~/lib/leads/leads";
import { log } from "~/lib/platform/log";
import { METRICS, type Metric, RUM_DAILY_CAP, THRESHOLDS } from "./web-vitals";

const DAY_MS = 86_400_000;
export const VITALS_WINDOW_DAYS = 28;
/** Days are kept a week past the window, then deleted by the daily cron. */
export const VITALS_RETENTION_DAYS = 35;
/**
 * The largest value each metric may carry: past these a browser's report is no measure of the
 * page (a tab left loading, a clock jump). LCP and TTFB in ms within a minute, INP within 10 s,
 * CLS 5 (a page that moves its whole height five times over).
 */
export const METRIC_MAX: Record<Metric, number> = { lcp: 60_000, inp: 10_000, cls: 5, ttfb: 60_000 };

const metric = (m: Metric) => z.number().finite().min(0).max(METRIC_MAX[m]).optional();

/** A beacon: the page's path and at least one metric, nothing else. */
export const beaconSchema = z
  .object({
    path: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)[^\s?#]*$/),
    lcp: metric("lcp"),
    inp: metric("inp"),
    cls: metric("cls"),
    ttfb: metric("ttfb"),
  })
  .strict()
  .refine((b) => METRICS.some((m) => b[m] !== undefined), "no metric")
  // A page's largest paint comes after its first byte: a beacon saying otherwise is made up.
  .refine((b) => b.lcp === undefined || b.ttfb === undefined || b.ttfb <= b.lcp, "ttfb after lcp");
export type Beacon = z.infer<typeof beaconSchema>;

export type BeaconResult = { ok: true; beacon: Beacon } | { ok: false };

/** Parses a beacon body already read (at most MAX_BEACON_BYTES). */
export function parseBeacon(text: string): BeaconResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const parsed = beaconSchema.safeParse(json);
  return parsed.success ? { ok: true, beacon: parsed.data } : { ok: false };
}

/** A histogram key: LCP and TTFB rounded to 10 ms, INP to 1 ms, CLS in thousandths. */
export function histogramKey(m: Metric, value: number): string {
  const unit = m === "cls" ? Math.round(value * 1000) : m === "inp" ? Math.round(value) : Math.round(value / 10) * 10;
  return `${m}_${unit}`;
}
function keyValue(m: Metric, unit: number): number {
  return m === "cls" ? unit / 1000 : unit;
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

// The day this isolate saw the budget spent: later beacons that day make no D1 query at all.
let spentDay: string | null = null;

export interface CountedBeacon {
  /** One of the site's own paths (sitePage): an unknown one is "/not-found". */
  path: string;
  device: "mobile" | "tablet" | "desktop";
  beacon: Beacon;
}

/**
 * Counts a beacon into its page's row of the day, if the day's budget has room: "stored", or
 * "over-budget" with nothing written. The budget row is claimed first (an upsert that writes
 * nothing once the day is full), so concurrent beacons can pass the budget by none.
 */
export async function recordWebVitals(
  db: D1Database,
  { path, device, beacon }: CountedBeacon,
  { dailyCap = RUM_DAILY_CAP, now = Date.now() }: { dailyCap?: number; now?: number } = {},
): Promise<"stored" | "over-budget"> {
  const day = utcDay(now);
  if (spentDay === day || dailyCap <= 0) return "over-budget";
  const claim = await db
    .prepare(
      `INSERT INTO web_vitals_budget (day, stored) VALUES (?1, 1)
       ON CONFLICT (day) DO UPDATE SET stored = stored + 1 WHERE stored < ?2 RETURNING stored`,
    )
    .bind(day, dailyCap)
    .first<{ stored: number }>();
  if (!claim) {
    spentDay = day;
    log.warn("Daily budget of Web Vitals beacons spent", { day, cap: dailyCap });
    return "over-budget";
  }
  const keys = METRICS.filter((m) => beacon[m] !== undefined).map((m) => histogramKey(m, beacon[m]!));
  const fresh = JSON.stringify(Object.fromEntries(keys.map((k) => [k, 1])));
  // Each key bound as a JSON path ($.lcp_1830): its count plus one, or 1 when new.
  const bump = keys.map((_, i) => `?${6 + i}, coalesce(json_extract(hist, ?${6 + i}), 0) + 1`).join(", ");
  await db
    .prepare(
      `INSERT INTO web_vitals_daily (day, path, family, device, views, hist) VALUES (?1, ?2, ?3, ?4, 1, ?5)
       ON CONFLICT (day, path, device) DO UPDATE SET views = views + 1, hist = json_set(hist, ${bump})`,
    )
    .bind(day, path, pageFamily(path), device, fresh, ...keys.map((k) => `$.${k}`))
    .run();
  return "stored";
}

export async function deleteOldWebVitals(db: D1Database, now = Date.now()): Promise<number> {
  const oldest = utcDay(now - VITALS_RETENTION_DAYS * DAY_MS);
  const [daily] = await db.batch([
    db.prepare("DELETE FROM web_vitals_daily WHERE day < ?1").bind(oldest),
    db.prepare("DELETE FROM web_vitals_budget WHERE day < ?1").bind(oldest),
  ]);
  await refreshVitalsWindow(db, now);
  return daily?.meta.changes ?? 0;
}

/**
 * The daily cron's sums of the window's finished days (migration 0017): per path, device and page
 * type, the histograms of the 27 days before today merged into one row (web_vitals_window), and the
 * days they cover (web_vitals_window_span). A view then reads one row per page and device, plus
 * the day rows the window lacks (today's; and until the next cron, the days between) minus those
 * it has past the 28 days: the same counts as summing every day row, at about 1/28 of the rows.
 */
/** The window's rows of every device together. */
const ALL_DEVICES = "*";

export async function refreshVitalsWindow(db: D1Database, now = Date.now()): Promise<void> {
  const first = utcDay(now - (VITALS_WINDOW_DAYS - 1) * DAY_MS);
  const last = utcDay(now - DAY_MS);
  const { results } = await db
    .prepare("SELECT path, family, device, views, hist FROM web_vitals_daily WHERE day >= ?1 AND day <= ?2")
    .bind(first, last)
    .all<VitalsRow & { device: string }>();
  const merged = new Map<
    string,
    { path: string; family: string; device: string; views: number; hist: Map<string, number> }
  >();
  // Per device, and for every device together ("*": what the screen shows first, read alone).
  for (const row of results) {
    const hist = Object.entries(JSON.parse(row.hist) as Record<string, number>);
    for (const device of [row.device, ALL_DEVICES]) {
      const id = JSON.stringify([row.path, device, row.family]);
      const m = merged.get(id) ?? { path: row.path, family: row.family, device, views: 0, hist: new Map() };
      m.views += row.views;
      for (const [k, n] of hist) m.hist.set(k, (m.hist.get(k) ?? 0) + n);
      merged.set(id, m);
    }
  }
  const rows = [...merged.values()].map((m) => [
    m.path,
    m.device,
    m.family,
    m.views,
    JSON.stringify(Object.fromEntries(m.hist)),
  ]);
  const statements = [db.prepare("DELETE FROM web_vitals_window")];
  for (let i = 0; i < rows.length; i += 500) {
    statements.push(
      db
        .prepare(
          `INSERT INTO web_vitals_window (path, device, family, views, hist)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each(?1)`,
        )
        .bind(JSON.stringify(rows.slice(i, i + 500))),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO web_vitals_window_span (id, first, last) VALUES (1, ?1, ?2)
         ON CONFLICT (id) DO UPDATE SET first = excluded.first, last = excluded.last`,
      )
      .bind(first, last),
  );
  await db.batch(statements);
}

interface VitalsRow {
  path: string;
  family: string;
  views: number;
  hist: string;
}

export const DEVICES = ["todos", "celular", "computador"] as const;
export type DeviceFilter = (typeof DEVICES)[number];
const DEVICE_SQL: Record<DeviceFilter, string> = { todos: "", celular: "mobile", computador: "desktop" };

export function deviceParam(url: URL): DeviceFilter {
  const d = url.searchParams.get("aparelho");
  return (DEVICES as readonly string[]).includes(d ?? "") ? (d as DeviceFilter) : "todos";
}

export interface P75 {
  value: number;
  /** Views with this metric. */
  n: number;
}
export interface VitalsGroup {
  label: string;
  metrics: Partial<Record<Metric, P75>>;
}
export interface VitalsReport {
  views: number;
  families: VitalsGroup[];
  /** Pages furthest over Google's "good" limits (the worst metric's p75 against its limit). */
  worst: (VitalsGroup & { score: number })[];
}

/** Counts per metric and value, summed over rows. */
type Histograms = Map<Metric, Map<number, number>>;

function addHistogram(into: Histograms, hist: Record<string, number>, sign = 1) {
  for (const [key, n] of Object.entries(hist)) {
    const at = key.lastIndexOf("_");
    const m = key.slice(0, at) as Metric;
    if (!METRICS.includes(m)) continue;
    const values = into.get(m) ?? new Map<number, number>();
    const unit = Number(key.slice(at + 1));
    values.set(unit, (values.get(unit) ?? 0) + sign * n);
    into.set(m, values);
  }
}

/** p75 by nearest rank — the ⌈0.75 n⌉-th smallest value — of each metric's histogram. */
function p75s(hists: Histograms): Partial<Record<Metric, P75>> {
  const out: Partial<Record<Metric, P75>> = {};
  for (const [m, values] of hists) {
    const sorted = [...values].sort((a, b) => a[0] - b[0]);
    const n = sorted.reduce((sum, [, c]) => sum + c, 0);
    const rank = Math.ceil(0.75 * n);
    let seen = 0;
    for (const [unit, c] of sorted) {
      seen += c;
      if (seen >= rank) {
        out[m] = { value: keyValue(m, unit), n };
        break;
      }
    }
  }
  return out;
}

/**
 * The rows that sum to the window's days: the cron's merged rows (refreshVitalsWindow) with the day
 * rows it lacks added and the ones past the window taken away (`sign` −1); without merged rows that
 * start within the window, every day row, as before the merged rows existed.
 */
async function windowRows(db: D1Database, device: string, since: string): Promise<(VitalsRow & { sign: number })[]> {
  const span = await db
    .prepare("SELECT first, last FROM web_vitals_window_span WHERE id = 1")
    .first<{ first: string; last: string }>();
  const dayRows = (from: string, to: string, sign: number) =>
    db
      .prepare(
        `SELECT path, family, views, hist, ?4 AS sign FROM web_vitals_daily
         WHERE day >= ?1 AND day <= ?2 AND (?3 = '' OR device = ?3)`,
      )
      .bind(from, to, device, sign);
  if (!span || span.first > since)
    return (await dayRows(since, "9999-12-31", 1).all<VitalsRow & { sign: number }>()).results;
  const statements = [
    db
      .prepare("SELECT path, family, views, hist, 1 AS sign FROM web_vitals_window WHERE device = ?1")
      .bind(device === "" ? ALL_DEVICES : device),
    dayRows(span.last >= since ? addDay(span.last) : since, "9999-12-31", 1),
  ];
  if (span.first < since)
    // biome-ignore lint/complexity/useMathMinMax: ISO days compare as strings; Math.min would make them NaN.
    statements.push(dayRows(span.first, addDay(since, -1) < span.last ? addDay(since, -1) : span.last, -1));
  return (await db.batch<VitalsRow & { sign: number }>(statements)).flatMap((r) => r.results);
}

const addDay = (day: string, n = 1) => utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

export async function webVitalsReport(db: D1Database, device: DeviceFilter, now = Date.now()): Promise<VitalsReport> {
  const since = utcDay(now - (VITALS_WINDOW_DAYS - 1) * DAY_MS);
  const results = await windowRows(db, DEVICE_SQL[device], since);
  const families = new Map<string, Histograms>();
  const paths = new Map<string, Histograms>();
  const viewsOf = new Map<string, number>();
  let views = 0;
  for (const row of results) {
    views += row.sign * row.views;
    const hist = JSON.parse(row.hist) as Record<string, number>;
    for (const [map, label] of [
      [families, `f:${row.family}`],
      [paths, `p:${row.path}`],
    ] as const) {
      const h = map.get(label) ?? new Map();
      addHistogram(h, hist, row.sign);
      map.set(label, h);
      viewsOf.set(label, (viewsOf.get(label) ?? 0) + row.sign * row.views);
    }
  }
  // A group whose days all left the window (its counts taken away to 0) was not in it.
  for (const map of [families, paths]) {
    for (const [label, h] of map) {
      if ((viewsOf.get(label) ?? 0) <= 0) map.delete(label);
      for (const [m, values] of h) {
        for (const [unit, n] of values) if (n === 0) values.delete(unit);
        if (values.size === 0) h.delete(m);
      }
    }
  }
  const groups = (map: Map<string, Histograms>) =>
    [...map].map(([label, h]) => ({ label: label.slice(2), metrics: p75s(h) }));
  const score = (g: VitalsGroup) =>
    Math.max(...METRICS.filter((m) => m !== "ttfb").map((m) => (g.metrics[m]?.value ?? 0) / THRESHOLDS[m].good));
  return {
    views,
    families: groups(families).sort((a, b) => a.label.localeCompare(b.label, "pt-BR")),
    worst: groups(paths)
      .map((g) => ({ ...g, score: score(g) }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
      .slice(0, 5),
  };
}
