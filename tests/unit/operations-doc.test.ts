// docs/operations.md sends the reader to where each thing is changed: prices and the other
// commercial claims are the seller's, in "Ofertas e garantias", not a developer's edit.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const doc = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8").replace(/\s+/g, " ");

describe("docs/operations.md on prices", () => {
  it("names the seller's screen for prices, which exists", () => {
    const sentence = doc.split(/(?<=\.) /).find((s) => /^Prices\b/.test(s)) ?? "";
    expect(sentence).toContain("/admin/ofertas");
    expect(existsSync(path.join(ROOT, "app/routes/admin.ofertas.tsx"))).toBe(true);
  });

  it("no longer calls them a developer's edit", () => {
    expect(doc).not.toMatch(/Prices[^.]*developer's edit/);
  });
});
