import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { batchTitles } from "@content/generator-titles";
import { BatchResults, countResults, draftsNote } from "~/components/admin/BatchResults";
import { ProgressBar } from "~/components/admin/Spinner";
import { postJson, type BatchItem } from "~/lib/admin-api";
import { useBatchRunner } from "~/lib/batch-runner";
import { requireAdmin } from "~/lib/session.server";

/** Spec §9: 200 ms between titles. Each title is its own KV key, written once. */
const PAUSE_MS = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data({ titles: batchTitles }, { headers: { "Cache-Control": "no-store" } });
}

export default function BatchCreator() {
  const { titles } = useLoaderData<typeof loader>();
  const batch = useBatchRunner<string, BatchItem>({
    label: (title) => title,
    pauseMs: PAUSE_MS,
    async step(title, index) {
      const { status, body } = await postJson<BatchItem & { error?: string }>("/admin/api/lote", {
        index: String(index),
      });
      if (status === 401) return { stop: body?.error ?? "Sessão expirada." };
      const item: BatchItem =
        body && typeof body.success === "boolean"
          ? body
          : { index, title, slug: "", success: false, skipped: false, error: "Falha ao salvar" };
      return { result: item };
    },
  });
  const { running, current, results: items, stopped } = batch;
  const counts = countResults(items);
  const summary = batch.finished
    ? `${counts.created} criadas, ${draftsNote(counts.drafts)}${counts.skipped} ignoradas (já existiam), ${counts.failed} com erro.`
    : null;
  const run = () => void batch.run(titles);

  const percent = (items.length / titles.length) * 100;
  return (
    <AdminSection title="Criador em lote">
      <p className="mt-2 text-slate-700">
        Cria as {titles.length} páginas locais predefinidas com o gerador de modelos. Endereços que já existem são
        ignorados, então rodar de novo depois de uma interrupção completa apenas o que falta.
      </p>
      <button
        type="button"
        onClick={run}
        disabled={running}
        className="mt-4 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {running ? "Criando páginas..." : `Criar ${titles.length} páginas`}
      </button>
      {(running || items.length > 0) && (
        <div className="mt-6">
          <ProgressBar percent={percent} label={current ? `Página atual: ${current}` : "Concluído"} />
        </div>
      )}
      {stopped && (
        <Notice
          kind="error"
          title={stopped}
          description={
            <a href="/admin/login?voltar=/admin/batch-creator" className="underline">
              Entrar
            </a>
          }
          className="mt-4"
        />
      )}
      {summary && (
        <Notice
          kind="success"
          title="Criação de páginas concluída"
          description={<span data-batch-summary>{summary}</span>}
          className="mt-4"
        />
      )}
      <BatchResults items={items} />
    </AdminSection>
  );
}
