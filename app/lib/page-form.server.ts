// Server-side validation of the page create/edit form (zod), and the messages the admin sees.
import { z } from "zod";
import { GUIDE_CATEGORIES, type NewPage } from "./pages.server";
import { sanitizeHtml, sanitizeText } from "./sanitize.server";
import { slugify } from "./slug";

export const REQUIRED_FIELDS_MESSAGE = "Por favor, preencha todos os campos.";

const field = z.string().trim().min(1);

const formSchema = z.object({
  title: field.max(200, "O título pode ter no máximo 200 caracteres."),
  slug: field.max(120, "O endereço pode ter no máximo 120 caracteres."),
  description: field.max(500, "A descrição pode ter no máximo 500 caracteres."),
  content: field.max(500_000, "O conteúdo é grande demais (máximo de 500.000 caracteres)."),
  category: z
    .enum(["", ...GUIDE_CATEGORIES])
    .default("")
    .transform((v) => (v === "" ? null : v)),
  overwrite: z.enum(["on"]).optional(),
});

export interface PageFormValues {
  title: string;
  slug: string;
  description: string;
  content: string;
  category: string;
  overwrite: boolean;
}

export type PageFormResult =
  | { ok: true; page: NewPage; overwrite: boolean; values: PageFormValues }
  | { ok: false; error: string; values: PageFormValues };

export function readPageForm(form: FormData): PageFormResult {
  const raw = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const values: PageFormValues = {
    title: raw("title"),
    slug: raw("slug"),
    description: raw("description"),
    content: raw("content"),
    category: raw("category"),
    overwrite: raw("overwrite") === "on",
  };
  const parsed = formSchema.safeParse({ ...values, overwrite: values.overwrite ? "on" : undefined });
  if (!parsed.success) {
    const missing = parsed.error.issues.some((i) => i.code === "too_small");
    return {
      ok: false,
      error: missing ? REQUIRED_FIELDS_MESSAGE : (parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE),
      values,
    };
  }
  const slug = slugify(parsed.data.slug);
  const title = sanitizeText(parsed.data.title);
  const description = sanitizeText(parsed.data.description);
  const content = sanitizeHtml(parsed.data.content).trim();
  if (!slug || !title || !description || !content) return { ok: false, error: REQUIRED_FIELDS_MESSAGE, values };
  return {
    ok: true,
    page: { title, slug, description, content, category: parsed.data.category },
    overwrite: parsed.data.overwrite === "on",
    values,
  };
}

/** What to do about a taken address depends on the screen: only the panel's form can overwrite. */
export function slugTakenMessage(slug: string, where: "create" | "edit" | "generator" = "create"): string {
  const base = `Já existe uma página com o endereço /links-uteis/${slug}.`;
  if (where === "create") return `${base} Escolha outro endereço ou marque “Substituir a página existente”.`;
  if (where === "edit") return `${base} Escolha outro endereço.`;
  return `${base} Mude o título ou exclua a página existente no painel.`;
}
