// `npm run dev`: the production Worker, rebuilt when the source changes. It runs what
// `npm start` runs — the Hono entry in workerd (`wrangler dev`) with its CSP nonces, security
// headers, /robots.txt, /healthz, edge cache and the same Remix load context, over local KV in
// .wrangler/state — so nothing behaves differently in development. Remix's Vite dev server was
// faster to reload but rendered in Node behind none of those middlewares, which is how dev and
// production came to differ; the price of this choice is a rebuild (~20 s) instead of HMR.
// As in production, visitors' pages come from the edge cache for up to 5 minutes: to see a
// change at once, be signed in to the admin (an admin always gets fresh renders).
// PORT (default 8787) sets the port and the local SITE_URL with it (scripts/local-origin.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";
import { wranglerDevArgs } from "./local-origin";

const WATCHED = ["app", "content", "public", "worker", "load-context.ts", "vite.config.ts"];

const bin = (name: string) => path.join("node_modules", ".bin", name);

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

// The Remix build only: wrangler dev bundles worker/index.ts (and build/server) itself and
// reloads the Worker when that bundle's inputs or build/client change. Rebuilds write over the
// old files instead of emptying build/ first (vite.config.ts), or wrangler would lose its assets.
const buildRemix = () => run(bin("remix"), ["vite:build"], { REMIX_KEEP_BUILD: "1" });

if ((await run(bin("tsx"), ["scripts/setup-local.ts"])) !== 0) process.exit(1);
if ((await buildRemix()) !== 0) process.exit(1);

// Spawned directly (not through npx), so stopping dev stops wrangler too.
// No network needed locally: Miniflare would otherwise fetch Cloudflare's sample `request.cf`.
const wrangler: ChildProcess = spawn(bin("wrangler"), wranglerDevArgs(), {
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
wrangler.on("exit", (code) => process.exit(code ?? 0));

let building = false;
let again = false;
let timer: NodeJS.Timeout | undefined;
async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  console.log("\n[dev] source changed: rebuilding…");
  const code = await buildRemix();
  console.log(code === 0 ? "[dev] rebuilt; wrangler reloads the Worker" : "[dev] build failed; fix and save again");
  building = false;
  if (again) {
    again = false;
    void rebuild();
  }
}

for (const target of WATCHED) {
  watch(target, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 300);
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    wrangler.kill(signal);
    process.exit(0);
  });
}
