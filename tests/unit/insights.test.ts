// The pure parts of "Desempenho no Google": days, URL → path / place / edit link, the CTR norm and
// the two action lists, sorting, the refresh-token cipher and the Web Vitals beacon and ratings.
import { describe, expect, it } from "vitest";
import { addDays, dayOfMs, daysBetween, monthsBefore, periodBounds, startOfDayMs } from "~/lib/insights/days";
import { expectedBounds } from "~/lib/insights/lead-sums.server";
import {
  editHrefOf,
  expectedCtr,
  nearFirstPage,
  pagePath,
  placeOfPath,
  seenButNotClicked,
} from "~/lib/insights/search-pages";
import { type FunnelRow, sortParam, sortRows } from "~/lib/insights/search-report";
import { openToken, sealToken } from "~/lib/insights/token-cipher.server";
import { formatMetric, rate } from "~/lib/insights/web-vitals";
import { parseBeacon } from "~/lib/insights/web-vitals.server";

describe("days", () => {
  it("uses São Paulo's calendar day and counts across months", () => {
    expect(dayOfMs(Date.parse("2026-03-01T02:59:00Z"))).toBe("2026-02-28");
    expect(dayOfMs(Date.parse("2026-03-01T03:00:00Z"))).toBe("2026-03-01");
    expect(startOfDayMs("2026-03-01")).toBe(Date.parse("2026-03-01T03:00:00Z"));
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(daysBetween("2025-07-31", "2026-11-30")).toBe(487);
  });

  it("goes back 16 calendar months, clamping to the month's end", () => {
    expect(monthsBefore("2026-11-23", 16)).toBe("2025-07-23");
    expect(monthsBefore("2026-06-30", 16)).toBe("2025-02-28");
  });

  it("cuts the 28 days to the newest day and the 28 before them, across a month's end", () => {
    const p = periodBounds("2026-03-10");
    expect(p).toMatchObject({ start: "2026-02-11", prevEnd: "2026-02-10", prevStart: "2026-01-14" });
    expect(daysBetween(p.start, "2026-03-10") + 1).toBe(28);
    expect(daysBetween(p.prevStart, p.prevEnd) + 1).toBe(28);
    expect(p.s).toBe(Date.parse("2026-02-11T03:00:00Z"));
    expect(p.ps).toBe(Date.parse("2026-01-14T03:00:00Z"));
    expect(p.e).toBe(Date.parse("2026-03-11T03:00:00Z"));
    // The contacts' sums compare their stored bounds with the same cut.
    expect(expectedBounds("2026-03-10")).toEqual({ s: p.s, e: p.e });
  });
});

describe("pages of the site", () => {
  it("turns Search Console URLs into the paths leads are recorded with", () => {
    expect(pagePath("https://motoresppa.com.br/")).toBe("/");
    expect(pagePath("https://www.motoresppa.com.br/cidades/osasco/")).toBe("/cidades/osasco");
    expect(pagePath("http://motoresppa.com.br/local/moema?x=1#y")).toBe("/local/moema");
    expect(pagePath("android-app://x/y")).toBeNull();
    expect(pagePath("não é url")).toBeNull();
  });

  it("names the place of location, kit and regional pages as their contact links do", () => {
    expect(placeOfPath("/cidades/santo-andre")).toBe("Santo André");
    expect(placeOfPath("/local/moema")).toBe("Moema, São Paulo");
    expect(placeOfPath("/cidades/moema")).toBeNull();
    expect(placeOfPath("/motor-ppa-osasco")).toBe("Osasco");
    expect(placeOfPath("/conserto-de-portao-automatico-guarulhos")).toBe("Guarulhos");
    expect(placeOfPath("/duvidas-frequentes")).toBeNull();
    expect(placeOfPath("/")).toBeNull();
  });

  it("links generated pages to their editor", () => {
    expect(editHrefOf("/links-uteis/portao-barulhento")).toBe("/admin/paginas/portao-barulhento/editar");
    expect(editHrefOf("/cidades/osasco")).toBeNull();
  });
});

describe("the CTR norm and the action lists", () => {
  it("interpolates between whole positions and flattens past the second page", () => {
    expect(expectedCtr(1)).toBeCloseTo(0.28);
    expect(expectedCtr(3)).toBeCloseTo(0.11);
    expect(expectedCtr(3.5)).toBeCloseTo(0.095);
    expect(expectedCtr(40)).toBeCloseTo(0.007);
    expect(expectedCtr(0.5)).toBeCloseTo(0.28);
  });

  const page = (path: string, impressions: number, clicks: number, position: number | null) => ({
    path,
    impressions,
    clicks,
    position,
  });

  it("'Quase na primeira página': positions 4 to 20, by the clicks position 3 would bring", () => {
    const list = nearFirstPage([
      page("/a", 1000, 30, 6), // 110 − 30 = 80
      page("/b", 5000, 0, 25), // past 20
      page("/c", 5000, 0, 3.9), // already near the top
      page("/d", 10, 0, 8), // too few impressions
      page("/e", 2000, 100, 12), // 220 − 100 = 120
      page("/f", 100, 50, 5), // already above the norm: no gain
    ]);
    expect(list.map((l) => [l.page.path, l.gain])).toEqual([
      ["/e", 120],
      ["/a", 80],
    ]);
  });

  it("'Vista mas pouco clicada': CTR under half the norm for the position", () => {
    const list = seenButNotClicked([
      page("/a", 2000, 4, 3), // 0.2 % against 11 %
      page("/b", 1000, 30, 6), // 3 % against 5.1 %: not far enough below
      page("/c", 50, 0, 2), // too few impressions
      page("/d", 1000, 0, 30), // past the second page
    ]);
    expect(list.map((l) => [l.page.path, l.missed])).toEqual([["/a", 216]]);
  });
});

describe("sorting the funnel", () => {
  const row = (key: string, impressions: number, position: number | null): FunnelRow => ({
    key,
    place: null,
    editHref: null,
    openHref: null,
    topQuery: null,
    now: { impressions, clicks: 0, position, leads: 0, closed: 0, revenueCents: 0 },
    before: { impressions: 0, clicks: 0, position: null, leads: 0, closed: 0, revenueCents: 0 },
  });
  const rows = [row("/b", 10, 5), row("/a", 30, 2), row("/c", 0, null)];

  it("reads the column and direction from the query, best first by default", () => {
    expect(sortParam(new URL("http://x/?ordem=posicao"))).toEqual({ key: "posicao", dir: "asc" });
    expect(sortParam(new URL("http://x/?ordem=nada&dir=talvez"))).toEqual({ key: "impressoes", dir: "desc" });
  });

  it("sorts either way and keeps rows without a value last", () => {
    expect(sortRows(rows, { key: "posicao", dir: "asc" }).map((r) => r.key)).toEqual(["/a", "/b", "/c"]);
    expect(sortRows(rows, { key: "posicao", dir: "desc" }).map((r) => r.key)).toEqual(["/b", "/a", "/c"]);
    expect(sortRows(rows, { key: "impressoes", dir: "asc" }).map((r) => r.key)).toEqual(["/c", "/b", "/a"]);
    expect(sortRows(rows, { key: "pagina", dir: "desc" }).map((r) => r.key)).toEqual(["/c", "/b", "/a"]);
  });
});

describe("the refresh token's cipher", () => {
  it("opens only with the secret it was sealed with, and never repeats a ciphertext", async () => {
    const a = await sealToken("segredo-1", "1//token-de-teste");
    const b = await sealToken("segredo-1", "1//token-de-teste");
    expect(a).not.toBe(b);
    expect(a).not.toContain("token-de-teste");
    expect(await openToken("segredo-1", a)).toBe("1//token-de-teste");
    expect(await openToken("segredo-2", a)).toBeNull();
    expect(await openToken("segredo-1", "estragado")).toBeNull();
    expect(await openToken("segredo-1", `${a.split(".")[0]}.AAAA`)).toBeNull();
  });
});

describe("Web Vitals", () => {
  it("accepts a path with at least one metric and nothing else", () => {
    expect(parseBeacon('{"path":"/local/moema","lcp":1200,"cls":0}')).toEqual({
      ok: true,
      beacon: { path: "/local/moema", lcp: 1200, cls: 0 },
    });
    for (const bad of ['{"path":"/x"}', '{"path":"x","lcp":1}', '{"path":"/x","lcp":1,"ua":"y"}', "[]", "{"]) {
      expect(parseBeacon(bad).ok).toBe(false);
    }
  });

  it("rates against Google's limits and formats in Portuguese", () => {
    expect(rate("lcp", 2500)).toBe("good");
    expect(rate("lcp", 2501)).toBe("needs-improvement");
    expect(rate("inp", 501)).toBe("poor");
    expect(rate("cls", 0.1)).toBe("good");
    expect(formatMetric("lcp", 1834)).toBe("1,83 s");
    expect(formatMetric("inp", 96.4)).toBe("96 ms");
    expect(formatMetric("cls", 0.123)).toBe("0,12");
  });
});
