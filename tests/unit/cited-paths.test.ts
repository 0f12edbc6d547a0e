// A comment that names a file the repository no longer has sends the reader nowhere: every
// repository path cited in a comment of app/, content/, worker/, harness/, scripts/ or tests/ must
// exist. build/ is what `npm run build` writes, absent from a clean clone: not checked.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "content", "worker", "harness", "scripts", "tests"];
const TOP = "app|worker|harness|scripts|tests|content|docs|migrations|public";

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(rel);
  }
  return out;
}

/** The text of a file's comments: `// …` to the line's end and `/* … *\/` blocks. */
function comments(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g)) found.push(m[0]);
  return found;
}

/** Repository paths named in a text: a top-level folder, then segments (globs and placeholders end it). */
function citedPaths(text: string): string[] {
  const re = new RegExp(`(?<![\\w./~@-])(?:${TOP})(?:/[\\w.$\\[\\]-]+)+`, "g");
  const out: string[] = [];
  for (const m of text.matchAll(re)) {
    const next = text[m.index + m[0].length] ?? "";
    if ("/…{<*".includes(next) && next !== "") continue; // a pattern, not a file
    out.push(m[0].replace(/[.]+$/, ""));
  }
  return out;
}

/**
 * A cited path exists as written, as a folder, as a module or test named without its extension
 * ("tests/e2e/leads"), or as the numbered prefix of a migration ("migrations/0004").
 */
function exists(cited: string): boolean {
  const full = path.join(ROOT, cited);
  if ([".ts", ".tsx", ".js", ".mjs", ".d.ts", ".test.ts"].some((ext) => existsSync(full + ext))) return true;
  if (existsSync(full)) return true;
  const migration = /^migrations\/(\d{4})$/.exec(cited);
  return (
    migration !== null && readdirSync(path.join(ROOT, "migrations")).some((name) => name.startsWith(migration[1]!))
  );
}

describe("paths cited in comments", () => {
  it("finds the paths it checks (the scanner itself works)", () => {
    expect(comments('const a = "https://x.y/z"; // see app/lib/x.ts.\n/* and harness/y */')).toEqual([
      "// see app/lib/x.ts.",
      "/* and harness/y */",
    ]);
    expect(citedPaths("see app/lib/x.ts. and tests/e2e/*.test.ts, migrations/0001_…sql")).toEqual(["app/lib/x.ts"]);
    expect(citedPaths("~/lib/x and node_modules/app/y and build/client")).toEqual([]);
    expect(exists("tests/e2e/leads") && exists("migrations/0004") && exists("app/lib")).toBe(true);
    expect(exists("app/lib/jobs.server.ts")).toBe(false);
  });

  it("every repository path a comment cites exists", () => {
    const missing: string[] = [];
    const files = SCANNED.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      if (file === path.join("tests", "unit", "cited-paths.test.ts")) continue;
      const source = readFileSync(path.join(ROOT, file), "utf8");
      for (const comment of comments(source))
        for (const cited of citedPaths(comment)) if (!exists(cited)) missing.push(`${file}: ${cited}`);
    }
    expect(missing).toEqual([]);
  });
});
