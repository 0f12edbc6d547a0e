// A page the uniqueness gate holds out of Google (public, noindex) is kept out of the way: in no
// menu, "Links úteis" or other listing, not in the sitemaps, never sent to IndexNow. The admin sees
// on the page which page it shares most text with and how many words of his own bring it back,
// and writing them does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage } from "~/lib/pages/store.server";
import { postForm, signInCookie } from "../../harness/admin-client";
import { readSitemap } from "../../harness/crawl";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

const ORIGIN = "https://motoresppa.com.br";
let w: RunningWorker;
let indexNow: FakeIndexNow;
let cookie: string;

beforeAll(async () => {
  indexNow = await startFakeIndexNow();
  w = await startWorker({
    launched: true,
    bindings: { INDEXNOW_KEY: "chave-indexnow-fora-123", INDEXNOW_ENDPOINT: indexNow.endpoint() },
  });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await indexNow?.close();
});

const tag = () => randomTag();
/** `n` sentences no other page has: each names its own made-up tokens. */
const ownText = (label: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Anotação ${label}${i} registra ${tag()} voltas ${tag()} medidas ${tag()} no caderno ${tag()} da oficina.</p>`,
  ).join("");

async function create(title: string, slug: string, content: string): Promise<void> {
  const res = await postForm(
    w,
    "/admin/painel",
    {
      intent: "create",
      title,
      slug,
      description: `Resumo ${tag()} ${tag()}.`,
      content,
      status: "published",
      confirmDuplicate: "on",
    },
    { Cookie: cookie },
  );
  expect(res.status, await res.text()).toBe(302);
}

const announced = () => new Set(indexNow.received.flatMap((b) => b.urlList));
const visitorHtml = async (path: string) => (await w.fetch(path)).text();

describe("a page held out of Google", () => {
  it("is in no menu, listing, sitemap or IndexNow ping; the admin is told how many words bring it back, and they do", async () => {
    const t = tag();
    const original = `original-${t}`;
    const copy = `copia-${t}`;
    const base = ownText(`o${t}`, 40);
    await create(`Guia original ${t}`, original, base);
    await indexNow.waitFor(`${ORIGIN}/links-uteis/${original}`);
    // Half of that text under another address, and little of its own: public, but held out.
    const half = base.split("</p>").slice(0, 20).join("</p>");
    await create(`Guia cópia ${t}`, copy, `${half}</p>${ownText(`c${t}`, 2)}`);
    const held = await getPage(await w.kv(), copy);
    expect(held?.status).toBe("published");
    expect(held?.index?.ok).toBe(false);

    const page = await w.fetch(`/links-uteis/${copy}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    await page.arrayBuffer();
    // Not in the site-wide menu and listings of any page, nor the HTML and XML sitemaps.
    for (const path of ["/", "/sitemap", `/links-uteis/${original}`]) {
      const html = await visitorHtml(path);
      expect(html, path).toContain(`/links-uteis/${original}`);
      expect(html, path).not.toContain(`/links-uteis/${copy}`);
    }
    const sitemap = (await readSitemap(w)).map((u) => u.path);
    expect(sitemap).toContain(`/links-uteis/${original}`);
    expect(sitemap).not.toContain(`/links-uteis/${copy}`);

    // A later change is announced after the copy's save: the copy was never sent.
    const later = `depois-${t}`;
    await create(`Guia depois ${t}`, later, ownText(`d${t}`, 30));
    await indexNow.waitFor(`${ORIGIN}/links-uteis/${later}`);
    expect(announced().has(`${ORIGIN}/links-uteis/${copy}`)).toBe(false);

    // The admin sees why, and what to write, in numbers.
    const adminView = await (await w.fetch(`/links-uteis/${copy}`, { headers: { Cookie: cookie } })).text();
    expect(adminView).toContain(`O texto mais parecido é o de “Guia original ${t}” (/links-uteis/${original}`);
    const words = Number(/escreva mais (\d+) palavras suas/.exec(adminView)?.[1]);
    expect(words).toBeGreaterThan(0);
    console.log(`held-out page: the admin is asked for ${words} words of his own`);

    // He writes that many words of his own (about 12 a sentence): the page is back in Google.
    const added = ownText(`n${t}`, Math.ceil(words / 12));
    const edit = await postForm(
      w,
      `/admin/paginas/${copy}/editar`,
      {
        intent: "update",
        title: `Guia cópia ${t}`,
        slug: copy,
        description: held!.description,
        content: `${held!.content}${added}`,
        status: "published",
        confirmDuplicate: "on",
      },
      { Cookie: cookie },
    );
    expect(edit.status).toBe(302);
    expect((await getPage(await w.kv(), copy))?.index).toMatchObject({ ok: true, code: "ok" });
    await indexNow.waitFor(`${ORIGIN}/links-uteis/${copy}`);
    expect((await readSitemap(w)).map((u) => u.path)).toContain(`/links-uteis/${copy}`);
    expect(await visitorHtml("/")).toContain(`/links-uteis/${copy}`);
  }, 120_000);
});
