// The Worker bundle holds the app once: worker/ reaches app code only through the Remix server
// build (app/entry.server.tsx exports createSite), so wrangler's bundle takes app/ and content/
// from build/server alone. A direct import from worker/ would add a second copy of every module
// it reaches (and of their module state: the page listing, the identity scope).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const map = JSON.parse(readFileSync("build/worker/index.js.map", "utf8")) as { sources: string[] };

describe("Worker bundle", () => {
  it("takes the app from the Remix build only: no app/ or content/ source of its own", () => {
    const own = map.sources.filter((s) => !s.includes("node_modules"));
    expect(own.filter((s) => /(^|\/)(app|content)\//.test(s))).toEqual([]);
    // Sources are relative to build/worker: the Remix build is ../server/index.js.
    expect(own.filter((s) => s === "../server/index.js")).toHaveLength(1);
    expect(own.some((s) => s.endsWith("worker/index.ts"))).toBe(true);
  });

  it("is a production build: none of React's development warnings", () => {
    // Built under vitest's NODE_ENV=test, Vite bundled React's development build (the build runs
    // inside the test run: tests/support/global-setup.ts gives it a shell's environment).
    const worker = readFileSync("build/worker/index.js", "utf8");
    expect(worker).not.toContain("Each child in a list should have a unique");
    expect(worker).not.toContain("react-dom-server.edge.development");
  });

  it("bundles no second copy of the libraries the app uses (zod, the sanitizer, Remix's runtime)", () => {
    const packages = map.sources.filter((s) => /node_modules\/(zod|sanitize-html|htmlparser2|@remix-run)\//.test(s));
    expect(packages).toEqual([]);
  });
});
