// The leads the seller works through on "Contatos": a page of the period's leads, newest first,
// filtered by stage and searched by code or customer name; the open leads whose next step has
// come, oldest day first; and the one-tap stage change from the list. Every query reads through an
// index (created_at, stage+created_at, the partial next_step one), so a view reads the rows it
// shows and the ones it skips, never the whole table.
import { z } from "zod";
import { dayOfMs } from "~/lib/platform/clock";
import { LEAD_STAGES, type LeadStage } from "./lead-stages";
import { normaliseRefCode, type Period } from "./leads";
import { refCodeField } from "./ref-code";
import { type LeadRow, periodStart } from "./leads-report.server";

export const LEADS_PER_PAGE = 25;
/** Open leads listed under "Para hoje e atrasados" at most (the oldest days first). */
const DUE_MAX = 20;
export const SEARCH_MAX = 80;

export type ListedLead = Pick<
  LeadRow,
  "ref" | "created_at" | "channel" | "path" | "place" | "stage" | "customer_name" | "value_cents"
> & { next_step: string | null };

const COLUMNS = "ref, created_at, channel, path, place, stage, customer_name, value_cents, next_step";

/** The list's query string, checked: each field's message in Portuguese, for the field itself. */
export const listQuerySchema = z.object({
  etapa: z
    .union([z.literal(""), z.enum(LEAD_STAGES)], { error: "Escolha uma das etapas da lista." })
    .optional()
    .transform((v) => (v ? v : null)),
  busca: z
    .string()
    .trim()
    .max(SEARCH_MAX, `A busca pode ter no máximo ${SEARCH_MAX} caracteres.`)
    .refine((v) => v.length !== 1, "Digite pelo menos 2 letras do nome, ou o código inteiro (5 letras e números).")
    .optional()
    .transform((v) => v || null),
  pagina: z.coerce
    .number({ error: "Página inválida." })
    .int("Página inválida.")
    .min(1, "Página inválida.")
    .max(1000, "Página inválida.")
    .optional()
    .transform((v) => v ?? 1),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export interface LeadList {
  leads: ListedLead[];
  hasNext: boolean;
  /** Open leads whose next step is today or past (first page only). */
  due: ListedLead[];
  today: string;
}

/** LIKE's own wildcards in what the seller typed are searched as text. */
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the period's leads for `query`, and the due ones on the first page. */
export async function listLeads(db: D1Database, period: Period, query: ListQuery, now = Date.now()): Promise<LeadList> {
  const today = dayOfMs(now);
  const where = ["created_at >= ?1"];
  const binds: unknown[] = [periodStart(period, now)];
  if (query.etapa) {
    binds.push(query.etapa);
    where.push(`stage = ?${binds.length}`);
  }
  if (query.busca) {
    // A code is matched exactly; anything else (or a name that looks like a code) by the name.
    const code = normaliseRefCode(query.busca);
    binds.push(likeText(query.busca));
    const byName = `customer_name LIKE ?${binds.length} ESCAPE '\\'`;
    if (code) {
      binds.push(code);
      where.push(`(ref = ?${binds.length} OR ${byName})`);
    } else where.push(byName);
  }
  const offset = (query.pagina - 1) * LEADS_PER_PAGE;
  const page = db
    .prepare(
      `SELECT ${COLUMNS} FROM leads WHERE ${where.join(" AND ")}
       ORDER BY created_at DESC, id DESC LIMIT ${LEADS_PER_PAGE + 1} OFFSET ${offset}`,
    )
    .bind(...binds);
  const due = db
    .prepare(
      `SELECT ${COLUMNS} FROM leads
       WHERE next_step <= ?1 AND stage NOT IN ('fechado', 'perdido')
       ORDER BY next_step, created_at LIMIT ${DUE_MAX}`,
    )
    .bind(today);
  const firstPage = query.pagina === 1 && !query.etapa && !query.busca;
  const [listed, dueRows] = firstPage ? await db.batch<ListedLead>([page, due]) : [await page.all<ListedLead>(), null];
  const rows = listed!.results;
  return {
    leads: rows.slice(0, LEADS_PER_PAGE),
    hasNext: rows.length > LEADS_PER_PAGE,
    due: dueRows?.results ?? [],
    today,
  };
}

/** The list's one-tap stage change. */
export const stageChangeSchema = z.object({
  ref: refCodeField,
  etapa: z.enum(LEAD_STAGES, { error: "Escolha a etapa do contato." }),
  // Where the list was (its filters and page), to go back to it: only this screen's own address.
  volta: z
    .string()
    .optional()
    .transform((v) => (v?.startsWith("/admin/contatos?") || v === "/admin/contatos" ? v : "/admin/contatos")),
});

/**
 * Moves a lead to `stage` and nothing else (name, note and value stay); "fechado" dates the closed
 * quote once, leaving it closes it. False when no lead has that code.
 */
export async function setLeadStage(db: D1Database, ref: string, stage: LeadStage, now = Date.now()): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE leads SET
         stage_at = CASE WHEN stage = ?1 THEN stage_at ELSE ?2 END,
         stage = ?1,
         closed_at = CASE WHEN ?1 = 'fechado' THEN coalesce(closed_at, ?2) ELSE NULL END,
         value_cents = CASE WHEN ?1 = 'fechado' THEN value_cents ELSE NULL END
       WHERE ref = ?3`,
    )
    .bind(stage, now, ref)
    .run();
  return res.meta.changes > 0;
}
