import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { draftsNote, reviewNote } from "~/components/admin/BatchResults";
import { JobProgress } from "~/components/admin/JobProgress";
import { Notice } from "~/components/admin/Toast";
import { useState } from "react";
import { technicalTopics } from "@content/generator-titles";
import { aiConfigured } from "~/lib/generation/generation.server";
import { KEY_MISSING } from "~/lib/generation/messages";
import { pollJob } from "~/lib/jobs/job-control.server";
import { requireAdmin } from "~/http/session.server";
import { useGenerationJob } from "~/hooks/use-generation-job";

// The topics are written by a server-side job (app/lib/jobs/job-runner.server.ts), 2000 ms apart.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data(
    {
      count: technicalTopics.length,
      hasSecret: aiConfigured(context.services.config),
      job: await pollJob(context.services, "tecnico"),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function TechnicalGenerator() {
  const { count, hasSecret, job: initial } = useLoaderData<typeof loader>();
  const { job, error, busy, running, start, cancel } = useGenerationJob("tecnico", initial);
  // The one-off key lives in this component's state and the start request (see job-key.server.ts).
  const [apiKey, setApiKey] = useState("");
  const [keyError, setKeyError] = useState<string | null>(null);
  const shownError = keyError ?? error;

  function run() {
    if (!hasSecret && !apiKey.trim()) {
      setKeyError(KEY_MISSING);
      return;
    }
    setKeyError(null);
    void start(hasSecret ? {} : { apiKey: apiKey.trim() });
  }

  return (
    <AdminSection title="Gerador técnico">
      <p className="mt-2 text-slate-700">
        Gera com o serviço de IA os {count} guias técnicos do menu “Guias Técnicos” (Instalação, Configuração, Solução
        de Problemas, Ajustes e Manutenção). Tópicos que já têm página são ignorados.
      </p>
      {!hasSecret && !running && (
        <label className="mt-4 block">
          <span className="text-sm font-medium text-slate-800">Chave da API OpenAI</span>
          <input
            type="password"
            name="apiKey"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          <span className="mt-1 block text-xs text-slate-600">
            Usada só nesta geração: fica cifrada no servidor enquanto ela roda e é apagada ao terminar.
          </span>
        </label>
      )}
      {shownError && <Notice kind="error" title={shownError} className="mt-3" />}
      <button
        type="button"
        onClick={run}
        disabled={running || busy}
        className="mt-4 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {running ? "Gerando..." : `Gerar ${count} guias técnicos`}
      </button>
      <JobProgress
        job={job}
        currentLabel="Tópico atual"
        busy={busy}
        onCancel={() => void cancel()}
        showUsage
        summary={(c, j) =>
          c.failed === 0 && j.items.length === j.total
            ? {
                ok: true,
                title: `Páginas técnicas criadas com sucesso! ${c.created} publicadas, ${reviewNote(c.review)}${draftsNote(c.drafts)}${c.skipped} já existiam.`,
              }
            : {
                ok: false,
                title: `Erro ao gerar páginas técnicas: ${c.failed} com erro, ${c.created} publicadas, ${reviewNote(c.review)}${draftsNote(c.drafts)}${c.skipped} já existiam.`,
              }
        }
      />
    </AdminSection>
  );
}
