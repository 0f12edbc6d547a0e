// Real-user Web Vitals: the beacon a sampled public page view sends (app/enhance/enhance.js loads
// Google's web-vitals library and posts LCP, INP, CLS and TTFB when the page is hidden), checked
// and stored as one D1 row — path, page type, device class, metrics; no IP, cookie or User-Agent.
// The admin reads the 75th percentile per page type and the worst pages over 28 days.
import { z } from "zod";
import { pageFamily } from "~/lib/leads/leads";
import { deviceClass } from "~/lib/leads/leads.server";
import { METRICS, type Metric, THRESHOLDS } from "./web-vitals";

const DAY_MS = 86_400_000;
export const VITALS_WINDOW_DAYS = 28;
/** Rows are kept a week past the window, then deleted by the daily cron. */
export const VITALS_RETENTION_DAYS = 35;

const metric = (max: number) => z.number().finite().min(0).max(max).optional();

/** A beacon: the page's path and at least one metric, nothing else. */
export const beaconSchema = z
  .object({
    path: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)[^\s?#]*$/),
    lcp: metric(120_000),
    inp: metric(60_000),
    cls: metric(100),
    ttfb: metric(120_000),
  })
  .strict()
  .refine((b) => METRICS.some((m) => b[m] !== undefined), "no metric");
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

/** One row; the device class comes from the User-Agent, which is not kept. */
export async function recordWebVitals(db: D1Database, beacon: Beacon, userAgent: string, now = Date.now()) {
  await db
    .prepare(
      "INSERT INTO web_vitals (created_at, path, family, device, lcp, inp, cls, ttfb) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )
    .bind(
      now,
      beacon.path,
      pageFamily(beacon.path),
      deviceClass(userAgent),
      beacon.lcp ?? null,
      beacon.inp ?? null,
      beacon.cls ?? null,
      beacon.ttfb ?? null,
    )
    .run();
}

export async function deleteOldWebVitals(db: D1Database, now = Date.now()): Promise<number> {
  const res = await db
    .prepare("DELETE FROM web_vitals WHERE created_at < ?1")
    .bind(now - VITALS_RETENTION_DAYS * DAY_MS)
    .run();
  return res.meta.changes;
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

/**
 * p75 by nearest rank — the ⌈0.75 n⌉-th smallest value — per page type and per page, for one
 * metric, in one scan of the window (both groupings are windows over the same rows).
 */
const p75Sql = (m: Metric) => `
  SELECT family, path, v,
    CASE WHEN rf = (3 * nf + 3) / 4 THEN nf END AS family_n,
    CASE WHEN rp = (3 * np + 3) / 4 THEN np END AS path_n
  FROM (
    SELECT family, path, ${m} AS v,
      row_number() OVER (PARTITION BY family ORDER BY ${m}) AS rf, count(*) OVER (PARTITION BY family) AS nf,
      row_number() OVER (PARTITION BY path ORDER BY ${m}) AS rp, count(*) OVER (PARTITION BY path) AS np
    FROM web_vitals WHERE created_at >= ?1 AND ${m} IS NOT NULL AND (?2 = '' OR device = ?2))
  WHERE rf = (3 * nf + 3) / 4 OR rp = (3 * np + 3) / 4`;

export async function webVitalsReport(db: D1Database, device: DeviceFilter, now = Date.now()): Promise<VitalsReport> {
  const since = now - VITALS_WINDOW_DAYS * DAY_MS;
  const dev = DEVICE_SQL[device];
  const [count, ...results] = await db.batch([
    db
      .prepare("SELECT count(*) AS n FROM web_vitals WHERE created_at >= ?1 AND (?2 = '' OR device = ?2)")
      .bind(since, dev),
    ...METRICS.map((m) => db.prepare(p75Sql(m)).bind(since, dev)),
  ]);
  const groups = { family: new Map<string, VitalsGroup>(), path: new Map<string, VitalsGroup>() };
  const put = (map: Map<string, VitalsGroup>, label: string, metric: Metric, value: number, n: number) => {
    const g = map.get(label) ?? { label, metrics: {} };
    g.metrics[metric] = { value, n };
    map.set(label, g);
  };
  results.forEach((res, i) => {
    const metric = METRICS[i]!;
    type Row = { family: string; path: string; v: number; family_n: number | null; path_n: number | null };
    for (const r of res.results as Row[]) {
      if (r.family_n !== null) put(groups.family, r.family, metric, r.v, r.family_n);
      if (r.path_n !== null) put(groups.path, r.path, metric, r.v, r.path_n);
    }
  });
  const score = (g: VitalsGroup) =>
    Math.max(...METRICS.filter((m) => m !== "ttfb").map((m) => (g.metrics[m]?.value ?? 0) / THRESHOLDS[m].good));
  return {
    views: (count!.results[0] as { n: number } | undefined)?.n ?? 0,
    families: [...groups.family.values()].sort((a, b) => a.label.localeCompare(b.label, "pt-BR")),
    worst: [...groups.path.values()]
      .map((g) => ({ ...g, score: score(g) }))
      .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label))
      .slice(0, 5),
  };
}
