import { Form, useNavigation } from "@remix-run/react";
import { BarFill } from "./Spinner";
import { useEffect, useRef, useState } from "react";
import { GUIDE_CATEGORIES_LIST } from "~/lib/guide-categories";
import { defaultDescriptionFor } from "~/lib/page-defaults";
import { slugify } from "~/lib/slug";

export interface PageFormDefaults {
  title: string;
  slug: string;
  description: string;
  content: string;
  category: string;
  overwrite?: boolean;
}

const input = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2";

/** Spec §4: saving → progress 30, 60, 100, back to 0 two seconds later. */
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
  submitLabel,
  allowOverwrite,
}: {
  defaults: PageFormDefaults;
  intent: string;
  submitLabel: string;
  allowOverwrite: boolean;
}) {
  const [title, setTitle] = useState(defaults.title);
  const [slug, setSlug] = useState(defaults.slug);
  const [description, setDescription] = useState(defaults.description);
  // Slug and description follow the title until the admin edits them.
  const slugTouched = useRef(defaults.slug !== "");
  const descriptionTouched = useRef(defaults.description !== "");
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const progress = useSaveProgress(intent);

  return (
    <Form method="post" className="space-y-4" data-page-form={intent}>
      <input type="hidden" name="intent" value={intent} />
      <label className="block">
        <span className="text-sm font-medium text-slate-800">Título</span>
        <input
          name="title"
          value={title}
          onChange={(e) => {
            const next = e.target.value;
            setTitle(next);
            if (!slugTouched.current) setSlug(slugify(next));
            if (!descriptionTouched.current) setDescription(next.trim() ? defaultDescriptionFor(next.trim()) : "");
          }}
          className={input}
          maxLength={200}
        />
      </label>
      <label className="block">
        <span className="text-sm font-medium text-slate-800">Endereço (slug)</span>
        <span className="mt-1 flex items-center rounded-lg border border-slate-300 bg-slate-50">
          <span className="px-3 text-sm whitespace-nowrap text-slate-600">/links-uteis/</span>
          <input
            name="slug"
            value={slug}
            onChange={(e) => {
              slugTouched.current = true;
              setSlug(e.target.value);
            }}
            onBlur={() => setSlug(slugify(slug))}
            className="w-full rounded-r-lg border-l border-slate-300 bg-white px-3 py-2"
            maxLength={120}
          />
        </span>
      </label>
      <label className="block">
        <span className="text-sm font-medium text-slate-800">Descrição (meta description)</span>
        <textarea
          name="description"
          value={description}
          onChange={(e) => {
            descriptionTouched.current = true;
            setDescription(e.target.value);
          }}
          rows={2}
          className={input}
          maxLength={500}
        />
      </label>
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
      <label className="block">
        <span className="text-sm font-medium text-slate-800">Conteúdo (HTML)</span>
        <textarea name="content" defaultValue={defaults.content} rows={12} className={`${input} font-mono text-sm`} />
      </label>
      {allowOverwrite && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="overwrite" defaultChecked={defaults.overwrite} /> Substituir a página existente
          com o mesmo endereço
        </label>
      )}
      <div className="flex items-center gap-4">
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {saving ? "Salvando..." : submitLabel}
        </button>
        {progress > 0 && (
          <div
            className="h-2 flex-1 overflow-hidden rounded bg-slate-200"
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
    </Form>
  );
}
