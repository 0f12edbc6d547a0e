// The folder rules of docs/ARCHITECTURE.md, checked on the source: content/ is data and text
// helpers and depends on nothing in app/; app code reaches KV only through the request's
// recording wrapper (context.pages); files in app/ and worker/ stay under 400 lines.
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

  it("app/ reads and writes KV only through context.pages, never the raw binding", () => {
    const offending = sourceFiles("app").filter((file) =>
      /\benv\.PAGES\b/.test(readFileSync(path.join(ROOT, file), "utf8")),
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
