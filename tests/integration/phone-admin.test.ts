// Pages at scale, the trash, the lead pipeline, the seller's text on built-in pages, the WhatsApp
// landline question and /contato, against the built Worker with real local KV and D1 — with the
// bad input a person gives: odd searches, a page another tab deleted, a lead that expired, a
// restore onto an address now taken.
import { clickLink, refOf } from "../support/navigate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_CRON } from "~/worker.server";
import { putInTrash } from "~/lib/pages/trash.server";
import { getPage } from "~/lib/pages/store.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { seedPage } from "../../harness/pages";
import { kvCallLog } from "../../harness/ops";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { readSitemap } from "../../harness/crawl";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({ launched: true });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

const admin = (path: string) => w.fetch(path, { headers: { Cookie: cookie } });
const post = (path: string, fields: Record<string, string>) => postForm(w, path, fields, { Cookie: cookie });
const tag = () => randomTag();

async function seed(title: string, status: "published" | "draft" = "published") {
  const slug = title
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-");
  await seedPage(await w.kv(), {
    title,
    slug,
    description: `Resumo de ${title}.`,
    content: `<p>${title}: ${randomTag(12)} texto só desta página, sem nada em comum.</p>`,
    category: null,
    status,
  });
  return slug;
}

/** The toast a redirect flashed, read from the page it leads to. */
async function toastAfter(res: Response): Promise<string> {
  expect(res.status).toBe(302);
  // The toast travels in the session cookie the redirect set.
  const flashed = res.headers.get("set-cookie")?.split(";")[0] ?? cookie;
  const next = await w.fetch(res.headers.get("location")!, { headers: { Cookie: flashed } });
  return text((await getHtml(next)).querySelector("[data-toast]"));
}

describe("the panel's search", () => {
  it("answers quotes, accents and 2,000 characters with results or an empty state, never a 500", async () => {
    const t = tag();
    const slug = await seed(`Instalação de portão "basculante" ${t}`);
    const found = await admin(`/admin/painel?busca=${encodeURIComponent(`"INSTALACAO" ${t}`)}`);
    expect(found.status).toBe(200);
    const doc = await getHtml(found);
    expect(doc.querySelectorAll("[data-panel-list] > li").map((li) => text(li.querySelector("p")))).toEqual([
      `Instalação de portão "basculante" ${t}`,
    ]);
    expect(text(doc.querySelector("[data-search-count]"))).toBe("1 página encontrada");
    expect(
      text((await getHtml(await admin(`/admin/painel?busca=${slug}`))).querySelector("[data-panel-list]")),
    ).toContain(t);
    for (const q of ["á".repeat(2000), "\"'<>%", "%E0%A4%A"]) {
      const res = await admin(`/admin/painel?busca=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 10)).toBe(200);
      const page = await getHtml(res);
      expect(page.querySelector("[data-panel-list]") ?? page.querySelector("[data-empty-panel]")).not.toBeNull();
    }
    const none = await getHtml(await admin(`/admin/painel?busca=${"á".repeat(2000)}`));
    expect(text(none.querySelector("[data-empty-panel]"))).toBe(
      "Nenhuma página encontrada com esta busca ou estes filtros.",
    );
  });
});

describe("bulk actions", () => {
  it("on a page another tab just deleted: that page is named, the others are done", async () => {
    const t = tag();
    const slugs = [await seed(`Lote um ${t}`), await seed(`Lote dois ${t}`), await seed(`Lote tres ${t}`)];
    // Deleted "in another tab" between the list and the bulk action.
    expect((await post("/admin/painel", { intent: "excluir", slug: slugs[1]! })).status).toBe(302);
    const body = new URLSearchParams({ intent: "bulk", acao: "despublicar", back: `/admin/painel?busca=${t}` });
    for (const s of slugs) body.append("paginas", s);
    const res = await w.fetch("/admin/painel", {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: w.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.headers.get("location")).toBe(`/admin/painel?busca=${t}`);
    const toast = await toastAfter(res);
    expect(toast).toContain("2 páginas voltaram a rascunho");
    expect(toast).toContain(`/links-uteis/${slugs[1]}: não existe mais`);
    const kv = await w.kv();
    expect((await getPage(kv, slugs[0]!))?.status).toBe("draft");
    expect((await getPage(kv, slugs[2]!))?.status).toBe("draft");
    expect((await w.fetch(`/links-uteis/${slugs[0]}`)).status).toBe(404);
  });

  it("refuses an unknown action without changing anything", async () => {
    const slug = await seed(`Intocada ${tag()}`);
    const res = await post("/admin/painel", { intent: "bulk", acao: "apagar-tudo", paginas: slug });
    expect(await toastAfter(res)).toContain("Escolha uma ação");
    expect((await getPage(await w.kv(), slug))?.status).toBe("published");
  });
});

describe("the trash", () => {
  it("keeps a deleted page 404 for visitors, then restores it with its revisions", async () => {
    const slug = await seed(`Na lixeira ${tag()}`);
    const kv = await w.kv();
    const before = (await getPage(kv, slug))!;
    expect((await post("/admin/painel", { intent: "excluir", slug })).status).toBe(302);
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(404);
    expect((await readSitemap(w)).map((u) => u.path)).not.toContain(`/links-uteis/${slug}`);
    const trash = await getHtml(await admin("/admin/lixeira"));
    expect(text(trash.querySelector("[data-trash-list]"))).toContain(before.title);
    const restored = await post("/admin/lixeira", { intent: "restaurar", id: before.id });
    expect(await toastAfter(restored)).toContain("Página restaurada");
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(200);
    // The same page, measured again by the uniqueness gate as it comes back.
    const { index: restoredVerdict, ...again } = (await getPage(kv, slug))!;
    const { index: _, ...kept } = before;
    expect(again).toEqual(kept);
    expect(restoredVerdict?.checkedAt).toBeDefined();
  });

  it("refuses a restore onto an address another page now uses, naming both", async () => {
    const t = tag();
    const slug = await seed(`Endereço disputado ${t}`);
    const id = (await getPage(await w.kv(), slug))!.id;
    await post("/admin/painel", { intent: "excluir", slug });
    // A new page takes the address while the old one is in the trash.
    await seedPage(await w.kv(), {
      title: `Ocupante ${t}`,
      slug,
      description: "Outra.",
      content: `<p>Outra página ${t}.</p>`,
      category: null,
    });
    const res = await post("/admin/lixeira", { intent: "restaurar", id });
    expect(res.status).toBe(409);
    const message = text((await getHtml(res)).querySelector("[role='alert']"));
    expect(message).toContain(`“Endereço disputado ${t}” não pode voltar para /links-uteis/${slug}`);
    expect(message).toContain(`“Ocupante ${t}”`);
    expect((await getPage(await w.kv(), slug))?.title).toBe(`Ocupante ${t}`);
    const gone = await post("/admin/lixeira", { intent: "restaurar", id: "nao-existe" });
    expect(gone.status).toBe(404);
  });

  it("is emptied by the daily cron after 30 days, revisions included", async () => {
    const slug = await seed(`Velha ${tag()}`);
    const kv = await w.kv();
    const page = (await getPage(kv, slug))!;
    await post("/admin/painel", { intent: "excluir", slug });
    // The same entry as if it had been deleted 31 days ago.
    const revision = `rev:${page.id}:20260101T000000000Z`;
    await kv.put(revision, JSON.stringify(page));
    await putInTrash(kv, { ...page, revisions: [revision] }, new Date(Date.now() - 31 * 86_400_000));
    const fresh = await seed(`Recente ${tag()}`);
    await post("/admin/painel", { intent: "excluir", slug: fresh });
    await w.scheduled(DAILY_CRON);
    const keys = (await kv.list({ prefix: "trash:" })).keys.map((k) => k.name);
    expect(keys).not.toContain(`trash:${page.id}`);
    expect(keys.length).toBeGreaterThan(0);
    expect((await kv.list({ prefix: `rev:${page.id}:` })).keys).toEqual([]);
  });
});

describe("a lead as a deal", () => {
  const UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36";
  async function lead(ip: string): Promise<string> {
    // A real click: a top-level navigation from the site (only those are recorded).
    const ref = refOf(await clickLink(w.url, "/contato/whatsapp?de=/cidades/osasco", { ip, ua: UA }));
    if (!ref) throw new Error(`The click from ${ip} was not recorded`);
    return ref;
  }

  it("moves through the stages with a name and a note, counted per stage", async () => {
    const ref = await lead("10.9.0.1");
    for (const etapa of ["em_conversa", "orcamento_enviado"]) {
      const res = await post("/admin/contatos", {
        intent: "atualizar",
        ref,
        etapa,
        nome: "Ana S.",
        observacao: "Portão basculante, visita sábado.",
      });
      expect(res.status).toBe(302);
    }
    const closed = await post("/admin/contatos", {
      intent: "atualizar",
      ref,
      etapa: "fechado",
      nome: "Ana S.",
      valor: "1.250,00",
    });
    expect(await toastAfter(closed)).toContain(`Contato ${ref}: Fechado (R$`);
    const row = await (await w.db())
      .prepare("SELECT stage, customer_name, note, closed_at, value_cents FROM leads WHERE ref = ?")
      .bind(ref)
      .first();
    expect(row).toMatchObject({ stage: "fechado", customer_name: "Ana S.", note: null, value_cents: 125000 });
    expect(row?.closed_at).not.toBeNull();
    const doc = await getHtml(await admin(`/admin/contatos?ref=${ref}`));
    expect(text(doc.querySelector("[data-lead-details]"))).toContain("Ana S.");
    const counts = doc.querySelectorAll("[data-stage-counts] li").map(text);
    expect(counts.find((c) => c.startsWith("Fechado"))).toMatch(/^Fechado ?[1-9]/);
  });

  it("a stage or note on a lead that expired or never existed: a clear message, nothing saved", async () => {
    const ref = await lead("10.9.0.2");
    const db = await w.db();
    // The daily retention deleted it (older than 13 months).
    await db.prepare("UPDATE leads SET created_at = 0 WHERE ref = ?").bind(ref).run();
    await w.scheduled(DAILY_CRON);
    const res = await post("/admin/contatos", { intent: "atualizar", ref, etapa: "perdido", observacao: "Desistiu." });
    expect(res.status).toBe(404);
    expect(text((await getHtml(res)).querySelector("[role='alert']"))).toContain(
      `O contato ${ref} não existe mais: os contatos são apagados depois de 13 meses`,
    );
    const bad = await post("/admin/contatos", { intent: "atualizar", ref, etapa: "ganho" });
    expect(bad.status).toBe(400);
    const long = await post("/admin/contatos", {
      intent: "atualizar",
      ref: await lead("10.9.0.3"),
      etapa: "novo",
      observacao: "x".repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("A observação pode ter no máximo 1000 caracteres.");
  });
});

describe("the seller's text on a built-in page", () => {
  it("shows on the city page inside its main content, sanitized, revisioned, and can be removed", async () => {
    const path = "/cidades/santo-andre";
    const words = `Instalamos ${tag()} motores no Parque das Nações desde 2010.`;
    const res = await post("/admin/textos", {
      intent: "salvar",
      pagina: path,
      content: `<p>${words}</p><script>alert(1)</script><p onclick="x()">ok</p>`,
    });
    expect(await toastAfter(res)).toContain("Texto salvo");
    const page = await getHtml(await w.fetch(path));
    const block = page.querySelector("main [data-seller-text]");
    expect(text(block)).toContain(words);
    expect(block?.innerHTML).not.toMatch(/<script|onclick/);
    const edited = await post("/admin/textos", {
      intent: "salvar",
      pagina: path,
      content: "Texto novo.\n\nSegundo parágrafo.",
    });
    expect(edited.status).toBe(302);
    expect(text((await getHtml(await w.fetch(path))).querySelector("[data-seller-text]"))).toBe(
      "Texto novo. Segundo parágrafo.",
    );
    const screen = await (await admin(`/admin/textos?pagina=${encodeURIComponent(path)}`)).text();
    const rev = /name="rev" value="(\d{8}T\d{9}Z)"/.exec(screen)?.[1];
    expect(rev).toBeDefined();
    expect((await post("/admin/textos", { intent: "restaurar", pagina: path, rev: rev! })).status).toBe(302);
    expect(text((await getHtml(await w.fetch(path))).querySelector("[data-seller-text]"))).toContain(words);
    expect((await post("/admin/textos", { intent: "salvar", pagina: path, content: "  " })).status).toBe(302);
    expect((await getHtml(await w.fetch(path))).querySelector("[data-seller-text]")).toBeNull();
    const unknown = await post("/admin/textos", { intent: "salvar", pagina: "/links-uteis/x", content: "x" });
    expect(unknown.status).toBe(404);
  });

  it("costs a public view no read where there is none, and one read where there is one", async () => {
    await post("/admin/textos", { intent: "salvar", pagina: "/local/moema", content: `<p>Moema ${tag()}.</p>` });
    await w.dispose({ keepState: true });
    const ops: string[] = [];
    const counted = await startWorker({
      persistDir: w.persistDir,
      cache: false,
      ...kvCallLog(ops),
    });
    try {
      const view = async (path: string) => {
        ops.length = 0;
        expect((await counted.fetch(path)).status).toBe(200);
        return [...ops];
      };
      const cold = await view("/local/moema");
      const warm = await view("/local/moema");
      const without = await view("/local/vila-mariana");
      // Cold: "Dados da empresa", the listing, this page's seller text, and the jobs done shown on
      // place pages (one KV value, read once per isolate: tests/integration/jobs-done.test.ts).
      expect(cold.length, cold.join(", ")).toBeLessThanOrEqual(4);
      expect(cold.filter((op) => op !== "get obras:publicadas").length, cold.join(", ")).toBeLessThanOrEqual(3);
      expect(warm.length, warm.join(", ")).toBeLessThanOrEqual(2);
      expect(warm).not.toContain("list");
      expect(cold).toContain("get page:/local/moema");
      expect(without.some((op) => op.includes("page:/"))).toBe(false);
    } finally {
      await counted.dispose({ keepState: true });
      w = await startWorker({ persistDir: w.persistDir, launched: true });
      cookie = await signInCookie(w);
    }
  });
});

describe("contact details", () => {
  it("asks before saving a WhatsApp number that looks like a landline, saves it once confirmed", async () => {
    const form = await getHtml(await admin("/admin/empresa"));
    const fields: Record<string, string> = {};
    for (const el of form.querySelectorAll("form[method='post'] input, form[method='post'] textarea")) {
      const name = el.getAttribute("name");
      if (!name || el.getAttribute("type") === "checkbox") continue;
      fields[name] = el.tagName === "TEXTAREA" ? el.textContent : (el.getAttribute("value") ?? "");
    }
    fields.whatsapp = "(11) 8765-4321";
    const asked = await post("/admin/empresa", fields);
    expect(asked.status).toBe(409);
    const page = await getHtml(asked);
    expect(text(page.querySelector("[role='alert']"))).toContain("Este número tem WhatsApp?");
    expect(page.querySelector("[data-confirm-landline]")).not.toBeNull();
    const saved = await post("/admin/empresa", { ...fields, whatsappFixo: "on" });
    expect(saved.status).toBe(302);
    expect(await (await w.kv()).get("settings:empresa", "json")).toMatchObject({ whatsappDigits: "551187654321" });
    // The same number again is not asked about.
    expect((await post("/admin/empresa", fields)).status).toBe(302);
  });

  it("has a /contato page in the sitemap, and no Admin link on public pages", async () => {
    const res = await w.fetch("/contato");
    expect(res.status).toBe(200);
    const doc = await getHtml(res);
    expect(text(doc.querySelector("h1"))).toBe("Contato");
    const main = text(doc.querySelector("main"));
    expect(main).toContain("Segunda a sexta");
    expect(doc.querySelector("main a[href^='tel:']")).not.toBeNull();
    expect(doc.querySelector("main a[href^='/contato/whatsapp']")).not.toBeNull();
    expect((await readSitemap(w)).map((u) => u.path)).toContain("/contato");
    const home = await getHtml(await w.fetch("/"));
    expect(home.querySelector("a[href='/admin/login']")).toBeNull();
    expect(home.querySelector("footer a[href='/sitemap']")).not.toBeNull();
    expect(home.querySelector("header a[href^='tel:']")).not.toBeNull();
  });
});

describe("pages the uniqueness gate never measured", () => {
  it("are measured by the daily cron: a distinct one joins the index and sitemap.xml", async () => {
    const tag = randomTag();
    const title = `Guia salvo antes da verificação ${tag}`;
    // Words no other page has, so the page's text is its own.
    const words = Array.from({ length: 160 }, (_, i) => `termo${tag}${i}`);
    const content = Array.from({ length: 8 }, (_, i) => `<p>${words.slice(i * 20, i * 20 + 20).join(" ")}.</p>`).join(
      "",
    );
    // Saved without the Worker's D1, as before the gate existed: public, never measured, out of the index.
    const saved = await seedPage(await w.kv(), {
      title,
      slug: `guia-salvo-antes-${tag}`,
      description: `Guia ${tag}.`,
      content,
      category: null,
    });
    expect(saved.record.index?.ok).not.toBe(true);
    expect((await readSitemap(w)).map((s) => s.path)).not.toContain(`/links-uteis/guia-salvo-antes-${tag}`);
    await w.scheduled(DAILY_CRON);
    const page = await getPage(await w.kv(), `guia-salvo-antes-${tag}`);
    expect(page?.index?.ok).toBe(true);
    expect(page?.status).toBe("published");
    await expect
      .poll(async () => (await readSitemap(w)).map((s) => s.path), { timeout: 15_000 })
      .toContain(`/links-uteis/guia-salvo-antes-${tag}`);
  });
});
