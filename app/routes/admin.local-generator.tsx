import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { readForm } from "~/http/form.server";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminSection } from "~/components/admin/AdminSection";
import { SaveGeneratedForm } from "~/components/admin/SaveGeneratedForm";
import { Notice } from "~/components/admin/Toast";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { draftsNote, reviewNote } from "~/components/admin/BatchResults";
import { JobProgress } from "~/components/admin/JobProgress";
import { Spinner } from "~/components/admin/Spinner";
import { AI_NO_CONTENT, AiError } from "~/lib/generation/ai.server";
import { EMPTY_TITLES, NOTHING_TO_SAVE } from "~/lib/generation/messages";
import {
  aiConfigured,
  creativitySchema,
  generateContent,
  opinionOf,
  saveGenerated,
  titlesFrom,
} from "~/lib/generation/generation.server";
import { pageTooLargeMessage, readGeneratedSave, slugTakenMessage } from "~/lib/pages/page-form.server";
import { EmptyFieldsError, PageTooLargeError, SlugTakenError, type SavedPage } from "~/lib/pages/store.server";
import { log } from "~/lib/platform/log";
import { duplicateMessage } from "~/lib/gate/duplicates.server";
import { pollJob } from "~/lib/jobs/job-control.server";
import { requireAdmin } from "~/http/session.server";
import { useAiStream } from "~/hooks/use-ai-stream";
import { useGenerationJob } from "~/hooks/use-generation-job";

type Message = { title: string; description?: string };
type ActionData =
  | { intent: "generate"; ok: true; title: string; html: string; description: string; remaining: number }
  | { intent: "save"; ok: true; title: string; slug: string; draft: boolean; note?: string; flagged?: number }
  | { intent: "generate" | "save"; ok: false; error: Message };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  // "Process all titles" is a server-side job, 1 s between titles (jobs.server.ts).
  return data(
    { ai: aiConfigured(context.services.config), job: await pollJob(context.services, "conteudo") },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const generateSchema = z.object({
  // At most 100 titles are read (titlesFrom), each cut to 200 characters.
  titles: z
    .string()
    .max(100 * 1000, "titles")
    .default(""),
  creativity: creativitySchema,
  engine: z.enum(["local", "ai"]).catch("local"),
});

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = Object.fromEntries(await readForm(request));

  if (form.intent === "save") {
    const parsed = readGeneratedSave(form);
    if (!parsed.ok) {
      return data<ActionData>(
        { intent: "save", ok: false, error: { title: "Não foi possível salvar", description: parsed.message } },
        { status: parsed.status },
      );
    }
    const { input } = parsed;
    if (!input.title || !input.content) {
      return data<ActionData>({ intent: "save", ok: false, error: NOTHING_TO_SAVE }, { status: 400 });
    }
    let saved: SavedPage & { flags: unknown[] };
    try {
      saved = await saveGenerated(
        context.services,
        { title: input.title, html: input.content, description: input.description },
        {
          draft: input.draft === "1",
          kind: input.engine === "ai" ? "ia" : "lote",
          opinion: opinionOf(context.services.config),
        },
      );
    } catch (error) {
      if (error instanceof SlugTakenError) {
        return data<ActionData>(
          {
            intent: "save",
            ok: false,
            error: { title: "Não foi possível salvar", description: slugTakenMessage(error.slug, "generator") },
          },
          { status: 409 },
        );
      }
      if (error instanceof EmptyFieldsError) {
        return data<ActionData>({ intent: "save", ok: false, error: NOTHING_TO_SAVE }, { status: 400 });
      }
      if (error instanceof PageTooLargeError) {
        const { message, status } = pageTooLargeMessage(error);
        return data<ActionData>(
          { intent: "save", ok: false, error: { title: "Não foi possível salvar", description: message } },
          { status },
        );
      }
      log.error("Save of generated page failed", { error });
      return data<ActionData>(
        { intent: "save", ok: false, error: { title: "Ocorreu um erro ao salvar a página." } },
        { status: 500 },
      );
    }
    const { record, similar, flags } = saved;
    return data<ActionData>({
      intent: "save",
      ok: true,
      title: record.title,
      slug: record.slug,
      draft: record.status === "draft",
      note: similar ? duplicateMessage(similar) : undefined,
      ...(record.review ? { flagged: flags.length } : {}),
    });
  }

  const generating = generateSchema.safeParse(form);
  if (!generating.success) {
    const description = "A lista de títulos é grande demais: use no máximo 100 títulos por vez.";
    return data<ActionData>(
      { intent: "generate", ok: false, error: { title: "Lista grande demais", description } },
      { status: 413 },
    );
  }
  const input = generating.data;
  const titles = titlesFrom(input.titles);
  if (titles.length === 0)
    return data<ActionData>({ intent: "generate", ok: false, error: EMPTY_TITLES }, { status: 400 });
  const engine = input.engine === "ai" && aiConfigured(context.services.config) ? "ai" : "local";
  try {
    const page = await generateContent(context.services.config, {
      title: titles[0]!,
      creativity: input.creativity,
      engine,
    });
    // The preview shows the page as it would be saved: generateContent staged it (stage.server.ts).
    const { staged: _staged, ...shown } = page;
    const html = shown.html.trim();
    if (!html) throw new AiError(AI_NO_CONTENT);
    return data<ActionData>({ intent: "generate", ok: true, ...shown, html, remaining: titles.length - 1 });
  } catch (error) {
    if (error instanceof AiError) {
      return data<ActionData>(
        { intent: "generate", ok: false, error: { title: "Erro ao gerar conteúdo", description: error.message } },
        { status: 502 },
      );
    }
    throw error;
  }
}

type Preview = { title: string; html: string; description: string; remaining: number };

export default function LocalGenerator() {
  const { ai, job: initialJob } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [titles, setTitles] = useState("");
  const [creativity, setCreativity] = useState(75);
  const [engine, setEngine] = useState<"local" | "ai">("local");
  const [askAll, setAskAll] = useState(false);
  const [copied, setCopied] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const latest = result?.intent === "generate" && result.ok ? result : null;
  // The preview survives a failed save, so the admin can fix the cause and save again.
  const [generated, setGenerated] = useState<Preview | null>(latest);
  useEffect(() => {
    if (latest) setGenerated(latest);
  }, [latest]);
  const error = result && !result.ok ? result.error : null;
  const savedPage = result?.intent === "save" && result.ok ? result : null;
  const lines = titles
    .split(/\r?\n/)
    .map((t) => t.trim())
    .filter(Boolean);

  // An AI page streams into the preview as the model writes it (use-ai-stream.ts).
  const live = useAiStream({
    onHtml: (html) => setGenerated({ title: lines[0] ?? "", html, description: "", remaining: lines.length - 1 }),
    onDone: (page) => setGenerated({ ...page, remaining: lines.length - 1 }),
  });

  const generating = submitting || live.streaming;

  const batch = useGenerationJob("conteudo", initialJob);
  const running = batch.running;

  function processAll() {
    setAskAll(false);
    void batch.start({ titles, creativity: String(creativity), engine });
  }

  async function copy(withMarkup: boolean) {
    if (!generated) return;
    // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the rendered line breaks in the copied text.
    const text = withMarkup ? generated.html : (previewRef.current?.innerText ?? "");
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 3000);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminSection title="Gerador de conteúdo" className="">
        {error && <Notice kind="error" title={error.title} description={error.description} className="mt-4" />}
        {live.error && <Notice kind="error" title="Erro ao gerar conteúdo" description={live.error} className="mt-4" />}
        {live.stopped && (
          <p role="status" className="mt-4 text-sm text-slate-700" data-stream-stopped>
            Geração interrompida: o texto escrito até aqui ficou na pré-visualização e pode ser salvo.
          </p>
        )}
        <Form
          method="post"
          ref={formRef}
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            // Several titles: ask first whether to generate only the first or all of them.
            if (lines.length > 1 && !askAll) {
              e.preventDefault();
              setAskAll(true);
              return;
            }
            if (engine === "ai" && lines.length > 0) {
              e.preventDefault();
              void live.start({ titles, creativity: String(creativity) });
            }
          }}
        >
          <input type="hidden" name="intent" value="generate" />
          <label className="block">
            <span className="text-sm font-medium text-slate-800">Títulos (um por linha)</span>
            <textarea
              name="titles"
              rows={6}
              value={titles}
              onChange={(e) => setTitles(e.target.value)}
              placeholder="ex.: Conserto de Portão Automático em Vila Mariana - São Paulo - SP"
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <label className="block">
            <span className="text-sm font-medium text-slate-800">Variação entre os textos: {creativity} %</span>
            <span className="block text-xs text-slate-600">
              Mais alto: frases mais diferentes de uma página para outra. Mais baixo: textos mais parecidos e diretos.
            </span>
            <input
              type="range"
              name="creativity"
              min={0}
              max={100}
              step={5}
              value={creativity}
              onChange={(e) => setCreativity(Number(e.target.value))}
              className="mt-1 w-full"
            />
          </label>
          {ai && (
            <fieldset className="flex gap-4 text-sm">
              <legend className="mb-1 font-medium text-slate-800">Gerar com</legend>
              <label className="flex items-center gap-1">
                <input
                  type="radio"
                  name="engine"
                  value="local"
                  checked={engine === "local"}
                  onChange={() => setEngine("local")}
                />{" "}
                Textos do próprio site (sem custo)
              </label>
              <label className="flex items-center gap-1">
                <input
                  type="radio"
                  name="engine"
                  value="ai"
                  checked={engine === "ai"}
                  onChange={() => setEngine("ai")}
                />{" "}
                Inteligência artificial (serviço pago por uso)
              </label>
            </fieldset>
          )}
          {askAll ? (
            <div className="rounded-lg border border-amber-400 bg-amber-50 p-4" data-ask-all>
              <p className="font-semibold text-amber-950">Você digitou {lines.length} títulos. O que deseja fazer?</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="submit"
                  className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white"
                  onClick={() => setTimeout(() => setAskAll(false))}
                >
                  Gerar apenas o primeiro
                </button>
                <button
                  type="button"
                  onClick={processAll}
                  className="rounded-lg bg-chat-600 px-4 py-2 text-sm font-semibold text-white"
                >
                  Processar todos, um por um
                </button>
                <button
                  type="button"
                  onClick={() => setAskAll(false)}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-sm"
                >
                  Cancelar
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                disabled={generating || running}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {generating && <Spinner />}
                {generating ? "Gerando..." : "Gerar conteúdo"}
              </button>
              {live.streaming && (
                <button
                  type="button"
                  onClick={live.stop}
                  className="rounded-lg border border-red-300 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
                >
                  Parar geração
                </button>
              )}
            </div>
          )}
        </Form>

        {batch.error && <Notice kind="error" title={batch.error} className="mt-4" />}
        <JobProgress
          job={batch.job}
          currentLabel="Título atual"
          busy={batch.busy}
          onCancel={() => void batch.cancel()}
          showUsage={batch.job?.tokens !== undefined && batch.job.tokens > 0}
          summary={(c) => ({
            ok: c.failed === 0,
            title: "Processamento concluído",
            body: `${c.created} publicadas, ${reviewNote(c.review)}${draftsNote(c.drafts)}${c.skipped} já existiam, ${c.failed} com erro.`,
          })}
        />
      </AdminSection>

      <section className="rounded-xl bg-white p-5 shadow">
        <h2 className="text-lg font-bold text-brand-900">Pré-visualização</h2>
        {!generated ? (
          <p className="mt-2 text-slate-600">O conteúdo gerado aparece aqui.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              {generated.title}
              {generated.remaining > 0 && ` (os outros ${generated.remaining} títulos não foram gerados)`}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => copy(true)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
              >
                Copiar HTML
              </button>
              <button
                type="button"
                onClick={() => copy(false)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50"
              >
                Copiar texto sem marcação
              </button>
              {copied && (
                <span role="status" className="self-center text-sm font-semibold text-green-800">
                  Conteúdo copiado
                </span>
              )}
            </div>
            <div
              ref={previewRef}
              className="prose-ppa mt-4 max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 p-4"
              data-preview
              // biome-ignore lint/security/noDangerouslySetInnerHtml: preview of generated HTML, sanitized by the server action.
              dangerouslySetInnerHTML={{ __html: generated.html }}
            />
          </>
        )}
        <SaveGeneratedForm generated={generated} engine={engine} saving={saving} saved={savedPage} />
      </section>
    </div>
  );
}
