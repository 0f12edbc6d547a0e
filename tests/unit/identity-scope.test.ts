// The seller's identity is request state: content texts read it through the `business` getters
// when a page renders, never when a module loads (a value computed at import would keep the
// identity of whichever request came first, or the defaults, for the isolate's whole life).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { business, setIdentitySource } from "@content/business";

const ROOT = path.resolve(import.meta.dirname, "../..");

function contentModules(dir = "content"): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return contentModules(rel);
    return /\.ts$/.test(name) ? [rel] : [];
  });
}

describe("identity scope", () => {
  it("no content module reads the seller's identity when it is imported, only when a page renders", async () => {
    const reads: string[] = [];
    setIdentitySource(() => {
      reads.push(new Error().stack?.split("\n")[2]?.trim() ?? "?");
      throw new Error("identity read outside a request");
    });
    try {
      const modules = contentModules();
      expect(modules.length).toBeGreaterThan(20);
      for (const file of modules) await import(/* @vite-ignore */ path.join(ROOT, file));
      expect(reads).toEqual([]);
      // The check itself works: a getter read now, outside any request, is caught.
      expect(() => business.phoneDisplay).toThrow("identity read outside a request");
      expect(reads).toHaveLength(1);
    } finally {
      setIdentitySource(() => undefined);
    }
  });
});
