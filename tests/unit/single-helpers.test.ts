// Issue 32, point 5 (security part), done in issue 34: one helper per job. The Origin of a write is
// checked once, by the Worker's entry (worker/index.ts) before Remix runs — 23 actions used to
// repeat it; tests/integration/same-origin.test.ts posts to every action to show the one check
// covers them all. AES-GCM sealing and hex digests live in app/lib/platform/crypto.ts, which every
// caller uses (they existed twice or more).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(dir, f));
}
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const matching = (files: string[], pattern: RegExp) => files.filter((f) => pattern.test(read(f)));

const code = [...sources("app"), ...sources("worker")];

describe("one helper per job", () => {
  it("the Origin of a write is checked in the Worker's entry alone", () => {
    // The phone beacon's check is another one: Origin must be the canonical site (SITE_URL), with
    // Fetch Metadata, for a lead to count (leads/click-request.ts).
    expect(matching(code, /\.get\(\s*["']Origin["']\s*\)|header\(\s*["']Origin["']\s*\)/i)).toEqual([
      "app/lib/leads/click-request.ts",
      "worker/index.ts",
    ]);
    expect(matching(code, /assertSameOrigin|sameOrigin\(/)).toEqual([]);
  });

  it("AES-GCM sealing and hex encoding of bytes are written once, in platform/crypto.ts", () => {
    expect(matching(code, /crypto\.subtle\.(encrypt|decrypt)\(/)).toEqual(["app/lib/platform/crypto.ts"]);
    expect(matching(code, /toString\(16\)\.padStart\(2/)).toEqual(["app/lib/platform/crypto.ts"]);
    expect(
      matching(code, /digest\(\s*["']SHA-256["'][^)]*\)\s*\)?\s*;?\s*\n?\s*return \[\.\.\.new Uint8Array/),
    ).toEqual([]);
  });
});
