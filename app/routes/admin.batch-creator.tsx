import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { draftsNote, noindexNote, reviewNote } from "~/components/admin/BatchResults";
import { JobProgress } from "~/components/admin/JobProgress";
import { Notice } from "~/components/admin/Toast";
import { batchTitles } from "@content/generator-titles";
import { pollJob } from "~/lib/jobs/job-control.server";
import { requireAdmin } from "~/http/session.server";
import { useGenerationJob } from "~/hooks/use-generation-job";

// The titles are created by a server-side job (app/lib/jobs/job-runner.server.ts), 200 ms apart.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data(
    { count: batchTitles.length, job: await pollJob(context.services, "lote") },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function BatchCreator() {
  const { count, job: initial } = useLoaderData<typeof loader>();
  const { job, error, busy, running, start, cancel } = useGenerationJob("lote", initial);

  return (
    <AdminSection title="Criador em lote">
      <p className="mt-2 text-slate-700">
        Cria as {count} páginas locais predefinidas com o gerador de modelos. Endereços que já existem são ignorados,
        então rodar de novo depois de uma interrupção completa apenas o que falta.
      </p>
      <button
        type="button"
        onClick={() => void start()}
        disabled={running || busy}
        className="mt-4 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {running ? "Criando páginas..." : `Criar ${count} páginas`}
      </button>
      {error && <Notice kind="error" title={error} className="mt-4" />}
      <JobProgress
        job={job}
        currentLabel="Página atual"
        busy={busy}
        onCancel={() => void cancel()}
        showUsage={false}
        summary={(c) => ({
          ok: c.failed === 0,
          title: "Criação de páginas concluída",
          body: (
            <span data-batch-summary>
              {c.created} publicadas, {reviewNote(c.review)}
              {noindexNote(c.noindex)}
              {draftsNote(c.drafts)}
              {c.skipped} ignoradas (já existiam), {c.failed} com erro.
            </span>
          ),
        })}
      />
    </AdminSection>
  );
}
