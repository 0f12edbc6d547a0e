// "Cada página vale a pena?": where a trashed page redirects, the periods' first days and the
// order by what needs attention.
import { describe, expect, it } from "vitest";
import { type VerdictRow, periodStartDay, sortVerdicts } from "~/lib/insights/page-verdicts";
import { closestPage } from "~/lib/pages/closest-page";

const page = (title: string) => ({ slug: title.toLowerCase().replace(/\W+/g, "-"), title });

describe("the closest page of a trashed one", () => {
  const tatuape = page("Conserto de motor de portão deslizante no Tatuapé");
  it("is the same service and subject in a nearby place", () => {
    const mooca = page("Conserto de motor de portão deslizante na Mooca");
    const otherService = page("Instalação de motor de portão deslizante na Mooca");
    expect(closestPage(tatuape, [otherService, mooca]).path).toBe(`/links-uteis/${mooca.slug}`);
  });
  it("else the place's city, else the service's topic", () => {
    const far = page("Conserto de motor de portão deslizante em Moema");
    expect(closestPage(tatuape, [far, tatuape]).path).toBe("/cidades/sao-paulo");
    expect(closestPage(page("Conserto de motor de portão deslizante em Santo André"), []).path).toBe(
      "/cidades/santo-andre",
    );
    expect(closestPage(page("Manutenção de motor de portão: guia da lubrificação"), [])).toEqual({
      path: "/topicos/manutencao-de-motor-de-portao",
      label: "Manutenção de Motor de Portão",
    });
  });
});

describe("periods", () => {
  it("end on the last day and count it", () => {
    expect(periodStartDay("28-dias", "2026-11-24")).toBe("2026-10-28");
    expect(periodStartDay("3-meses", "2026-11-24")).toBe("2026-08-25");
    expect(periodStartDay("16-meses", "2026-11-24")).toBe("2025-07-25");
  });
});

describe("the order by attention", () => {
  const row = (path: string, over: Partial<VerdictRow> = {}, impressions = 0, clicks = 0): VerdictRow => ({
    path,
    label: path,
    slug: path.startsWith("/links-uteis/") ? path.slice(13) : null,
    kind: path.startsWith("/links-uteis/") ? "gerada" : "site",
    indexed: true,
    reason: "",
    sellerNoindex: false,
    figures: { impressions, clicks, position: impressions ? 10 : null, leads: 0, closed: 0, closedCents: 0 },
    last90: { impressions, leads: 0 },
    ageDays: 120,
    proposal: null,
    editHref: null,
    ...over,
  });
  it("puts removals, then built-in pages to improve, then out of Google, then seen but not clicked", () => {
    const rows = [
      row("/a", {}, 50, 5),
      row("/b", {}, 40, 0),
      row("/links-uteis/c", { indexed: false, reason: "Fora" }),
      row("/d", { proposal: "melhorar" }),
      row("/links-uteis/e", { proposal: "remover" }),
    ];
    expect(sortVerdicts(rows, "atencao").map((r) => r.path)).toEqual([
      "/links-uteis/e",
      "/d",
      "/links-uteis/c",
      "/b",
      "/a",
    ]);
    expect(
      sortVerdicts(rows, "impressoes")
        .map((r) => r.path)
        .slice(0, 2),
    ).toEqual(["/a", "/b"]);
  });
});
