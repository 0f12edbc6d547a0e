// Export and import of generated pages as JSON. Import takes our own export ({ pages: [...] }) or
// the old backend's `generated_pages` rows (id, title, slug, content, description, created_at,
// updated_at). Each row is validated; invalid rows and existing slugs are reported, nothing is
// ever deleted. Rows go through the page store, which cleans them and records the changes. A row's
// id is kept only while no other page (live or in the trash) has it: revisions (`rev:{id}:…`) and
// the trash (`trash:{id}`) are keyed by it, so two pages sharing one would share their history.
import { z } from "zod";
import { listAllPages } from "./listing.server";
import { listTrash } from "./trash.server";
import { PAGE_KINDS } from "./page-kinds";
import { GUIDE_CATEGORIES, PAGE_STATUSES, pageRecordSchema, pageReviewSchema, type PageRecord } from "./page-record";
import { log } from "~/lib/platform/log";
import { pageTooLargeMessage } from "./page-form.server";
import { EmptyFieldsError, PageTooLargeError, SlugTakenError, getPage, savePage, type PageStore } from "./store.server";
import { slugify } from "./slug";
import { defaultDescriptionFor } from "./page-defaults";
import { currentIdentity } from "@content/business";
import { flagsOfStaged, flagText } from "~/lib/claims/flag-html";
import { claimFactsOf } from "~/lib/claims/facts";
import { htmlProblem, sanitizeText } from "~/lib/html-stage/sanitize.server";
import { type StagedHtml, stageHtml } from "~/lib/html-stage/stage.server";
import { claimCheck } from "~/lib/claims/claims-check";

const rowSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  title: z.string().trim().min(1, "título vazio").max(200, "título longo demais"),
  slug: z.string().trim().optional(),
  content: z.string().trim().min(1, "conteúdo vazio").max(500_000, "conteúdo grande demais"),
  description: z.string().trim().max(500, "descrição longa demais").nullish(),
  category: z.enum(GUIDE_CATEGORIES).nullish(),
  // Our own export keeps drafts as drafts; the old backend's rows were all public.
  status: z.enum(PAGE_STATUSES).nullish(),
  // How the page was made (our own export); the old backend's rows say nothing.
  kind: z.enum(PAGE_KINDS).nullish(),
  // Who wrote it (our own export): the seller's own words are shown as written.
  origin: z.enum(["generator", "seller"]).nullish(),
  // Waiting in "Para revisar" with its flags and decisions (our own export; kept only when signed).
  review: pageReviewSchema.nullish().catch(null),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

export type ImportRowResult =
  /** `reason`: why the page got a new id, when its own belonged to another page, and the sentences the claims check removed. */
  | { row: number; slug: string; status: "criada"; reason?: string }
  | { row: number; slug: string; status: "ignorada"; reason: string }
  | { row: number; slug: string; status: "inválida"; reason: string };

export interface ImportReport {
  rows: ImportRowResult[];
  created: number;
  skipped: number;
  invalid: number;
}

/** Accepts `[...]`, `{ pages: [...] }` or `{ generated_pages: [...] }`; anything else is an error. */
export function rowsOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === "object") {
    const o = json as Record<string, unknown>;
    if (Array.isArray(o.pages)) return o.pages;
    if (Array.isArray(o.generated_pages)) return o.generated_pages;
  }
  throw new Error("O arquivo não contém uma lista de páginas (esperado um array ou { pages: [...] }).");
}

function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export type PreparedRow =
  | { row: number; ok: true; record: PageRecord }
  | { row: number; ok: false; slug: string; reason: string };

/**
 * Validates the rows' shape and fills their defaults without touching storage (shared by the panel
 * and scripts/pages.ts). The text is cleaned later, by the store (or cleanPage for the script).
 */
export function prepareRows(rows: unknown[], now = new Date()): PreparedRow[] {
  return rows.map((raw, i) => {
    const row = i + 1;
    const parsed = rowSchema.safeParse(raw);
    const guessSlug =
      typeof (raw as { slug?: unknown })?.slug === "string" ? String((raw as { slug: string }).slug) : "";
    if (!parsed.success) {
      return {
        row,
        ok: false,
        slug: guessSlug,
        reason: parsed.error.issues.map((x) => `${x.path.join(".") || "linha"}: ${x.message}`).join("; "),
      };
    }
    const d = parsed.data;
    const title = d.title;
    const slug = slugify(d.slug && d.slug.length > 0 ? d.slug : d.title);
    const content = d.content;
    const description = d.description || defaultDescriptionFor(title);
    const created = isoOrNull(d.created_at) ?? now.toISOString();
    const record = pageRecordSchema.safeParse({
      id: d.id !== undefined ? String(d.id) : crypto.randomUUID(),
      title,
      slug,
      description,
      content,
      category: d.category ?? null,
      status: d.status ?? "published",
      ...(d.kind ? { kind: d.kind } : {}),
      ...(d.origin ? { origin: d.origin } : {}),
      ...(d.review ? { review: d.review } : {}),
      created_at: created,
      updated_at: isoOrNull(d.updated_at) ?? created,
    });
    if (!record.success) {
      return {
        row,
        ok: false,
        slug,
        reason: record.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; "),
      };
    }
    return { row, ok: true, record: record.data };
  });
}

/**
 * A row of a file this site did not sign (or signed and then edited): whoever it says wrote it,
 * its title, summary and text go through the claims check, and it waits in "Para revisar" as a
 * draft with the sentences the check caught flagged, until the seller decides each and publishes.
 */
export function queueImported(record: PageRecord): { record: PageRecord; reason: string; staged?: StagedHtml } {
  const facts = claimFactsOf(currentIdentity(), new Date());
  // Over the sanitizer's bounds the store refuses the row (it would be shown as escaped text).
  // Staged once (stage.server.ts): the frozen-fact cut and the claims check on the parsed tree's
  // text; the store keeps this exact text without parsing it again.
  const staged = htmlProblem(record.content)
    ? undefined
    : stageHtml(record.content, { frozen: true, claims: { check: claimCheck(facts) } });
  const flags = [
    ...flagText(sanitizeText(record.title), "title", facts),
    ...flagText(sanitizeText(record.description), "description", facts),
    ...(staged ? flagsOfStaged(staged.flagged) : []),
  ].slice(0, 200);
  const waits = "importada para “Para revisar”: publique depois de ler";
  const reason =
    flags.length === 0
      ? waits
      : `${waits}; ${flags.length === 1 ? "1 frase afirma" : `${flags.length} frases afirmam`} o que você não confirmou: ${flags
          .slice(0, 3)
          .map((f) => `“${f.sentence.slice(0, 80)}” (${f.reason})`)
          .join("; ")}`;
  const { review: _, ...rest } = record;
  return {
    record: { ...rest, content: staged?.html ?? record.content, status: "draft", review: { flags } },
    reason,
    ...(staged ? { staged } : {}),
  };
}

/**
 * Rows one request may import: two KV operations each must stay well inside the Worker's 1,000
 * per request. Larger files go through `npm run pages -- import`, or in several parts.
 */
export const MAX_IMPORT_ROWS = 300;

/** Who holds each page id now: a live page's slug, or the trash. Two list() runs, no reads. */
async function idOwners(kv: KVNamespace): Promise<Map<string, { slug: string; trash: boolean }>> {
  const [pages, trash] = await Promise.all([listAllPages(kv), listTrash(kv)]);
  const owners = new Map<string, { slug: string; trash: boolean }>();
  for (const page of pages) owners.set(page.id, { slug: page.slug, trash: false });
  for (const item of trash) owners.set(item.id, { slug: item.slug, trash: true });
  return owners;
}

/**
 * Imports the rows through the page store. `signed`: the file is this site's own export, unchanged
 * (export-signature.server.ts), so each page keeps its state and review; otherwise every row waits
 * in "Para revisar" (queueImported).
 */
export async function importPages(
  store: PageStore,
  rows: unknown[],
  { signed = false }: { signed?: boolean } = {},
): Promise<ImportReport> {
  const results: ImportRowResult[] = [];
  const seen = new Set<string>();
  const owners = await idOwners(store.kv);
  for (const prepared of prepareRows(rows)) {
    if (!prepared.ok) {
      results.push({ row: prepared.row, slug: prepared.slug, status: "inválida", reason: prepared.reason });
      continue;
    }
    const { record } = prepared;
    if (seen.has(record.slug)) {
      results.push({
        row: prepared.row,
        slug: record.slug,
        status: "ignorada",
        reason: "endereço repetido no arquivo",
      });
      continue;
    }
    seen.add(record.slug);
    // An id another page holds (the same slug live is refused below as an existing address).
    const owner = owners.get(record.id);
    let renamed: string | undefined;
    if (owner && (owner.trash || owner.slug !== record.slug)) {
      const where = owner.trash ? `à página “${owner.slug}” na lixeira` : `à página “${owner.slug}”`;
      renamed = `o identificador “${record.id}” já pertence ${where}; esta recebeu um novo`;
      record.id = crypto.randomUUID();
    }
    const claims: { record: PageRecord; reason?: string; staged?: StagedHtml } = signed
      ? { record }
      : queueImported(record);
    const reason = [renamed, claims.reason].filter(Boolean).join("; ");
    try {
      // savePage refuses an existing slug itself: one read and one write per row. Imports bring
      // back existing content, so they are not held back as near-duplicates.
      await savePage(store, claims.record, {
        duplicates: "allow",
        now: new Date(record.updated_at),
        keep: { id: record.id, created_at: record.created_at },
        ...(claims.staged ? { staged: claims.staged } : {}),
      });
      owners.set(record.id, { slug: record.slug, trash: false });
      results.push({ row: prepared.row, slug: record.slug, status: "criada", ...(reason ? { reason } : {}) });
    } catch (error) {
      if (error instanceof SlugTakenError) {
        results.push({
          row: prepared.row,
          slug: record.slug,
          status: "ignorada",
          reason: "já existe uma página com este endereço",
        });
        continue;
      }
      if (error instanceof EmptyFieldsError) {
        results.push({
          row: prepared.row,
          slug: record.slug,
          status: "inválida",
          reason: `${error.fields.join(", ")}: vazio depois de limpo`,
        });
        continue;
      }
      if (error instanceof PageTooLargeError) {
        results.push({
          row: prepared.row,
          slug: record.slug,
          status: "inválida",
          reason: pageTooLargeMessage(error).message,
        });
        continue;
      }
      log.error("Import of a row failed", { row: prepared.row, error });
      results.push({ row: prepared.row, slug: record.slug, status: "inválida", reason: "falha ao gravar" });
    }
  }
  return {
    rows: results,
    created: results.filter((r) => r.status === "criada").length,
    skipped: results.filter((r) => r.status === "ignorada").length,
    invalid: results.filter((r) => r.status === "inválida").length,
  };
}

/** A request may make 1,000 KV operations: the panel exports up to this many pages. */
export const MAX_EXPORT_PAGES = 900;

export class TooManyPagesError extends Error {
  constructor(readonly count: number) {
    super(`Too many pages to export in one request (${count}); use npm run pages -- export`);
    this.name = "TooManyPagesError";
  }
}

/** Full records of every page, oldest first, for export. */
export async function exportAllPages(kv: KVNamespace): Promise<PageRecord[]> {
  const summaries = await listAllPages(kv);
  if (summaries.length > MAX_EXPORT_PAGES) throw new TooManyPagesError(summaries.length);
  const records = await Promise.all(summaries.map((p) => getPage(kv, p.slug)));
  return (
    records
      .filter((r): r is PageRecord => r !== null)
      // Revisions stay behind; the uniqueness verdict is measured and the content cleaned again
      // where the page is imported.
      .map(({ revisions: _, index: __, clean: ___, ...record }) => record)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
  );
}
