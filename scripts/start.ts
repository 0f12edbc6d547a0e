// `npm start`: first-run setup, the production build, the local D1 migrations, then `wrangler dev`
// on PORT (default 8787; SITE_URL follows it, scripts/local-origin.ts). The build is skipped when
// nothing it reads changed since the one in build/ was made, and the migrations when none changed
// since they were applied (scripts/start-stamps.ts): a restart after a .dev.vars change only
// starts wrangler. Each step's own output is
// kept and shown only if the step fails: what the screen shows is one line per step, the Worker's
// size, and the sign-in banner once the server answers — then the server's own log of requests.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LOCAL_ORIGIN as ORIGIN, wranglerDevArgs } from "./local-origin";
import { buildState, migrationsState, writeBuildStamp, writeMigrationsStamp } from "./start-stamps";

const bin = (name: string) => path.join("node_modules", ".bin", name);
// Local runs need no network: without this, Miniflare tries to fetch Cloudflare's sample
// `request.cf` object and prints a DNS error on a machine without internet.
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Runs a step with its output kept; prints it only when the step fails. */
function step(label: string, command: string, args: string[]): Promise<string> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: ENV });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => {
      if (code !== 0) {
        process.stderr.write(`${output}\n${label}: falhou (código ${code}). Acima, o que o passo escreveu.\n`);
        process.exit(1);
      }
      console.log(`✓ ${label} (${Math.round((Date.now() - startedAt) / 1000)} s)`);
      resolve(output);
    });
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
await step("Configuração local (.dev.vars)", bin("tsx"), ["scripts/setup-local.ts"]);
const built = buildState();
if (built.upToDate) {
  console.log("✓ Build de produção: em dia (nada do que ele lê mudou)");
} else {
  // Stamped with the inputs as they were when it started: a file saved during the build rebuilds next time.
  const build = await step("Build de produção", "npm", ["run", "build"]);
  writeBuildStamp(built.stamp);
  const size = /Total Upload: (.+)/.exec(build)?.[1];
  if (size) console.log(`  Worker: ${size.trim()}`);
}
if (migrationsState().upToDate) {
  console.log("✓ Migrações do D1 local: em dia");
} else {
  await step("Migrações do D1 local", "npm", ["run", "migrate"]);
  writeMigrationsStamp();
}

// Spawned directly (not through npx), so stopping this stops wrangler too. Its start-up output
// (bindings, notices) is held until the server answers, then only shown if it never does.
const wrangler = spawn(bin("wrangler"), wranglerDevArgs(), { env: ENV, stdio: ["inherit", "pipe", "pipe"] });
let held = "";
let live = false;
for (const [stream, sink] of [
  [wrangler.stdout, process.stdout],
  [wrangler.stderr, process.stderr],
] as const) {
  stream.on("data", (chunk: Buffer) => {
    if (!live) {
      held += chunk;
      return;
    }
    // The readiness probe's own request log arrives after the banner: not the user's request.
    const text = chunk.toString();
    const kept = text.includes("/healthz") ? text.replace(/^.*\bGET \/healthz\b.*\n?/gm, "") : text;
    if (kept) sink.write(kept);
  });
}
wrangler.on("exit", (code) => {
  if (!live) process.stderr.write(held);
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));
if (await waitUntilUp(wrangler)) {
  banner(startedAt);
  live = true;
} else {
  process.stderr.write(`${held}\nO servidor não respondeu em ${ORIGIN}/healthz. Acima, o que o wrangler escreveu.\n`);
  wrangler.kill("SIGTERM");
}
