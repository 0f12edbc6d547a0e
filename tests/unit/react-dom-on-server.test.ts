// The server build replaces "react-dom" with an empty module (vite.config.ts, config/react-dom-on-server.ts):
// React's DOM client was in the Worker only because react-router-dom reads `flushSync` from it, a
// function only its browser router calls. This holds while nothing else on the server reads it: the
// app imports no bare "react-dom", and react-router-dom reads nothing from it but flushSync, with a
// fallback when there is none. (scripts/compare-builds.ts found 400 pages identical with and without.)
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

it("no server code imports react-dom itself (react-dom/server is not aliased)", () => {
  const bare = /from\s+["']react-dom["']|import\(\s*["']react-dom["']\s*\)/;
  const users = [...sources(path.join(ROOT, "app")), ...sources(path.join(ROOT, "worker"))].filter((f) =>
    bare.test(readFileSync(f, "utf8")),
  );
  expect(users.map((f) => path.relative(ROOT, f))).toEqual([]);
});

it("react-router-dom reads only flushSync from react-dom, and calls the update itself without it", () => {
  const src = readFileSync(require.resolve("react-router-dom"), "utf8");
  const esm = readFileSync(path.join(path.dirname(require.resolve("react-router-dom")), "index.js"), "utf8");
  const readers = [src, esm].filter((c) => c.includes("ReactDOM"));
  expect(readers.length).toBeGreaterThan(0);
  for (const code of readers) {
    const reads = [...code.matchAll(/ReactDOM(?:\.(\w+)|\[(\w+)\])/g)].map((m) => m[1] ?? m[2]);
    expect(new Set(reads)).toEqual(new Set(["FLUSH_SYNC"]));
    expect(code).toContain('const FLUSH_SYNC = "flushSync"');
    expect(code).toMatch(/if \(flushSyncImpl\) \{\s*flushSyncImpl\(cb\);\s*\} else \{\s*cb\(\);\s*\}/);
  }
});
