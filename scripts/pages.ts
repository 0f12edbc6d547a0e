// Export or import generated pages against local or remote KV through wrangler, with the same
// validation as the panel's import: nothing is ever deleted, existing slugs are skipped, every row
// is reported.
//   npm run pages -- export [arquivo.json] [--remote]
//   npm run pages -- import arquivo.json [--remote]      (our export, or the old generated_pages rows)
//   npm run pages -- restage [--remote]                  (records staged by older HTML rules, staged now)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stageHtml } from "../app/lib/html-stage/stage.server";
import { SANITIZER_VERSION, pageRecordSchema, toMetadata, type PageRecord } from "../app/lib/pages/page-record";
import { EmptyFieldsError, cleanPage } from "../app/lib/pages/store.server";
import { prepareRows, queueImported, rowsOf } from "../app/lib/pages/transfer.server";
import { UNINDEXED_MARK } from "../app/lib/gate/unindexed-mark.server";
import { LISTING_MARK } from "../app/lib/pages/listing.server";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const [command, file] = args.filter((a: string) => !a.startsWith("--"));
// PAGES_PERSIST_TO points local runs at another state directory (the tests use a temporary one).
const where = remote
  ? ["--remote"]
  : ["--local", ...(process.env.PAGES_PERSIST_TO ? ["--persist-to", process.env.PAGES_PERSIST_TO] : [])];

// The project's own wrangler, run directly: `npx` would spend a second or more finding it, per call.
const WRANGLER = path.resolve(import.meta.dirname, "../node_modules/wrangler/bin/wrangler.js");

function wrangler(...rest: string[]): string {
  const run = spawnSync(process.execPath, [WRANGLER, ...rest, "--binding", "PAGES", ...where], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) {
    console.error(run.stderr || run.stdout);
    throw new Error(`wrangler ${rest[0]} ${rest[1]} failed`);
  }
  return run.stdout;
}

/** The listing's change stamp (pages/listing.server.ts markListingChanged), as a bulk put: every
 * data centre's listing copy is listed again, as after a save in the panel. */
const listingChanged = () => ({ key: LISTING_MARK, value: "", metadata: { v: Date.now() } });

/** wrangler prints the JSON and then a status line. */
function jsonOf(output: string): unknown {
  const end = Math.max(output.lastIndexOf("}"), output.lastIndexOf("]"));
  const start = output.search(/[[{]/);
  return JSON.parse(output.slice(start, end + 1));
}

type ListedKey = { name: string; metadata?: { j?: string } };

/** The keys under `prefix` (every key without one) with their metadata: one wrangler run (each starts Node and a workerd, seconds). */
const listKeys = (prefix?: string): ListedKey[] =>
  jsonOf(wrangler("kv", "key", "list", ...(prefix ? ["--prefix", prefix] : []))) as ListedKey[];
const pageKeys = (): ListedKey[] => listKeys("page:");

function listSlugs(keys: ListedKey[] = pageKeys()): string[] {
  // `page:/{path}` keys are the seller's texts on built-in pages, not generated pages.
  return keys.map((k) => k.name.slice("page:".length)).filter((slug) => !slug.startsWith("/"));
}

/** Ids held by pages (their key metadata) and by the trash (`trash:{id}`): an import must not reuse them. */
function heldIds(pages: ListedKey[], trash: ListedKey[]): Set<string> {
  const ids = new Set<string>();
  for (const key of pages) {
    try {
      const id = (JSON.parse(key.metadata?.j ?? "{}") as { id?: unknown }).id;
      if (typeof id === "string") ids.add(id);
    } catch {
      // A seller text or a key without listing metadata holds no page id.
    }
  }
  for (const key of trash) ids.add(key.name.slice("trash:".length));
  return ids;
}

/** Every valid page record in KV, oldest first. */
function readAllPages(): PageRecord[] {
  const slugs = listSlugs();
  const dir = mkdtempSync(path.join(tmpdir(), "ppa-pages-"));
  try {
    const keysFile = path.join(dir, "keys.json");
    // The API takes at most 100 keys per bulk get; local answers {key: {value}}, remote {key: value}.
    const values: Record<string, string | null> = {};
    for (let i = 0; i < slugs.length; i += 100) {
      writeFileSync(keysFile, JSON.stringify(slugs.slice(i, i + 100).map((s) => `page:${s}`)));
      const chunk = jsonOf(wrangler("kv", "bulk", "get", keysFile)) as Record<
        string,
        string | { value: string | null } | null
      >;
      for (const [key, v] of Object.entries(chunk)) values[key] = v !== null && typeof v === "object" ? v.value : v;
    }
    const pages: PageRecord[] = [];
    for (const [key, value] of Object.entries(values)) {
      const parsed = value ? pageRecordSchema.safeParse(JSON.parse(value)) : null;
      if (parsed?.success) pages.push(parsed.data);
      else console.error(`Skipped ${key}: not a valid page record`);
    }
    pages.sort((a, b) => a.created_at.localeCompare(b.created_at));
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function exportPages(out?: string) {
  const pages = readAllPages();
  {
    const json = JSON.stringify({ version: 1, exported_at: new Date().toISOString(), pages }, null, 2);
    if (out) {
      writeFileSync(out, json);
      console.error(`${pages.length} página(s) exportada(s) para ${out}`);
    } else {
      process.stdout.write(`${json}\n`);
    }
  }
}

/**
 * Records staged by older HTML rules (`clean` absent or older than SANITIZER_VERSION) are staged
 * now, as a save would (the frozen-fact cut unless the seller wrote the text), and marked: a page
 * view then renders them as stored instead of staging them on every render.
 */
function restagePages() {
  const puts: { key: string; value: string; metadata: object }[] = [];
  for (const page of readAllPages()) {
    if (page.clean === SANITIZER_VERSION) continue;
    const record = {
      ...page,
      content: stageHtml(page.content, { frozen: page.origin !== "seller" }).html,
      clean: SANITIZER_VERSION,
    };
    puts.push({ key: `page:${page.slug}`, value: JSON.stringify(record), metadata: toMetadata(record) });
  }
  if (puts.length === 0) return console.log("Nada a refazer: todas as páginas já estão nas regras atuais.");
  const dir = mkdtempSync(path.join(tmpdir(), "ppa-pages-"));
  try {
    const bulk = path.join(dir, "bulk.json");
    // Nothing a visitor sees changes: a record staged by older rules is staged on every view exactly
    // as it is staged here (pages/page-view.server.ts renderedHtml), so every kept copy of a page
    // (the data centres', the global tier's) stays true, and the seller's "Dados da empresa" is never
    // rewritten from outside the Worker (a read-then-write here would lose a save he made between
    // the two). Only the listing's change is stamped, for the listing's summaries.
    writeFileSync(bulk, JSON.stringify([...puts, listingChanged()]));
    wrangler("kv", "bulk", "put", bulk);
    console.log(`${puts.length} página(s) refeita(s) nas regras atuais.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function importPages(input: string) {
  const rows = rowsOf(JSON.parse(readFileSync(input, "utf8")));
  // Every key in one listing (one wrangler run, not one a prefix): the pages' and the trash's.
  const all = listKeys();
  const keys = all.filter((k) => k.name.startsWith("page:"));
  const existing = new Set(listSlugs(keys));
  const ids = heldIds(
    keys,
    all.filter((k) => k.name.startsWith("trash:")),
  );
  const seen = new Set<string>();
  const puts: { key: string; value: string; metadata: object }[] = [];
  for (const row of prepareRows(rows)) {
    if (!row.ok) {
      console.log(`Linha ${row.row} (${row.slug || "sem endereço"}): inválida — ${row.reason}`);
      continue;
    }
    const { slug } = row.record;
    if (existing.has(slug) || seen.has(slug)) {
      console.log(
        `Linha ${row.row} (${slug}): ignorada — ${existing.has(slug) ? "já existe uma página com este endereço" : "endereço repetido no arquivo"}`,
      );
      continue;
    }
    seen.add(slug);
    // Revisions and the trash are keyed by id: a row whose id another page holds gets a new one.
    if (ids.has(row.record.id)) {
      console.log(
        `Linha ${row.row} (${slug}): o identificador “${row.record.id}” já pertence a outra página; esta recebe um novo`,
      );
      row.record.id = crypto.randomUUID();
    }
    ids.add(row.record.id);
    // Written straight to KV, not through the app: cleaned here as the page store cleans a save.
    // No signature is checked here: every row waits in "Para revisar" with its flagged sentences,
    // as an unsigned file does in the panel (transfer.server.ts queueImported).
    const queued = queueImported(row.record);
    let record: PageRecord;
    try {
      record = { ...queued.record, ...cleanPage(queued.record) };
    } catch (error) {
      if (!(error instanceof EmptyFieldsError)) throw error;
      console.log(`Linha ${row.row} (${slug}): inválida — ${error.fields.join(", ")}: vazio depois de limpo`);
      continue;
    }
    puts.push({ key: `page:${slug}`, value: JSON.stringify(record), metadata: toMetadata(record) });
    console.log(`Linha ${row.row} (${slug}): criada — ${queued.reason}`);
  }
  if (puts.length === 0) return console.log("Nada a gravar.");
  const dir = mkdtempSync(path.join(tmpdir(), "ppa-pages-"));
  try {
    const bulk = path.join(dir, "bulk.json");
    // Written without index rows: the next save lists KV for them (app/lib/gate/unindexed-mark.server.ts).
    // Every row is a draft waiting in "Para revisar": no public page changes, so only the listing's
    // change is stamped (no identity version moved: no copy becomes stale).
    writeFileSync(
      bulk,
      JSON.stringify([...puts, { key: UNINDEXED_MARK, value: "", metadata: { v: Date.now() } }, listingChanged()]),
    );
    wrangler("kv", "bulk", "put", bulk);
    console.log(`${puts.length} página(s) gravada(s) em ${remote ? "KV remoto" : "KV local (.wrangler/state)"}.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (command === "export") await exportPages(file);
else if (command === "import" && file) importPages(file);
else if (command === "restage") restagePages();
else {
  console.error(
    "Uso: npm run pages -- export [arquivo.json] [--remote] | import arquivo.json [--remote] | restage [--remote]",
  );
  process.exit(2);
}
