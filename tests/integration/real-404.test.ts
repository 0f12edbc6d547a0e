// Real 404s: a page number out of range or malformed, a pager parameter the page does not have, a
// sitemap under another spelling and an unknown topic are never a 200 page that search engines
// could index as a copy of another; and no 404 names a canonical URL (it is no page to index).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getHtml } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;

beforeAll(async () => {
  w = await startWorker({ launched: true });
});
afterAll(async () => {
  await w?.dispose();
});

async function get(path: string) {
  const res = await w.fetch(path, { redirect: "manual" });
  const body = await res.text();
  return { status: res.status, location: res.headers.get("location"), body };
}

/** The path and query a redirect points at. */
const target = (location: string | null) => {
  const url = new URL(location ?? "", w.url);
  return url.pathname + url.search;
};

describe("real 404s", () => {
  it.each([
    ["/?paginas=999", "/"],
    ["/?pagina=999", "/"],
    ["/?bairros=999", "/"],
    ["/?bairros=abc", "/"],
    ["/?bairros=1", "/"],
    ["/obras?pagina=abc", "/obras"],
    ["/obras?pagina=999", "/obras"],
    ["/obras?pagina=1", "/obras"],
    ["/obras?bairros=2", "/obras"],
  ])("%s is a 404 or a 301 to %s, never a 200", async (path, canonical) => {
    const { status, location } = await get(path);
    expect([301, 404], `${path} answered ${status}`).toContain(status);
    if (status === 301) expect(target(location)).toBe(canonical);
  });

  it("keeps the pages that exist: / , /obras and the home page's second page of neighbourhoods", async () => {
    for (const path of ["/", "/obras", "/?bairros=2"]) expect((await get(path)).status, path).toBe(200);
  });

  it.each(["/sitemap.xml/", "/SITEMAP.XML", "/Sitemap.xml"])(
    "%s is a 301 to /sitemap.xml or a 404, never a 200",
    async (path) => {
      const { status, location } = await get(path);
      expect([301, 404], `${path} answered ${status}`).toContain(status);
      if (status === 301) expect(target(location)).toBe("/sitemap.xml");
    },
  );

  it("answers /sitemap.xml itself", async () => {
    expect((await get("/sitemap.xml")).status).toBe(200);
  });

  it.each([
    "/topicos/nao-existe-este-topico",
    "/cidades/nao-existe",
    "/local/nao-existe",
    "/links-uteis/nao-existe",
    "/obras/naoexiste",
    "/nao-existe-esta-pagina",
    "/obras?pagina=999",
  ])("%s: a 404 without a canonical link", async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    const doc = await getHtml(new Response(answer.body));
    expect(doc.querySelectorAll('link[rel="canonical"]').map((l) => l.getAttribute("href"))).toEqual([]);
  });

  it("names the canonical on a page that exists", async () => {
    const doc = await getHtml(new Response((await get("/obras")).body));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://motoresppa.com.br/obras");
  });
});
