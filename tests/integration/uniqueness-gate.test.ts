// The checks a generated page passes before it is public and indexed fail closed: a listing that
// is stale or cannot be read, or a page index that cannot be read, keeps the page a draft with the
// reason, never published; identical AI answers make one page and drafts, even when KV's list()
// has not caught up; a public page under the site-wide unique share is noindex and out of the
// sitemap, and the panel says why and what to do. Also: kit pages' one consistent signal and own
// offer, and a generated page's facts read at render from the seller's current claims.
import { INDEXED_MARK, UNINDEXED_MARK, markUnindexed } from "~/lib/gate/unindexed-mark.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage } from "~/lib/pages/store.server";
import { slugify } from "~/lib/pages/slug";
import { MIN_UNIQUE_SHARE } from "~/lib/seo/similarity";
import { kits } from "@content/kits";
import type { Claims } from "@content/claims";
import { claimsFormValues } from "~/lib/identity/claims-form";
import { LAUNCH_CLAIMS } from "../../harness/identity";
import { postForm, signInCookie } from "../../harness/admin-client";
import { type FakeOpenAi, startFakeOpenAi } from "../../harness/fakes/fake-openai";
import { getHtml, text } from "../../harness/html";
import { publishFromReview, keepFlagged, runJob } from "../../harness/launched-site";
import { type RunningWorker, startWorker } from "../../harness/worker";

/** Publishes from the queue after the seller kept any sentence the rules flagged (not what this file tests). */
async function publishKept(w: RunningWorker, cookie: string, slug: string) {
  await keepFlagged(w, cookie, slug);
  return publishFromReview(w, cookie, slug);
}
import { randomTag } from "../../harness/tag";

/** PAGES whose list() throws while `test:break-list` is set, and answers nothing while `test:stale-list` is. */
const STALE_OR_BROKEN_LIST = `
export default function (env) {
  const kv = env.INNER;
  return {
    get: (...a) => kv.get(...a),
    getWithMetadata: (...a) => kv.getWithMetadata(...a),
    put: (...a) => kv.put(...a),
    delete: (...a) => kv.delete(...a),
    list: async (...a) => {
      if (await kv.get("test:break-list")) throw new Error("KV list unavailable (test)");
      if (await kv.get("test:stale-list")) return { keys: [], list_complete: true, cacheStatus: null };
      return kv.list(...a);
    },
  };
}`;

/** DB whose statements on the page index (reads and deletes) throw while a table named test_break_index exists. */
const BREAKABLE_INDEX = `
function statement(db, inner, sql) {
  const guarded = (method) => async (...a) => {
    if (/FROM page_index/i.test(sql)) {
      const flag = await db.prepare("SELECT name FROM sqlite_master WHERE name = 'test_break_index'").first();
      if (flag) throw new Error("D1_ERROR: page index unavailable (test)");
    }
    return inner[method](...a);
  };
  return {
    sql,
    inner,
    bind: (...values) => statement(db, inner.bind(...values), sql),
    first: guarded("first"),
    all: guarded("all"),
    raw: guarded("raw"),
    run: guarded("run"),
  };
}
export default function (env) {
  const db = env.INNER;
  return {
    prepare: (sql) => statement(db, db.prepare(sql), sql),
    batch: (statements) => db.batch(statements.map((s) => s.inner)),
    exec: (sql) => db.exec(sql),
  };
}`;

let w: RunningWorker;
let ai: FakeOpenAi;
let cookie: string;

beforeAll(async () => {
  ai = await startFakeOpenAi();
  w = await startWorker({
    launched: true,
    pagesWrapper: STALE_OR_BROKEN_LIST,
    dbWrapper: BREAKABLE_INDEX,
    bindings: { AI_API_KEY: "sk-local-fake-0123456789", AI_BASE_URL: ai.baseUrl("ok"), JOB_PAUSE_MS: "0" },
  });
  cookie = await signInCookie(w);
});

afterAll(async () => {
  await w?.dispose();
  await ai?.close();
});

const suffix = () => randomTag(5);

async function withFlag<T>(flag: "test:break-list" | "test:stale-list", run: () => Promise<T>): Promise<T> {
  const kv = await w.kv();
  await kv.put(flag, "1");
  try {
    return await run();
  } finally {
    await kv.delete(flag);
  }
}

describe("the duplicate check and the uniqueness gate fail closed", () => {
  it("identical AI answers with a stale listing: once read, one page published, the others kept back naming it", async () => {
    const tag = suffix();
    const titles = [1, 2, 3, 4].map((i) => `Guia ${tag} de ajuste número ${i}`);
    const job = await runJob(w, cookie, "conteudo", { titles: titles.join("\n"), engine: "ai", creativity: "50" });
    expect(job.items.every((i) => i.success && i.review)).toBe(true);
    // The seller publishes the four from "Para revisar", one after the other, on a stale listing.
    const answers = await withFlag("test:stale-list", async () => {
      const out = [];
      for (const t of titles) out.push(await publishKept(w, cookie, slugify(t)));
      return out;
    });
    const kv = await w.kv();
    const records = await Promise.all(titles.map((t) => getPage(kv, slugify(t))));
    expect(records.map((r) => r?.status)).toEqual(["published", "draft", "draft", "draft"]);
    expect(answers[0]!.status).toBe(302);
    for (const answer of answers.slice(1)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toContain(`/links-uteis/${slugify(titles[0]!)}`);
    }
    // Still waiting for him, with the reason on their screen.
    expect(records.slice(1).every((r) => r?.review)).toBe(true);
    for (const t of titles.slice(1)) expect((await w.fetch(`/links-uteis/${slugify(t)}`)).status).toBe(404);
  }, 120_000);

  it("a listing that cannot be read while a page may lack an index row: the page stays a draft in the queue, with the reason", async () => {
    const title = `Conserto de portão basculante em Santana ${suffix()}`;
    await runJob(w, cookie, "conteudo", { titles: title, engine: "local", creativity: "50" });
    // Pages just written to KV without a row (`npm run pages -- import` marks them so): the save must list.
    await markUnindexed(await w.kv());
    const answer = await withFlag("test:break-list", () => publishKept(w, cookie, slugify(title)));
    expect(answer.status).toBe(503);
    expect(answer.body).toContain("não foi possível ler a lista de páginas agora");
    const record = await getPage(await w.kv(), slugify(title));
    expect(record?.status).toBe("draft");
    expect(record?.review).toBeDefined();
    expect(record?.index?.reason).toContain("Publique de novo em alguns minutos");
  }, 120_000);

  it("once a listing found every published page with an index row, a save lists nothing, until a page is written without one", async () => {
    const kv = await w.kv();
    // No page written without a row: the first save lists KV once and marks the index complete.
    await kv.delete(UNINDEXED_MARK);
    const first = `Conserto de portão pivotante em Tucuruvi ${suffix()}`;
    const second = `Conserto de portão deslizante em Jaçanã ${suffix()}`;
    await runJob(w, cookie, "conteudo", { titles: `${first}\n${second}`, engine: "local", creativity: "50" });
    expect((await publishKept(w, cookie, slugify(first))).status).toBe(302);
    expect((await kv.getWithMetadata(INDEXED_MARK)).metadata).toMatchObject({ v: expect.any(Number) });
    // The next save does not list: a list() that would fail does not hold it back.
    const answer = await withFlag("test:break-list", () => publishKept(w, cookie, slugify(second)));
    expect(answer.status).toBe(302);
    expect((await getPage(kv, slugify(second)))?.status).toBe("published");
    // A page written without a row since (the mark a script or a save without D1 leaves): listed again.
    await markUnindexed(kv);
    const third = `Conserto de portão basculante em Tremembé ${suffix()}`;
    await runJob(w, cookie, "conteudo", { titles: third, engine: "local", creativity: "50" });
    const held = await withFlag("test:break-list", () => publishKept(w, cookie, slugify(third)));
    expect(held.status).toBe(503);
    expect((await getPage(kv, slugify(third)))?.status).toBe("draft");
  }, 120_000);

  it("a page index that cannot be read: the page is a draft, with the reason", async () => {
    const title = `Instalação de motor deslizante no Tatuapé ${suffix()}`;
    await runJob(w, cookie, "conteudo", { titles: title, engine: "local", creativity: "50" });
    const db = await w.db();
    await db.exec("CREATE TABLE IF NOT EXISTS test_break_index (x)");
    let answer: Awaited<ReturnType<typeof publishFromReview>>;
    try {
      answer = await publishKept(w, cookie, slugify(title));
    } finally {
      await db.exec("DROP TABLE IF EXISTS test_break_index");
    }
    expect(answer.status).toBe(503);
    expect(answer.body).toContain("não foi possível ler o índice das páginas agora");
    expect((await getPage(await w.kv(), slugify(title)))?.status).toBe("draft");
    expect((await w.fetch(`/links-uteis/${slugify(title)}`)).status).toBe(404);
  }, 120_000);

  it("a public page under the minimum unique share is noindex, out of sitemap.xml, and the panel says what to do", async () => {
    const tag = suffix();
    // A page with its own text, then one that repeats it with a sentence of its own, published
    // through the panel's form: the near-copy is confirmed by the seller, the gate still keeps it
    // out of the index.
    const own = Array.from(
      { length: 12 },
      (_, i) => `<p>Frase ${i} ${tag} sobre o ajuste do fim de curso do portão número ${i * 7} no prédio ${tag}.</p>`,
    ).join("");
    const first = { title: `Ajuste ${tag} original`, slug: `ajuste-${tag}-original`, description: `Resumo ${tag}.` };
    const copy = { title: `Ajuste ${tag} repetido`, slug: `ajuste-${tag}-repetido`, description: `Outro ${tag}.` };
    const create = (fields: Record<string, string>) =>
      postForm(
        w,
        "/admin/painel",
        { intent: "create", category: "", status: "published", ...fields },
        { Cookie: cookie },
      );
    expect((await create({ ...first, content: own })).status).toBe(302);
    const refused = await create({ ...copy, content: `${own}<p>Uma frase só dela.</p>` });
    expect(refused.status).toBe(409);
    const confirmed = await create({ ...copy, content: `${own}<p>Uma frase só dela.</p>`, confirmDuplicate: "on" });
    expect(confirmed.status).toBe(302);

    const kv = await w.kv();
    expect((await getPage(kv, first.slug))?.index?.ok).toBe(true);
    const saved = await getPage(kv, copy.slug);
    expect(saved?.status).toBe("published");
    expect(saved?.index).toMatchObject({ ok: false, code: "low" });
    expect(saved!.index!.unique).toBeLessThan(MIN_UNIQUE_SHARE);

    const page = await w.fetch(`/links-uteis/${copy.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag") ?? "").toContain("noindex");
    const doc = await getHtml(page);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    const sitemap = await (await w.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`/links-uteis/${first.slug}`);
    expect(sitemap).not.toContain(`/links-uteis/${copy.slug}`);

    const panel = text(
      await getHtml(
        await w.fetch(`/admin/painel?busca=${encodeURIComponent(copy.title)}`, { headers: { Cookie: cookie } }),
      ),
    );
    expect(panel).toContain("Fora do Google");
    expect(panel).toContain("Adicione uma obra, uma foto ou um parágrafo seu");
    expect(panel).toContain("Conferir de novo");
  });
});

/** Saves `claims` through the "Ofertas e garantias" form, as the seller would. */
async function saveClaims(claims: Claims): Promise<void> {
  const { values, cities } = claimsFormValues(claims);
  const body = new URLSearchParams(values);
  for (const city of cities) body.append("freeInstallCities", city);
  const res = await w.fetch("/admin/ofertas", {
    method: "POST",
    body,
    headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  expect(res.status).toBe(302);
}

describe("kit pages", () => {
  it("are noindex and self-canonical, and their Product markup offers only their own kit's price", async () => {
    const kit = kits.find((k) => k.product.kit === "pivotante")!;
    // The claims this test reads, saved by the test itself (another test of the file changes them).
    await saveClaims(LAUNCH_CLAIMS);
    const res = await w.fetch(`/${kit.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const doc = await getHtml(res);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `https://motoresppa.com.br/${kit.slug}`,
    );
    const product = doc
      .querySelectorAll('script[type="application/ld+json"]')
      .flatMap((s) => [JSON.parse(s.textContent)].flat())
      .find((d: { "@type"?: string }) => d["@type"] === "Product") as { offers?: { price?: number } | unknown[] };
    expect(Array.isArray(product.offers)).toBe(false);
    expect((product.offers as { price?: number }).price).toBe(LAUNCH_CLAIMS.kitPrices.pivotante);
    const prices = JSON.stringify(product).match(/"price":/g) ?? [];
    expect(prices).toHaveLength(1);
  });
});

describe("kit pages without a confirmed price", () => {
  it("mark up no Product: one without offers, review or rating is a Search Console error", async () => {
    const kit = kits.find((k) => k.product.kit === "pivotante")!;
    const productOf = async () => {
      const doc = await getHtml(await w.fetch(`/${kit.slug}`));
      return doc
        .querySelectorAll('script[type="application/ld+json"]')
        .flatMap((s) => [JSON.parse(s.textContent)].flat())
        .find((d: { "@type"?: string }) => d["@type"] === "Product") as { offers?: { price?: number } } | undefined;
    };
    await saveClaims({ ...LAUNCH_CLAIMS, kitPrices: { ...LAUNCH_CLAIMS.kitPrices, pivotante: null } });
    expect(await productOf()).toBeUndefined();
    await saveClaims(LAUNCH_CLAIMS);
    expect((await productOf())?.offers?.price).toBe(LAUNCH_CLAIMS.kitPrices.pivotante);
  });
});

describe("facts at render", () => {
  it("a generated page shows the seller's current claims, and none he removed, in its text and JSON-LD", async () => {
    await saveClaims(LAUNCH_CLAIMS);
    const title = `Instalação de motor deslizante no Tatuapé ${suffix()}`;
    const job = await runJob(w, cookie, "conteudo", { titles: title, engine: "local", creativity: "50" });
    expect(job.items[0]).toMatchObject({ success: true, review: true });
    expect((await publishKept(w, cookie, slugify(title))).status).toBe(302);
    const path = `/links-uteis/${slugify(title)}`;
    const before = await (await w.fetch(path)).text();
    expect(before).toContain("R$ 800");
    expect(before).toContain("desde 1999");

    // The seller keeps two claims, with new values, and leaves every other one empty.
    const saved = await postForm(
      w,
      "/admin/ofertas",
      { "price.deslizante": "R$ 1.111", responseHours: "5" },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    const res = await w.fetch(path);
    const html = await res.text();
    const shown = text(await getHtml(new Response(html)));
    expect(shown).toContain("R$ 1.111");
    expect(shown).toContain("5 horas");
    for (const old of ["R$ 800", "desde 1999", "10.000 clientes", "24h", "2 horas", "10x"])
      expect(shown).not.toContain(old);
    expect(html).not.toMatch(/"foundingDate"/);
    expect(html).not.toContain('"price":800');
  }, 120_000);
});
