// `npm start`: first-run setup, the production build, the local D1 migrations, then `wrangler dev`
// on PORT (default 8787; SITE_URL follows it, scripts/local-origin.ts) — and, once the server
// answers, the sign-in address and account again, so they are the last thing on the screen
// instead of a line lost in the build's output.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LOCAL_ORIGIN as ORIGIN, wranglerDevArgs } from "./local-origin";

const bin = (name: string) => path.join("node_modules", ".bin", name);

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** The account in .dev.vars: the e-mail, and the password when setup-local wrote it there. */
function account(): { email: string; password: string | null } {
  const vars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  return {
    email: /^ADMIN_EMAIL="?([^"\n]+)"?/m.exec(vars)?.[1] ?? "(veja ADMIN_EMAIL em .dev.vars)",
    password: /^# Local admin password: (\S+)/m.exec(vars)?.[1] ?? null,
  };
}

function banner(startedAt: number) {
  const { email, password } = account();
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const lines = [
    `Site pronto em ${seconds} s: ${ORIGIN}`,
    `Painel: ${ORIGIN}/admin/login`,
    `E-mail: ${email}`,
    password
      ? `Senha:  ${password}   (também em .dev.vars)`
      : "Senha:  a que você definiu em .dev.vars (apague o arquivo e rode npm start para gerar outra)",
    "Mudou o .dev.vars? Pare com Ctrl+C e rode npm start de novo: ele só é lido na partida.",
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = "=".repeat(width + 4);
  console.log(`\n${rule}\n${lines.map((l) => `  ${l}`).join("\n")}\n${rule}\n`);
}

/** Waits for /healthz to answer (wrangler prints much more before it is ready). */
async function waitUntilUp(child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${ORIGIN}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const startedAt = Date.now();
for (const [command, args] of [
  [bin("tsx"), ["scripts/setup-local.ts"]],
  ["npm", ["run", "build"]],
  ["npm", ["run", "migrate"]],
] as const) {
  if ((await run(command, [...args])) !== 0) process.exit(1);
}
// Spawned directly (not through npx), so stopping this stops wrangler too.
const wrangler = spawn(bin("wrangler"), wranglerDevArgs(), { stdio: "inherit" });
wrangler.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));
if (await waitUntilUp(wrangler)) banner(startedAt);
