// Real-user Web Vitals, the parts the browser-side admin also needs: Google's thresholds and
// what a beacon may carry. Recording and the p75 queries are in web-vitals.server.ts.

export const METRICS = ["lcp", "inp", "cls", "ttfb"] as const;
export type Metric = (typeof METRICS)[number];

/** Google's "good" and "poor" limits at the 75th percentile (ms, except CLS which has no unit). */
export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  ttfb: { good: 800, poor: 1800 },
};

export const METRIC_LABELS: Record<Metric, { name: string; what: string }> = {
  lcp: { name: "LCP", what: "quanto demora para a parte principal da página aparecer" },
  inp: { name: "INP", what: "quanto a página demora para reagir a um toque ou clique" },
  cls: { name: "CLS", what: "quanto o conteúdo pula de lugar enquanto carrega" },
  ttfb: { name: "TTFB", what: "quanto o servidor demora para começar a responder" },
};

export type Rating = "good" | "needs-improvement" | "poor";

export function rate(metric: Metric, value: number): Rating {
  const t = THRESHOLDS[metric];
  return value <= t.good ? "good" : value <= t.poor ? "needs-improvement" : "poor";
}

export function formatMetric(metric: Metric, value: number): string {
  if (metric === "cls") return value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (value >= 1000) return `${(value / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 2 })} s`;
  return `${Math.round(value)} ms`;
}

export { RUM_DAILY_CAP } from "~/lib/platform/daily-caps";

/** Largest beacon accepted, in bytes: a path and four numbers fit in a fraction of it. */
export const MAX_BEACON_BYTES = 1024;
