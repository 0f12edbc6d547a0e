// The pure parts of the phone admin (issue 23): the panel's search over odd input, the WhatsApp
// landline question, how a job's end and its AI usage are said, and the version diff.
import { describe, expect, it } from "vitest";
import { bulkMessage, panelBack } from "~/http/bulk-message";
import { looksLikeLandline } from "~/lib/identity/identity";
import { type JobView, jobStateLabel, usageText } from "~/lib/jobs/jobs";
import type { PageSummary } from "~/lib/pages/page-record";
import { filterPages, filtersOf, normalise, queryOf } from "~/lib/pages/page-search";
import { readableText, textDiff, versionDiff } from "~/lib/pages/revision-diff.server";

const page = (title: string, slug: string, extra: Partial<PageSummary> = {}): PageSummary => ({
  id: slug,
  title,
  slug,
  description: "",
  category: null,
  status: "published",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...extra,
});

const pages = [
  page("Instalação de portão basculante em Santo André", "instalacao-de-portao-basculante-em-santo-andre"),
  page('Motor "PPA" DZ Rio', "motor-ppa-dz-rio", { status: "draft", kind: "ia" }),
  page("Manutenção preventiva", "manutencao-preventiva", { category: "Manutenção", kind: "lote" }),
];

const search = (query: string) => filterPages(pages, filtersOf(new URLSearchParams(query)));

describe("panel search", () => {
  it("finds by title or address, without caring for accents, case or quotes", () => {
    expect(search("busca=instalação").map((p) => p.slug)).toEqual([pages[0]!.slug]);
    expect(search("busca=INSTALACAO santo").map((p) => p.slug)).toEqual([pages[0]!.slug]);
    expect(search(`busca=${encodeURIComponent('"ppa"')}`).map((p) => p.slug)).toEqual(["motor-ppa-dz-rio"]);
    expect(search("busca=manutencao-preventiva").map((p) => p.slug)).toEqual(["manutencao-preventiva"]);
    expect(normalise('  "Ação" / PORTÃO ')).toBe("acao portao");
  });

  it("gives an empty list, never an error, for 2,000 characters, only quotes or symbols", () => {
    expect(search(`busca=${"á".repeat(2000)}`)).toEqual([]);
    expect(search(`busca=${encodeURIComponent('""\'\'"')}`)).toHaveLength(3);
    expect(search(`busca=${encodeURIComponent("%%%<script>")}`)).toEqual([]);
    expect(filtersOf(new URLSearchParams(`busca=${"x".repeat(2000)}`)).q).toHaveLength(200);
  });

  it("filters by status, category and how the page was made; unknown values mean any", () => {
    expect(search("situacao=rascunhos").map((p) => p.slug)).toEqual(["motor-ppa-dz-rio"]);
    expect(search("tipo=lote").map((p) => p.slug)).toEqual(["manutencao-preventiva"]);
    expect(search("tipo=manual").map((p) => p.slug)).toEqual([pages[0]!.slug]);
    expect(search("categoria=nenhuma")).toHaveLength(2);
    expect(search("categoria=Manutenção").map((p) => p.slug)).toEqual(["manutencao-preventiva"]);
    expect(search("situacao=x&categoria=y&tipo=z")).toHaveLength(3);
    expect(queryOf(filtersOf(new URLSearchParams("busca=a b&situacao=publicadas&tipo=ia")))).toBe(
      "busca=a+b&situacao=publicadas&tipo=ia",
    );
  });

  it("goes back only to the panel", () => {
    expect(panelBack("/admin/painel?busca=x&pagina=2")).toBe("/admin/painel?busca=x&pagina=2");
    expect(panelBack("https://evil.example/admin/painel")).toBe("/admin/painel");
    expect(panelBack("/admin/painelx")).toBe("/admin/painel");
    expect(panelBack(null)).toBe("/admin/painel");
  });

  it("names each page a bulk action could not change", () => {
    const toast = bulkMessage("publicar", [
      { slug: "a", title: "A", outcome: "done" },
      { slug: "sumiu", title: null, outcome: "missing" },
      { slug: "b", title: "B", outcome: "duplicate", similar: { path: "/x", title: "X", score: 0.5 } },
    ]);
    expect(toast.title).toBe("1 página publicada");
    expect(toast.description).toContain("/links-uteis/sumiu: não existe mais");
    expect(toast.description).toContain("“B” não foi publicada: 50% de semelhança com “X”");
    expect(bulkMessage("lixeira", [{ slug: "z", title: null, outcome: "missing" }]).kind).toBe("error");
  });
});

describe("WhatsApp number", () => {
  it("asks about a number without the mobile 9, not about a mobile", () => {
    expect(looksLikeLandline("551187654321")).toBe(true);
    expect(looksLikeLandline("5511987654321")).toBe(false);
  });
});

function job(extra: Partial<JobView>): JobView {
  return {
    id: "j",
    tool: "tecnico",
    status: "running",
    total: 10,
    titles: [],
    currentTitle: "Título",
    message: null,
    tokens: 0,
    costBrl: 0,
    createdAt: 0,
    finishedAt: null,
    usage: null,
    items: [],
    ...extra,
  };
}

const item = (index: number, tokens?: number) => ({
  index,
  title: `T${index}`,
  slug: `t${index}`,
  success: true,
  skipped: false,
  attempts: 1,
  tokens,
});

describe("generation jobs as the screen says them", () => {
  it("a cancelled job says how far it got", () => {
    const cancelled = job({ status: "cancelled", items: [item(0), item(1), item(2)] });
    expect(jobStateLabel(cancelled, "Página atual")).toBe("Cancelado: 3 de 10 páginas feitas");
    expect(jobStateLabel(job({}), "Página atual")).toBe("Página atual: Título");
    expect(jobStateLabel(job({ status: "completed" }), "x")).toBe("Concluído");
  });

  it("usage the AI service did not report is not shown as free", () => {
    expect(usageText(job({ items: [item(0), item(1)] }))).toBe("Uso da IA: uso não informado pelo serviço de IA");
    expect(usageText(job({ tokens: 1200, costBrl: 0.04, items: [item(0, 1200)] }))).toBe(
      "Uso da IA: 1.200 tokens · custo estimado R$\u00a00,04",
    );
    expect(usageText(job({ tokens: 1200, costBrl: null, items: [item(0, 1200), item(1)] }))).toBe(
      "Uso da IA: 1.200 tokens (mais 1 página com uso não informado pelo serviço de IA)",
    );
  });
});

describe("version diff", () => {
  it("highlights the words that changed, field by field", () => {
    const parts = textDiff("O motor abre em 8 segundos.", "O motor abre em 4 segundos.")!;
    expect(parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual(["8"]);
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["4"]);
    expect(textDiff("igual", "igual")).toBeNull();
    const fields = versionDiff(
      { title: "T", description: "D", content: "<p>Um &amp; dois</p><p>três</p>" },
      { title: "T", description: "D2", content: "<p>Um &amp; dois</p>" },
    );
    expect(fields.map((f) => f.parts !== null)).toEqual([false, true, true]);
    expect(readableText("<h2>A</h2><p>b&nbsp;c</p>")).toBe("A\nb c");
  });
});
