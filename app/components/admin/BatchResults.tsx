import type { BatchItem } from "~/lib/jobs/jobs";

export function BatchResults({ items }: { items: BatchItem[] }) {
  if (items.length === 0) return null;
  return (
    <ol className="mt-4 max-h-96 space-y-1 overflow-y-auto text-sm" data-batch-results>
      {items.map((r) => (
        <li
          key={r.index}
          data-result={
            r.success
              ? r.skipped
                ? "skipped"
                : r.review
                  ? "review"
                  : r.draft
                    ? "draft"
                    : r.noindex
                      ? "noindex"
                      : "created"
              : "failed"
          }
          className={r.success ? "text-slate-700" : "text-red-700"}
        >
          <span aria-hidden="true">{r.success ? (r.skipped ? "↷" : "✓") : "✗"}</span> {r.title}
          {r.success && !r.skipped && (
            <>
              {" "}
              <a
                href={r.review ? `/admin/revisar/${r.slug}` : `/links-uteis/${r.slug}`}
                className="text-brand-700 underline"
              >
                {r.review ? "ler e publicar" : r.draft ? "ver o rascunho" : "abrir"}
              </a>
            </>
          )}
          {r.draft && ` — ${r.note ?? "salva como rascunho"}`}
          {r.noindex && !r.draft && ` — ${r.note ?? "publicada fora do Google"}`}
          {r.skipped && " — já existia, ignorada"}
          {!r.success && ` — ${r.error ?? "Falha ao salvar"}`}
          {(r.attempts ?? 0) > 1 && <span data-attempts={r.attempts}> ({r.attempts} tentativas)</span>}
          {(r.tokens ?? 0) > 0 && <span className="text-slate-500"> · {r.tokens?.toLocaleString("pt-BR")} tokens</span>}
          {r.removed && (
            <details className="mt-1 ml-5 break-words text-amber-900" data-removed>
              <summary className="cursor-pointer">Frases marcadas para você decidir</summary>
              <p className="mt-1">{r.removed}</p>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}

export function countResults(items: BatchItem[]) {
  return {
    created: items.filter((r) => r.success && !r.skipped && !r.draft).length,
    review: items.filter((r) => r.review).length,
    drafts: items.filter((r) => r.draft && !r.review).length,
    noindex: items.filter((r) => r.noindex && !r.draft).length,
    skipped: items.filter((r) => r.skipped).length,
    failed: items.filter((r) => !r.success).length,
  };
}

/** "3 salvas como rascunho (…), " in a batch summary; nothing when there are none. */
export function draftsNote(drafts: number): string {
  if (drafts === 0) return "";
  return `${drafts} ${drafts === 1 ? "salva" : "salvas"} como rascunho (parecidas demais com páginas publicadas, curtas depois de tirar afirmações não confirmadas ou não conferidas), `;
}

/** "5 esperam sua leitura em “Para revisar”, " in a batch summary; nothing when there are none. */
export function reviewNote(count: number): string {
  if (count === 0) return "";
  return `${count} ${count === 1 ? "espera" : "esperam"} sua leitura em “Para revisar”, `;
}

/** "4 publicadas fora do Google (…), " in a batch summary; nothing when there are none. */
export function noindexNote(count: number): string {
  if (count === 0) return "";
  return `${count} ${count === 1 ? "publicada" : "publicadas"} fora do Google (texto pouco exclusivo: veja o painel), `;
}
