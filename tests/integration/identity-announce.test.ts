// Saving "Ofertas e garantias" or "Dados da empresa" changes what every page shows: the save moves
// their sitemap lastmod and sends them to IndexNow, within one save.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { readSitemap } from "../../harness/crawl";
import { startFakeIndexNow, type FakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { startWorker, type RunningWorker } from "../../harness/worker";

const ORIGIN = "https://motoresppa.com.br";
let w: RunningWorker;
let indexNow: FakeIndexNow;
let cookie: string;

beforeAll(async () => {
  indexNow = await startFakeIndexNow();
  w = await startWorker({
    launched: true,
    bindings: { INDEXNOW_KEY: "chave-indexnow-empresa-123", INDEXNOW_ENDPOINT: indexNow.endpoint() },
  });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await indexNow?.close();
});

describe("an identity or claims save", () => {
  it("a price change dates every page in the sitemap and announces them to IndexNow in one notification", async () => {
    const before = new Map((await readSitemap(w)).map((u) => [u.path, u.lastmod ?? ""]));
    const savedAt = new Date().toISOString();
    const since = indexNow.received.length;
    const res = await postForm(
      w,
      "/admin/ofertas",
      { "price.deslizante": "R$ 1.111", responseHours: "5" },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);

    const after = await readSitemap(w);
    expect(after.length).toBe(before.size);
    for (const { path, lastmod } of after) {
      expect(lastmod! >= savedAt.slice(0, 19), path).toBe(true);
      expect(lastmod! >= (before.get(path) ?? ""), path).toBe(true);
    }
    const body = await indexNow.waitFor(`${ORIGIN}/local/moema`, since);
    for (const path of ["/", "/cidades/sao-paulo", "/garantia", "/duvidas-frequentes"])
      expect(body.urlList, path).toContain(ORIGIN + path);
    expect(body.urlList.length).toBe(after.length);
    console.log(`claims save: ${body.urlList.length} URLs re-dated and announced in one IndexNow notification`);
  });
});
