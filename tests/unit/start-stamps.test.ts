// `npm start` skips the build when nothing the build reads changed, and .dev.vars is not one of
// those inputs (scripts/start-stamps.ts).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildState, migrationsState, writeBuildStamp, writeMigrationsStamp } from "../../scripts/start-stamps";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with sources, a build and a local D1, as a first `npm start` leaves it. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), "ppa-start-"));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("app/root.tsx", "export default 1;");
  write("content/business.ts", "export const x = 1;");
  write("wrangler.toml", 'name = "x"');
  write("migrations/0001_init.sql", "CREATE TABLE t (x);");
  write(".dev.vars", 'SESSION_SECRET="a"');
  write("build/worker/index.js", "");
  write("build/server/index.js", "");
  write("build/client/x.css", "");
  write(".wrangler/state/v3/d1/miniflare-D1DatabaseObject/abc.sqlite", "");
  return root;
}

describe("npm start's stamps", () => {
  it("keep the build while nothing it reads changes, .dev.vars included, and rebuild after an edit", () => {
    const root = project();
    const first = buildState(root);
    expect(first.upToDate).toBe(false);
    writeBuildStamp(first.stamp, root);
    expect(buildState(root).upToDate).toBe(true);
    writeFileSync(path.join(root, ".dev.vars"), 'SESSION_SECRET="b"\nAI_API_KEY="k"');
    expect(buildState(root).upToDate).toBe(true);
    // An edit: the same size, a later modification time.
    const file = path.join(root, "content/business.ts");
    writeFileSync(file, "export const y = 1;");
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(buildState(root).upToDate).toBe(false);
  });

  it("rebuild when the build's output is gone", () => {
    const root = project();
    writeBuildStamp(buildState(root).stamp, root);
    rmSync(path.join(root, "build/worker/index.js"));
    expect(buildState(root).upToDate).toBe(false);
  });

  it("apply the migrations again after a new one, or when the local D1 is gone", () => {
    const root = project();
    expect(migrationsState(root).upToDate).toBe(false);
    writeMigrationsStamp(root);
    expect(migrationsState(root).upToDate).toBe(true);
    writeFileSync(path.join(root, "migrations/0002_more.sql"), "CREATE TABLE u (x);");
    expect(migrationsState(root).upToDate).toBe(false);
    writeMigrationsStamp(root);
    rmSync(path.join(root, ".wrangler/state"), { recursive: true });
    expect(migrationsState(root).upToDate).toBe(false);
  });
});
