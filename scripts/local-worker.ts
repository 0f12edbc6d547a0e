// The local Worker a load script targets: BASE_URL (default `npm start`'s http://localhost:8787),
// loopback only. When nothing answers there, it applies the D1 migrations and starts `wrangler dev`
// on the built Worker itself, and `stop()` ends it.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";

export const BASE_URL = process.env.BASE_URL ?? "http://localhost:8787";

async function up(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Refuses any target off this machine; starts the local Worker when none runs. */
export async function localWorker(): Promise<{ stop(): void }> {
  const host = new URL(BASE_URL).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host)) {
    console.error(`Refusing to load ${BASE_URL}: the load tests only target loopback.`);
    process.exit(2);
  }
  let server: ChildProcess | null = null;
  if (!(await up())) {
    if (!existsSync("build/worker/index.js")) {
      console.error("No build: run `npm run build` (or `npm start` in another terminal) first.");
      process.exit(2);
    }
    console.log(`Nothing on ${BASE_URL}; applying migrations and starting wrangler dev…`);
    execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], { stdio: "ignore" });
    server = spawn("npx", ["wrangler", "dev", "--port", new URL(BASE_URL).port || "8787"], {
      stdio: "ignore",
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    while (!(await up())) {
      if (Date.now() > deadline) throw new Error("wrangler dev did not start within 60 s");
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return {
    stop() {
      if (server?.pid) process.kill(-server.pid, "SIGTERM");
    },
  };
}
