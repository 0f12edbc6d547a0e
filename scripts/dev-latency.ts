// `npm run dev:latency`: how long `npm run dev` takes to show a saved change. Starts dev on its
// own port (PORT, default 8797), then ROUNDS times: changes a heading's text in
// app/routes/_site._index.tsx, requests the home page until the new text is served (what the
// browser's next load gets), and restores the file (and waits for the old text back). Prints each
// round's time, the first page's time after start, and the machine's load average (the figures
// are wall time: on a shared machine, read them with the load beside them). Stops dev at the end.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { until } from "../harness/wait";

const PORT = process.env.PORT ?? "8797";
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const FILE = "app/routes/_site._index.tsx";
const TEXT = "Fale com a gente";
const url = `http://localhost:${PORT}/`;

const original = readFileSync(FILE, "utf8");
if (!original.includes(TEXT)) throw new Error(`${FILE} no longer has "${TEXT}": pick another text`);
const restore = () => writeFileSync(FILE, original);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

const startedAt = performance.now();
// Its own process group, so stopping it stops tsx, Vite and Miniflare's workerd with it.
const dev: ChildProcess = spawn("node_modules/.bin/tsx", ["scripts/dev.ts"], {
  env: { ...process.env, PORT, PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH}` },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
dev.on("exit", (code) => {
  restore();
  console.error(`[dev-latency] npm run dev stopped (exit ${code}) before the measurement ended`);
  process.exit(1);
});
const stop = () => {
  dev.removeAllListeners("exit");
  restore();
  if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

const page = async () => {
  try {
    const response = await fetch(url);
    return response.ok ? await response.text() : "";
  } catch {
    return "";
  }
};

try {
  const figures = [`load average at start: ${load()} (1, 5, 15 min)`];
  await until(page, (html) => html.includes(TEXT), { timeout: 300_000, interval: 250, what: "npm run dev to serve /" });
  figures.push(`first page after start: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  for (let round = 1; round <= ROUNDS; round++) {
    const marker = `${TEXT} (medida ${round}-${Date.now()})`;
    const started = performance.now();
    writeFileSync(FILE, original.replace(TEXT, marker));
    await until(page, (html) => html.includes(marker), { timeout: 120_000, interval: 50, what: "the change" });
    const shown = (performance.now() - started) / 1000;
    restore();
    await until(page, (html) => html.includes(TEXT) && !html.includes(marker), {
      timeout: 120_000,
      interval: 50,
      what: "the restored text",
    });
    figures.push(`round ${round}: change shown after ${shown.toFixed(2)} s (load ${load()})`);
    console.log(`[dev-latency] ${figures.at(-1)}`);
  }
  console.log(`\n[dev-latency] ${new Date().toISOString()}\n${figures.join("\n")}`);
} finally {
  stop();
}
