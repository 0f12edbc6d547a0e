// One flagged sentence of a page in "Para revisar": what it says, why the check caught it and
// which of the seller's confirmed claims it contradicts (or that none backs it), then his choice:
// keep it (it becomes his text), rewrite it, or remove it. Plain forms: they work without JavaScript.
import { Form } from "@remix-run/react";

export interface FlagView {
  index: number;
  field: "content" | "title" | "description";
  sentence: string;
  kind: string;
  reason: string;
  claim?: string;
  decision?: { action: "keep" | "rewrite" | "remove"; text?: string; at: string };
}

const FIELD: Record<FlagView["field"], string> = { content: "No texto", title: "No título", description: "No resumo" };

const day = (iso: string) => new Date(iso).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

function decided(flag: FlagView): string {
  const d = flag.decision!;
  if (d.action === "keep") return `Mantida como sua em ${day(d.at)}.`;
  if (d.action === "remove") return `Removida em ${day(d.at)}.`;
  return `Reescrita em ${day(d.at)}: “${d.text ?? ""}”`;
}

const button = "min-h-11 min-w-11 rounded-lg border px-4 py-2 font-semibold disabled:opacity-60";

export function FlaggedSentence({ flag, busy }: { flag: FlagView; busy: boolean }) {
  const hidden = (
    <>
      <input type="hidden" name="intent" value="decidir" />
      <input type="hidden" name="flag" value={flag.index} />
      <input type="hidden" name="sentence" value={flag.sentence} />
    </>
  );
  return (
    <li
      id={`frase-${flag.index}`}
      className="min-w-0 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
      data-flag-card={flag.index}
      data-decided={flag.decision?.action ?? ""}
    >
      <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
        {FIELD[flag.field]} · {flag.kind}
      </p>
      <p className="mt-1 break-words">
        <mark className="bg-amber-200 text-amber-950">“{flag.sentence}”</mark>
      </p>
      <p className="mt-2 text-sm break-words">Por quê: {flag.reason}</p>
      <p className="mt-1 text-sm break-words" data-flag-claim>
        {flag.claim
          ? `Contradiz o que você confirmou: ${flag.claim}`
          : "Nenhum dado que você confirmou em “Dados da empresa” sustenta esta frase."}
      </p>
      {flag.decision ? (
        <p className="mt-2 text-sm font-semibold text-emerald-900" data-flag-decision={flag.decision.action}>
          {decided(flag)}
        </p>
      ) : (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              {hidden}
              <input type="hidden" name="action" value="keep" />
              <button
                type="submit"
                disabled={busy}
                className={`${button} border-emerald-700 bg-white text-emerald-900`}
                aria-label={`Manter a frase ${flag.index + 1} como sua`}
              >
                Manter
              </button>
            </Form>
            {flag.field !== "title" && (
              <Form method="post">
                {hidden}
                <input type="hidden" name="action" value="remove" />
                <button
                  type="submit"
                  disabled={busy}
                  className={`${button} border-red-300 bg-white text-red-800`}
                  aria-label={`Remover a frase ${flag.index + 1}`}
                >
                  Remover
                </button>
              </Form>
            )}
          </div>
          <Form method="post" className="space-y-2">
            {hidden}
            <input type="hidden" name="action" value="rewrite" />
            <label className="block text-sm font-semibold" htmlFor={`texto-${flag.index}`}>
              Reescrever com suas palavras
            </label>
            <textarea
              id={`texto-${flag.index}`}
              name="text"
              rows={2}
              maxLength={2000}
              defaultValue={flag.sentence}
              className="block w-full rounded-lg border border-slate-300 bg-white p-2 text-slate-900"
            />
            <button type="submit" disabled={busy} className={`${button} border-brand-800 bg-white text-brand-800`}>
              Reescrever
            </button>
          </Form>
        </div>
      )}
    </li>
  );
}
