import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  MaxPartSizeExceededError,
  data,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { z } from "zod";
import { AdminSection } from "~/components/admin/AdminSection";
import { Notice } from "~/components/admin/Toast";
import { readForm } from "~/http/form.server";
import { redirectWithToast, requireAdmin } from "~/http/session.server";
import { restoreCopy, restoreStaged, stageUpload, stagingKey } from "~/lib/backup/backup.server";
import { type BackupBuild, NoBackupSecretError, latestBuild, startCopy } from "~/lib/backup/build.server";
import { copiesToKeep, keepSchema, listCopies, setCopiesToKeep } from "~/lib/backup/copies.server";
import { backupSecret } from "~/lib/backup/format";
import { NO_SECRET } from "~/lib/backup/messages";
import { type RestoreRun, latestRestore, resumeRestore } from "~/lib/backup/restore-run.server";
import { BackupRefusedError } from "~/lib/backup/verify.server";
import { workflowMissingMessage } from "~/lib/platform/missing-bindings";

// "Cópia de segurança" (docs/backup.md): download everything he owns, the weekly copies kept in R2,
// and a restore from a file or from one of those copies.

export const meta: MetaFunction = () => [{ title: "Cópia de segurança | Administração" }];

const SCREEN = "/admin/copia-de-seguranca";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { services } = context;
  const [copies, keep, run, build] = await Promise.all([
    listCopies(services.media),
    copiesToKeep(services.kv),
    latestRestore(services.db),
    latestBuild(services.db),
  ]);
  return data(
    {
      copies,
      keep,
      signed: backupSecret(services.config) !== null,
      restore: run ? restoreView(run) : null,
      build: build ? buildView(build) : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const confirmField = z.literal("1").optional();
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("guardar"), manter: keepSchema }),
  z.object({ intent: z.literal("copiar-agora"), historico: z.literal("1").optional() }),
  z.object({
    intent: z.literal("continuar-restauracao"),
    id: z.string({ error: "Restauração não encontrada." }).regex(/^[0-9a-f]{24}$/, "Restauração não encontrada."),
  }),
  z.object({
    intent: z.literal("restaurar-copia"),
    copia: z.string({ error: "Escolha uma cópia." }).regex(/^copia-[0-9TZ-]+\.tar$/, "Escolha uma cópia da lista."),
    confirmar: confirmField,
  }),
]);

const NO_FILE = "Escolha o arquivo da cópia de segurança (.tar) para restaurar.";
const CUT_SHORT = "O envio do arquivo foi interrompido. Nada foi alterado. Tente outra vez.";

/** What the screen shows of the newest copy made from it or by the cron. */
function buildView(b: BackupBuild) {
  const n = (v: number) => v.toLocaleString("pt-BR");
  const photos = b.photos_total > 0 ? `, ${n(b.photos)} de ${n(b.photos_total)} fotos` : "";
  return {
    status: b.status,
    kind: b.kind,
    name: b.name,
    progress: `Fazendo a cópia: ${n(b.records)} registros (${n(b.pages)} páginas)${photos}`,
    title: `Cópia pronta (${dateTime(new Date(b.created_at).toISOString())}, ${size(b.size)})`,
    error: b.error,
  };
}

/** What the screen shows of the newest restore. */
function restoreView(r: RestoreRun) {
  const n = (v: number) => v.toLocaleString("pt-BR");
  const kept = r.kept_deleted > 0 ? ` ${n(r.kept_deleted)} itens apagados a pedido continuaram apagados.` : "";
  const before = r.before_at ? ` O estado anterior foi guardado na cópia de ${dateTime(r.before_at)}.` : "";
  return {
    id: r.id,
    status: r.status,
    progress: `Restaurando: ${n(r.pages)} de ${n(r.pages_total)} páginas`,
    summary: `Voltaram ${n(r.pages)} páginas, ${n(r.rows_written)} registros, ${n(r.photos)} fotos.${kept}${before}`,
    error: r.error,
    finishedAt: dateTime(new Date(r.updated_at).toISOString()),
  };
}

async function restoring(request: Request, context: ActionFunctionArgs["context"], run: () => Promise<string>) {
  try {
    await run();
    return redirectWithToast(request, context, SCREEN, {
      kind: "success",
      title: "Restauração iniciada",
      description: "A cópia foi conferida inteira. O andamento aparece nesta tela.",
    });
  } catch (error) {
    if (error instanceof BackupRefusedError) return data({ error: error.message }, { status: 422 });
    if (error instanceof NoBackupSecretError) return data({ error: NO_SECRET }, { status: 503 });
    throw error;
  }
}

/** A restore from an uploaded file: streamed into R2 as it arrives, then verified and applied. */
async function restoreUpload({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const key = stagingKey();
  let staged = false;
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(
        async (part) => {
          if (part.name !== "arquivo" || part.filename === undefined) return undefined;
          const size = await stageUpload(services, key, part.data);
          staged = size > 0;
          return staged ? "1" : "";
        },
        unstable_createMemoryUploadHandler({ maxPartSize: 1024 }),
      ),
    );
  } catch (error) {
    if (staged) await services.media.delete(key);
    if (error instanceof MaxPartSizeExceededError)
      return data({ error: "Um dos campos é longo demais." }, { status: 400 });
    return data({ error: CUT_SHORT }, { status: 400 });
  }
  if (!staged) {
    await services.media.delete(key);
    return data({ error: NO_FILE }, { status: 400 });
  }
  const confirmed = form.get("confirmar") === "1";
  return restoring(request, context, () => restoreStaged(services, key, confirmed));
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireAdmin(request, context);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  // A restore runs in a Workflow, which `npm run dev` does not have: refused before anything is staged.
  const noRestore = () => data({ error: workflowMissingMessage("RESTORE") }, { status: 503 });
  if (type === "multipart/form-data") return context.services.bindings.RESTORE ? restoreUpload(args) : noRestore();
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Dados inválidos." }, { status: 400 });
  const { services } = context;
  const input = parsed.data;
  if (input.intent === "guardar") {
    await setCopiesToKeep(services.kv, input.manter);
    return redirectWithToast(request, context, SCREEN, {
      kind: "success",
      title: `As últimas ${input.manter} cópias serão guardadas`,
    });
  }
  if (input.intent !== "copiar-agora" && !services.bindings.RESTORE) return noRestore();
  if (input.intent === "continuar-restauracao") {
    if (!(await resumeRestore(services, input.id)))
      return data({ error: "Esta restauração não está parada: não há o que continuar." }, { status: 409 });
    return redirectWithToast(request, context, SCREEN, { kind: "success", title: "Restauração retomada" });
  }
  if (input.intent === "copiar-agora") {
    try {
      const started = await startCopy(services, "manual", input.historico === "1");
      if ("refused" in started) return data({ error: started.refused }, { status: 409 });
      return redirectWithToast(request, context, SCREEN, {
        kind: "success",
        title: "Cópia iniciada",
        description: "O andamento aparece nesta tela. Quando terminar, o botão para baixar aparece aqui.",
      });
    } catch (error) {
      if (error instanceof NoBackupSecretError) return data({ error: NO_SECRET }, { status: 503 });
      throw error;
    }
  }
  return restoring(request, context, () => restoreCopy(services, input.copia, input.confirmar === "1"));
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
const KIND_LABEL = {
  semanal: "semanal",
  manual: "feita no painel",
  "antes-da-restauracao": "antes de uma restauração",
};

const button = "min-h-11 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60";
const secondary = "min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800";

function ConfirmBox({ id }: { id: string }) {
  return (
    <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-700">
      <input id={id} type="checkbox" name="confirmar" value="1" className="mt-1 size-4 shrink-0" />
      <span>
        Se este site já tem páginas ou dados, substituir tudo pelo conteúdo da cópia (uma cópia do estado atual é
        guardada antes).
      </span>
    </label>
  );
}

/** While a copy or a restore runs, the screen reads itself again every 2 s (its loader's row). */
function usePollWhile(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = window.setTimeout(revalidate, 2000);
    return () => window.clearTimeout(timer);
  }, [running, state, revalidate]);
}

/** The newest copy: its progress while it is made, the download when it is done, or its failure. */
function BuildStatus({ build, kept }: { build: ReturnType<typeof buildView>; kept: boolean }) {
  if (build.status === "running")
    return (
      <p
        className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-slate-900"
        role="status"
        data-build="running"
      >
        {build.progress}
      </p>
    );
  if (build.status === "failed")
    return (
      <div className="mt-3" data-build="failed">
        <Notice kind="error" title={build.error ?? "A cópia não terminou."} />
      </div>
    );
  // A weekly copy that ended well is in the list below; the one he asked for is offered here
  // (until newer copies replaced it).
  if (build.kind !== "manual" || !kept) return null;
  return (
    <div className="mt-3 space-y-2" data-build="done">
      <Notice kind="success" title={build.title} />
      <a
        href={`${SCREEN}/baixar?copia=${encodeURIComponent(build.name)}`}
        className={`${button} inline-flex items-center`}
        download
        data-build-download
      >
        Baixar a cópia (.tar)
      </a>
    </div>
  );
}

/** The newest restore: its progress while it runs (polled), its result, or where it stopped. */
function RestoreStatus({ restore }: { restore: ReturnType<typeof restoreView> }) {
  const running = restore.status === "running";
  if (running)
    return (
      <p
        className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-slate-900"
        role="status"
        data-restore="running"
      >
        {restore.progress}
      </p>
    );
  if (restore.status === "done")
    return (
      <div className="mt-3" data-restore="done">
        <Notice kind="success" title={`Site restaurado (${restore.finishedAt})`} description={restore.summary} />
      </div>
    );
  return (
    <div className="mt-3" data-restore="failed">
      <Notice
        kind="error"
        title={restore.error ?? "A restauração parou no meio."}
        description={restore.progress.replace("Restaurando:", "Restauradas até agora:")}
      />
      <Form method="post" className="mt-2">
        <input type="hidden" name="id" value={restore.id} />
        <button type="submit" name="intent" value="continuar-restauracao" className={button}>
          Continuar a restauração
        </button>
      </Form>
    </div>
  );
}

export default function Backup() {
  const { copies, keep, signed, restore, build } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { error?: string } | undefined;
  const busy = useNavigation().state !== "idle";
  usePollWhile(restore?.status === "running" || build?.status === "running");
  return (
    <AdminSection title="Cópia de segurança">
      <p className="mt-1 text-sm text-slate-600">
        Uma cópia guarda tudo o que é seu: páginas (publicadas, rascunhos, lixeira e versões anteriores), dados da
        empresa e ofertas, obras com as fotos, depoimentos com o consentimento, pedidos de avaliação, contatos com
        etapas, valores e anotações, e a biblioteca de imagens.
      </p>
      {!signed && <Notice kind="error" title={NO_SECRET} className="mt-3" />}
      {actionData?.error && <Notice kind="error" title={actionData.error} className="mt-3" />}
      {restore && <RestoreStatus restore={restore} />}

      <h2 className="mt-6 text-lg font-semibold text-slate-900">Fazer uma cópia agora</h2>
      <p className="mt-1 text-sm text-slate-600">
        A cópia é feita aos poucos, sem tirar o site do ar. Um site grande leva alguns minutos: pode sair desta tela e
        voltar depois.
      </p>
      <Form method="post" className="mt-2 space-y-3" data-backup-copy>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="historico" value="1" className="mt-1 size-4 shrink-0" />
          <span>Incluir o histórico do Google (Search Console) e da velocidade das páginas (Web Vitals)</span>
        </label>
        <button
          type="submit"
          name="intent"
          value="copiar-agora"
          className={button}
          disabled={busy || !signed || build?.status === "running"}
        >
          Fazer uma cópia
        </button>
      </Form>
      {build && <BuildStatus build={build} kept={copies.some((c) => c.name === build.name)} />}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Cópias guardadas</h2>
      <p className="mt-1 text-sm text-slate-600">
        Toda semana uma cópia completa é guardada automaticamente; as que você faz aqui também ficam nesta lista. As
        mais antigas são apagadas.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-700">
          Guardar as últimas
          <input
            type="number"
            name="manter"
            min={1}
            max={12}
            defaultValue={keep}
            className="mx-2 w-20 rounded border border-slate-300 px-2 py-2"
          />
          cópias
        </label>
        <button type="submit" name="intent" value="guardar" className={secondary} disabled={busy}>
          Salvar
        </button>
      </Form>
      {copies.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600" data-copies-empty>
          Nenhuma cópia guardada ainda.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-copies>
          {copies.map((c) => (
            <li key={c.name} className="py-3" data-copy={c.name}>
              <p className="font-semibold text-slate-900">
                {dateTime(c.createdAt)} · {size(c.size)}
              </p>
              <p className="text-xs text-slate-600">Cópia {KIND_LABEL[c.kind]}</p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <a
                  href={`${SCREEN}/baixar?copia=${encodeURIComponent(c.name)}`}
                  className={`${secondary} inline-flex items-center`}
                  download
                >
                  Baixar
                </a>
                <details className="w-full">
                  <summary className="cursor-pointer text-sm text-brand-700 underline">Restaurar esta cópia</summary>
                  <Form method="post" className="mt-2 space-y-2">
                    <input type="hidden" name="copia" value={c.name} />
                    <ConfirmBox id={`confirmar-${c.name}`} />
                    <button type="submit" name="intent" value="restaurar-copia" className={button} disabled={busy}>
                      Restaurar
                    </button>
                  </Form>
                </details>
              </div>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Restaurar de um arquivo</h2>
      <p className="mt-1 text-sm text-slate-600">
        Envie uma cópia baixada deste painel. Ela é conferida inteira antes de qualquer mudança: um arquivo incompleto,
        alterado ou de outro site é recusado. O que foi apagado a pedido de um cliente continua apagado.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" data-backup-restore>
        <input
          type="file"
          name="arquivo"
          accept=".tar,application/x-tar"
          required
          className="block w-full text-sm"
          aria-label="Arquivo da cópia de segurança"
        />
        <ConfirmBox id="confirmar-arquivo" />
        <button type="submit" className={button} disabled={busy || !signed}>
          {busy ? "Restaurando…" : "Restaurar"}
        </button>
      </Form>
    </AdminSection>
  );
}
