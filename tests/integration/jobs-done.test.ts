// Jobs done, from the admin to every page that shows them, against the built Worker in workerd
// (real local KV, D1, R2, Cache API and Images): published → on its place, the nearby places, its
// kit, the home page, /obras, its own page and the sitemap's lastmod, purged and announced at once;
// deleted → gone from all of them, photos included. Visitors read them from KV, never D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Response as MfResponse } from "miniflare";
import { postForm, signInCookie } from "../../harness/admin-client";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import {
  FRESH_CONNECTION,
  photoJpeg,
  postJob,
  todayInSaoPaulo,
  uploadPhoto,
  visit,
  type JobFields,
} from "../../harness/photos";
import {
  COUNTING_KV,
  FAIL_READS_KEY,
  SWITCHABLE_FAILING_READ_R2,
  startWorker,
  type RunningWorker,
} from "../../harness/worker";
import { randomTag } from "../../harness/tag";

const ORIGIN = "https://motoresppa.com.br";

let w: RunningWorker;
let cookie: string;
let indexNow: FakeIndexNow;
/** A phone-like photo with every standard width (360, 720, 1080: where the 1080 variant is shown). */
let photo: Buffer;
/**
 * A smaller photo where its size is not the point (issue 41: the Images binding runs sharp in the
 * test's process, its work growing with the pixels): the 360 and 720 variants the tests read.
 */
let small: Buffer;

beforeAll(async () => {
  indexNow = await startFakeIndexNow();
  [w, photo, small] = await Promise.all([
    startWorker({
      launched: true,
      bindings: { INDEXNOW_KEY: "chave-indexnow-obras-123", INDEXNOW_ENDPOINT: indexNow.endpoint() },
      mediaWrapper: SWITCHABLE_FAILING_READ_R2,
    }),
    photoJpeg({ width: 1200, height: 900 }),
    photoJpeg({ width: 720, height: 540, seed: 7 }),
  ]);
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await indexNow?.close();
});

/** A page's HTML without the empty comments React puts between adjacent text pieces. */
const html = async (path: string, headers: Record<string, string> = {}) =>
  (await (await visit(w, path, headers)).text()).replaceAll("<!-- -->", "");
/** A text no other test writes, so each test finds its own job. */
const words = (n: number, tag: string) =>
  `Motor deslizante PPA instalado ${tag} no portão da garagem. ${Array.from({ length: n }, (_, i) => ["cremalheira", "nova", "ajustada", "controles", "cadastrados", "sensor", "testado", "fim", "de", "curso"][i % 10]).join(" ")}.`;

async function publish(fields: Partial<JobFields> & { lugar: string }, tag: string, bytes = small) {
  const up = await uploadPhoto(w, cookie, bytes, { name: `${tag}.jpg` });
  expect(up.status).toBe(201);
  const res = await postJob(w, cookie, {
    produto: "deslizante",
    data: todayInSaoPaulo(),
    descricao: words(50, tag),
    midia: [up.image!.id],
    ...fields,
  });
  expect(res.status).toBe(302);
  const row = await (await w.db())
    .prepare("SELECT id FROM jobs_done WHERE description LIKE ?1")
    .bind(`%${tag}%`)
    .first<{ id: string }>();
  return { jobId: row!.id, image: up.image! };
}

const tagOf = () => `obra${randomTag()}`;

describe("a job done, published", () => {
  it("shows within one request on its place, a nearby place, its kit, home, /obras and its page; dated in the sitemap; announced", async () => {
    const tag = tagOf();
    // A visitor's copy of the place page is in the edge cache before the job exists.
    await visit(w, "/local/vila-yara");
    expect((await visit(w, "/local/vila-yara")).headers.get("x-edge-cache")).toBe("HIT");
    const before = Date.now();
    const since = indexNow.received.length;
    const { jobId, image } = await publish(
      { lugar: "Vila Yara, Osasco", cliente: "Marta", depoimento: `Ficou ótimo, recomendo ${tag}!`, autorizado: true },
      tag,
      // Its JSON-LD names the 1080 variant.
      photo,
    );

    for (const path of [
      "/local/vila-yara",
      "/cidades/osasco",
      "/motor-deslizante-ppa-osasco",
      "/motor-ppa-vila-yara",
      `/obras/${jobId}`,
    ]) {
      const page = await html(path);
      expect(page, path).toContain(tag);
      expect(page, path).toContain(`/midia/${image.id}/`);
    }
    // The home and the gallery: a card (photo, what, where, when) linking to the job's page,
    // without its text (the job's full text is on its own page and its place's page only).
    for (const path of ["/", "/obras"]) {
      const page = await html(path);
      expect(page, path).toContain(`/obras/${jobId}`);
      expect(page, path).toContain(`/midia/${image.id}/`);
      expect(page, path).toContain("Vila Yara, Osasco");
      expect(page, path).not.toContain(tag);
    }
    const place = await html("/local/vila-yara");
    expect(place).toContain("Obras na Vila Yara");
    // On a nearby place's page: a brief card under a heading that names where it was, without
    // the job's text (that stays on its own page and its place's).
    const nearby = await html("/local/centro-osasco");
    expect(nearby).toContain("Obras perto do Centro: na Vila Yara");
    expect(nearby).toContain(`/obras/${jobId}`);
    expect(nearby).toContain(`/midia/${image.id}/`);
    expect(nearby).not.toContain(tag);
    expect(nearby).not.toContain("Obras no Centro");
    // The customer's words are text on the page, never a review of the business.
    expect(place).toContain(`“Ficou ótimo, recomendo ${tag}!”`);
    expect(place).toContain("— Marta, cliente");
    expect(place).not.toMatch(/"@type":"(?:Review|AggregateRating)"/);
    expect(place).toContain(`"@type":"ImageObject","contentUrl":"${ORIGIN}/midia/${image.id}/1080.webp"`);
    // Not on a place far away, nor on another product's kit page.
    expect(await html("/local/santana")).not.toContain(tag);
    expect(await html("/motor-pivotante-ppa-osasco")).not.toContain(tag);

    const sitemap = await html("/sitemap.xml");
    const lastmod = new RegExp(`<loc>${ORIGIN}/local/vila-yara</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
    expect(Date.parse(lastmod!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(sitemap).toContain(`<loc>${ORIGIN}/obras/${jobId}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/obras</loc>`);

    for (const path of [
      "/local/vila-yara",
      "/cidades/osasco",
      "/",
      "/obras",
      `/obras/${jobId}`,
      "/motor-deslizante-ppa-osasco",
    ]) {
      await indexNow.waitFor(ORIGIN + path, since);
    }
  });

  it("shows nothing public while a draft; publishing and unpublishing from the list", async () => {
    const tag = tagOf();
    const { jobId } = await publish({ lugar: "Tucuruvi, São Paulo", intent: "rascunho" }, tag);
    expect(await html("/local/tucuruvi")).not.toContain(tag);
    expect((await visit(w, `/obras/${jobId}`)).status).toBe(404);
    // The admin previews it, marked as a draft and noindex.
    const preview = await html(`/obras/${jobId}`, { Cookie: cookie });
    expect(preview).toContain("data-draft-banner");
    expect(preview).toContain('content="noindex, follow"');

    const list = (intent: string) =>
      postForm(w, "/admin/obras", { intent, id: jobId }, { Cookie: cookie, ...FRESH_CONNECTION });
    expect((await list("publicar")).status).toBe(302);
    expect(await html("/local/tucuruvi")).toContain(tag);
    expect((await list("despublicar")).status).toBe(302);
    expect(await html("/local/tucuruvi")).not.toContain(tag);
    expect(await html("/sitemap.xml")).not.toContain(`/obras/${jobId}<`);
  });

  it("keeps a job with little text of its own off the index: noindex page, out of the sitemap", async () => {
    const tag = tagOf();
    const { jobId } = await publish({ lugar: "Mooca, São Paulo", descricao: `Motor novo ${tag} no portão.` }, tag);
    const answer = await visit(w, `/obras/${jobId}`);
    const page = (await answer.text()).replaceAll("<!-- -->", "");
    expect(page).toContain('content="noindex, follow"');
    // The header says what the meta tag says.
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, follow");
    expect(await html("/local/mooca")).toContain(tag);
    expect(await html("/sitemap.xml")).not.toContain(`/obras/${jobId}<`);
  });

  it("deleted: gone from every page and the sitemap, its photos gone from R2 and the cache", async () => {
    const tag = tagOf();
    const { jobId, image } = await publish({ lugar: "Jardim Maia, Guarulhos" }, tag);
    // The photo served once: the data centre keeps a copy.
    expect((await visit(w, `/midia/${image.id}/720.webp`)).status).toBe(200);
    // The copy is stored after the answer (waitUntil), as in production: the next view finds it.
    await expect
      .poll(async () => (await visit(w, `/midia/${image.id}/720.webp`)).headers.get("x-edge-cache"))
      .toBe("HIT");
    for (const path of ["/local/jardim-maia", "/cidades/guarulhos", "/motor-ppa-jardim-maia"])
      expect(await html(path)).toContain(tag);

    const res = await postForm(
      w,
      "/admin/obras",
      { intent: "excluir", id: jobId },
      { Cookie: cookie, ...FRESH_CONNECTION },
    );
    expect(res.status).toBe(302);
    for (const path of ["/local/jardim-maia", "/cidades/guarulhos", "/motor-ppa-jardim-maia", "/", "/obras"]) {
      expect(await html(path), path).not.toContain(tag);
    }
    expect((await visit(w, `/obras/${jobId}`)).status).toBe(404);
    expect(await html("/sitemap.xml")).not.toContain(`/obras/${jobId}<`);
    // This data centre's copies are dropped after the answer (waitUntil), as in production.
    await expect.poll(async () => (await visit(w, `/midia/${image.id}/720.webp`)).status).toBe(404);
    const keys = (await (await w.media()).list({ prefix: `variantes/${image.id}/` })).objects;
    expect(keys).toEqual([]);
    expect(await (await w.media()).head(`originais/${image.id}`)).toBeNull();
  });
});

describe("images in pages (the editor's “Inserir imagem”)", () => {
  it("serves a library image resized, allows only the site's images, and warns before deleting one a page uses", async () => {
    const tag = tagOf();
    const up = await uploadPhoto(w, cookie, photo, { name: `${tag}.jpg`, forJob: false });
    const id = up.image!.id;
    const slug = `pagina-com-foto-${tag}`;
    const created = await postForm(
      w,
      "/admin/painel",
      {
        intent: "create",
        title: `Página com foto ${tag}`,
        slug,
        description: `Uma página com uma foto da biblioteca ${tag}.`,
        content: `<p>Texto próprio ${tag} sobre um portão instalado.</p><p><img src="/midia/${id}/1080.webp" alt="Portão deslizante com motor PPA" width="1080" height="810"></p><p><img src="https://outro-site.example/foto.jpg" alt="fora"><img src="/contato/whatsapp?de=x" alt="clique"></p>`,
        status: "published",
      },
      { Cookie: cookie, ...FRESH_CONNECTION },
    );
    expect(created.status).toBe(302);
    const page = await html(`/links-uteis/${slug}`);
    expect(page).toContain(
      `<img src="/midia/${id}/1080.webp" srcset="/midia/${id}/360.webp 360w, /midia/${id}/720.webp 720w, /midia/${id}/1080.webp 1080w"`,
    );
    expect(page).toContain('alt="Portão deslizante com motor PPA"');
    expect(page).toContain('loading="lazy"');
    expect(page).not.toContain("outro-site.example");
    expect(page).not.toContain('src="/contato/whatsapp');

    const refused = await postForm(
      w,
      "/admin/midia",
      { intent: "excluir", id },
      { Cookie: cookie, ...FRESH_CONNECTION },
    );
    expect(refused.status).toBe(409);
    const warning = (await refused.text()).replaceAll("<!-- -->", "");
    expect(warning).toContain("Esta imagem está em uso");
    expect(warning).toContain(`Página “Página com foto ${tag}”`);
    expect((await visit(w, `/midia/${id}/720.webp`)).status).toBe(200);

    const confirmed = await postForm(
      w,
      "/admin/midia",
      { intent: "excluir", id, confirmar: "1" },
      { Cookie: cookie, ...FRESH_CONNECTION },
    );
    expect(confirmed.status).toBe(302);
    const after = await html(`/links-uteis/${slug}`);
    expect(after).toContain(`Texto próprio ${tag}`);
    expect(after).not.toContain(`/midia/${id}/`);
    // This data centre's copies are dropped after the answer (waitUntil), as in production.
    await expect.poll(async () => (await visit(w, `/midia/${id}/720.webp`)).status).toBe(404);
  });
});

describe("what a visitor's view costs and survives", () => {
  /** Publishes a job through `worker` (its own state), as the seller does. */
  async function publishOn(worker: RunningWorker, lugar: string, tag: string) {
    const c = await signInCookie(worker);
    const up = await uploadPhoto(worker, c, small, { name: `${tag}.jpg` });
    const res = await postJob(worker, c, {
      lugar,
      produto: "deslizante",
      data: todayInSaoPaulo(),
      descricao: words(50, tag),
      midia: [up.image!.id],
    });
    expect(res.status).toBe(302);
    return up.image!;
  }

  it("reads the jobs from one KV value, once per isolate: ≤ 3 KV operations cold, ≤ 2 warm", async () => {
    const ops: string[] = [];
    const counted = await startWorker({
      cache: false,
      launched: true,
      pagesWrapper: COUNTING_KV,
      wrapperServices: {
        COUNTER: (req: Request) => {
          const url = new URL(req.url);
          ops.push(url.pathname.slice(1) + url.search);
          return new MfResponse("ok") as unknown as Response;
        },
      },
    });
    try {
      const tag = tagOf();
      await publishOn(counted, "Pimentas, Guarulhos", tag);
      ops.length = 0;
      const view = async () => (await counted.fetch("/local/pimentas", { headers: FRESH_CONNECTION })).text();
      expect(await view()).toContain(tag);
      const cold = [...ops];
      ops.length = 0;
      expect(await view()).toContain(tag);
      const warm = [...ops];
      expect(cold).toContain("get?key=obras%3Apublicadas");
      expect(cold.length).toBeLessThanOrEqual(3);
      expect(warm.length).toBeLessThanOrEqual(2);
      expect(warm.filter((o) => o.startsWith("list"))).toEqual([]);
      expect(warm).not.toContain("get?key=obras%3Apublicadas");
    } finally {
      await counted.dispose();
    }
  });

  // On the file's Worker, R2's reads down for the test (published and viewed with them down, as on
  // a Worker of its own): a place no other test publishes on.
  it("renders the page with its jobs when R2 cannot be read; only the photo is missing", async () => {
    const bucket = await w.media();
    await bucket.put(FAIL_READS_KEY, "1");
    try {
      const tag = tagOf();
      const image = await publishOn(w, "Bonsucesso, Guarulhos", tag);
      const res = await w.fetch("/local/bonsucesso", { headers: FRESH_CONNECTION });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(tag);
      const photoRes = await w.fetch(`/midia/${image.id}/720.webp`, { headers: FRESH_CONNECTION });
      expect(photoRes.status).toBe(503);
      expect(await photoRes.text()).toBe("Imagem indisponível no momento.");
    } finally {
      await bucket.delete(FAIL_READS_KEY);
    }
  });
});
