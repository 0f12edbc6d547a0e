import type { ReactNode } from "react";
import { type JobView, jobStateLabel, usageText } from "~/lib/jobs/jobs";
import { BatchResults, countResults, draftsNote, noindexNote, reviewNote } from "./BatchResults";
import { ProgressBar } from "./Spinner";
import { Notice } from "./Toast";

/** Progress of a server-side generation job: bar, current title, cancel, usage, results. */
export function JobProgress({
  job,
  currentLabel,
  summary,
  onCancel,
  busy,
  showUsage,
}: {
  job: JobView | null;
  /** "Página atual", "Tópico atual"… */
  currentLabel: string;
  /** The final notice of a completed job. */
  summary: (counts: ReturnType<typeof countResults>, job: JobView) => { ok: boolean; title: string; body?: ReactNode };
  onCancel: () => void;
  busy: boolean;
  showUsage: boolean;
}) {
  if (!job) return null;
  const running = job.status === "running";
  const counts = countResults(job.items);
  const final = job.status === "completed" ? summary(counts, job) : null;
  const retried = job.items.filter((i) => (i.attempts ?? 0) > 1).length;
  return (
    <div className="mt-6 space-y-3" data-job={job.status}>
      <ProgressBar percent={(job.items.length / job.total) * 100} label={jobStateLabel(job, currentLabel)} />
      <p className="text-sm text-slate-700" data-job-counts>
        {job.items.length} de {job.total} páginas processadas: {counts.created} publicadas, {reviewNote(counts.review)}
        {noindexNote(counts.noindex)}
        {draftsNote(counts.drafts)}
        {counts.skipped} já existiam, {counts.failed} com erro
        {retried > 0 && `; ${retried} ${retried === 1 ? "precisou" : "precisaram"} de nova tentativa`}.
      </p>
      {showUsage && (
        <p className="text-sm text-slate-700" data-job-usage>
          {usageText(job)}
        </p>
      )}
      {running && (
        <>
          <p className="text-sm text-slate-600">
            A geração roda no servidor: pode fechar esta aba ou sair do painel e voltar depois para ver o resultado.
          </p>
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            Cancelar geração
          </button>
        </>
      )}
      {counts.review > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-job-review>
          {counts.review === 1 ? "1 página espera" : `${counts.review} páginas esperam`} que você leia antes de ir ao
          ar.{" "}
          <a href="/admin/revisar" className="font-semibold underline">
            Abrir “Para revisar”
          </a>
        </p>
      )}
      {job.message && <Notice kind="error" title={job.message} />}
      {final && <Notice kind={final.ok ? "success" : "error"} title={final.title} description={final.body} />}
      <BatchResults items={job.items} />
    </div>
  );
}
