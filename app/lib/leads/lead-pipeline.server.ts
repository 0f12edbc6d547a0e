// A lead as a deal (migrations/0008_lead_pipeline.sql): its stage, the customer's name, a note and
// the day of the next step (0011), written by the admin. "fechado" is a closed quote (closed_at, value_cents): one truth for both.
import { z } from "zod";
import { LEAD_STAGES, NAME_MAX, NOTE_MAX, type LeadStage } from "./lead-stages";
import { refCodeField } from "./ref-code";
import { parseReais } from "./leads-report.server";

const MAX_CENTS = 100_000_000;

/** The form of a lead's details: stage, name, note and the value when closed. */
export const leadUpdateSchema = z.object({
  ref: refCodeField,
  etapa: z.enum(LEAD_STAGES, { error: "Escolha a etapa do contato." }),
  nome: z
    .string()
    .trim()
    .max(NAME_MAX, `O nome pode ter no máximo ${NAME_MAX} caracteres.`)
    .optional()
    .transform((v) => v || null),
  observacao: z
    .string()
    .trim()
    .max(NOTE_MAX, `A observação pode ter no máximo ${NOTE_MAX} caracteres.`)
    .optional()
    .transform((v) => v || null),
  valor: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const cents = parseReais(v ?? "");
      if (cents !== null && (!Number.isFinite(cents) || cents > MAX_CENTS)) {
        ctx.addIssue({
          code: "custom",
          message: "Valor inválido: use reais, por exemplo 1.250,00 (até R$ 1.000.000,00).",
        });
        return z.NEVER;
      }
      return cents;
    }),
  proximo: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      // A real calendar day (the date field sends YYYY-MM-DD); "2026-02-30" is not one.
      const ms = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : Number.NaN;
      const ok = !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(v);
      if (!ok) {
        ctx.addIssue({ code: "custom", message: "Data inválida: escolha o dia do próximo passo no calendário." });
        return z.NEVER;
      }
      return v;
    }),
});
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

/**
 * Saves a lead's stage, name, note and value. False when no lead has that code: it expired (13
 * months) or never existed; nothing is written then.
 */
export async function updateLead(db: D1Database, update: LeadUpdate, now = Date.now()): Promise<boolean> {
  const closed = update.etapa === "fechado";
  const res = await db
    .prepare(
      `UPDATE leads SET
         stage_at = CASE WHEN stage = ?1 THEN stage_at ELSE ?2 END,
         stage = ?1,
         customer_name = ?3,
         note = ?4,
         closed_at = CASE WHEN ?5 THEN coalesce(closed_at, ?2) ELSE NULL END,
         value_cents = CASE WHEN ?5 THEN ?6 ELSE NULL END,
         next_step = ?8
       WHERE ref = ?7`,
    )
    .bind(
      update.etapa,
      now,
      update.nome,
      update.observacao,
      closed ? 1 : 0,
      update.valor,
      update.ref,
      update.proximo ?? null,
    )
    .run();
  return res.meta.changes > 0;
}

/** Leads of the period per stage, every stage listed (0 when none). */
export async function stageCounts(db: D1Database, since: number): Promise<{ stage: LeadStage; leads: number }[]> {
  const rows = await db
    .prepare("SELECT stage, count(*) AS leads FROM leads WHERE created_at >= ? GROUP BY stage")
    .bind(since)
    .all<{ stage: LeadStage; leads: number }>();
  const counts = new Map(rows.results.map((r) => [r.stage, r.leads]));
  return LEAD_STAGES.map((stage) => ({ stage, leads: counts.get(stage) ?? 0 }));
}
