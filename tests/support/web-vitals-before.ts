// Web Vitals' report as it was computed before migration 0017's merged window (every day row of the
// 28 days on every view): tests/integration/insights-totals.test.ts holds the new report to it.
import { z } from "zod";
import { pageFamily } from "~/lib/leads/leads";
import { log } from "~/lib/platform/log";
import { METRICS, type Metric, RUM_DAILY_CAP, THRESHOLDS } from "~/lib/insights/web-vitals";

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
  return daily?.meta.changes ?? 0;
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

function addHistogram(into: Histograms, hist: Record<string, number>) {
  for (const [key, n] of Object.entries(hist)) {
    const at = key.lastIndexOf("_");
    const m = key.slice(0, at) as Metric;
    if (!METRICS.includes(m)) continue;
    const values = into.get(m) ?? new Map<number, number>();
    const unit = Number(key.slice(at + 1));
    values.set(unit, (values.get(unit) ?? 0) + n);
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

export async function webVitalsReport(db: D1Database, device: DeviceFilter, now = Date.now()): Promise<VitalsReport> {
  const since = utcDay(now - (VITALS_WINDOW_DAYS - 1) * DAY_MS);
  const { results } = await db
    .prepare("SELECT path, family, views, hist FROM web_vitals_daily WHERE day >= ?1 AND (?2 = '' OR device = ?2)")
    .bind(since, DEVICE_SQL[device])
    .all<{ path: string; family: string; views: number; hist: string }>();
  const families = new Map<string, Histograms>();
  const paths = new Map<string, Histograms>();
  let views = 0;
  for (const row of results) {
    views += row.views;
    const hist = JSON.parse(row.hist) as Record<string, number>;
    for (const [map, label] of [
      [families, row.family],
      [paths, row.path],
    ] as const) {
      const h = map.get(label) ?? new Map();
      addHistogram(h, hist);
      map.set(label, h);
    }
  }
  const groups = (map: Map<string, Histograms>) => [...map].map(([label, h]) => ({ label, metrics: p75s(h) }));
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
