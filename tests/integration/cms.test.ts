// Publishing like a CMS (issue 14), through the built Worker with real local KV: drafts are
// invisible to visitors (a plain HTTP client is a browser without JavaScript), publish and
// unpublish, revisions with restore, the duplicate check before publishing, named missing fields,
// and IndexNow notifications to a fake endpoint on loopback.
import { currentIdentity } from "@content/business";
import { claimFactsOf } from "~/lib/claims/facts";
import { flagHtml, flagText } from "~/lib/claims/flag-html";
import { ownText } from "../../harness/own-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchTitles } from "@content/generator-titles";
import { topics } from "@content/topics";
import { generateLocalPageHtml } from "~/lib/generation/local-generator";
import { getPage, updatePage } from "~/lib/pages/store.server";
import { seedPage, storeOf } from "../../harness/pages";
import { MAX_REVISIONS } from "~/lib/pages/revisions.server";
import { slugify } from "~/lib/pages/slug";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { postForm, signInCookie } from "../../harness/admin-client";
import { publishFromReview } from "../../harness/launched-site";
import { startWorker, type RunningWorker } from "../../harness/worker";

const ORIGIN = "https://motoresppa.com.br";
const KEY = "chave-indexnow-teste-1234";
const TEXT = [
  "O vendedor escreveu este texto sobre a troca da cremalheira de nylon em condomínios antigos da zona norte.",
  "Ele explica como medir o desgaste dos dentes, quando a engrenagem do motor precisa de troca junto e por que o ajuste da folga evita ruídos.",
  "No fim, lista as perguntas que os síndicos costumam fazer antes de aprovar o orçamento em assembleia.",
].join("\n\n");

let w: RunningWorker;
let fake: FakeIndexNow;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeIndexNow();
  w = await startWorker({ bindings: { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: fake.endpoint() } });
  cookie = await signInCookie(w);
}, 60_000);
afterAll(async () => {
  await w?.dispose();
  await fake?.close();
});

const asAdmin = { Cookie: "" };
const admin = () => ({ ...asAdmin, Cookie: cookie });
const create = (fields: Record<string, string>) =>
  postForm(w, "/admin/painel", { intent: "create", category: "", ...fields }, admin());
const visitor = (path: string) => w.fetch(path);
const record = async (slug: string) => (await w.kv()).get(`page:${slug}`, "json") as Promise<Record<string, unknown>>;

// Steps of one story (draft → publish → unpublish): in this order even when CI shuffles.
describe("drafts", { shuffle: false }, () => {
  const title = "Troca de cremalheira em condomínios antigos";
  const slug = slugify(title);

  it("a draft is a 404 for visitors, absent from listings and sitemap.xml, previewed by the admin", async () => {
    const res = await create({
      title,
      slug,
      description: "Como trocar a cremalheira sem parar o portão.",
      content: TEXT,
      status: "draft",
    });
    expect(res.status).toBe(302);
    expect((await record(slug)).status).toBe("draft");

    expect((await visitor(`/links-uteis/${slug}`)).status).toBe(404);
    expect((await visitor(`/topicos/${slug}`)).status).toBe(404);
    expect(await (await visitor("/sitemap.xml")).text()).not.toContain(slug);
    expect(await (await visitor("/sitemap")).text()).not.toContain(slug);
    expect(await (await visitor("/")).text()).not.toContain(slug);

    const preview = await w.fetch(`/links-uteis/${slug}`, { headers: admin() });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("data-draft-banner");
    expect(html).toContain('content="noindex, follow"');
    // Blank lines of the plain text became paragraphs.
    expect(html).toContain("<p>Ele explica como medir");
    // Nothing was announced for a draft.
    expect(fake.received.flatMap((b) => b.urlList)).not.toContain(`${ORIGIN}/links-uteis/${slug}`);
  });

  it("publishing makes it public with lastmod, and tells IndexNow; unpublishing hides it and tells it again", async () => {
    const url = `${ORIGIN}/links-uteis/${slug}`;
    let mark = fake.received.length;
    const res = await postForm(w, `/admin/paginas/${slug}/status`, { status: "published", from: "pagina" }, admin());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/links-uteis/${slug}`);
    expect((await visitor(`/links-uteis/${slug}`)).status).toBe(200);
    const updated = (await record(slug)).updated_at as string;
    expect(await (await visitor("/sitemap.xml")).text()).toContain(`<loc>${url}</loc><lastmod>${updated}</lastmod>`);
    const sent = await fake.waitFor(url, mark);
    expect(sent).toEqual({ host: "motoresppa.com.br", key: KEY, keyLocation: `${ORIGIN}/${KEY}.txt`, urlList: [url] });

    mark = fake.received.length;
    await postForm(w, `/admin/paginas/${slug}/status`, { status: "draft", from: "painel" }, admin());
    expect((await visitor(`/links-uteis/${slug}`)).status).toBe(404);
    await fake.waitFor(url, mark);
  });

  it("status changes need the admin and a known status", async () => {
    const anonymous = await postForm(w, `/admin/paginas/${slug}/status`, { status: "published" });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
    expect((await record(slug)).status).toBe("draft");
    expect((await postForm(w, `/admin/paginas/${slug}/status`, { status: "x" }, admin())).status).toBe(400);
    expect((await postForm(w, "/admin/paginas/nao-existe/status", { status: "draft" }, admin())).status).toBe(404);
  });
});

describe("IndexNow key file", () => {
  it("is served at /{key}.txt and nowhere else", async () => {
    const res = await visitor(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(KEY);
    expect((await visitor("/outra-chave-qualquer.txt")).status).toBe(404);
  });
});

describe("form messages", () => {
  it("names the missing field, and never publishes a summary nobody wrote", async () => {
    const res = await create({ title: "Página sem resumo", slug: "pagina-sem-resumo", description: "", content: TEXT });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Preencha o campo “Resumo para o Google”.");
    const both = await create({ title: "", slug: "x", description: "", content: TEXT });
    expect(await both.text()).toContain("Preencha os campos “Título” e “Resumo para o Google”.");
    expect(await (await w.kv()).get("page:pagina-sem-resumo")).toBeNull();
  });
});

describe("duplicate check before publishing", () => {
  const original = "Regulagem de fim de curso em portões de correr";
  const copyTitle = "Regulagem do fim de curso do portão de correr";
  const text = [
    "Quando o portão de correr passa do ponto ou para antes, o problema quase sempre está na regulagem dos imãs de fim de curso.",
    "Neste texto o técnico mostra onde ficam os imãs, como afrouxar os parafusos sem tirar a tampa do motor e como testar cada ajuste com o controle.",
    "Também explica por que a embreagem mal regulada confunde o diagnóstico e quando vale chamar a assistência.",
  ].join("\n\n");

  it("asks to confirm a text too close to a published page, then publishes it when confirmed", async () => {
    expect(
      (
        await create({
          title: original,
          slug: slugify(original),
          description: "Ajuste dos imãs.",
          content: text,
          status: "published",
        })
      ).status,
    ).toBe(302);
    const fields = {
      title: copyTitle,
      slug: slugify(copyTitle),
      description: "Ajuste dos imãs.",
      content: text,
      status: "published",
    };
    const refused = await create(fields);
    expect(refused.status).toBe(409);
    const body = await refused.text();
    expect(body).toMatch(/tem \d+% de semelhança com “Regulagem de fim de curso em portões de correr”/);
    expect(body).toContain(`/links-uteis/${slugify(original)}`);
    expect(await (await w.kv()).get(`page:${slugify(copyTitle)}`)).toBeNull();

    // A draft is not checked: nothing is published.
    expect((await create({ ...fields, status: "draft" })).status).toBe(302);
    // Publishing the draft is refused the same way and sent to the edit screen, which shows the confirmation.
    const publish = await postForm(w, `/admin/paginas/${slugify(copyTitle)}/status`, { status: "published" }, admin());
    expect(publish.headers.get("location")).toBe(`/admin/paginas/${slugify(copyTitle)}/editar?publicar=1`);
    expect((await record(slugify(copyTitle))).status).toBe("draft");
    const edit = await w.fetch(`/admin/paginas/${slugify(copyTitle)}/editar?publicar=1`, { headers: admin() });
    expect(await edit.text()).toContain("data-confirm-duplicate");

    const confirmed = await postForm(
      w,
      `/admin/paginas/${slugify(copyTitle)}/editar`,
      { intent: "update", category: "", ...fields, confirmDuplicate: "on" },
      admin(),
    );
    expect(confirmed.status).toBe(302);
    expect((await record(slugify(copyTitle))).status).toBe("published");
  });

  it("compares with the built-in pages too", async () => {
    const topic = topics[0]!;
    const content = topic.sections
      .flatMap((s) => s.blocks.map((b) => ("text" in b ? `<p>${b.text}</p>` : "")))
      .join("");
    const res = await create({
      title: "Cópia",
      slug: "copia-de-topico",
      description: topic.description,
      content,
      status: "published",
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(`/topicos/${topic.slug}`);
  });

  it("the batch creator's near-duplicate waits for the seller, and his publish is refused naming the page", async () => {
    // A title whose generated text the claims check lets stand (a flagged one would be refused
    // first, for its undecided sentences: review-flags.test.ts).
    const facts = claimFactsOf(currentIdentity(), new Date());
    const title = batchTitles.slice(3).find((t) => {
      const page = generateLocalPageHtml(t, 75);
      return (
        [
          ...flagHtml(page.html, facts).flags,
          ...flagText(t, "title", facts),
          ...flagText(page.description, "description", facts),
        ].length === 0
      );
    })!;
    const generated = generateLocalPageHtml(title, 75);
    // The same text already published under another address.
    await seedPage(await w.kv(), {
      title: `${title} (cópia)`,
      slug: "copia-do-lote",
      description: generated.description,
      content: generated.html,
      category: null,
    });
    // The batch creator's generator and creativity (75) for that one title, as a job of its own.
    const res = await postForm(
      w,
      "/admin/api/trabalhos/conteudo",
      { intent: "start", titles: title, creativity: "75", engine: "local" },
      admin(),
    );
    expect(res.status).toBe(200);
    let item: { success: boolean; draft?: boolean; review?: boolean } | undefined;
    await expect
      .poll(async () => {
        const r = await w.fetch("/admin/api/trabalhos/conteudo", { headers: admin() });
        item = ((await r.json()) as { job: { items: (typeof item)[] } }).job.items[0];
        return item;
      })
      .toBeDefined();
    expect(item).toMatchObject({ success: true, draft: true, review: true });
    const refused = await publishFromReview(w, cookie, slugify(title));
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("/links-uteis/copia-do-lote");
    expect((await record(slugify(title))).status).toBe("draft");
    expect((await visitor(`/links-uteis/${slugify(title)}`)).status).toBe(404);
  });
});

describe("revisions", { shuffle: false }, () => {
  const title = "Manual do controle remoto clonado";
  const slug = slugify(title);
  const v = (n: number) =>
    `<p>Versão ${n} do manual: como clonar o controle remoto do portão passo a passo, número ${n}.</p><p>${ownText("manualclonado")}</p>`;

  it("each save keeps the previous version, the newest 20, and restore brings one back", async () => {
    const kv = await w.kv();
    await seedPage(
      kv,
      { title, slug, description: "Manual.", content: v(0), category: null, status: "published" },
      { db: await w.db() },
    );
    for (let i = 1; i <= MAX_REVISIONS + 2; i++) {
      await updatePage(
        storeOf(kv, await w.db()),
        (await getPage(kv, slug))!,
        { title, slug, description: "Manual.", content: v(i), category: null, status: "published" },
        { now: new Date(Date.UTC(2026, 5, 1, 12, i)) },
      );
    }
    const page = (await record(slug)) as { id: string };
    const revs = (await kv.list({ prefix: `rev:${page.id}:` })).keys;
    expect(revs.length).toBe(MAX_REVISIONS);
    // The two oldest versions (0 and 1) were dropped.
    expect(await kv.get(revs[0]!.name, "json")).toMatchObject({ content: v(2) });

    const edit = await (await w.fetch(`/admin/paginas/${slug}/editar`, { headers: admin() })).text();
    const ids = [...edit.matchAll(new RegExp(`/admin/paginas/${slug}/versoes/(\\d{8}T\\d{9}Z)`, "g"))].map((m) => m[1]);
    expect(new Set(ids).size).toBe(MAX_REVISIONS);
    const oldest = revs[0]!.name.split(":")[2]!;
    const view = await w.fetch(`/admin/paginas/${slug}/versoes/${oldest}`, { headers: admin() });
    expect(await view.text()).toContain("Versão 2 do manual");

    const mark = fake.received.length;
    const restored = await postForm(w, `/admin/paginas/${slug}/versoes/${oldest}`, {}, admin());
    expect(restored.status).toBe(302);
    expect(await record(slug)).toMatchObject({ content: v(2), status: "published" });
    expect(await (await visitor(`/links-uteis/${slug}`)).text()).toContain("Versão 2 do manual");
    // The text it replaced is now the newest revision; still 20.
    const after = (await kv.list({ prefix: `rev:${page.id}:` })).keys;
    expect(after.length).toBe(MAX_REVISIONS);
    expect(await kv.get(after.at(-1)!.name, "json")).toMatchObject({ content: v(MAX_REVISIONS + 2) });
    await fake.waitFor(`${ORIGIN}/links-uteis/${slug}`, mark);

    expect((await w.fetch(`/admin/paginas/${slug}/versoes/20990101T000000000Z`, { headers: admin() })).status).toBe(
      404,
    );
    expect((await postForm(w, `/admin/paginas/${slug}/versoes/${oldest}`, {})).status).toBe(303);
    expect(await record(slug)).toMatchObject({ content: v(2) });
  });

  it("deleting a page tells IndexNow and keeps its revisions in the trash; deleting it for good deletes them", async () => {
    const kv = await w.kv();
    const page = (await record(slug)) as { id: string };
    const mark = fake.received.length;
    await postForm(w, "/admin/painel", { intent: "excluir", slug }, admin());
    await fake.waitFor(`${ORIGIN}/links-uteis/${slug}`, mark);
    expect((await kv.list({ prefix: `rev:${page.id}:` })).keys.length).toBeGreaterThan(0);
    await postForm(w, "/admin/lixeira", { intent: "excluir", id: page.id }, admin());
    expect((await kv.list({ prefix: `rev:${page.id}:` })).keys).toEqual([]);
    expect(await kv.get(`trash:${page.id}`)).toBeNull();
  });
});

describe("IndexNow never fails a save", () => {
  it("saves when the endpoint answers 500", async () => {
    fake.failing = true;
    try {
      const title = "Página salva com IndexNow fora do ar";
      const mark = fake.received.length;
      const res = await create({
        title,
        slug: slugify(title),
        description: "Resumo.",
        // A text of its own: no page of this file's Worker is close to it.
        content:
          "<p>Com o IndexNow fora do ar, o vendedor ainda publica o guia sobre a bateria do nobreak do portão e a troca dos fusíveis da central.</p>",
        status: "published",
      });
      expect(res.status).toBe(302);
      // Answered 500, after the save's answer.
      await fake.waitFor(`${ORIGIN}/links-uteis/${slugify(title)}`, mark);
      expect((await visitor(`/links-uteis/${slugify(title)}`)).status).toBe(200);
    } finally {
      fake.failing = false;
    }
  });
});

describe("technical guides", () => {
  it("are labelled Guias Técnicos and lead with their own first paragraph, not the old default summary", async () => {
    const title = "Como instalar motor PPA";
    const first = "Antes de fixar o motor, confira o nivelamento do trilho e a distância até a cremalheira.";
    await seedPage(await w.kv(), {
      title,
      slug: slugify(title),
      description: `Informações sobre ${title}. Atendimento especializado, produtos de qualidade e suporte técnico.`,
      content: `<h2>Preparação</h2><p>${first}</p><p>Depois, ligue a central.</p>`,
      category: "Instalação",
    });
    const html = await (await visitor(`/links-uteis/${slugify(title)}`)).text();
    expect(html).toContain(">Guias Técnicos</p>");
    expect(html).not.toContain("Informações sobre Como instalar");
    expect(html).toContain(`<meta name="description" content="${first}"/>`);
  });
});
