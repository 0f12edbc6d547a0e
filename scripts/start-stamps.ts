// What `npm start` may skip: the build when nothing it reads changed since the last build it
// made, and the D1 migrations when no migration file changed since they were last applied to the
// local database that is still there. A stamp is a hash of each input file's path, size and
// modification time (cheap: no file is read); `.dev.vars` is not an input of either (wrangler dev
// reads it when it starts), so changing it costs no build.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Files and folders `npm run build` (remix vite:build, wrangler deploy --dry-run) reads. */
export const BUILD_INPUTS = [
  "app",
  "content",
  "worker",
  "public",
  "config",
  "load-context.ts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "wrangler.toml",
  "tsconfig.json",
  "worker-configuration.d.ts",
  ".env",
];

/** What the build writes; without them there is nothing to keep. */
const BUILD_OUTPUTS = ["build/worker/index.js", "build/server/index.js", "build/client"];
const BUILD_STAMP = "build/.inputs-stamp";
const MIGRATIONS_STAMP = ".wrangler/.migrations-stamp";
/** Where `wrangler d1 migrations apply --local` and `wrangler dev` keep the local D1. */
const LOCAL_D1 = ".wrangler/state/v3/d1";

function walk(root: string, rel: string, out: string[]): void {
  const full = path.join(root, rel);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (name === "node_modules" || name === ".git") continue;
      walk(root, path.join(rel, name), out);
    }
    return;
  }
  out.push(`${rel}\t${stat.size}\t${stat.mtimeMs}`);
}

/** A hash of the inputs' paths, sizes and modification times under `root`. */
export function inputsStamp(root: string, inputs: readonly string[], extra = ""): string {
  const lines: string[] = [];
  for (const input of inputs) walk(root, input, lines);
  return createHash("sha256")
    .update(`${extra}\n${lines.join("\n")}`)
    .digest("hex");
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").trim() : null);

/** The build stamp now, and whether the build in build/ was made from exactly these inputs. */
export function buildState(root = process.cwd()): { stamp: string; upToDate: boolean } {
  const stamp = inputsStamp(root, BUILD_INPUTS);
  const outputs = BUILD_OUTPUTS.every((o) => existsSync(path.join(root, o)));
  return { stamp, upToDate: outputs && read(path.join(root, BUILD_STAMP)) === stamp };
}

/** The migrations stamp now (their files, and the local D1's files), and whether they are applied. */
export function migrationsState(root = process.cwd()): { stamp: string; upToDate: boolean } {
  const d1 = path.join(root, LOCAL_D1);
  // The databases themselves (their -wal and -shm files come and go while wrangler runs).
  const files = existsSync(d1) ? readdirSync(d1, { recursive: true }).map(String) : [];
  const sqlite = files.filter((f) => f.endsWith(".sqlite")).sort();
  const databases = sqlite.length > 0 ? sqlite.join(",") : "none";
  const stamp = inputsStamp(root, ["migrations", "wrangler.toml"], databases);
  return { stamp, upToDate: databases !== "none" && read(path.join(root, MIGRATIONS_STAMP)) === stamp };
}

export function writeBuildStamp(stamp: string, root = process.cwd()): void {
  writeFileSync(path.join(root, BUILD_STAMP), `${stamp}\n`);
}

export function writeMigrationsStamp(root = process.cwd()): void {
  // Taken after the migrations ran: the local D1 exists now.
  writeFileSync(path.join(root, MIGRATIONS_STAMP), `${migrationsState(root).stamp}\n`);
}
