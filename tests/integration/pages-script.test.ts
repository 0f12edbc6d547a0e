import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare, type V4MiniflareOptions } from "miniflare";
import { afterAll, describe, expect, it } from "vitest";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { UNINDEXED_MARK } from "~/lib/gate/unindexed-mark.server";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { LISTING_MARK } from "~/lib/pages/listing.server";

const dir = mkdtempSync(path.join(tmpdir(), "ppa-pages-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The environment of every process this file starts: Node's compile cache (NODE_COMPILE_CACHE) in
 * this file's directory, so the wrangler runs compile wrangler's bundle once, not once a run
 * (issue 41: each run is ~1.5 s of CPU, starting Node and a workerd); what each run does is unchanged.
 */
const env = { ...process.env, NODE_COMPILE_CACHE: path.join(dir, "compile-cache") };

/**
 * scripts/pages.ts and what it imports in one ES module (esbuild, as tsx transforms each of them,
 * the project's tsconfig paths; its own folder given for the path of wrangler it resolves), so a run
 * after the first is `node` on it: tsx loads esbuild and transforms the modules again in every
 * process it starts (~0.4 s of CPU a run, issue 41). The first run is `tsx scripts/pages.ts`, as
 * `npm run pages` runs it.
 */
const bundled = path.join(dir, "pages.mjs");
const bundle = build({
  entryPoints: ["scripts/pages.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  outfile: bundled,
  tsconfig: "tsconfig.json",
  // The CommonJS packages bundled in call require().
  banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
  define: { "import.meta.dirname": JSON.stringify(path.resolve("scripts")) },
  logLevel: "silent",
});
let runs = 0;

// Asynchronous on purpose: a synchronous child process (wrangler, tens of seconds on a loaded
// machine) blocks the test worker's event loop, and vitest's RPC then times out ("Timeout calling
// onTaskUpdate") although every test passed.
async function run(...args: string[]): Promise<string> {
  // The project's tsx, run directly (npx would first spend a second looking for it).
  let [command, script] = ["node_modules/.bin/tsx", "scripts/pages.ts"];
  if (runs++ > 0) {
    await bundle;
    [command, script] = [process.execPath, bundled];
  }
  const { stdout } = await promisify(execFile)(command, [script, ...args], {
    encoding: "utf8",
    env: { ...env, PAGES_PERSIST_TO: path.join(dir, "state") },
  });
  return stdout;
}

/** wrangler.toml's PAGES namespace id: wrangler's local KV keeps the script's state under it. */
const PAGES_ID = /binding = "PAGES"\s*\nid = "([^"]+)"/.exec(readFileSync("wrangler.toml", "utf8"))![1]!;

/**
 * The script's local KV, opened as wrangler's `kv` commands open it (`usingLocalNamespace` in its
 * bundle: a Miniflare over `{persist-to}/v3` with the namespace of wrangler.toml's id), but in this
 * process: each wrangler run started Node, loaded wrangler and a workerd (~1.3 s of CPU), for the
 * test's own reads and writes around the script's runs. Never open while the script runs: two
 * workerds over one local state collide.
 */
async function localKv<T>(use: (kv: KVNamespace) => Promise<T>): Promise<T> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      script: 'addEventListener("fetch", (e) => e.respondWith(new Response(null, { status: 404 })))',
      resourcePersistencePath: path.join(dir, "state", "v3"),
      kvNamespaces: { NAMESPACE: PAGES_ID },
    } as V4MiniflareOptions),
  );
  try {
    return await use((await mf.getKVNamespace("NAMESPACE")) as unknown as KVNamespace);
  } finally {
    await mf.dispose();
  }
}

// One state walked through every command, each run once for real through wrangler (every run
// starts Node and a workerd: seconds of CPU). One after the other: two wrangler processes over
// one local state collide (a KV read then fails with a 500, seen when the test ran on one core).
describe("scripts/pages.ts through wrangler and local KV", () => {
  it("restages records staged by older rules once, imports old generated_pages rows with a per-row report skipping existing slugs, and exports them", async () => {
    // Nothing stored yet: nothing to restage, and nothing written.
    expect(await run("restage")).toContain("Nada a refazer");

    // A record staged by older rules (clean 1), written as an older version of the app left it.
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
    // And a deleted page in the trash, keyed by its id.
    await localKv(async (kv) => {
      await kv.put("page:portao-antigo", JSON.stringify(legacy));
      await kv.put("trash:12", "{}");
    });

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
          // A slug KV already holds (listed through wrangler): skipped, the stored page kept.
          { id: 10, title: "Portão antigo de novo", slug: "portao-antigo", content: "<p>Outro texto.</p>" },
          // An id the trash holds: the page gets a new one.
          { id: 12, title: "Portão da lixeira", slug: "portao-da-lixeira", content: "<p>Motor trocado.</p>" },
        ],
      }),
    );
    const first = await run("import", input);
    expect(first).toContain("Linha 1 (portao-sem-barulho): criada");
    expect(first).toMatch(/Linha 2 \(sem-conteudo\): inválida/);
    expect(first).toContain("Linha 3 (portao-sem-barulho): ignorada — endereço repetido no arquivo");
    expect(first).toContain("Linha 4 (portao-antigo): ignorada — já existe uma página com este endereço");
    expect(first).toContain(
      "Linha 5 (portao-da-lixeira): o identificador “12” já pertence a outra página; esta recebe um novo",
    );
    expect(first).toContain("2 página(s) gravada(s)");
    // Every key in one listing, with its metadata (as `wrangler kv key list` prints them); then the
    // seller's "Dados da empresa", as the panel saved it.
    const identity = { ...LAUNCH_IDENTITY, updatedAt: "2026-11-20T10:00:00.000Z" };
    const keys = await localKv(async (kv) => {
      const listed = JSON.stringify((await kv.list()).keys);
      await kv.put(IDENTITY_KEY, JSON.stringify(identity));
      return listed;
    });
    // Pages written without index rows are marked, so the next save lists KV for them.
    expect(UNINDEXED_MARK.startsWith("gate:")).toBe(true);
    expect(keys).toContain(`"name":"${UNINDEXED_MARK}"`);

    // The import's rows are drafts: the listing's change is stamped, no identity is written.
    expect(LISTING_MARK.startsWith("listing:")).toBe(true);
    expect(keys).toContain(`"name":"${LISTING_MARK}"`);
    expect(keys).toContain(`"name":"page:portao-sem-barulho"`);
    expect(keys).not.toContain(IDENTITY_KEY);

    // The legacy record only: the imported ones were cleaned by the current rules as they were written.
    expect(await run("restage")).toMatch(/^1 página\(s\) refeita\(s\) nas regras atuais\.$/m);
    const out = path.join(dir, "export.json");
    await run("export", out);
    const exported = JSON.parse(readFileSync(out, "utf8")) as {
      pages: { id: string; slug: string; content: string; created_at: string; clean?: number }[];
    };
    expect(exported.pages.map((p) => p.slug).sort()).toEqual([
      "portao-antigo",
      "portao-da-lixeira",
      "portao-sem-barulho",
    ]);
    expect(exported.pages.find((p) => p.slug === "portao-da-lixeira")?.id).not.toBe("12");
    const imported = exported.pages.find((p) => p.slug === "portao-sem-barulho");
    expect(imported).toMatchObject({
      id: "7",
      slug: "portao-sem-barulho",
      created_at: "2024-03-01T12:00:00.000Z",
    });
    expect(imported!.content).not.toContain("onerror");
    // Restaged as a save would stage it, marked, its attributes whole; the import did not touch it.
    const restaged = exported.pages.find((p) => p.slug === "portao-antigo");
    expect(restaged?.id).toBe("antiga-1");
    expect(restaged?.clean).toBe(2);
    expect(restaged?.content).toBe(
      `<p>Óleo na cremalheira. <img src="/images/kit-ppa.svg" alt="${alt}"></p><p>Fim.</p>`,
    );
    // The seller's "Dados da empresa" is never rewritten from outside the Worker (a save he made
    // between a read and a write here would be lost): a restage changes nothing a visitor sees
    // (tests/unit/page-tier.test.ts), so it moves no version; the listing's change is stamped.
    // (Read after the export, which writes nothing: the state opened once for it.)
    expect(await localKv(async (kv) => kv.get(IDENTITY_KEY, "json"))).toEqual(identity);
    // Wrangler processes, each starting its own workerd: 2 minutes were not enough for
    // seven at a load average of 14 (CI beside four other builds). A bound, not a measurement.
  }, 480_000);
});
