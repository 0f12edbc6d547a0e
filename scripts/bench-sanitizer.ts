// The sanitizer's worst shapes known, as `npm run bench` reports them (also `npx tsx
// scripts/bench-sanitizer.ts` alone): for each, 1 MB (over the size bound: the store refuses it
// and a render shows its text) and the largest size a save still accepts in characters (490 KB),
// timed through the store's own check and the render's sanitizeHtml. Reported against the 200 ms
// target, never a gate (a timing).
import { pathToFileURL } from "node:url";
import { htmlProblem, sanitizeHtml } from "../app/lib/html-stage/sanitize.server";

const KB = 1024;

function fill(unit: string, bytes: number, head = "", tail = ""): string {
  return head + unit.repeat(Math.floor((bytes - head.length - tail.length) / unit.length)) + tail;
}

/** The shapes of the attack runs: each at `bytes` characters. */
function worstShapes(bytes: number): [string, string][] {
  return [
    ["attribute-dense <p a a a …>", fill(" a", bytes, "<p", ">x</p>")],
    ["deep nesting <div><div>…", fill("<div>", bytes)],
    ["<div>… with stray </p>", fill("<div>", bytes * 0.8) + fill("</p>", bytes * 0.2)],
    ["lone '<' in text", fill("< ", bytes, "<p>", "</p>")],
    ["ampersands in text", fill("&", bytes, "<p>", "</p>")],
    ["plain text", fill("palavra ", bytes, "<p>", "</p>")],
  ];
}

/** Median of 5 runs after a warm-up: the steady cost, not the JIT's first pass nor a GC pause. */
function time(fn: () => unknown): number {
  fn();
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    fn();
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

function sanitizerFigures(): {
  shape: string;
  size: string;
  verdict: string;
  saveMs: number;
  renderMs: number;
}[] {
  const rows = [];
  // Renders log each page over the bounds; the bench times the work, not the log.
  const warn = console.warn;
  console.warn = () => {};
  for (const bytes of [1024 * KB, 499_000]) {
    for (const [shape, html] of worstShapes(bytes)) {
      const problem = htmlProblem(html);
      // What a save does: the bounds first, the sanitizer only within them (store.server.ts cleanPage).
      const saveMs = time(() => htmlProblem(html) ?? sanitizeHtml(html));
      const renderMs = time(() => sanitizeHtml(html));
      rows.push({
        shape,
        size: `${Math.round(html.length / KB)} KB`,
        verdict: problem ? `refused (${problem})` : "sanitized",
        saveMs,
        renderMs,
      });
    }
  }
  console.warn = warn;
  return rows;
}

export function printSanitizerFigures(): void {
  console.log("\nSanitizer, worst shapes (Node; target ≤ 200 ms each, reported):");
  console.log("| shape | size | on save | save ms | render ms |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const r of sanitizerFigures()) {
    const ok = r.saveMs <= 200 && r.renderMs <= 200 ? "✓" : "✗ over 200 ms";
    console.log(`| ${r.shape} | ${r.size} | ${r.verdict} | ${r.saveMs.toFixed(1)} | ${r.renderMs.toFixed(1)} ${ok} |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) printSanitizerFigures();
