// The order the tier's warm-up renders pages in (app/lib/platform/tier-warm-up.server.ts): the
// pages a visitor most likely opens first, so a run stopped early has warmed those.
import { describe, expect, it } from "vitest";
import { warmOrder } from "~/lib/platform/tier-warm-up.server";
import { allPublicLinks } from "~/lib/seo/public-routes";

describe("warmOrder", () => {
  const sitemap = allPublicLinks([
    { slug: "motor-de-portao-em-moema", title: "Motor em Moema", status: "published", ix: 1, updated_at: "" },
  ] as never).map((l) => l.path);

  it("the home page, the listing pages, cities, places, guides, then the FAQ and the generated pages last", () => {
    const order = warmOrder(sitemap);
    expect(order.slice(0, 2)).toEqual(["/", "/sitemap"]);
    const first = (prefix: string) => order.findIndex((p) => p.startsWith(prefix));
    const last = (prefix: string) => order.length - 1 - [...order].reverse().findIndex((p) => p.startsWith(prefix));
    expect(last("/cidades/")).toBeLessThan(first("/local/"));
    expect(last("/local/")).toBeLessThan(first("/topicos/"));
    expect(order.indexOf("/duvidas-frequentes")).toBeGreaterThan(last("/topicos/"));
    expect(order.at(-1)).toBe("/links-uteis/motor-de-portao-em-moema");
    // Every page of the sitemap, once.
    expect([...order].sort()).toEqual([...new Set(sitemap)].sort());
  });

  it("stops at the cap, keeping the most important", () => {
    expect(warmOrder(sitemap, 3)).toEqual(warmOrder(sitemap).slice(0, 3));
    expect(warmOrder(sitemap, 0)).toHaveLength(new Set(sitemap).size);
  });
});
