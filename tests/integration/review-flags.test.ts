// No way around the seller's review (issue 40, parts 4 and 5), on the built Worker against a fake
// AI that plants invented claims about the business (harness/fakes/fake-openai.ts "planted"): the
// technical job, a content job, the content generator's single AI save and an import of rows
// marked as the seller's own each leave a draft in "Para revisar" whose lying sentences are kept
// in the text as undecided flags — 404 to visitors, out of the sitemap, never sent to IndexNow,
// never in the page's summary. Publishing is refused while one is undecided; keep, rewrite and
// remove persist (with the date); then it publishes. A bulk publish skips and names such pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PageRecord, undecidedFlags } from "~/lib/pages/page-record";
import { postForm, signInCookie } from "../../harness/admin-client";
import { readSitemap } from "../../harness/crawl";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { PLANTED_CLAIMS, plantedAnswer, startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { html } from "../../harness/html";
import { runJob, singleAiSave } from "../../harness/launched-site";
import { pageRecords } from "../../harness/page-records";
import { startWorker, type RunningWorker } from "../../harness/worker";

const ORIGIN = "https://motoresppa.com.br";
/** What each planted claim says: the name, the figure, the promise (the frozen-fact cut may trim a price). */
const PLANTED_MARKS = ["Cláudia", "4,9", "trezentas avaliações", "um ano", "melhor empresa", "mesmo dia", "João"];
const planted = (sentence: string) => PLANTED_MARKS.some((m) => sentence.includes(m));

let ai: FakeOpenAi;
let indexNow: FakeIndexNow;
let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  [ai, indexNow] = await Promise.all([startFakeOpenAi(), startFakeIndexNow()]);
  w = await startWorker({
    launched: true,
    bindings: {
      AI_API_KEY: "sk-teste-revisao-0123456789",
      AI_BASE_URL: ai.baseUrl("planted"),
      INDEXNOW_KEY: "chave-indexnow-revisao-123",
      INDEXNOW_ENDPOINT: indexNow.endpoint(),
      JOB_PAUSE_MS: "0",
    },
  });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await Promise.all([ai?.close(), indexNow?.close()]);
});

/** Titles the fake answers with planted claims (one in three, by the title's hash). */
function lyingTitles(prefix: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const title = `${prefix} ${i}`;
    if (PLANTED_CLAIMS.some((c) => plantedAnswer(`Escreva a página: "${title}"`).includes(c))) out.push(title);
  }
  return out;
}

const record = async (slug: string) => (await w.kv()).get<PageRecord>(`page:${slug}`, "json");
const announced = () => new Set(indexNow.received.flatMap((b) => b.urlList));

/**
 * What the public and the seller are shown: the sitemap's paths and the "Para revisar" queue. Read
 * once for pages checked together (nothing is written between their checks), not once a page.
 */
async function shown(): Promise<{ sitemap: string[]; queue: string }> {
  const sitemap = (await readSitemap(w)).map((u) => u.path);
  const queue = await (await w.fetch("/admin/revisar", { headers: { Cookie: cookie } })).text();
  return { sitemap, queue };
}

/** The page waits unseen, its planted sentences kept in its text as undecided flags. */
async function expectWaiting(slug: string, view?: { sitemap: string[]; queue: string }): Promise<PageRecord> {
  const page = await record(slug);
  expect(page, slug).not.toBeNull();
  expect(page!.status, slug).toBe("draft");
  const flags = page!.review?.flags ?? [];
  const lies = flags.filter((f) => planted(f.sentence));
  expect(lies.length, slug).toBeGreaterThan(0);
  expect(undecidedFlags(page!.review), slug).toBe(flags.length);
  for (const f of lies.filter((l) => l.field === "content")) expect(page!.content, slug).toContain(f.sentence);
  // The summary (meta description, teasers) holds no planted sentence but one flagged in it.
  const inDescription = flags.filter((f) => f.field === "description").map((f) => f.sentence);
  for (const mark of PLANTED_MARKS.filter((m) => page!.description.includes(m)))
    expect(
      inDescription.some((f) => f.includes(mark)),
      `${slug}: ${mark}`,
    ).toBe(true);
  const gone = await w.fetch(`/links-uteis/${slug}`);
  await gone.arrayBuffer();
  expect(gone.status, slug).toBe(404);
  const { sitemap, queue } = view ?? (await shown());
  expect(sitemap, slug).not.toContain(`/links-uteis/${slug}`);
  expect(announced().has(`${ORIGIN}/links-uteis/${slug}`), slug).toBe(false);
  // Listed in the queue with its count of sentences to decide.
  expect(queue).toContain(`data-review-item="${slug}"`);
  return page!;
}

/** The toast a redirect flashed, read as the next page shows it. */
async function toastOf(res: Response): Promise<string> {
  expect(res.status).toBe(302);
  const session = /__ppa_admin=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  const next = await w.fetch(res.headers.get("location")!, { headers: { Cookie: session ?? cookie } });
  return html(await next.text()).querySelector("[data-toast]")?.text ?? "";
}

const decide = (slug: string, flag: number, sentence: string, action: string, text?: string) =>
  postForm(
    w,
    `/admin/revisar/${slug}`,
    { intent: "decidir", flag: String(flag), sentence, action, ...(text !== undefined ? { text } : {}) },
    { Cookie: cookie },
  );

let technical: string[] = [];
let technicalLying: string[] = [];

// One story, in order: the paths make the pages the decisions and the bulk publishes then use.
describe("every path queues a page with invented claims; the seller decides, then publishes", {
  shuffle: false,
}, () => {
  it("the technical job", async () => {
    const job = await runJob(w, cookie, "tecnico");
    const made = job.items.filter((i) => i.success && !i.skipped);
    expect(made.length).toBeGreaterThan(0);
    technical = made.map((i) => i.slug);
    // The items whose AI answer held planted claims (the fake's answer, recomputed from the request).
    const answers = ai.requests.map((r) => r.body.messages.find((m) => m.role === "user")!.content);
    const lying = made.filter((i) =>
      answers.some((a) => a.includes(`"${i.title}"`) && PLANTED_CLAIMS.some((c) => plantedAnswer(a).includes(c))),
    );
    expect(lying.length).toBeGreaterThanOrEqual(made.length / 5);
    const view = await shown();
    for (const item of lying) {
      expect(item.removed, item.slug).toMatch(/frases? marcadas? para você decidir: “/);
      await expectWaiting(item.slug, view);
    }
    technicalLying = lying.map((i) => i.slug);
  }, 300_000);

  it("a content job", async () => {
    const titles = lyingTitles("Trava elétrica do portão", 2);
    const job = await runJob(w, cookie, "conteudo", { titles: titles.join("\n"), engine: "ai", creativity: "70" });
    expect(job.items.map((i) => [i.success, i.review])).toEqual(titles.map(() => [true, true]));
    const view = await shown();
    for (const item of job.items) await expectWaiting(item.slug, view);
  }, 120_000);

  it("the content generator's single AI save", async () => {
    const [title] = lyingTitles("Sensor de obstáculo no portão", 1);
    const saved = await singleAiSave(w, cookie, title!);
    expect(PLANTED_CLAIMS.some((c) => saved.field("content").includes(c))).toBe(true);
    const body = saved.body;
    expect(saved.status).toBe(200);
    expect(body).toContain("Página salva em “Para revisar”");
    const slug = /href="\/admin\/revisar\/([a-z0-9-]+)"/.exec(body)?.[1];
    expect(slug).toBeDefined();
    await expectWaiting(slug!);
  });

  it("an import of rows marked as the seller's own (no signature)", async () => {
    const form = new FormData();
    const rows = [
      {
        title: "Regulagem da embreagem do motor",
        slug: "regulagem-da-embreagem-importada",
        origin: "seller",
        status: "published",
        description: `${PLANTED_CLAIMS[0]} Guia da regulagem da embreagem.`,
        content: `<h2>Regulagem</h2><p>${PLANTED_CLAIMS[1]} A embreagem protege o motor quando o portão encontra um obstáculo.</p><p>${PLANTED_CLAIMS[3]} Ajuste a embreagem com o portão destravado e a energia desligada.</p><p>${PLANTED_CLAIMS[5]} Teste o ajuste com um objeto leve no caminho da folha.</p>`,
      },
    ];
    form.set("arquivo", new File([JSON.stringify(rows)], "paginas.json", { type: "application/json" }));
    const res = await w.fetch("/admin/importar", {
      method: "POST",
      body: form,
      headers: { Origin: w.url, Cookie: cookie },
    });
    const report = await res.text();
    expect(res.status).toBe(200);
    expect(report).toContain("importada para “Para revisar”");
    const page = await expectWaiting("regulagem-da-embreagem-importada");
    expect(page.review!.flags.map((f) => f.field)).toEqual(["description", "content", "content", "content"]);
  });
  const slug = "regulagem-da-embreagem-importada";

  it("publishing is refused while a sentence is undecided; keep, rewrite and remove persist with the date", async () => {
    const refused = await postForm(w, `/admin/revisar/${slug}`, { intent: "publicar" }, { Cookie: cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("faltam decidir 4 frases marcadas");

    const empty = await decide(slug, 2, PLANTED_CLAIMS[3]!, "rewrite", "   ");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Escreva o novo texto da frase");
    const stale = await decide(slug, 2, "Outra frase qualquer.", "keep");
    expect(stale.status).toBe(409);

    const before = Date.now();
    expect(await toastOf(await decide(slug, 0, PLANTED_CLAIMS[0]!, "remove"))).toContain("Frase removida");
    expect(await toastOf(await decide(slug, 1, PLANTED_CLAIMS[1]!, "keep"))).toContain("Frase mantida como sua");
    const rewritten = "Peça ao técnico a regulagem da embreagem na visita.";
    expect(await toastOf(await decide(slug, 2, PLANTED_CLAIMS[3]!, "rewrite", rewritten))).toContain(
      "Falta decidir 1 frase",
    );

    const page = (await record(slug))!;
    const [d0, d1, d2, d3] = page.review!.flags.map((f) => f.decision);
    expect([d0?.action, d1?.action, d2?.action, d3]).toEqual(["remove", "keep", "rewrite", undefined]);
    expect(d2?.text).toBe(rewritten);
    expect(Date.parse(d1!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(page.description).not.toContain("Cláudia");
    expect(page.content).toContain(PLANTED_CLAIMS[1]);
    expect(page.content).toContain(rewritten);
    expect(page.content).not.toContain(PLANTED_CLAIMS[3]);
    expect(page.status).toBe("draft");

    const oneLeft = await postForm(w, `/admin/revisar/${slug}`, { intent: "publicar" }, { Cookie: cookie });
    expect(oneLeft.status).toBe(409);
    expect(await oneLeft.text()).toContain("falta decidir 1 frase marcada");
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(404);
  });

  it("once every sentence is decided it publishes, with his decisions and nothing he removed", async () => {
    expect(await toastOf(await decide(slug, 3, PLANTED_CLAIMS[5]!, "remove"))).toContain("pode publicar");
    const published = await postForm(w, `/admin/revisar/${slug}`, { intent: "publicar" }, { Cookie: cookie });
    expect(published.status).toBe(302);
    const res = await w.fetch(`/links-uteis/${slug}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Peça ao técnico a regulagem da embreagem na visita.");
    expect(body).toContain("Temos nota 4,9 no Google"); // kept: his text now
    for (const gone of [PLANTED_CLAIMS[0]!, PLANTED_CLAIMS[3]!, PLANTED_CLAIMS[5]!]) expect(body).not.toContain(gone);
  });

  it("a bulk publish from the queue publishes only pages with nothing undecided and names the others", async () => {
    expect(technicalLying.length).toBeGreaterThan(0);
    // Every page with a sentence to decide (the planted ones, and any honest sentence the rules caught).
    const before = await pageRecords(w, technical);
    const flagged = technical.filter((slug) => undecidedFlags(before.get(slug)!.review) > 0);
    expect(flagged).toEqual(expect.arrayContaining(technicalLying));
    console.log(
      `bulk publish: ${technical.length} pages, ${flagged.length} with sentences to decide (${technicalLying.length} planted)`,
    );
    const body = new URLSearchParams(technical.map((s) => ["slug", s]));
    const res = await w.fetch("/admin/revisar?index", {
      method: "POST",
      body,
      headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      redirect: "manual",
    });
    const toast = await toastOf(res);
    expect(toast).toContain("Não publicadas por ter frases marcadas sem decisão");
    // The toast travels in the session cookie: it names the first 5 and counts the rest (the
    // queue lists them all); 100 names in full overflowed the cookie's 4 KB.
    for (const slug of flagged.slice(0, 5)) expect(toast, slug).toContain(slug);
    if (flagged.length > 5)
      expect(toast).toContain(`e mais ${flagged.length - 5 === 1 ? "1 página" : `${flagged.length - 5} páginas`}`);
    const after = await pageRecords(w, technical);
    for (const slug of flagged) {
      expect(after.get(slug)!.status, slug).toBe("draft");
      expect((await w.fetch(`/links-uteis/${slug}`)).status, slug).toBe(404);
    }
    const clean = technical.filter((s) => !flagged.includes(s));
    for (const slug of clean) expect(after.get(slug)!.status, slug).toBe("published");
    // The published ones are announced; the skipped ones never are.
    const sitemap = new Set((await readSitemap(w)).map((u) => u.path));
    const indexed = clean.filter((s) => sitemap.has(`/links-uteis/${s}`));
    if (indexed.length > 0) await indexNow.waitFor(`${ORIGIN}/links-uteis/${indexed[0]}`);
    for (const slug of flagged) {
      expect(sitemap.has(`/links-uteis/${slug}`), slug).toBe(false);
      expect(announced().has(`${ORIGIN}/links-uteis/${slug}`), slug).toBe(false);
    }
  });

  it("the editor is no way around it: a save that leaves a flagged sentence keeps the page waiting; typing over it is his text", async () => {
    const slug = "editada-no-editor";
    const form = new FormData();
    const row = {
      title: "Editada no editor",
      slug,
      description: "Como lubrificar a cremalheira do portão deslizante.",
      content: `<p>${PLANTED_CLAIMS[4]} Lubrifique a cremalheira a cada seis meses com graxa própria para portões.</p>`,
    };
    form.set("arquivo", new File([JSON.stringify([row])], "p.json", { type: "application/json" }));
    await (
      await w.fetch("/admin/importar", { method: "POST", body: form, headers: { Origin: w.url, Cookie: cookie } })
    ).arrayBuffer();
    await expectWaiting(slug);
    const edit = (content: string) =>
      postForm(
        w,
        `/admin/paginas/${slug}/editar`,
        { intent: "update", title: row.title, slug, description: row.description, content, status: "published" },
        { Cookie: cookie },
      );
    await (await edit(`${row.content}<p>Confira também o alinhamento do trilho.</p>`)).arrayBuffer();
    expect((await record(slug))!.status).toBe("draft");
    expect(undecidedFlags((await record(slug))!.review)).toBe(1);
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(404);
    await (
      await edit("<p>Lubrifique a cremalheira a cada seis meses com graxa própria para portões.</p>")
    ).arrayBuffer();
    expect((await record(slug))!.status).toBe("published");
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(200);
  });

  it("the panel's bulk publish skips a page with undecided sentences and names it", async () => {
    const [slug] = technicalLying;
    expect(slug).toBeDefined();
    const body = new URLSearchParams({ intent: "bulk", acao: "publicar" });
    body.append("paginas", slug!);
    const res = await w.fetch("/admin/painel", {
      method: "POST",
      body,
      headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      redirect: "manual",
    });
    const toast = await toastOf(res);
    expect(toast).toContain("Nenhuma página foi alterada");
    expect(toast).toMatch(/não foi publicada: faltam? decidir \d+ frases? marcadas?/);
    expect((await record(slug!))!.status).toBe("draft");
    expect((await w.fetch(`/links-uteis/${slug}`)).status).toBe(404);
  });

  it("a bulk publish of 100 pages all undecided answers with a toast that fits the session cookie", async () => {
    // Long slugs, each page with a sentence to decide: naming them all overflowed the cookie (500).
    const slugs = Array.from(
      { length: 100 },
      (_, i) => `guia-longo-da-regulagem-do-fim-de-curso-do-portao-importado-${i}`,
    );
    const rows = slugs.map((slug, i) => ({
      title: `Guia longo da regulagem do fim de curso ${i}`,
      slug,
      description: "Guia da regulagem do fim de curso.",
      content: `<h2>Fim de curso</h2><p>${PLANTED_CLAIMS[3]} O fim de curso ${i} para o motor quando a folha chega ao batente.</p>`,
    }));
    const form = new FormData();
    form.set("arquivo", new File([JSON.stringify(rows)], "paginas.json", { type: "application/json" }));
    const imported = await w.fetch("/admin/importar", {
      method: "POST",
      body: form,
      headers: { Origin: w.url, Cookie: cookie },
    });
    await imported.arrayBuffer();
    expect(imported.status).toBe(200);
    const res = await w.fetch("/admin/revisar?index", {
      method: "POST",
      body: new URLSearchParams(slugs.map((slug) => ["slug", slug])),
      headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      redirect: "manual",
    });
    const toast = await toastOf(res);
    expect(toast).toContain("0 páginas publicadas");
    for (const slug of slugs.slice(0, 5)) expect(toast).toContain(slug);
    expect(toast).toContain("e mais 95 páginas");
    const stored = await pageRecords(w, slugs);
    for (const slug of slugs) expect(stored.get(slug)!.status, slug).toBe("draft");
  });
});
