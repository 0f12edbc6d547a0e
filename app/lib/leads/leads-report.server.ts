// The "Contatos" screen's queries (admin only): leads per day, top pages and places with their
// closed quotes and revenue, channel and source split, lookup by code, CSV rows.
import { z } from "zod";
import { type LeadStage, STAGE_LABELS } from "./lead-stages";
import { type CsvSeparator, reaisCell, saoPauloDateTime, toCsv } from "./csv";
import type { Period } from "./leads";
import { refCodeField } from "./ref-code";

const DAY_MS = 86_400_000;
/** Days are São Paulo days (UTC−3, no daylight saving since 2019). */
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

export function periodParam(url: URL): Period {
  return url.searchParams.get("dias") === "90" ? 90 : 30;
}

/** Day number (days since 1970-01-01 in São Paulo) of a timestamp. */
export const dayOf = (ms: number) => Math.floor((ms + SAO_PAULO_OFFSET_MS) / DAY_MS);
/** Start (UTC ms) of the first São Paulo day of a period ending today. */
export function periodStart(period: Period, now = Date.now()): number {
  return (dayOf(now) - period + 1) * DAY_MS - SAO_PAULO_OFFSET_MS;
}

export interface Breakdown {
  label: string;
  leads: number;
  closed: number;
  revenueCents: number;
}

export interface LeadRow {
  ref: string;
  created_at: number;
  channel: "whatsapp" | "telefone";
  path: string;
  family: string;
  place: string | null;
  product: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  gclid: number;
  fbclid: number;
  device: string;
  closed_at: number | null;
  value_cents: number | null;
  /** The deal (migrations/0008_lead_pipeline.sql): admin only, deleted with the lead. */
  stage: LeadStage;
  customer_name: string | null;
  note: string | null;
  stage_at: number | null;
  /** The seller's next step with the lead, a São Paulo day (migrations/0011_lead_next_step.sql). */
  next_step: string | null;
}

export interface LeadsReport {
  period: Period;
  firstDay: number;
  perDay: { day: number; leads: number }[];
  totals: Breakdown;
  pages: Breakdown[];
  places: Breakdown[];
  channels: Breakdown[];
  sources: Breakdown[];
  recent: LeadRow[];
}

const SOURCE = `CASE WHEN utm_source IS NOT NULL THEN utm_source
  WHEN gclid = 1 THEN 'google (anúncio)' WHEN fbclid = 1 THEN 'facebook/instagram (anúncio)'
  ELSE 'direto ou orgânico' END`;

const breakdown = (group: string, where = "") =>
  `SELECT ${group} AS label, count(*) AS leads, sum(closed_at IS NOT NULL) AS closed,
     coalesce(sum(value_cents), 0) AS revenueCents
   FROM leads WHERE created_at >= ?1 ${where} GROUP BY label ORDER BY leads DESC, label LIMIT 10`;

/** Everything the screen shows for a period, in one D1 batch. */
export async function leadsReport(db: D1Database, period: Period, now = Date.now()): Promise<LeadsReport> {
  const since = periodStart(period, now);
  const q = (sql: string) => db.prepare(sql).bind(since);
  const [perDay, totals, pages, places, channels, sources, recent] = await db.batch([
    db
      .prepare(
        "SELECT CAST((created_at + ?2) / ?3 AS INTEGER) AS day, count(*) AS leads FROM leads WHERE created_at >= ?1 GROUP BY day ORDER BY day",
      )
      .bind(since, SAO_PAULO_OFFSET_MS, DAY_MS),
    q(breakdown("'total'")),
    q(breakdown("path")),
    q(breakdown("place", "AND place IS NOT NULL")),
    q(breakdown("channel")),
    q(breakdown(SOURCE)),
    q("SELECT * FROM leads WHERE created_at >= ?1 ORDER BY created_at DESC, id DESC LIMIT 20"),
  ]);
  const counts = new Map((perDay!.results as { day: number; leads: number }[]).map((r) => [r.day, r.leads]));
  const firstDay = dayOf(since);
  return {
    period,
    firstDay,
    perDay: Array.from({ length: period }, (_, i) => ({ day: firstDay + i, leads: counts.get(firstDay + i) ?? 0 })),
    totals: (totals!.results[0] as Breakdown | undefined) ?? { label: "total", leads: 0, closed: 0, revenueCents: 0 },
    pages: pages!.results as unknown as Breakdown[],
    places: places!.results as unknown as Breakdown[],
    channels: channels!.results as unknown as Breakdown[],
    sources: sources!.results as unknown as Breakdown[],
    recent: recent!.results as unknown as LeadRow[],
  };
}

export async function findLead(db: D1Database, ref: string): Promise<LeadRow | null> {
  return db.prepare("SELECT * FROM leads WHERE ref = ?").bind(ref).first<LeadRow>();
}

/** "1.250,00", "R$ 1250", "1250.5" → cents; empty → null. */
export function parseReais(text: string): number | null {
  let t = text.replace(/R\$/i, "").replace(/\s/g, "");
  if (t === "") return null;
  if (t.includes(",")) t = t.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
}

/** The "orçamento fechado" form. */
export const closeLeadSchema = z.object({
  ref: refCodeField,
  valor: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const cents = parseReais(v ?? "");
      if (cents !== null && (!Number.isFinite(cents) || cents > 100_000_000)) {
        ctx.addIssue({
          code: "custom",
          message: "Valor inválido: use reais, por exemplo 1.250,00 (até R$ 1.000.000,00).",
        });
        return z.NEVER;
      }
      return cents;
    }),
  intent: z.enum(["fechar", "reabrir"], { error: "Ação desconhecida." }),
});

/** Marks (or unmarks) a lead as a closed quote; false when no lead has that code. */
export async function setLeadClosed(
  db: D1Database,
  ref: string,
  closed: { valueCents: number | null } | null,
  now = Date.now(),
): Promise<boolean> {
  const res = await db
    // A closed quote is the stage "fechado"; reopening it puts the deal back in conversation.
    .prepare(
      "UPDATE leads SET closed_at = ?1, value_cents = ?2, stage = ?3, stage_at = CASE WHEN stage = ?3 THEN stage_at ELSE ?4 END WHERE ref = ?5",
    )
    .bind(closed ? now : null, closed?.valueCents ?? null, closed ? "fechado" : "em_conversa", now, ref)
    .run();
  return res.meta.changes > 0;
}

/** Every lead of the period, oldest first, for the CSV export. */
export async function leadsForExport(db: D1Database, period: Period, now = Date.now()): Promise<LeadRow[]> {
  const rows = await db
    .prepare("SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at, id")
    .bind(periodStart(period, now))
    .all<LeadRow>();
  return rows.results;
}

const CSV_COLUMNS: [string, (r: LeadRow) => string | number | null][] = [
  ["codigo", (r) => r.ref],
  ["data_hora", (r) => saoPauloDateTime(r.created_at)],
  ["canal", (r) => r.channel],
  ["pagina", (r) => r.path],
  ["tipo_de_pagina", (r) => r.family],
  ["local", (r) => r.place],
  ["produto", (r) => r.product],
  ["utm_source", (r) => r.utm_source],
  ["utm_medium", (r) => r.utm_medium],
  ["utm_campaign", (r) => r.utm_campaign],
  ["gclid", (r) => (r.gclid ? "sim" : "não")],
  ["fbclid", (r) => (r.fbclid ? "sim" : "não")],
  ["dispositivo", (r) => r.device],
  ["etapa", (r) => STAGE_LABELS[r.stage] ?? r.stage],
  ["cliente", (r) => r.customer_name],
  ["anotacao", (r) => r.note],
  ["orcamento_fechado", (r) => (r.closed_at ? "sim" : "não")],
  ["valor_reais", (r) => (r.value_cents === null ? null : reaisCell(r.value_cents))],
];

/** The period's leads for Excel in Brazil (csv.ts): ";" by default, São Paulo time, decimal comma. */
export function leadsCsv(rows: LeadRow[], separator: CsvSeparator = ";"): string {
  return toCsv(
    CSV_COLUMNS.map(([name]) => name),
    rows.map((r) => CSV_COLUMNS.map(([, get]) => get(r))),
    separator,
  );
}
