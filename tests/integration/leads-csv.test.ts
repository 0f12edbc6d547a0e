// Issue 25, finding 2 (and issue 23's CSV for Excel in Brazil): the leads export read back with a
// real CSV parser (csv-parse) in both separators. Every cell quoted, formula starters inert
// wherever a cell could begin (also when a spreadsheet splits on the other separator), the
// decimal comma, São Paulo time and the UTF-8 byte-order mark.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../../harness/admin-client";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
let cookie: string;
// Rows as older versions could store them: free text in the place, product and campaign columns.
const HOSTILE = {
  place: "x;=1+1",
  product: "Kit;=cmd|' /C calc'!A0",
  utm_source: "@SUM(1+1)*cmd|' /C calc'!A0",
  utm_medium: '-2+3,"=HYPERLINK(""http://evil.example"")"',
  utm_campaign: "\t=1+1\r\n+1;  =2",
};
// São Paulo time is UTC−3 (no daylight saving since 2019): computed here without the Intl tables.
const CREATED = Date.now() - 3 * 86_400_000;
const EXPECTED_LOCAL = (() => {
  const d = new Date(CREATED - 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
})();

beforeAll(async () => {
  w = await startWorker();
  cookie = await signInCookie(w);
  const db = await w.db();
  await db.batch([
    db
      .prepare(
        `INSERT INTO leads (ref, created_at, channel, path, family, place, product, utm_source, utm_medium,
           utm_campaign, device, closed_at, value_cents)
         VALUES ('CSV22', ?1, 'whatsapp', '/local/moema', 'bairro', ?2, ?3, ?4, ?5, ?6, 'mobile', ?1, 125050)`,
      )
      .bind(CREATED, HOSTILE.place, HOSTILE.product, HOSTILE.utm_source, HOSTILE.utm_medium, HOSTILE.utm_campaign),
    db
      .prepare(
        `INSERT INTO leads (ref, created_at, channel, path, family, place, device)
         VALUES ('CSV33', ?1, 'telefone', '/cidades/osasco', 'cidade', 'Osasco', 'desktop')`,
      )
      .bind(CREATED + 1000),
  ]);
});
afterAll(async () => {
  await w?.dispose();
});

const download = async (query = "") => {
  const res = await w.fetch(`/admin/contatos/csv?dias=30${query}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
};

/** A cell a spreadsheet would run: a formula starter first, after any spaces or quotes ("'" makes it text). */
const runsAsFormula = (cell: string) => /^[ "]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/.test(cell);

describe("leads CSV for Excel in Brazil", () => {
  for (const [label, query, delimiter] of [
    ["';' (the default)", "", ";"],
    ["',' (?separador=virgula)", "&separador=virgula", ","],
  ] as const) {
    it(`${label}: parses into the columns, with São Paulo time and the decimal comma`, async () => {
      const text = await download(query);
      expect(text.startsWith("\uFEFF")).toBe(true);
      const records: string[][] = parse(text, { delimiter, bom: true, relax_column_count: false });
      const [header, ...rows] = records;
      expect(header).toEqual([
        "codigo",
        "data_hora",
        "canal",
        "pagina",
        "tipo_de_pagina",
        "local",
        "produto",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "gclid",
        "fbclid",
        "dispositivo",
        "etapa",
        "cliente",
        "anotacao",
        "orcamento_fechado",
        "valor_reais",
      ]);
      const byRef = Object.fromEntries(rows.map((r) => [r[0], Object.fromEntries(header!.map((h, i) => [h, r[i]]))]));
      expect(byRef.CSV22).toMatchObject({
        data_hora: EXPECTED_LOCAL,
        canal: "whatsapp",
        pagina: "/local/moema",
        orcamento_fechado: "sim",
        valor_reais: "1250,50",
      });
      expect(byRef.CSV33).toMatchObject({ local: "Osasco", valor_reais: "", orcamento_fechado: "não" });
      // Every value keeps its words; only an apostrophe is put before what would run.
      expect(byRef.CSV22!.local).toBe("x;'=1+1");
      expect(byRef.CSV22!.produto).toBe("Kit;'=cmd|' /C calc'!A0");
      for (const row of rows) {
        for (const cell of row) expect(runsAsFormula(cell), cell).toBe(false);
      }
      // Every cell is quoted (RFC 4180), the header too: the file is quoted cells, separators and CRLFs.
      const cell = '"(?:[^"]|"")*"';
      const file = new RegExp(`^(?:${cell}(?:${delimiter}${cell})*\r\n)+$`);
      expect(file.test(text.replace(/^\uFEFF/, ""))).toBe(true);
    });
  }

  it("split the careless way (on either separator, quotes ignored), no piece runs as a formula", async () => {
    for (const query of ["", "&separador=virgula"]) {
      const text = (await download(query)).replace(/^\uFEFF/, "");
      for (const piece of text.split(/[;,\t\r\n]/)) {
        expect(runsAsFormula(piece.replace(/^"+/, "")), JSON.stringify(piece)).toBe(false);
      }
    }
  });

  it("needs the admin's session", async () => {
    const res = await w.fetch("/admin/contatos/csv?dias=30");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
