// Import of generated pages through the panel's form (multipart POST to /admin/importar) and export from
// /admin/exportar: the per-row report, what lands in KV, reruns, bad files and a round trip. A file
// the site did not sign (or signed and then edited) waits in "Para revisar", whatever its rows say;
// only the site's own signed export, unchanged, keeps its pages' state.
// The imported Worker is made once in beforeAll and its tests change nothing (they assert so);
// the fresh Worker every import of a test lands on is emptied before each: the tests pass in any order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageRecord } from "~/lib/pages/page-record";
import { seedPage } from "../../harness/pages";
import { postForm, signInCookie } from "../../harness/admin-client";
import { html, text } from "../../harness/html";
import { clearTables, deleteAllPages } from "../../harness/reset";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let kv: KVNamespace;
let cookie: string;

const EXISTING = {
  title: "Motor Deslizante PPA DZ Rio",
  slug: "motor-deslizante-ppa-dz-rio",
  description: "Página que já existia antes da importação.",
  content: "<h2>Existente</h2><p>Não deve mudar.</p>",
  category: null,
};

/** Rows as the old backend's `generated_pages` table exported them. */
const OLD_ROWS = [
  {
    id: 101,
    title: "Portão Basculante: Guia Completo",
    slug: "portao-basculante-guia-completo",
    content: "<h2>Basculante</h2><p>Como funciona.</p><script>alert(1)</script>",
    description: "Tudo sobre portões basculantes.",
    created_at: "2024-03-05T10:20:30.000Z",
    updated_at: "2024-03-06T08:00:00.000Z",
  },
  {
    id: 102,
    title: "Manutenção de Portão Pivotante",
    slug: "manutencao-de-portao-pivotante",
    content: "<p>Lubrificação e ajuste das dobradiças.</p>",
    description: "Cuidados com o portão pivotante.",
    created_at: "2024-04-10T14:00:00.000Z",
    updated_at: "2024-04-10T14:00:00.000Z",
  },
  {
    // Same address as the page already in KV.
    id: 103,
    title: "Outro Motor Deslizante",
    slug: EXISTING.slug,
    content: "<p>Tentativa de sobrescrever.</p>",
    description: "Não deve substituir a existente.",
    created_at: "2024-05-01T09:00:00.000Z",
    updated_at: "2024-05-01T09:00:00.000Z",
  },
  {
    id: 104,
    title: "Controle Remoto Clonado",
    slug: "controle-remoto-clonado",
    content: "<p>Como clonar o controle.</p>",
    description: "",
    created_at: "2024-06-15T18:30:00+00:00",
    updated_at: "2024-06-16T18:30:00+00:00",
  },
  {
    // Same address as row 1 of this file.
    id: 105,
    title: "Portão Basculante: Guia Completo (cópia)",
    slug: "portao-basculante-guia-completo",
    content: "<p>Cópia.</p>",
    description: "Cópia.",
    created_at: "2024-07-01T00:00:00.000Z",
    updated_at: "2024-07-01T00:00:00.000Z",
  },
  {
    // No title.
    id: 106,
    slug: "sem-titulo",
    content: "<p>Sem título.</p>",
    description: "Sem título.",
    created_at: "2024-07-02T00:00:00.000Z",
    updated_at: "2024-07-02T00:00:00.000Z",
  },
  {
    // Empty content.
    id: 107,
    title: "Página Vazia",
    slug: "pagina-vazia",
    content: "   ",
    description: "Sem conteúdo.",
    created_at: "2024-07-03T00:00:00.000Z",
    updated_at: "2024-07-03T00:00:00.000Z",
  },
];

const NEW_SLUGS = ["portao-basculante-guia-completo", "manutencao-de-portao-pivotante", "controle-remoto-clonado"];

interface ReportRow {
  row: number;
  status: string;
  text: string;
}

function importBody(json: string, name = "paginas.json"): FormData {
  const form = new FormData();
  form.set("arquivo", new File([json], name, { type: "application/json" }));
  return form;
}

function postImport(target: RunningWorker, json: string, sessionCookie: string): Promise<Response> {
  return target.fetch("/admin/importar", {
    method: "POST",
    body: importBody(json),
    headers: { Origin: target.url, Cookie: sessionCookie },
  });
}

async function report(res: Response): Promise<{ rows: ReportRow[]; summary: string }> {
  const doc = html(await res.text());
  const box = doc.querySelector("[data-import-report]");
  if (!box) throw new Error("No import report in the response");
  return {
    summary: text(box.querySelector("p")),
    rows: box.querySelectorAll("li[data-row][data-status]").map((li) => ({
      row: Number(li.getAttribute("data-row")),
      status: li.getAttribute("data-status") ?? "",
      text: text(li),
    })),
  };
}

async function kvSnapshot(target: KVNamespace): Promise<[string, string | null, unknown][]> {
  const list = await target.list();
  const names = list.keys.map((k) => k.name).filter((n) => !n.startsWith("throttle:"));
  return Promise.all(
    names.map(async (name) => {
      const { value, metadata } = await target.getWithMetadata(name);
      return [name, value, metadata] as [string, string | null, unknown];
    }),
  );
}

async function pageKeys(target: KVNamespace): Promise<string[]> {
  return (await target.list({ prefix: "page:" })).keys.map((k) => k.name).sort();
}

const iso = (s: string) => new Date(s).toISOString();

/**
 * The deployment each import of an export, and the ids test's import, lands on, emptied before each
 * (one Worker for the four imports: a start is about a second of CPU, issue 41): no page, revision,
 * redirect, trash or index row left.
 */
let fresh: RunningWorker;
let freshCookie: string;
async function emptied(): Promise<void> {
  await deleteAllPages(fresh, freshCookie);
  await clearTables(fresh, ["page_index", "page_shingles", "page_bands"]);
  const kv = await fresh.kv();
  for (const prefix of ["page:", "rev:", "redirect:", "trash:"]) expect((await kv.list({ prefix })).keys).toEqual([]);
}
beforeAll(async () => {
  fresh = await startWorker();
  freshCookie = await signInCookie(fresh);
});
afterAll(async () => {
  await fresh?.dispose();
});

/** A fresh Worker with one existing page, into which the old rows were imported once. */
async function importedWorker() {
  w = await startWorker();
  kv = await w.kv();
  cookie = await signInCookie(w);
  await seedPage(kv, EXISTING, { now: new Date(Date.UTC(2025, 0, 2, 12)) });
  const existingBefore = await kv.getWithMetadata(`page:${EXISTING.slug}`);
  const firstImport = await postImport(w, JSON.stringify(OLD_ROWS), cookie);
  return { existingBefore, firstImport, firstReport: await report(firstImport.clone()) };
}

let existingBefore: { value: string | null; metadata: unknown };
let firstImport: Response;
let firstReport: { rows: ReportRow[]; summary: string };
/** The form's answer to the one page made after the import (for the export). */
let created: Response;
const CREATED_SLUG = "central-de-comando-ajuste-de-fim-de-curso";

// One imported Worker for the import's and the export's tests (issue 41: they made the same one
// twice): the old rows imported once, then one more page through the form.
beforeAll(async () => {
  ({ existingBefore, firstImport, firstReport } = await importedWorker());
  // One more page through the form, with a category, accents and a link opened in a new tab.
  created = await postForm(
    w,
    "/admin/painel",
    {
      intent: "create",
      title: "Central de Comando: Ajuste de Fim de Curso",
      slug: CREATED_SLUG,
      description: "Ajuste fino do fim de curso na central.",
      content:
        '<h2>Fim de curso</h2><p>Veja o <a href="https://exemplo.com/manual" target="_blank">manual</a> &amp; ajuste.</p>',
      category: "Ajustes",
    },
    { Cookie: cookie },
  );
});
afterAll(async () => {
  await w?.dispose();
});

describe("import of the old backend's generated_pages rows", () => {
  it("reports every row: 3 created, the existing and repeated addresses ignored, 2 invalid", async () => {
    expect(existingBefore.value).not.toBeNull();
    const res = firstImport;
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { rows, summary } = firstReport;
    expect(rows.map((r) => [r.row, r.status])).toEqual([
      [1, "criada"],
      [2, "criada"],
      [3, "ignorada"],
      [4, "criada"],
      [5, "ignorada"],
      [6, "inválida"],
      [7, "inválida"],
    ]);
    expect(summary).toBe("3 criada(s), 2 ignorada(s), 2 inválida(s).");
    expect(rows[0]!.text).toBe(
      "Linha 1 (portao-basculante-guia-completo): criada — importada para “Para revisar”: publique depois de ler",
    );
    expect(rows[2]!.text).toBe(`Linha 3 (${EXISTING.slug}): ignorada — já existe uma página com este endereço`);
    expect(rows[4]!.text).toBe("Linha 5 (portao-basculante-guia-completo): ignorada — endereço repetido no arquivo");
    expect(rows[5]!.text).toMatch(/^Linha 6 \(sem-titulo\): inválida — title: /);
    expect(rows[6]!.text).toMatch(/^Linha 7 \(pagina-vazia\): inválida — content: conteúdo vazio/);
  });

  it("KV holds exactly the 3 new pages and the untouched existing one, with the file's dates and ids", async () => {
    // (And the page the form made after the import, for the export's tests.)
    expect(await pageKeys(kv)).toEqual([...NEW_SLUGS, EXISTING.slug, CREATED_SLUG].map((s) => `page:${s}`).sort());
    expect((await kv.list({ prefix: "redirect:" })).keys).toEqual([]);

    const existingAfter = await kv.getWithMetadata(`page:${EXISTING.slug}`);
    expect(existingAfter.value).toBe(existingBefore.value);
    expect(JSON.stringify(existingAfter.metadata)).toBe(JSON.stringify(existingBefore.metadata));

    for (const source of [OLD_ROWS[0]!, OLD_ROWS[1]!, OLD_ROWS[3]!]) {
      const saved = await kv.get<PageRecord>(`page:${source.slug}`, "json");
      expect(saved, source.slug).not.toBeNull();
      expect(saved!.id).toBe(String(source.id));
      expect(saved!.title).toBe(source.title);
      expect(saved!.created_at).toBe(iso(source.created_at));
      expect(saved!.updated_at).toBe(iso(source.updated_at));
      expect(saved!.category).toBeNull();
    }
    const first = await kv.get<PageRecord>(`page:${OLD_ROWS[0]!.slug}`, "json");
    // Imported content is sanitized like the form's.
    expect(first!.content).toBe("<h2>Basculante</h2><p>Como funciona.</p>");
    expect(first!.description).toBe("Tudo sobre portões basculantes.");
    // An empty description gets the default one.
    const third = await kv.get<PageRecord>("page:controle-remoto-clonado", "json");
    expect(third!.description).toBe(
      "Controle Remoto Clonado: atendimento especializado, produtos de qualidade e suporte técnico.",
    );

    // An unsigned file's pages are not public: they wait in "Para revisar" for the seller.
    for (const slug of NEW_SLUGS) {
      expect((await w.fetch(`/links-uteis/${slug}`)).status, slug).toBe(404);
      const saved = await kv.get<PageRecord>(`page:${slug}`, "json");
      expect(saved, slug).toMatchObject({ status: "draft", review: { flags: [] } });
    }
  });

  it("a rerun of the same file creates nothing and reports the 3 as ignored", async () => {
    const before = await kvSnapshot(kv);
    const res = await postImport(w, JSON.stringify(OLD_ROWS), cookie);
    expect(res.status).toBe(200);
    const { rows, summary } = await report(res);
    expect(rows.map((r) => [r.row, r.status])).toEqual([
      [1, "ignorada"],
      [2, "ignorada"],
      [3, "ignorada"],
      [4, "ignorada"],
      [5, "ignorada"],
      [6, "inválida"],
      [7, "inválida"],
    ]);
    expect(summary).toBe("0 criada(s), 5 ignorada(s), 2 inválida(s).");
    for (const i of [0, 1, 3]) expect(rows[i]!.text).toContain("já existe uma página com este endereço");
    expect(await kvSnapshot(kv)).toEqual(before);
  });

  it("a file that is not JSON is refused with 400 and changes nothing", async () => {
    const before = await kvSnapshot(kv);
    const res = await postImport(w, "id;title;slug\n1;Portão;portao\n", cookie);
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("O arquivo não é um JSON válido.");
    expect(html(body).querySelector("[data-import-report]")).toBeNull();
    expect(await kvSnapshot(kv)).toEqual(before);
  });

  it("JSON that is not a list of pages, an empty file and a signed-out import are refused", async () => {
    const before = await kvSnapshot(kv);
    const notList = await postImport(w, JSON.stringify({ foo: 1 }), cookie);
    expect(notList.status).toBe(400);
    expect(await notList.text()).toContain("O arquivo não contém uma lista de páginas");
    const empty = await postImport(w, "", cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escolha um arquivo JSON exportado.");
    const anonymous = await w.fetch("/admin/painel", {
      method: "POST",
      body: importBody(JSON.stringify(OLD_ROWS)),
      headers: { Origin: w.url },
    });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
    expect(await kvSnapshot(kv)).toEqual(before);
  });
});

describe("export", () => {
  type Export = { version: number; exported_at: string; pages: PageRecord[] };

  async function exportAll(): Promise<Export> {
    const res = await w.fetch("/admin/exportar", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    return res.json();
  }

  it("/admin/exportar returns every full record as JSON, oldest first", async () => {
    expect(created.status).toBe(302);
    expect((await w.fetch("/admin/exportar")).status).toBe(302);
    const res = await w.fetch("/admin/exportar", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="paginas-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const exported = (await res.json()) as Export;
    expect(exported.version).toBe(1);
    expect(Number.isNaN(Date.parse(exported.exported_at))).toBe(false);

    const keys = await pageKeys(kv);
    expect(keys).toHaveLength(5);
    const inKv = await Promise.all(keys.map((k) => kv.get<PageRecord>(k, "json")));
    const byCreation = [...inKv].sort((a, b) => a!.created_at.localeCompare(b!.created_at));
    // Exported as stored, less the keys of its revisions (which stay behind in this namespace).
    expect(exported.pages).toEqual(
      byCreation.map((stored) => {
        const { revisions: _, index: __, clean: ___, ...record } = stored!;
        return record;
      }),
    );
    expect(exported.pages.find((p) => p.slug === CREATED_SLUG)?.category).toBe("Ajustes");
    for (const p of exported.pages) {
      // `kind` (how the page was made) and `origin` (who wrote it) only on pages that record them.
      expect(
        Object.keys(p)
          .filter((k) => k !== "kind" && k !== "origin" && k !== "review")
          .sort(),
      ).toEqual(["category", "content", "created_at", "description", "id", "slug", "status", "title", "updated_at"]);
    }
  });

  it("importing the export into a fresh worker recreates the same pages (round trip)", async () => {
    const exported = await exportAll();
    expect(exported.pages).toHaveLength(5);
    await emptied();
    const freshKv = await fresh.kv();
    const res = await postImport(fresh, JSON.stringify(exported), freshCookie);
    expect(res.status).toBe(200);
    const { rows, summary } = await report(res);
    expect(summary).toBe(`${exported.pages.length} criada(s), 0 ignorada(s), 0 inválida(s).`);
    expect(rows.map((r) => r.status)).toEqual(exported.pages.map(() => "criada"));

    expect(await pageKeys(freshKv)).toEqual(await pageKeys(kv));
    for (const page of exported.pages) {
      // The same records, but for the uniqueness verdict, measured again on the fresh site.
      const withoutVerdict = (raw: string | null) => {
        const { index: _, ...record } = JSON.parse(raw ?? "null") as PageRecord;
        return record;
      };
      const original = await kv.get(`page:${page.slug}`);
      const copy = await freshKv.get(`page:${page.slug}`);
      expect(withoutVerdict(copy), page.slug).toEqual(withoutVerdict(original));
    }

    const again = await fresh.fetch("/admin/exportar", { headers: { Cookie: freshCookie } });
    const reexported = (await again.json()) as Export;
    expect(reexported.pages).toEqual(exported.pages);
    // Signed and unchanged: each page keeps its state (the form's page public, the imported
    // ones still waiting in "Para revisar").
    expect(exported.pages.map((p) => p.status)).toContain("published");
    for (const page of exported.pages) {
      const res = await fresh.fetch(`/links-uteis/${page.slug}`);
      expect(res.status, page.slug).toBe(page.status === "published" ? 200 : 404);
      if (page.status === "published") expect(text(html(await res.text()).querySelector("h1"))).toBe(page.title);
    }
  }, 60_000);

  it("an export edited by hand, or with its signature taken off, is checked and waits in “Para revisar”", async () => {
    const exported = await exportAll();
    const published = exported.pages.find((p) => p.status === "published")!;
    expect(published).toBeDefined();
    const edited = {
      ...exported,
      pages: exported.pages.map((p) =>
        p.slug === published.slug
          ? { ...p, origin: "seller", content: `${p.content}<p>Temos nota 4,9 no Google e centenas de clientes.</p>` }
          : p,
      ),
    };
    const { signature: _, ...unsigned } = exported as Export & { signature?: string };
    expect(_).toMatch(/^[0-9a-f]{64}$/);
    for (const file of [edited, unsigned]) {
      await emptied();
      const freshKv = await fresh.kv();
      const res = await postImport(fresh, JSON.stringify(file), freshCookie);
      const { rows } = await report(res);
      expect(rows.map((r) => r.status)).toEqual(file.pages.map(() => "criada"));
      for (const page of file.pages) {
        const saved = await freshKv.get<PageRecord>(`page:${page.slug}`, "json");
        expect(saved?.status, page.slug).toBe("draft");
        expect(saved?.review, page.slug).toBeDefined();
        expect((await fresh.fetch(`/links-uteis/${page.slug}`)).status, page.slug).toBe(404);
      }
      if (file === edited) {
        // A row that says the seller wrote it is checked all the same: the planted rating is flagged.
        const saved = await freshKv.get<PageRecord>(`page:${published.slug}`, "json");
        expect(saved!.review!.flags.map((f) => f.sentence)).toContain(
          "Temos nota 4,9 no Google e centenas de clientes.",
        );
        expect(rows.find((r) => r.text.includes(published.slug))!.text).toContain("nota 4,9");
      }
    }
  }, 60_000);
});

describe("ids another page holds (issue 34, point 3)", () => {
  // The export's fresh deployment, emptied (its tests empty it again before theirs).
  let iw: RunningWorker;
  let ikv: KVNamespace;
  let icookie: string;
  beforeAll(async () => {
    iw = fresh;
    ikv = await iw.kv();
    icookie = freshCookie;
  });

  const row = (id: string, slug: string) => ({
    id,
    title: `Página ${slug}`,
    slug,
    // Technical text of its own: this file is about ids, not the claims check ("Texto próprio de
    // copia-da-viva." reads to round 10's rules as the company's own copy of something).
    content: `<p>Como regular o fim de curso (${slug}).</p>`,
    description: "Resumo.",
  });
  const idOf = async (slug: string) => (JSON.parse((await ikv.get(`page:${slug}`))!) as PageRecord).id;

  it("a row with a live page's id, a trashed page's id or an id repeated in the file gets a new one, said per row; both pages keep their own trash", async () => {
    await emptied();
    const live = await seedPage(ikv, { ...row("x", "pagina-viva"), category: null });
    const gone = await seedPage(ikv, { ...row("x", "pagina-apagada"), category: null });
    expect(
      (await postForm(iw, "/admin/painel", { intent: "excluir", slug: "pagina-apagada" }, { Cookie: icookie })).status,
    ).toBe(302);
    const liveId = live.record.id;
    const goneId = gone.record.id;

    const res = await postImport(
      iw,
      JSON.stringify([
        row(liveId, "copia-da-viva"),
        row(goneId, "pagina-apagada"),
        row("77", "repetida-um"),
        row("77", "repetida-dois"),
      ]),
      icookie,
    );
    const { rows } = await report(res);
    expect(rows.map((r) => r.status)).toEqual(["criada", "criada", "criada", "criada"]);
    expect(rows[0]!.text).toBe(
      `Linha 1 (copia-da-viva): criada — o identificador “${liveId}” já pertence à página “pagina-viva”; esta recebeu um novo; importada para “Para revisar”: publique depois de ler`,
    );
    expect(rows[1]!.text).toBe(
      `Linha 2 (pagina-apagada): criada — o identificador “${goneId}” já pertence à página “pagina-apagada” na lixeira; esta recebeu um novo; importada para “Para revisar”: publique depois de ler`,
    );
    expect(rows[2]!.text).toBe("Linha 3 (repetida-um): criada — importada para “Para revisar”: publique depois de ler");
    expect(rows[3]!.text).toBe(
      "Linha 4 (repetida-dois): criada — o identificador “77” já pertence à página “repetida-um”; esta recebeu um novo; importada para “Para revisar”: publique depois de ler",
    );
    const ids = await Promise.all(
      ["pagina-viva", "copia-da-viva", "pagina-apagada", "repetida-um", "repetida-dois"].map(idOf),
    );
    expect(new Set([...ids, goneId]).size).toBe(6);
    expect(ids[3]).toBe("77");

    // Trashing the page and its copy keeps two trash records (one shared id used to leave one).
    for (const slug of ["pagina-viva", "copia-da-viva"]) {
      expect((await postForm(iw, "/admin/painel", { intent: "excluir", slug }, { Cookie: icookie })).status).toBe(302);
    }
    const trash = (await ikv.list({ prefix: "trash:" })).keys.map((k) => k.name).sort();
    expect(trash).toEqual([`trash:${liveId}`, `trash:${goneId}`, `trash:${ids[1]}`].sort());
  });
});
