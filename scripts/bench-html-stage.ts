// The HTML stage before and after the one pass (issue 40, part 7), in the same run, side by side:
// a generated page of about 1,500 words through what a generator's save cost before (sanitize-html,
// then the claims check and the frozen-fact cut as regexes on its output, and that cut again at
// every render) and now (stageHtml: one parse, the allow-list, both cuts on text nodes, one
// serialisation; nothing at render). "Before" is the code of the commit given (default: the one
// before the change), read with git into a temporary folder; the rounds alternate, so both sides
// see the same machine load. A timing, never a gate.
//   npx tsx scripts/bench-html-stage.ts [commit]
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultIdentity } from "../content/business";
import { claimFactsOf } from "../app/lib/claims/facts";
import { generateLocalPageHtml } from "../app/lib/generation/local-generator";
import { sanitizeHtml } from "../app/lib/html-stage/sanitize.server";
import { stageHtml } from "../app/lib/html-stage/stage.server";
import { claimCheck } from "~/lib/claims/claims-check";

const BEFORE = process.argv[2] ?? "330905b";
const ROOT = path.resolve(import.meta.dirname, "..");
const dir = path.join(ROOT, "scripts", `.before-${process.pid}`);

const old = (file: string) => execFileSync("git", ["show", `${BEFORE}:${file}`], { cwd: ROOT, encoding: "utf8" });
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "sanitize.server.ts"), old("app/lib/html-stage/sanitize.server.ts"));
writeFileSync(path.join(dir, "frozen-facts.ts"), old("app/lib/html-stage/frozen-facts.ts"));
writeFileSync(
  path.join(dir, "claims-html.ts"),
  old("app/lib/claims/claims-html.ts").replace('from "./claims-check"', 'from "~/lib/claims/claims-check"'),
);

try {
  const before = {
    sanitize: (await import(path.join(dir, "sanitize.server.ts"))).sanitizeHtml as (h: string) => string,
    claims: (await import(path.join(dir, "claims-html.ts"))).checkHtmlClaims as (
      h: string,
      f: unknown,
    ) => { html: string },
    frozen: (await import(path.join(dir, "frozen-facts.ts"))).stripFrozenFacts as (h: string) => string,
  };
  const facts = claimFactsOf(defaultIdentity, new Date());

  // A generated page of about 1,500 words: the local generator's sections for a few titles.
  const titles = [
    "Motor para portão deslizante em Osasco",
    "Manutenção de portão basculante em Barueri",
    "Motor para portão pivotante em Carapicuíba",
    "Instalação de motor de portão em Cotia",
  ];
  let page = "";
  for (const title of titles) {
    page += generateLocalPageHtml(title, 75).html;
    if (
      page
        .replace(/<[^>]*>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length >= 1_500
    )
      break;
  }
  const words = page
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

  const saveBefore = () => before.frozen(before.claims(before.sanitize(page), facts).html);
  const renderBefore = (stored: string) => before.frozen(stored);
  const saveAfter = () => stageHtml(page, { frozen: true, claims: { check: claimCheck(facts), remove: true } }).html;

  const storedBefore = saveBefore();
  /** CPU milliseconds per call: the median of rounds of `n` calls, after a warm-up. */
  const cpu = (fn: () => unknown, n: number) => {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) fn();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000 / n;
  };
  const sides = {
    "save, before (sanitize-html + regex cuts)": saveBefore,
    "save, after (stageHtml, one pass)": saveAfter,
    "render, before (regex frozen cut)": () => renderBefore(storedBefore),
    "allow-list only, before (sanitize-html)": () => before.sanitize(page),
    "allow-list only, after (tree)": () => sanitizeHtml(page),
  };
  const runs: Record<string, number[]> = Object.fromEntries(Object.keys(sides).map((k) => [k, []]));
  for (const fn of Object.values(sides)) cpu(fn, 20);
  for (let round = 0; round < 15; round++)
    for (const [name, fn] of Object.entries(sides)) runs[name]!.push(cpu(fn, 10));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ms = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)]));
  console.log(`Page: ${words} words, ${page.length} characters of HTML; before = ${BEFORE}`);
  for (const [name, value] of Object.entries(ms)) console.log(`${name.padEnd(44)} ${value.toFixed(2)} ms CPU`);
  const saveB = ms["save, before (sanitize-html + regex cuts)"]!;
  const saveA = ms["save, after (stageHtml, one pass)"]!;
  const renderB = ms["render, before (regex frozen cut)"]!;
  console.log(`save after / before: ${(saveA / saveB).toFixed(2)}`);
  console.log(`save + one render, after / before: ${(saveA / (saveB + renderB)).toFixed(2)}`);
  console.log(
    `allow-list after / before: ${(ms["allow-list only, after (tree)"]! / ms["allow-list only, before (sanitize-html)"]!).toFixed(2)}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
