import { Form } from "@remix-run/react";
import { Notice } from "./Toast";

/** The content generator's save: public (the default) or as a draft, then what happened. */
export function SaveGeneratedForm({
  generated,
  engine,
  saving,
  saved,
}: {
  generated: { title: string; html: string; description: string } | null;
  /** What wrote the preview: the page is recorded as generated in batch (local) or by AI. */
  engine: "local" | "ai";
  saving: boolean;
  /** `flagged`: sentences the check marked; the page waits in "Para revisar" for his decisions. */
  saved: { title: string; slug: string; draft: boolean; note?: string; flagged?: number } | null;
}) {
  return (
    <>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="title" value={generated?.title ?? ""} />
        <input type="hidden" name="content" value={generated?.html ?? ""} />
        <input type="hidden" name="description" value={generated?.description ?? ""} />
        <input type="hidden" name="engine" value={engine} />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-chat-600 px-5 py-2.5 font-semibold text-white hover:bg-chat-700 disabled:opacity-60"
          >
            {saving ? "Salvando..." : "Salvar como página pública"}
          </button>
          <button
            type="submit"
            name="draft"
            value="1"
            disabled={saving}
            className="rounded-lg border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            Salvar como rascunho
          </button>
        </div>
      </Form>
      {saved?.flagged ? (
        <Notice
          kind="success"
          className="mt-4"
          title="Página salva em “Para revisar”"
          description={`${saved.flagged === 1 ? "1 frase afirma" : `${saved.flagged} frases afirmam`} o que você não confirmou nos Dados da empresa. A página não está no ar: decida cada frase (manter, reescrever ou remover) e depois publique.`}
          link={{ href: `/admin/revisar/${saved.slug}`, label: "Decidir as frases" }}
        />
      ) : (
        saved && (
          <Notice
            kind="success"
            className="mt-4"
            title={saved.draft ? "Página salva como rascunho" : "Página salva"}
            description={
              saved.note ??
              (saved.draft
                ? "Só você a vê; publique-a pelo painel ou pela própria página."
                : `“${saved.title}” está publicada.`)
            }
            link={{ href: `/links-uteis/${saved.slug}`, label: saved.draft ? "Ver o rascunho" : "Ver a página" }}
          />
        )
      )}
    </>
  );
}
