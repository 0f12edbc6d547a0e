import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { useState } from "react";
import { technicalTopics } from "@content/generator-titles";
import { BatchResults, countResults, draftsNote } from "~/components/admin/BatchResults";
import { ProgressBar } from "~/components/admin/Spinner";
import { postJson, type BatchItem } from "~/lib/admin-api";
import { useBatchRunner } from "~/lib/batch-runner";
import { aiConfigured } from "~/lib/generation.server";
import { KEY_MISSING } from "~/lib/generation-messages";
import { requireAdmin } from "~/lib/session.server";

/** Spec §9: 2000 ms between topics, pacing for the AI service. */
const PAUSE_MS = 2000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data(
    {
      topics: technicalTopics.map((t) => ({ title: t.title, category: t.category })),
      hasSecret: aiConfigured(context),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function TechnicalGenerator() {
  const { topics, hasSecret } = useLoaderData<typeof loader>();
  // The one-off key lives only in this component's state and each request's body.
  const [apiKey, setApiKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  type Topic = (typeof topics)[number];
  const batch = useBatchRunner<Topic, BatchItem>({
    label: (topic) => topic.title,
    pauseMs: PAUSE_MS,
    // Pacing for the AI service after every call it answered (or failed); skipped topics made none.
    pauseAfter: (item) => !item.skipped,
    async step(topic, index) {
      const { status, body } = await postJson<Partial<BatchItem> & { error?: string }>("/admin/api/tecnico", {
        index: String(index),
        ...(hasSecret ? {} : { apiKey: apiKey.trim() }),
      });
      if ((status === 400 && body?.error === KEY_MISSING) || status === 401)
        return { stop: body?.error ?? KEY_MISSING };
      const item: BatchItem =
        body && typeof body.success === "boolean"
          ? (body as BatchItem)
          : {
              index,
              title: topic.title,
              slug: "",
              success: false,
              skipped: false,
              error: body?.error ?? "Falha ao salvar",
            };
      return { result: item };
    },
  });
  const { running, current, results: items } = batch;
  const counts = countResults(items);
  const final = !batch.finished
    ? null
    : counts.failed === 0 && items.length === topics.length
      ? {
          ok: true,
          text: `Páginas técnicas criadas com sucesso! ${counts.created} criadas, ${draftsNote(counts.drafts)}${counts.skipped} já existiam.`,
        }
      : {
          ok: false,
          text: `Erro ao gerar páginas técnicas: ${counts.failed} com erro, ${counts.created} criadas, ${draftsNote(counts.drafts)}${counts.skipped} já existiam.`,
        };
  const shownError = error ?? batch.stopped;

  function run() {
    if (!hasSecret && !apiKey.trim()) {
      setError(KEY_MISSING);
      return;
    }
    setError(null);
    void batch.run(topics);
  }

  return (
    <AdminSection title="Gerador técnico">
      <p className="mt-2 text-slate-700">
        Gera com o serviço de IA os {topics.length} guias técnicos do menu “Guias Técnicos” (Instalação, Configuração,
        Solução de Problemas, Ajustes e Manutenção). Tópicos que já têm página são ignorados.
      </p>
      {!hasSecret && (
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
          <span className="mt-1 block text-xs text-slate-600">Usada só nesta geração: não é guardada.</span>
        </label>
      )}
      {shownError && <Notice kind="error" title={shownError} className="mt-3" />}
      <button
        type="button"
        onClick={run}
        disabled={running}
        className="mt-4 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {running ? "Gerando..." : `Gerar ${topics.length} guias técnicos`}
      </button>
      {(running || items.length > 0) && (
        <div className="mt-6">
          <ProgressBar
            percent={(items.length / topics.length) * 100}
            label={current ? `Tópico atual: ${current}` : "Concluído!"}
          />
        </div>
      )}
      {final && <Notice kind={final.ok ? "success" : "error"} title={final.text} className="mt-4" />}
      <BatchResults items={items} />
    </AdminSection>
  );
}
