import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { UNINDEXED_MARK } from "~/lib/gate/unindexed-mark.server";

const dir = mkdtempSync(path.join(tmpdir(), "ppa-pages-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Asynchronous on purpose: a synchronous child process (wrangler, tens of seconds on a loaded
// machine) blocks the test worker's event loop, and vitest's RPC then times out ("Timeout calling
// onTaskUpdate") although every test passed.
async function run(...args: string[]): Promise<string> {
  // The project's tsx, run directly (npx would first spend a second looking for it).
  const { stdout } = await promisify(execFile)("node_modules/.bin/tsx", ["scripts/pages.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, PAGES_PERSIST_TO: path.join(dir, "state") },
  });
  return stdout;
}

describe("scripts/pages.ts through wrangler and local KV", () => {
  it("imports old generated_pages rows with a per-row report, skips existing ones on a rerun, and exports them", async () => {
    const input = path.join(dir, "old.json");
    writeFileSync(
      input,
      JSON.stringify({
        generated_pages: [
          {
            id: 7,
            title: "Portão sem barulho",
            slug: "portao-sem-barulho",
            content: "<p>Óleo na cremalheira.</p><img src=x onerror=alert(1)>",
            description: "Dicas",
            created_at: "2024-03-01T12:00:00Z",
            updated_at: "2024-03-02T12:00:00Z",
          },
          { id: 8, title: "Sem conteúdo", slug: "sem-conteudo", content: "" },
          { id: 9, title: "Portão sem barulho (cópia)", slug: "portao-sem-barulho", content: "<p>x</p>" },
        ],
      }),
    );
    const first = await run("import", input);
    expect(first).toContain("Linha 1 (portao-sem-barulho): criada");
    expect(first).toMatch(/Linha 2 \(sem-conteudo\): inválida/);
    expect(first).toContain("Linha 3 (portao-sem-barulho): ignorada — endereço repetido no arquivo");
    // Pages written without index rows are marked, so the next save lists KV for them.
    const { stdout: marks } = await promisify(execFile)(
      process.execPath,
      [
        "node_modules/wrangler/bin/wrangler.js",
        "kv",
        "key",
        "list",
        "--prefix",
        "gate:",
        "--binding",
        "PAGES",
        "--local",
        "--persist-to",
        path.join(dir, "state"),
      ],
      { encoding: "utf8" },
    );
    expect(marks).toContain(`"name": "${UNINDEXED_MARK}"`);
    // One after the other: two wrangler processes over one local state collide (a KV read then
    // fails with a 500, seen when the test ran on one core).
    const out = path.join(dir, "export.json");
    const rerun = await run("import", input);
    await run("export", out);
    expect(rerun).toContain("Linha 1 (portao-sem-barulho): ignorada — já existe uma página com este endereço");

    const exported = JSON.parse(readFileSync(out, "utf8")) as {
      pages: { id: string; slug: string; content: string; created_at: string }[];
    };
    // The imported row once (the restage test of this file may have stored a page of its own first).
    const imported = exported.pages.filter((p) => p.slug === "portao-sem-barulho");
    expect(imported).toHaveLength(1);
    expect(exported.pages.filter((p) => p.id === "7")).toHaveLength(1);
    expect(imported[0]).toMatchObject({
      id: "7",
      slug: "portao-sem-barulho",
      created_at: "2024-03-01T12:00:00.000Z",
    });
    expect(imported[0]!.content).not.toContain("onerror");
    // Seven wrangler processes, each starting its own workerd: 2 minutes were not enough at a load
    // average of 14 (CI beside four other builds). A bound, not a measurement.
  }, 300_000);

  it("restage: a record staged by older rules is staged once and marked; attributes stay whole", async () => {
    const now = "2025-01-01T00:00:00.000Z";
    const alt = "Portão novo. Atendimento 24 horas";
    const legacy = {
      id: "antiga-1",
      title: "Portão antigo",
      slug: "portao-antigo",
      description: "Gravada antes da passada única.",
      content: `<p>Óleo na cremalheira. <img src="/images/kit-ppa.svg" alt="${alt}"> Atendimento 24 horas.</p><p>Fim.</p>`,
      category: null,
      status: "published",
      clean: 1,
      created_at: now,
      updated_at: now,
    };
    const bulk = path.join(dir, "legacy.json");
    writeFileSync(bulk, JSON.stringify([{ key: "page:portao-antigo", value: JSON.stringify(legacy) }]));
    await promisify(execFile)(
      process.execPath,
      [
        "node_modules/wrangler/bin/wrangler.js",
        "kv",
        "bulk",
        "put",
        bulk,
        "--binding",
        "PAGES",
        "--local",
        "--persist-to",
        path.join(dir, "state"),
      ],
      { encoding: "utf8" },
    );
    expect(await run("restage")).toMatch(/\d+ página\(s\) refeita\(s\) nas regras atuais\./);
    const out = path.join(dir, "restaged.json");
    await run("export", out);
    const page = (
      JSON.parse(readFileSync(out, "utf8")) as { pages: { slug: string; content: string; clean?: number }[] }
    ).pages.find((p) => p.slug === "portao-antigo");
    expect(page?.clean).toBe(2);
    expect(page?.content).toBe(`<p>Óleo na cremalheira. <img src="/images/kit-ppa.svg" alt="${alt}"></p><p>Fim.</p>`);
    expect(await run("restage")).toContain("Nada a refazer");
  }, 300_000);
});
