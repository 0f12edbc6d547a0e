import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { batchTitles } from "@content/generator-titles";
import { BatchResults, countResults } from "~/components/admin/BatchResults";
import { ProgressBar } from "~/components/admin/Spinner";
import { postJson, sleep, type BatchItem } from "~/lib/admin-api";
import { requireAdmin } from "~/lib/session.server";

/** Spec §9: 200 ms between titles. Each title is its own KV key, written once. */
const PAUSE_MS = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return data({ titles: batchTitles }, { headers: { "Cache-Control": "no-store" } });
}

export default function BatchCreator() {
  const { titles } = useLoaderData<typeof loader>();
  const [running, setRunning] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [items, setItems] = useState<BatchItem[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);

  async function run() {
    setRunning(true);
    setItems([]);
    setSummary(null);
    setStopped(null);
    const results: BatchItem[] = [];
    for (const [index, title] of titles.entries()) {
      setCurrent(title);
      const { status, body } = await postJson<BatchItem & { error?: string }>("/admin/api/lote", { index: String(index) });
      if (status === 401) {
        setStopped(body?.error ?? "Sessão expirada.");
        break;
      }
      const item: BatchItem = body && typeof body.success === "boolean" ? body : { index, title, slug: "", success: false, skipped: false, error: "Falha ao salvar" };
      results.push(item);
      setItems([...results]);
      if (index < titles.length - 1) await sleep(PAUSE_MS);
    }
    const c = countResults(results);
    setSummary(`${c.created} criadas, ${c.skipped} ignoradas (já existiam), ${c.failed} com erro.`);
    setCurrent(null);
    setRunning(false);
  }

  const percent = (items.length / titles.length) * 100;
  return (
    <section className="mx-auto max-w-3xl rounded-xl bg-white p-5 shadow">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-brand-900">Criador em lote</h1>
        <Link to="/admin/painel" className="text-sm text-brand-700 underline">
          Voltar ao painel
        </Link>
      </div>
      <p className="mt-2 text-slate-700">
        Cria as {titles.length} páginas locais predefinidas com o gerador de modelos. Endereços que já existem são ignorados, então
        rodar de novo depois de uma interrupção completa apenas o que falta.
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
        <p role="alert" data-toast="error" className="mt-4 rounded-lg bg-red-50 p-3 text-red-900">
          {stopped}{" "}
          <a href="/admin/login?voltar=/admin/batch-creator" className="underline">
            Entrar
          </a>
        </p>
      )}
      {summary && (
        <div role="status" data-toast="success" className="mt-4 rounded-lg border-l-4 border-green-600 bg-green-50 p-3 text-green-900">
          <p className="font-semibold">Criação de páginas concluída</p>
          <p className="text-sm" data-batch-summary>
            {summary}
          </p>
        </div>
      )}
      <BatchResults items={items} />
    </section>
  );
}
