// What the panel tells the admin after a bulk action: what was done, and each page that was not,
// by name (deleted in another tab, too similar to a published page).
import { percent } from "~/lib/gate/duplicates.server";
import type { BulkAction, BulkOutcome } from "~/lib/pages/bulk.server";
import type { Toast } from "./toast";

const DONE: Record<BulkAction, [string, string]> = {
  publicar: ["página publicada", "páginas publicadas"],
  despublicar: ["página voltou a rascunho", "páginas voltaram a rascunho"],
  lixeira: ["página movida para a lixeira", "páginas movidas para a lixeira"],
};

/** The list's address the admin came from (search, filters, page), or the panel. */
export function panelBack(value: FormDataEntryValue | null): string {
  const back = typeof value === "string" ? value : "";
  return /^\/admin\/painel(\?[^#\s]{0,2500})?$/.test(back) ? back : "/admin/painel";
}

export function bulkMessage(action: BulkAction, results: BulkOutcome[]): Toast {
  const done = results.filter((r) => r.outcome === "done").length;
  const unchanged = results.filter((r) => r.outcome === "unchanged").length;
  const lines: string[] = [];
  for (const r of results) {
    if (r.outcome === "missing")
      lines.push(`/links-uteis/${r.slug}: não existe mais (foi excluída, talvez em outra aba).`);
    if (r.outcome === "duplicate")
      lines.push(
        `“${r.title}” não foi publicada: ${percent(r.similar.score)} de semelhança com “${r.similar.title}”. Abra a página para revisar ou confirmar.`,
      );
    if (r.outcome === "undecided")
      lines.push(
        `“${r.title}” não foi publicada: ${r.count === 1 ? "falta decidir 1 frase marcada" : `faltam decidir ${r.count} frases marcadas`} em “Para revisar”.`,
      );
  }
  if (unchanged > 0) lines.push(`${unchanged} já estava${unchanged === 1 ? "" : "m"} assim.`);
  const [one, many] = DONE[action];
  let description = lines.join(" ");
  if (description.length > 1900) description = `${description.slice(0, 1900).trimEnd()}…`;
  return {
    kind: done > 0 || lines.length === 0 ? "success" : "error",
    title: done === 0 ? "Nenhuma página foi alterada" : `${done} ${done === 1 ? one : many}`,
    ...(description ? { description } : {}),
    ...(action === "lixeira" && done > 0 ? { link: { href: "/admin/lixeira", label: "Abrir a lixeira" } } : {}),
  };
}
