// `npm run dev`: Vite's dev server running the Worker's Hono entry in Node, over local KV, D1 and
// R2 from wrangler.toml (config/worker-dev-proxy.ts). A saved file is picked up by the next
// request — no build — so a change shows in a second or two. It is not the production runtime:
// Node instead of workerd, no Workflows, no edge cache, no crons (docs/operations.md lists what
// differs); `npm start` serves the built Worker in workerd, as deployed.
// PORT (default 8787) sets the port and the local SITE_URL with it (scripts/local-origin.ts).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { createServer } from "vite";
import { LOCAL_ORIGIN, LOCAL_PORT } from "./local-origin";
import { migrationsState, writeMigrationsStamp } from "./start-stamps";

const setup = spawnSync(path.join("node_modules", ".bin", "tsx"), ["scripts/setup-local.ts"], { stdio: "inherit" });
if (setup.status !== 0) process.exit(1);
// The local D1 migrations, skipped when none changed since they were applied (as `npm start` does).
if (!migrationsState().upToDate) {
  if (spawnSync("npm", ["run", "migrate"], { stdio: "inherit" }).status !== 0) process.exit(1);
  writeMigrationsStamp();
}

// No network needed locally: Miniflare would otherwise fetch Cloudflare's sample `request.cf`.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

const server = await createServer({ server: { port: Number(LOCAL_PORT), strictPort: true } });
await server.listen();
console.log(`\n  npm run dev: ${LOCAL_ORIGIN}  (admin: ${LOCAL_ORIGIN}/admin/login)\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
