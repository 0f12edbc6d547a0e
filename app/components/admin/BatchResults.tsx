import type { BatchItem } from "~/lib/admin-api";

export function BatchResults({ items }: { items: BatchItem[] }) {
  if (items.length === 0) return null;
  return (
    <ol className="mt-4 max-h-96 space-y-1 overflow-y-auto text-sm" data-batch-results>
      {items.map((r) => (
        <li
          key={r.index}
          data-result={r.success ? (r.skipped ? "skipped" : "created") : "failed"}
          className={r.success ? "text-slate-700" : "text-red-700"}
        >
          <span aria-hidden="true">{r.success ? (r.skipped ? "↷" : "✓") : "✗"}</span> {r.title}
          {r.success && !r.skipped && (
            <>
              {" "}
              <a href={`/links-uteis/${r.slug}`} className="text-brand-700 underline">
                abrir
              </a>
            </>
          )}
          {r.skipped && " — já existia, ignorada"}
          {!r.success && ` — ${r.error ?? "Falha ao salvar"}`}
          {(r.attempts ?? 0) > 1 && <span data-attempts={r.attempts}> ({r.attempts} tentativas)</span>}
          {(r.tokens ?? 0) > 0 && <span className="text-slate-500"> · {r.tokens?.toLocaleString("pt-BR")} tokens</span>}
        </li>
      ))}
    </ol>
  );
}

export function countResults(items: BatchItem[]) {
  return {
    created: items.filter((r) => r.success && !r.skipped).length,
    skipped: items.filter((r) => r.skipped).length,
    failed: items.filter((r) => !r.success).length,
  };
}
