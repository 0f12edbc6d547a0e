// Tests wait for events and states, never for a fixed time: a fixed sleep is either too short on
// a loaded machine (a flaky test) or too long everywhere else (a slow suite). The one helper that
// lets time pass on purpose is harness/wait.ts (`until`, `settled`); the fake servers of
// harness/fakes/ may delay their own answers, since a slow service is the behaviour they play.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALLOWED = new Set(["harness/wait.ts"]);
const ALLOWED_DIRS = ["harness/fakes/"];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|js|mjs)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Fixed waits: Playwright's waitForTimeout, a timer (setTimeout/setInterval) or a sleep() call. */
const SLEEPS: [string, RegExp][] = [
  ["waitForTimeout", /\bwaitForTimeout\s*\(/],
  ["setTimeout", /\bsetTimeout\s*\(/],
  ["setInterval", /\bsetInterval\s*\(/],
  ["sleep()", /(?<![.\w])sleep\s*\(/],
  ["timers/promises", /node:timers\/promises|["']timers\/promises["']/],
];

function fixedWaits(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, i) => {
    // Comments may name what they avoid.
    const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
    for (const [name, pattern] of SLEEPS) if (pattern.test(code)) found.push(`${file}:${i + 1}: ${name}`);
  });
  return found;
}

describe("no fixed sleeps in tests", () => {
  it("finds them (the check itself works)", () => {
    expect(fixedWaits("x.ts", "await page.waitForTimeout(300);")).toEqual(["x.ts:1: waitForTimeout"]);
    expect(fixedWaits("x.ts", "await new Promise((r) => setTimeout(r, 1500));")).toEqual(["x.ts:1: setTimeout"]);
    expect(fixedWaits("x.ts", 'import { setTimeout } from "node:timers/promises";')).toEqual([
      "x.ts:1: timers/promises",
    ]);
    expect(fixedWaits("x.ts", "await sleep(50);")).toEqual(["x.ts:1: sleep()"]);
    // An injected fake sleep is a property, not a wait; a comment may name a sleep.
    expect(fixedWaits("x.ts", "sleep: async () => {},  // no setTimeout( here")).toEqual([]);
  });

  it("tests/ and harness/ wait only through harness/wait.ts", () => {
    const files = [...sources("tests"), ...sources("harness")].filter(
      (f) => !ALLOWED.has(f) && !ALLOWED_DIRS.some((d) => f.startsWith(d)) && f !== "tests/unit/no-sleeps.test.ts",
    );
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((f) => fixedWaits(f, readFileSync(path.join(ROOT, f), "utf8")));
    expect(found).toEqual([]);
  });
});
