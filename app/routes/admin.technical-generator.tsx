import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { useState } from "react";
import { technicalTopics } from "@content/generator-titles";
import { BatchResults, countResults } from "~/components/admin/BatchResults";
import { ProgressBar } from "~/components/admin/Spinner";
import { postJson, sleep, type BatchItem } from "~/lib/admin-api";
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
  const [running, setRunning] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [items, setItems] = useState<BatchItem[]>([]);
  const [final, setFinal] = useState<{ ok: boolean; text: string } | null>(null);

  async function run() {
    if (!hasSecret && !apiKey.trim()) {
      setError(KEY_MISSING);
      return;
    }
    setError(null);
    setRunning(true);
    setItems([]);
    setFinal(null);
    const results: BatchItem[] = [];
    for (const [index, topic] of topics.entries()) {
      setCurrent(topic.title);
      const { status, body } = await postJson<Partial<BatchItem> & { error?: string }>("/admin/api/tecnico", {
        index: String(index),
        ...(hasSecret ? {} : { apiKey: apiKey.trim() }),
      });
      if ((status === 400 && body?.error === KEY_MISSING) || status === 401) {
        setError(body?.error ?? KEY_MISSING);
        break;
      }
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
      results.push(item);
      setItems([...results]);
      // Pacing for the AI service after every call it answered (or failed); skipped topics made none.
      if (index < topics.length - 1 && !item.skipped) await sleep(PAUSE_MS);
    }
    const c = countResults(results);
    setFinal(
      c.failed === 0 && results.length === topics.length
        ? { ok: true, text: `Páginas técnicas criadas com sucesso! ${c.created} criadas, ${c.skipped} já existiam.` }
        : {
            ok: false,
            text: `Erro ao gerar páginas técnicas: ${c.failed} com erro, ${c.created} criadas, ${c.skipped} já existiam.`,
          },
    );
    setCurrent(null);
    setRunning(false);
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
      {error && <Notice kind="error" title={error} className="mt-3" />}
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
