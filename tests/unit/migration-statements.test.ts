// The harness applies migrations/ statement by statement (harness/worker.ts sqlStatements): a
// trigger's body holds `;` too, so it must reach D1 whole, as `wrangler d1 migrations apply` sends it.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sqlStatements } from "../../harness/worker";

const dir = path.join(__dirname, "../../migrations");

describe("migration statements", () => {
  it("keep a trigger written over several lines whole", () => {
    const statements = sqlStatements(readFileSync(path.join(dir, "0018_measured_shingles.sql"), "utf8"));
    expect(statements.map((s) => s.split(/\s+/).slice(0, 2).join(" "))).toEqual([
      "UPDATE shingle_index_state",
      "CREATE TRIGGER",
      "CREATE TRIGGER",
      "CREATE TRIGGER",
      "ALTER TABLE",
    ]);
    for (const s of statements.filter((s) => s.startsWith("CREATE TRIGGER"))) {
      expect(s).toMatch(/\bBEGIN\b[\s\S]*;\s*END$/);
    }
  });

  it("split every migration into statements that each end where they should", () => {
    for (const name of readdirSync(dir).filter((f) => f.endsWith(".sql"))) {
      for (const s of sqlStatements(readFileSync(path.join(dir, name), "utf8"))) {
        if (/^CREATE\s+TRIGGER/i.test(s)) expect(s, name).toMatch(/\bEND$/i);
        else expect(s, name).not.toMatch(/\bBEGIN\b/i);
      }
    }
  });

  it("refuse a trigger that never ends", () => {
    expect(() => sqlStatements("CREATE TRIGGER t AFTER INSERT ON x BEGIN\n  DELETE FROM y;\n")).toThrow(/without END/);
  });
});
