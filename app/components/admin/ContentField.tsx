import { Suspense, lazy, useEffect, useRef, useState } from "react";

// The editor is its own chunk, requested only once this field is on screen in the browser; a
// .client module, so the Worker bundle does not carry it (it never renders on the server).
const RichTextEditor = lazy(() => import("./RichTextEditor.client"));

const area = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";

/**
 * The page's content. Server-rendered and before JavaScript: a plain text area (blank lines become
 * paragraphs on the server, page-form.server.ts). In the browser: the visual editor, whose HTML a
 * hidden input submits, and an HTML view for advanced use.
 */
export function ContentField({ defaultValue, label = "Conteúdo" }: { defaultValue: string; label?: string }) {
  const [html, setHtml] = useState(defaultValue);
  const [mounted, setMounted] = useState(false);
  const [mode, setMode] = useState<"visual" | "html">("visual");
  const plainField = useRef<HTMLTextAreaElement>(null);
  // Text typed in the plain field before the page's JavaScript ran (a slow phone) is in the field,
  // not in React's state: taken over before the editor replaces the field.
  useEffect(() => {
    const typed = plainField.current?.value;
    if (typed !== undefined && typed !== defaultValue) setHtml(typed);
    setMounted(true);
  }, [defaultValue]);

  const plain = (
    <textarea
      name="content"
      ref={plainField}
      value={html}
      onChange={(e) => setHtml(e.target.value)}
      rows={14}
      className={`${area} ${mode === "html" ? "font-mono" : ""}`}
      aria-labelledby="conteudo-rotulo"
    />
  );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id="conteudo-rotulo" className="text-sm font-medium text-slate-800">
          {label}
        </span>
        {mounted && (
          <button
            type="button"
            className="inline-flex min-h-6 items-center text-sm text-brand-700 underline"
            onClick={() => setMode(mode === "visual" ? "html" : "visual")}
          >
            {mode === "visual" ? "Ver HTML" : "Voltar ao editor visual"}
          </button>
        )}
      </div>
      {mounted && mode === "visual" ? (
        <Suspense fallback={plain}>
          <input type="hidden" name="content" value={html} />
          <RichTextEditor value={html} onChange={setHtml} labelledBy="conteudo-rotulo" />
        </Suspense>
      ) : (
        plain
      )}
      <span className="mt-1 block text-xs text-slate-600">
        {mounted && mode === "visual"
          ? "Use os botões para títulos, listas e links. Texto colado do Word ou do Google Docs é limpo automaticamente."
          : "Escreva o texto da página. Deixe uma linha em branco entre os parágrafos."}
      </span>
    </div>
  );
}
