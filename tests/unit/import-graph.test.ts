// The folder rules of docs/ARCHITECTURE.md, checked on the source: content/ is data and text
// helpers and depends on nothing in app/; worker/ reaches the app only through the Remix build;
// domain code (app/lib) knows no Remix and throws no HTTP responses; app code reaches KV and D1
// only through the services' recording wrappers; no state is smuggled through globalThis; files in
// app/ and worker/ stay under 400 lines.
import { readdirSync, readFileSync, statSync } from "node:fs";
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

  it("no file in app/ or worker/ has 400 lines or more", () => {
    const long = [...sourceFiles("app"), ...sourceFiles("worker")]
      .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), "utf8").split("\n").length }))
      .filter(({ lines }) => lines >= 400);
    expect(long).toEqual([]);
  });
});
