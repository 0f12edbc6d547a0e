import { describe, expect, it } from "vitest";
import { isCacheable } from "~/lib/platform/edge-cache.server";

const get = (path: string) => new Request(`https://motoresppa.com.br${path}`);

describe("what the edge cache keeps", () => {
  it("keeps public pages and sitemap.xml (a write purges them), never the sitemap's parts, which no write could find to purge", () => {
    expect(isCacheable(get("/"))).toBe(true);
    expect(isCacheable(get("/sitemap.xml"))).toBe(true);
    expect(isCacheable(get("/links-uteis/guia"))).toBe(true);
    expect(isCacheable(get("/sitemap/1.xml"))).toBe(false);
    expect(isCacheable(get("/sitemap/12.xml"))).toBe(false);
    expect(isCacheable(get("/admin/painel"))).toBe(false);
  });
});
