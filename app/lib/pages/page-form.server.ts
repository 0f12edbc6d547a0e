// Server-side validation of the page create/edit form (zod), and the messages the admin sees.
import { z } from "zod";
import { joinPt } from "@content/text";
import { GUIDE_CATEGORIES, PAGE_STATUSES, type NewPage, type PageStatus } from "./page-record";
import { PAGE_LIMITS, PageTooLargeError } from "./store.server";

/** The form's labels, also used by the messages that name a missing field. */
export const FIELD_LABELS = {
  title: "Título",
  slug: "Endereço da página",
  description: "Resumo para o Google",
  content: "Conteúdo",
} as const;
type Field = keyof typeof FIELD_LABELS;

/** "Preencha o campo “Título”." / "Preencha os campos “Título” e “Conteúdo”." */
export function missingFieldsMessage(fields: Field[]): string {
  const names = fields.map((f) => `“${FIELD_LABELS[f]}”`);
  return names.length === 1 ? `Preencha o campo ${names[0]}.` : `Preencha os campos ${joinPt(names)}.`;
}

const field = z.string().trim().min(1);

const formSchema = z.object({
  title: field.max(200, "O título pode ter no máximo 200 caracteres."),
  slug: field.max(120, "O endereço pode ter no máximo 120 caracteres."),
  description: field.max(500, "O resumo para o Google pode ter no máximo 500 caracteres."),
  content: field.max(500_000, "O conteúdo é grande demais (máximo de 500.000 caracteres)."),
  category: z
    .enum(["", ...GUIDE_CATEGORIES])
    .default("")
    .transform((v) => (v === "" ? null : v)),
  status: z.enum(PAGE_STATUSES).catch("published"),
  overwrite: z.enum(["on"]).optional(),
  confirmDuplicate: z.enum(["on"]).optional(),
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
  | { ok: true; page: NewPage & { status: PageStatus }; overwrite: boolean; confirmed: boolean; values: PageFormValues }
  | { ok: false; error: string; values: PageFormValues };

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Content with one of these tags is HTML (the editor's or pasted); anything else is plain text. */
const BLOCK_OR_INLINE_TAG =
  /<\/?(?:p|h[1-6]|ul|ol|li|br|hr|div|section|article|strong|b|em|i|u|a|blockquote|table|figure|img|span|pre|code)\b[^>]*>/i;

/**
 * Text typed without any markup (the form without JavaScript, or pasted plain text): blank lines
 * separate paragraphs and a single line break stays a line break, as the writer saw it.
 */
export function plainTextToHtml(text: string): string {
  if (BLOCK_OR_INLINE_TAG.test(text)) return text;
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");
}

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
  const parsed = formSchema.safeParse({
    ...values,
    status: raw("status"),
    overwrite: values.overwrite ? "on" : undefined,
    confirmDuplicate: raw("confirmDuplicate") === "on" ? "on" : undefined,
  });
  if (!parsed.success) {
    const missing = parsed.error.issues
      .filter((i) => i.code === "too_small")
      .map((i) => i.path[0])
      .filter((f): f is Field => typeof f === "string" && f in FIELD_LABELS);
    return {
      ok: false,
      error:
        missing.length > 0 ? missingFieldsMessage(missing) : (parsed.error.issues[0]?.message ?? "Dados inválidos."),
      values,
    };
  }
  // Cleaned (sanitized, slugified) by the page store when saved; fields that are empty once
  // cleaned come back as its EmptyFieldsError, named like empty ones (missingFieldsMessage).
  const page = {
    slug: parsed.data.slug,
    title: parsed.data.title,
    description: parsed.data.description,
    content: plainTextToHtml(parsed.data.content),
  };
  return {
    ok: true,
    // Written in the panel: the seller's own words, shown as written (frozen-facts.ts).
    page: { ...page, category: parsed.data.category, status: parsed.data.status, origin: "seller" },
    overwrite: parsed.data.overwrite === "on",
    confirmed: parsed.data.confirmDuplicate === "on",
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

const thousands = (n: number) => n.toLocaleString("pt-BR");

/**
 * What the admin reads when a field is over what a page may hold, and the status: 413 for a size,
 * 400 for markup nested too deep or with too many tags.
 */
export function pageTooLargeMessage(error: PageTooLargeError): { message: string; status: 400 | 413 } {
  if (error.reason === "depth") {
    return {
      message: `O conteúdo tem elementos dentro de elementos demais (mais de ${error.limit} níveis). Simplifique a formatação e salve de novo.`,
      status: 400,
    };
  }
  if (error.reason === "tags") {
    return {
      message: `O conteúdo tem marcação demais (mais de ${thousands(error.limit)} marcas HTML e sinais & ou <). Divida o texto em mais de uma página.`,
      status: 400,
    };
  }
  const what = {
    title: "O título",
    slug: "O endereço",
    description: "O resumo para o Google",
    content: "O conteúdo",
  }[error.field];
  const extra = error.field === "content" ? ", contando a marcação HTML" : "";
  return { message: `${what} pode ter no máximo ${thousands(error.limit)} caracteres${extra}.`, status: 413 };
}

// The content generator's "save" form. Lengths are checked before anything else is done with the
// text (the store checks again, after cleaning).
const generatedSaveSchema = z.object({
  title: z.string().max(PAGE_LIMITS.title, "title").trim().default(""),
  content: z.string().max(PAGE_LIMITS.content, "content").trim().default(""),
  description: z.string().max(PAGE_LIMITS.description, "description").trim().default(""),
  // "Salvar como rascunho": the plain save publishes; this keeps the page for the admin only.
  draft: z.enum(["1"]).optional().catch(undefined),
  // The engine that wrote it: the page is recorded as an AI page or a local (batch) one.
  engine: z.enum(["local", "ai"]).catch("local"),
});

export function readGeneratedSave(
  form: Record<string, unknown>,
): { ok: true; input: z.infer<typeof generatedSaveSchema> } | { ok: false; message: string; status: 400 | 413 } {
  const parsed = generatedSaveSchema.safeParse(form);
  if (parsed.success) return { ok: true, input: parsed.data };
  const field = parsed.error.issues[0]?.message;
  if (field === "title" || field === "content" || field === "description") {
    return { ok: false, ...pageTooLargeMessage(new PageTooLargeError(field, "size", PAGE_LIMITS[field])) };
  }
  return { ok: false, message: "Dados inválidos.", status: 400 };
}
