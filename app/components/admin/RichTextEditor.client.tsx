// The visual editor of the page form: TipTap (ProseMirror). Loaded lazily by ContentField, so it
// is one chunk of the admin only; public pages never load it (they load no Remix JavaScript).
// Its schema keeps only what StarterKit knows (headings 2-3, paragraphs, bold, italic, lists,
// links, quotes) and the library's images ("Inserir imagem", with their alt text), so Word's and
// Google Docs' pasted classes and styles are dropped; the server sanitizes the HTML again on save
// and on render (images only from /midia and /images).
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useState } from "react";
import { MediaPicker, imageAttributes } from "./MediaPicker";

/** The site's own images, as the sanitizer allows them: uploads (/midia/…) and static files (/images/…). */
const SITE_IMAGE = /^\/(?:midia|images)\//;

// An image pasted from elsewhere (Word, another site) is dropped as it is pasted, not kept in the
// editor until the server refuses it: only the site's own images are part of the document.
const SiteImage = Image.extend({
  parseHTML() {
    return [{ tag: "img[src]", getAttrs: (el) => (SITE_IMAGE.test(el.getAttribute("src") ?? "") ? null : false) }];
  },
});

const button =
  "rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 aria-pressed:bg-brand-800 aria-pressed:text-white";

export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
}: {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const editor = useEditor({
    immediatelyRender: false,
    // The CSP allows no inline <style>: the editor's look comes from the classes below.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"] },
      }),
      SiteImage.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: "prose-ppa min-h-64 whitespace-pre-wrap break-words px-3 py-2 focus:outline-none",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        "data-editor": "",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  // The HTML view changed the text: show it.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== (editor.isEmpty ? "" : editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const [picking, setPicking] = useState(false);
  /** The address being typed for a link, or null while the link field is closed. */
  const [linking, setLinking] = useState<string | null>(null);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools: { label: string; active: boolean; run: () => void }[] = [
    { label: "Parágrafo", active: editor.isActive("paragraph"), run: () => chain().setParagraph().run() },
    // The page's title (its h1) is the "Título" field above: the first level in the text is h2.
    {
      label: "Subtítulo",
      active: editor.isActive("heading", { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: "Subtítulo menor",
      active: editor.isActive("heading", { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: "Negrito", active: editor.isActive("bold"), run: () => chain().toggleBold().run() },
    { label: "Itálico", active: editor.isActive("italic"), run: () => chain().toggleItalic().run() },
    { label: "Lista", active: editor.isActive("bulletList"), run: () => chain().toggleBulletList().run() },
    { label: "Lista numerada", active: editor.isActive("orderedList"), run: () => chain().toggleOrderedList().run() },
    { label: "Citação", active: editor.isActive("blockquote"), run: () => chain().toggleBlockquote().run() },
    {
      label: "Link",
      active: editor.isActive("link") || linking !== null,
      // A field in the toolbar, not the browser's prompt(): it can be read, corrected and pasted into on a phone.
      run: () =>
        setLinking(linking === null ? ((editor.getAttributes("link").href as string | undefined) ?? "") : null),
    },
  ];

  /** Applies the typed address to the selected text (or the link under the caret); empty removes it. */
  const applyLink = () => {
    const typed = (linking ?? "").trim();
    const href = typed === "" || /^(https?:|mailto:|tel:|\/)/i.test(typed) ? typed : `https://${typed}`;
    if (href === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href }).run();
    setLinking(null);
  };

  return (
    <div className="mt-1 rounded-lg border border-slate-300">
      <div role="toolbar" aria-label="Formatação" className="flex flex-wrap gap-1 border-b border-slate-200 p-2">
        {tools.map((t) => (
          <button
            key={t.label}
            type="button"
            aria-pressed={t.active}
            className={button}
            // A press keeps the focus (and the caret) in the text: otherwise the button takes it and
            // TipTap gives it back one animation frame later, and a letter typed right after the tap
            // lands on the button and is lost (seen on a loaded machine; a slow phone can do the same).
            // Keyboard users still reach the buttons with Tab.
            onMouseDown={(e) => e.preventDefault()}
            onClick={t.run}
          >
            {t.label}
          </button>
        ))}
        <button type="button" aria-expanded={picking} className={button} onClick={() => setPicking(!picking)}>
          Inserir imagem
        </button>
      </div>
      {linking !== null && (
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2" data-link-field>
          <label className="min-w-0 flex-1 basis-full text-sm sm:basis-auto">
            <span className="block text-slate-700">Endereço do link (selecione o texto antes)</span>
            <input
              type="url"
              inputMode="url"
              // biome-ignore lint/a11y/noAutofocus: the field opens on the seller's own tap on "Link".
              autoFocus
              value={linking}
              placeholder="ex.: https://www.exemplo.com.br"
              onChange={(e) => setLinking(e.target.value)}
              onKeyDown={(e) => {
                // Enter applies the link; it must not send the page's form.
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === "Escape") setLinking(null);
              }}
              className="mt-1 min-h-11 w-full rounded border border-slate-300 px-2"
            />
          </label>
          <button type="button" className={`${button} min-h-11`} onClick={applyLink}>
            Aplicar link
          </button>
          {editor.isActive("link") && (
            <button
              type="button"
              className={`${button} min-h-11`}
              onClick={() => {
                chain().extendMarkRange("link").unsetLink().run();
                setLinking(null);
              }}
            >
              Remover link
            </button>
          )}
          <button type="button" className={`${button} min-h-11`} onClick={() => setLinking(null)}>
            Cancelar
          </button>
        </div>
      )}
      {picking && (
        <MediaPicker
          onCancel={() => setPicking(false)}
          onInsert={(image, alt) => {
            setPicking(false);
            editor.chain().focus().setImage(imageAttributes(image, alt)).run();
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
