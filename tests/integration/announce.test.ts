// Every write path announces its change exactly once: the page store records each change and one
// function (onPagesChanged) turns them into purges and IndexNow notifications, after the response
// or once at the end of a generation job. Paths: the panel's form, the edit form, publish and
// unpublish, restoring a version, deleting (panel and page: to the trash), restoring from the
// trash, a bulk publish, a seller text on a built-in page, importing, the content generator's
// save, and the three generation jobs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchTitles, technicalTopics } from "@content/generator-titles";
import type { JobView } from "~/lib/jobs/jobs";
import { slugify } from "~/lib/pages/slug";
import { postForm, signInCookie } from "../../harness/admin-client";
import { approveReviewed } from "../../harness/launched-site";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { seedPage } from "../../harness/pages";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

const ORIGIN = "https://motoresppa.com.br";
let w: RunningWorker;
let indexNow: FakeIndexNow;
let ai: FakeOpenAi;
let cookie: string;

beforeAll(async () => {
  [indexNow, ai] = await Promise.all([startFakeIndexNow(), startFakeOpenAi()]);
  w = await startWorker({
    bindings: {
      INDEXNOW_KEY: "chave-indexnow-teste-123",
      INDEXNOW_ENDPOINT: indexNow.endpoint(),
      AI_API_KEY: "sk-teste-anuncio-0123456789",
      AI_BASE_URL: ai.baseUrl("ok"),
      JOB_PAUSE_MS: "0",
    },
  });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await Promise.all([indexNow?.close(), ai?.close()]);
});

const url = (slug: string) => `${ORIGIN}/links-uteis/${slug}`;
const admin = () => ({ Cookie: cookie });

/** How many notifications named each URL. */
function counts(): Map<string, number> {
  const byUrl = new Map<string, number>();
  for (const body of indexNow.received) for (const u of body.urlList) byUrl.set(u, (byUrl.get(u) ?? 0) + 1);
  return byUrl;
}

const unique = (label: string) => `${label} ${randomTag()}`;

/** A page's own prose about the gate: every sentence carries the tag, so no other page shares its shingles. */
const generatorProse = (tag: string) =>
  `<h2>Como a fotocélula protege o portão</h2>${["a", "b", "c", "d", "e", "f"]
    .map(
      (n) =>
        `<p>A fotocélula ${tag}${n} é um par de sensores: um emissor manda um feixe de luz ao receptor do outro lado da passagem. ` +
        `Quando algo corta o feixe da fotocélula ${tag}${n}, a central para o portão e inverte o movimento, para não fechar sobre um carro. ` +
        `Lentes sujas ou desalinhadas na fotocélula ${tag}${n} fazem o portão voltar sem motivo, por isso vale limpar as duas com um pano seco. ` +
        `Depois da limpeza, confira se o LED do receptor ${tag}${n} acende com a passagem livre e apaga quando você passa a mão.</p>`,
    )
    .join("")}`;

function pageFields(title: string, status = "published") {
  return {
    intent: "create",
    title,
    slug: slugify(title),
    description: `Resumo de ${title}.`,
    content: `<p>${title}: texto próprio desta página sobre ${randomTag(12)} e mais nada em comum com as outras.</p>`,
    status,
  };
}

async function createPage(title: string, status = "published"): Promise<string> {
  const res = await postForm(w, "/admin/painel", pageFields(title, status), admin());
  expect(res.status).toBe(302);
  return slugify(title);
}

async function job(tool: "lote" | "tecnico" | "conteudo", fields: Record<string, string> = {}): Promise<JobView> {
  const started = await postForm(w, `/admin/api/trabalhos/${tool}`, { intent: "start", ...fields }, admin());
  expect(started.status).toBe(200);
  let view: JobView | null = null;
  await expect
    .poll(
      async () => {
        const res = await w.fetch(`/admin/api/trabalhos/${tool}`, { headers: admin() });
        view = ((await res.json()) as { job: JobView }).job;
        return view.status;
      },
      { timeout: 60_000 },
    )
    .toBe("completed");
  return view!;
}

describe("announcements", { shuffle: false }, () => {
  const expected = new Map<string, number>();
  const expect1 = (slug: string) => expected.set(url(slug), (expected.get(url(slug)) ?? 0) + 1);

  it("the panel's form, a draft (not announced), then its publication", async () => {
    const published = await createPage(unique("Página do formulário"));
    expect1(published);
    await indexNow.waitFor(url(published));
    const draft = await createPage(unique("Rascunho do formulário"), "draft");
    const publish = await postForm(w, `/admin/paginas/${draft}/status`, { status: "published" }, admin());
    expect(publish.status).toBe(302);
    expect1(draft);
    await indexNow.waitFor(url(draft));
  });

  it("an edit, a move to a new address (both addresses), an unpublish, a restore and deletes", async () => {
    const title = unique("Página editada");
    const slug = await createPage(title);
    expect1(slug);
    await indexNow.waitFor(url(slug));
    const edited = { ...pageFields(title), intent: "update", content: `<p>Texto novo de ${title}, reescrito.</p>` };
    expect((await postForm(w, `/admin/paginas/${slug}/editar`, edited, admin())).status).toBe(302);
    expect1(slug);
    const moved = `${slug}-novo`;
    expect((await postForm(w, `/admin/paginas/${slug}/editar`, { ...edited, slug: moved }, admin())).status).toBe(302);
    expect1(slug);
    expect1(moved);
    await indexNow.waitFor(url(moved));
    expect((await postForm(w, `/admin/paginas/${moved}/status`, { status: "draft" }, admin())).status).toBe(302);
    expect1(moved);
    const edit = await (await w.fetch(`/admin/paginas/${moved}/editar`, { headers: admin() })).text();
    const revision = /\/versoes\/(\d{8}T\d{9}Z)/.exec(edit)?.[1];
    expect(revision).toBeDefined();
    expect((await postForm(w, `/admin/paginas/${moved}/versoes/${revision}`, {}, admin())).status).toBe(302);
    // A draft restored to an older text stays a draft: nothing public changed.
    const deletedFromPanel = await createPage(unique("Excluída no painel"));
    expect1(deletedFromPanel);
    expect((await postForm(w, "/admin/painel", { intent: "excluir", slug: deletedFromPanel }, admin())).status).toBe(
      302,
    );
    expect1(deletedFromPanel);
    const deletedOnPage = await createPage(unique("Excluída na página"));
    expect1(deletedOnPage);
    expect((await postForm(w, `/links-uteis/${deletedOnPage}`, {}, admin())).status).toBe(302);
    expect1(deletedOnPage);
    await indexNow.waitFor(url(deletedOnPage), indexNow.received.length - 1);
  });

  it("a restore from the trash, a bulk publish and a seller text on a built-in page", async () => {
    const trashed = await createPage(unique("Restaurada da lixeira"));
    expect1(trashed);
    const { id } = (await (await w.kv()).get(`page:${trashed}`, "json")) as { id: string };
    expect((await postForm(w, "/admin/painel", { intent: "excluir", slug: trashed }, admin())).status).toBe(302);
    expect1(trashed);
    expect((await postForm(w, "/admin/lixeira", { intent: "restaurar", id }, admin())).status).toBe(302);
    expect1(trashed);
    await indexNow.waitFor(url(trashed), indexNow.received.length - 1);
    const drafts = [
      await createPage(unique("Lote rascunho um"), "draft"),
      await createPage(unique("Lote rascunho dois"), "draft"),
    ];
    const bulk = new URLSearchParams({ intent: "bulk", acao: "publicar" });
    for (const d of drafts) bulk.append("paginas", d);
    const res = await w.fetch("/admin/painel", {
      method: "POST",
      body: bulk,
      headers: { ...admin(), Origin: w.url, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    for (const d of drafts) expect1(d);
    await indexNow.waitFor(url(drafts[1]!));
    const city = `${ORIGIN}/cidades/santo-andre`;
    const text = { intent: "salvar", pagina: "/cidades/santo-andre", content: `<p>${unique("Texto do vendedor")}</p>` };
    expect((await postForm(w, "/admin/textos", text, admin())).status).toBe(302);
    expected.set(city, (expected.get(city) ?? 0) + 1);
    await indexNow.waitFor(city);
  });

  it("an import announces nothing (an unsigned file waits in “Para revisar”), then a row once the seller publishes it", async () => {
    const rows = [
      { title: unique("Importada publicada"), content: "<p>Importada, com texto próprio.</p>" },
      { title: unique("Importada rascunho"), content: "<p>Rascunho importado.</p>", status: "draft" },
    ];
    const form = new FormData();
    form.set("arquivo", new File([JSON.stringify({ pages: rows })], "p.json", { type: "application/json" }));
    const res = await w.fetch("/admin/importar", {
      method: "POST",
      body: form,
      headers: { ...admin(), Origin: w.url },
    });
    expect(res.status).toBe(200);
    const slug = slugify(rows[0]!.title);
    const published = await postForm(w, `/admin/revisar/${slug}`, { intent: "publicar" }, admin());
    expect(published.status).toBe(302);
    expect1(slug);
    await indexNow.waitFor(url(slug));
  });

  it("the content generator's save", async () => {
    const title = unique("Salva pelo gerador");
    const res = await postForm(
      w,
      "/admin/local-generator",
      {
        intent: "save",
        title,
        // Above the quality floor (app/lib/gate/quality.ts): a subheading and text about the gate,
        // more than 120 words no other page has, in sentences that read in order (a list of words
        // is word salad the coherence floor, app/lib/gate/coherence.ts, rightly keeps out of Google
        // and so out of IndexNow).
        content: generatorProse(title.split(" ").at(-1)!),
        description: "Resumo.",
      },
      admin(),
    );
    expect(res.status).toBe(200);
    expect1(slugify(title));
    await indexNow.waitFor(url(slugify(title)));
  });

  it("a generation job's pages once each, when the seller publishes them from the queue, never a skipped or draft one", async () => {
    // All but the last 3 of each tool's fixed titles exist: a job completes only what is missing.
    const kv = await w.kv();
    for (const [i, title] of [
      ...batchTitles.slice(0, -3),
      ...technicalTopics.slice(0, -3).map((t) => t.title),
    ].entries())
      await seedPage(kv, { title, slug: slugify(title), description: "Existente.", content: `<p>Existente ${i}.</p>` });
    const before = indexNow.received.length;
    const runs = [
      await job("lote"),
      await job("tecnico"),
      await job("conteudo", { titles: `${unique("Título um")}\n${unique("Título dois")}`, engine: "local" }),
    ];
    // Their pages wait in "Para revisar": a job announces nothing.
    for (const run of runs) {
      const created = run.items.filter((i) => i.success && !i.skipped);
      expect(created.length).toBeGreaterThan(0);
      expect(created.every((i) => i.review)).toBe(true);
    }
    // Published from the queue once read: one notification per publish, naming what went public
    // and Google may index (a page the gate or the quality floor holds out is not announced).
    let announced = 0;
    for (const run of runs) {
      expect(await approveReviewed(w, cookie, run)).toBe(302);
      const kv = await w.kv();
      let inThisPublish = 0;
      for (const item of run.items.filter((i) => i.success && !i.skipped)) {
        const record = (await kv.get(`page:${item.slug}`, "json")) as { status: string; index?: { ok: boolean } };
        if (record.status === "published" && record.index?.ok) {
          expect1(item.slug);
          inThisPublish++;
        }
      }
      if (inThisPublish > 0) announced++;
    }
    expect(announced).toBeGreaterThan(0);
    await expect.poll(() => indexNow.received.length - before).toBe(announced);
  });

  it("no URL was announced twice, nor one that never was public", async () => {
    // A last change, announced after all the others: anything sent twice arrived before it.
    const last = await createPage(unique("Última"));
    expect1(last);
    await indexNow.waitFor(url(last));
    expect(Object.fromEntries(counts())).toEqual(Object.fromEntries(expected));
  });
});
