// How a page was made, with the names the panel shows (no imports: the admin's browser code reads it).

/**
 * Written in the panel ("manual", also imports), by the local template generator ("lote") or by
 * the AI service ("ia"). Records saved before it existed have none and count as manual.
 */
export const PAGE_KINDS = ["manual", "lote", "ia"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const KIND_LABELS: Record<PageKind, string> = {
  manual: "Escrita no painel",
  lote: "Gerada em lote",
  ia: "Gerada por IA",
};
