/**
 * The page's content. Without JavaScript (or before the editor loads) a plain text area: blank
 * lines become paragraphs on the server (page-form.server.ts).
 */
export function ContentField({ defaultValue }: { defaultValue: string }) {
  return (
    <label className="block">
      <span className="text-sm font-medium text-slate-800">Conteúdo</span>
      <textarea
        name="content"
        defaultValue={defaultValue}
        rows={14}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <span className="mt-1 block text-xs text-slate-600">
        Escreva o texto da página. Deixe uma linha em branco entre os parágrafos.
      </span>
    </label>
  );
}
