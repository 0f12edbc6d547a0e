// The stages a lead goes through as a deal, with the names the admin reads (no imports: the admin's
// browser code reads it).

export const LEAD_STAGES = ["novo", "em_conversa", "orcamento_enviado", "fechado", "perdido"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const STAGE_LABELS: Record<LeadStage, string> = {
  novo: "Novo",
  em_conversa: "Em conversa",
  orcamento_enviado: "Orçamento enviado",
  fechado: "Fechado",
  perdido: "Perdido",
};

/** The note a lead may carry (characters). */
export const NOTE_MAX = 1000;
export const NAME_MAX = 80;
