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

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools: { label: string; active: boolean; run: () => void }[] = [
    { label: "Parágrafo", active: editor.isActive("paragraph"), run: () => chain().setParagraph().run() },
    {
      label: "Título",
      active: editor.isActive("heading", { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: "Subtítulo",
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
      active: editor.isActive("link"),
      run: () => {
        const current = editor.getAttributes("link").href as string | undefined;
        const href = window.prompt("Endereço do link (deixe vazio para remover):", current ?? "https://");
        if (href === null) return;
        if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
        else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
      },
    },
  ];

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
