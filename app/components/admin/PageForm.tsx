import { Form, useNavigation } from "@remix-run/react";
import { BarFill } from "./Spinner";
import { ContentField } from "./ContentField";
import { useEffect, useRef, useState } from "react";
import { GUIDE_CATEGORIES_LIST } from "~/lib/pages/guide-categories";
import { defaultDescriptionFor } from "~/lib/pages/page-defaults";
import { slugify } from "~/lib/pages/slug";

export interface PageFormDefaults {
  title: string;
  slug: string;
  description: string;
  content: string;
  category: string;
  overwrite?: boolean;
}

/** The closest published page when the text is too similar to it (duplicates.server.ts). */
export interface DuplicateWarning {
  path: string;
  title: string;
  score: number;
}

const input = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2";
const help = "mt-1 block text-xs text-slate-600";
/** Google shows about this many characters of a summary in its results. */
const SUMMARY_SHOWN = 155;

/** saving → progress 30, 60, 100, back to 0 two seconds later. */
function useSaveProgress(intent: string): number {
  const navigation = useNavigation();
  const [progress, setProgress] = useState(0);
  const mine = navigation.formData?.get("intent") === intent;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation changes only; `progress` is read, not watched.
  useEffect(() => {
    if (navigation.state === "submitting" && mine) setProgress(30);
    else if (navigation.state === "loading" && progress > 0) setProgress(60);
    else if (navigation.state === "idle" && progress > 0) {
      setProgress(100);
      const t = setTimeout(() => setProgress(0), 2000);
      return () => clearTimeout(t);
    }
    return undefined;
  }, [navigation.state, mine]);
  return progress;
}

export function PageForm({
  defaults,
  intent,
  action,
  origin,
  allowOverwrite,
  published,
  duplicate,
}: {
  defaults: PageFormDefaults;
  intent: string;
  /** Where the form posts (default: the current route). */
  action?: string;
  /** The site's public origin, to show the page's full address. */
  origin: string;
  allowOverwrite: boolean;
  /** The page being edited is public (labels of the buttons). */
  published?: boolean;
  duplicate?: DuplicateWarning;
}) {
  const [title, setTitle] = useState(defaults.title);
  const [slug, setSlug] = useState(defaults.slug);
  const [description, setDescription] = useState(defaults.description);
  const titleField = useRef<HTMLInputElement>(null);
  const slugField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  // Typed before the page's JavaScript ran (a slow phone): the text is in the fields but not in
  // React's state, and the next render would put the empty state back over it. Taken once, here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration.
  useEffect(() => {
    const typed = (field: { current: { value: string } | null }, shown: string, set: (v: string) => void) => {
      const value = field.current?.value;
      if (value !== undefined && value !== shown) set(value);
    };
    typed(titleField, title, setTitle);
    typed(slugField, slug, setSlug);
    typed(descriptionField, description, setDescription);
  }, []);
  // The address follows the title until the admin edits it.
  const slugTouched = useRef(defaults.slug !== "");
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const savingAs = saving ? navigation.formData?.get("status") : null;
  const progress = useSaveProgress(intent);
  const suggestion = title.trim() ? defaultDescriptionFor(title.trim()) : "";
  const url = `${origin}/links-uteis/${slug || "…"}`;
  const shown = description.length > SUMMARY_SHOWN ? `${description.slice(0, SUMMARY_SHOWN).trimEnd()}…` : description;

  return (
    <Form method="post" action={action} className="min-w-0 space-y-4" data-page-form={intent}>
      <input type="hidden" name="intent" value={intent} />
      <label className="block">
        <span className="text-sm font-medium text-slate-800">Título</span>
        <input
          name="title"
          ref={titleField}
          value={title}
          onChange={(e) => {
            const next = e.target.value;
            setTitle(next);
            if (!slugTouched.current) setSlug(slugify(next));
          }}
          className={input}
          maxLength={200}
        />
        <span className={help}>Aparece no topo da página e como título no Google.</span>
      </label>
      <label className="block">
        <span className="text-sm font-medium text-slate-800">Endereço da página</span>
        <span className="mt-1 flex flex-wrap items-center rounded-lg border border-slate-300 bg-slate-50">
          <span className="px-3 py-1 text-sm whitespace-nowrap text-slate-600">/links-uteis/</span>
          <input
            name="slug"
            ref={slugField}
            value={slug}
            onChange={(e) => {
              slugTouched.current = true;
              setSlug(e.target.value);
            }}
            onBlur={() => setSlug(slugify(slug))}
            className="w-full min-w-0 flex-1 rounded-r-lg border-l border-slate-300 bg-white px-3 py-2"
            maxLength={120}
          />
        </span>
        <span className={help}>
          Endereço completo:{" "}
          <span data-full-url className="break-all">
            {url}
          </span>{" "}
          — use letras minúsculas, números e hífens.
        </span>
      </label>
      <div>
        <label className="block">
          <span className="text-sm font-medium text-slate-800">Resumo para o Google</span>
          <textarea
            name="description"
            ref={descriptionField}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={3}
            className={input}
            maxLength={500}
            // Never the suggestion itself: grey text in an empty field reads as a saved value (the
            // suggestion is offered below, with a button).
            placeholder="ex.: o que a página explica e para quem, em uma ou duas frases."
            aria-describedby="resumo-ajuda"
          />
        </label>
        <p id="resumo-ajuda" className={help}>
          <span data-summary-count>{description.length}</span> caracteres; o Google costuma mostrar até {SUMMARY_SHOWN}.
        </p>
        {suggestion && description.trim() === "" && (
          <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700" data-summary-suggestion>
            Sugestão: “{suggestion}”{" "}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => setDescription(suggestion)}
            >
              Usar a sugestão
            </button>
          </p>
        )}
        <div className="mt-2 min-w-0 rounded-lg border border-slate-200 p-3" data-search-preview>
          <p className="text-xs text-slate-600">Prévia no Google</p>
          <p className="truncate text-sm text-green-800">{url}</p>
          <p className="text-lg leading-snug break-words text-blue-800">{title || "Título da página"}</p>
          <p className="text-sm break-words text-slate-700">{shown || "O resumo aparece aqui."}</p>
        </div>
      </div>
      <label className="block">
        <span className="text-sm font-medium text-slate-800">Categoria</span>
        <select name="category" defaultValue={defaults.category} className={input}>
          <option value="">Links Úteis (sem categoria)</option>
          {GUIDE_CATEGORIES_LIST.map((c) => (
            <option key={c} value={c}>
              Guias Técnicos: {c}
            </option>
          ))}
        </select>
      </label>
      <ContentField defaultValue={defaults.content} />
      {allowOverwrite && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="overwrite" defaultChecked={defaults.overwrite} /> Substituir a página existente
          com o mesmo endereço
        </label>
      )}
      {duplicate && (
        <label
          className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"
          data-confirm-duplicate
        >
          <input type="checkbox" name="confirmDuplicate" className="mt-1" />
          <span>
            Publicar mesmo assim, sabendo que o texto tem {Math.round(duplicate.score * 100)}% de semelhança com{" "}
            <a href={duplicate.path} className="underline" target="_blank" rel="noreferrer">
              {duplicate.title}
            </a>
            .
          </span>
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="status"
          value="published"
          disabled={saving}
          className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {savingAs === "published" ? "Salvando..." : published ? "Salvar alterações" : "Publicar"}
        </button>
        <button
          type="submit"
          name="status"
          value="draft"
          disabled={saving}
          className="rounded-lg border border-slate-400 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {savingAs === "draft"
            ? "Salvando..."
            : published
              ? "Despublicar e salvar como rascunho"
              : "Salvar como rascunho"}
        </button>
        {progress > 0 && (
          <div
            className="h-2 min-w-24 flex-1 overflow-hidden rounded bg-slate-200"
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label="Progresso do salvamento"
          >
            <BarFill percent={progress} />
          </div>
        )}
      </div>
      <p className="text-xs text-slate-600">
        Rascunhos não aparecem para os visitantes nem no Google; só você os vê, com o aviso “Rascunho”.
      </p>
    </Form>
  );
}
