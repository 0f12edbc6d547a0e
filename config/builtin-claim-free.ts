// Build time: the built-in texts (every prose string content/ exports, tokens aside) that the
// claims check of built-in texts leaves whole even when the seller has confirmed nothing, as a
// table of their hashes the server build receives (vite.config.ts `define`). At render,
// app/lib/identity/claim-free.ts returns such a text as it is instead of checking it sentence by
// sentence: on a new isolate that check was the largest share of the FAQ's first render.
// It calls the claims check's public entry (dropUnconfirmedClaims) with the defaults of
// content/business.ts (no claim confirmed: the strictest check), so it follows the rules as they
// change; tests/unit/claim-free.test.ts holds that a text left whole then is left whole under
// any identity and city.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { encodeTable } from "../app/lib/identity/claim-free";

const ROOT = path.resolve(import.meta.dirname, "..");

/** What the runtime filter treats as prose (builtin-filter.server.ts returns anything else as is). */
const PROSE = /[.!?…]["”)]?$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

/** The prose strings (no token, no optional part) of some modules' exports, each once, sorted. */
export function proseOf(modules: Iterable<Record<string, unknown>>): string[] {
  const out = new Set<string>();
  const seen = new Set<object>();
  for (const mod of modules) for (const v of Object.values(mod)) collect(v, out, seen);
  return [...out].sort();
}

function collect(value: unknown, out: Set<string>, seen: Set<object>): void {
  if (typeof value === "string") {
    // A token or optional part is filled from the seller's claims at render: checked then.
    if (!value.includes("{") && !value.includes("[") && PROSE.test(value.trim())) out.add(value);
    return;
  }
  if (!value || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const v of Array.isArray(value) ? value : Object.values(value)) collect(v, out, seen);
}

/** Every prose string content/'s modules export (their values, walked), without tokens. */
export async function builtinTexts(): Promise<string[]> {
  const modules: Record<string, unknown>[] = [];
  for (const file of files(path.join(ROOT, "content"))) {
    modules.push((await tsImport(file, import.meta.url)) as Record<string, unknown>);
  }
  return proseOf(modules);
}

/** The claim-free texts' hashes (the `define`d table), and how many texts there were. */
export async function claimFreeTable(): Promise<{ table: string; texts: number; claimFree: number }> {
  const { dropUnconfirmedClaims } = (await tsImport(
    path.join(ROOT, "app/lib/claims/builtin-filter.server.ts"),
    import.meta.url,
  )) as typeof import("../app/lib/claims/builtin-filter.server");
  const texts = await builtinTexts();
  const free = texts.filter((t) => dropUnconfirmedClaims(t, undefined) === t);
  return { table: encodeTable(free), texts: texts.length, claimFree: free.length };
}
