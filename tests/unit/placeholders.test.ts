// A placeholder must never pass for a value: grey "(11) 3456-7890" or "R$ 800" in an empty field
// reads as something already saved. Every placeholder in the app is an example ("ex.: …") or an
// instruction ("Digite…", "Comece a digitar…").
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe("placeholders", () => {
  it("are examples or instructions, never something that looks saved", () => {
    const found: string[] = [];
    for (const file of sources("app")) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/placeholder=(?:"([^"]*)"|\{([^}]*)\})/g)) found.push(`${file}: ${m[1] ?? m[2]}`);
    }
    expect(found.length).toBeGreaterThan(5);
    const bad = found.filter((f) => !/: (ex\.: |Digite |Comece a digitar)/.test(f));
    expect(bad).toEqual([]);
  });
});
