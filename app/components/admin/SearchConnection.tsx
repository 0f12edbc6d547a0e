import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { BackfillView } from "~/lib/insights/backfill.server";
import type { ConnectionView } from "~/lib/insights/connection.server";
import { dayLabelBr } from "~/lib/insights/days";
import { SearchConsoleSetup } from "./SearchConsoleSetup";
import { ProgressBar } from "./Spinner";
import { Notice } from "./Toast";

const int = new Intl.NumberFormat("pt-BR");
const when = (ms: number) =>
  new Date(ms).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });
const BUTTON = "rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900";

/** While a back-fill runs, the screen re-reads its progress (no JavaScript: the link below). */
function usePollWhile(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running || state !== "idle") return;
    const timer = setTimeout(revalidate, 2000);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
}

function Backfill({ job }: { job: BackfillView }) {
  usePollWhile(job.status === "running");
  if (job.status === "cancelled") return null;
  const percent = job.chunks ? (job.doneChunks / job.chunks) * 100 : 0;
  return (
    <div className="mt-4 space-y-2" data-backfill={job.status}>
      {job.status === "running" && (
        <>
          <ProgressBar
            percent={percent}
            label={`Importando 16 meses do Search Console: ${job.doneChunks} de ${job.chunks} semanas`}
          />
          <p className="text-sm text-slate-600">
            Já importado: de {dayLabelBr(job.reachedDate)} a {dayLabelBr(job.endDate)} ({int.format(job.rows)} linhas).
            A importação roda no servidor: pode fechar esta página. <Link to=".">Atualizar</Link>
          </p>
        </>
      )}
      {job.status === "completed" && (
        <p className="text-sm text-slate-700" data-backfill-done>
          Histórico importado: de {dayLabelBr(job.startDate)} a {dayLabelBr(job.endDate)}, {int.format(job.rows)}{" "}
          linhas.
        </p>
      )}
      {job.status === "failed" && (
        <Notice kind="error" title="A importação do histórico parou" description={job.message}>
          <p className="mt-1 text-sm">
            Já importado: de {dayLabelBr(job.reachedDate)} a {dayLabelBr(job.endDate)} ({job.doneChunks} de {job.chunks}{" "}
            semanas).
          </p>
          <Form method="post" className="mt-2">
            <button type="submit" name="intent" value="continuar" className={BUTTON}>
              Continuar a importação
            </button>
          </Form>
        </Notice>
      )}
    </div>
  );
}

function PropertyPicker({
  picker,
  current,
}: {
  picker: { properties: string[]; suggested: string | null; error: string | null };
  current: string | null;
}) {
  if (picker.error) return <Notice kind="error" title={picker.error} className="mt-3" />;
  return (
    <Form method="post" className="mt-3 space-y-2" data-property-picker>
      <fieldset>
        <legend className="font-semibold text-brand-900">
          Escolha este site na lista do Search Console (o Google chama cada site de “propriedade”)
        </legend>
        <div className="mt-2 space-y-1">
          {picker.properties.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm break-all">
              <input type="radio" name="propriedade" value={p} defaultChecked={p === picker.suggested} required />
              {p}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="propriedade" className={BUTTON}>
          Usar este site
        </button>
        {current && (
          <Link to="." className="px-2 py-2 text-sm text-brand-700 underline">
            Manter {current}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** Connection state: connect, pick the property, progress of the back-fill, disconnect. */
export function SearchConnection({
  configured,
  connection,
  backfill,
  picker,
  coverage,
  redirectUri,
}: {
  configured: boolean;
  /** The callback address this site sends to Google, shown in the set-up steps. */
  redirectUri: string;
  connection: ConnectionView | null;
  backfill: BackfillView | null;
  picker: { properties: string[]; suggested: string | null; error: string | null } | null;
  coverage: { first: string | null; last: string | null; days: number };
}) {
  if (!configured) return <SearchConsoleSetup redirectUri={redirectUri} />;
  if (!connection) {
    return (
      <div className="mt-4 rounded-lg bg-slate-50 p-4" data-connection="none">
        <p className="text-sm text-slate-700">
          Conecte a conta do Google que administra o site no Search Console. O site só lê os relatórios (permissão “ver
          dados do Search Console”); pode desconectar quando quiser.
        </p>
        <Form method="post" reloadDocument className="mt-3">
          <button type="submit" name="intent" value="conectar" className={BUTTON}>
            Conectar com o Google
          </button>
        </Form>
        {coverage.days > 0 && (
          <p className="mt-2 text-sm text-slate-600">
            Os dados já importados (de {dayLabelBr(coverage.first!)} a {dayLabelBr(coverage.last!)}) continuam abaixo.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="mt-4" data-connection={connection.property ? "ready" : "picking"}>
      {connection.property && (
        <p className="text-sm text-slate-700">
          Conectado ao site <strong className="break-all">{connection.property}</strong>.{" "}
          {connection.lastImportAt && <>Última importação diária: {when(connection.lastImportAt)}. </>}
          {coverage.days > 0 && (
            <span data-coverage>
              Dados de {dayLabelBr(coverage.first!)} a {dayLabelBr(coverage.last!)} ({int.format(coverage.days)} dias).
            </span>
          )}
        </p>
      )}
      {connection.lastError && (
        <Notice kind="error" title="A última importação falhou" description={connection.lastError} className="mt-3" />
      )}
      {picker && <PropertyPicker picker={picker} current={connection.property} />}
      {backfill && backfill.property === connection.property && <Backfill job={backfill} />}
      <div className="mt-4 flex flex-wrap gap-3">
        {connection.lastError && (
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value="conectar" className={BUTTON}>
              Conectar com o Google de novo
            </button>
          </Form>
        )}
        {connection.property && !picker && (
          <Link to="?trocar=1" className="py-2 text-sm text-brand-700 underline">
            Trocar de site
          </Link>
        )}
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm("Desconectar o Search Console? A autorização será revogada no Google."))
              e.preventDefault();
          }}
        >
          <button
            type="submit"
            name="intent"
            value="desconectar"
            className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            Desconectar
          </button>
        </Form>
      </div>
    </div>
  );
}
