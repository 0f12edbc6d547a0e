// The folder rules of docs/ARCHITECTURE.md, checked on the source: content/ is data and text
// helpers and depends on nothing in app/; worker/ reaches the app only through the Remix build;
// domain code (app/lib) knows no Remix and throws no HTTP responses; app code reaches KV and D1
// only through the services' recording wrappers; no state is smuggled through globalThis; files in
// app/ and worker/ stay under 600 lines; each folder imports only what its row of the table allows;
// logs go through the log helper; stored text is cleaned in one place; one module announces writes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(rel);
  }
  return out;
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*\(?\s*["']([^"']+)["']/g];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]!);
  return found;
}

/** The specifiers a file imports for their values: `import type` and `export type` are erased by the bundler. */
function valueSpecifiers(source: string): string[] {
  return specifiers(source.replace(/\b(?:import|export)\s+type\s[^;]*?\bfrom\s*["'][^"']+["'];?/g, ""));
}

/** The repository folder a specifier points into ("app", "content", …), or null for a package. */
function targetFolder(file: string, spec: string): string | null {
  if (spec.startsWith("~/")) return "app";
  if (spec.startsWith("@content/")) return "content";
  if (!spec.startsWith(".")) return null;
  const resolved = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec));
  return resolved.split(path.sep)[0] ?? null;
}

describe("import graph", () => {
  it("finds the imports it checks (the scanner itself works)", () => {
    expect(specifiers('import { a } from "../app/lib/x";\nexport { b } from "~/lib/y";')).toEqual([
      "../app/lib/x",
      "~/lib/y",
    ]);
    expect(targetFolder("content/kits.ts", "../app/lib/slug")).toBe("app");
    expect(targetFolder("content/generator/facts.ts", "../business")).toBe("content");
  });

  it("content/ imports nothing from app/ (nor worker/, tests/, scripts/)", () => {
    const offending: string[] = [];
    const files = sourceFiles("content");
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const spec of specifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
        const folder = targetFolder(file, spec);
        if (folder !== null && folder !== "content") offending.push(`${file} → ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("worker/ imports nothing from app/ or content/ but types: it reaches the app through the Remix build", () => {
    const offending: string[] = [];
    const files = sourceFiles("worker");
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      for (const spec of valueSpecifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
        const folder = targetFolder(file, spec);
        if (folder === "app" || folder === "content" || spec.includes("load-context"))
          offending.push(`${file} → ${spec}`);
      }
    }
    expect(offending).toEqual([]);
    // The scanner sees through type imports only: a value import of app/ would be caught.
    expect(valueSpecifiers('import type { Site } from "../app/worker.server";\nimport { x } from "../app/y";')).toEqual(
      ["../app/y"],
    );
  });

  it("domain code (app/lib) takes services, not a Remix request context, and throws no HTTP responses", () => {
    const offending: string[] = [];
    for (const file of sourceFiles("app/lib")) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      if (specifiers(source).some((spec) => spec.startsWith("@remix-run/"))) offending.push(`${file}: imports Remix`);
      if (/\bAppLoadContext\b/.test(source)) offending.push(`${file}: AppLoadContext`);
      if (/\bthrow\s+(?:new\s+Response|redirect\(|json\()/.test(source)) offending.push(`${file}: throws a Response`);
    }
    expect(offending).toEqual([]);
  });

  it("app/ reads and writes KV and D1 only through the services' recording wrappers, never the raw bindings", () => {
    const offending = sourceFiles("app").filter(
      (file) =>
        file !== path.join("app", "lib", "platform", "services.server.ts") &&
        /\b(?:env|bindings)\.(?:PAGES|DB)\b/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(offending).toEqual([]);
  });

  it("no module keeps state on globalThis (one module graph: module state exists once)", () => {
    const offending = [...sourceFiles("app"), ...sourceFiles("content"), ...sourceFiles("worker")].filter((file) =>
      /\bSymbol\.for\(|\bglobalThis\s*(?:as\b|\[|\.)/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(offending).toEqual([]);
  });

  it("no file in app/ or worker/ has 600 lines or more", () => {
    const long = [...sourceFiles("app"), ...sourceFiles("worker")]
      .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines >= 600);
    expect(long).toEqual([]);
  });

  /** The folder under app/ a value import points into ("lib", "http", "components", …), or null. */
  function appArea(file: string, spec: string): string | null {
    if (targetFolder(file, spec) !== "app") return null;
    const rel = spec.startsWith("~/")
      ? spec.slice(2)
      : path.relative(path.join(ROOT, "app"), path.resolve(ROOT, path.dirname(file), spec));
    return rel.split(/[\\/]/)[0] ?? null;
  }

  it("app/lib imports no value from app/http, app/routes, app/components or app/hooks", () => {
    const offending: string[] = [];
    for (const file of sourceFiles("app/lib"))
      for (const spec of valueSpecifiers(readFileSync(path.join(ROOT, file), "utf8")))
        if (["http", "routes", "components", "hooks"].includes(appArea(file, spec) ?? ""))
          offending.push(`${file} → ${spec}`);
    expect(offending).toEqual([]);
  });

  /** The app/ file a value import resolves to, or null (a package, content/, a type). */
  function resolveApp(file: string, spec: string): string | null {
    const base = spec.startsWith("~/")
      ? path.join("app", spec.slice(2))
      : spec.startsWith(".")
        ? path.join(path.dirname(file), spec)
        : null;
    if (base === null) return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
      const full = path.join(ROOT, candidate);
      if (existsSync(full) && statSync(full).isFile()) return candidate;
    }
    return null;
  }

  /** Strongly connected groups of more than one module (Tarjan): each is an import cycle. */
  function importCycles(graph: Map<string, string[]>): string[][] {
    let next = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const group: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          group.push(w);
        } while (w !== v);
        if (group.length > 1 || graph.get(v)?.includes(v)) cycles.push(group.sort());
      }
    };
    for (const v of graph.keys()) if (!index.has(v)) visit(v);
    return cycles;
  }

  it("finds an import cycle (the check itself works)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCycles(graph)).toEqual([["a", "b", "c"]]);
  });

  it("no module of app/ imports a value from itself through others (no import cycle)", () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles("app"))
      graph.set(
        file,
        valueSpecifiers(readFileSync(path.join(ROOT, file), "utf8"))
          .map((spec) => resolveApp(file, spec))
          .filter((f): f is string => f !== null),
      );
    expect(graph.size).toBeGreaterThan(100);
    expect(importCycles(graph)).toEqual([]);
  });

  it("app/components and app/hooks import no value from *.server modules, app/routes or app/http", () => {
    const offending: string[] = [];
    for (const file of [...sourceFiles("app/components"), ...sourceFiles("app/hooks")])
      for (const spec of valueSpecifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
        const area = appArea(file, spec);
        if (area === null) continue;
        if (/\.server$/.test(spec) || area === "routes" || area === "http") offending.push(`${file} → ${spec}`);
      }
    expect(offending).toEqual([]);
  });

  it("app/http imports no value from app/routes or app/components", () => {
    const offending: string[] = [];
    for (const file of sourceFiles("app/http"))
      for (const spec of valueSpecifiers(readFileSync(path.join(ROOT, file), "utf8")))
        if (["routes", "components"].includes(appArea(file, spec) ?? "")) offending.push(`${file} → ${spec}`);
    expect(offending).toEqual([]);
  });

  it("logs go through app/lib/platform/log.ts: no console.* anywhere else in app/, worker/ or content/", () => {
    const offending = [...sourceFiles("app"), ...sourceFiles("worker"), ...sourceFiles("content")].filter(
      (file) =>
        file !== path.join("app", "lib", "platform", "log.ts") &&
        /\bconsole\.[a-z]+\s*\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(offending).toEqual([]);
  });

  it("HTML is parsed only through html-stage/dom.ts, and stored text is cleaned only by the store", () => {
    const all = [...sourceFiles("app"), ...sourceFiles("scripts"), ...sourceFiles("harness"), ...sourceFiles("worker")];
    const parserUsers = all.filter((file) =>
      specifiers(readFileSync(path.join(ROOT, file), "utf8")).some((s) =>
        ["sanitize-html", "htmlparser2", "domhandler", "dom-serializer", "domutils"].includes(s),
      ),
    );
    // The crawler of the tests' launched sites finds links with htmlparser2's tokenizer, without
    // building a document (harness/crawl.ts, `parse: false`): it reads rendered pages, never stores.
    expect(parserUsers).toEqual([path.join("app", "lib", "html-stage", "dom.ts"), path.join("harness", "crawl.ts")]);
    // cleanPage / cleanSellerText (store-clean.server.ts) are what a stored record goes through.
    const cleaners = all.filter(
      (file) =>
        !file.endsWith("store-clean.server.ts") &&
        /\b(?:cleanPage|cleanSellerText)\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(cleaners.sort()).toEqual(
      [
        path.join("app", "lib", "pages", "seller-text.server.ts"),
        path.join("app", "lib", "pages", "store.server.ts"),
        path.join("scripts", "pages.ts"),
      ].sort(),
    );
  });

  /** The value imports of the files under `dir` that resolve into the app/ files `into` matches. */
  function importsInto(dir: string, into: (target: string) => boolean): string[] {
    const found: string[] = [];
    for (const file of sourceFiles(dir))
      for (const spec of valueSpecifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
        const target = resolveApp(file, spec);
        if (target !== null && into(target)) found.push(`${file} → ${spec}`);
      }
    return found;
  }

  it("the three page parts point one way: the HTML stage imports neither the gate nor the store", () => {
    expect(sourceFiles(path.join("app", "lib", "html-stage")).length).toBeGreaterThan(1);
    const gate = path.join("app", "lib", "gate") + path.sep;
    const pages = path.join("app", "lib", "pages") + path.sep;
    expect(
      importsInto(
        path.join("app", "lib", "html-stage"),
        (target) => target.startsWith(gate) || target.startsWith(pages),
      ),
    ).toEqual([]);
  });

  it("the gate imports no value of the store, only the record's types: the store hands it a reader", () => {
    const pages = path.join("app", "lib", "pages") + path.sep;
    const gate = path.join("app", "lib", "gate") + path.sep;
    expect(importsInto(path.join("app", "lib", "gate"), (target) => target.startsWith(pages))).toEqual([]);
    // The same scan sees the store's imports of the gate the other way: it can fail.
    expect(importsInto(path.join("app", "lib", "pages"), (target) => target.startsWith(gate)).length).toBeGreaterThan(
      0,
    );
    const record = readFileSync(path.join(ROOT, "app", "lib", "pages", "page-record.ts"), "utf8");
    expect(valueSpecifiers(record).filter((spec) => /store|listing|page-view/.test(spec))).toEqual([]);
  });

  it("only announce.server.ts purges the edge cache for a write and notifies IndexNow", () => {
    const callers = sourceFiles("app").filter(
      (file) =>
        !/(?:edge-cache|indexnow)\.server\.ts$/.test(file) &&
        /\b(?:purgePaths|notifyIndexNow)\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(callers).toEqual([path.join("app", "lib", "pages", "announce.server.ts")]);
  });

  /**
   * app/lib's feature folders, bottom to top (docs/ARCHITECTURE.md, "Folders and what each may
   * import"): a folder imports values only from the folders below it; types go anywhere.
   */
  const FOLDER_ORDER = [
    "platform",
    "auth",
    "media",
    "html-stage",
    "claims",
    "seo",
    "gate",
    "pages",
    "leads",
    "review-queue",
    "generation",
    "jobs",
    "reviews",
    "jobs-done",
    "identity",
    "insights",
    "backup",
  ];

  /** Specifiers a file imports values from: also drops `import { type A, type B } from …`. */
  function folderValueSpecifiers(source: string): string[] {
    return valueSpecifiers(
      source.replace(/\bimport\s*\{([^}]*)\}\s*from\s*["'][^"']+["'];?/g, (statement, names: string) =>
        names
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith("type "))
          ? ""
          : statement,
      ),
    );
  }

  /** The app/lib feature folder a file or a specifier of it points into, or null. */
  function libFolder(file: string, spec?: string): string | null {
    let target = file;
    if (spec !== undefined) {
      if (spec.startsWith("~/")) target = path.join("app", spec.slice(2));
      else if (spec.startsWith(".")) target = path.join(path.dirname(file), spec);
      else return null;
    }
    const parts = path.normalize(target).split(path.sep);
    return parts[0] === "app" && parts[1] === "lib" && parts.length > 3 ? parts[2]! : null;
  }

  /** Value imports between app/lib's folders: "from → to" and the files that make each. */
  function folderEdges(): Map<string, string[]> {
    const edges = new Map<string, string[]>();
    for (const file of sourceFiles(path.join("app", "lib"))) {
      const from = libFolder(file);
      for (const spec of folderValueSpecifiers(readFileSync(path.join(ROOT, file), "utf8"))) {
        const to = libFolder(file, spec);
        if (from === null || to === null || to === from) continue;
        const key = `${from} → ${to}`;
        edges.set(key, [...(edges.get(key) ?? []), `${path.basename(file)}: ${spec}`]);
      }
    }
    return edges;
  }

  it("reads folder edges from value imports only (the scanner itself works)", () => {
    const source = [
      'import { type A, type B } from "~/lib/pages/page-record";',
      'import type { C } from "~/lib/gate/floor";',
      'import { type D, e } from "~/lib/seo/similarity";',
      'export { f } from "../claims/facts";',
    ].join("\n");
    expect(folderValueSpecifiers(source)).toEqual(["~/lib/seo/similarity", "../claims/facts"]);
    expect(libFolder(path.join("app", "lib", "html-stage", "dom.ts"), "../claims/facts")).toBe("claims");
    expect(libFolder(path.join("app", "lib", "gate", "quality.ts"), "~/lib/pages/slug")).toBe("pages");
    expect(libFolder(path.join("app", "lib", "gate", "quality.ts"), "@content/text")).toBeNull();
    expect(folderEdges().size).toBeGreaterThan(40);
  });

  it("app/lib's folders are the ones FOLDER_ORDER ranks, each once", () => {
    const folders = readdirSync(path.join(ROOT, "app", "lib")).filter((name) =>
      statSync(path.join(ROOT, "app", "lib", name)).isDirectory(),
    );
    expect([...FOLDER_ORDER].sort()).toEqual(folders.sort());
    expect(new Set(FOLDER_ORDER).size).toBe(FOLDER_ORDER.length);
  });

  it("app/lib's folders import values only down FOLDER_ORDER", () => {
    const rank = new Map(FOLDER_ORDER.map((folder, i) => [folder, i]));
    const edges = folderEdges();
    const upward = [...edges.keys()].filter((key) => {
      const [from, to] = key.split(" → ") as [string, string];
      return rank.get(to)! > rank.get(from)!;
    });
    const detail = upward.map((key) => `${key} (${edges.get(key)!.join(", ")})`).join("\n");
    expect(upward.sort(), detail).toEqual([]);
  });

  it("no folder of app/lib imports a value from itself through others", () => {
    const graph = new Map<string, string[]>(FOLDER_ORDER.map((folder) => [folder, []]));
    for (const key of folderEdges().keys()) {
      const [from, to] = key.split(" → ") as [string, string];
      graph.get(from)!.push(to);
    }
    expect(importCycles(graph)).toEqual([]);
  });

  it("migrations are numbered 0001, 0002, … without a gap or a repeat", () => {
    const numbers = readdirSync(path.join(ROOT, "migrations"))
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => Number(name.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
